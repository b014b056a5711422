import {
  callbackPhoneOf,
  callLimitProblem,
  IDENTITY_MESSAGES,
  isApprovedUnpaid,
  nameScriptProblem,
  parsePersonnummer,
  smsRecipient,
  smsText,
  triesSince,
  type CallbackPhones,
  type IdentityCheck,
  type PayeeSnapshot,
  type TellerSmsKind,
} from '@karat/shared';
import {
  bankNameOfIban,
  centsToMoney,
  compactUkNumber,
  dateOfBirthProblem,
  needsInsuranceReturn,
  normalizeIban,
  sellerAgeProblem,
  TELLER_MESSAGES,
  tellerApprovalProblem,
  toCents,
  type TellerApprovalInput,
  type TellerBankDetails,
} from '@karat/shared/teller';
import {DomainError, type Decided} from './domain-error';
import {smsLimitError, type SmsSent} from './sms-limits';

/** A product line as the teller sees it (the valuation's figures; the teller only moves it in or out of the deal). */
export interface TellerProductLine {
  key?: string;
  price?: number | string | null;
  inDeal?: boolean | null;
  [field: string]: unknown;
}

/** What the teller's rules read of an order. */
export interface TellerOrderState {
  id?: number;
  country?: string | null;
  language?: string | null;
  clientId?: number;
  closed?: boolean;
  isValued?: boolean;
  isTellered?: boolean;
  returnToValuation?: boolean;
  insuranceReturn?: boolean;
  products?: object[] | null;
  tellerCallTries?: string[] | null;
  purchaseNoteNumber?: number | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
}

export interface TellerClientState {
  id?: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  country?: string | null;
  language?: string | null;
  birthYear?: number | null;
  dateOfBirth?: string | null;
  iban?: string | null;
  ukSortCode?: string | null;
  ukAccountNumber?: string | null;
  /** The personnummer the client already has (client_identities), if any. */
  personalIdentityNumber?: string | null;
}

/** The approval's body besides the action (spec 02 §5 Teller approval; the details checkboxes and comments). */
export interface TellerApproveInput extends TellerApprovalInput {
  termsAccepted?: boolean;
  insuranceReturn?: boolean;
  ignobleReturn?: boolean;
  tellerComment?: string | null;
  products?: {key: string; inDeal: boolean}[];
}

/** The order fields the teller's commands write. */
export interface TellerOrderChange {
  isTellered?: boolean;
  tellerDate?: Date;
  tellerId?: number;
  offer?: number | null;
  sekOffer?: number | null;
  gbpOffer?: number | null;
  offerAccepted?: boolean;
  offeredDeclined?: boolean;
  isDonation?: boolean;
  termsAccepted?: boolean;
  insuranceReturn?: boolean;
  ignobleReturn?: boolean;
  tellerComment?: string | null;
  products?: TellerProductLine[];
  returnToValuation?: boolean;
  revaluationMessageFromTeller?: string | null;
  tellerCallTries?: string[];
  latestTellerCall?: Date;
  payee?: PayeeSnapshot | null;
  bankDetailsChangedAt?: Date;
}

/**
 * Waiting for the teller (spec 02 §4): valued, not tellered, not returned to valuation, open. A
 * second teller's command on an approved order is refused here (409), on the row the first locked.
 */
export function tellerOrderError(order: TellerOrderState): DomainError | undefined {
  if (order.isTellered) return new DomainError(409, TELLER_MESSAGES.alreadyTellered, 'ALREADY_TELLERED');
  if (!order.isValued || order.returnToValuation || order.closed) return new DomainError(409, TELLER_MESSAGES.notEligible, 'NOT_WAITING_FOR_TELLER');
  return undefined;
}

/** Money as stored: from whole cents, so no float sum ever reaches a numeric column. */
const money = (value: number | string | null | undefined): number | null => {
  const cents = toCents(value);
  return cents === undefined ? null : Number(centsToMoney(cents));
};

export interface ApproveDecision {
  order: TellerOrderChange;
  /** The client's bank details (spaces stripped; the BBAN's IBAN) and date of birth to save, when they change. */
  client?: TellerBankDetails & {dateOfBirth?: string};
  /** An accepted Swedish purchase: it takes the next purchase-note number. */
  purchaseNote: boolean;
  /** A Swedish purchase's seller identity (personnummer as stored, and how it was checked). */
  identity?: {personalIdentityNumber: string; dateOfBirth: string; identityCheck: IdentityCheck};
}

/**
 * A Swedish purchase's seller (law 1999:271): the personnummer (typed, else the client's own) with
 * its check digit, and how the identity was checked. Its date of birth is the seller's for the age rule.
 */
