import {DateTime} from 'luxon';
import {z} from 'zod';
import {dateTextProblem, DEFAULT_BUSINESS_TZ} from './dates';

// Time recording (spec 02 §2 "Time recording", §3 "Time tracking form": userId, hours, sickLeave,
// paidDayOff). The old system's form saved nothing and the spec shows no rule; these are the rules
// the form and the server share (docs/decisions/time-recording.md).

/** What a day was: hours worked, sick leave or a paid day off, exactly one of them. */
export const TIME_RECORD_KINDS = ['worked', 'sickLeave', 'paidDayOff'] as const;
export type TimeRecordKind = (typeof TIME_RECORD_KINDS)[number];
export const TIME_RECORD_KIND_LABELS: Record<TimeRecordKind, string> = {worked: 'Worked', sickLeave: 'Sick leave', paidDayOff: 'Paid day off'};

export const TIME_RECORD_RULES = {
  maxHours: 24,
  /** Hours go in quarter hours: what a time sheet is kept in. */
  hourStep: 0.25,
  /** A day may be recorded, changed or removed up to a year back: corrections, not rewriting old payrolls. */
  yearsBack: 1,
  /** A paid day off may be recorded up to 31 days ahead (a planned holiday); worked hours and sick leave only up to today. */
  daysAhead: 31,
  /** A list's page: a whole month of one member's days fits on one. */
  pageSize: 50,
  maxPageSize: 100,
} as const;

export const TIME_RECORD_MESSAGES = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a calendar day such as 2026-11-27',
  dateTooOld: 'Date must be within the last year',
  dateTooFar: `A paid day off can be recorded at most ${TIME_RECORD_RULES.daysAhead} days ahead`,
  dateInFuture: 'Hours worked and sick leave can be recorded up to today only',
  recordTooOld: 'A record more than a year old can no longer be changed',
  hoursNumber: 'Hours must be a number',
  hoursRange: `Hours must be between 0 and ${TIME_RECORD_RULES.maxHours}`,
  hoursStep: 'Hours must be in quarter hours (0.25, 0.5, 0.75)',
  noKind: 'Enter the hours worked, or choose sick leave or paid day off',
  twoKinds: 'A day is hours worked, sick leave or a paid day off: only one of them',
  dayTaken: 'There is already a record for this day: edit that one',
  notFound: 'Time record not found',
  noneFound: 'No days recorded in this month',
  fetchFailed: 'Failed to fetch time records',
  deleted: 'Record deleted',
} as const;

/** A calendar day as the API and the date input write it: 2026-11-27. */
const calendarDay = z
  .string({error: TIME_RECORD_MESSAGES.dateRequired})
  .min(1, {error: TIME_RECORD_MESSAGES.dateRequired, abort: true})
  .max(10, {error: TIME_RECORD_MESSAGES.dateInvalid, abort: true})
  .regex(/^\d{4}-\d{2}-\d{2}$/, {error: TIME_RECORD_MESSAGES.dateInvalid, abort: true})
  .refine(text => dateTextProblem(text) === undefined, TIME_RECORD_MESSAGES.dateInvalid);

const hours = z
  .number({error: TIME_RECORD_MESSAGES.hoursNumber})
  .min(0, TIME_RECORD_MESSAGES.hoursRange)
  .max(TIME_RECORD_RULES.maxHours, TIME_RECORD_MESSAGES.hoursRange)
  .multipleOf(TIME_RECORD_RULES.hourStep, TIME_RECORD_MESSAGES.hoursStep);

interface DayFields {
  hours: number;
  sickLeave: boolean;
  paidDayOff: boolean;
}

/** The day's kind: worked when it has hours, else sick leave or a paid day off; undefined for none or more than one. */
export function timeRecordKind(
  record: Partial<{hours: number | string | null; sickLeave: boolean | null; paidDayOff: boolean | null}>,
): TimeRecordKind | undefined {
  const kinds = [Number(record.hours ?? 0) > 0 && 'worked', record.sickLeave === true && 'sickLeave', record.paidDayOff === true && 'paidDayOff'].filter(
    (kind): kind is TimeRecordKind => kind !== false,
  );
  return kinds.length === 1 ? kinds[0] : undefined;
}

/** Exactly one kind a day: hours worked (more than 0), sick leave or a paid day off. */
function oneKind(day: DayFields, ctx: z.RefinementCtx) {
  const count = Number(day.hours > 0) + Number(day.sickLeave) + Number(day.paidDayOff);
  if (count === 0) ctx.addIssue({code: 'custom', path: ['hours'], message: TIME_RECORD_MESSAGES.noKind});
  if (count > 1) ctx.addIssue({code: 'custom', path: ['hours'], message: TIME_RECORD_MESSAGES.twoKinds});
}

/**
 * The body of a member's own record (create and edit) and the form's rules: the day, its hours
 * (0 to 24 in quarter hours; 0 on a day of sick leave or paid day off) and the two flags. The
 * member is the signed-in one, never a field. How far back and ahead a day may be depends on
 * today: timeRecordSchemaFor adds it for the form, the server checks it with its own clock.
 */
