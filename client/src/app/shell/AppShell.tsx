import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {createSvgIcon} from '@mui/material/utils';
import {Suspense, useEffect, useState} from 'react';
import {Outlet, useLocation} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useCurrentMember} from '@/features/auth';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {QuickSearch} from './QuickSearch';
import {ShortcutsHelp} from './ShortcutsHelp';
import {MENU_ID, Sidebar} from './Sidebar';

const MenuIcon = createSvgIcon(<path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />, 'Menu');

/** Below this width (MUI's lg, 1200 px) the menu folds away behind a button, leaving the page the width. */
const COMPACT_QUERY = '(max-width:1199.95px)';

const MAIN_ID = 'main';

/**
 * The browser tab names the screen: the page's heading (h1) and the product, kept as the heading
 * changes (a record's number arrives after its load). Staff with several tabs open find the one.
 */
function useTitleFromHeading(mainId: string) {
  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    const update = () => {
      const heading = main.querySelector('h1')?.textContent?.trim();
      const title = heading ? `${heading} · ${TEXTS.shell.appName}` : TEXTS.shell.appName;
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, {childList: true, subtree: true, characterData: true});
    return () => observer.disconnect();
  });
}

/** Signed-in layout: nothing shows until the member (and so the menu) is known. */
export function AppShell() {
  const me = useCurrentMember();
  const compact = useMediaQuery(COMPACT_QUERY, {noSsr: true});
  const [menuOpen, setMenuOpen] = useState(false);
  const {pathname} = useLocation();
  // Following a menu link (or any navigation) closes the folded menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  useTitleFromHeading(MAIN_ID);

  if (me.isPending) return <Loading />;
  if (me.isError) {
    return (
      <Alert severity="error" sx={{m: 4}}>
        {errorMessage(me.error)}
      </Alert>
    );
  }
  return (
    <Box sx={{display: 'flex', minHeight: '100vh'}}>
      {/* The first stop of Tab: straight to the screen, past the menu (shown only when focused). */}
      <Link
        href={`#${MAIN_ID}`}
        onClick={event => {
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
        sx={{
          position: 'absolute',
          left: -10_000,
          top: 8,
          zIndex: theme => theme.zIndex.tooltip,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': {left: 8},
        }}
      >
        {TEXTS.shell.skipToContent}
      </Link>
      {compact && (
        <AppBar position="fixed" color="default" elevation={1}>
          <Toolbar sx={{gap: 1}}>
            <IconButton
              edge="start"
              aria-label={TEXTS.shell.openMenu}
              aria-controls={menuOpen ? MENU_ID : undefined}
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="div" sx={{flexGrow: 1}}>
              {TEXTS.shell.appName}
            </Typography>
            <QuickSearch member={me.data} />
          </Toolbar>
        </AppBar>
      )}
      <Sidebar member={me.data} compact={compact} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <Box component="main" id={MAIN_ID} tabIndex={-1} sx={{flexGrow: 1, p: {xs: 2, sm: 3}, minWidth: 0, outline: 'none'}}>
        {compact ? (
          // Room for the fixed app bar above the page.
          <Toolbar />
        ) : (
          <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 1}}>
            <QuickSearch member={me.data} />
          </Box>
        )}
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
        <ShortcutsHelp />
      </Box>
    </Box>
  );
}
