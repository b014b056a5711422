import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {TEAM_COUNT_KEYS, TEAM_LABELS, TEAMS} from '@karat/shared';
import {useRef, useState} from 'react';
import {BarcodePrompt} from '@/components/BarcodePrompt';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {useNotify} from '@/components/Notifications';
import {errorCode, errorDetails, errorMessage} from '@/lib/api-error';
import {useReceive, useReceivedToday} from '../api/receive';

interface ClosedScan {
  barCode: string;
  closeReason: string;
}

/** The question asked when a scanned order is closed (spec 01 §4 "Receive scan" step 3). */
export const reopenQuestion = (closeReason: string) => `This order is closed: ${closeReason || 'no reason given'}. Reopen and receive?`;

export function ReceiverRoute() {
  const notify = useNotify();
  const receive = useReceive();
  const input = useRef<HTMLInputElement>(null);
  const [closed, setClosed] = useState<ClosedScan | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  function scan(barCode: string, reopen = false) {
    receive.mutate(
      {barCode, ...(reopen ? {reopen: true} : {})},
      {
        onSuccess: answer => answer.notices.forEach(text => notify.success(text)),
        onError: error => {
          if (errorCode(error) === 'ORDER_CLOSED' && !reopen) {
            const reason = errorDetails(error).closeReason;
            setClosed({barCode, closeReason: typeof reason === 'string' ? reason : ''});
            setDialogOpen(true);
          } else {
            notify.error(errorMessage(error));
          }
        },
        onSettled: () => input.current?.focus(),
      },
    );
  }

  return (
    <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <BarcodePrompt title="Receive package" onSubmit={barCode => scan(barCode)} inputRef={input} />
      <ReceivedToday />
      <ConfirmDialog
        open={dialogOpen}
        title="Closed order"
        text={closed ? reopenQuestion(closed.closeReason) : ''}
        confirmLabel="Reopen and receive"
        onConfirm={() => {
          setDialogOpen(false);
          if (closed) scan(closed.barCode, true);
        }}
        onCancel={() => setDialogOpen(false)}
        // The scanner types into the focused field: give it back as soon as the dialog is gone.
        onExited={() => {
          setClosed(null);
          input.current?.focus();
        }}
      />
    </Box>
  );
}

function ReceivedToday() {
  const today = useReceivedToday();
  const byTeam = today.data?.byTeam as Record<string, number> | undefined;
  return (
    <Paper sx={{p: 3, minWidth: 280}} component="section" aria-labelledby="received-today">
      <Typography variant="h6" component="h2" id="received-today" gutterBottom>
        Received today: {today.data ? today.data.total : '…'}
      </Typography>
      <Table size="small" aria-label="Received today by team">
        <TableHead>
          <TableRow>
            <TableCell>Team</TableCell>
            <TableCell align="right">Packages</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {TEAMS.map(team => (
            <TableRow key={team}>
              <TableCell>{TEAM_LABELS[team]}</TableCell>
              <TableCell align="right">{byTeam?.[TEAM_COUNT_KEYS[team]] ?? ''}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell sx={{fontWeight: 'bold'}}>Total</TableCell>
            <TableCell align="right" sx={{fontWeight: 'bold'}}>
              {today.data?.total ?? ''}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Paper>
  );
}
