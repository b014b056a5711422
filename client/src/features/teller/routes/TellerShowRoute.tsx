import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {useEffect, useRef, useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {formatGrams, parseDecimal, parsePersonnummer, smsPhoneProblem, type IdentityCheckMethod} from '@karat/shared';
import {
  automaticOffer,
  compactUkNumber,
  isValidIban,
  normalizeIban,
  sellerProblems,
  startsManual,
  TELLER_MESSAGES,
  tellerActionNotice,
  tellerApprovalProblem,
  ukAccountProblem,
} from '@karat/shared/teller';
import {useNotify} from '@/components/Notifications';
import {RecordPage} from '@/components/EditPage';
import {Fact, Section} from '@/components/Facts';
import {useSaveBankDetails, useSendReviewEmail, useTellerAction, useTellerOrder, type OrderWithRelations, type TellerCommand} from '../api/teller';
import {BankDetails, type Bank} from '../components/BankDetails';
import {ProductTable, type Product} from '../components/ProductTable';
import {SellerIdentity, type Identity} from '../components/SellerIdentity';
import {OrderFacts, OrderImages} from '../components/OrderFacts';
import {TellerClientForm} from '../components/TellerClientForm';
import {TellerActions} from '../components/TellerActions';
import {TellerPreview} from '../components/TellerPreview';

const OPTIONS = [
  ['offerAccepted', 'Offer accepted'],
  ['offeredDeclined', 'Offer declined'],
  ['isDonation', 'Donation'],
  ['termsAccepted', 'Terms accepted'],
  ['insuranceReturn', 'Insurance return'],
  ['ignobleReturn', 'Ignoble return'],
] as const;
type OptionKey = (typeof OPTIONS)[number][0];

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

const num = (text: string) => (text.trim() === '' ? null : (parseDecimal(text) ?? NaN));
const money = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const today = () => new Date().toISOString().slice(0, 10);

function TellerForm({
  order,
  clientOrderCount,
  knownPersonalIdentityNumber,
}: {
  order: OrderWithRelations;
  clientOrderCount: number;
  /** A Swedish client's personnummer from an earlier purchase. */
  knownPersonalIdentityNumber: string | null;
}) {
  const navigate = useNavigate();
  const action = useTellerAction(order.id!);
  const saveBank = useSaveBankDetails(order.id!);
  const reviewEmail = useSendReviewEmail();
  const notify = useNotify();
  // sendTrustPilot: form only, never saved (spec 02 §3, the order's fields): after Approve the review invitation goes to the client's e-mail.
  const [sendReview, setSendReview] = useState(false);
  const country = order.country ?? '';
  const isUk = country === 'uk';
  const client = order.client;
  const [options, setOptions] = useState<Record<OptionKey, boolean>>(
    () => Object.fromEntries(OPTIONS.map(([key]) => [key, Boolean(order[key])])) as Record<OptionKey, boolean>,
  );
  const [products, setProducts] = useState<Product[]>(() => (order.products ?? []) as Product[]);
  const [manual, setManual] = useState(() => startsManual(order.offer));
  const [offerText, setOfferText] = useState(() => money(order.offer));
  const [sekText, setSekText] = useState(() => money(order.sekOffer));
  const [gbpText, setGbpText] = useState(() => money(order.gbpOffer));
  const [bank, setBank] = useState<Bank>({iban: client?.iban ?? '', bban: '', sortCode: client?.ukSortCode ?? '', account: client?.ukAccountNumber ?? ''});
  const [dateOfBirth, setDateOfBirth] = useState(client?.dateOfBirth ?? '');
  // A Swedish purchase's seller identity (law 1999:271): the personnummer and how it was checked.
  const [identity, setIdentity] = useState<Identity>({personalIdentityNumber: knownPersonalIdentityNumber ?? '', identityMethod: '', documentNumber: ''});
  const [tellerComment, setTellerComment] = useState(order.tellerComment ?? '');
  const [revaluationMessage, setRevaluationMessage] = useState(order.revaluationMessageFromTeller ?? '');
  const [preview, setPreview] = useState(false);
  const [problem, setProblem] = useState<string>();

  const offer = manual ? offerText : automaticOffer(products);
  const pin = identity.personalIdentityNumber.trim();
  // Shown from the moment the order opens, and gone as the teller fills them in (the server checks the same at Approve);
  // a declined offer buys nothing, so nothing is asked of the seller then.
  const seller = options.offeredDeclined
    ? []
    : sellerProblems(country, {dateOfBirth, birthYear: client?.birthYear, personalIdentityNumber: pin, identityMethod: identity.identityMethod}, today());
  const body = (): TellerCommand => ({
    action: 'approve',
    ...options,
    offer: num(offer),
    ...(country === 'sweden' ? {sekOffer: num(sekText)} : {}),
    ...(isUk ? {gbpOffer: num(gbpText), ukSortCode: bank.sortCode, ukAccountNumber: bank.account} : {iban: bank.iban, bban: bank.bban}),
    ...(dateOfBirth.trim() && dateOfBirth !== client?.dateOfBirth ? {dateOfBirth: dateOfBirth.trim()} : {}),
    ...(country === 'sweden'
      ? {
          ...(pin && pin !== knownPersonalIdentityNumber ? {personalIdentityNumber: pin} : {}),
          ...(identity.identityMethod
            ? {
                identityCheck: {
                  method: identity.identityMethod as IdentityCheckMethod,
                  ...(identity.documentNumber.trim() ? {documentNumber: identity.documentNumber.trim()} : {}),
                },
              }
            : {}),
        }
      : {}),
    tellerComment,
    products: products.filter(p => p.key).map(p => ({key: p.key!, inDeal: Boolean(p.inDeal)})),
  });

  // Leaving with a changed, valid IBAN (or UK account) saves it to the client first (spec 02 §4 "Teller confirmation").
  const leaving = useRef({done: false, save: () => {}});
  leaving.current.save = () => {
    if (leaving.current.done || !client) return;
    if (isUk) {
      // Compared in the form each is stored in: a number typed with spaces is not a new account.
      const changed =
        compactUkNumber(bank.sortCode) !== compactUkNumber(client.ukSortCode) || compactUkNumber(bank.account) !== compactUkNumber(client.ukAccountNumber);
      if (changed && !ukAccountProblem(bank.sortCode, bank.account))
        saveBank.mutate({ukSortCode: bank.sortCode, ukAccountNumber: bank.account}, {onSuccess: told});
    } else if (normalizeIban(bank.iban) !== normalizeIban(client.iban ?? '') && isValidIban(bank.iban)) saveBank.mutate({iban: bank.iban}, {onSuccess: told});
  };
  // An approved order whose account changed waits for a new approval: the teller is told so.
  const told = (answer: {reapprovalNeeded?: boolean; notice?: string}) => {
    if (answer.reapprovalNeeded && answer.notice) notify.error(answer.notice);
  };
  useEffect(() => () => leaving.current.save(), []);

  const run = async (command: TellerCommand) => {
    const answer = await action.mutateAsync(command);
    leaving.current.done = command.action === 'approve';
    // Every command says what it did, naming the order (and the number an SMS went to).
    notify.success(
      tellerActionNotice(order.orderNumber, command.action, {smsTo: answer?.sms?.to ? `+${answer.sms.to}` : null, offeredDeclined: options.offeredDeclined}),
    );
    if (command.action === 'approve' && sendReview && client?.email)
      await reviewEmail.mutateAsync({email: client.email, lang: order.language ?? client.language ?? 'finnish'}).catch(() => undefined);
    navigate(-1);
  };
  const toPreview = () => {
    const checked = tellerApprovalProblem(country, body());
    if ('error' in checked) return setProblem(checked.error);
    setProblem(undefined);
    setPreview(true);
  };
  const noAnswerSms = () => {
    if (!client) return setProblem(TELLER_MESSAGES.missingClient);
    // The server's SMS phone rule, asked before the server is.
    const phoneProblem = smsPhoneProblem(client.phone, client.country ?? country);
    if (phoneProblem) return setProblem(phoneProblem);
    void run({action: 'didNotAnswerSms'}).catch(() => undefined);
  };
  const busy = action.isPending;

  if (preview)
    return (
      <TellerPreview
        client={client}
        country={country}
        ticked={OPTIONS.filter(([key]) => options[key]).map(([, label]) => label)}
        products={products}
        bank={bank}
        offers={{offer: num(offer), sekOffer: num(sekText), gbpOffer: num(gbpText)}}
        busy={busy}
        onBack={() => setPreview(false)}
        onApprove={() => void run(body()).catch(() => undefined)}
      />
    );

  return (
    <Stack spacing={2}>
      {clientOrderCount === 3 && <Alert severity="info">{TELLER_MESSAGES.thirdOrder}</Alert>}
      {seller.map(text => (
        <Alert key={text} severity="warning">
          {text}
        </Alert>
      ))}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{xs: 12, md: 6, lg: 4}}>
          <Section title="Details">
            {[...OPTIONS.map(([key, label]) => [key, label, options[key]] as const), ['sendReview', 'Send review invitation', sendReview] as const].map(
              ([key, label, checked]) => (
                <FormControlLabel
                  key={key}
                  label={label}
                  control={
                    <Checkbox
                      checked={checked}
                      // The review invitation goes to the client's e-mail: none, no invitation.
                      disabled={key === 'sendReview' && !client?.email}
                      onChange={event => (key === 'sendReview' ? setSendReview(event.target.checked) : setOptions({...options, [key]: event.target.checked}))}
                    />
                  }
                />
              ),
            )}
          </Section>
          <OrderFacts order={order} />
          {client && <TellerClientForm orderId={order.id!} orderNumber={order.orderNumber} client={client} />}
          <TextField
            label="Date of birth"
            type="date"
            size="small"
            value={dateOfBirth}
            onChange={event => setDateOfBirth(event.target.value)}
            helperText="Needed when the seller turns 18 this year or the birth year is unknown"
            slotProps={{inputLabel: {shrink: true}}}
            sx={{mt: 1}}
          />
          {country === 'sweden' && <SellerIdentity value={identity} valid={parsePersonnummer(pin, today()) !== undefined} onChange={setIdentity} />}
        </Grid>
        <Grid size={{xs: 12, md: 6, lg: 4}}>
          <Section title="Valuation">
            <Fact label="Material weight" value={formatGrams(order.materialWeight)} />
            <Fact label="Gold weight" value={formatGrams(order.goldWeight)} />
            <Fact label="Silver weight" value={formatGrams(order.silverWeight)} />
          </Section>
          <ProductTable
            products={products}
            country={country}
            onToggle={index => setProducts(products.map((p, i) => (i === index ? {...p, inDeal: !p.inDeal} : p)))}
          />
          <Stack spacing={1} sx={{mt: 2}}>
            <TextField
              label={manual ? 'Offer (EUR)' : 'Offer (EUR, automatic)'}
              size="small"
              value={offer}
              onChange={event => {
                setManual(true);
                setOfferText(event.target.value);
              }}
            />
            {country === 'sweden' && <TextField label="SEK offer" size="small" value={sekText} onChange={event => setSekText(event.target.value)} />}
            {isUk && <TextField label="GBP offer" size="small" value={gbpText} onChange={event => setGbpText(event.target.value)} />}
            <TellerActions
              busy={busy}
              onPreview={toPreview}
              onReturnToValuation={() => void run({action: 'returnToValuation', revaluationMessageFromTeller: revaluationMessage}).catch(() => undefined)}
              onBack={() => navigate(-1)}
              onNoAnswerSms={noAnswerSms}
              onNoAnswer={() => void run({action: 'didNotAnswer'}).catch(() => undefined)}
            />
          </Stack>
        </Grid>
        <Grid size={{xs: 12, lg: 4}}>
          <OrderImages order={order} />
          <BankDetails country={country} value={bank} onChange={setBank} onProblem={setProblem} />
          <Section title="Comments">
            <Stack spacing={1}>
              <TextField label="Teller's comment" multiline minRows={2} value={tellerComment} onChange={event => setTellerComment(event.target.value)} />
              <TextField
                label="Message to revaluation"
                multiline
                minRows={2}
                value={revaluationMessage}
                onChange={event => setRevaluationMessage(event.target.value)}
              />
            </Stack>
          </Section>
        </Grid>
      </Grid>
    </Stack>
  );
}
