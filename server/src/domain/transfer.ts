import {MESSAGES} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import type {OrderChange, OrderState} from './order';

export const NEW_CALLER_NOT_BUYER = 'newCallerId must be an active buyer';
export const IS_PERMANENT_REQUIRED = 'isPermanent is required';

/** The change of each order of a batch (one already as asked has an empty or no-op change). */
export interface BatchDecision {
  changes: {order: OrderState; change: OrderChange}[];
  notices: string[];
}

/**
 * The orders a batch command names: at least one; each once, in id order (the order they are
 * locked in, so overlapping batches cannot deadlock).
 */
export function batchOrderIds(orderIds: unknown): Decided<number[]> {
  if (!Array.isArray(orderIds) || orderIds.length === 0) return new DomainError(422, MESSAGES.requireOneOrder);
  return [...new Set(orderIds as number[])].sort((a, b) => a - b);
}

/** The request of a transfer, before anything is read. */
export function transferRequestError(orderIds: unknown, isPermanent: unknown): DomainError | undefined {
  const ids = batchOrderIds(orderIds);
  if (ids instanceof DomainError) return ids;
  if (typeof isPermanent !== 'boolean') return new DomainError(422, IS_PERMANENT_REQUIRED);
  return undefined;
}

/** Every named order was found (`orders` holds one entry per id, undefined where none): else 404. */
function allFound(orders: readonly (OrderState | undefined)[]): Decided<OrderState[]> {
  return orders.every(o => o !== undefined) ? (orders as OrderState[]) : new DomainError(404, MESSAGES.cannotFindOrder);
}

/**
 * Spec 01 §4 "Call transfer", all or nothing: the new caller must be an active buyer; every order
 * must exist and be open (409 naming the first closed one). Temporary: assignedCallerId and the
 * temporary flag; permanent: callerId becomes the new caller, the caller it had is kept as
 * originalCallerId (a second permanent transfer keeps the previous caller, not the first),
 * and the permanent flag. An order that already is the new caller's is left as
 * it is.
 */
export function decideTransfer(
  state: {orders: readonly (OrderState | undefined)[]; newCaller: {isActive?: boolean; buyer?: boolean} | null | undefined},
  input: {newCallerId: number; isPermanent: boolean},
): Decided<BatchDecision> {
  if (!state.newCaller?.isActive || !state.newCaller.buyer) return new DomainError(422, NEW_CALLER_NOT_BUYER);
  const orders = allFound(state.orders);
  if (orders instanceof DomainError) return orders;
  const changes: BatchDecision['changes'] = [];
  for (const order of orders) {
    if (order.closed) return new DomainError(409, MESSAGES.alreadyClosed, undefined, {orderId: order.id});
    changes.push({order, change: transferChange(order, input.newCallerId, input.isPermanent)});
  }
  return {changes, notices: []};
}

function transferChange(order: OrderState, newCallerId: number, isPermanent: boolean): OrderChange {
  if (isPermanent) {
    if (order.callerId === newCallerId) return {};
    return {callerId: newCallerId, originalCallerId: order.callerId ?? null, isPermanentlyTransferred: true};
  }
  if (order.callerId === newCallerId && !order.assignedCallerId) return {};
  return {assignedCallerId: newCallerId, isTemporarilyTransferred: true};
}

/**
 * Cancel (spec 01 §4 "Call transfer"): back to the original caller when there is one (cleared, the
 * permanent flag off), else the assignment ends (the temporary flag off). Every order must exist.
 */
export function decideCancelTransfer(state: {orders: readonly (OrderState | undefined)[]}): Decided<BatchDecision> {
  const orders = allFound(state.orders);
  if (orders instanceof DomainError) return orders;
  return {
    changes: orders.map(order => ({
      order,
      change: order.originalCallerId
        ? {callerId: order.originalCallerId, originalCallerId: null, isPermanentlyTransferred: false}
        : {assignedCallerId: null, isTemporarilyTransferred: false},
    })),
    notices: [],
  };
}
