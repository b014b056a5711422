import {barCodeProblem, MESSAGES, normalizeBarCode, packagerLanguage, PACKAGER_MESSAGES, type Language} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import type {OrderChange, OrderState} from './order';

/** The queue's language of a find-next-order path (finnish, finland-swedish, swedish, uk; or uk-english): 404 otherwise. */
export function packagerQueueLanguage(slug: string): Decided<Language> {
  return packagerLanguage(slug) ?? new DomainError(404, MESSAGES.unknownLanguage);
}

/** Whether another packager holds the order now (a claim at or after the cut: not abandoned). */
export function heldByAnother(order: OrderState, memberId: number, cutoff: Date): boolean {
  return Boolean(order.inPackager && order.packagerId != null && order.packagerId !== memberId && order.packagerClaimedAt && order.packagerClaimedAt >= cutoff);
}

/** Taking an order from the queue (spec 02 §4 "Packager": flagged inPackager with packagerId), or renewing one's own claim. */
export function decideClaim(memberId: number, now: Date): OrderChange {
  return {inPackager: true, packagerId: memberId, packagerClaimedAt: now};
}

/** Giving an unpackaged order back to the queue (the packager logged out, or took another language's order). */
export function decideRelease(): OrderChange {
  return {inPackager: false, packagerId: null, packagerClaimedAt: null};
}

/** What every packager command asks of the order first: open, not packaged, not in another packager's hands. */
function packagerOrderError(order: OrderState, memberId: number, cutoff: Date): DomainError | undefined {
  if (order.closed) return new DomainError(409, MESSAGES.alreadyClosed);
  if (order.isPackaged) return new DomainError(409, PACKAGER_MESSAGES.alreadyPackaged);
  if (heldByAnother(order, memberId, cutoff)) return new DomainError(409, PACKAGER_MESSAGES.inAnotherPackager);
  return undefined;
}

/**
 * Send's last write (spec 02 §4 "Packager"): the order is packaged now by this packager and leaves the
 * packager. Refused (409) when closed, already packaged (a second mark), held by another packager,
 * not registered, without a bar code (the UK flow adds one first), or not claimed by this packager.
 */
export function decideMarkPackaged(order: OrderState, memberId: number, now: Date, cutoff: Date): Decided<OrderChange> {
  const error = packagerOrderError(order, memberId, cutoff);
  if (error) return error;
  if (!order.isShipmentRegistered) return new DomainError(409, PACKAGER_MESSAGES.notRegistered);
  if (!order.barCode) return new DomainError(409, PACKAGER_MESSAGES.noBarCode);
  // Only the packager who took the order from the queue marks it sent: no one marks a parcel they never held.
  if (!order.inPackager || order.packagerId !== memberId) return new DomainError(409, PACKAGER_MESSAGES.notInYourPackager);
  return {isPackaged: true, packagedDate: now, packagerId: memberId, inPackager: false, packagerClaimedAt: null};
}

/** The bar code of an add-barcode request, normalized, or 422 with the shared rule's text. */
export function addBarCodeInput(raw: string): Decided<string> {
  const problem = barCodeProblem(raw);
  return problem ? new DomainError(422, problem) : normalizeBarCode(raw);
}

/**
 * The UK flow's add-barcode: only an order without one, open and not packaged,
 * not in another packager's hands; and not a code another active order (open, not received) has,
 * since a scan finds the newest order of a bar code and the other parcel would never be received.
 * The packager's claim is renewed.
 */
export function decideAddBarCode(
  order: OrderState,
  barCode: string,
  input: {memberId: number; now: Date; cutoff: Date; activeOrderWithCode?: number},
): Decided<OrderChange> {
  const error = packagerOrderError(order, input.memberId, input.cutoff);
  if (error) return error;
  if (order.barCode) return new DomainError(409, PACKAGER_MESSAGES.hasBarCode, 'HAS_BARCODE', {barCode: order.barCode});
  if (input.activeOrderWithCode !== undefined) return new DomainError(409, PACKAGER_MESSAGES.barCodeInUse(input.activeOrderWithCode), 'BARCODE_IN_USE');
  return {barCode, ...decideClaim(input.memberId, input.now)};
}

/**
 * The packager's client correction acts only on the order the packager holds (claim not taken over
 * by another), open and not packaged; the claim is renewed.
 */
export function decideClientCorrection(order: OrderState, memberId: number, now: Date, cutoff: Date): Decided<OrderChange> {
  const error = packagerOrderError(order, memberId, cutoff);
  if (error) return error;
  if (!order.inPackager || order.packagerId !== memberId) return new DomainError(409, PACKAGER_MESSAGES.notInYourPackager);
  return decideClaim(memberId, now);
}
