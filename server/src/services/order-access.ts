import {HttpErrors} from '@loopback/rest';
import {isColdCase, MESSAGES} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import type {Order} from '../models';

export const NOT_YOUR_ORDER = 'You can only work on your own orders';

/** Buyers see only orders where they are caller or assigned caller (spec 01 §6). */
export function isOwnOrder(order: Pick<Order, 'callerId' | 'assignedCallerId'>, memberId: number) {
  return order.callerId === memberId || order.assignedCallerId === memberId;
}

/** SQL condition of the same rule, for list queries ($n is the member id). */
export const ownOrderSql = (param: string) => `(callerid = ${param} OR assignedcallerid = ${param})`;

export function assertOwnOrder(order: Order, user: MemberProfile) {
  if (!user.member.admin && !isOwnOrder(order, user.id)) throw new HttpErrors.Forbidden(NOT_YOUR_ORDER);
}

/**
 * Whether the member may call this order (and send its client the return-code SMS): never a closed
 * order; a buyer their own, a cold caller a cold case (shared's isColdCase).
 */
export function assertMayCall(order: Order, user: MemberProfile, now: Date) {
  if (order.closed) throw new HttpErrors.Conflict(MESSAGES.alreadyClosed);
  const {admin, buyer, isColdCaller} = user.member;
  if (admin || (buyer && isOwnOrder(order, user.id))) return;
  if (isColdCaller) {
    if (isColdCase(order, now)) return;
    throw new HttpErrors.Conflict(MESSAGES.notColdCase);
  }
  throw new HttpErrors.Forbidden(NOT_YOUR_ORDER);
}