export function purchaseIdentity(
  client: TellerClientState,
  input: Pick<TellerApproveInput, 'personalIdentityNumber' | 'identityCheck'>,
  today: string,
): Decided<NonNullable<ApproveDecision['identity']>> {
  const typed = input.personalIdentityNumber?.trim() || client.personalIdentityNumber;
  if (!typed) return new DomainError(422, IDENTITY_MESSAGES.personalIdentityNumberRequired, 'IDENTITY_REQUIRED');
  const parsed = parsePersonnummer(typed, today);
  if (!parsed) return new DomainError(422, IDENTITY_MESSAGES.personalIdentityNumberInvalid, 'IDENTITY_INVALID');
  if (!input.identityCheck) return new DomainError(422, IDENTITY_MESSAGES.identityCheckRequired, 'IDENTITY_CHECK_REQUIRED');
  return {personalIdentityNumber: parsed.normalized, dateOfBirth: parsed.dateOfBirth, identityCheck: input.identityCheck};
}

/**
 * Approve (spec 02 §4, §5): the spec's checks in order, then isTellered with tellerDate, tellerId and
 * the offers. The products keep the valuation's figures; only their inDeal follows the teller.
 * insuranceReturn is set when the out-of-deal products are worth more than 100. A purchase (offer
 * accepted) needs a seller of 18 on the day of approval (`today`, the business day 'YYYY-MM-DD').
 * An accepted deal freezes its payee (who, which account, how much, approved by whom when): the
 * batch pays that snapshot, never the client record as it is later.
 */
export function decideTellerApprove(
  order: TellerOrderState,
  client: TellerClientState | null | undefined,
  input: TellerApproveInput,
  memberId: number,
  now: Date,
  today: string,
): Decided<ApproveDecision> {
  const error = tellerOrderError(order);
  if (error) return error;
  if (!client) return new DomainError(422, TELLER_MESSAGES.missingClient);
  const checked = tellerApprovalProblem(order.country, input);
  if ('error' in checked) return new DomainError(422, checked.error);
  const dateOfBirth = input.dateOfBirth?.trim() || undefined;
  if (dateOfBirth) {
    const problem = dateOfBirthProblem(dateOfBirth, today, client.birthYear);
    if (problem) return new DomainError(422, problem, 'DATE_OF_BIRTH_INVALID');
  }
  const purchaseNote = order.country === 'sweden' && Boolean(input.offerAccepted);
  let identity: ApproveDecision['identity'];
  if (purchaseNote) {
    const decided = purchaseIdentity(client, input, today);
    if (decided instanceof DomainError) return decided;
    identity = decided;
  }
  if (input.offerAccepted) {
    // The payee's name goes into the bank file as it is: it must be in Latin letters.
    const script = nameScriptProblem([client.firstName, client.lastName].filter(Boolean).join(' '));
    if (script) return new DomainError(422, script, 'NAME_NOT_LATIN');
    // A personnummer gives the full date of birth: it settles the age.
    const underAge = sellerAgeProblem({birthYear: client.birthYear, dateOfBirth: identity?.dateOfBirth ?? dateOfBirth ?? client.dateOfBirth}, today);
    if (underAge) return new DomainError(422, underAge, 'SELLER_AGE');
  }
  const inDeal = new Map((input.products ?? []).map(p => [p.key, p.inDeal]));
  const products = ((order.products ?? []) as TellerProductLine[]).map(p => (p.key !== undefined && inDeal.has(p.key) ? {...p, inDeal: inDeal.get(p.key)} : p));
  const change: TellerOrderChange = {
    isTellered: true,
    tellerDate: now,
    tellerId: memberId,
    offer: money(input.offer),
    sekOffer: order.country === 'sweden' ? money(input.sekOffer) : null,
    gbpOffer: order.country === 'uk' ? money(input.gbpOffer) : null,
    offerAccepted: Boolean(input.offerAccepted),
    offeredDeclined: Boolean(input.offeredDeclined),
    isDonation: Boolean(input.isDonation),
    termsAccepted: Boolean(input.termsAccepted),
    ignobleReturn: Boolean(input.ignobleReturn),
    insuranceReturn: Boolean(input.insuranceReturn) || needsInsuranceReturn(products),
    products,
  };
  if (input.tellerComment !== undefined) change.tellerComment = input.tellerComment;
  const bank = checked.bank;
  const saved: ApproveDecision['client'] = {};
  for (const key of Object.keys(bank) as (keyof TellerBankDetails)[]) if ((client[key] ?? '') !== bank[key]) saved[key] = bank[key];
  const knownDateOfBirth = identity?.dateOfBirth ?? dateOfBirth;
  if (knownDateOfBirth && knownDateOfBirth !== client.dateOfBirth) saved.dateOfBirth = knownDateOfBirth;
  change.payee = input.offerAccepted ? payeeSnapshot(order, {...client, ...bank}, change, memberId, now) : null;
  return {order: change, client: Object.keys(saved).length ? saved : undefined, purchaseNote, ...(identity ? {identity} : {})};
}

