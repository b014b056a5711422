import {MESSAGES} from '@karat/shared';
import {
  batchOrderIds,
  decideCancelTransfer,
  decideTransfer,
  DomainError,
  IS_PERMANENT_REQUIRED,
  NEW_CALLER_NOT_BUYER,
  transferRequestError,
} from '../../domain';
import {givenOrderState} from '../helpers/order-state.builder';

const activeBuyer = {isActive: true, buyer: true};

describe('call transfer (decideTransfer)', () => {
  it('temporary: the new caller becomes the assigned caller, with the temporary flag', () => {
    const order = givenOrderState({callerId: 7});
    expect(decideTransfer({orders: [order], newCaller: activeBuyer}, {newCallerId: 8, isPermanent: false})).toEqual({
      changes: [{order, change: {assignedCallerId: 8, isTemporarilyTransferred: true}}],
      notices: [],
    });
  });

  it('permanent: the new caller becomes the caller, the caller it had becomes the original (also on a second transfer), with the permanent flag', () => {
    const first = givenOrderState({callerId: 7});
    const again = givenOrderState({id: 101, callerId: 8, originalCallerId: 7, isPermanentlyTransferred: true});
    expect(decideTransfer({orders: [first, again], newCaller: activeBuyer}, {newCallerId: 6, isPermanent: true})).toMatchObject({
      changes: [
        {change: {callerId: 6, originalCallerId: 7, isPermanentlyTransferred: true}},
        {change: {callerId: 6, originalCallerId: 8, isPermanentlyTransferred: true}},
      ],
    });
  });

  it("leaves an order that already is the new caller's as it is", () => {
    expect(decideTransfer({orders: [givenOrderState({callerId: 8})], newCaller: activeBuyer}, {newCallerId: 8, isPermanent: true})).toMatchObject({
      changes: [{change: {}}],
    });
    expect(decideTransfer({orders: [givenOrderState({callerId: 8})], newCaller: activeBuyer}, {newCallerId: 8, isPermanent: false})).toMatchObject({
      changes: [{change: {}}],
    });
    // Assigned to someone else: the temporary transfer back to the caller is a change.
    expect(
      decideTransfer({orders: [givenOrderState({callerId: 8, assignedCallerId: 5})], newCaller: activeBuyer}, {newCallerId: 8, isPermanent: false}),
    ).toMatchObject({
      changes: [{change: {assignedCallerId: 8, isTemporarilyTransferred: true}}],
    });
  });

  it("refuses a new caller who is not an active buyer: 422 'newCallerId must be an active buyer'", () => {
    const refused = new DomainError(422, NEW_CALLER_NOT_BUYER);
    for (const newCaller of [null, undefined, {isActive: false, buyer: true}, {isActive: true, buyer: false}]) {
      expect(decideTransfer({orders: [givenOrderState()], newCaller}, {newCallerId: 8, isPermanent: false})).toEqual(refused);
    }
    // Before it looks at the orders.
    expect(decideTransfer({orders: [undefined], newCaller: null}, {newCallerId: 8, isPermanent: false})).toEqual(refused);
  });

  it("refuses all when one order is missing (404 'Cannot find order') or closed (409 naming the order)", () => {
    expect(decideTransfer({orders: [givenOrderState(), undefined], newCaller: activeBuyer}, {newCallerId: 8, isPermanent: false})).toEqual(
      new DomainError(404, MESSAGES.cannotFindOrder),
    );
    expect(
      decideTransfer({orders: [givenOrderState(), givenOrderState({id: 101, closed: true})], newCaller: activeBuyer}, {newCallerId: 8, isPermanent: false}),
    ).toEqual(new DomainError(409, MESSAGES.alreadyClosed, undefined, {orderId: 101}));
  });

  it("checks the request first: at least one order (422 'Require at least 1 order'), isPermanent a boolean", () => {
    expect(transferRequestError([], true)).toEqual(new DomainError(422, MESSAGES.requireOneOrder));
    expect(transferRequestError(undefined, true)).toEqual(new DomainError(422, MESSAGES.requireOneOrder));
    expect(transferRequestError([1], undefined)).toEqual(new DomainError(422, IS_PERMANENT_REQUIRED));
    expect(transferRequestError([1], false)).toBeUndefined();
    expect(batchOrderIds([5, 3, 5, 10])).toEqual([3, 5, 10]);
  });
});

describe('cancel transfer (decideCancelTransfer)', () => {
  it('goes back to the original caller when there is one, clearing it and the permanent flag', () => {
    const order = givenOrderState({callerId: 8, originalCallerId: 7, isPermanentlyTransferred: true});
    expect(decideCancelTransfer({orders: [order]})).toEqual({
      changes: [{order, change: {callerId: 7, originalCallerId: null, isPermanentlyTransferred: false}}],
      notices: [],
    });
  });

  it('otherwise ends the assignment and the temporary flag', () => {
    expect(decideCancelTransfer({orders: [givenOrderState({assignedCallerId: 8, isTemporarilyTransferred: true})]})).toMatchObject({
      changes: [{change: {assignedCallerId: null, isTemporarilyTransferred: false}}],
    });
  });

  it("refuses all when one order is missing: 404 'Cannot find order'", () => {
    expect(decideCancelTransfer({orders: [givenOrderState(), undefined]})).toEqual(new DomainError(404, MESSAGES.cannotFindOrder));
  });
});
