import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {memo, useState} from 'react';
import {useParams} from 'react-router-dom';
import {LANGUAGE_LABELS} from '@karat/shared';
import {ARRIVAL_SMS_LANGUAGES} from '@karat/shared/teller';
import {ActionConfirmDialog, touchedOrder} from '@/components/ActionConfirmDialog';
import {PageHeader} from '@/components/PageHeader';
import {clientName, PhoneLink} from '@/entities/client';
import {errorMessage} from '@/lib/api-error';
import {useArrivalList, useSendArrived, type OrderWithRelations} from '../api/teller';

type ArrivalLanguage = (typeof ARRIVAL_SMS_LANGUAGES)[number];

const LABELS: Record<ArrivalLanguage, string> = {...LANGUAGE_LABELS, uk: 'UK'} as Record<ArrivalLanguage, string>;

/**
 * Messages on their way at once. Each is its own server call (the contract's one SMS per call), so
 * a list of 200 took 200 round trips in a row; a few at a time keep the server and the SMS provider
 * busy without flooding either.
 */
const SENDING_AT_ONCE = 4;

/** /teller/sms/{finnish|swedish|finland-swedish|uk}: Send SMS asks first (how many, to whom), then sends each listed order its arrival message (spec 02 §2 "Teller", §4 "Arrival SMS"). */
export function ArrivalSmsRoute() {
  const {language = ''} = useParams();
  if (!(ARRIVAL_SMS_LANGUAGES as readonly string[]).includes(language)) return <p>Unknown language</p>;
  return <ArrivalSms key={language} language={language as ArrivalLanguage} />;
}

const lastStatus = (order: OrderWithRelations) => {
  const log = (order.arrivedSmsLog ?? []) as {status?: string}[];
  return log[log.length - 1]?.status ?? 'not sent';
};

function ArrivalSms({language}: {language: ArrivalLanguage}) {
  const list = useArrivalList(language);
  const send = useSendArrived();
  // Each order sent keeps its client's name and phone, so the results still say who after the list refreshes.
  const [results, setResults] = useState<Record<number, {order: OrderWithRelations; status: string}>>({});
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  const orders = list.data?.orders ?? [];

  const [progress, setProgress] = useState({sent: 0, of: 0});

  const sendAll = async () => {
    setAsking(false);
    setSending(true);
    const queue = [...orders];
    setProgress({sent: 0, of: queue.length});
    const sendNext = async (): Promise<void> => {
      const order = queue.shift();
      if (!order) return;
      let status = 'sent';
      try {
        await send.mutateAsync(order.id!);
      } catch (error) {
        status = `failed: ${errorMessage(error)}`;
      }
      setResults(previous => ({...previous, [order.id!]: {order, status}}));
      setProgress(previous => ({...previous, sent: previous.sent + 1}));
      return sendNext();
    };
    await Promise.all(Array.from({length: Math.min(SENDING_AT_ONCE, queue.length)}, sendNext));
    setSending(false);
    await list.refetch();
  };
  const listed = new Set(orders.map(order => order.id));

  return (
    <Stack spacing={2}>
      <PageHeader title={`Arrival SMS: ${LABELS[language]}`} />
      <div>
        <Button variant="contained" onClick={() => setAsking(true)} disabled={sending || orders.length === 0}>
          {sending ? 'Sending...' : 'Send SMS'}
        </Button>
      </div>
      {sending && (
        <Box>
          <Typography variant="body2">{`${progress.sent} of ${progress.of} sent`}</Typography>
          <LinearProgress variant="determinate" value={progress.of ? (100 * progress.sent) / progress.of : 0} aria-label="Arrival SMS sent" />
        </Box>
      )}
      <ActionConfirmDialog
        open={asking}
        title="Send the arrival SMS?"
        text={`The arrival SMS goes to ${orders.length} ${orders.length === 1 ? 'client' : 'clients'}:`}
        orders={orders.map(touchedOrder)}
        confirmLabel={`Send ${orders.length} SMS`}
        onConfirm={() => void sendAll()}
        onCancel={() => setAsking(false)}
      />
      {list.isError && <Alert severity="error">{errorMessage(list.error)}</Alert>}
      <TableContainer>
        <Table size="small" aria-label="Clients">
          <TableHead>
            <TableRow>
              <TableCell>Order number</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isPending && (
              <TableRow>
                <TableCell colSpan={4}>Loading...</TableCell>
              </TableRow>
            )}
            {Object.entries(results)
              .filter(([id]) => !listed.has(Number(id)))
              .map(([id, {order, status}]) => (
                <ArrivalRow key={`done-${id}`} order={order} status={status} />
              ))}
            {orders.map(order => (
              <ArrivalRow key={order.id} order={order} status={results[order.id!]?.status ?? lastStatus(order)} />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {!list.isPending && orders.length === 0 && <Typography>No orders are waiting for the arrival SMS</Typography>}
    </Stack>
  );
}

/** One client's row; drawn again only when its status changes, not for every message sent. */
const ArrivalRow = memo(function ArrivalRow({order, status}: {order: OrderWithRelations; status: string}) {
  return (
    <TableRow>
      <TableCell>{order.orderNumber}</TableCell>
      <TableCell>{clientName(order.client)}</TableCell>
      <TableCell>
        <PhoneLink phone={order.client?.phone} country={order.country} />
      </TableCell>
      <TableCell>{status}</TableCell>
    </TableRow>
  );
});
