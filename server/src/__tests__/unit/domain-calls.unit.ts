import {COLD_CALL_CLOSE_REASON, LIMITS, MESSAGES, newOrderDates} from '@karat/shared';
import {callRoleError, decideCall, DomainError, DUE_DATE_REQUIRED, parseCallInput, type CallInput, type CallRequest} from '../../domain';
import {admin, buyer, coldCaller, daysAgo, givenOrderState, NOW} from '../helpers/order-state.builder';

const request = (input: CallInput) => {
  const parsed = parseCallInput(input);
  if (parsed instanceof DomainError) throw new Error(parsed.message);
  return parsed;
};
const call = (input: CallInput, order = givenOrderState(), actor = buyer(), callsToday = 0) => decideCall({order, actor, callsToday}, request(input), NOW);
const stamp = NOW.toISOString();
/** What a member gets for an order they may not see: the answer of one that does not exist. */
const HIDDEN = new DomainError(404, MESSAGES.cannotFindOrder);

describe('call events: the request (parseCallInput)', () => {
  it("refuses an unknown type (422 'Unknown call type: X') and a missing or foreign event (422 'Please choose event')", () => {
    expect(parseCallInput({type: 'SALES_CALL', event: 'done'})).toEqual(new DomainError(422, 'Unknown call type: SALES_CALL'));
    expect(parseCallInput({type: 'WELCOME_CALL'})).toEqual(new DomainError(422, MESSAGES.chooseEvent));
    expect(parseCallInput({type: 'WELCOME_CALL', event: 'invoicePaid'})).toEqual(new DomainError(422, MESSAGES.chooseEvent));
  });

  it("wants a valid due date for newDueDate: 422 'Due date is required'", () => {
    expect(parseCallInput({type: 'AFTER_CALL', event: 'newDueDate'})).toEqual(new DomainError(422, DUE_DATE_REQUIRED));
    expect(parseCallInput({type: 'AFTER_CALL', event: 'newDueDate', dueDate: 'soon'})).toEqual(new DomainError(422, DUE_DATE_REQUIRED));
    expect(parseCallInput({type: 'AFTER_CALL', event: 'newDueDate', dueDate: '2026-04-01T00:00:00Z'})).toEqual<CallRequest>({
      type: 'AFTER_CALL',
      event: 'newDueDate',
      message: null,
      dueDate: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('keeps the message trimmed, a blank one as none', () => {
    expect(request({type: 'WELCOME_CALL', event: 'done', message: '  called  '}).message).toBe('called');
    expect(request({type: 'WELCOME_CALL', event: 'done', message: '   '}).message).toBeNull();
  });
});

describe('welcome call events (decideCall)', () => {
  it('done sets welcomeCallDone and the latest welcome call, and logs a WELCOME_CALL entry', () => {
    expect(call({type: 'WELCOME_CALL', event: 'done', message: 'ok'})).toEqual({
      action: 'call:WELCOME_CALL:done',
      change: {welcomeCallDone: true, latestWelcomeCall: NOW},
      callLog: {type: 'WELCOME_CALL', event: 'done', message: 'ok', memberId: 7, orderId: 100, createdAt: NOW},
      notices: [],
    });
  });

  it.each(['doesNotAnswer', 'callAgain'])('%s appends the time to the tried list', event => {
    const order = givenOrderState({welcomeCallTried: ['2026-03-01T08:00:00.000Z']});
    expect(call({type: 'WELCOME_CALL', event}, order)).toMatchObject({
      change: {welcomeCallTried: ['2026-03-01T08:00:00.000Z', stamp], latestWelcomeCall: NOW},
    });
    expect(call({type: 'WELCOME_CALL', event})).toMatchObject({change: {welcomeCallTried: [stamp]}});
  });
});

describe('after call events (decideCall)', () => {
  it('newDueDate moves the due date and keeps the order open', () => {
    const dueDate = '2026-04-01T00:00:00.000Z';
    expect(call({type: 'AFTER_CALL', event: 'newDueDate', dueDate})).toMatchObject({change: {latestAfterCall: NOW, dueDate: new Date(dueDate)}});
    expect(call({type: 'AFTER_CALL', event: 'newDueDate', dueDate})).not.toHaveProperty('change.closed');
  });

  it('doesNotAnswer records a try time', () => {
    expect(call({type: 'AFTER_CALL', event: 'doesNotAnswer'}, givenOrderState({afterCallTries: ['x']}))).toMatchObject({
      change: {latestAfterCall: NOW, afterCallTries: ['x', stamp]},
    });
  });

  it.each([
    ['invoicePaid', 'Invoice paid'],
    ['hasNotArrived', 'Has not arrived'],
    ['wantsANewSecurityBag', 'Wants a new security bag'],
  ])('%s closes the order by phone with the reason %j and sets afterCallDone', (event, reason) => {
    expect(call({type: 'AFTER_CALL', event})).toMatchObject({
      action: `call:AFTER_CALL:${event}`,
      change: {latestAfterCall: NOW, closed: true, closeReason: reason, closeMethod: 'phone', closerId: 7, closeDate: NOW, afterCallDone: true},
    });
  });

  it('wantsANewSecurityBag also starts a new order for the same client and caller, welcome call in 4 days and due in 16', () => {
    const order = givenOrderState({callerId: 5, assignedCallerId: 7});
    expect(call({type: 'AFTER_CALL', event: 'wantsANewSecurityBag'}, order)).toMatchObject({
      replacement: {
        clientId: 50,
        callerId: 5,
        country: 'finland',
        language: 'finnish',
        team: 'turku',
        address: 'Aurakatu 1',
        zip: '20100',
        city: 'Turku',
        ...newOrderDates(NOW),
        createdAt: NOW,
        updatedAt: NOW,
      },
    });
    // Without a caller, the member who called.
    expect(call({type: 'AFTER_CALL', event: 'wantsANewSecurityBag'}, givenOrderState({callerId: null}), admin(2))).toMatchObject({replacement: {callerId: 2}});
    expect(call({type: 'AFTER_CALL', event: 'invoicePaid'})).not.toHaveProperty('replacement');
  });

  it("wantsANewSecurityBag's new order follows the client's country and language as they are now", () => {
    const order = givenOrderState({country: 'finland', language: 'finnish', team: 'turku'});
    const client = {country: 'sweden', language: 'finland-swedish'};
    expect(decideCall({order, actor: buyer(), client, callsToday: 0}, request({type: 'AFTER_CALL', event: 'wantsANewSecurityBag'}), NOW)).toMatchObject({
      replacement: {country: 'sweden', language: 'finland-swedish', team: 'turku'},
    });
  });
});

describe('the calls of an order a day (decideCall)', () => {
  it('takes calls up to the bound, of every type and event, then answers 429 and logs nothing', () => {
    const bound = LIMITS.callsPerOrderPerDay;
    expect(call({type: 'WELCOME_CALL', event: 'doesNotAnswer'}, givenOrderState(), buyer(), bound - 1)).not.toBeInstanceOf(DomainError);
    expect(call({type: 'WELCOME_CALL', event: 'doesNotAnswer'}, givenOrderState(), buyer(), bound)).toEqual(
      new DomainError(429, MESSAGES.callsPerOrderPerDay, 'CALL_LIMIT'),
    );
    expect(call({type: 'AFTER_CALL', event: 'invoicePaid'}, givenOrderState(), buyer(), bound)).toEqual(
      new DomainError(429, MESSAGES.callsPerOrderPerDay, 'CALL_LIMIT'),
    );
    expect(call({type: 'COLD_CALL', event: 'doesNotAnswer'}, givenOrderState({createdAt: daysAgo(46)}), coldCaller(), bound + 5)).toBeInstanceOf(DomainError);
  });
});

describe('cold call events (decideCall)', () => {
  const coldCase = givenOrderState({createdAt: daysAgo(46), callerId: 7});

  it('flag the order a cold case with the member as its cold-case caller; doesNotAnswer records latestColdCall', () => {
    expect(call({type: 'COLD_CALL', event: 'doesNotAnswer'}, coldCase, coldCaller())).toMatchObject({
      change: {isColdCase: true, coldCaseCallerId: 9, latestColdCall: NOW},
      callLog: {type: 'COLD_CALL', event: 'doesNotAnswer', memberId: 9},
    });
  });

  it("close closes the order with reason 'Closed by cold call'", () => {
    expect(call({type: 'COLD_CALL', event: 'close'}, coldCase, coldCaller())).toMatchObject({
      change: {closed: true, closeReason: COLD_CALL_CLOSE_REASON, closeMethod: 'phone', closerId: 9, closeDate: NOW},
    });
  });

  it('is refused on an order that is not a cold case (no order to the cold caller, 404) and to a non-cold-caller (403)', () => {
    for (const order of [givenOrderState({createdAt: daysAgo(44)}), givenOrderState({createdAt: daysAgo(60), isReceived: true})]) {
      expect(call({type: 'COLD_CALL', event: 'close'}, order, coldCaller())).toEqual(HIDDEN);
    }
    expect(call({type: 'COLD_CALL', event: 'close'}, coldCase, buyer())).toEqual(new DomainError(403, MESSAGES.notAllowed));
  });
});

describe('who may call (decideCall)', () => {
  it("lets a buyer call only their own or assigned orders: any other is no order to them (404 'Cannot find order')", () => {
    expect(call({type: 'WELCOME_CALL', event: 'done'}, givenOrderState({callerId: 8}))).toEqual(HIDDEN);
    expect(call({type: 'WELCOME_CALL', event: 'done'}, givenOrderState({callerId: 8, assignedCallerId: 7}))).not.toBeInstanceOf(DomainError);
    expect(call({type: 'WELCOME_CALL', event: 'done'}, givenOrderState({callerId: 8}), admin())).not.toBeInstanceOf(DomainError);
  });

  it("refuses welcome and after calls to a member without the buyer flag: 403 'Your role does not allow this', whatever the order", () => {
    expect(callRoleError('WELCOME_CALL', buyer())).toBeUndefined();
    expect(callRoleError('AFTER_CALL', coldCaller())).toEqual(new DomainError(403, MESSAGES.notAllowed));
    expect(callRoleError('COLD_CALL', buyer())).toEqual(new DomainError(403, MESSAGES.notAllowed));
    expect(callRoleError('COLD_CALL', admin())).toBeUndefined();
    expect(call({type: 'AFTER_CALL', event: 'doesNotAnswer'}, givenOrderState({callerId: 9}), coldCaller())).toEqual(new DomainError(403, MESSAGES.notAllowed));
  });

  it("never calls a closed order: 409 'Order is already closed', after who may call", () => {
    expect(call({type: 'WELCOME_CALL', event: 'done'}, givenOrderState({closed: true}))).toEqual(new DomainError(409, MESSAGES.alreadyClosed));
    expect(call({type: 'COLD_CALL', event: 'close'}, givenOrderState({closed: true, createdAt: daysAgo(50)}), coldCaller())).toEqual(
      new DomainError(409, MESSAGES.alreadyClosed),
    );
    expect(call({type: 'WELCOME_CALL', event: 'done'}, givenOrderState({closed: true, callerId: 8}))).toEqual(HIDDEN);
  });
});
