import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {useParams} from 'react-router-dom';
import {formatMoney, paymentAmount, type PaymentBatchKind, type PayerCountry, type Team} from '@karat/shared';
import {PageHeader} from '@/components/PageHeader';
import {useNotify} from '@/components/Notifications';
import {clientName} from '@/entities/client';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {downloadPayment, usePaymentFile} from '../api/payer';
import {fileCategory, fileCurrency} from './PaymentFilesRoute';

/** /payer/files/{id}: one batch, its orders and its file. */
export function PaymentFileRoute() {
  const id = Number(useParams().id);
  const shown = usePaymentFile(id);
  const notify = useNotify();
  if (!Number.isInteger(id) || id < 1) return <p>Payment file not found</p>;
  if (shown.isError) return <Alert severity="error">{errorMessage(shown.error)}</Alert>;
  if (!shown.data) return <p>Loading...</p>;
  const {file, orders} = shown.data;
  const batch: PaymentBatchKind = file.isDonation ? {donationTeam: file.team as Team} : {country: file.country as PayerCountry};
  const currency = fileCurrency(file);
  return (
    <Stack spacing={2}>
      <PageHeader title={file.name}>
        <Button variant="contained" onClick={() => void downloadPayment(file).catch(e => notify.error(errorMessage(e)))}>
          {TEXTS.payer.download}
        </Button>
      </PageHeader>
      <Typography>
        {fileCategory(file)}: {file.orderCount} orders, {formatMoney(file.total, currency)},{' '}
        {file.createdAt ? new Date(file.createdAt).toLocaleString('fi-FI') : ''}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Orders of the payment file">
          <TableHead>
            <TableRow>
              <TableCell>Order number</TableCell>
              <TableCell>Client</TableCell>
              <TableCell>Paid</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map(order => (
              <TableRow key={order.id}>
                <TableCell>{order.orderNumber}</TableCell>
                <TableCell>{clientName(order.client)}</TableCell>
                <TableCell>{order.payed ? new Date(order.payed).toLocaleString('fi-FI') : ''}</TableCell>
                <TableCell align="right">{formatMoney(paymentAmount(order, batch), currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
