import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {formatTime} from '@/lib/dates';

/** A parcel this packager sent in this visit of the queue. */
export interface SentParcel {
  orderNumber: number | string;
  client: string;
  barCode: string;
  /** A letter (web order) or an invoice went in the bag. */
  document: 'invoice' | 'letter';
  at: string;
  /** Where a document went instead of its printer (a PDF tab without QZ Tray). */
  notes?: readonly string[];
}

/** The one-line confirmation of the parcel just sent, shown above the next order. */
export function sentText(parcel: SentParcel): string {
  return `Order ${parcel.orderNumber} sent: label and ${parcel.document} printed, marked packaged at ${formatTime(parcel.at)}`;
}

/** The confirmation of the last parcel, a live region so a screen reader hears it too. */
export function SentConfirmation({parcels}: {parcels: readonly SentParcel[]}) {
  const last = parcels.at(-1);
  if (!last) return null;
  return (
    <Alert severity="success" role="status" sx={{mb: 2}}>
      {sentText(last)}
      {parcels.length > 1 && ` (${parcels.length} this visit)`}
      {last.notes?.map(text => (
        <div key={text}>{text}</div>
      ))}
    </Alert>
  );
}

/** The end of the queue: what this visit sent, parcel by parcel, so the pile can be checked against it. */
export function QueueSummary({parcels}: {parcels: readonly SentParcel[]}) {
  if (parcels.length === 0) return <Typography sx={{mb: 2}}>Nothing was sent from this queue in this visit.</Typography>;
  return (
    <Paper sx={{mb: 2, maxWidth: 720}} component="section" aria-label="Sent this visit">
      <Typography variant="h6" component="h2" sx={{px: 2, pt: 2}}>
        {parcels.length === 1 ? 'One parcel sent this visit' : `${parcels.length} parcels sent this visit`}
      </Typography>
      <Table size="small" aria-label="Parcels sent this visit">
        <TableHead>
          <TableRow>
            <TableCell>Order</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Bar code</TableCell>
            <TableCell>In the bag</TableCell>
            <TableCell>Sent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {parcels.map(parcel => (
            <TableRow key={parcel.orderNumber}>
              <TableCell>{parcel.orderNumber}</TableCell>
              <TableCell>{parcel.client}</TableCell>
              <TableCell>{parcel.barCode}</TableCell>
              <TableCell>{parcel.document === 'letter' ? 'Letter' : 'Invoice'}</TableCell>
              <TableCell>{formatTime(parcel.at)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
