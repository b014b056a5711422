import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {CallType} from '@karat/shared';
import {DateCell} from '@/components/DateCell';
import {ErrorWithRetry} from '@/components/LoadError';
import {callEventLabel} from '@/lib/call-events';
import {CALL_TYPE_LABELS, CALL_TYPE_NAMES, callTypesFirst, SMS_KIND_LABELS, SMS_STATUS_LABELS, triesText, useContactHistory} from './contact-history';

/**
 * The call forms' contact history: the attempts and last try of each call type
 * (the form's own first), then the order's earlier calls and SMS, newest first, with who and when.
 */
export function ContactHistory({orderId, type}: {orderId: string; type: CallType}) {
  const history = useContactHistory(orderId);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="contact-history-title" sx={{p: 2, mb: 3, maxWidth: 800}}>
      <Typography id="contact-history-title" variant="h6" component="h2" gutterBottom>
        Earlier calls and SMS
      </Typography>
      {history.isPending ? (
        <Typography color="text.secondary">Loading...</Typography>
      ) : history.isError ? (
        <ErrorWithRetry error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <>
          <Box component="dl" aria-label="Attempts" sx={{display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 0.5, m: 0, mb: 2}}>
            {callTypesFirst(type).map(callType => (
              <Box key={callType} sx={{display: 'contents'}}>
                <Typography component="dt" color="text.secondary" sx={{fontWeight: callType === type ? 600 : undefined}}>
                  {CALL_TYPE_LABELS[callType]}
                </Typography>
                <Typography component="dd" sx={{m: 0, fontWeight: callType === type ? 600 : undefined}}>
                  {triesText(history.data.tries[callType])}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box sx={{overflowX: 'auto'}}>
            <Table size="small" aria-label="Earlier calls">
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>Call</TableCell>
                  <TableCell>Event</TableCell>
                  <TableCell>Message</TableCell>
                  <TableCell>By</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.calls.map(call => (
                  <TableRow key={call.id}>
                    <TableCell sx={{whiteSpace: 'nowrap'}}>
                      <DateCell value={call.createdAt} />
                    </TableCell>
                    <TableCell>{CALL_TYPE_NAMES[call.type]}</TableCell>
                    <TableCell>{callEventLabel(call.event)}</TableCell>
                    <TableCell sx={{whiteSpace: 'pre-wrap'}}>{call.message ?? ''}</TableCell>
                    <TableCell>{call.memberName ?? ''}</TableCell>
                  </TableRow>
                ))}
                {history.data.calls.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5}>No earlier calls</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
            <Table size="small" aria-label="SMS sent" sx={{mt: 2}}>
              <TableHead>
                <TableRow>
                  <TableCell>When</TableCell>
                  <TableCell>SMS</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell>By</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {history.data.sms.map(sms => (
                  <TableRow key={sms.id}>
                    <TableCell sx={{whiteSpace: 'nowrap'}}>
                      <DateCell value={sms.createdAt} />
                    </TableCell>
                    <TableCell>{sms.kind ? (SMS_KIND_LABELS[sms.kind] ?? sms.kind) : ''}</TableCell>
                    <TableCell>{SMS_STATUS_LABELS[sms.status] ?? sms.status}</TableCell>
                    <TableCell>{sms.memberName ?? ''}</TableCell>
                  </TableRow>
                ))}
                {history.data.sms.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>No SMS sent</TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Paper>
  );
}
