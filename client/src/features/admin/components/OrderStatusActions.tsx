import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {CLOSE_METHODS, CLOSE_REASONS, closeRefusal, DEFAULT_CLOSE_METHOD, orderStatusLabel, type CloseMethod, type OrderStatusFlags} from '@karat/shared';
import {useState} from 'react';
import {useNotify} from '@/components/Notifications';
import {useCloseOrder, useReopenOrder} from '../api/orders';

const METHOD_LABELS: Record<CloseMethod, string> = {phone: 'Phone', boomerang: 'Boomerang', email: 'Email'};

type Action = 'close' | 'reopen';

/**
 * The admin's status changes on the order edit page: Close... for an open order,
 * Reopen... for a closed one, each a server command with a reason, asked in a dialog that shows the
 * order, and audited with who and why. The edit form itself no longer sets lifecycle flags.
 */
export function OrderStatusActions({
  id,
  order,
}: {
  id: string;
  order: OrderStatusFlags & {orderNumber?: number | null; closeReason?: string | null; client?: {firstName?: string | null; lastName?: string | null} | null};
}) {
  const [action, setAction] = useState<Action | null>(null);
  const refusal = closeRefusal(order);
  return (
    <Box sx={{display: 'flex', gap: 2, alignItems: 'center'}}>
      {order.closed ? (
        <Button variant="outlined" onClick={() => setAction('reopen')}>
          Reopen...
        </Button>
      ) : refusal ? (
        // Paid or completed: the bursar's, not to be closed (the server refuses it too).
        <>
          <Button variant="outlined" color="warning" disabled>
            Close...
          </Button>
          <Typography variant="body2" color="text.secondary">
            {refusal.message}
          </Typography>
        </>
      ) : (
        <Button variant="outlined" color="warning" onClick={() => setAction('close')}>
          Close...
        </Button>
      )}
      {action && <StatusDialog id={id} action={action} order={order} onDone={() => setAction(null)} />}
    </Box>
  );
}

function StatusDialog({id, action, order, onDone}: {id: string; action: Action; order: Parameters<typeof OrderStatusActions>[0]['order']; onDone(): void}) {
  const close = useCloseOrder(id);
  const reopen = useReopenOrder(id);
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<CloseMethod>(DEFAULT_CLOSE_METHOD);
  const [error, setError] = useState<string | null>(null);
  const pending = close.isPending || reopen.isPending;
  const client = [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ') || 'no client';
  const what = `Order ${order.orderNumber ?? id}, ${client}, now ${orderStatusLabel(order)}.`;

  function confirm() {
    if (!reason.trim()) {
      setError('Reason is required');
      return;
    }
    const done = {onSuccess: () => (notify.success(action === 'close' ? 'Order closed' : 'Order reopened'), onDone())};
    if (action === 'close') close.mutate({method, reason: reason.trim()}, done);
    else reopen.mutate({reason: reason.trim()}, done);
  }

  return (
    <Dialog open onClose={onDone} aria-labelledby="status-action-title" fullWidth maxWidth="sm">
      <DialogTitle id="status-action-title">{action === 'close' ? 'Close order' : 'Reopen order'}</DialogTitle>
      <DialogContent sx={{display: 'grid', gap: 2}}>
        <DialogContentText>{what}</DialogContentText>
        {action === 'reopen' && order.closeReason && <DialogContentText>Closed because: {order.closeReason}</DialogContentText>}
        {action === 'close' && (
          <TextField select label="Method" value={method} onChange={e => setMethod(e.target.value as CloseMethod)}>
            {CLOSE_METHODS.map(m => (
              <MenuItem key={m} value={m}>
                {METHOD_LABELS[m]}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label="Reason"
          required
          value={reason}
          error={error !== null}
          helperText={error ?? (action === 'close' ? `For example: ${CLOSE_REASONS.slice(0, 3).join(', ')}` : 'Why the order is opened again')}
          onChange={e => {
            setReason(e.target.value);
            setError(null);
          }}
          slotProps={{htmlInput: {maxLength: 1000, list: action === 'close' ? 'close-reasons' : undefined}}}
        />
        <datalist id="close-reasons">
          {CLOSE_REASONS.map(r => (
            <option key={r} value={r} />
          ))}
        </datalist>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="contained" color={action === 'close' ? 'warning' : 'primary'} onClick={confirm} disabled={pending}>
          {action === 'close' ? 'Close order' : 'Reopen order'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
