// Which accounts a payment file may pay (../shared/data/PAYMENTS.md "ISO 20022"): SEPA's reach and
// the one rule an order's IBAN meets before it is paid.
import {normalizeIban} from './iban';

/** The European Economic Area: the EU's 27 and Iceland, Liechtenstein, Norway (IBAN country codes). */
export const EEA_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
] as const;

/**
 * SEPA countries outside the EEA: the UK, Switzerland, Monaco, San Marino, the Vatican, Andorra
 * and the Crown dependencies. A payment to them needs the creditor's BIC and the debtor's full
 * address. (The EPC's scope list grows: check it before adding a country here.)
 */
export const NON_EEA_SEPA_COUNTRIES = ['GB', 'CH', 'MC', 'SM', 'VA', 'AD', 'GG', 'JE', 'IM'] as const;

export const SEPA_COUNTRIES: readonly string[] = [...EEA_COUNTRIES, ...NON_EEA_SEPA_COUNTRIES];

const EEA = new Set<string>(EEA_COUNTRIES);
const SEPA = new Set<string>(SEPA_COUNTRIES);

export const isEeaCountry = (code: string) => EEA.has(code.toUpperCase());
export const isSepaCountry = (code: string) => SEPA.has(code.toUpperCase());

/** The country letters of an IBAN (spaces and case as typed): 'fi21 1234...' -> 'FI'. */
export const ibanCountry = (iban: string | null | undefined) => normalizeIban(iban ?? '').slice(0, 2);

export const SEPA_MESSAGES = {
  swedishAccountOnly: 'A Swedish order is paid to a Swedish account (SE IBAN) only',
  notEeaSepa: "This IBAN's country is not in the euro payments area the Finnish file pays (EEA SEPA countries only)",
} as const;

/**
 * Whether an order's IBAN can be paid by its country's file; undefined when it can (or when there
 * is no IBAN: its own rule asks for one). The IBAN's check digits are checked elsewhere.
 * - Sweden: the SEK file is a domestic payment; SEK to an account abroad is an international
 *   payment the file does not make, so SE IBANs only.
 * - Finland: the EUR SEPA file takes the EEA's SEPA countries only. Decision: the non-EEA SEPA
 *   countries (GB, CH, MC, SM, VA, AD, GG, JE, IM) are refused, because paying them needs the
 *   creditor's BIC and the debtor's full address in the file, which the file does not carry; the
 *   seller gives an EEA account instead.
 * - The UK (CSV by sort code and account) and donations have no IBAN rule here.
 */
export function ibanPaymentProblem(orderCountry: string | null | undefined, iban: string | null | undefined): string | undefined {
  const country = ibanCountry(iban);
  if (!country) return undefined;
  if (orderCountry === 'sweden') return country === 'SE' ? undefined : SEPA_MESSAGES.swedishAccountOnly;
  if (orderCountry === 'finland') return isEeaCountry(country) ? undefined : SEPA_MESSAGES.notEeaSepa;
  return undefined;
}
