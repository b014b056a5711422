import {DEFAULT_BUSINESS_TZ, formatDateTime} from '@karat/shared';
import {DateTime, Settings, type WeekSettings} from 'luxon';

/**
 * The one clock of every screen (issue 14 item 10): lists, pickers and the scan history show the
 * business time zone, as the server computes "today" in it, whatever the browser's zone.
 */
export const BUSINESS_TZ = DEFAULT_BUSINESS_TZ;

/**
 * The UI language for dates: English with weeks starting on Monday and a 24-hour clock (British
 * English gives both). Passed explicitly, so the browser's own locale never shows through.
 */
export const UI_LOCALE = 'en-GB';

/** Monday first, ISO week numbers: what the pickers' calendars use, in any browser locale. */
const WEEK_SETTINGS: WeekSettings = {firstDay: 1, minimalDays: 4, weekend: [6, 7]};

/** Luxon's defaults for anything formatted without an explicit locale (called once at start). */
export function configureDates() {
  Settings.defaultLocale = UI_LOCALE;
  Settings.defaultWeekSettings = WEEK_SETTINGS;
}

/** What a picker says of its clock: "Helsinki time" for Europe/Helsinki. */
export function zoneLabel(zone: string = BUSINESS_TZ): string {
  const city = zone.split('/').pop() ?? zone;
  return `${city.replace(/_/g, ' ')} time`;
}

const toDateTime = (value: Date | string) => (typeof value === 'string' ? DateTime.fromISO(value) : DateTime.fromJSDate(value));

/** "3 hours ago", "in 2 days": in the UI language, never the browser's. */
export function relativeTime(value: Date | string | null | undefined, now: DateTime = DateTime.now()): string {
  if (!value) return '';
  const dt = toDateTime(value);
  return dt.isValid ? (dt.toRelative({base: now, locale: UI_LOCALE}) ?? '') : '';
}

/** Spec 01 §9: D.M.Y HH:mm with the relative time, e.g. "3.2.2025 14:05 (2 days ago)". */
export function formatWithRelative(value: Date | string | null | undefined, now: DateTime = DateTime.now()): string {
  const text = formatDateTime(value, BUSINESS_TZ);
  if (!text) return text;
  return `${text} (${relativeTime(value, now)})`;
}

/** A time of today as HH:mm:ss on the business clock (the scan history). */
export function formatTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const dt = toDateTime(value);
  return dt.isValid ? dt.setZone(BUSINESS_TZ).toFormat('HH:mm:ss') : '';
}

/** The picker's "now": the business zone's, so its bounds (yesterday, +60 days) are its days. */
export const businessNow = () => DateTime.now().setZone(BUSINESS_TZ);

export {formatDateTime};
