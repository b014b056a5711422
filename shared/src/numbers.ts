import type {Country} from './constants';

// Numbers as staff type them: "31,5" and "31.5" are the same number, and nothing
// is ever read as something else ("31,5" never becomes 315, "1.234,5" is refused, not guessed).

/**
 * The number a person typed: digits with at most one decimal separator, comma or point, an optional
 * leading minus, spaces (also thin and no-break spaces) allowed between digit groups. Undefined for
 * anything else, including an empty field, so the form can say what is wrong.
 */
export function parseDecimal(text: string): number | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return undefined;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : undefined;
}

export type Currency = 'EUR' | 'SEK' | 'GBP';

/** The currency each market pays in. */
export const MARKET_CURRENCY: Record<Country, Currency> = {finland: 'EUR', sweden: 'SEK', uk: 'GBP'};

/** Each currency as people who pay in it write it. */
const CURRENCY_LOCALE: Record<Currency, string> = {EUR: 'fi-FI', SEK: 'sv-SE', GBP: 'en-GB'};
const MARKET_LOCALE: Record<Country, string> = {finland: 'fi-FI', sweden: 'sv-SE', uk: 'en-GB'};

const numeric = (value: number | string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;

/** An amount in a currency, as people there write it: 1 234,50 €, 1 234,50 kr, £1,234.50; empty for none. */
export function formatMoney(amount: number | string | null | undefined, currency: Currency): string {
  const value = numeric(amount);
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(CURRENCY_LOCALE[currency], {style: 'currency', currency}).format(value);
}

/**
 * An amount as a money field shows it for editing, with the decimal separator of those who pay in
 * the currency and no grouping, so it reads back with parseDecimal: "1234,50" in euros and kronor,
 * "1234.50" in pounds; empty for none.
 */
export function moneyInput(amount: number | string | null | undefined, currency: Currency): string {
  const value = numeric(amount);
  if (!Number.isFinite(value)) return '';
  const text = value.toFixed(2);
  return currency === 'GBP' ? text : text.replace('.', ',');
}

/**
 * An order's offer as the spec shows prices: in euros, followed by the SEK offer for Sweden and the
 * GBP offer for the UK when there is one ("1 234,50 € / 12 345,00 kr").
 */
export function formatOffer(order: {
  country?: string | null;
  offer?: number | string | null;
  sekOffer?: number | string | null;
  gbpOffer?: number | string | null;
}): string {
  const local = order.country === 'sweden' ? formatMoney(order.sekOffer, 'SEK') : order.country === 'uk' ? formatMoney(order.gbpOffer, 'GBP') : '';
  return [formatMoney(order.offer, 'EUR'), local].filter(Boolean).join(' / ');
}

/** A weight in grams with its unit, up to two decimals: "31,5 g" in Finland and Sweden, "31.5 g" in the UK. */
export function formatGrams(grams: number | string | null | undefined, country: Country = 'finland'): string {
  const value = numeric(grams);
  if (!Number.isFinite(value)) return '';
  return `${new Intl.NumberFormat(MARKET_LOCALE[country], {maximumFractionDigits: 2}).format(value)} g`;
}
