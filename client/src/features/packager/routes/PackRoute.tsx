import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {packagerSlug, PACKAGER_LANGUAGES, PACKAGER_MESSAGES, type PackagerSlug} from '@karat/shared';
import {useEffect, useRef, useState} from 'react';
import {Link as RouterLink, Navigate, useParams, useSearchParams} from 'react-router-dom';
import {Loading} from '@/components/Loading';
import {useNotify} from '@/components/Notifications';
import {PageHeader} from '@/components/PageHeader';
import {errorMessage} from '@/lib/api-error';
import {printCarrierLabel, printInvoice, type PrintOutcome} from '@/lib/printing';
import {useAddBarCode, useAddressCheck, useCorrectClient, useMarkAsPackaged, useNextOrder, useSetNextOrder, type OrderWithRelations} from '../api/packager';
import {BarCodeForm} from '../components/BarCodeForm';
import {ClientCorrectionForm} from '../components/ClientCorrectionForm';
import {RegisterPackageButton} from '../components/RegisterPackageButton';
import {OrderFacts, orderClientName} from '../components/OrderFacts';
import {rememberLanguage, rememberedLanguage} from '../components/remembered-language';
import {runSend} from '../components/send-flow';
import {QueueSummary, SentConfirmation, type SentParcel} from '../components/SentParcels';
import {useEnterToSend} from '../components/use-enter-to-send';

/**
 * /packager/pack?language=finnish and /packager/packager-system/{language} (spec 02 §2 "Packager"): the
 * packager's order of the chosen queue. /packager/pack without a language takes the last chosen
 * one in this tab, else the language select.
 */
export function PackRoute() {
  const {language} = useParams();
  const [params] = useSearchParams();
  const slug = packagerSlug(language ?? params.get('language') ?? rememberedLanguage());
  if (!slug) return language || params.get('language') ? <PageHeader title="Unknown language" /> : <Navigate to="/packager" replace />;
  return <PackScreen key={slug} slug={slug} />;
}

const queueLabel = (slug: PackagerSlug) => PACKAGER_LANGUAGES.find(entry => entry.slug === slug)!.label;

function PackScreen({slug}: {slug: PackagerSlug}) {
  const next = useNextOrder(slug);
  // This visit's parcels (the screen's own memory: a new visit of the queue starts a new count).
  const [sent, setSent] = useState<SentParcel[]>([]);
  useEffect(() => rememberLanguage(slug), [slug]);
  const title = `Packager: ${queueLabel(slug)}`;
  if (next.isPending) return <Loading />;
  if (next.isError)
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error" action={<Button onClick={() => void next.refetch()}>Retry</Button>}>
          {PACKAGER_MESSAGES.fetchOrderError}
        </Alert>
      </>
    );
  const {order, isLast} = next.data;
  if (!order)
    return (
      <>
        <PageHeader title={PACKAGER_MESSAGES.noMoreOrders} />
        <SentConfirmation parcels={sent} />
        <Typography sx={{mb: 2}}>The {queueLabel(slug)} queue is empty.</Typography>
        <QueueSummary parcels={sent} />
        <Stack direction="row" spacing={2}>
          <Button variant="contained" onClick={() => void next.refetch()} disabled={next.isFetching}>
            Check again
          </Button>
          <Button component={RouterLink} to="/packager">
            Choose another language
          </Button>
        </Stack>
      </>
    );
  return (
    <>
      <PageHeader title={title} />
      <SentConfirmation parcels={sent} />
      <OrderToPack
        key={order.id}
        slug={slug}
        order={order}
        isLast={isLast}
        onSent={parcel => setSent(list => [...list, parcel])}
        findNext={() => next.refetch({throwOnError: true})}
      />
    </>
  );
}

