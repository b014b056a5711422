import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {formatMoney, paymentFileState} from '@karat/shared';
import {DateCell} from '@/components/DateCell';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {useMarkSent, type PaymentXml} from '../api/payer';
import {DownloadPaymentButton} from './DownloadPaymentButton';
import {FileStateChip, fileCategory, fileCurrency} from './payment-file';

/** A batch's title with its download and 'sent to the bank', then what it holds and where its file is. */
export function PaymentFileSummary({file}: {file: PaymentXml}) {
  const notify = useNotify();
  const markSent = useMarkSent();
  return (
    <>
      <PageHeader title={file.name}>
        <DownloadPaymentButton file={file} variant="contained" />
        <Button
          disabled={paymentFileState(file) !== 'downloaded' || markSent.isPending}
          onClick={() =>
            markSent.mutate(file.id!, {onSuccess: () => notify.success(TEXTS.payer.sentNotice(file.name)), onError: e => notify.error(errorMessage(e))})
          }
        >
          {TEXTS.payer.markSent}
        </Button>
      </PageHeader>
      {/* A div: the state chip is one, and a paragraph cannot hold it. */}
      <Typography component="div">
        {fileCategory(file)}: {file.orderCount} orders, {formatMoney(file.total, fileCurrency(file))}, <DateCell value={file.createdAt} />{' '}
        <FileStateChip file={file} />
      </Typography>
      {file.firstDownloadedAt && (
        <Typography variant="body2" color="text.secondary">
          First downloaded <DateCell value={file.firstDownloadedAt} />
          {file.sentAt && (
            <>
              , sent to the bank <DateCell value={file.sentAt} />
            </>
          )}
        </Typography>
      )}
    </>
  );
}
