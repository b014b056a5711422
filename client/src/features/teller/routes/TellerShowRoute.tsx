import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {useEffect, useRef, useState} from 'react';
import {useNavigate, useParams} from 'react-router-dom';
import {
  COUNTRY_LABELS,
  formatGrams,
  IDENTITY_CHECK_LABELS,
  IDENTITY_CHECK_METHODS,
  IDENTITY_MESSAGES,
  parseDecimal,
  parsePersonnummer,
  smsPhoneProblem,
  type Country,
  type IdentityCheckMethod,
} from '@karat/shared';
import {
  automaticOffer,
  bankNameOfIban,
  compactUkNumber,
  formatIban,
  isValidIban,
  normalizeIban,
  paidLine,
  startsManual,
  TELLER_MESSAGES,
  tellerApprovalProblem,
  ukAccountProblem,
} from '@karat/shared/teller';
import {useNotify} from '@/components/Notifications';
import {RecordPage} from '@/components/EditPage';
import {Fact, Section} from '@/components/Facts';
import {ValuationImage} from '@/components/ValuationImage';
import {TEXTS} from '@/lib/texts';
import {clientName} from '@/entities/client';
import {useSaveBankDetails, useSendReviewEmail, useTellerAction, useTellerOrder, type OrderWithRelations, type TellerCommand} from '../api/teller';

