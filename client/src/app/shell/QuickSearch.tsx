import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {orderStatusLabel, type RoleFlags} from '@karat/shared';
import {keepPreviousData, useQuery} from '@tanstack/react-query';
import {useState, type KeyboardEvent as ReactKeyboardEvent} from 'react';
import {useNavigate} from 'react-router-dom';
import {errorMessage} from '@/lib/api-error';
import {quickSearchOrdersOptions} from '@/lib/sdk/@tanstack/react-query.gen';
import {useDebouncedValue} from '@/lib/use-debounced-value';
import {isQuickSearchKey, orderPageFor, type QuickSearchHit} from './quick-search';
import {TEXTS} from '@/lib/texts';
import {useKeyOnPage} from '@/lib/shortcuts';

/** Typing pauses this long before the search is asked. */
const DEBOUNCE_MS = 250;

/**
 * The global search: Ctrl-K (Cmd-K) from every screen, or the button, opens a box
 * that finds an order by number, bar code, client name, number or phone (any format) and opens it on
 * the order page of the member's role. Up and Down choose, Enter opens, Escape closes.
 */
export function QuickSearch({member}: {member: RoleFlags}) {
  const pageOf = orderPageFor(member);
  const [open, setOpen] = useState(false);
  useKeyOnPage(isQuickSearchKey, () => setOpen(true), Boolean(pageOf));
  if (!pageOf) return null;
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{textTransform: 'none'}} aria-keyshortcuts="Control+K Meta+K">
        {TEXTS.shell.findOrder}{' '}
        <Box component="kbd" sx={{ml: 1, fontSize: 12, opacity: 0.7}}>
          Ctrl K
        </Box>
      </Button>
      {open && <QuickSearchDialog pageOf={pageOf} onClose={() => setOpen(false)} />}
    </>
  );
}

function QuickSearchDialog({pageOf, onClose}: {pageOf: (hit: QuickSearchHit) => string; onClose(): void}) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const asked = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const hits = useQuery({...quickSearchOrdersOptions({query: {q: asked}}), enabled: asked !== '', placeholderData: keepPreviousData, meta: {silent: true}});
  const orders = asked && hits.data ? hits.data : [];

  function openOrder(hit: (typeof orders)[number] | undefined) {
    if (hit?.id === undefined) return;
    onClose();
    navigate(pageOf({...hit, id: hit.id}));
  }

  function onKeyDown(event: ReactKeyboardEvent) {
    if (event.key === 'ArrowDown') setActive(i => Math.min(i + 1, orders.length - 1));
    else if (event.key === 'ArrowUp') setActive(i => Math.max(i - 1, 0));
    else if (event.key === 'Enter') openOrder(orders[active]);
    else return;
    event.preventDefault();
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="quick-search-title" slotProps={{paper: {sx: {alignSelf: 'flex-start', mt: 10}}}}>
      <DialogTitle id="quick-search-title">{TEXTS.shell.findOrderTitle}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={TEXTS.shell.findOrderField}
          value={text}
          onChange={e => {
            setText(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          slotProps={{htmlInput: {'aria-controls': 'quick-search-results', maxLength: 200}}}
          sx={{mt: 1}}
        />
        {hits.isError && asked && (
          <Typography color="error" sx={{mt: 2}}>
            {errorMessage(hits.error)}
          </Typography>
        )}
        {asked && hits.isSuccess && orders.length === 0 && !hits.isPlaceholderData && <Typography sx={{mt: 2}}>{TEXTS.shell.noOrderFound}</Typography>}
        <List id="quick-search-results" aria-label={TEXTS.shell.ordersFound} dense>
          {orders.map((order, index) => {
            const client = order.client;
            const name = [client?.firstName, client?.lastName].filter(Boolean).join(' ');
            return (
              <ListItemButton key={order.id} selected={index === active} onClick={() => openOrder(order)}>
                <ListItemText
                  primary={`Order ${order.orderNumber ?? order.id}${name ? ` · ${name}` : ''}`}
                  secondary={[order.barCode, client?.phone, orderStatusLabel(order)].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            );
          })}
        </List>
      </DialogContent>
    </Dialog>
  );
}
