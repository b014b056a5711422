import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import {useEffect, useRef, useState} from 'react';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {printValuationLabel} from '@/lib/printing';

/**
 * The valuation label, printed when the valuate page opens unless the order is a re-valuation
 * (spec 02 §4 "Valuation"). Without QZ Tray it waits behind a "Print label" link the valuer clicks:
 * a tab opening by itself takes the focus, and what is typed meanwhile ("12,5") is lost or half
 * saved ("2,5"). Nothing here opens a window or moves the focus by itself.
 */
export function ValuationLabel({orderId, revaluation}: {orderId: number; revaluation: boolean}) {
  const notify = useNotify();
  const printed = useRef(false);
  const [labelPdf, setLabelPdf] = useState<{url: string; reason: string} | null>(null);
  useEffect(() => {
    if (printed.current || revaluation) return;
    printed.current = true;
    printValuationLabel(orderId)
      .then(outcome => outcome.via === 'pdf-tab' && setLabelPdf({url: outcome.url, reason: outcome.reason}))
      .catch((error: unknown) => notify.error(`Print valuation label failed: ${errorMessage(error)}`));
  }, [orderId, revaluation, notify]);

  if (!labelPdf) return null;
  return (
    <Alert
      severity="info"
      role="status"
      sx={{mt: 2, maxWidth: 720}}
      action={
        <Button color="inherit" size="small" href={labelPdf.url} target="_blank" rel="noopener">
          Print label
        </Button>
      }
    >
      The valuation label was not printed: {labelPdf.reason.replace(/\.$/, '')}.
    </Alert>
  );
}
