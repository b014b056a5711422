import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {Link as RouterLink} from 'react-router-dom';
import {formatMoney} from '@karat/shared';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage} from '@/lib/api-error';
import {TEXTS} from '@/lib/texts';
import {usePaymentFiles} from '../api/payer';
import {DateCell} from '@/components/DateCell';
import {DemoAccountsBanner} from '../components/DemoAccountsBanner';
import {DownloadPaymentButton} from '../components/DownloadPaymentButton';
import {FileStateChip, fileCategory, fileCurrency} from '../components/payment-file';

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
                <TableCell>
                  <DateCell value={file.createdAt} />
                </TableCell>
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
