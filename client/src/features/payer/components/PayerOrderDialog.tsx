import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {OrderHistory, OrderMilestones} from '@/entities/order';
import type {PayableRow} from '../api/payer';

/**
 * A payable order opened from the payer's list: the payer has no order page of its own, so the order's
 * way (milestones) and its history open over the list, which keeps its selection.
 */
export function PayerOrderDialog({order, amount, onClose}: {order: PayableRow; amount: string; onClose(): void}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="payer-order-title">
      <DialogTitle id="payer-order-title">Order {order.orderNumber ?? order.id}</DialogTitle>
      <DialogContent>
        <Typography sx={{mb: 2}}>
          {order.payee?.name ?? ''} · {amount}
        </Typography>
        <OrderMilestones order={order} />
        <OrderHistory id={String(order.id)} country={order.country} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
