import {isValidPostalCode, MESSAGES, zipNotOfCountryMessage} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import {decideReopen} from './receive';
import type {OrderChange, OrderState} from './order';

/** What an admin's order edit may change that the cross-field rules read. */
export interface AdminOrderPatch {
  closeReason?: string | null;
  dueDate?: string | Date | null;
  zip?: string | null;
  country?: string | null;
  clientId?: number | null;
}

const time = (value: string | Date | null | undefined) => (value === null || value === undefined ? undefined : new Date(value).getTime());

/**
 * The cross-field rules of the admin's order edit (issue 14 item 5), on the order as locked and the
 * parsed patch; 422 with the rule's text:
 * - a closed order keeps a close reason: clearing it is refused (an old order closed without one
 *   can still be edited otherwise, and gets one by typing it);
 * - a due date changed to a moment before now (a date kept as it was is not checked: an old
 *   order's due date is in the past, and the spec's two years back is for its welcome call);
 * - a zip that does not fit the country (shared's POSTAL_CODE_PATTERNS), checked when the edit
 *   touches either, on the two as they will be.
 * - the client of an approved order (tellered) stays: its approval named the payee.
 * The lifecycle itself (closed, received, paid...) is not in the edit at all: commands change it.
 */
export function adminOrderEditError(order: OrderState, patch: AdminOrderPatch, now: Date): DomainError | undefined {
  if ('clientId' in patch && patch.clientId !== order.clientId && order.isTellered)
    return new DomainError(409, MESSAGES.approvedClientFixed, 'APPROVED_CLIENT_FIXED');
  if ('closeReason' in patch && order.closed && !patch.closeReason?.trim()) return new DomainError(422, MESSAGES.closedWithoutReason, 'CLOSED_WITHOUT_REASON');
  const due = time(patch.dueDate);
  if (due !== undefined && due !== time(order.dueDate) && due < now.getTime()) return new DomainError(422, MESSAGES.dueDateInPast, 'DUE_DATE_IN_PAST');
  if ('zip' in patch || 'country' in patch) {
    const zip = ('zip' in patch ? patch.zip : order.zip)?.trim();
    const country = 'country' in patch ? patch.country : order.country;
    if (zip && country && !isValidPostalCode(country, zip))
      return new DomainError(422, zipNotOfCountryMessage(zip, country), 'ZIP_NOT_OF_COUNTRY', {zip, country});
  }
  return undefined;
}

/**
 * An admin's Reopen... (issue 14 item 5): only a closed order (409 'Order is not closed'); it
 * clears what closing set, as the receive scan's reopen does (spec 01 §4 step 3), and the service
 * audits it with the admin's reason.
 */
export function decideAdminReopen(order: OrderState): Decided<OrderChange> {
  if (!order.closed) return new DomainError(409, MESSAGES.notClosed, 'ORDER_NOT_CLOSED');
  return decideReopen(order, true);
}
