import {MASS_BOOMERANG_REASON, MESSAGES} from '@karat/shared';
import {
  addressCheckError,
  barCodeChangeError,
  CONFIRM_BARCODE_CHANGE,
  decideBoomerang,
  decideClose,
  DomainError,
  massBoomerangCodes,
  registeredPackage,
  registrationFailed,
  registrationWanted,
} from '../../domain';
import {givenOrderState, NOW} from '../helpers/order-state.builder';

describe('closing an order (decideClose)', () => {
  const order = givenOrderState();

  it('sets closed, reason, method, closer and date; the boomerang method or the flag marks isBoomerang', () => {
    expect(decideClose({order}, {method: 'phone', reason: 'Age'}, 4, NOW)).toEqual({
      change: {closed: true, closeReason: 'Age', closeMethod: 'phone', closerId: 4, closeDate: NOW},
      notices: [],
    });
    expect(decideClose({order}, {method: 'boomerang', reason: 'Age'}, 4, NOW)).toMatchObject({change: {isBoomerang: true}});
    expect(decideClose({order}, {method: 'email', reason: 'Age', isBoomerang: true}, 4, NOW)).toMatchObject({change: {isBoomerang: true}});
    expect(decideClose({order}, {method: 'phone', reason: 'Age', isBoomerang: false}, 4, NOW)).not.toHaveProperty('change.isBoomerang');
  });

  it("refuses a closed order: 409 'Order is already closed'", () => {
    expect(decideClose({order: givenOrderState({closed: true})}, {method: 'phone', reason: 'Age'}, 4, NOW)).toEqual(
      new DomainError(409, MESSAGES.alreadyClosed),
    );
  });

  it("marks the order's own complaint as of a closed order, once", () => {
    const complaint = {id: 5, orderId: order.id, orderClosed: 'open'};
    expect(decideClose({order, complaint}, {method: 'phone', reason: 'Age', complaintId: 5}, 4, NOW)).toMatchObject({
      complaintChange: {orderClosed: 'closed', updatedAt: NOW},
    });
    expect(decideClose({order, complaint: {...complaint, orderClosed: 'closed'}}, {method: 'phone', reason: 'Age', complaintId: 5}, 4, NOW)).not.toHaveProperty(
      'complaintChange',
    );
  });

  it("refuses another order's complaint, or none: 422 COMPLAINT_NOT_OF_ORDER", () => {
    const refused = new DomainError(422, MESSAGES.complaintNotOfOrder, 'COMPLAINT_NOT_OF_ORDER', {complaintId: 5});
    const form = {method: 'phone', reason: 'Age', complaintId: 5} as const;
    expect(decideClose({order, complaint: {id: 5, orderId: 999, orderClosed: 'open'}}, form, 4, NOW)).toEqual(refused);
    expect(decideClose({order, complaint: {id: 5, orderId: null}}, form, 4, NOW)).toEqual(refused);
    expect(decideClose({order, complaint: null}, form, 4, NOW)).toEqual(refused);
    expect(decideClose({order, complaint: {id: 6, orderId: order.id}}, form, 4, NOW)).toEqual(refused);
  });
});

