import {DateTime} from 'luxon';

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
