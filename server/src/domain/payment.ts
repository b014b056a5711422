import {
  centsText,
  ibanPaymentProblem,
  isPayable,
  nameScriptProblem,
  moneyToCents,
  PAYEE_MESSAGES,
  PAYMENT_MESSAGES,
  paymentAmount,
  rfReference,
  sumMoney,
  type PayableOrderState,
  type PayeeSnapshot,
  type PaymentBatchKind,
} from '@karat/shared';
import {compactUkNumber, isValidIban, normalizeIban} from '@karat/shared/teller';
import {DomainError, type Decided} from './domain-error';

/** What the payer's rules read of an order: its state and the payee its approval froze. */
export interface PaymentOrderState extends PayableOrderState {
  id?: number;
  orderNumber?: number | null;
  referenceNumber?: string | null;
  payee?: PayeeSnapshot | null;
}

/** One payment of a batch: what its file carries. */
export interface PaymentLine {
  orderId: number;
  orderNumber: number;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  country: string;
  /** Two decimals, in the batch's currency. */
  amount: string;
  iban: string;
  sortCode: string;
  accountNumber: string;
  street: string;
  zip: string;
  city: string;
  /** The order's RF creditor reference (Finland: structured remittance). */
  reference?: string;
  message: string;
}

export interface PaymentBatchDecision {
  lines: PaymentLine[];
  /** Two decimals: the sum of the lines. */
  total: string;
  change: {isPaid: true; payerId: number; payed: Date};
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/**
 * One order's payment (spec 02 §5 "Payment", §8 "Payment"), from the payee its approval froze (never the
 * client record): the payee, its IBAN (not for the UK or donations), the order number and the
 * approved amount are needed ('Missing key information...'); the IBAN must be valid (not for
 * donations or the UK); the amount above 0 (not for donations).
 */
export function decidePaymentLine(order: PaymentOrderState, batch: PaymentBatchKind): Decided<PaymentLine> {
  const donation = 'donationTeam' in batch;
  const uk = !donation && batch.country === 'uk';
  const payee = order.payee;
  const rawAmount = payee ? paymentAmount(payee, batch) : undefined;
  const needsIban = !donation && !uk;
  if (!payee || !order.orderNumber || (needsIban && blank(payee.iban)) || rawAmount === null || rawAmount === undefined)
    return new DomainError(422, PAYMENT_MESSAGES.missingKeyInformation, 'MISSING_KEY_INFORMATION', {orderId: order.id});
  if (uk && (blank(payee.ukSortCode) || blank(payee.ukAccountNumber)))
    return new DomainError(422, PAYMENT_MESSAGES.missingKeyInformation, 'MISSING_KEY_INFORMATION', {orderId: order.id});
  if (needsIban && !isValidIban(payee.iban))
    return new DomainError(422, PAYMENT_MESSAGES.ibanInvalid, 'IBAN_INVALID', {orderId: order.id, orderNumber: order.orderNumber});
  // The file the bank takes: an account of the payment's area, a name the bank can write.
  const fits = needsIban ? ibanPaymentProblem(order.country, payee.iban) : undefined;
  if (fits) return new DomainError(422, fits, 'IBAN_NOT_OF_PAYMENT', {orderId: order.id, orderNumber: order.orderNumber});
  const script = nameScriptProblem(payee.name);
  if (script) return new DomainError(422, script, 'NAME_NOT_LATIN', {orderId: order.id, orderNumber: order.orderNumber});
  const cents = moneyToCents(rawAmount);
  if (!donation && (cents === undefined || cents <= 0n))
    return new DomainError(422, PAYMENT_MESSAGES.missingOffer, 'MISSING_OFFER', {orderId: order.id, orderNumber: order.orderNumber});
  // The RF form of the order's reference, where one can be made: the file's message is the words
  // "Karat order N" (docs/decisions/bank-file-rules.md), so a legacy reference that makes no RF
  // reference (letters, too long) never stops a payment, and never fails it with a 500.
  const reference = !donation && batch.country === 'finland' && order.referenceNumber ? rfReferenceOf(order.referenceNumber) : undefined;
  return {
    orderId: order.id!,
    orderNumber: order.orderNumber,
    firstName: payee.firstName,
    lastName: payee.lastName,
    name: payee.name,
    email: payee.email,
    country: order.country ?? '',
    amount: centsText(cents ?? 0n),
    iban: payee.iban ? normalizeIban(payee.iban) : '',
    sortCode: compactUkNumber(payee.ukSortCode),
    accountNumber: compactUkNumber(payee.ukAccountNumber),
    street: payee.address,
    zip: payee.zip,
    city: payee.city,
    reference,
    message: `Karat order ${order.orderNumber}`,
  };
}

/**
 * A payment batch (spec 02 §4 and §5 "Payment"; API.md Payments) on the locked orders: at least one order, no
 * order twice, every requested order found and still payable in this batch (else 409 and nothing
 * changes), then each order's line; the orders become paid by the payer now.
 */
export function decidePaymentBatch(
  requestedIds: readonly number[],
  orders: readonly PaymentOrderState[],
  batch: PaymentBatchKind,
  payerId: number,
  now: Date,
): Decided<PaymentBatchDecision> {
  const asked = requestedIdsError(requestedIds);
  if (asked) return asked;
  const byId = new Map(orders.map(order => [order.id, order]));
  const notPayable = requestedIds.filter(id => {
    const order = byId.get(id);
    return !order || !isPayable(order, batch);
  });
  if (notPayable.length > 0) return new DomainError(409, PAYMENT_MESSAGES.notPayable, 'NOT_PAYABLE', {orderIds: notPayable});
  const lines: PaymentLine[] = [];
  for (const id of requestedIds) {
    const line = decidePaymentLine(byId.get(id)!, batch);
    if (line instanceof DomainError) return line;
    lines.push(line);
  }
  return {...byOrderNumber(lines), change: {isPaid: true, payerId, payed: now}};
}

/** The asked orders of a batch or its preview: at least one, none twice. */
function requestedIdsError(requestedIds: readonly number[]): DomainError | undefined {
  if (requestedIds.length === 0) return new DomainError(422, PAYMENT_MESSAGES.noOrders);
  if (new Set(requestedIds).size !== requestedIds.length) return new DomainError(422, PAYMENT_MESSAGES.duplicateOrder);
  return undefined;
}

/** The lines in order-number order, and their sum (by cents, two decimals). */
function byOrderNumber(lines: PaymentLine[]): {lines: PaymentLine[]; total: string} {
  lines.sort((a, b) => a.orderNumber - b.orderNumber);
  return {lines, total: sumMoney(lines.map(line => line.amount))};
}

/** What `POST /payment-xml/generate/{finnish|sweden}` answers: what a batch of these orders would carry. */
export interface PaymentPreview {
  lines: PaymentLine[];
  /** Two decimals: the sum of the lines. */
  total: string;
  /** Why an asked order would not be in the batch (not payable, or its line refused), and what the payer should know. */
  warnings: {orderId: number; orderNumber?: number | null; message: string}[];
}

/**
 * The preview of a batch (the old system's generate endpoint, kept by name; never a file a bank
 * would execute): each asked order that is payable and whose line passes is a line; every other is
 * a warning with the reason, as is a payable order whose bank details changed since its first approval.
 */
export function decidePaymentPreview(
  requestedIds: readonly number[],
  orders: readonly (PaymentOrderState & {bankDetailsChangedAt?: Date | null})[],
  batch: PaymentBatchKind,
): Decided<PaymentPreview> {
  const asked = requestedIdsError(requestedIds);
  if (asked) return asked;
  const byId = new Map(orders.map(order => [order.id, order]));
  const lines: PaymentLine[] = [];
  const warnings: PaymentPreview['warnings'] = [];
  for (const id of requestedIds) {
    const order = byId.get(id);
    if (!order || !isPayable(order, batch)) {
      warnings.push({orderId: id, orderNumber: order?.orderNumber, message: PAYMENT_MESSAGES.notPayable});
      continue;
    }
    const line = decidePaymentLine(order, batch);
    if (line instanceof DomainError) warnings.push({orderId: id, orderNumber: order.orderNumber, message: line.message});
    else {
      lines.push(line);
      if (order.bankDetailsChangedAt) warnings.push({orderId: id, orderNumber: order.orderNumber, message: PAYEE_MESSAGES.bankDetailsChanged});
    }
  }
  return {...byOrderNumber(lines), warnings};
}

/** An order's reference as an RF creditor reference, or undefined when it cannot become one. */
function rfReferenceOf(referenceNumber: string): string | undefined {
  try {
    return rfReference(referenceNumber);
  } catch {
    return undefined;
  }
}

/** What the file commands read of a batch record. */
export interface PaymentFileRecordState {
  id?: number;
  firstDownloadedAt?: Date | null;
  firstDownloadedBy?: number | null;
  sentAt?: Date | null;
}

/**
 * A download of a batch's file: the first is recorded (who, when); a later one only when the payer
 * confirmed it (`again`), since a bank pays a file each time it is uploaded: otherwise 409 with when
 * and by whom it was first taken.
 */
export function decideDownload(
  file: PaymentFileRecordState,
  again: boolean,
  memberId: number,
  now: Date,
  firstBy: string,
  at: (date: Date) => string,
): Decided<{firstDownloadedAt: Date; firstDownloadedBy: number} | undefined> {
  if (!file.firstDownloadedAt) return {firstDownloadedAt: now, firstDownloadedBy: memberId};
  if (again) return undefined;
  return new DomainError(409, PAYMENT_MESSAGES.alreadyDownloaded(at(file.firstDownloadedAt), firstBy), 'ALREADY_DOWNLOADED', {
    firstDownloadedAt: file.firstDownloadedAt.toISOString(),
    firstDownloadedBy: file.firstDownloadedBy ?? null,
  });
}

/** The payer marks a downloaded file sent to the bank, once. */
export function decideMarkSent(file: PaymentFileRecordState, memberId: number, now: Date): Decided<{sentAt: Date; sentBy: number}> {
  if (file.sentAt) return new DomainError(409, PAYMENT_MESSAGES.alreadySent, 'ALREADY_SENT');
  if (!file.firstDownloadedAt) return new DomainError(409, PAYMENT_MESSAGES.notDownloaded, 'NOT_DOWNLOADED');
  return {sentAt: now, sentBy: memberId};
}

/** What registering a returned payment reads of the order. */
export interface ReturnedPaymentOrderState {
  isPaid?: boolean | null;
  paymentXmlId?: number | null;
  isComplete?: boolean | null;
}

/**
 * A payment the bank returned (closed account, wrong name): only a paid order in a batch, not yet
 * completed by the bursar, with a reason. The order is unpaid and out of its batch again, and its
 * approval is undone: it goes back to the teller, whose new approval (with corrected bank details)
 * makes it payable once more; the return record links the next batch to the returned one.
 */
export function decidePaymentReturn(
  order: ReturnedPaymentOrderState,
  reason: string | null | undefined,
): Decided<{returnedFrom: number; change: {isPaid: false; payerId: null; payed: null; paymentXmlId: null; isTellered: false; payee: null}}> {
  if (!reason || !reason.trim()) return new DomainError(422, PAYMENT_MESSAGES.returnReasonRequired);
  if (!order.isPaid || !order.paymentXmlId) return new DomainError(409, PAYMENT_MESSAGES.returnNotPaid, 'NOT_PAID');
  if (order.isComplete) return new DomainError(409, PAYMENT_MESSAGES.returnCompleted, 'COMPLETED');
  return {returnedFrom: order.paymentXmlId, change: {isPaid: false, payerId: null, payed: null, paymentXmlId: null, isTellered: false, payee: null}};
}
