import {DateTime} from 'luxon';
import {DEFAULT_BUSINESS_TZ} from './dates';

/** Business constants of spec 01 §9 "Business constants and limits". */
export const CALL_RULES = {
  /** Orders older than this (days since creation) are cold cases; call lists take only younger ones. */
  coldCaseDays: 45,
  /** The after-call list takes orders whose due date is more than this many days past. */
  afterCallOverdueDays: 7,
  /** New orders (and the replacement after a new security bag): welcome call and due date. */
  welcomeCallInDays: 4,
  dueDateInDays: 16,
} as const;

export const WELCOME_CALL_EVENTS = ['done', 'doesNotAnswer', 'callAgain'] as const;
export const AFTER_CALL_EVENTS = ['newDueDate', 'invoicePaid', 'hasNotArrived', 'wantsANewSecurityBag', 'doesNotAnswer'] as const;
export const COLD_CALL_EVENTS = ['doesNotAnswer', 'close'] as const;
export const CALL_EVENTS = {
  WELCOME_CALL: WELCOME_CALL_EVENTS,
  AFTER_CALL: AFTER_CALL_EVENTS,
  COLD_CALL: COLD_CALL_EVENTS,
} as const;

export const COLD_CALL_CLOSE_REASON = 'Closed by cold call';

/** Call events that close the order (the call forms ask once before sending them). */
export const CLOSING_CALL_EVENTS: readonly string[] = ['invoicePaid', 'hasNotArrived', 'wantsANewSecurityBag', 'close'];

const zoned = (now: Date, zone: string) => DateTime.fromJSDate(now, {zone});

/** Defaults of a new order: welcome call in 4 days, due in 16. */
export function newOrderDates(now: Date) {
  const t = DateTime.fromJSDate(now);
  return {
    welcomeCall: t.plus({days: CALL_RULES.welcomeCallInDays}).toJSDate(),
    dueDate: t.plus({days: CALL_RULES.dueDateInDays}).toJSDate(),
  };
}

/** Welcome-call list: welcome call due by the end of today, order created within the last 45 days. */
export function welcomeCallWindow(now: Date, zone = DEFAULT_BUSINESS_TZ) {
  return {
    dueBy: zoned(now, zone).endOf('day').toJSDate(),
    createdAfter: DateTime.fromJSDate(now).minus({days: CALL_RULES.coldCaseDays}).toJSDate(),
  };
}

/** After-call list: due date more than 7 days past, order created within the last 45 days. */
export function afterCallWindow(now: Date) {
  const t = DateTime.fromJSDate(now);
  return {
    dueBefore: t.minus({days: CALL_RULES.afterCallOverdueDays}).toJSDate(),
    createdAfter: t.minus({days: CALL_RULES.coldCaseDays}).toJSDate(),
  };
}

/** Cold cases: created more than 45 days ago. */
export function coldCaseBefore(now: Date): Date {
  return DateTime.fromJSDate(now).minus({days: CALL_RULES.coldCaseDays}).toJSDate();
}

/** A cold case, as the cold-case lists take it: open, not received, created more than 45 days ago. */
export function isColdCase(order: {closed?: boolean | null; isReceived?: boolean | null; createdAt?: Date | string | null}, now: Date): boolean {
  if (order.closed || order.isReceived || !order.createdAt) return false;
  return new Date(order.createdAt).getTime() < coldCaseBefore(now).getTime();
}

/** Today and this month in the business time zone, as UTC instants [start, end). */
export function todayAndMonth(now: Date, zone = DEFAULT_BUSINESS_TZ) {
  const t = zoned(now, zone);
  return {
    today: {start: t.startOf('day').toJSDate(), end: t.startOf('day').plus({days: 1}).toJSDate()},
    month: {start: t.startOf('month').toJSDate(), end: t.startOf('month').plus({months: 1}).toJSDate()},
  };
}

/** The managers' default range: from the start of today to the end of this week (Sunday). */
export function todayToEndOfWeek(now: Date, zone = DEFAULT_BUSINESS_TZ) {
  const t = zoned(now, zone);
  return {start: t.startOf('day').toJSDate(), end: t.endOf('week').toJSDate()};
}
