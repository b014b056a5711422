// The clock and language of every screen without luxon, for the screens that must load light (the
// receiver's scan history); lib/dates builds the luxon formats on them. No import of @karat/shared
// either: the bundler then puts this module in the chunk that carries luxon, and the receiver's first
// load went over its budget. clock.test.ts holds BUSINESS_TZ to shared's DEFAULT_BUSINESS_TZ.

/**
 * The one clock of every screen: lists, pickers and the scan history show the
 * business time zone, as the server computes "today" in it, whatever the browser's zone.
 */
export const BUSINESS_TZ = 'Europe/Helsinki';

/**
 * The UI language for dates: English with weeks starting on Monday and a 24-hour clock (British
 * English gives both). Passed explicitly, so the browser's own locale never shows through.
 */
export const UI_LOCALE = 'en-GB';

/** What a picker says of its clock: "Helsinki time" for Europe/Helsinki. */
export function zoneLabel(zone: string = BUSINESS_TZ): string {
  const city = zone.split('/').pop() ?? zone;
  return `${city.replace(/_/g, ' ')} time`;
}

const TIME = new Intl.DateTimeFormat(UI_LOCALE, {timeZone: BUSINESS_TZ, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23'});

/** A time of today as HH:mm:ss on the business clock (the scan history). */
export function formatTime(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date);
}
