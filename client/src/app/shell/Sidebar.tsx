import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {createSvgIcon} from '@mui/material/utils';
import {visibleMenu, type MenuArea, type RoleFlags} from '@karat/shared';
import {useEffect, useState} from 'react';
import {NavLink, useLocation} from 'react-router-dom';
import {labelWithCount, useBuyerMenuCounts} from '@/features/buyer';
import {TEXTS} from '@/lib/texts';

const WIDTH = 240;
/** The menu's id, named by the menu button of small screens. */
export const MENU_ID = 'main-menu-drawer';
const ExpandMore = createSvgIcon(<path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />, 'ExpandMore');
const ExpandLess = createSvgIcon(<path d="m12 8-6 6 1.41 1.41L12 10.83l4.59 4.58L18 14z" />, 'ExpandLess');

/**
 * The menu is the shared rule `visibleMenu(member)`; the client adds no areas of its own. Wide screens
 * keep it beside the page; `compact` ones open it over the page from the app bar's button (Escape or a
 * click outside closes it, and so does following a link).
 */
export function Sidebar({
  member,
  compact = false,
  open = false,
  onClose,
}: {
  member: RoleFlags & {name?: string};
  compact?: boolean;
  open?: boolean;
  onClose?(): void;
}) {
  const areas = visibleMenu(member);
  // The buyer's welcome-call and after-call counts go in brackets after their links (spec 02 §2 "Sidebar menu").
  const counts = useBuyerMenuCounts();
  return (
    <Drawer
      id={MENU_ID}
      variant={compact ? 'temporary' : 'permanent'}
      open={compact ? open : true}
      onClose={onClose}
      sx={{width: compact ? undefined : WIDTH, flexShrink: 0, '& .MuiDrawer-paper': {width: WIDTH, boxSizing: 'border-box'}}}
    >
      <Box sx={{px: 2, py: 2}}>
        <Typography variant="h6" component="div">
          {TEXTS.shell.appName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {member.name}
        </Typography>
      </Box>
      <nav aria-label={TEXTS.shell.mainMenu}>
        <List disablePadding>
          {areas.map(area => (
            <MenuAreaItem key={area.key} area={area} counts={counts} />
          ))}
        </List>
      </nav>
    </Drawer>
  );
}

function MenuAreaItem({area, counts}: {area: MenuArea; counts?: Record<string, number | undefined>}) {
  const {pathname} = useLocation();
  const holdsCurrent = area.links.some(link => pathname === link.path || pathname.startsWith(`${link.path}/`));
  const [open, setOpen] = useState(holdsCurrent);
  // Opening a page of the area (e.g. by URL) unfolds it.
  useEffect(() => {
    if (holdsCurrent) setOpen(true);
  }, [holdsCurrent]);

  // An area that is one link of the same name (Home, Logout) is that link, not a dropdown.
  const single = area.links.length === 1 && area.links[0].label === area.label;
  return (
    <Box component="li" role="group" aria-label={area.label} sx={{listStyle: 'none'}}>
      {single ? (
        <MenuLink path={area.links[0].path} label={area.label} />
      ) : (
        <>
          <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
            <ListItemText primary={area.label} />
            {open ? <ExpandLess /> : <ExpandMore />}
          </ListItemButton>
          <Collapse in={open} unmountOnExit>
            <List disablePadding>
              {area.links.map(link => (
                <MenuLink key={link.path} path={link.path} label={labelWithCount(link.label, counts?.[link.path])} nested />
              ))}
            </List>
          </Collapse>
        </>
      )}
    </Box>
  );
}

function MenuLink({path, label, nested}: {path: string; label: string; nested?: boolean}) {
  const {pathname} = useLocation();
  return (
    <ListItemButton component={NavLink} to={path} end selected={pathname === path} sx={nested ? {pl: 4} : undefined}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
}
