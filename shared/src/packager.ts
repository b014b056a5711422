import {DateTime} from 'luxon';
import {z} from 'zod';
import {isValidPostalCode} from './address';
import {clientContactSchema} from './client.schema';
import {DEFAULT_BUSINESS_TZ} from './dates';
import type {Language} from './constants';
import {zipNotOfCountryMessage} from './messages';

/**
 * The packager's four queues (spec 02 §2 "Packager"): the route's language slug (finnish,
 * finland-swedish, swedish, uk) and the orders' language it hands out.
 */
export const PACKAGER_LANGUAGES = [
  {slug: 'finnish', language: 'finnish', label: 'Finnish'},
  {slug: 'finland-swedish', language: 'finland-swedish', label: 'Finland-Swedish'},
  {slug: 'swedish', language: 'swedish', label: 'Swedish'},
  {slug: 'uk', language: 'uk-english', label: 'UK'},
] as const satisfies readonly {slug: string; language: Language; label: string}[];

export type PackagerSlug = (typeof PACKAGER_LANGUAGES)[number]['slug'];

/**
 * The orders' language of a route slug; the language's own name is accepted too (uk-english), so an
 * outside client may send either. Undefined for anything else.
 */
export function packagerLanguage(slugOrLanguage: string | null | undefined): Language | undefined {
  return PACKAGER_LANGUAGES.find(entry => entry.slug === slugOrLanguage || entry.language === slugOrLanguage)?.language;
}

/** The route slug of an orders' language (uk-english: uk). */
export function packagerSlug(language: string | null | undefined): PackagerSlug | undefined {
  return PACKAGER_LANGUAGES.find(entry => entry.language === language || entry.slug === language)?.slug;
}

export const PACKAGER = {
  /**
   * An order claimed by a packager longer ago than this returns to the queue (a
   * packager idle 30 minutes). Every packager action on the order (add bar code, correct the
   * client) renews the claim.
   */
  claimMinutes: 30,
  /** Spec 02 §9 "Business constants and limits": packager stats refresh every 60 seconds. */
  statsRefreshMs: 60_000,
  /** The history page: today and the last 7 days. */
  historyDays: 7,
} as const;

/** The start of the claims still held at `now`: older ones are abandoned. */
export const packagerClaimCutoff = (now: Date) => new Date(now.getTime() - PACKAGER.claimMinutes * 60_000);

export const PACKAGER_HISTORY_PERIODS = ['today', 'week'] as const;
export type PackagerHistoryPeriod = (typeof PACKAGER_HISTORY_PERIODS)[number];

/** Where the packager's history starts: today's start, or that of 7 days before today (business time zone). */
export function packagerHistorySince(now: Date, period: PackagerHistoryPeriod, zone = DEFAULT_BUSINESS_TZ): Date {
  const today = DateTime.fromJSDate(now, {zone}).startOf('day');
  return (period === 'week' ? today.minus({days: PACKAGER.historyDays}) : today).toJSDate();
}

/** The packager's texts: spec 02 §8 "Packager" and the queue's own rules (one order in hand, the claim's timeout, the UK flow). */
export const PACKAGER_MESSAGES = {
  operationStarted: 'Operation started',
  printCarrierLabelFailed: (message: string) => `Print carrier label failed: ${message}`,
  printInvoiceFailed: (message: string) => `Print invoice failed: ${message}`,
  updatingPackage: 'Updating package information...',
  findingNewPackage: 'Finding new package...',
  fetchOrderError: 'There was an error fetching the order. Please try again or contact support if the problem persists.',
  missingClientPopulation: 'Missing client population',
  findPackageMissingUserId: 'Find package missing user id',
  invalidPackageNumber: 'Invalid package number.',
  noMoreOrders: 'No more orders',
  noBarcode: 'No barcode',
  updatingClient: 'Updating client...',
  sending: 'Sending...',
  // server rules
  alreadyPackaged: 'Order is already packaged',
  notRegistered: 'The shipment of this order is not registered',
  noBarCode: 'The order has no bar code: add one first',
  hasBarCode: 'The order already has a bar code',
  inAnotherPackager: 'Another packager is packing this order',
  notInYourPackager: 'This order is not in your packager: find the next order again',
  barCodeInUse: (orderNumber: number | string) => `Bar code is already used by open order ${orderNumber}`,
} as const;

/**
 * The client fields a packager may correct: the name and postal address the
 * carrier label and the invoice print. Not the country or language (they decide the market and
 * the queue), not the phone, email, birth year or gender (the buyer's), never bank details (teller
 * or admin).
 */
export const CLIENT_POSTAL_FIELDS = ['firstName', 'lastName', 'address', 'zip', 'city'] as const;
export type ClientPostalField = (typeof CLIENT_POSTAL_FIELDS)[number];

/** The client form's rules on the postal fields, all required; nothing else may be sent. */
export const clientPostalFieldsSchema = clientContactSchema().pick({firstName: true, lastName: true, address: true, zip: true, city: true}).strict();

/**
 * The packager's client correction: the client form's rules on the postal fields (all required),
 * and the zip must fit the client's country (POSTAL_CODE_PATTERNS), so the label can be posted.
 */
export function clientPostalSchema(country: string | null | undefined) {
  return clientPostalFieldsSchema.superRefine((value, ctx) => {
    if (country && value.zip && !isValidPostalCode(country, value.zip))
      ctx.addIssue({code: 'custom', path: ['zip'], message: zipNotOfCountryMessage(value.zip, country)});
  });
}
export type ClientPostalForm = z.infer<ReturnType<typeof clientPostalSchema>>;
