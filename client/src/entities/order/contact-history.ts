// An order's earlier calls and SMS for the call forms, over the generated SDK.
import {everyAnswerOf} from '@/lib/query-keys';
import {attemptsLabel, type CallType} from '@karat/shared';
import {useQuery} from '@tanstack/react-query';
import {getContactHistoryOptions, getContactHistoryQueryKey} from '@/lib/sdk/@tanstack/react-query.gen';
import type {ContactHistory, ContactHistoryCall, ContactHistorySms} from '@/lib/sdk/types.gen';
import {formatWithRelative} from '@/lib/dates';
import {orderId} from './api';

export type {ContactHistory, ContactHistoryCall, ContactHistorySms};

/** A call's type, and the heading of its tries. */
export const CALL_TYPE_NAMES: Record<CallType, string> = {WELCOME_CALL: 'Welcome call', AFTER_CALL: 'After call', COLD_CALL: 'Cold call'};
export const CALL_TYPE_LABELS: Record<CallType, string> = {WELCOME_CALL: 'Welcome calls', AFTER_CALL: 'After calls', COLD_CALL: 'Cold calls'};

/** Every order's contact history (invalidate after a call or an SMS). */
export const contactHistoryKeys = {all: () => everyAnswerOf(getContactHistoryQueryKey)};

export function useContactHistory(id: string) {
  return useQuery(getContactHistoryOptions({path: {id: orderId(id)}}));
}

/** "2 calls, last 11.3.2026 12:05 (5 minutes ago)" or "No calls yet": the tries of one call type. */
export function triesText(tries: {attempts: number; lastTry?: string | null}): string {
  const attempts = attemptsLabel(tries.attempts);
  return tries.lastTry ? `${attempts}, last ${formatWithRelative(tries.lastTry)}` : attempts;
}

/** The call types in the order the form lists them: the form's own first. */
export function callTypesFirst(first: CallType): CallType[] {
  const all: CallType[] = ['WELCOME_CALL', 'AFTER_CALL', 'COLD_CALL'];
  return [first, ...all.filter(type => type !== first)];
}

/** SMS kinds as staff name them. */
export const SMS_KIND_LABELS: Record<string, string> = {
  returnCode: 'Return code',
  arrived: 'Package arrived',
  tellerNoAnswer: 'Teller: no answer',
  other: 'Other',
};
export const SMS_STATUS_LABELS: Record<string, string> = {queued: 'Queued', sent: 'Sent', failed: 'Failed'};
