import {MESSAGES, type CallType} from '@karat/shared';
import type {DateTime} from 'luxon';

/** Display names of the call events (spec 01 §4 "Welcome call events", "After call events", "Cold call events"), one spelling for every call form. */
export const CALL_EVENT_LABELS: Record<string, string> = {
  done: 'Done',
  doesNotAnswer: 'Does not answer',
  callAgain: 'Call again',
  newDueDate: 'New due date',
  invoicePaid: 'Invoice paid',
  hasNotArrived: 'Has not arrived',
  wantsANewSecurityBag: 'Wants a new security bag',
  close: 'Close',
};

export const callEventLabel = (event: string) => CALL_EVENT_LABELS[event] ?? event;

/** What the call form holds. */
export interface CallFormValues {
  event: string;
  message: string;
  /** Only for the after call's newDueDate. */
  dueDate: DateTime | null;
}

export interface CallPayload {
  type: CallType;
  event: string;
  message?: string;
  dueDate?: string;
}

export const DUE_DATE_REQUIRED = 'Due date is required';

/**
 * Form values -> POST /Orders/{id}/calls body, or the message to show instead of calling:
 * an event is required ('Please choose event'); newDueDate needs the date.
 */
export function callPayload(type: CallType, values: CallFormValues): {payload: CallPayload; error?: undefined} | {error: string; payload?: undefined} {
  if (!values.event) return {error: MESSAGES.chooseEvent};
  const payload: CallPayload = {type, event: values.event};
  const message = values.message.trim();
  if (message) payload.message = message;
  if (values.event === 'newDueDate') {
    const iso = values.dueDate?.isValid ? values.dueDate.toUTC().toISO() : null;
    if (!iso) return {error: DUE_DATE_REQUIRED};
    payload.dueDate = iso;
  }
  return {payload};
}
