import {DateTime} from 'luxon';
import {MESSAGES} from './messages';

export const DEFAULT_BUSINESS_TZ = 'Europe/Helsinki';

/** Dates show as D.M.Y HH:mm (spec 01 §9); inputs pad day and month so they type at fixed width. */
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

/** The call-centre manager's dates (transfer search, lists, report) reach this many years back (spec 01 §5 "Date picker"). */
export const MANAGER_YEARS_BACK = 2;

/**
 * What is wrong with a manager's period, if anything: a date more than MANAGER_YEARS_BACK years
 * before now, or an end before the start. The date pickers keep to it; the server checks it again.
 */
export function managerPeriodError(from: Date, to: Date, now: Date): string | undefined {
  const floor = new Date(now);
  floor.setFullYear(floor.getFullYear() - MANAGER_YEARS_BACK);
  if (from < floor) return MESSAGES.managerDatesTooOld;
  if (to < from) return MESSAGES.managerEndBeforeStart;
  return undefined;
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
