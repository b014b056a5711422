import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {orderStatusLabel, type OrderStatusFlags} from '@karat/shared';
import type {ReactNode} from 'react';
import {TEXTS} from '@/lib/texts';

/** One order an action will change, as the question shows it. */
export interface TouchedOrder {
  key: string | number;
  orderNumber?: number | null;
  barCode?: string | null;
  client?: string | null;
  status?: string | null;
}

/** An order as the question lists it (any feature's order type fits). */
export function touchedOrder(
  order: OrderStatusFlags & {
    id?: number | null;
    orderNumber?: number | null;
    barCode?: string | null;
    client?: {firstName?: string | null; lastName?: string | null} | null;
  },
): TouchedOrder {
  const client = [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ');
  return {
    key: order.id ?? order.orderNumber ?? order.barCode ?? '',
    orderNumber: order.orderNumber,
    barCode: order.barCode,
    client: client || null,
    status: orderStatusLabel(order),
  };
}

/** Rows shown; more are counted below the table. */
const SHOWN = 50;

export interface ActionConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** What the action will touch: order number, client, status. */
  orders: readonly TouchedOrder[];
  /** A text the action sends, shown as it will be sent (an SMS). */
  preview?: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The question before a destructive or bulk action: what it will touch, asked
 * once. No button has the focus: a scanner's next code and Enter, or a stray Enter, confirms nothing;
 * Escape and Cancel cancel. A click beside it does not: the second click of a double click on the
 * button that opened it would close it again at once.
 */
export function ActionConfirmDialog({open, title, text, orders, preview, confirmLabel, busy, onConfirm, onCancel}: ActionConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={(_, reason) => reason !== 'backdropClick' && onCancel()} aria-labelledby="action-confirm-title" maxWidth="md">
      <DialogTitle id="action-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{mb: 2}}>{text}</DialogContentText>
        {orders.length > 0 && (
          <Table size="small" aria-label={TEXTS.confirm.ordersTable}>
            <TableHead>
              <TableRow>
                <TableCell>{TEXTS.confirm.order}</TableCell>
                <TableCell>{TEXTS.confirm.barCode}</TableCell>
                <TableCell>{TEXTS.confirm.client}</TableCell>
                <TableCell>{TEXTS.confirm.status}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {orders.slice(0, SHOWN).map(order => (
                <TableRow key={order.key}>
                  <TableCell>{order.orderNumber ?? '–'}</TableCell>
                  <TableCell>{order.barCode ?? '–'}</TableCell>
                  <TableCell>{order.client ?? '–'}</TableCell>
                  <TableCell>{order.status ?? '–'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {orders.length > SHOWN && <Typography sx={{mt: 1}}>{TEXTS.confirm.andMore(orders.length - SHOWN)}</Typography>}
        {preview && (
          <Box
            component="blockquote"
            aria-label={TEXTS.confirm.preview}
            sx={{m: 0, mt: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap'}}
          >
            {preview}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{TEXTS.actions.cancel}</Button>
        <Button onClick={onConfirm} variant="contained" color="warning" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
