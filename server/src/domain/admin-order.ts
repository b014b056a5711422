import {MESSAGES, orderEditProblem, type OrderEditFields} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import {decideReopen} from './receive';
import type {OrderChange, OrderState} from './order';

/** What an admin's order edit may change that the cross-field rules read. */
export interface AdminOrderPatch extends OrderEditFields {
  closeReason?: string | null;
}

/**
 * The cross-field rules of an order edit (shared's orderEditProblem: the admin's and the buyer's
 * alike), as the DomainError of its code: 422, the rule's text, nothing written.
 */
export function orderEditError(
  order: OrderState,
  patch: OrderEditFields,
  now: Date,
  client: {country?: string | null} | null | undefined,
): DomainError | undefined {
  const problem = orderEditProblem(order, patch, now, client);
  return problem ? new DomainError(422, problem.message, problem.code, problem.details) : undefined;
}

/**
 * The admin's order edit, on the order as locked, the parsed patch and the client
 * the order will have (the patch's clientId, else its own):
 * - the client of an approved order (tellered) stays: its approval named the payee (409);
 * - a closed order keeps a close reason: clearing it is refused (an old order closed without one
 *   can still be edited otherwise, and gets one by typing it);
 * - then every order edit's rules (orderEditError): no due date moved into the past, a zip of the
 *   country, the client's country.
 * The lifecycle itself (closed, received, paid...) is not in the edit at all: commands change it.
 */
export function adminOrderEditError(order: OrderState, patch: AdminOrderPatch, now: Date, client?: {country?: string | null} | null): DomainError | undefined {
  if ('clientId' in patch && patch.clientId !== order.clientId && order.isTellered)
    return new DomainError(409, MESSAGES.approvedClientFixed, 'APPROVED_CLIENT_FIXED');
  if ('closeReason' in patch && order.closed && !patch.closeReason?.trim()) return new DomainError(422, MESSAGES.closedWithoutReason, 'CLOSED_WITHOUT_REASON');
  return orderEditError(order, patch, now, client);
}

/**
 * An admin's Reopen...: only a closed order (409 'Order is not closed'); it
 * clears what closing set, as the receive scan's reopen does (spec 01 §4 "Receive scan" step 3), and the service
 * audits it with the admin's reason.
 */
export function decideAdminReopen(order: OrderState): Decided<OrderChange> {
  if (!order.closed) return new DomainError(409, MESSAGES.notClosed, 'ORDER_NOT_CLOSED');
  return decideReopen(order, true);
}
