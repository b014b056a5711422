import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {useState} from 'react';
import {useNotify} from '@/components/Notifications';
import {errorCode, errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {downloadPayment, useInvalidateFiles, type PaymentXml} from '../api/payer';

/**
 * Download of a batch's file. The first download is recorded by the server; a second one is
 * refused until the payer confirms it here, told when and by whom the file was first taken (a
 * bank pays a file each time it is uploaded).
 */
export function DownloadPaymentButton({file, variant = 'text'}: {file: Pick<PaymentXml, 'id' | 'name'>; variant?: 'text' | 'contained'}) {
  const notify = useNotify();
  const invalidate = useInvalidateFiles();
  const [asking, setAsking] = useState<string>();
  const [busy, setBusy] = useState(false);
  const download = async (again: boolean) => {
    setBusy(true);
    try {
      await downloadPayment(file, again);
      setAsking(undefined);
    } catch (error) {
      if (errorCode(error) === 'ALREADY_DOWNLOADED') setAsking(errorMessage(error));
      else notify.error(errorMessage(error));
    } finally {
      setBusy(false);
      void invalidate();
    }
  };
  return (
    <>
      <Button size="small" variant={variant} disabled={busy} onClick={() => void download(false)}>
        {TEXTS.payer.download}
      </Button>
      <Dialog open={asking !== undefined} onClose={() => setAsking(undefined)} aria-labelledby={`download-again-${file.id}`}>
        <DialogTitle id={`download-again-${file.id}`}>{TEXTS.payer.downloadAgainTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{asking}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(undefined)}>{TEXTS.payer.cancel}</Button>
          <Button variant="contained" color="warning" disabled={busy} onClick={() => void download(true)}>
            {TEXTS.payer.downloadAgain}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