function OrderToPack({
  slug,
  order,
  isLast,
  onSent,
  findNext,
}: {
  slug: PackagerSlug;
  order: OrderWithRelations;
  isLast: boolean;
  onSent(parcel: SentParcel): void;
  findNext(): Promise<unknown>;
}) {
  const notify = useNotify();
  const address = useAddressCheck(order.id);
  const markAsPackaged = useMarkAsPackaged();
  const addBarCode = useAddBarCode();
  const correctClient = useCorrectClient(order.id!);
  const setNextOrder = useSetNextOrder(slug);
  const [progress, setProgress] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const uk = slug === 'uk';
  const client = order.client;

  async function send() {
    setSending(true);
    setFailure(null);
    setProgress([]);
    const note = (text: string) => setProgress(list => [...list, text]);
    const printNotes: string[] = [];
    // Without QZ Tray a document opens as a PDF in a new tab and packing goes on; the step says so.
    const printed = async (print: (orderId: number) => Promise<PrintOutcome>) => {
      const result = await print(order.id!);
      if (result.via !== 'pdf-tab') return;
      const text = result.opened ? result.reason : `${result.reason}; the browser blocked the new tab: allow pop-ups for this site`;
      note(text);
      printNotes.push(text);
    };
    const outcome = await runSend({
      progress: note,
      printCarrierLabel: () => printed(printCarrierLabel),
      // The server prints the letter instead of the invoice for a web order.
      printInvoice: () => printed(printInvoice),
      markAsPackaged: async () => {
        const packed = await markAsPackaged.mutateAsync(order.id!);
        onSent({
          orderNumber: order.orderNumber!,
          client: orderClientName(order),
          barCode: order.barCode ?? '',
          document: order.isWebOrder ? 'letter' : 'invoice',
          at: packed?.packagedDate ?? new Date().toISOString(),
          notes: [...new Set(printNotes)],
        });
      },
      findNextOrder: async () => void (await findNext()),
    });
    // On success the next order replaces this screen; on a failure the packager sees why.
    if (!outcome.ok) {
      setFailure(outcome.error);
      notify.error(outcome.error);
      setSending(false);
    }
  }

  async function addCode(barCode: string) {
    try {
      const updated = await addBarCode.mutateAsync({orderId: order.id!, barCode});
      setNextOrder({order: updated, isLast});
      notify.success(`Bar code ${updated.barCode} added`);
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
  }

  async function saveClient(values: Parameters<typeof correctClient.mutateAsync>[0]) {
    try {
      const updated = await correctClient.mutateAsync(values);
      setNextOrder({order: updated, isLast});
      notify.success('Client updated');
    } catch (error) {
      notify.error(errorMessage(error));
      throw error;
    }
  }

  const invalidAddress = address.data && !address.data.isValid;
  const canSend = !invalidAddress && !(uk && !order.barCode) && !sending && Boolean(address.data);
  const sendButton = useRef<HTMLButtonElement>(null);
  useEnterToSend(canSend, sendButton, () => void send());
  return (
    <>
      <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start'}}>
        <Stack spacing={2} sx={{flex: '1 1 360px', maxWidth: 560}}>
          <Paper sx={{p: 3}} component="section" aria-label="Order to pack">
            <Typography variant="h5" component="h2">
              Order {order.orderNumber}
            </Typography>
            {!client && <Alert severity="error">{PACKAGER_MESSAGES.missingClientPopulation}</Alert>}
            <OrderFacts order={order} />
            {isLast && <Alert severity="info">This is the last order in the queue.</Alert>}
            {invalidAddress && (
              <Alert severity="warning" sx={{mt: 1}}>
                The address cannot be posted to: {(address.data?.problems ?? []).join(', ')}
              </Alert>
            )}
            <Box sx={{mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center'}}>
              {invalidAddress ? (
                <Button variant="contained" disabled>
                  {PACKAGER_MESSAGES.invalidPackageNumber}
                </Button>
              ) : uk && !order.barCode ? (
                <Button variant="contained" disabled>
                  {PACKAGER_MESSAGES.noBarcode}
                </Button>
              ) : (
                <Button ref={sendButton} variant="contained" size="large" onClick={() => void send()} disabled={!canSend}>
                  {sending ? PACKAGER_MESSAGES.sending : 'Send'}
                </Button>
              )}
              <RegisterPackageButton order={order} onRegistered={updated => setNextOrder({order: {...order, ...updated}, isLast})} />
            </Box>
          </Paper>
          {(progress.length > 0 || failure) && (
            <Paper sx={{p: 2}} component="section" aria-label="Send progress" aria-live="polite">
              <List dense>
                {progress.map((text, i) => (
                  <ListItem key={i}>{text}</ListItem>
                ))}
              </List>
              {failure && <Alert severity="error">{failure}</Alert>}
            </Paper>
          )}
          {uk && !order.barCode && <BarCodeForm onAdd={addCode} />}
        </Stack>
        {uk && client && <ClientCorrectionForm client={client} onSave={saveClient} />}
      </Box>
    </>
  );
}
