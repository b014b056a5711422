import {closeRefusal, closesAsBoomerang, MASS_BOOMERANG_REASON, MESSAGES, normalizeBarCode, type CloseOrderForm} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import type {OrderChange, OrderState} from './order';

/** A complaint as closing an order sees it. */
export interface ComplaintState {
  id?: number;
  orderId?: number | null;
  orderClosed?: string;
}

export interface CloseDecision {
  change: OrderChange;
  /** The complaint named by the form, marked as of a closed order (absent when it already is). */
  complaintChange?: {orderClosed: 'closed'; updatedAt: Date};
  notices: string[];
}

/**
 * Spec 01 §4 "Closing an order": an open order gets closed, the reason, method, closer and date;
 * the boomerang method (or the flag) marks it boomerang. A complaintId names only this order's own
 * complaint (`complaint` is the one with that id, if any): another's, or none, is 422
 * COMPLAINT_NOT_OF_ORDER. A paid or completed order is not closed by anyone (409 ORDER_PAID,
 * ORDER_COMPLETE: shared closeRefusal): its money has left, and the bursar completes it.
 */
export function decideClose(
  state: {order: OrderState; complaint?: ComplaintState | null},
  form: CloseOrderForm,
  closerId: number,
  now: Date,
): Decided<CloseDecision> {
  const {order, complaint} = state;
  const refusal = closeRefusal(order);
  if (refusal) return new DomainError(409, refusal.message, refusal.code);
  let complaintChange: CloseDecision['complaintChange'];
  if (form.complaintId !== undefined) {
    if (!complaint || complaint.id !== form.complaintId || complaint.orderId !== order.id) {
      return new DomainError(422, MESSAGES.complaintNotOfOrder, 'COMPLAINT_NOT_OF_ORDER', {complaintId: form.complaintId});
    }
    if (complaint.orderClosed !== 'closed') complaintChange = {orderClosed: 'closed', updatedAt: now};
  }
  const change: OrderChange = {
    closed: true,
    closeReason: form.reason,
    closeMethod: form.method,
    closerId,
    closeDate: now,
    ...(closesAsBoomerang(form) ? {isBoomerang: true} : {}),
  };
  return {change, ...(complaintChange ? {complaintChange} : {}), notices: []};
}

/**
 * Spec 01 §4/§5 "Mass boomerang", the list: at least one bar code, each given (normalized) and listed
 * once. Answers the codes in the order to lock them (sorted, so overlapping batches cannot deadlock).
 */
export function massBoomerangCodes(barCodes: readonly unknown[]): Decided<string[]> {
  const codes = barCodes.map(c => (typeof c === 'string' ? normalizeBarCode(c) : ''));
  if (codes.length === 0) return new DomainError(422, MESSAGES.requireOneOrder);
  const seen = new Set<string>();
  for (const code of codes) {
    if (!code) return new DomainError(404, MESSAGES.cannotFindOrder, undefined, {barCode: code});
    if (seen.has(code)) return new DomainError(422, MESSAGES.alreadyAdded, undefined, {barCode: code});
    seen.add(code);
  }
  return [...codes].sort();
}

/** One order of a mass boomerang (the newest with its bar code): it must exist, be open, and not be received (its parcel arrived with goods). */
export function decideBoomerang(order: OrderState | undefined, barCode: string, closerId: number, now: Date): Decided<OrderChange> {
  if (!order) return new DomainError(404, MESSAGES.cannotFindOrder, undefined, {barCode});
  const refusal = closeRefusal(order);
  if (refusal) return new DomainError(409, refusal.message, refusal.code, {barCode});
  if (order.isReceived) return new DomainError(409, MESSAGES.receivedNotBoomerang, 'ORDER_RECEIVED', {barCode});
  return {closed: true, isBoomerang: true, closeMethod: 'boomerang', closeReason: MASS_BOOMERANG_REASON, closerId, closeDate: now};
}
