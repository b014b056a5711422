import {DateTime} from 'luxon';
import {z} from 'zod';

// The seller's identity on a Swedish purchase (law 1999:271, ../shared/data/PAYMENTS.md): the
// personal identity number (personnummer) with its Luhn digit, and how the identity was checked.

export const IDENTITY_MESSAGES = {
  personalIdentityNumberRequired: 'A Swedish purchase needs the seller’s personal identity number',
  personalIdentityNumberInvalid: 'Personal identity number is not valid (YYYYMMDD-NNNN with its check digit)',
  identityCheckRequired: 'A Swedish purchase needs how the seller’s identity was checked',
  documentNumberRequired: 'The document’s number is required for this identity check',
} as const;

/** How the teller checked who the seller is. BankID needs no document number. */
export const IDENTITY_CHECK_METHODS = ['passport', 'national-id', 'driving-licence', 'bankid'] as const;
export type IdentityCheckMethod = (typeof IDENTITY_CHECK_METHODS)[number];
export const IDENTITY_CHECK_LABELS: Record<IdentityCheckMethod, string> = {
  passport: 'Passport',
  'national-id': 'National ID card',
  'driving-licence': 'Driving licence',
  bankid: 'BankID',
};

/** The Luhn check digit of the digits (the personnummer's over YYMMDDNNN). */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export interface ParsedPersonnummer {
  /** As stored: YYYYMMDD-NNNN (twelve digits, the century written out). */
  normalized: string;
  dateOfBirth: string;
}

/**
 * A personnummer as people write it: YYYYMMDD-NNNN, YYYYMMDDNNNN, YYMMDD-NNNN (under 100) or
 * YYMMDD+NNNN (100 or older). The date must be a real date (a samordningsnummer's day + 60 is taken
 * as its day) and the Luhn digit must match. Undefined for anything else. `today` (YYYY-MM-DD)
 * settles the century of a ten-digit number.
 */
export function parsePersonnummer(text: string, today: string): ParsedPersonnummer | undefined {
  const compact = text.trim().replace(/\s/g, '');
  const match = /^(\d{2})?(\d{2})(\d{2})(\d{2})([-+]?)(\d{3})(\d)$/.exec(compact);
  if (!match) return undefined;
  const [, century, yy, mm, dd, sign, serial, check] = match;
  if (luhnDigit(`${yy}${mm}${dd}${serial}`) !== Number(check)) return undefined;
  const thisYear = Number(today.slice(0, 4));
  let year: number;
  if (century) year = Number(`${century}${yy}`);
  else {
    year = Math.floor(thisYear / 100) * 100 + Number(yy);
    if (year > thisYear) year -= 100;
    if (sign === '+') year -= 100;
  }
  const day = Number(dd) > 60 ? Number(dd) - 60 : Number(dd);
  const dateOfBirth = `${year}-${mm}-${String(day).padStart(2, '0')}`;
  if (!DateTime.fromISO(dateOfBirth, {zone: 'utc'}).isValid || dateOfBirth > today) return undefined;
  return {normalized: `${year}${mm}${dd}-${serial}${check}`, dateOfBirth};
}

/** What anyone but the teller, the admin and the bursar sees of a personnummer: the date, not the rest. */
export function maskPersonalIdentityNumber(value: string | null | undefined): string {
  if (!value) return '';
  return value.length >= 8 ? `${value.slice(0, 8)}-****` : '****';
}

/** The approval's identityCheck: the method, and the document's number for a passport, ID card or licence. */
export const identityCheckSchema = z
  .strictObject({
    method: z.enum(IDENTITY_CHECK_METHODS, {error: IDENTITY_MESSAGES.identityCheckRequired}),
    documentNumber: z.string().trim().max(64).nullable().optional(),
  })
  .superRefine((check, ctx) => {
    if (check.method !== 'bankid' && !check.documentNumber)
      ctx.addIssue({code: 'custom', path: ['documentNumber'], message: IDENTITY_MESSAGES.documentNumberRequired});
  });
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

/** Swedish goods are held this long after receipt before they are handed on or melted (1999:271). */
export const HOLD_MONTHS = 1;

/** The end of a Swedish purchase's hold: one calendar month after receipt, in Swedish time. */
export function holdUntil(receivedDate: Date, zone = 'Europe/Stockholm'): Date {
  return DateTime.fromJSDate(receivedDate, {zone}).plus({months: HOLD_MONTHS}).toJSDate();
}

/** The ISO week (Monday to Sunday, Swedish time) as instants [start, end). Undefined for a week the year does not have. */
export function isoWeekRange(year: number, week: number, zone = 'Europe/Stockholm'): {start: Date; end: Date} | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(week) || year < 2000 || year > 2100 || week < 1) return undefined;
  const start = DateTime.fromObject({weekYear: year, weekNumber: week, weekday: 1}, {zone});
  if (!start.isValid || week > start.weeksInWeekYear) return undefined;
  return {start: start.toJSDate(), end: start.plus({weeks: 1}).toJSDate()};
}

/** The ISO week a moment falls in (Swedish time), newest first for the `count` weeks up to it. */
export function lastIsoWeeks(now: Date, count: number, zone = 'Europe/Stockholm'): {year: number; week: number}[] {
  const today = DateTime.fromJSDate(now, {zone});
  return Array.from({length: count}, (_, i) => {
    const day = today.minus({weeks: i});
    return {year: day.weekYear, week: day.weekNumber};
  });
}
