import {isColdCase, MESSAGES} from '@karat/shared';
import {DomainError} from './domain-error';
import type {Actor, OrderState} from './order';

/**
 * What a member who may not see an order gets: the answer of an order that does not exist (404
 * 'Cannot find order'). A 403, or a 409 about its state, would tell them the order exists and what
 * it is (closed, received, no cold case), by trying ids.
 */
export const hiddenOrderError = () => new DomainError(404, MESSAGES.cannotFindOrder);

/** Buyers see only orders where they are caller or assigned caller (spec 01 §6 "Roles and permissions"). */
export function isOwnOrder(order: Pick<OrderState, 'callerId' | 'assignedCallerId'>, memberId: number) {
  return order.callerId === memberId || order.assignedCallerId === memberId;
}

/** A buyer's own order, or any order for an admin; else the answer of no order (hiddenOrderError). */
export function ownOrderError(order: OrderState, actor: Actor): DomainError | undefined {
  return actor.admin || isOwnOrder(order, actor.id) ? undefined : hiddenOrderError();
}

/**
 * A cold case by age: not received and created more than 45 days ago (shared's isColdCase without
 * its open test, for rules that answer a closed order apart).
 */
export const isColdCaseByAge = (order: OrderState, now: Date) => isColdCase({isReceived: order.isReceived, createdAt: order.createdAt}, now);

/**
 * Whether the member may see this order on a caller's screens (call forms, contact history, the
 * return-code SMS), open or closed: an admin any, a buyer their own (or assigned) order, a cold
 * caller a cold case by age.
 */
export function maySeeAsCaller(order: OrderState, actor: Actor, now: Date): boolean {
  return Boolean(actor.admin || (actor.buyer && isOwnOrder(order, actor.id)) || (actor.isColdCaller && isColdCaseByAge(order, now)));
}

/** What the cold-case view answers for an order of its language: no order (404) unless it is a cold case by age. */
export function coldCaseViewError(order: OrderState, now: Date): DomainError | undefined {
  return isColdCaseByAge(order, now) ? undefined : hiddenOrderError();
}

/**
 * Whether the member may call this order (and send its client the return-code SMS): an order they
 * may see (maySeeAsCaller; else no order, 404), and never a closed one (409, said only to those who
 * may see it).
 */
export function mayCallError(order: OrderState, actor: Actor, now: Date): DomainError | undefined {
  if (!maySeeAsCaller(order, actor, now)) return hiddenOrderError();
  if (order.closed) return new DomainError(409, MESSAGES.alreadyClosed);
  return undefined;
}

/**
 * Who may read an order's earlier calls and SMS (the call forms' contact history): whoever may see it
 * as a caller, whether it is still open or not; else no order (404, as for an id that does not exist).
 */
export function contactHistoryError(order: OrderState, actor: Actor, now: Date): DomainError | undefined {
  return maySeeAsCaller(order, actor, now) ? undefined : hiddenOrderError();
}

/**
 * Whether the contact history shows the number each SMS went to: only to the roles that may read
 * the SMS log itself (admin, teller, customer service); callers see the client's phone on the form.
 */
export const maySeeSmsRecipient = (actor: Actor) => Boolean(actor.admin || actor.teller || actor.customer);
