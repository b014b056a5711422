import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import {useState} from 'react';
import {isTyping, PROCEED_SHORTCUT, useKeyOnPage} from '@/lib/shortcuts';

/** The keys of the desks, as the help panel lists them (each is wired where it acts). */
export const SHORTCUTS: readonly {keys: string; what: string}[] = [
  {keys: 'Ctrl K', what: 'Find an order by number, bar code, client or phone, from any screen'},
  {keys: 'Enter', what: 'Submit the form or the scan you are in; on a focused list row, open it'},
  {keys: 'Enter (packager)', what: 'Send the order on screen: label, invoice or letter, packed, next order'},
  {keys: 'Escape', what: 'Close a question or the search without acting'},
  {keys: PROCEED_SHORTCUT.keys, what: "Teller's order: To preview; on the preview, Approve (Enter approves there too)"},
  {keys: 'Tab', what: 'Next field; the first Tab of a page offers "Skip to content"'},
  {keys: '?', what: 'This list (outside a text field)'},
];

/** '?' anywhere outside a field opens the list of shortcuts. */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  useKeyOnPage(
    event => event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target),
    () => setOpen(true),
  );
  return (
    <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Keyboard shortcuts">
          <TableBody>
            {SHORTCUTS.map(shortcut => (
              <TableRow key={shortcut.keys}>
                <TableCell component="th" scope="row" sx={{whiteSpace: 'nowrap', fontFamily: 'monospace'}}>
                  {shortcut.keys}
                </TableCell>
                <TableCell>{shortcut.what}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
