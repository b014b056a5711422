import {MESSAGES} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import {ownOrderError} from './order-access';
import type {Actor, OrderChange, OrderState} from './order';

/**
 * Buyer "modify orders" on the order as locked: only the buyer's own (or an admin); a closed or
 * received order is no longer the buyer's to change (409). The change is the parsed form's.
 */
export function decideBuyerOrderEdit<C extends OrderChange>(order: OrderState, actor: Actor, change: C): Decided<{change: C; notices: string[]}> {
  const refused = ownOrderError(order, actor);
  if (refused) return refused;
  if (order.closed) return new DomainError(409, MESSAGES.alreadyClosed);
  if (order.isReceived) return new DomainError(409, MESSAGES.alreadyReceived);
  return {change, notices: []};
}
