import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {BURSAR_MESSAGES, bursarReturnProblem, bursarScanProblem, isBursarCountry, isReturnOwed, needsReturnConfirmation, type Country} from '@karat/shared';
import {ConfirmDialog} from '@/components/ConfirmDialog';
import {RecordPage} from '@/components/EditPage';
import {DateCell} from '@/components/DateCell';
import {Section} from '@/components/Facts';
import {useNotify} from '@/components/Notifications';
import {useUnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {errorMessage} from '@/lib/api-error';
import {useBursarOrder, useCompleteBursar, type OrderWithRelations} from '../api/bursar';
import {BursarOrderFacts} from '../components/BursarOrderFacts';
import type {ProductLine} from '@/entities/order';
import {BursarProducts} from '../components/BursarProducts';

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
          Completed <DateCell value={order.bursarHandleDate} /> by {order.bursar?.name ?? 'a bursar'}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{xs: 12, md: 4}}>
          <BursarOrderFacts order={order} />
        </Grid>
        <Grid size={{xs: 12, md: 8}}>
          <BursarProducts products={(order.products ?? []) as ProductLine[]} country={country} />
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
