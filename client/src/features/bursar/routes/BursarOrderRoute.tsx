import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import {useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {
  BURSAR_MESSAGES,
  bursarReturnProblem,
  bursarScanProblem,
  COUNTRY_LABELS,
  formatDateTime,
  formatGrams,
  formatMoney,
  formatOffer,
  isBursarCountry,
  isProductOutOfDeal,
  isReturnOwed,
  needsReturnConfirmation,
  type Country,
} from '@karat/shared';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {RecordPage} from '@/components/EditPage';
import {Fact, Section} from '@/components/Facts';
import {useNotify} from '@/components/Notifications';
import {useUnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {PurchaseRecordFacts} from '@/entities/order';
import {clientName} from '@/entities/client';
import {errorMessage} from '@/lib/api-error';
import {useBursarOrder, useCompleteBursar, type OrderWithRelations} from '../api/bursar';
import {decisionLabel} from '../components/decision';

type Product = {key?: string; name?: string; densityName?: string | null; weight?: number | null; price?: number | null; inDeal?: boolean};

/** /bursar/{country}/{id} (spec 01 §2 "Bursar", §4 "Bursar processing", §5 "Bursar bar code search"): the order to complete. */
export function BursarOrderRoute() {
  const {country, id} = useParams();
  const query = useBursarOrder(Number(id));
  if (!isBursarCountry(country)) return <Alert severity="error">{BURSAR_MESSAGES.unknownCountry}</Alert>;
  return (
    <RecordPage query={query} record="order" title={order => `Order ${order.orderNumber ?? order.id}`}>
      {order => <BursarForm key={order.id} order={order} country={country} />}
    </RecordPage>
  );
}

function BursarForm({order, country}: {order: OrderWithRelations; country: Country}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const complete = useCompleteBursar(order.id!);
  const [comment, setComment] = useState(order.bursarComment ?? '');
  const [returnMade, setReturnMade] = useState(Boolean(order.isBursarReturnMade));
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const products = (order.products ?? []) as Product[];
  // The scan's checks hold for an order opened by its address too; a completed order is shown, not completed again.
  const refusal = bursarScanProblem(order, country);
  const done = Boolean(order.isComplete);
  const owed = isReturnOwed(order);
  const dirty = comment !== (order.bursarComment ?? '') || returnMade !== Boolean(order.isBursarReturnMade);
  const guard = useUnsavedChangesGuard(dirty && !done && !complete.isPending && !complete.isSuccess);

  const send = async () => {
    setConfirming(false);
    try {
      await complete.mutateAsync({bursarComment: comment, isBursarReturnMade: returnMade});
      notify.success(`Order ${order.orderNumber ?? order.id} is complete`);
      navigate(`/bursar/${country}/barcode`);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const submit = () => {
    const missing = bursarReturnProblem(order, returnMade);
    if (missing) return setProblem(missing);
    setProblem(undefined);
    if (needsReturnConfirmation(order)) setConfirming(true);
    else void send();
  };

  return (
    <Stack spacing={2}>
      {guard}
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {done && (
        <Alert severity="info">
          Completed {order.bursarHandleDate ? formatDateTime(order.bursarHandleDate) : ''} by {order.bursar?.name ?? 'a bursar'}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{xs: 12, md: 4}}>
          <Section title="Order">
            <Fact label="Order number" value={order.orderNumber} />
            <Fact label="Bar code" value={order.barCode} />
            <Fact label="Country" value={COUNTRY_LABELS[order.country as Country] ?? order.country} />
            <Fact label="Client" value={clientName(order.client)} />
            <Fact label="Address" value={[order.address, order.zip, order.city].filter(Boolean).join(', ')} />
            <Fact label="Teller" value={order.teller?.name} />
            <Fact label="Tellered" value={order.tellerDate ? formatDateTime(order.tellerDate) : ''} />
            <Fact label="Payer" value={order.payer?.name} />
            <Fact label="Paid" value={order.payed ? formatDateTime(order.payed) : ''} />
          </Section>
          <PurchaseRecordFacts id={order.id!} />
          <Section title="Offer and decision">
            <Fact label="Offer" value={formatOffer(order)} />
            <Fact label="Decision" value={decisionLabel(order)} />
            <Fact label="Ignoble return" value={order.ignobleReturn ? 'Yes' : 'No'} />
            <Fact label="Insurance return" value={order.insuranceReturn ? 'Yes' : 'No'} />
            <Fact label="Teller's comment" value={order.tellerComment} />
          </Section>
        </Grid>
        <Grid size={{xs: 12, md: 8}}>
          <Section title="Products">
            <TableContainer>
              <Table size="small" aria-label="Products">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Material</TableCell>
                    <TableCell>Weight</TableCell>
                    <TableCell>Price</TableCell>
                    <TableCell>In deal</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {products.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>No products</TableCell>
                    </TableRow>
                  )}
                  {products.map((product, index) => (
                    <TableRow key={product.key ?? index} selected={isProductOutOfDeal(product)}>
                      <TableCell>{product.name ?? ''}</TableCell>
                      <TableCell>{product.densityName ?? ''}</TableCell>
                      <TableCell>{formatGrams(product.weight, country)}</TableCell>
                      <TableCell>{formatMoney(product.price, 'EUR')}</TableCell>
                      <TableCell>{isProductOutOfDeal(product) ? 'No: return' : 'Yes'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Section>
          <Section title="Bursar">
            <Stack spacing={1}>
              {owed && !done && <Alert severity="warning">Products go back to the client: make the return and tick 'I made return'.</Alert>}
              <TextField label="Bursar comment" multiline minRows={2} value={comment} disabled={done} onChange={event => setComment(event.target.value)} />
              <FormControlLabel
                label="I made return"
                control={<Checkbox checked={returnMade} disabled={done} onChange={event => setReturnMade(event.target.checked)} />}
              />
              {owed && !done && <FormHelperText>Required: a product is out of the deal or the return is ignoble.</FormHelperText>}
              {problem && (
                <Alert severity="error" role="alert">
                  {problem}
                </Alert>
              )}
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={submit} disabled={done || Boolean(refusal) || complete.isPending}>
                  Complete
                </Button>
                <Button onClick={() => navigate(`/bursar/${country}/barcode`)} disabled={complete.isPending}>
                  Back to scan
                </Button>
              </Stack>
            </Stack>
          </Section>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming}
        title="Returns"
        text={BURSAR_MESSAGES.confirmReturns}
        confirmLabel="Complete"
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