export const timeRecordSchema = z
  .object({
    date: calendarDay,
    hours: hours.default(0),
    sickLeave: z.boolean().default(false),
    paidDayOff: z.boolean().default(false),
  })
  .superRefine(oneKind);
export type TimeRecordForm = z.infer<typeof timeRecordSchema>;

const isoDay = (text: string) => DateTime.fromISO(text, {zone: 'UTC'});

/** Today's calendar day in the business time zone: the day people record. */
export function businessDate(now: Date, zone = DEFAULT_BUSINESS_TZ): string {
  return DateTime.fromJSDate(now, {zone}).toISODate()!;
}

/** The days a record of this kind may have, from `today`: a year back, and up to today (31 days ahead for a paid day off). */
export function timeRecordDateRange(today: string, kind: TimeRecordKind | undefined): {min: string; max: string} {
  const day = isoDay(today);
  return {
    min: day.minus({years: TIME_RECORD_RULES.yearsBack}).toISODate()!,
    max: kind === 'paidDayOff' ? day.plus({days: TIME_RECORD_RULES.daysAhead}).toISODate()! : today,
  };
}

/** Why this day cannot be recorded today (TIME_RECORD_MESSAGES), or undefined. */
export function timeRecordDateProblem(form: Pick<TimeRecordForm, 'date'> & Partial<DayFields>, today: string): string | undefined {
  if (dateTextProblem(form.date) !== undefined) return undefined;
  const kind = timeRecordKind(form);
  const {min, max} = timeRecordDateRange(today, kind);
  if (form.date < min) return TIME_RECORD_MESSAGES.dateTooOld;
  if (form.date > max) return kind === 'paidDayOff' ? TIME_RECORD_MESSAGES.dateTooFar : TIME_RECORD_MESSAGES.dateInFuture;
  return undefined;
}

/** Whether a recorded day may still be changed or removed: not more than a year back. */
export const timeRecordChangeable = (date: string, today: string) => date >= timeRecordDateRange(today, undefined).min;

/** The form's schema on `today`: the body's rules and how far back and ahead the day may be. */
export function timeRecordSchemaFor(today: string) {
  return timeRecordSchema.superRefine((form, ctx) => {
    const problem = timeRecordDateProblem(form, today);
    if (problem) ctx.addIssue({code: 'custom', path: ['date'], message: problem});
  });
}

/** A month as the lists and the URL name it: 2026-11. */
export const MONTH_PATTERN = '^[1-9][0-9]{3}-(0[1-9]|1[0-2])$';
export const isMonth = (text: string) => new RegExp(MONTH_PATTERN).test(text);

/** The month of a day (2026-11-27 is 2026-11). */
export const monthOf = (date: string) => date.slice(0, 7);

/** A month's days as a half-open range of calendar days: from its first to the next month's first. */
export function monthDays(month: string): {first: string; next: string} {
  const first = isoDay(`${month}-01`);
  return {first: first.toISODate()!, next: first.plus({months: 1}).toISODate()!};
}

/** The month `delta` months from this one (the list's previous and next buttons). */
export const shiftMonth = (month: string, delta: number) => isoDay(`${month}-01`).plus({months: delta}).toFormat('yyyy-MM');

/** 'November 2026'. */
export const monthLabel = (month: string) => isoDay(`${month}-01`).setLocale('en-GB').toFormat('LLLL yyyy');

/** A calendar day as the screens show it, with its weekday: 'Fri 20.11.2026'. */
export const formatDay = (date: string) => isoDay(date).setLocale('en-GB').toFormat('ccc d.M.yyyy');

/** A number of hours as the screens and the CSV write it: 7.5, 37.75, 0. */
export const formatHours = (value: number) => String(Math.round(value * 100) / 100);

export interface TimeRecordTotals {
  /** Hours worked. */
  hours: number;
  sickDays: number;
  paidDaysOff: number;
  /** Days recorded. */
  days: number;
}

type CountedRecord = Partial<{hours: number | string | null; sickLeave: boolean | null; paidDayOff: boolean | null}>;

export const NO_TIME_RECORD_TOTALS: TimeRecordTotals = {hours: 0, sickDays: 0, paidDaysOff: 0, days: 0};

/** The totals of some days (a member's month): hours worked, days of sick leave, paid days off, days recorded. */
export function timeRecordTotals(records: readonly CountedRecord[]): TimeRecordTotals {
  return records.reduce<TimeRecordTotals>(
    (total, record) => ({
      hours: total.hours + Number(record.hours ?? 0),
      sickDays: total.sickDays + Number(record.sickLeave === true),
      paidDaysOff: total.paidDaysOff + Number(record.paidDayOff === true),
      days: total.days + 1,
    }),
    NO_TIME_RECORD_TOTALS,
  );
}

/** The totals of each member's days, in the order the members first appear. */
export function timeRecordTotalsByMember<R extends CountedRecord & {userId: number}>(records: readonly R[]): {userId: number; totals: TimeRecordTotals}[] {
  const byMember = new Map<number, R[]>();
  for (const record of records) {
    const own = byMember.get(record.userId);
    if (own) own.push(record);
    else byMember.set(record.userId, [record]);
  }
  return [...byMember].map(([userId, own]) => ({userId, totals: timeRecordTotals(own)}));
}
