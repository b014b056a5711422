import {isColdCase, MESSAGES} from '@karat/shared';
import {DomainError} from './domain-error';
import type {Actor, OrderState} from './order';

export const NOT_YOUR_ORDER = 'You can only work on your own orders';

/** Buyers see only orders where they are caller or assigned caller (spec 01 §6). */
export function isOwnOrder(order: Pick<OrderState, 'callerId' | 'assignedCallerId'>, memberId: number) {
  return order.callerId === memberId || order.assignedCallerId === memberId;
}

/** A buyer's own order, or any order for an admin; else 403. */
export function ownOrderError(order: OrderState, actor: Actor): DomainError | undefined {
  return actor.admin || isOwnOrder(order, actor.id) ? undefined : new DomainError(403, NOT_YOUR_ORDER);
}

/**
 * A cold case by age: not received and created more than 45 days ago (shared's isColdCase without
 * its open test, for rules that answer a closed order apart).
 */
export const isColdCaseByAge = (order: OrderState, now: Date) => isColdCase({isReceived: order.isReceived, createdAt: order.createdAt}, now);

/** What the cold-case view answers for an order of its language: 409 unless it is a cold case by age. */
export function coldCaseViewError(order: OrderState, now: Date): DomainError | undefined {
  return isColdCaseByAge(order, now) ? undefined : new DomainError(409, MESSAGES.notColdCase);
}

/**
 * Whether the member may call this order (and send its client the return-code SMS): never a closed
 * order; a buyer their own, a cold caller a cold case (shared's isColdCase).
 */
export function mayCallError(order: OrderState, actor: Actor, now: Date): DomainError | undefined {
  if (order.closed) return new DomainError(409, MESSAGES.alreadyClosed);
  if (actor.admin || (actor.buyer && isOwnOrder(order, actor.id))) return undefined;
  if (actor.isColdCaller) return isColdCase(order, now) ? undefined : new DomainError(409, MESSAGES.notColdCase);
  return new DomainError(403, NOT_YOUR_ORDER);
}
