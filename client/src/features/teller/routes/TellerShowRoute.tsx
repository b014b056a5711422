import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import {smsPhoneProblem} from '@karat/shared';
import {TELLER_MESSAGES} from '@karat/shared/teller';
import {Formik, useFormikContext} from 'formik';
import {useMemo, useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {RecordPage, savingSubmit} from '@/components/EditPage';
import {useUnsavedChangesGuard} from '@/components/UnsavedChangesGuard';
import {PROCEED_SHORTCUT, useAltShortcut} from '@/lib/shortcuts';
import {useTellerOrder, type OrderWithRelations, type TellerCommand} from '../api/teller';
import {BankDetails} from '../components/BankDetails';
import {OrderImages} from '../components/OrderFacts';
import {TellerActions} from '../components/TellerActions';
import {TellerComments} from '../components/TellerComments';
import {TellerDetails} from '../components/TellerDetails';
import {TellerOffer} from '../components/TellerOffer';
import {TellerPreview} from '../components/TellerPreview';
import {
  firstProblem,
  offersOf,
  sellerProblemsOf,
  TELLER_OPTIONS,
  tellerContext,
  tellerValues,
  toCommand,
  typedChanges,
  validateTeller,
  type TellerContext,
  type TellerValues,
} from '../components/teller-form';
import {useBankSavedOnLeave, useTellerCommands} from '../components/use-teller-form';

/** /teller/{id}: the teller's show page (spec 02 §2 "Teller", §4 "Teller confirmation", §5 "Teller approval"). */
export function TellerShowRoute() {
  const id = Number(useParams().id);
  const query = useTellerOrder(id);
  return (
    <RecordPage query={query} record="order" title={data => `Order ${data.order.orderNumber ?? data.order.id}`}>
      {data => (
        <TellerForm
          key={data.order.id}
          order={data.order}
          clientOrderCount={data.clientOrderCount}
          knownPersonalIdentityNumber={data.personalIdentityNumber ?? null}
        />
      )}
    </RecordPage>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

interface TellerFormProps {
  order: OrderWithRelations;
  clientOrderCount: number;
  /** A Swedish client's personnummer from an earlier purchase. */
  knownPersonalIdentityNumber: string | null;
}

/** The form: Approve is its submit (from the preview), checked by the approval's rules first. */
function TellerForm({order, clientOrderCount, knownPersonalIdentityNumber}: TellerFormProps) {
  const commands = useTellerCommands(order);
  const context = useMemo(() => tellerContext(order, knownPersonalIdentityNumber), [order, knownPersonalIdentityNumber]);
  const initial = useMemo(() => tellerValues(order, knownPersonalIdentityNumber), [order, knownPersonalIdentityNumber]);
  const validate = useMemo(() => validateTeller(context), [context]);
  return (
    <Formik<TellerValues>
      initialValues={initial}
      validate={validate}
      onSubmit={savingSubmit(
        values => ({command: toCommand(values, context), sendReview: values.sendReview}),
        ({command, sendReview}) => commands.run(command, {sendReview}),
      )}
    >
      <TellerSteps order={order} context={context} clientOrderCount={clientOrderCount} commands={commands} />
    </Formik>
  );
}

interface TellerStepsProps {
  order: OrderWithRelations;
  context: TellerContext;
  clientOrderCount: number;
  commands: ReturnType<typeof useTellerCommands>;
}

/** The page (To preview, the other commands) and the preview (Back, Approve). */
function TellerSteps({order, context, clientOrderCount, commands}: TellerStepsProps) {
  const navigate = useNavigate();
  const form = useFormikContext<TellerValues>();
  const {values, initialValues, isSubmitting, setStatus, setSubmitting, submitForm, validateForm} = form;
  // The status: the one problem shown above the form (from To preview, the BBAN's conversion, the SMS's phone).
  const problem = form.status as string | undefined;
  const [preview, setPreview] = useState(false);
  const [clientTyped, setClientTyped] = useState(false);
  const client = order.client;
  const busy = isSubmitting || commands.busy;
  useBankSavedOnLeave(order, values.bank, commands.approved);
  // Leaving asks only while something typed would be lost (typedChanges: an offer, the date of birth, the identity,
  // a comment; or the client form unsaved). A command that goes back to the list on success runs as the form's
  // submission, so the guard lets it pass: Approve (the submit), Did not answer (with SMS), Return to valuation.
  const guard = useUnsavedChangesGuard((typedChanges(values, initialValues) || clientTyped) && !isSubmitting);

  /** A command other than Approve: submitting meanwhile (buttons off, the guard quiet), the form as typed if it fails. */
  const send = (command: TellerCommand) => {
    setSubmitting(true);
    commands.run(command).catch(() => setSubmitting(false));
  };
  const toPreview = async () => {
    const problem = firstProblem(await validateForm());
    setStatus(problem);
    if (!problem) setPreview(true);
  };
  const noAnswerSms = () => {
    if (!client) return setStatus(TELLER_MESSAGES.missingClient);
    // The server's SMS phone rule, asked before the server is.
    const phoneProblem = smsPhoneProblem(client.phone, client.country ?? context.country);
    if (phoneProblem) return setStatus(phoneProblem);
    send({action: 'didNotAnswerSms'});
  };
  useAltShortcut(PROCEED_SHORTCUT, () => void toPreview(), !preview && !busy);

  if (preview)
    return (
      <>
        {guard}
        <TellerPreview
          client={client}
          country={context.country}
          ticked={TELLER_OPTIONS.filter(([key]) => values[key]).map(([, label]) => label)}
          products={values.products}
          bank={values.bank}
          offers={offersOf(values)}
          busy={busy}
          onBack={() => setPreview(false)}
          onApprove={() => void submitForm()}
        />
      </>
    );

  // Shown from the moment the order opens, and gone as the teller fills them in (the server checks the same at Approve).
  const seller = sellerProblemsOf(values, context, today());
  return (
    <Stack spacing={2}>
      {guard}
      {clientOrderCount === 3 && <Alert severity="info">{TELLER_MESSAGES.thirdOrder}</Alert>}
      {seller.map(text => (
        <Alert key={text} severity="warning">
          {text}
        </Alert>
      ))}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{xs: 12, md: 6, lg: 4}}>
          <TellerDetails order={order} today={today()} onClientTyped={setClientTyped} />
        </Grid>
        <Grid size={{xs: 12, md: 6, lg: 4}}>
          <TellerOffer order={order}>
            <TellerActions
              busy={busy}
              onPreview={() => void toPreview()}
              onReturnToValuation={() => send({action: 'returnToValuation', revaluationMessageFromTeller: values.revaluationMessageFromTeller})}
              onBack={() => navigate(-1)}
              onNoAnswerSms={noAnswerSms}
              onNoAnswer={() => send({action: 'didNotAnswer'})}
            />
          </TellerOffer>
        </Grid>
        <Grid size={{xs: 12, lg: 4}}>
          <OrderImages order={order} />
          <BankDetails country={context.country} />
          <TellerComments />
        </Grid>
      </Grid>
    </Stack>
  );
}