const moneyText = (value: number | null | undefined) => (value === null || value === undefined ? null : centsToMoney(toCents(value)!));
const trimmed = (value: string | null | undefined) => (value ?? '').trim();

/** The payee as approved: the client's name and account as they are after this approval, the offers, the order's address. */
export function payeeSnapshot(
  order: TellerOrderState,
  client: TellerClientState,
  change: Pick<TellerOrderChange, 'offer' | 'sekOffer' | 'gbpOffer' | 'isDonation'>,
  memberId: number,
  now: Date,
): PayeeSnapshot {
  const firstName = trimmed(client.firstName);
  const lastName = trimmed(client.lastName);
  const uk = order.country === 'uk';
  // The bank the IBAN names, as the teller saw it before approving (Finnish and Swedish IBANs).
  const bankName = !uk && client.iban ? (bankNameOfIban(client.iban) ?? null) : null;
  return {
    name: [firstName, lastName].filter(Boolean).join(' '),
    firstName,
    lastName,
    email: trimmed(client.email),
    iban: !uk && client.iban ? client.iban : null,
    ukSortCode: uk && client.ukSortCode ? client.ukSortCode : null,
    ukAccountNumber: uk && client.ukAccountNumber ? client.ukAccountNumber : null,
    bankName,
    offer: moneyText(change.offer),
    sekOffer: moneyText(change.sekOffer),
    gbpOffer: moneyText(change.gbpOffer),
    isDonation: Boolean(change.isDonation),
    address: trimmed(order.address),
    zip: trimmed(order.zip),
    city: trimmed(order.city),
    approvedBy: memberId,
    approvedAt: now.toISOString(),
  };
}

/** Bank details compared in the one form each is stored in, however the stored one was typed. */
const COMPARED: Record<keyof TellerBankDetails, (text: string) => string> = {
  iban: normalizeIban,
  ukSortCode: compactUkNumber,
  ukAccountNumber: compactUkNumber,
};

/**
 * New bank details on an order: before approval (or after payment) they only update the client. On
 * an approved, unpaid order whose account they change, the approval is undone: back to the
 * teller's list (isTellered false), no payee snapshot (so no batch can take it), and the change is
 * marked for the payer. Undefined when the order itself does not change.
 */
export function decideBankDetailsChange(
  order: TellerOrderState & {offerAccepted?: boolean; isPaid?: boolean; payee?: PayeeSnapshot | null},
  client: {iban?: string | null; ukSortCode?: string | null; ukAccountNumber?: string | null},
  bank: TellerBankDetails,
  now: Date,
): TellerOrderChange | undefined {
  if (!isApprovedUnpaid(order)) return undefined;
  const approved = order.payee ?? {iban: client.iban ?? null, ukSortCode: client.ukSortCode ?? null, ukAccountNumber: client.ukAccountNumber ?? null};
  const differs = (Object.keys(bank) as (keyof TellerBankDetails)[]).some(key => COMPARED[key](approved[key] ?? '') !== COMPARED[key](bank[key] ?? ''));
  if (!differs) return undefined;
  return {isTellered: false, payee: null, bankDetailsChangedAt: now};
}

/**
 * The teller's edit of the order's client during the call (spec 02 §2 "Teller": the client form):
 * only while the order waits for the teller. The order's own address follows the client's, so a
 * return goes where the client now lives. Undefined fields are not given.
 */
export function decideTellerClientEdit(
  order: TellerOrderState,
  form: {address?: string; zip?: string; city?: string},
): Decided<{order: Pick<TellerOrderState, 'address' | 'zip' | 'city'>}> {
  const error = tellerOrderError(order);
  if (error) return error;
  return {order: {address: form.address, zip: form.zip, city: form.city}};
}

/** Return to valuation (spec 02 §4): returnToValuation, with the teller's message to the valuer. */
export function decideReturnToValuation(order: TellerOrderState, message: string | null | undefined): Decided<TellerOrderChange> {
  const error = tellerOrderError(order);
  if (error) return error;
  return {returnToValuation: true, ...(message !== undefined ? {revaluationMessageFromTeller: message} : {})};
}

/**
 * Did not answer (spec 02 §4): the time is appended to tellerCallTries and is the latest teller call;
 * at most so many tries on the order a business day (`todayStart`: its start), the calls' bound (429).
 */
