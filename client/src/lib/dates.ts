import {formatDateTime} from '@karat/shared';
import {DateTime, Settings, type WeekSettings} from 'luxon';
import {BUSINESS_TZ, UI_LOCALE} from './clock';

export {BUSINESS_TZ, formatTime, UI_LOCALE, zoneLabel} from './clock';

/** Monday first, ISO week numbers: what the pickers' calendars use, in any browser locale. */
const WEEK_SETTINGS: WeekSettings = {firstDay: 1, minimalDays: 4, weekend: [6, 7]};

/**
 * Luxon's defaults for anything formatted without an explicit locale. The date picker calls it when
 * it loads (luxon stays out of the screens that show no picker, such as the receiver).
 */
export function configureDates() {
  Settings.defaultLocale = UI_LOCALE;
  Settings.defaultWeekSettings = WEEK_SETTINGS;
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

/** The picker's "now": the business zone's, so its bounds (yesterday, +60 days) are its days. */
export const businessNow = () => DateTime.now().setZone(BUSINESS_TZ);

export {formatDateTime};
