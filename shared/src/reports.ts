import {DateTime} from 'luxon';
import {z} from 'zod';
import {TEAMS} from './constants';
import {DEFAULT_BUSINESS_TZ} from './dates';
import type {FigureDefinition} from './report-figures';

// The admin's reports (spec 02 §2 "Reports", §3 "Reports", §9): valuated orders and accepted offers
// over a period, per user (the order's caller) and in total. A buyer sees the same two reports of
// their own orders. Each figure's definition is written here and next to its query.

/** Spec 02 §9: a report's dates reach this many years back. */
export const REPORT_YEARS_BACK = 5;

export const REPORT_MESSAGES = {
  startRequired: 'Start is required',
  endRequired: 'End is required',
  tooOld: `Dates cannot be earlier than ${REPORT_YEARS_BACK} years ago`,
  endBeforeStart: 'End must be after start',
} as const;

/** Spec 02 §9: the default period, from the start of the day a week ago to the end of today (business days). */
export function defaultReportPeriod(now: Date, zone = DEFAULT_BUSINESS_TZ): {start: Date; end: Date} {
  const today = DateTime.fromJSDate(now, {zone});
  return {start: today.startOf('day').minus({days: 7}).toJSDate(), end: today.endOf('day').toJSDate()};
}

/** What is wrong with a report's period, in the report's words, if anything. */
export function reportPeriodError(start: Date, end: Date, now: Date): string | undefined {
  const floor = DateTime.fromJSDate(now).minus({years: REPORT_YEARS_BACK}).toJSDate();
  if (start < floor) return REPORT_MESSAGES.tooOld;
  if (end < start) return REPORT_MESSAGES.endBeforeStart;
  return undefined;
}

const instant = (required: string) => z.iso.datetime({offset: true, error: required}).max(40);

/** POST /order/reports/valuated-orders and /accepted-offers: the period and, optionally, one team. */
export const reportRequestSchema = z.strictObject({
  start: instant(REPORT_MESSAGES.startRequired),
  end: instant(REPORT_MESSAGES.endRequired),
  team: z.enum(TEAMS).nullable().optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** The valuated-orders report's figures per user and in total (spec 02 §3: auCount, totalCount, outCount, out2WCount, cancelledCount). */
export const VALUATED_ORDER_FIGURES = [
  {key: 'totalCount', label: 'Valued', counts: 'Orders valued in the period (by valuation date).'},
  {key: 'auCount', label: 'Gold in', counts: 'Orders valued in the period with gold in them (gold weight above 0).'},
  {key: 'outCount', label: 'Out', counts: 'Orders created in the period (security bags sent out), closed ones too.'},
  {
    key: 'out2WCount',
    label: 'Out 2 weeks earlier',
    counts: 'Orders created in the same period two weeks earlier: the bags that could have come back by now.',
  },
  {key: 'cancelledCount', label: 'Cancelled', counts: 'Orders closed in the period (by close date).'},
  {key: 'auInPercent', label: 'Gold in % of valued', counts: 'Gold in divided by valued.'},
  {key: 'auInOut2WPercent', label: 'Gold in % of out 2 weeks earlier', counts: 'Gold in divided by out 2 weeks earlier.'},
] as const satisfies readonly FigureDefinition[];

export interface ValuatedCounts {
  auCount: number;
  totalCount: number;
  outCount: number;
  out2WCount: number;
  cancelledCount: number;
}

/** A share in percent with one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/** Spec 02 §9: the two gold-in percentages of a row of counts. */
export function withPercentages<R extends ValuatedCounts>(row: R): R & {auInPercent: number | null; auInOut2WPercent: number | null} {
  return {...row, auInPercent: percentOf(row.auCount, row.totalCount), auInOut2WPercent: percentOf(row.auCount, row.out2WCount)};
}

/** The total row of per-user counts. */
export function sumCounts(rows: readonly ValuatedCounts[]): ValuatedCounts {
  const total: ValuatedCounts = {auCount: 0, totalCount: 0, outCount: 0, out2WCount: 0, cancelledCount: 0};
  for (const row of rows) for (const key of Object.keys(total) as (keyof ValuatedCounts)[]) total[key] += row[key];
  return total;
}

/**
 * A material's fineness (0.000 to 1.000) read from its name where the name says it: "0,585" or
 * "0.585", a millesimal "Gold 585" / "Silver 925", or a karat "14K" / "18 kt" (k/24). Null when it
 * does not; the admin then types it.
 */
export function finenessFromName(name: string): number | null {
  const decimal = /(?<!\d)0[.,](\d{3})(?!\d)/.exec(name);
  if (decimal) return Number(decimal[1]) / 1000;
  const millesimal = /(?<![\d.,])([1-9]\d{2})(?!\d)/.exec(name);
  if (millesimal) return Number(millesimal[1]) / 1000;
  const karat = /(?<!\d)([1-9]|1\d|2[0-4]) ?(?:k|kt|ct|karat|carat)(?![a-z])/i.exec(name);
  if (karat) return Math.round((Number(karat[1]) / 24) * 1000) / 1000;
  return null;
}

/** A fineness as stored: 0 to 1 with at most three decimals. */
export const finenessSchema = z
  .number({error: 'Fineness must be a number'})
  .min(0, 'Fineness must be between 0.000 and 1.000')
  .max(1, 'Fineness must be between 0.000 and 1.000')
  .refine(value => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-9, 'Fineness has at most three decimals (e.g. 0.585)');

/**
 * Spec 02 §9: net weight is the gross weight times the fineness (the material's, or the typed factor
 * of custom gold), in grams to two decimals; null when the fineness is not known.
 */
export function netWeight(grossGrams: number, fineness: number | null | undefined): number | null {
  if (fineness === null || fineness === undefined) return null;
  return Math.round(grossGrams * fineness * 100) / 100;
}

/** The accepted-offers report's figures (spec 02 §3: materials, gross, net, productCounts, users, totalOffer). */
export const ACCEPTED_OFFER_MATERIAL_FIGURES = [
  {key: 'grossWeight', label: 'Gross (g)', counts: 'Weight of the products kept in the accepted deals, in grams.'},
  {key: 'netWeight', label: 'Net (g)', counts: "Gross weight times the material's fineness (custom gold: its typed factor)."},
  {key: 'productCount', label: 'Products', counts: 'Product lines kept in the accepted deals.'},
] as const satisfies readonly FigureDefinition[];

export const ACCEPTED_OFFER_USER_FIGURES = [
  {key: 'dealCount', label: 'Deals', counts: 'Offers accepted in the period (by the teller’s approval date).'},
  {key: 'totalOffer', label: 'Total offer (€)', counts: 'Sum of the accepted offers in euros.'},
  {key: 'totalSekOffer', label: 'Total offer (SEK)', counts: 'Sum of the Swedish deals’ offers in kronor.'},
  {key: 'totalGbpOffer', label: 'Total offer (£)', counts: 'Sum of the UK deals’ offers in pounds.'},
] as const satisfies readonly FigureDefinition[];
