import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {useState} from 'react';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {useRegisterReturn, type OrderWithRelations} from '../api/payer';

/** A payment the bank returned: the reason, then the order waits for the teller again. */
export function ReturnDialog({order, onClose}: {order: OrderWithRelations; onClose(): void}) {
  const [reason, setReason] = useState('');
  const register = useRegisterReturn();
  const notify = useNotify();
  const submit = () =>
    register.mutate(
      {orderId: order.id!, reason},
      {
        onSuccess: () => {
          notify.success(TEXTS.payer.returnRegistered(order.orderNumber));
          onClose();
        },
      },
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="return-title">
      <DialogTitle id="return-title">{TEXTS.payer.returnTitle(order.orderNumber)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{mb: 2}}>{TEXTS.payer.returnText}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={TEXTS.payer.returnReason}
          value={reason}
          onChange={event => setReason(event.target.value)}
          onKeyDown={event => {
            if (event.key === 'Enter' && reason.trim()) submit();
          }}
        />
        {register.isError && (
          <Alert severity="error" sx={{mt: 2}}>
            {errorMessage(register.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{TEXTS.payer.cancel}</Button>
        <Button variant="contained" disabled={!reason.trim() || register.isPending} onClick={submit}>
          {TEXTS.payer.confirmReturn}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