describe('mass boomerang', () => {
  it('takes trimmed, distinct bar codes, sorted for locking', () => {
    expect(massBoomerangCodes([' B2 ', 'A1'])).toEqual(['A1', 'B2']);
  });

  it("refuses an empty list (422 'Require at least 1 order'), a blank code (404) and a repeated one (422 'Order is already added to list')", () => {
    expect(massBoomerangCodes([])).toEqual(new DomainError(422, MESSAGES.requireOneOrder));
    expect(massBoomerangCodes(['A1', ' '])).toEqual(new DomainError(404, MESSAGES.cannotFindOrder, undefined, {barCode: ''}));
    expect(massBoomerangCodes(['A1', 7])).toEqual(new DomainError(404, MESSAGES.cannotFindOrder, undefined, {barCode: ''}));
    expect(massBoomerangCodes(['A1', 'A1 '])).toEqual(new DomainError(422, MESSAGES.alreadyAdded, undefined, {barCode: 'A1'}));
  });

  it('closes each open order as boomerang for the member; refuses a missing (404) or closed (409) one, naming its bar code', () => {
    expect(decideBoomerang(givenOrderState(), 'A1', 4, NOW)).toEqual({
      closed: true,
      isBoomerang: true,
      closeMethod: 'boomerang',
      closeReason: MASS_BOOMERANG_REASON,
      closerId: 4,
      closeDate: NOW,
    });
    expect(decideBoomerang(undefined, 'A1', 4, NOW)).toEqual(new DomainError(404, MESSAGES.cannotFindOrder, undefined, {barCode: 'A1'}));
    expect(decideBoomerang(givenOrderState({closed: true}), 'A1', 4, NOW)).toEqual(new DomainError(409, MESSAGES.alreadyClosed, undefined, {barCode: 'A1'}));
  });

  it('refuses a received order: its parcel came back with goods, it is no boomerang (409 ORDER_RECEIVED)', () => {
    expect(decideBoomerang(givenOrderState({isReceived: true}), 'A1', 4, NOW)).toEqual(
      new DomainError(409, MESSAGES.receivedNotBoomerang, 'ORDER_RECEIVED', {barCode: 'A1'}),
    );
  });
});

describe('register package', () => {
  it("asks before replacing a bar code: 409 BARCODE_CHANGE 'Are you sure you want to change order's bar code?'", () => {
    expect(CONFIRM_BARCODE_CHANGE).toBe("Are you sure you want to change order's bar code?");
    expect(barCodeChangeError(givenOrderState({barCode: 'JJFI1'}), false)).toEqual(
      new DomainError(409, CONFIRM_BARCODE_CHANGE, 'BARCODE_CHANGE', {barCode: 'JJFI1'}),
    );
    expect(barCodeChangeError(givenOrderState({barCode: 'JJFI1'}), true)).toBeUndefined();
    expect(barCodeChangeError(givenOrderState({barCode: null}), false)).toBeUndefined();
  });

  it('refuses an address the check finds wrong: 422 ADDRESS_INVALID with the problems', () => {
    expect(addressCheckError({isValid: true, problems: []})).toBeUndefined();
    expect(addressCheckError({isValid: false, problems: ['zip', 'city']})).toEqual(
      new DomainError(422, `${MESSAGES.addressUpdateMissing}: zip, city`, 'ADDRESS_INVALID', {problems: ['zip', 'city']}),
    );
  });

  it('makes the tracking number the bar code, keeps the carrier, link and return code, and clears the shipment error', () => {
    expect(registeredPackage({carrier: 'posti', trackingNumber: ' jjfi42 ', trackingUrl: 'https://t/JJFI42', returnCode: '12345678'})).toEqual({
      barCode: 'JJFI42',
      isShipmentRegistered: true,
      hasShipmentError: false,
      shipmentRegisterError: null,
      carrier: 'posti',
      trackingUrl: 'https://t/JJFI42',
      returnCode: '12345678',
    });
    expect(registeredPackage({carrier: 'local', trackingNumber: 'JJFI1'})).toMatchObject({trackingUrl: null, returnCode: null});
  });

  it('leaves to the job only an order with no shipment and no bar code, open and not received', () => {
    const waiting = {isShipmentRegistered: false, barCode: null, closed: false, isReceived: false};
    expect(registrationWanted(waiting)).toBe(true);
    expect(registrationWanted({...waiting, isShipmentRegistered: true})).toBe(false);
    expect(registrationWanted({...waiting, barCode: 'JJFI1'})).toBe(false);
    expect(registrationWanted({...waiting, closed: true})).toBe(false);
    expect(registrationWanted({...waiting, isReceived: true})).toBe(false);
  });

  it('keeps a failure with its reason, cut to 500 characters', () => {
    expect(registrationFailed('Posti refused the shipment (HTTP 400): bad zip')).toEqual({
      hasShipmentError: true,
      shipmentRegisterError: 'Posti refused the shipment (HTTP 400): bad zip',
    });
    expect(registrationFailed('x'.repeat(900)).shipmentRegisterError).toHaveLength(500);
  });
});
