import Typography from '@mui/material/Typography';
import {Link as RouterLink} from 'react-router-dom';
import {DataTable, type Column} from '@/components/DataTable';
import {dateColumn} from '@/components/DateCell';
import {TEXTS} from '@/lib/texts';
import type {PaymentReturn} from '../api/payer';

/**
 * The payments of a batch's orders the bank returned (and those of earlier batches paid again here):
 * each names the batch that paid it again, or that it waits for a new approval.
 */
export function PaymentReturns({fileId, returns}: {fileId: number; returns: PaymentReturn[]}) {
  if (returns.length === 0) return null;
  // An order returned from this batch and not paid again waits for the teller's new approval.
  const returnedHere = new Set(returns.filter(entry => entry.paymentXmlId === fileId).map(entry => entry.orderId));
  const columns: Column<PaymentReturn>[] = [
    {key: 'orderId', label: 'Order', render: entry => entry.orderId},
    {key: 'reason', label: 'Reason', render: entry => entry.reason},
    dateColumn<PaymentReturn>('registeredAt', 'Registered', entry => entry.registeredAt),
    {
      key: 'repaid',
      label: 'Paid again in',
      render: entry =>
        entry.repaidPaymentXmlId ? (
          <RouterLink to={`/payer/files/${entry.repaidPaymentXmlId}`}>{`Batch ${entry.repaidPaymentXmlId}`}</RouterLink>
        ) : returnedHere.has(entry.orderId) ? (
          'Waiting for a new approval'
        ) : (
          ''
        ),
    },
  ];
  return (
    <>
      <Typography variant="h6">{TEXTS.payer.returns}</Typography>
      <DataTable label={TEXTS.payer.returns} columns={columns} rows={returns} rowKey={entry => entry.id!} />
    </>
  );
}
