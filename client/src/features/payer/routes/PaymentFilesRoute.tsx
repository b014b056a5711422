import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {Link as RouterLink} from 'react-router-dom';
import {COUNTRY_LABELS, formatMoney, MARKET_CURRENCY, PAYMENT_FILE_STATE_LABELS, paymentFileState, TEAM_LABELS, type Country, type Team} from '@karat/shared';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {usePaymentFiles, type PaymentXml} from '../api/payer';
import {DemoAccountsBanner} from '../components/DemoAccountsBanner';
import {DownloadPaymentButton} from '../components/DownloadPaymentButton';

export const fileCurrency = (file: Pick<PaymentXml, 'country' | 'isDonation'>) =>
  file.country && !file.isDonation ? MARKET_CURRENCY[file.country as Country] : 'EUR';
export const fileCategory = (file: Pick<PaymentXml, 'country' | 'isDonation' | 'team'>) =>
  file.isDonation ? `Donations ${file.team ? TEAM_LABELS[file.team as Team] : ''}` : file.country ? COUNTRY_LABELS[file.country as Country] : '';

/** Made, downloaded (by whom, when) or sent to the bank: where a batch's file is. */
export function FileStateChip({file}: {file: Pick<PaymentXml, 'firstDownloadedAt' | 'sentAt'>}) {
  const state = paymentFileState(file);
  return <Chip size="small" color={state === 'sent' ? 'success' : state === 'downloaded' ? 'info' : 'default'} label={PAYMENT_FILE_STATE_LABELS[state]} />;
}

/** /payer/files: the stored batches, newest first; each downloadable again, with its orders. */
export function PaymentFilesRoute() {
  const files = usePaymentFiles();
  return (
    <>
      <PageHeader title={TEXTS.payer.files} />
      <DemoAccountsBanner />
      {files.isError && <Alert severity="error">{errorMessage(files.error)}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={TEXTS.payer.filesTable}>
          <TableHead>
            <TableRow>
              <TableCell>File</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right">Orders</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>{TEXTS.payer.state}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {files.isPending && (
              <TableRow>
                <TableCell colSpan={7}>Loading...</TableCell>
              </TableRow>
            )}
            {(files.data?.files ?? []).map(file => (
              <TableRow key={file.id}>
                <TableCell>
                  <RouterLink to={`/payer/files/${file.id}`}>{file.name}</RouterLink>
                </TableCell>
                <TableCell>{fileCategory(file)}</TableCell>
                <TableCell>{file.createdAt ? new Date(file.createdAt).toLocaleString('fi-FI') : ''}</TableCell>
                <TableCell align="right">{file.orderCount ?? ''}</TableCell>
                <TableCell align="right">{formatMoney(file.total, fileCurrency(file))}</TableCell>
                <TableCell>
                  <FileStateChip file={file} />
                </TableCell>
                <TableCell>
                  <DownloadPaymentButton file={file} />
                </TableCell>
              </TableRow>
            ))}
            {!files.isPending && (files.data?.files ?? []).length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>No payment files yet</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
