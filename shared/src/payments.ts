// Payment batches (spec 02 §2 "Payer", §4, §5 and §8 "Payment", §9 "Business constants and limits"): the texts, the file names,
// money as text, the remittance trim and CSV cells. The server makes the files; the client shows the
// same totals from the same helpers.

import {z} from 'zod';
import {TEAMS, type Team} from './constants';
import {recordId, recordIds} from './contract';
import {csvCell} from './order-columns';

/** Spec 02 §8 "Payment", word for word. */
export const PAYMENT_MESSAGES = {
  ibanInvalid: '[PayerAction] IBAN is invalid',
  missingOffer: 'Missing offer',
  missingKeyInformation: 'Missing key information. client, client.iban, order.orderNumber or offer',
  missingGenerator: 'Missing generator',
  /** Spec 02 §5 "Payment": at least one order must be selected. */
  noOrders: 'Select at least one order',
  /** Spec 02 §5 "Payment": a team must be chosen for donation payments. */
  noTeam: 'Choose a team',
  /** An order that is no longer payable (paid meanwhile, declined, another country...): 409, nothing changes. */
  notPayable: 'Order is not payable',
  duplicateOrder: 'Order is already added to list',
  /** A second download of a bank file: the payer confirms it, knowing when and by whom it was first taken. */
  alreadyDownloaded: (at: string, by: string) =>
    `This file was already downloaded on ${at} by ${by}: a bank pays a file each time it is uploaded. Download it again?`,
  notDownloaded: 'Download the file before marking it sent to the bank',
  alreadySent: 'The file is already marked sent to the bank',
  /** Production with the demo accounts: no bank file is made from them. */
  accountsNotConfigured:
    "The company's bank accounts are not configured (PAYER_FINLAND_IBAN, PAYER_SWEDEN_IBAN...): no payment file is made from the demo accounts",
  demoAccounts: 'Payment files are made from DEMO bank accounts (not the company’s): set PAYER_FINLAND_* and PAYER_SWEDEN_* before paying anyone',
  returnReasonRequired: 'Reason is required',
  returnNotPaid: 'Order is not paid: only a paid order can have its payment returned',
  returnCompleted: 'Order is already completed by the bursar',
  fileFailedBankRules: 'The payment file did not pass the bank rules: nothing was paid',
} as const;

/** Where a batch's file is: made, downloaded (first download recorded), or marked sent to the bank by the payer. */
export type PaymentFileState = 'made' | 'downloaded' | 'sent';
export const PAYMENT_FILE_STATE_LABELS: Record<PaymentFileState, string> = {made: 'Made', downloaded: 'Downloaded', sent: 'Sent to bank'};
export const paymentFileState = (file: {firstDownloadedAt?: string | Date | null; sentAt?: string | Date | null}): PaymentFileState =>
  file.sentAt ? 'sent' : file.firstDownloadedAt ? 'downloaded' : 'made';

/** The countries a payer pays, and the generator of each (spec 02 §9 "Business constants and limits": Finland and Sweden XML, the UK CSV). */
export const PAYER_COUNTRIES = ['finland', 'sweden', 'uk'] as const;
export type PayerCountry = (typeof PAYER_COUNTRIES)[number];

/** The most orders one batch pays (a bank file of 1000 transactions is well within every bank's limit). */
export const MAX_BATCH_ORDERS = 1000;

/** POST /Payments (API.md Payments): a country's batch or a team's donations, of these orders. */
export const paymentRequestSchema = z.strictObject({
  country: z.enum(PAYER_COUNTRIES).optional(),
  donationTeam: z.enum(TEAMS).optional(),
  orderIds: recordIds(MAX_BATCH_ORDERS),
});
export type PaymentRequestForm = z.infer<typeof paymentRequestSchema>;

/** POST /payment-xml/generate/{finnish|sweden}: the orders a batch would pay. */
export const paymentPreviewSchema = z.strictObject({orderIds: recordIds(MAX_BATCH_ORDERS)});

/** POST /payer/returns: a payment the bank returned, and why. */
export const paymentReturnSchema = z.strictObject({orderId: recordId(), reason: z.string().min(1).max(1000)});
export type PaymentReturnForm = z.infer<typeof paymentReturnSchema>;

/** `POST /payment-xml/generate/{finnish|sweden}`: the generator's name in the path, and its country. */
export const XML_GENERATORS = {finnish: 'finland', sweden: 'sweden'} as const;

/** Spec 02 §9 "Business constants and limits": the payment XML's message is trimmed to 139 characters. */
export const REMITTANCE_MAX = 139;
/** EPC: the creditor's name at most 70 characters. */
export const CREDITOR_NAME_MAX = 70;

