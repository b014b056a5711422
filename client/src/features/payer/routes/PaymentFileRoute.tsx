import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import {useParams} from 'react-router-dom';
import type {PaymentBatchKind, PayerCountry, Team} from '@karat/shared';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {usePaymentFile} from '../api/payer';
import {DemoAccountsBanner} from '../components/DemoAccountsBanner';
import {fileCurrency} from '../components/payment-file';
import {PaymentFileOrders} from '../components/PaymentFileOrders';
import {PaymentFileSummary} from '../components/PaymentFileSummary';
import {PaymentReturns} from '../components/PaymentReturns';

/** /payer/files/{id}: one batch, its orders and its file. */
export function PaymentFileRoute() {
  const id = Number(useParams().id);
  const shown = usePaymentFile(id);
  if (!Number.isInteger(id) || id < 1) return <p>Payment file not found</p>;
  if (shown.isError) return <Alert severity="error">{errorMessage(shown.error)}</Alert>;
  if (!shown.data) return <p>Loading...</p>;
  const {file, orders, returns} = shown.data;
  const batch: PaymentBatchKind = file.isDonation ? {donationTeam: file.team as Team} : {country: file.country as PayerCountry};
  return (
    <Stack spacing={2}>
      <DemoAccountsBanner />
      <PaymentFileSummary file={file} />
      {file.country === 'uk' && <Alert severity="info">{TEXTS.payer.spreadsheetWarning}</Alert>}
      <PaymentFileOrders orders={orders} batch={batch} currency={fileCurrency(file)} />
      <PaymentReturns fileId={id} returns={returns ?? []} />
    </Stack>
  );
}
