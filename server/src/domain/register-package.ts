import {MESSAGES, normalizeBarCode} from '@karat/shared';
import {DomainError} from './domain-error';
import type {OrderChange, OrderState} from './order';

export const CONFIRM_BARCODE_CHANGE = "Are you sure you want to change order's bar code?";

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

/** The registered shipment's tracking number becomes the bar code, normalized as every bar code is stored. */
export function registeredPackage(trackingNumber: string): OrderChange {
  return {barCode: normalizeBarCode(trackingNumber), isShipmentRegistered: true, hasShipmentError: false, shipmentRegisterError: null};
}
