// Banking days of the Finnish and Swedish files' ReqdExctnDt (../shared/data/PAYMENTS.md: a date on a
// weekend or bank holiday is executed the next banking day or refused, bank by bank).
import {DateTime} from 'luxon';

export type BankingCountry = 'finland' | 'sweden';

/** Dates as YYYY-MM-DD, computed on UTC midnights so no time zone or DST shifts a day. */
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Easter Sunday by the anonymous Gregorian algorithm (Meeus/Jones/Butcher), YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(utc(year, month, day));
}

/** Midsummer Eve in Finland and Sweden: the Friday between 19 and 25 June. */
function midsummerEve(year: number): Date {
  const june19 = utc(year, 6, 19);
  return addDays(june19, (5 - june19.getUTCDay() + 7) % 7);
}

/**
 * The weekdays banks do not execute payments (weekends aside), YYYY-MM-DD, in date order.
 * Finland (Finance Finland's list; it holds TARGET2's New Year, Good Friday, Easter Monday, 1 May,
 * 25 and 26 December): New Year, Epiphany, Good Friday, Easter Monday, 1 May, Ascension, Midsummer
 * Eve, Independence Day, Christmas Eve, Christmas Day, Boxing Day.
 * Sweden (bankhelgdagar): New Year, Epiphany, Good Friday, Easter Monday, 1 May, Ascension,
 * National Day, Midsummer Eve, Christmas Eve, Christmas Day, Boxing Day, New Year's Eve.
 */
export function bankHolidays(country: BankingCountry, year: number): string[] {
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  const days = [
    utc(year, 1, 1),
    utc(year, 1, 6),
    addDays(easter, -2),
    addDays(easter, 1),
    utc(year, 5, 1),
    addDays(easter, 39),
    midsummerEve(year),
    utc(year, 12, 24),
    utc(year, 12, 25),
    utc(year, 12, 26),
  ];
  if (country === 'finland') days.push(utc(year, 12, 6));
  else days.push(utc(year, 6, 6), utc(year, 12, 31));
  return days.map(isoDate).sort();
}

const holidayCache = new Map<string, Set<string>>();
function holidaySet(country: BankingCountry, year: number): Set<string> {
  const key = `${country}-${year}`;
  let set = holidayCache.get(key);
  if (!set) holidayCache.set(key, (set = new Set(bankHolidays(country, year))));
  return set;
}

/** Whether a YYYY-MM-DD date is a banking day: not Saturday, Sunday or a bank holiday. */
export function isBankingDay(country: BankingCountry, date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || isoDate(day) !== date) return false;
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaySet(country, day.getUTCFullYear()).has(date);
}

/**
 * The execution date of a file made at `from`: today in the business time zone `tz` when it is a
 * banking day, else the next banking day. YYYY-MM-DD.
 */
export function nextBankingDay(country: BankingCountry, from: Date, tz: string): string {
  const today = DateTime.fromJSDate(from, {zone: tz});
  if (!today.isValid) throw new Error(`Not a time zone or date: ${tz}, ${String(from)}`);
  let day = new Date(`${today.toISODate()}T00:00:00Z`);
  while (!isBankingDay(country, isoDate(day))) day = addDays(day, 1);
  return isoDate(day);
}
