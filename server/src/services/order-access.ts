import {HttpErrors} from '@loopback/rest';
import type {MemberProfile} from '../authentication/bearer-token.strategy';
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