export function decideDidNotAnswer(order: TellerOrderState, now: Date, todayStart: Date): Decided<TellerOrderChange> {
  const error = tellerOrderError(order);
  if (error) return error;
  const limited = callLimitProblem(triesSince(order.tellerCallTries, todayStart));
  if (limited) return new DomainError(429, limited, 'CALL_LIMIT');
  return {tellerCallTries: [...(order.tellerCallTries ?? []), now.toISOString()], latestTellerCall: now};
}

/**
 * A teller's SMS to an order's client (the no-answer text, by the action or by hand): only an order
 * waiting for the teller, to its own client's phone ('Missing client', 'Missing phone number'), the
 * catalogue's text in the order's language, else the client's, with the callback number of the
 * order's country; within the limits of hand-sent SMS (429), the same as the return-code SMS's.
 */
export function decideTellerSms(
  order: TellerOrderState,
  client: TellerClientState | null | undefined,
  kind: TellerSmsKind,
  sent: SmsSent,
  callbackPhones: CallbackPhones,
): Decided<{to: string; message: string; kind: TellerSmsKind}> {
  const error = tellerOrderError(order);
  if (error) return error;
  if (!client) return new DomainError(422, TELLER_MESSAGES.missingClient);
  // A phone an SMS can go to, by shared's SMS phone rule ('Missing phone number'...).
  const recipient = smsRecipient(client.phone, client.country ?? order.country);
  if ('error' in recipient) return new DomainError(422, recipient.error);
  const limited = smsLimitError(sent);
  if (limited) return limited;
  const callbackPhone = callbackPhoneOf(callbackPhones, order.country ?? client.country);
  return {to: recipient.to, message: smsText(kind, order.language ?? client.language, {callbackPhone}), kind};
}

/** Did not answer and send SMS: the no-answer SMS (decideTellerSms) and the try recorded as Did not answer's. */
export function decideNoAnswerSms(
  order: TellerOrderState,
  client: TellerClientState | null | undefined,
  sent: SmsSent,
  now: Date,
  todayStart: Date,
  callbackPhones: CallbackPhones,
): Decided<{change: TellerOrderChange; to: string; message: string}> {
  const change = decideDidNotAnswer(order, now, todayStart);
  if (change instanceof DomainError) return change;
  const sms = decideTellerSms(order, client, 'tellerNoAnswer', sent, callbackPhones);
  if (sms instanceof DomainError) return sms;
  return {change, to: sms.to, message: sms.message};
}

/** What the arrival SMS reads of an order besides the teller's state. */
export interface ArrivalOrderState extends TellerOrderState {
  isReceived?: boolean;
  arrivedSmsDate?: Date | null;
  arrivedSmsLog?: object[] | null;
}

/**
 * The arrival SMS (spec 02 §4 Arrival SMS): only an order waiting for it (received, not sent, not
 * returned to valuation, not tellered, open); to the order's own client's phone, by shared's SMS
 * phone rule ('Missing phone number'...), the catalogue's text in the order's language: never another
 * number or another text. Sending records arrivedSmsDate and a queued entry in arrivedSmsLog; the
 * outcome follows (decideArrivalOutcome).
 */
export function decideArrivalSms(
  order: ArrivalOrderState,
  client: TellerClientState | null | undefined,
  now: Date,
): Decided<{change: {arrivedSmsDate: Date; arrivedSmsSent: boolean; arrivedSmsLog: object[]}; to: string; message: string}> {
  if (order.arrivedSmsDate) return new DomainError(409, TELLER_MESSAGES.arrivedAlreadySent, 'ARRIVED_SMS_SENT');
  if (!order.isReceived || order.returnToValuation || order.isTellered || order.closed) return new DomainError(409, TELLER_MESSAGES.arrivedNotEligible);
  const recipient = smsRecipient(client?.phone, client?.country ?? order.country);
  if ('error' in recipient) return new DomainError(422, recipient.error);
  const message = smsText('arrived', order.language ?? client?.language, {});
  return {
    change: {arrivedSmsDate: now, arrivedSmsSent: true, arrivedSmsLog: [...(order.arrivedSmsLog ?? []), {date: now.toISOString(), status: 'queued'}]},
    to: recipient.to,
    message,
  };
}

/** The provider's outcome on the order: the log's last entry gets the status; a failed message frees the order for another try. */
export function decideArrivalOutcome(order: ArrivalOrderState, status: string, smsLogId: number | undefined) {
  const log = [...(order.arrivedSmsLog ?? [])] as Record<string, unknown>[];
  if (log.length > 0) log[log.length - 1] = {...log[log.length - 1], status, smsLogId};
  return status === 'sent' ? {arrivedSmsLog: log} : {arrivedSmsLog: log, arrivedSmsDate: null, arrivedSmsSent: false};
}
