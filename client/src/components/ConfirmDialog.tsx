import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {TEXTS} from '@/lib/texts';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The safe answer has the focus (Enter keeps, e.g. stays on a form with unsaved changes). */
  focusCancel?: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** After the closing transition (e.g. to put the focus back on a scan field). */
  onExited?(): void;
}

/** A yes/no question; the confirm button has the focus (unless focusCancel), so Enter confirms and Escape cancels. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel = TEXTS.actions.cancel,
  focusCancel,
  onConfirm,
  onCancel,
  onExited,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} slotProps={{transition: {onExited}}} aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus={focusCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" autoFocus={!focusCancel}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
