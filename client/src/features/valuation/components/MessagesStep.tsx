import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {COUNTRY_LABELS, type Country} from '@karat/shared';
import type {OrderWithRelations} from '../api/valuation';

/** The first step: who sent the order and the messages to valuation (spec 02 §2 "Valuation"). */
export function MessagesStep({order, onNext}: {order: OrderWithRelations; onNext(): void}) {
  const client = order.client;
  return (
    <Paper sx={{p: 2, maxWidth: 720}}>
      <Typography variant="h6">Messages</Typography>
      <Typography>
        Client: {[client?.firstName, client?.lastName].filter(Boolean).join(' ')} {client?.clientNumber ? `(${client.clientNumber})` : ''}
      </Typography>
      <Typography>Country: {COUNTRY_LABELS[order.country as Country] ?? order.country}</Typography>
      {[
        ['General message', order.generalMessage],
        ['Message to valuation from buyer', order.valuationMessageFromBuyer],
        ['Message to revaluation from teller', order.revaluationMessageFromTeller],
      ].map(([label, text]) => (
        <Alert key={label} severity={text ? 'info' : 'success'} sx={{mt: 1}}>
          <strong>{label}:</strong> {text || '-'}
        </Alert>
      ))}
      {/* Just scanned: Enter goes on to the weighing. */}
      <Button variant="contained" sx={{mt: 2}} onClick={onNext} autoFocus>
        Next
      </Button>
    </Paper>
  );
}
