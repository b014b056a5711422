import {MESSAGES} from '@karat/shared';
import {decideReceive, decideReopen, DomainError, needsClientAddress, receiveBarCode} from '../../domain';
import {givenOrderState, NOW} from '../helpers/order-state.builder';

const receive = (order = givenOrderState(), reopen = false, client?: {address?: string | null; zip?: string | null; city?: string | null} | null) =>
  decideReceive({order, client}, {reopen, receiverId: 3}, NOW);

describe('the receive scan rule (decideReceive)', () => {
  it('sets the receiver, the flag and the date, and says Received', () => {
    expect(receive()).toEqual({
      action: 'receive',
      change: {receiverId: 3, isReceived: true, receivedDate: NOW},
      notices: [MESSAGES.received],
    });
  });

  it("refuses a received order: 409 'Package is already received'", () => {
    expect(receive(givenOrderState({isReceived: true}))).toEqual(new DomainError(409, MESSAGES.alreadyReceived));
  });

  it("gives a cold case to its cold-case caller, keeps the caller as originalCallerId, and says 'Cold case'", () => {
    const decision = receive(givenOrderState({isColdCase: true, callerId: 7, coldCaseCallerId: 9}));
    expect(decision).toMatchObject({change: {callerId: 9, originalCallerId: 7, isReceived: true}, notices: [MESSAGES.received, MESSAGES.coldCase]});
  });

  it('leaves a cold case already with its cold-case caller as it is', () => {
    expect(receive(givenOrderState({isColdCase: true, callerId: 9, coldCaseCallerId: 9}))).toMatchObject({
      change: {receiverId: 3, isReceived: true, receivedDate: NOW},
      notices: [MESSAGES.received],
    });
  });

  it("refuses a cold case without a cold-case caller: 422 'Missing coldCaseCAllerId'", () => {
    expect(receive(givenOrderState({isColdCase: true, callerId: 7, coldCaseCallerId: null}))).toEqual(new DomainError(422, MESSAGES.missingColdCaseCaller));
  });

  it('asks before reopening a closed order: 409 ORDER_CLOSED with the close reason', () => {
    const closed = givenOrderState({closed: true, closeReason: 'Age', closerId: 4, closeDate: NOW});
    expect(receive(closed)).toEqual(new DomainError(409, MESSAGES.alreadyClosed, 'ORDER_CLOSED', {closeReason: 'Age'}));
    expect(receive(givenOrderState({closed: true}))).toEqual(new DomainError(409, MESSAGES.alreadyClosed, 'ORDER_CLOSED', {closeReason: null}));
  });

  it('reopens and receives a closed order once confirmed, clearing closed, closer, close date and reason', () => {
    expect(receive(givenOrderState({closed: true, closeReason: 'Age', closerId: 4, closeDate: NOW}), true)).toEqual({
      action: 'reopen-and-receive',
      change: {closed: false, closerId: null, closeDate: null, closeReason: null, receiverId: 3, isReceived: true, receivedDate: NOW},
      notices: [MESSAGES.received],
    });
    // reopen on an open order changes nothing more.
    expect(receive(givenOrderState(), true)).toMatchObject({action: 'receive', change: {receiverId: 3, isReceived: true, receivedDate: NOW}});
  });

  it("fills a missing address from the client, or refuses: 422 'Address update missing information'", () => {
    const order = givenOrderState({address: null, zip: '20100', city: ''});
    expect(needsClientAddress(order)).toBe(true);
    expect(needsClientAddress(givenOrderState())).toBe(false);
    const filled = receive(order, false, {address: 'Satamakatu 2', zip: '00100', city: 'Helsinki'});
    expect(filled).toMatchObject({change: {address: 'Satamakatu 2', city: 'Helsinki', isReceived: true}});
    // Only the missing parts: the order's own zip stays.
    expect((filled as {change: object}).change).not.toHaveProperty('zip');
    expect(receive(order, false, {address: 'Satamakatu 2', zip: null, city: 'Helsinki'})).toMatchObject({change: {address: 'Satamakatu 2', city: 'Helsinki'}});
    for (const client of [null, undefined, {address: 'Satamakatu 2', zip: '00100', city: null}]) {
      expect(receive(order, false, client)).toEqual(new DomainError(422, MESSAGES.addressUpdateMissing));
    }
  });

  it('checks in the spec order: received, cold-case caller, closed, address', () => {
    const everything = givenOrderState({isReceived: true, isColdCase: true, coldCaseCallerId: null, closed: true, address: null});
    expect(receive(everything)).toEqual(new DomainError(409, MESSAGES.alreadyReceived));
    expect(receive({...everything, isReceived: false})).toEqual(new DomainError(422, MESSAGES.missingColdCaseCaller));
    expect(receive({...everything, isReceived: false, isColdCase: false})).toMatchObject({status: 409, code: 'ORDER_CLOSED'});
    expect(receive({...everything, isReceived: false, isColdCase: false}, true)).toEqual(new DomainError(422, MESSAGES.addressUpdateMissing));
  });

  it("finds nothing for a blank bar code: 404 'Cannot find order'; trims the code", () => {
    expect(receiveBarCode('  ')).toEqual(new DomainError(404, MESSAGES.cannotFindOrder));
    expect(receiveBarCode(' JJFI1 ')).toBe('JJFI1');
  });

  it('reopens only when confirmed (decideReopen)', () => {
    expect(decideReopen(givenOrderState({closed: true, closeReason: 'x'}), false)).toEqual(
      new DomainError(409, MESSAGES.alreadyClosed, 'ORDER_CLOSED', {closeReason: 'x'}),
    );
    expect(decideReopen(givenOrderState({closed: true}), true)).toEqual({closed: false, closerId: null, closeDate: null, closeReason: null});
  });
});