type Product = {
  key?: string;
  name?: string;
  category?: string | null;
  densityName?: string | null;
  weight?: number | null;
  price?: number | null;
  inDeal?: boolean;
};

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
  const [iban, setIban] = useState(client?.iban ?? '');
  const [bban, setBban] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState(client?.dateOfBirth ?? '');
  // A Swedish purchase's seller identity (law 1999:271): the personnummer and how it was checked.
  const [personalIdentityNumber, setPersonalIdentityNumber] = useState(knownPersonalIdentityNumber ?? '');
  const [identityMethod, setIdentityMethod] = useState('');
  const [documentNumber, setDocumentNumber] = useState('');
  const notify = useNotify();
  const [sortCode, setSortCode] = useState(client?.ukSortCode ?? '');
  const [account, setAccount] = useState(client?.ukAccountNumber ?? '');
  const [tellerComment, setTellerComment] = useState(order.tellerComment ?? '');
  const [revaluationMessage, setRevaluationMessage] = useState(order.revaluationMessageFromTeller ?? '');
  const [preview, setPreview] = useState(false);
  const [problem, setProblem] = useState<string>();

  const offer = manual ? offerText : automaticOffer(products);
  const personnummerValid = parsePersonnummer(personalIdentityNumber, new Date().toISOString().slice(0, 10)) !== undefined;
  // The bank the IBAN names, shown beside it and in the preview.
  const bankName = bankNameOfIban(iban);
  const body = (): TellerCommand => ({
    action: 'approve',
    ...options,
    offer: num(offer),
    ...(country === 'sweden' ? {sekOffer: num(sekText)} : {}),
    ...(isUk ? {gbpOffer: num(gbpText), ukSortCode: sortCode, ukAccountNumber: account} : {iban, bban}),
    ...(dateOfBirth.trim() && dateOfBirth !== client?.dateOfBirth ? {dateOfBirth: dateOfBirth.trim()} : {}),
    ...(country === 'sweden'
      ? {
          ...(personalIdentityNumber.trim() && personalIdentityNumber.trim() !== knownPersonalIdentityNumber
            ? {personalIdentityNumber: personalIdentityNumber.trim()}
            : {}),
          ...(identityMethod
            ? {identityCheck: {method: identityMethod as IdentityCheckMethod, ...(documentNumber.trim() ? {documentNumber: documentNumber.trim()} : {})}}
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
      const changed = compactUkNumber(sortCode) !== compactUkNumber(client.ukSortCode) || compactUkNumber(account) !== compactUkNumber(client.ukAccountNumber);
      if (changed && !ukAccountProblem(sortCode, account)) saveBank.mutate({ukSortCode: sortCode, ukAccountNumber: account}, {onSuccess: told});
    } else if (normalizeIban(iban) !== normalizeIban(client.iban ?? '') && isValidIban(iban)) saveBank.mutate({iban}, {onSuccess: told});
  };
  // An approved order whose account changed waits for a new approval: the teller is told so.
  const told = (answer: {reapprovalNeeded?: boolean; notice?: string}) => {
    if (answer.reapprovalNeeded && answer.notice) notify.error(answer.notice);
  };
  useEffect(() => () => leaving.current.save(), []);

  const run = async (command: TellerCommand) => {
    await action.mutateAsync(command);
    leaving.current.done = command.action === 'approve';
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

  if (preview) {
    const inDeal = products.filter(p => p.inDeal);
    return (
      <Stack spacing={2} sx={{maxWidth: 720}}>
        <Typography variant="h6">Preview</Typography>
        <Typography>
          {clientName(client)}, {client?.address}, {client?.zip} {client?.city}
        </Typography>
        <Typography>
          {OPTIONS.filter(([key]) => options[key])
            .map(([, label]) => label)
            .join(', ') || 'No options ticked'}
        </Typography>
        <ProductTable products={inDeal} country={country} />
        <Section title="Paid to">
          <Fact label="Payee" value={clientName(client)} />
          {isUk ? (
            <Fact label="Sort code / account" value={`${sortCode} / ${account}`} />
          ) : (
            <>
              <Fact label="IBAN" value={formatIban(iban)} />
              <Fact label="Bank" value={bankName ?? 'Not known from the IBAN'} />
            </>
          )}
        </Section>
        <Typography variant="subtitle1">{paidLine(country, {offer: num(offer), sekOffer: num(sekText), gbpOffer: num(gbpText)})}</Typography>
        <Stack direction="row" spacing={1}>
          <Button onClick={() => setPreview(false)} disabled={busy}>
            Back
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => void run(body()).catch(() => undefined)}>
            Approve
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {clientOrderCount === 3 && <Alert severity="info">{TELLER_MESSAGES.thirdOrder}</Alert>}
      {problem && <Alert severity="error">{problem}</Alert>}
      <Grid container spacing={2}>
        <Grid size={{xs: 12, md: 4}}>
          <Section title="Details">
            {OPTIONS.map(([key, label]) => (
              <FormControlLabel
                key={key}
                label={label}
                control={<Checkbox checked={options[key]} onChange={event => setOptions({...options, [key]: event.target.checked})} />}
              />
            ))}
            <FormControlLabel
              label="Send review invitation"
              control={<Checkbox checked={sendReview} disabled={!client?.email} onChange={event => setSendReview(event.target.checked)} />}
            />
          </Section>
          <Section title="Order">
            <Fact label="Order number" value={order.orderNumber} />
            <Fact label="Client number" value={client?.clientNumber} />
            <Fact label="Caller" value={order.caller?.name} />
            <Fact label="Valuator" value={order.valuator?.name} />
            <Fact label="Country" value={COUNTRY_LABELS[country as Country] ?? country} />
            <Fact label="Message from buyer" value={order.tellerMessageFromBuyer} />
            <Fact label="Message from valuation" value={order.tellerMessageFromValuation} />
            <Fact label="General message" value={order.generalMessage} />
          </Section>
          <Section title="Client">
            <Fact label="Name" value={clientName(client)} />
            <Fact label="Phone" value={client?.phone} />
            <Fact label="Email" value={client?.email} />
            <Fact label="Address" value={[client?.address, client?.zip, client?.city].filter(Boolean).join(', ')} />
            <Fact label="Birth year" value={client?.birthYear} />
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
          </Section>
          {country === 'sweden' && (
            <Section title="Seller's identity (Swedish purchase)">
              <Stack spacing={1.5} sx={{mt: 1}}>
                <TextField
                  label="Personal identity number"
                  size="small"
                  value={personalIdentityNumber}
                  onChange={event => setPersonalIdentityNumber(event.target.value)}
                  error={personalIdentityNumber.trim() !== '' && !personnummerValid}
                  helperText={
                    personalIdentityNumber.trim() !== '' && !personnummerValid
                      ? IDENTITY_MESSAGES.personalIdentityNumberInvalid
                      : 'YYYYMMDD-NNNN; kept for the police report'
                  }
                  slotProps={{htmlInput: {autoComplete: 'off', inputMode: 'numeric'}}}
                />
                <TextField select label="Identity checked by" size="small" value={identityMethod} onChange={event => setIdentityMethod(event.target.value)}>
                  {IDENTITY_CHECK_METHODS.map(method => (
                    <MenuItem key={method} value={method}>
                      {IDENTITY_CHECK_LABELS[method]}
                    </MenuItem>
                  ))}
                </TextField>
                {identityMethod && identityMethod !== 'bankid' && (
                  <TextField label="Document number" size="small" value={documentNumber} onChange={event => setDocumentNumber(event.target.value)} />
                )}
              </Stack>
            </Section>
          )}
        </Grid>
        <Grid size={{xs: 12, md: 4}}>
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
            <Button variant="contained" onClick={toPreview} disabled={busy}>
              To preview
            </Button>
            <Button
              onClick={() => void run({action: 'returnToValuation', revaluationMessageFromTeller: revaluationMessage}).catch(() => undefined)}
              disabled={busy}
            >
              Return to valuation
            </Button>
            <Button onClick={() => navigate(-1)} disabled={busy}>
              Return to list
            </Button>
            <Button onClick={noAnswerSms} disabled={busy}>
              Did not answer and send SMS
            </Button>
            <Button onClick={() => void run({action: 'didNotAnswer'}).catch(() => undefined)} disabled={busy}>
              Did not answer
            </Button>
          </Stack>
        </Grid>
        <Grid size={{xs: 12, md: 4}}>
          <Section title="Valuation image">
            {order.valuationImage ? (
              <ValuationImage imageKey={order.valuationImage} label={TEXTS.images.valuationImage} size={240} />
            ) : (
              <Typography variant="body2">{TEXTS.images.noImage}</Typography>
            )}
          </Section>
          <Section title="Bank details">
            {isUk ? (
              <Stack spacing={1}>
                <TextField label="UK account number" size="small" value={account} onChange={event => setAccount(event.target.value)} />
                <TextField label="UK sort code" size="small" value={sortCode} onChange={event => setSortCode(event.target.value)} />
              </Stack>
            ) : (
              <Stack spacing={1}>
                <TextField
                  label="IBAN"
                  size="small"
                  value={iban}
                  onChange={event => setIban(event.target.value)}
                  helperText={isValidIban(iban) ? `${formatIban(iban)}${bankName ? ` · ${bankName}` : ''}` : undefined}
                />
                <TextField
                  label="BBAN"
                  size="small"
                  value={bban}
                  helperText={country === 'sweden' ? 'Clearing number and account' : 'Converted to the IBAN'}
                  onChange={event => setBban(event.target.value)}
                  onBlur={() => {
                    const checked = tellerApprovalProblem(country, {offeredDeclined: true, bban});
                    if (bban.trim() && 'bank' in checked && checked.bank.iban) {
                      setIban(checked.bank.iban);
                      setBban('');
                      setProblem(undefined);
                    } else if (bban.trim() && 'error' in checked) setProblem(checked.error);
                  }}
                />
              </Stack>
            )}
          </Section>
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
          {(order.extraImages?.length ?? 0) > 0 && (
            <Section title={TEXTS.images.extraImages}>
              <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
                {order.extraImages!.map((image, index) => (
                  <ValuationImage key={String(image)} imageKey={String(image)} label={`${TEXTS.images.extraImages} ${index + 1}`} size={120} />
                ))}
              </Stack>
            </Section>
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}

function ProductTable({products, country, onToggle}: {products: Product[]; country: string; onToggle?(index: number): void}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Products">
        <TableHead>
          <TableRow>
            <TableCell>In deal</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Material</TableCell>
            <TableCell>Weight</TableCell>
            <TableCell>Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product, index) => (
            <TableRow key={product.key ?? index}>
              <TableCell>
                <Checkbox
                  size="small"
                  checked={Boolean(product.inDeal)}
                  disabled={!onToggle}
                  onChange={() => onToggle?.(index)}
                  slotProps={{input: {'aria-label': `In deal ${product.name ?? index + 1}`}}}
                />
              </TableCell>
              <TableCell>{product.name}</TableCell>
              <TableCell>{product.densityName ?? product.category}</TableCell>
              <TableCell>{formatGrams(product.weight, (country || 'finland') as Country)}</TableCell>
              <TableCell>{product.price ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
