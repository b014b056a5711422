import {DateTime} from 'luxon';

export const DEFAULT_BUSINESS_TZ = 'Europe/Helsinki';

/** Dates show as D.M.Y HH:mm (spec 01 §9 "Business constants and limits"); inputs pad day and month so they type at fixed width. */
export const DATE_TIME_DISPLAY_FORMAT = 'd.M.yyyy HH:mm';
export const DATE_TIME_INPUT_FORMAT = 'dd.MM.yyyy HH:mm';

/** Date-time pickers move in 15-minute steps (spec 01 §5 "Date picker"). */
export const DATE_PICKER_STEP_MINUTES = 15;

export interface DateRange {
  min: DateTime;
  max: DateTime;
}

/**
 * Bounds of the date-time field: by default from the start of yesterday to 60 days ahead;
 * a screen may widen the past (admin order edit: 2 years back) or the future.
 */
export function datePickerRange(now: DateTime, options: {daysBack?: number; yearsBack?: number; daysAhead?: number} = {}): DateRange {
  const {daysBack = 1, yearsBack, daysAhead = 60} = options;
  const min = yearsBack !== undefined ? now.minus({years: yearsBack}) : now.minus({days: daysBack});
  return {min: min.startOf('day'), max: now.plus({days: daysAhead}).endOf('day')};
}

/** Start of "today" in the business time zone, as a UTC instant. */
export function startOfBusinessDay(now: Date, zone = DEFAULT_BUSINESS_TZ): Date {
  return DateTime.fromJSDate(now, {zone}).startOf('day').toJSDate();
}

/** Display format D.M.Y HH:mm in the business time zone. */
export function formatDateTime(value: Date | string | null | undefined, zone = DEFAULT_BUSINESS_TZ): string {
  if (!value) return '';
  const dt = typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value);
  return dt.isValid ? dt.setZone(zone).toFormat(DATE_TIME_DISPLAY_FORMAT) : '';
}

/**
 * The dates the API reads from text (list filters, periods): ISO 8601 only, a date (2026-02-28) or
 * a date and time (2026-02-28T10:00, with seconds, a fraction, Z or an offset). JavaScript's Date
 * reads far more ('Feb 30', '2026/02/30') and rolls an impossible day over into the next month
 * (2026-02-30 is March 2), so a filter would silently ask for another day than the one written.
 */
const ISO_DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

export const DATE_TEXT_MESSAGES = {
  notIso: 'must be an ISO 8601 date such as 2026-02-28 or 2026-02-28T10:00:00Z',
  notReal: 'is not a real date',
} as const;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * Why a date text is refused (one of DATE_TEXT_MESSAGES, to follow the field's name), or undefined
 * for a real ISO 8601 date of the years 1 to 9999: the day must exist in its month (29 February
 * only in a leap year), the time within the day (no 24:00, no leap second), an offset within ±23:59.
 */
export function dateTextProblem(text: string): string | undefined {
  const match = ISO_DATE_TEXT.exec(text);
  if (!match) return DATE_TEXT_MESSAGES.notIso;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map(part => (part === undefined ? undefined : Number(part)));
  const real =
    year! >= 1 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth(year!, month!) &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours < 24 &&
    offsetMinutes < 60;
  if (!real || Number.isNaN(new Date(text).getTime())) return DATE_TEXT_MESSAGES.notReal;
  return undefined;
}

/** The instant of a date text that dateTextProblem accepts; undefined for any other. */
export function parseDateText(text: string): Date | undefined {
  return dateTextProblem(text) === undefined ? new Date(text) : undefined;
}
