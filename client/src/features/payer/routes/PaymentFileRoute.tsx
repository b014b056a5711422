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
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {useState} from 'react';
import {Link as RouterLink, useParams} from 'react-router-dom';
import {formatMoney, paymentAmount, paymentFileState, type PaymentBatchKind, type PayerCountry, type Team} from '@karat/shared';
import {PageHeader} from '@/components/PageHeader';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {useMarkSent, usePaymentFile, useRegisterReturn, type OrderWithRelations} from '../api/payer';
import {DemoAccountsBanner} from '../components/DemoAccountsBanner';
import {DownloadPaymentButton} from '../components/DownloadPaymentButton';
import {FileStateChip, fileCategory, fileCurrency} from './PaymentFilesRoute';

/** /payer/files/{id}: one batch, its orders and its file. */
export function PaymentFileRoute() {
  const id = Number(useParams().id);
  const shown = usePaymentFile(id);
  const notify = useNotify();
  const markSent = useMarkSent();
  const [returning, setReturning] = useState<OrderWithRelations>();
  if (!Number.isInteger(id) || id < 1) return <p>Payment file not found</p>;
  if (shown.isError) return <Alert severity="error">{errorMessage(shown.error)}</Alert>;
  if (!shown.data) return <p>Loading...</p>;
  const {file, orders, returns} = shown.data;
  const batch: PaymentBatchKind = file.isDonation ? {donationTeam: file.team as Team} : {country: file.country as PayerCountry};
  const currency = fileCurrency(file);
  const state = paymentFileState(file);
  const returnedHere = new Map((returns ?? []).filter(r => r.paymentXmlId === id).map(r => [r.orderId, r]));
  return (
    <Stack spacing={2}>
      <DemoAccountsBanner />
      <PageHeader title={file.name}>
        <DownloadPaymentButton file={file} variant="contained" />
        <Button
          disabled={state !== 'downloaded' || markSent.isPending}
          onClick={() => markSent.mutate(id, {onSuccess: () => notify.success(TEXTS.payer.sentNotice(file.name)), onError: e => notify.error(errorMessage(e))})}
        >
          {TEXTS.payer.markSent}
        </Button>
      </PageHeader>
      <Typography>
        {fileCategory(file)}: {file.orderCount} orders, {formatMoney(file.total, currency)},{' '}
        {file.createdAt ? new Date(file.createdAt).toLocaleString('fi-FI') : ''} <FileStateChip file={file} />
      </Typography>
      {file.firstDownloadedAt && (
        <Typography variant="body2" color="text.secondary">
          First downloaded {new Date(file.firstDownloadedAt).toLocaleString('fi-FI')}
          {file.sentAt ? `, sent to the bank ${new Date(file.sentAt).toLocaleString('fi-FI')}` : ''}
        </Typography>
      )}
      {file.country === 'uk' && <Alert severity="info">{TEXTS.payer.spreadsheetWarning}</Alert>}
      <TableContainer>
        <Table size="small" aria-label="Orders of the payment file">
          <TableHead>
            <TableRow>
              <TableCell>Order number</TableCell>
              <TableCell>Paid to</TableCell>
              <TableCell>Paid</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map(order => (
              <TableRow key={order.id}>
                <TableCell>{order.orderNumber}</TableCell>
                <TableCell>{order.payee?.name ?? ''}</TableCell>
                <TableCell>{order.payed ? new Date(order.payed).toLocaleString('fi-FI') : ''}</TableCell>
                <TableCell align="right">{formatMoney(order.payee ? paymentAmount(order.payee, batch) : undefined, currency)}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setReturning(order)}>
                    {TEXTS.payer.registerReturn}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {(returns ?? []).length > 0 && (
        <>
          <Typography variant="h6">{TEXTS.payer.returns}</Typography>
          <Table size="small" aria-label={TEXTS.payer.returns}>
            <TableHead>
              <TableRow>
                <TableCell>Order</TableCell>
                <TableCell>Reason</TableCell>
                <TableCell>Registered</TableCell>
                <TableCell>Paid again in</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(returns ?? []).map(entry => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.orderId}</TableCell>
                  <TableCell>{entry.reason}</TableCell>
                  <TableCell>{entry.registeredAt ? new Date(entry.registeredAt).toLocaleString('fi-FI') : ''}</TableCell>
                  <TableCell>
                    {entry.repaidPaymentXmlId ? (
                      <RouterLink to={`/payer/files/${entry.repaidPaymentXmlId}`}>{`Batch ${entry.repaidPaymentXmlId}`}</RouterLink>
                    ) : returnedHere.has(entry.orderId!) ? (
                      'Waiting for a new approval'
                    ) : (
                      ''
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      {returning && <ReturnDialog order={returning} onClose={() => setReturning(undefined)} />}
    </Stack>
  );
}

/** A payment the bank returned: the reason, then the order waits for the teller again. */
function ReturnDialog({order, onClose}: {order: OrderWithRelations; onClose(): void}) {
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
