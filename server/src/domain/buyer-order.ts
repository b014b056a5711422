import {MESSAGES} from '@karat/shared';
import {orderEditError} from './admin-order';
import {DomainError, type Decided} from './domain-error';
import {ownOrderError} from './order-access';
import type {Actor, OrderChange, OrderState} from './order';

/**
 * Buyer "modify orders" on the order as locked: only the buyer's own (or an admin); a closed or
 * received order is no longer the buyer's to change (409); then every order edit's cross-field
 * rules, the admin's too (orderEditError: no due date moved into the past, a zip of the country, the
 * country of the order's client). The change is the parsed form's.
 */
export function decideBuyerOrderEdit<C extends OrderChange>(
  order: OrderState,
  actor: Actor,
  change: C,
  now: Date,
  client: {country?: string | null} | null | undefined,
): Decided<{change: C; notices: string[]}> {
  const refused = ownOrderError(order, actor);
  if (refused) return refused;
  if (order.closed) return new DomainError(409, MESSAGES.alreadyClosed);
  if (order.isReceived) return new DomainError(409, MESSAGES.alreadyReceived);
  const broken = orderEditError(order, change, now, client);
  if (broken) return broken;
  return {change, notices: []};
}
