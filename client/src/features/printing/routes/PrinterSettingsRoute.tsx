import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useMutation, useQuery, useQueryClient} from '@tanstack/react-query';
import {useState, type FormEvent} from 'react';
import {PageHeader} from '@/components/PageHeader';
import {useNotify} from '@/components/Notifications';
import {errorMessage} from '@/lib/api-error';
import {choosePrinters, findPrinters, openCarrierLabelPdf, printerChoice, printTestPage, qzStatus, type PrinterChoice, type PrintOutcome} from '@/lib/printing';
import {listOrders} from '@/lib/sdk/sdk.gen';

const STATUS_KEY = ['printing', 'qz-status'];

/** A PDF that opened in a tab, or the link to it when the browser blocked the tab. */
function PdfOutcome({outcome, what}: {outcome: Extract<PrintOutcome, {via: 'pdf-tab'}>; what: string}) {
  return (
    <Alert severity="info" sx={{mt: 2}}>
      {outcome.opened ? `The ${what} opened as PDF in a new tab.` : `The browser blocked the new tab: `}
      {!outcome.opened && (
        <Link href={outcome.url} target="_blank" rel="noopener">
          open the {what} PDF
        </Link>
      )}
    </Alert>
  );
}

/**
 * The printers of this workstation: QZ Tray's state, the label printer and the A4
 * printer chosen from the printers QZ Tray finds (kept per member and browser), test pages, and a
 * carrier label as PDF when QZ Tray is not running.
 */
export function PrinterSettingsRoute() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const status = useQuery({queryKey: STATUS_KEY, queryFn: qzStatus, retry: false, refetchOnWindowFocus: false});
  const running = status.data?.running === true;
  const printers = useQuery({queryKey: ['printing', 'printers'], queryFn: findPrinters, enabled: running, retry: false});
  const choice = useQuery({queryKey: ['printing', 'choice'], queryFn: printerChoice});
  const [lastOutcome, setLastOutcome] = useState<{outcome: Extract<PrintOutcome, {via: 'pdf-tab'}>; what: string} | null>(null);
  const [orderNumber, setOrderNumber] = useState('');

  const save = useMutation({
    mutationFn: (next: PrinterChoice) => choosePrinters(next),
    onSuccess: () => {
      notify.success('Saved');
      return queryClient.invalidateQueries({queryKey: ['printing', 'choice']});
    },
    onError: error => notify.error(errorMessage(error)),
  });

  const test = useMutation({
    mutationFn: (kind: 'label' | 'a4') => printTestPage(kind),
    onSuccess: (outcome, kind) => {
      const what = kind === 'label' ? 'test label' : 'A4 test page';
      if (outcome.via === 'qz') notify.success(`The ${what} went to ${outcome.printer}`);
      else setLastOutcome({outcome, what});
    },
    onError: error => notify.error(errorMessage(error)),
  });

  const openLabel = useMutation({
    mutationFn: async (number: number) => {
      const {data} = await listOrders({query: {filter: {where: {orderNumber: number}, fields: {id: true}, limit: 1}}, throwOnError: true});
      const id = (data as {id?: number}[])[0]?.id;
      if (typeof id !== 'number') throw new Error('Cannot find order');
      return openCarrierLabelPdf(id);
    },
    onSuccess: outcome => {
      if (outcome.via === 'pdf-tab') setLastOutcome({outcome, what: 'carrier label'});
    },
    onError: error => notify.error(errorMessage(error)),
  });

  const chosen = choice.data ?? {};
  const available = printers.data ?? [];
  const options = (current?: string) => (current && !available.includes(current) ? [current, ...available] : available);
  const onOpen = (event: FormEvent) => {
    event.preventDefault();
    const number = Number(orderNumber.trim());
    if (Number.isInteger(number) && number > 0) openLabel.mutate(number);
    else notify.error('Enter an order number');
  };

  return (
    <>
      <PageHeader title="Printer settings" />
      <Box sx={{maxWidth: 720, display: 'grid', gap: 2}}>
        {status.isPending && <Alert severity="info">Looking for QZ Tray on this computer…</Alert>}
        {status.data?.running === true && <Alert severity="success">QZ Tray {status.data.version} is running on this computer.</Alert>}
        {status.data?.running === false && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void status.refetch()}>
                Try again
              </Button>
            }
          >
            QZ Tray is not running on this computer. Documents open as PDF in a new tab instead; start QZ Tray to print directly.
          </Alert>
        )}

        <Typography variant="h6" component="h2">
          Printers of this computer
        </Typography>
        <Typography color="text.secondary">
          Kept for you on this browser. The label printer takes the 10 x 13 cm labels (Zebra, ZPL); the A4 printer the invoices and letters, not scaled.
        </Typography>
        <TextField
          select
          label="Label printer"
          value={chosen.label ?? ''}
          disabled={!running || save.isPending}
          onChange={event => save.mutate({...chosen, label: event.target.value})}
          helperText={running ? undefined : 'Needs QZ Tray'}
        >
          <MenuItem value="">None</MenuItem>
          {options(chosen.label).map(name => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="A4 printer"
          value={chosen.a4 ?? ''}
          disabled={!running || save.isPending}
          onChange={event => save.mutate({...chosen, a4: event.target.value})}
          helperText={running ? undefined : 'Needs QZ Tray'}
        >
          <MenuItem value="">None</MenuItem>
          {options(chosen.a4).map(name => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {printers.isError && <Alert severity="error">{errorMessage(printers.error)}</Alert>}
        <Box sx={{display: 'flex', gap: 2, flexWrap: 'wrap'}}>
          <Button variant="outlined" disabled={test.isPending} onClick={() => test.mutate('label')}>
            Print test label
          </Button>
          <Button variant="outlined" disabled={test.isPending} onClick={() => test.mutate('a4')}>
            Print A4 test page
          </Button>
        </Box>

        <Typography variant="h6" component="h2" sx={{mt: 2}}>
          Carrier label as PDF
        </Typography>
        <Box component="form" onSubmit={onOpen} sx={{display: 'flex', gap: 2, alignItems: 'flex-start'}} aria-label="Carrier label as PDF">
          <TextField label="Order number" value={orderNumber} onChange={event => setOrderNumber(event.target.value)} inputMode="numeric" size="small" />
          <Button type="submit" variant="contained" disabled={openLabel.isPending}>
            Open carrier label PDF
          </Button>
        </Box>
        {lastOutcome && <PdfOutcome outcome={lastOutcome.outcome} what={lastOutcome.what} />}
      </Box>
    </>
  );
}