/** The message as the bank file carries it: spaces collapsed, at most 139 characters (code points, not halves of one). */
export function trimRemittance(message: string | null | undefined, max = REMITTANCE_MAX): string {
  const clean = (message ?? '').replace(/\s+/g, ' ').trim();
  return Array.from(clean).slice(0, max).join('').trim();
}

/** A name cut to at most `max` characters (code points), spaces collapsed. */
export function trimName(name: string | null | undefined, max = CREDITOR_NAME_MAX): string {
  return Array.from((name ?? '').replace(/\s+/g, ' ').trim())
    .slice(0, max)
    .join('')
    .trim();
}

/**
 * Money in whole cents from the text (or number) a numeric column holds, by its digits: no float
 * maths. Up to two decimals (trailing zeros beyond them are fine); anything else: undefined.
 */
export function moneyToCents(value: number | string | null | undefined): bigint | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) return undefined;
  const cents = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return sign ? -cents : cents;
}

/** A number's plain decimal digits (no exponent): 1e-7 -> "0.0000001". */
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
}

/** Whole cents as money text with two decimals: 12345n -> "123.45". */
export function centsText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The sum of amounts as money text, by cents ("0.00" for none; undefined amounts count as 0). */
export function sumMoney(values: readonly (number | string | null | undefined)[]): string {
  return centsText(values.reduce<bigint>((sum, value) => sum + (moneyToCents(value) ?? 0n), 0n));
}

/** Spec 02 §9 "Business constants and limits": upload dates are `YYYY-MM-DDTH-mm` in UTC (the hour without a leading zero). */
export function paymentTimestamp(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}T${at.getUTCHours()}-${pad(at.getUTCMinutes())}`;
}

/**
 * Spec 02 §9 "Business constants and limits": `payment`, the team (donations), the category (the country, or `donation`) and the
 * UTC timestamp, with .xml or .csv: payment-finland-2026-11-25T8-05.xml, payment-turku-donation-2026-11-25T14-30.csv.
 */
export function paymentFileName(options: {team?: string | null; category: string; at: Date; extension: 'xml' | 'csv'}): string {
  const parts = ['payment', ...(options.team ? [options.team] : []), options.category, paymentTimestamp(options.at)];
  return `${parts.join('-')}.${options.extension}`;
}

/** The storage folder of each kind of file (spec 02 §7 "Payment"). */
export const PAYMENT_FOLDERS = {xml: 'payment-xmls', csv: 'payment-csv'} as const;

/** What the payer's rules read of an order. */
export interface PayableOrderState {
  country?: string | null;
  team?: string | null;
  isTellered?: boolean | null;
  offerAccepted?: boolean | null;
  offeredDeclined?: boolean | null;
  isPaid?: boolean | null;
  isDonation?: boolean | null;
  isBoomerang?: boolean | null;
  closed?: boolean | null;
  returnToValuation?: boolean | null;
  /** The approval's payee snapshot: without one, nothing was approved for payment. */
  payee?: object | null;
}

/** A batch: a country's payments, or a team's donations. */
export type PaymentBatchKind = {country: PayerCountry} | {donationTeam: Team};

/**
 * Spec 02 §4 "Payment" and API.md Payments: tellered, offer accepted, not paid, not boomerang, not
 * declined; a country batch takes that country's orders that are not donations, a donation batch its
 * team's donations. A cancelled deal is never paid: a closed order (whatever the reason), one
 * returned to valuation, and one without an approval snapshot (re-opened, or its bank details
 * changed since) are not payable.
 */
export function isPayable(order: PayableOrderState, batch: PaymentBatchKind): boolean {
  if (!order.isTellered || !order.offerAccepted || order.isPaid || order.isBoomerang || order.offeredDeclined) return false;
  if (order.closed || order.returnToValuation || !order.payee) return false;
  if ('donationTeam' in batch) return Boolean(order.isDonation) && order.team === batch.donationTeam;
  return !order.isDonation && order.country === batch.country;
}

export const isTeam = (value: unknown): value is Team => (TEAMS as readonly unknown[]).includes(value);

/** The amount a batch pays for an order: EUR offer in Finland and for donations, sekOffer in Sweden, gbpOffer in the UK. */
export function paymentAmount(
  order: {offer?: number | string | null; sekOffer?: number | string | null; gbpOffer?: number | string | null},
  batch: PaymentBatchKind,
) {
  if ('donationTeam' in batch) return order.offer;
  if (batch.country === 'sweden') return order.sekOffer;
  if (batch.country === 'uk') return order.gbpOffer;
  return order.offer;
}

/**
 * A CSV file (RFC 4180: CRLF line ends, the header first), each cell by the order export's csvCell:
 * quoted when it holds a comma, quote or line break; a text starting with = + - @ gets a leading
 * apostrophe so a spreadsheet cannot run it as a formula.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | bigint | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map(row => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
