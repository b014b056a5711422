import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
  /** After the closing transition (e.g. to put the focus back on a scan field). */
  onExited?(): void;
}

/** A yes/no question; the confirm button has the focus, so Enter confirms and Escape cancels. */
export function ConfirmDialog({open, title, text, confirmLabel, onConfirm, onCancel, onExited}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} slotProps={{transition: {onExited}}} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
