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

/**
 * Who may read an order's earlier calls and SMS (the call forms' contact history): whoever may call
 * it, whether it is still open or not: a buyer their own (or assigned) order, a cold caller a cold
 * case by age, an admin any; else 403 (the same for every refusal, so it says nothing of the order).
 */
export function contactHistoryError(order: OrderState, actor: Actor, now: Date): DomainError | undefined {
  if (actor.admin || (actor.buyer && isOwnOrder(order, actor.id))) return undefined;
  if (actor.isColdCaller && isColdCaseByAge(order, now)) return undefined;
  return new DomainError(403, NOT_YOUR_ORDER);
}

/**
 * Whether the contact history shows the number each SMS went to: only to the roles that may read
 * the SMS log itself (admin, teller, customer service); callers see the client's phone on the form.
 */
export const maySeeSmsRecipient = (actor: Actor) => Boolean(actor.admin || actor.teller || actor.customer);
