import {CALL_EVENTS, CALL_TYPES, callLimitProblem, COLD_CALL_CLOSE_REASON, MESSAGES, newOrderDates, type CallType} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import {hiddenOrderError, isColdCaseByAge, ownOrderError} from './order-access';
import {orderFollowsClient, type NewOrderClient} from './new-order';
import type {Actor, OrderChange, OrderState} from './order';

export const DUE_DATE_REQUIRED = 'Due date is required';
export const unknownCallType = (type: unknown) => `Unknown call type: ${type}`;

/** Close reasons written by after-call events. */
export const AFTER_CALL_CLOSE_REASONS: Record<string, string> = {
  invoicePaid: 'Invoice paid',
  hasNotArrived: 'Has not arrived',
  wantsANewSecurityBag: 'Wants a new security bag',
};

export interface CallInput {
  type: string;
  event?: string;
  message?: string;
  dueDate?: string;
}

/** A call event as the rules take it: a known type, one of its events, and the due date it needs. */
export interface CallRequest {
  type: CallType;
  event: string;
  message: string | null;
  dueDate?: Date;
}

/** The call log entry every event writes. */
export interface CallLogEntry {
  type: CallType;
  event: string;
  message: string | null;
  memberId: number;
  orderId?: number;
  createdAt: Date;
}

/** The order a new security bag starts: same client, caller and address, new welcome call and due dates. */
export type ReplacementOrder = OrderChange & {createdAt: Date; updatedAt: Date};

export interface CallDecision {
  action: string;
  change: OrderChange;
  callLog: CallLogEntry;
  replacement?: ReplacementOrder;
  notices: string[];
}

export function parseCallInput(input: CallInput): Decided<CallRequest> {
  if (!(CALL_TYPES as readonly string[]).includes(input.type)) return new DomainError(422, unknownCallType(input.type));
  const type = input.type as CallType;
  if (!input.event || !(CALL_EVENTS[type] as readonly string[]).includes(input.event)) return new DomainError(422, MESSAGES.chooseEvent);
  let dueDate: Date | undefined;
  if (input.event === 'newDueDate') {
    dueDate = input.dueDate ? new Date(input.dueDate) : undefined;
    if (!dueDate || Number.isNaN(dueDate.getTime())) return new DomainError(422, DUE_DATE_REQUIRED);
  }
  return {type, event: input.event, message: input.message?.trim() || null, ...(dueDate ? {dueDate} : {})};
}

/**
 * Whether the member's roles make this type of call at all (cold calls: cold callers; welcome and
 * after calls: buyers; an admin any): 403, decided before any order is looked at, so the answer is
 * the same whether the order exists or not.
 */
export function callRoleError(type: CallType, actor: Actor): DomainError | undefined {
  if (actor.admin) return undefined;
  if (type === 'COLD_CALL') return actor.isColdCaller ? undefined : new DomainError(403, MESSAGES.notAllowed);
  return actor.buyer ? undefined : new DomainError(403, MESSAGES.notAllowed);
}

/**
 * Who may make this call on this order: buyers their own orders, cold callers cold cases (by age);
 * any other order is no order to them (404, hiddenOrderError).
 */
function accessError(type: CallType, order: OrderState, actor: Actor, now: Date): DomainError | undefined {
  const role = callRoleError(type, actor);
  if (role) return role;
  if (actor.admin) return undefined;
  if (type === 'COLD_CALL') return isColdCaseByAge(order, now) ? undefined : hiddenOrderError();
  return ownOrderError(order, actor);
}

/**
 * Welcome, after and cold call events (spec 01 §4): who may call, never a closed order, at most so
 * many calls on the order a day (`callsToday`: those logged since the start of the business day;
 * 429 above), then the event's change, the call log entry and, for a new security bag, the
 * replacement order.
 */
export function decideCall(
  state: {order: OrderState; actor: Actor; client?: NewOrderClient | null; callsToday: number},
  request: CallRequest,
  now: Date,
): Decided<CallDecision> {
  const {order, actor} = state;
  const {type, event} = request;
  const refused = accessError(type, order, actor, now);
  if (refused) return refused;
  if (order.closed) return new DomainError(409, MESSAGES.alreadyClosed);
  const limited = callLimitProblem(state.callsToday);
  if (limited) return new DomainError(429, limited, 'CALL_LIMIT');

  const stamp = now.toISOString();
  const close = (reason: string): OrderChange => ({closed: true, closeReason: reason, closeMethod: 'phone', closerId: actor.id, closeDate: now});
  let change: OrderChange;
  let replacement: ReplacementOrder | undefined;
  if (type === 'WELCOME_CALL') {
    change =
      event === 'done'
        ? {welcomeCallDone: true, latestWelcomeCall: now}
        : {welcomeCallTried: [...(order.welcomeCallTried ?? []), stamp], latestWelcomeCall: now};
  } else if (type === 'AFTER_CALL') {
    change = {latestAfterCall: now};
    if (event === 'newDueDate') change.dueDate = request.dueDate;
    else if (event === 'doesNotAnswer') change.afterCallTries = [...(order.afterCallTries ?? []), stamp];
    else Object.assign(change, close(AFTER_CALL_CLOSE_REASONS[event]), {afterCallDone: true});
    if (event === 'wantsANewSecurityBag') replacement = replacementOrder(order, state.client, actor.id, now);
  } else {
    change = {isColdCase: true, coldCaseCallerId: actor.id, latestColdCall: now};
    if (event === 'close') Object.assign(change, close(COLD_CALL_CLOSE_REASON));
  }
  const callLog: CallLogEntry = {type, event, message: request.message, memberId: actor.id, orderId: order.id, createdAt: now};
  return {action: `call:${type}:${event}`, change, callLog, ...(replacement ? {replacement} : {}), notices: []};
}

/**
 * A new order for the same client and caller, welcome call in 4 days and due in 16; its country and
 * language are the client's as it is now (orderFollowsClient), its team the order's.
 */
function replacementOrder(order: OrderState, client: NewOrderClient | null | undefined, memberId: number, now: Date): ReplacementOrder {
  return {
    clientId: order.clientId,
    callerId: order.callerId ?? memberId,
    ...orderFollowsClient(client, {team: order.team}, order),
    address: order.address,
    zip: order.zip,
    city: order.city,
    ...newOrderDates(now),
    createdAt: now,
    updatedAt: now,
  };
}
