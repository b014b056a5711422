import {z} from 'zod';
import {COUNTRIES, type Country} from './constants';

/**
 * The bursar (spec 01 §2 "Bursar", §4 "Bursar processing", §5 "Bursar bar code search", §7 "Order queries", §8, the error catalogue): the
 * texts, the scan's checks in the spec's order and the return rule, one copy for the client's page and the server's command.
 */
export const BURSAR_MESSAGES = {
  cannotFindOrder: 'Cannot find order',
  notPaid: 'Order is not paid',
  notTellered: 'Order is not handled by teller',
  wrongCountry: (country: string) => `Order's country is: ${country}.`,
  shouldMakeReturn: 'You should make return',
  confirmReturns: 'Please make sure you have made returns correctly!',
  alreadyComplete: 'Order is already completed',
  alreadyClosed: 'Order is already closed',
  unknownCountry: 'Unknown country',
} as const;

/** The bursar's countries: the URL's {country} (finland, sweden, uk), with the menu's labels. */
export const BURSAR_COUNTRY_LABELS: Record<Country, string> = {finland: 'Finnish', sweden: 'Swedish', uk: 'UK'};

export const isBursarCountry = (value: string | undefined | null): value is Country => (COUNTRIES as readonly string[]).includes(value ?? '');

/** What the bursar's rules read of an order. */
export interface BursarOrderState {
  country?: string | null;
  isTellered?: boolean | null;
  isPaid?: boolean | null;
  isDonation?: boolean | null;
  offeredDeclined?: boolean | null;
  offerAccepted?: boolean | null;
  ignobleReturn?: boolean | null;
  closed?: boolean | null;
  isComplete?: boolean | null;
  products?: readonly unknown[] | null;
}

/** Ready for the bursar by the payment: paid, a donation, or a declined offer ('Order is not paid' otherwise). */
export const isSettledForBursar = (order: BursarOrderState): boolean => Boolean(order.isPaid || order.isDonation || order.offeredDeclined);

/**
 * The bar-code search's checks in the spec's order (spec 01 §5 "Bursar bar code search"): found, paid (or donation or
 * declined), tellered, of the route's country. Answers the text of the first that fails.
 */
export function bursarScanProblem(order: BursarOrderState | undefined | null, country: string): string | undefined {
  if (!order) return BURSAR_MESSAGES.cannotFindOrder;
  if (!isSettledForBursar(order)) return BURSAR_MESSAGES.notPaid;
  if (!order.isTellered) return BURSAR_MESSAGES.notTellered;
  if (order.country !== country) return BURSAR_MESSAGES.wrongCountry(order.country ?? '');
  return undefined;
}

/** A product out of the deal goes back to the client; a line the teller never marked (no inDeal) counts as out, as the teller's insurance rule reads it. */
export const isProductOutOfDeal = (product: unknown): boolean => !(product && typeof product === 'object' && (product as {inDeal?: unknown}).inDeal === true);

/**
 * The return rule (spec 01 §5 "Bursar bar code search"): a return is owed when any product is out of the deal or the
 * ignoble return applies; then 'I made return' must be ticked ('You should make return').
 */
export const isReturnOwed = (order: BursarOrderState): boolean => Boolean(order.ignobleReturn) || (order.products ?? []).some(isProductOutOfDeal);

/** The text refusing a completion without the tick a return needs, or undefined. */
export const bursarReturnProblem = (order: BursarOrderState, isBursarReturnMade: boolean): string | undefined =>
  isReturnOwed(order) && !isBursarReturnMade ? BURSAR_MESSAGES.shouldMakeReturn : undefined;

/**
 * The confirm prompt 'Please make sure you have made returns correctly!' shows unless nothing is
 * returned and the offer is accepted (a declined offer or a donation is asked about too).
 */
export const needsReturnConfirmation = (order: BursarOrderState): boolean => isReturnOwed(order) || !order.offerAccepted;

/** POST /bursar/{country}/scan: the scanned bar code. */
export const bursarScanSchema = z.strictObject({barCode: z.string().max(100)});

/** POST /Orders/{id}/bursar (API.md): the bursar's comment (blank: none) and 'I made return'. */
export const bursarCompleteSchema = z.strictObject({
  bursarComment: z.string().max(10_000).nullable().optional(),
  isBursarReturnMade: z.boolean().optional(),
});
export type BursarCompleteForm = z.infer<typeof bursarCompleteSchema>;
