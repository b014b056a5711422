import {
  managerPeriodProblem,
  MESSAGES,
  todayToEndOfWeek,
  transferCancelledMessage,
  transferredMessage,
  transferSchema as transferRequestSchema,
  type ManagerPeriodProblem,
} from '@karat/shared';
import {DateTime} from 'luxon';
import {z} from 'zod';

/** Transfer types the manager chooses from (spec 01 §4 "Call transfer"). */
export const TRANSFER_TYPES = ['WELCOME_CALL', 'AFTER_CALL'] as const;
export const CALL_TYPE_LABELS: Record<string, string> = {WELCOME_CALL: 'Welcome call', AFTER_CALL: 'After call', COLD_CALL: 'Cold call'};

/** Manager dates: from the start of today to the end of this week (spec 01 §9 "Business constants and limits"). */
export function defaultRange(now = new Date()): {startDate: DateTime; endDate: DateTime} {
  const {start, end} = todayToEndOfWeek(now);
  return {startDate: DateTime.fromJSDate(start), endDate: DateTime.fromJSDate(end)};
}

/** The default range as the lists' URL holds it (ISO instants). */
export function defaultRangeFilters(now = new Date()): {startDate: string; endDate: string} {
  const {start, end} = todayToEndOfWeek(now);
  return {startDate: start.toISOString(), endDate: end.toISOString()};
}

/** A range of the URL back in the date fields (an unreadable one is empty). */
export function rangeValues(filters: {startDate: string; endDate: string}): RangeValues {
  const read = (text: string) => {
    const value = DateTime.fromISO(text);
    return value.isValid ? value : null;
  };
  return {startDate: read(filters.startDate), endDate: read(filters.endDate)};
}

const iso = (value: DateTime | null) => (value?.isValid ? (value.toUTC().toISO() ?? undefined) : undefined);
const callerOf = (value: string) => (value ? Number(value) : undefined);

const requiredDate = (label: string) => z.string({error: `${label} is required`}).min(1, `${label} is required`);
const requiredCaller = z.number({error: 'Caller is required'}).int().positive('Caller is required');
/** Where and in which words the forms show shared's manager date rule (the server checks the same). */
const PERIOD_PROBLEMS: Record<ManagerPeriodProblem, {path: string[]; message: string}> = {
  tooOld: {path: ['startDate'], message: MESSAGES.managerDatesTooOld},
  endBeforeStart: {path: ['endDate'], message: 'End date must be after start date'},
};
const managerPeriod = (value: {startDate: string; endDate: string}, ctx: z.RefinementCtx) => {
  const problem = managerPeriodProblem(new Date(value.startDate), new Date(value.endDate), new Date());
  if (problem) ctx.addIssue({code: 'custom', ...PERIOD_PROBLEMS[problem]});
};

export interface RangeValues {
  startDate: DateTime | null;
  endDate: DateTime | null;
}

// Transfer search: startDate, endDate, type and callerId required (spec 01 §5 "Call transfer and manager forms").
export interface TransferSearchValues extends RangeValues {
  type: string;
  callerId: string;
}
export const transferSearchSchema = z
  .object({
    startDate: requiredDate('Start date'),
    endDate: requiredDate('End date'),
    type: z.enum(TRANSFER_TYPES, {error: 'Type is required'}),
    callerId: requiredCaller,
  })
  .superRefine(managerPeriod);
export const transferSearchPayload = (v: TransferSearchValues) => ({
  startDate: iso(v.startDate),
  endDate: iso(v.endDate),
  type: v.type || undefined,
  callerId: callerOf(v.callerId),
});

// Transfer: newCallerId and isPermanent required.
export interface TransferValues {
  newCallerId: string;
  /** 'permanent' | 'temporary' | '' */
  mode: string;
}
/** The transfer body's own fields (POST /Orders/transfer): the chosen orders come from the list. */
export const transferSchema = transferRequestSchema.pick({newCallerId: true, isPermanent: true});
export const transferPayload = (v: TransferValues) => ({
  newCallerId: callerOf(v.newCallerId),
  isPermanent: v.mode === 'permanent' ? true : v.mode === 'temporary' ? false : undefined,
});

// Cancel-transfer search: callerId required.
export const cancelSearchSchema = z.object({callerId: requiredCaller});
export const cancelSearchPayload = (v: {callerId: string}) => ({callerId: callerOf(v.callerId)});

// Manager report: startDate, endDate and callerId required.
export interface ReportValues extends RangeValues {
  callerId: string;
}
export const reportSchema = z
  .object({startDate: requiredDate('Start date'), endDate: requiredDate('End date'), callerId: requiredCaller})
  .superRefine(managerPeriod);
export const reportPayload = (v: ReportValues) => ({startDate: iso(v.startDate), endDate: iso(v.endDate), callerId: callerOf(v.callerId)});

// Call lists: no validation; an empty date falls back to the default range, the caller is optional.
export interface CallListValues extends RangeValues {
  callerId: string;
}
export function callListSearch(v: CallListValues, now = new Date()) {
  const fallback = defaultRange(now);
  return {
    startDate: iso(v.startDate) ?? iso(fallback.startDate)!,
    endDate: iso(v.endDate) ?? iso(fallback.endDate)!,
    callerId: callerOf(v.callerId),
  };
}

/** `{n} order(s) have been transferred` (spec 01 §8, the error catalogue's text, pluralised). */
export const transferredNotice = (count: number | undefined) => transferredMessage(count ?? 0);
/** A cancel says it cancelled. */
export const transferCancelledNotice = (count: number | undefined) => transferCancelledMessage(count ?? 0);
