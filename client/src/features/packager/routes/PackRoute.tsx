import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {COUNTRY_LABELS, packagerSlug, PACKAGER_LANGUAGES, PACKAGER_MESSAGES, type Country, type PackagerSlug} from '@karat/shared';
import {useEffect, useState} from 'react';
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
import {rememberLanguage, rememberedLanguage} from '../components/remembered-language';
import {runSend} from '../components/send-flow';

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
const clientName = (order: OrderWithRelations) => [order.client?.firstName, order.client?.lastName].filter(Boolean).join(' ');

function PackScreen({slug}: {slug: PackagerSlug}) {
  const next = useNextOrder(slug);
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
        <Typography sx={{mb: 2}}>The {queueLabel(slug)} queue is empty.</Typography>
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
  return <OrderToPack key={order.id} slug={slug} title={title} order={order} isLast={isLast} findNext={() => next.refetch({throwOnError: true})} />;
}

function OrderToPack({
  slug,
  title,
  order,
  isLast,
  findNext,
}: {
  slug: PackagerSlug;
  title: string;
  order: OrderWithRelations;
  isLast: boolean;
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
    // Without QZ Tray a document opens as a PDF in a new tab and packing goes on; the step says so.
    const printed = async (print: (orderId: number) => Promise<PrintOutcome>) => {
      const result = await print(order.id!);
      if (result.via === 'pdf-tab') note(result.opened ? result.reason : `${result.reason}; the browser blocked the new tab: allow pop-ups for this site`);
    };
    const outcome = await runSend({
      progress: note,
      printCarrierLabel: () => printed(printCarrierLabel),
      // The server prints the letter instead of the invoice for a web order.
      printInvoice: () => printed(printInvoice),
      markAsPackaged: async () => void (await markAsPackaged.mutateAsync(order.id!)),
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
  const street = order.address || client?.address;
  const zip = order.zip || client?.zip;
  const city = order.city || client?.city;
  const country = order.country || client?.country;
  return (
    <>
      <PageHeader title={title} />
      <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start'}}>
        <Stack spacing={2} sx={{flex: '1 1 360px', maxWidth: 560}}>
          <Paper sx={{p: 3}} component="section" aria-label="Order to pack">
            <Typography variant="h5" component="h2">
              Order {order.orderNumber}
            </Typography>
            {!client && <Alert severity="error">{PACKAGER_MESSAGES.missingClientPopulation}</Alert>}
            <Box component="dl" sx={{display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mt: 1}}>
              <dt>Bar code</dt>
              <dd>
                {order.barCode || '–'}
                {order.trackingUrl && (
                  <>
                    {' '}
                    <Link href={order.trackingUrl} target="_blank" rel="noreferrer">
                      Track
                    </Link>
                  </>
                )}
              </dd>
              <dt>Reference</dt>
              <dd>{order.referenceNumber ?? ''}</dd>
              <dt>Client</dt>
              <dd>{client ? `${clientName(order)} (${client.clientNumber ?? client.id})` : ''}</dd>
              <dt>Address</dt>
              <dd>
                {street}
                <br />
                {zip} {city}
                <br />
                {COUNTRY_LABELS[country as Country] ?? country}
              </dd>
              <dt>Phone</dt>
              <dd>{client?.phone ?? ''}</dd>
              <dt>Type</dt>
              <dd>{order.isWebOrder ? 'Web order (letter)' : 'Phone order (invoice)'}</dd>
              {order.packagerMessageFromBuyer && (
                <>
                  <dt>Message from buyer</dt>
                  <dd>{order.packagerMessageFromBuyer}</dd>
                </>
              )}
            </Box>
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
                <Button variant="contained" size="large" onClick={() => void send()} disabled={sending || !address.data}>
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
