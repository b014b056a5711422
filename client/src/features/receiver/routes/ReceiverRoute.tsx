import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {MESSAGES, TEAM_COUNT_KEYS, TEAM_LABELS, TEAMS} from '@karat/shared';
import {useRef, useState} from 'react';
import {BarcodePrompt, type ScanResult} from '@/components/BarcodePrompt';
import {useNotify} from '@/components/Notifications';
import {createScanHistory} from '@/components/scan-history';
import {ScanHistory} from '@/components/ScanHistory';
import {playScanTone} from '@/components/scan-sound';
import {errorCode, errorDetails, errorMessage} from '@/lib/api-error';
import {nextScan, useReceive, useReceivedToday} from '../api/receive';
import {ClosedOrderQuestion} from '../components/ClosedOrderQuestion';

interface ClosedScan {
  barCode: string;
  closeReason: string;
  /** The history line of the scan, updated when the question is answered. */
  entryId: string;
}

/** The question asked when a scanned order is closed (spec 01 §4 "Receive scan" step 3). */
export const reopenQuestion = (closeReason: string) => `This order is closed: ${closeReason || 'no reason given'}. Reopen and receive?`;

/** This tab's receive scans: module state (and sessionStorage), so leaving the screen and coming back keeps them. */
export const receiverHistory = createScanHistory('receiver');

interface ReceivedOrder {
  orderNumber?: number | null;
  clientId?: number | null;
  team?: string | null;
}

const orderColumns = (order: ReceivedOrder, clientName: string | null) => ({
  orderNumber: order.orderNumber ?? null,
  client: clientName ?? (order.clientId ? `Client ${order.clientId}` : null),
  team: order.team ?? null,
});

export function ReceiverRoute() {
  const notify = useNotify();
  const receive = useReceive();
  const input = useRef<HTMLInputElement>(null);
  const [questions, setQuestions] = useState<ClosedScan[]>([]);
  const [result, setResult] = useState<ScanResult | null>(null);
  // Scans are sent one after another in the order scanned, each with its own answer (a burst of
  // scans never loses one: mutateAsync answers every call, not only the latest).
  const queue = useRef<Promise<void>>(Promise.resolve());

  function show(outcome: ScanResult['outcome'], text: string) {
    setResult({outcome, text});
    playScanTone(outcome);
  }

  async function receiveOne(barCode: string, reopen: boolean, questionEntry?: string) {
    try {
      const answer = await receive.mutateAsync({barCode, ...(reopen ? {reopen: true} : {}), scan: nextScan()});
      answer.notices.forEach(text => notify.success(text));
      const text = answer.notices.join(' · ') || MESSAGES.received;
      const columns = orderColumns(answer.order, answer.clientName);
      if (questionEntry) receiverHistory.update(questionEntry, {outcome: 'success', text: `Reopened: ${text}`, ...columns});
      else receiverHistory.add({barCode, outcome: 'success', text, ...columns});
      show('success', `${barCode}: ${text}`);
    } catch (error) {
      if (errorCode(error) === 'ORDER_CLOSED' && !reopen) {
        const reason = errorDetails(error).closeReason;
        const closeReason = typeof reason === 'string' ? reason : '';
        const entryId = receiverHistory.add({
          barCode,
          outcome: 'question',
          text: `Closed (${closeReason || 'no reason given'}): not received, waiting for an answer`,
        });
        setQuestions(list => [...list.filter(question => question.barCode !== barCode), {barCode, closeReason, entryId}]);
        show('question', `${barCode}: ${reopenQuestion(closeReason)}`);
      } else {
        const text = errorMessage(error);
        notify.error(text);
        if (questionEntry) receiverHistory.update(questionEntry, {outcome: 'error', text});
        else receiverHistory.add({barCode, outcome: 'error', text});
        show('error', `${barCode}: ${text}`);
      }
    }
  }

  function scan(barCode: string, reopen = false, questionEntry?: string) {
    queue.current = queue.current.then(() => receiveOne(barCode, reopen, questionEntry)).finally(() => input.current?.focus());
  }

  function answer(question: ClosedScan, reopen: boolean) {
    setQuestions(list => list.filter(other => other !== question));
    if (reopen) scan(question.barCode, true, question.entryId);
    else receiverHistory.update(question.entryId, {outcome: 'error', text: `Closed (${question.closeReason || 'no reason given'}): not received`});
    // The scanner types into the focused field: give it back at once.
    input.current?.focus();
  }

  return (
    <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start'}}>
      <Stack spacing={2} sx={{maxWidth: 480, flex: '1 1 300px', minWidth: 0}}>
        <BarcodePrompt title="Receive package" onSubmit={barCode => scan(barCode)} inputRef={input} result={result} />
        {questions.map(question => (
          <ClosedOrderQuestion
            key={question.barCode}
            barCode={question.barCode}
            text={reopenQuestion(question.closeReason)}
            onReopen={() => answer(question, true)}
            onCancel={() => answer(question, false)}
          />
        ))}
      </Stack>
      <ReceivedToday />
      <ScanHistory store={receiverHistory} />
    </Box>
  );
}

function ReceivedToday() {
  const today = useReceivedToday();
  const byTeam = today.data?.byTeam as Record<string, number> | undefined;
  return (
    <Paper sx={{p: {xs: 2, sm: 3}, flex: '0 1 280px', minWidth: 0}} component="section" aria-labelledby="received-today">
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
