import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {Link as RouterLink} from 'react-router-dom';
import {COUNTRY_LABELS, formatMoney, MARKET_CURRENCY, TEAM_LABELS, type Country, type Team} from '@karat/shared';
import {PageHeader} from '@/components/PageHeader';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {downloadPayment, usePaymentFiles, type PaymentXml} from '../api/payer';

export const fileCurrency = (file: Pick<PaymentXml, 'country' | 'isDonation'>) =>
  file.country && !file.isDonation ? MARKET_CURRENCY[file.country as Country] : 'EUR';
export const fileCategory = (file: Pick<PaymentXml, 'country' | 'isDonation' | 'team'>) =>
  file.isDonation ? `Donations ${file.team ? TEAM_LABELS[file.team as Team] : ''}` : file.country ? COUNTRY_LABELS[file.country as Country] : '';

/** /payer/files: the stored batches, newest first; each downloadable again, with its orders (issue 17 item 5). */
export function PaymentFilesRoute() {
  const files = usePaymentFiles();
  const notify = useNotify();
  return (
    <>
      <PageHeader title={TEXTS.payer.files} />
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
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {files.isPending && (
              <TableRow>
                <TableCell colSpan={6}>Loading...</TableCell>
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
                  <Button size="small" onClick={() => void downloadPayment(file).catch(e => notify.error(errorMessage(e)))}>
                    {TEXTS.payer.download}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {!files.isPending && (files.data?.files ?? []).length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>No payment files yet</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
