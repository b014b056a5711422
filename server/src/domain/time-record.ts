import {
  formatHours,
  TIME_RECORD_KIND_LABELS,
  TIME_RECORD_MESSAGES,
  timeRecordChangeable,
  timeRecordDateProblem,
  timeRecordKind,
  timeRecordTotals,
  toCsv,
  type TimeRecordForm,
  type TimeRecordTotals,
} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';

// Time recording (docs/decisions/time-recording.md): a member records, edits and removes their own
// days, one record a day, within a year back and up to today (a paid day off up to 31 days ahead).

/** A record as the commands decide on it. */
export interface TimeRecordState {
  id?: number;
  userId: number;
  date: string;
  hours?: number;
  sickLeave?: boolean;
  paidDayOff?: boolean;
}

/** What a create or an edit writes: the form as parsed, and when. */
export interface TimeRecordRow {
  date: string;
  hours: number;
  sickLeave: boolean;
  paidDayOff: boolean;
  updatedAt: Date;
}

/**
 * Another member's record answers as one that does not exist (404 'Time record not found'): a 403
 * would tell that the id is a record, and whose days are recorded, by trying ids.
 */
export function ownTimeRecord<R extends {userId: number}>(record: R | undefined, memberId: number): Decided<R> {
  return record && record.userId === memberId ? record : new DomainError(404, TIME_RECORD_MESSAGES.notFound);
}

/** The day a form asks for, within the days it may have today (422 with shared's text). */
function dateError(form: TimeRecordForm, today: string): DomainError | undefined {
  const problem = timeRecordDateProblem(form, today);
  return problem ? new DomainError(422, problem, 'DATE_OUT_OF_RANGE') : undefined;
}

/** One record a member a day: a second one of the same day is refused (409), the first is to be edited. */
const dayTakenError = () => new DomainError(409, TIME_RECORD_MESSAGES.dayTaken, 'DAY_TAKEN');

const rowOf = (form: TimeRecordForm, now: Date): TimeRecordRow => ({
  date: form.date,
  hours: form.hours,
  sickLeave: form.sickLeave,
  paidDayOff: form.paidDayOff,
  updatedAt: now,
});

/** A new record: its day within the bounds and not recorded yet (`sameDay`: the member's record of that day, if any). */
export function decideTimeRecordCreate(form: TimeRecordForm, sameDay: {id: number} | undefined, today: string, now: Date): Decided<TimeRecordRow> {
  return dateError(form, today) ?? (sameDay ? dayTakenError() : rowOf(form, now));
}

/** A record's day may still be changed or removed: not more than a year back (422). */
function changeableError(record: TimeRecordState, today: string): DomainError | undefined {
  return timeRecordChangeable(record.date, today) ? undefined : new DomainError(422, TIME_RECORD_MESSAGES.recordTooOld, 'RECORD_TOO_OLD');
}

/**
 * An edit: the record still changeable, the new day within the bounds and no other record's
 * (`sameDay`: the member's record of the form's day, if any). Undefined when it changes nothing,
 * which writes nothing.
 */
export function decideTimeRecordEdit(
  record: TimeRecordState,
  form: TimeRecordForm,
  sameDay: {id: number} | undefined,
  today: string,
  now: Date,
): Decided<TimeRecordRow | undefined> {
  const refused = changeableError(record, today) ?? dateError(form, today) ?? (sameDay && sameDay.id !== record.id ? dayTakenError() : undefined);
  if (refused) return refused;
  const same =
    record.date === form.date &&
    Number(record.hours ?? 0) === form.hours &&
    Boolean(record.sickLeave) === form.sickLeave &&
    Boolean(record.paidDayOff) === form.paidDayOff;
  return same ? undefined : rowOf(form, now);
}

/** A removal: the record still changeable. */
export const timeRecordDeleteError = (record: TimeRecordState, today: string) => changeableError(record, today);

/** A record of the admin's CSV: the record and its member's name. */
export interface TimeRecordCsvRow extends TimeRecordState {
  memberName: string;
}

export const TIME_RECORD_CSV_HEADER = ['Member', 'Date', 'Kind', 'Hours', 'Sick days', 'Paid days off'] as const;

const totalRow = (name: string, totals: TimeRecordTotals) => [name, '', 'Total', formatHours(totals.hours), totals.sickDays, totals.paidDaysOff];

/**
 * The month's CSV: a row a record (its hours, and 1 in the sick or paid column of such a day), each
 * member's records followed by the member's total row, and a last total of everyone, so every
 * column adds up. `records` come by member, then day. Names are cells of toCsv (quoted, formulas
 * guarded), as in the payment files.
 */
export function timeRecordCsv(records: readonly TimeRecordCsvRow[]): string {
  const rows: (string | number)[][] = [];
  let own: TimeRecordCsvRow[] = [];
  const closeMember = () => {
    if (own.length) rows.push(totalRow(own[0].memberName, timeRecordTotals(own)));
    own = [];
  };
  for (const record of records) {
    if (own.length && own[0].userId !== record.userId) closeMember();
    own.push(record);
    const kind = timeRecordKind(record);
    rows.push([
      record.memberName,
      record.date,
      kind ? TIME_RECORD_KIND_LABELS[kind] : '',
      formatHours(Number(record.hours ?? 0)),
      Number(record.sickLeave === true),
      Number(record.paidDayOff === true),
    ]);
  }
  closeMember();
  rows.push(totalRow('All members', timeRecordTotals(records)));
  return toCsv(TIME_RECORD_CSV_HEADER, rows);
}
