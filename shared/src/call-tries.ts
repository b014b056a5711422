import {LIMITS, type CallType} from './constants';
import {MESSAGES} from './messages';

/**
 * Per call type, the order's fields that count its logged calls (attempts) and hold the time of the
 * last one (last try). The database keeps them from the call logs (server migration 012); no form
 * or edit writes them.
 */
export const CALL_TRY_FIELDS = {
  WELCOME_CALL: {attempts: 'welcomeCallAttempts', lastTry: 'welcomeCallLastTry'},
  AFTER_CALL: {attempts: 'afterCallAttempts', lastTry: 'afterCallLastTry'},
  COLD_CALL: {attempts: 'coldCallAttempts', lastTry: 'coldCallLastTry'},
} as const satisfies Record<CallType, {attempts: string; lastTry: string}>;

/** All six, for the lists of server-owned order fields. */
export const ORDER_CALL_TRY_FIELDS = Object.values(CALL_TRY_FIELDS).flatMap(f => [f.attempts, f.lastTry]);

/** "No calls yet", "1 call", "3 calls": an order's attempts of one call type. */
export function attemptsLabel(attempts: number): string {
  if (attempts <= 0) return 'No calls yet';
  return attempts === 1 ? '1 call' : `${attempts} calls`;
}

/**
 * The bound of calls on one order in one business day (LIMITS.callsPerOrderPerDay): the message
 * once `callsToday` (the calls already logged today) has reached it, else undefined.
 */
export function callLimitProblem(callsToday: number): string | undefined {
  return callsToday >= LIMITS.callsPerOrderPerDay ? MESSAGES.callsPerOrderPerDay : undefined;
}

/** The tries of a list of try times (ISO texts, as the teller's tries are kept) made since `since`. */
export function triesSince(tries: readonly string[] | null | undefined, since: Date): number {
  return (tries ?? []).filter(stamp => new Date(stamp).getTime() >= since.getTime()).length;
}
