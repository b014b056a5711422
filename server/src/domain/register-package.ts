import {MESSAGES, normalizeBarCode} from '@karat/shared';
import {DomainError} from './domain-error';
import type {OrderChange, OrderState} from './order';

export const CONFIRM_BARCODE_CHANGE = MESSAGES.confirmBarCodeChange;

/** What a registration changed under a person's click: the order was registered or closed meanwhile. */
export const REGISTRATION_RACE = 'The order changed while the carrier registered it: open it again and check';

/** Replacing an existing bar code needs the caller's confirmation: 409 BARCODE_CHANGE without it. */
export function barCodeChangeError(order: OrderState, confirm: boolean): DomainError | undefined {
  if (order.barCode && !confirm) return new DomainError(409, CONFIRM_BARCODE_CHANGE, 'BARCODE_CHANGE', {barCode: order.barCode});
  return undefined;
}

/** The carrier is asked only for an address that passes the check: else 422 ADDRESS_INVALID. */
export function addressCheckError(check: {isValid: boolean; problems: string[]}): DomainError | undefined {
  if (check.isValid) return undefined;
  return new DomainError(422, `${MESSAGES.addressUpdateMissing}: ${check.problems.join(', ')}`, 'ADDRESS_INVALID', {problems: check.problems});
}

/**
 * An order the background job registers by itself: no shipment and no bar code yet (an order
 * created with a typed bar code came with its bag; re-registering it is a person's confirmed
 * choice), open and not yet received. Written for SQL once as WAITING_FOR_REGISTRATION.
 */
export function registrationWanted(order: OrderState): boolean {
  return !order.isShipmentRegistered && !order.barCode && !order.closed && !order.isReceived;
}

/**
 * The registered shipment: its tracking number becomes the bar code, normalized as every bar code
 * is stored; the carrier, its tracking page and its return code are kept; an earlier failure is cleared.
 */
/** What the order keeps of a carrier's registered shipment (adapters' Shipment has this shape and the label). */
export interface RegisteredShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl?: string;
  returnCode?: string;
}

export function registeredPackage(shipment: RegisteredShipment): OrderChange {
  return {
    barCode: normalizeBarCode(shipment.trackingNumber),
    isShipmentRegistered: true,
    hasShipmentError: false,
    shipmentRegisterError: null,
    carrier: shipment.carrier,
    trackingUrl: shipment.trackingUrl ?? null,
    returnCode: shipment.returnCode ?? null,
  };
}

/** A failed registration: flagged with the carrier's reason, shown in "Registration failed" until one succeeds. */
export function registrationFailed(reason: string): OrderChange {
  return {hasShipmentError: true, shipmentRegisterError: reason.slice(0, 500)};
}
