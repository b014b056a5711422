import {LIMITS, MESSAGES, smsText} from '@karat/shared';
import {
  coldCaseViewError,
  decideBuyerOrderEdit,
  decideReturnCodeSms,
  DomainError,
  isOwnOrder,
  mayCallError,
  ownOrderError,
  type Actor,
  type OrderState,
} from '../../domain';
import {admin, buyer, coldCaller, daysAgo, givenOrderState, NOW} from '../helpers/order-state.builder';

/** What a member gets for an order they may not see: the answer of one that does not exist. */
const HIDDEN = new DomainError(404, MESSAGES.cannotFindOrder);

describe("a buyer's own orders", () => {
  it('are those where the buyer is caller or assigned caller; an admin may work on any', () => {
    expect(isOwnOrder({callerId: 7, assignedCallerId: null}, 7)).toBe(true);
    expect(isOwnOrder({callerId: 8, assignedCallerId: 7}, 7)).toBe(true);
    expect(isOwnOrder({callerId: 8, assignedCallerId: null}, 7)).toBe(false);
    expect(ownOrderError(givenOrderState({callerId: 8}), buyer())).toEqual(HIDDEN);
    expect(ownOrderError(givenOrderState({callerId: 8}), admin())).toBeUndefined();
  });

  it('edits only an open, not received order of their own (decideBuyerOrderEdit)', () => {
    const change = {generalMessage: 'hi'} as OrderState;
    const client = {country: 'finland'};
    expect(decideBuyerOrderEdit(givenOrderState(), buyer(), change, NOW, client)).toEqual({change, notices: []});
    expect(decideBuyerOrderEdit(givenOrderState({callerId: 8}), buyer(), change, NOW, client)).toEqual(HIDDEN);
    // Someone else's closed order is no order to them, not a closed one.
    expect(decideBuyerOrderEdit(givenOrderState({callerId: 8, closed: true}), buyer(), change, NOW, client)).toEqual(HIDDEN);
    expect(decideBuyerOrderEdit(givenOrderState({closed: true, isReceived: true}), buyer(), change, NOW, client)).toEqual(
      new DomainError(409, MESSAGES.alreadyClosed),
    );
    expect(decideBuyerOrderEdit(givenOrderState({isReceived: true}), buyer(), change, NOW, client)).toEqual(new DomainError(409, MESSAGES.alreadyReceived));
  });

  it("keeps every order edit's cross-field rules, the admin's too (decideBuyerOrderEdit)", () => {
    const client = {country: 'finland'};
    const edit = (change: OrderState) => decideBuyerOrderEdit(givenOrderState(), buyer(), change, NOW, client);
    expect(edit({dueDate: new Date(NOW.getTime() - 1)})).toEqual(new DomainError(422, MESSAGES.dueDateInPast, 'DUE_DATE_IN_PAST'));
    expect(edit({zip: '1234'})).toEqual(new DomainError(422, 'Zip 1234 does not fit Finland', 'ZIP_NOT_OF_COUNTRY', {zip: '1234', country: 'finland'}));
    expect((edit({country: 'sweden', zip: '41101'}) as DomainError).code).toBe('COUNTRY_NOT_CLIENTS');
    expect(edit({zip: '20500', dueDate: new Date(NOW.getTime() + 86_400_000)})).not.toBeInstanceOf(DomainError);
  });
});

describe('who may call an order (mayCallError)', () => {
  it('a buyer their own; a cold caller a cold case; never a closed one; to anyone else no order (404)', () => {
    expect(mayCallError(givenOrderState({closed: true}), admin(), NOW)).toEqual(new DomainError(409, MESSAGES.alreadyClosed));
    expect(mayCallError(givenOrderState({callerId: 8}), admin(), NOW)).toBeUndefined();
    expect(mayCallError(givenOrderState(), buyer(), NOW)).toBeUndefined();
    expect(mayCallError(givenOrderState({createdAt: daysAgo(46)}), coldCaller(), NOW)).toBeUndefined();
    expect(mayCallError(givenOrderState({createdAt: daysAgo(44)}), coldCaller(), NOW)).toEqual(HIDDEN);
    expect(mayCallError(givenOrderState({createdAt: daysAgo(46), closed: true}), coldCaller(), NOW)).toEqual(new DomainError(409, MESSAGES.alreadyClosed));
    // A buyer and cold caller: a cold case of someone else's still.
    expect(mayCallError(givenOrderState({callerId: 8, createdAt: daysAgo(46)}), {id: 7, buyer: true, isColdCaller: true}, NOW)).toBeUndefined();
    expect(mayCallError(givenOrderState({callerId: 8}), buyer(), NOW)).toEqual(HIDDEN);
    // Closed or not, someone else's order answers as no order: its state is not theirs to learn.
    expect(mayCallError(givenOrderState({callerId: 8, closed: true}), buyer(), NOW)).toEqual(HIDDEN);
    expect(mayCallError(givenOrderState(), {id: 7}, NOW)).toEqual(HIDDEN);
  });
});

describe('the cold-case view (coldCaseViewError)', () => {
  it('answers an order not received and created more than 45 days ago; else no order (404)', () => {
    expect(coldCaseViewError(givenOrderState({createdAt: daysAgo(46)}), NOW)).toBeUndefined();
    expect(coldCaseViewError(givenOrderState({createdAt: daysAgo(44)}), NOW)).toEqual(HIDDEN);
    expect(coldCaseViewError(givenOrderState({createdAt: daysAgo(46), isReceived: true}), NOW)).toEqual(HIDDEN);
  });
});

describe('the return-code SMS (decideReturnCodeSms)', () => {
  const client = {phone: '358401234567', language: 'swedish'};
  const none = {perOrder: 0, perMember: 0};
  const sms = (order: OrderState = givenOrderState(), actor: Actor = buyer(), sent = none, who: typeof client | null = client) =>
    decideReturnCodeSms({order, client: who, actor, sent}, NOW);

  it("sends the order's return code to the client's phone, in the order's language, else the client's", () => {
    expect(sms()).toEqual({
      message: {to: client.phone, message: smsText('returnCode', 'finnish', {returnCode: 'JJFI0001'}), kind: 'returnCode', orderId: 100, memberId: 7},
      notices: [],
    });
    expect(sms(givenOrderState({language: null}))).toMatchObject({message: {message: smsText('returnCode', 'swedish', {returnCode: 'JJFI0001'})}});
  });

  it('refuses what the member may not call: closed (409), not theirs or not a cold case (404, as no order)', () => {
    expect(sms(givenOrderState({closed: true}))).toEqual(new DomainError(409, MESSAGES.alreadyClosed));
    expect(sms(givenOrderState({callerId: 8}))).toEqual(HIDDEN);
    expect(sms(givenOrderState(), coldCaller())).toEqual(HIDDEN);
  });

  it("refuses a non-Finnish order (422 'Only Finnish orders can send SMS'), a client without a phone (422 'Missing phone number'), an order without a return code (422)", () => {
    expect(sms(givenOrderState({country: 'sweden'}))).toEqual(new DomainError(422, MESSAGES.onlyFinnishSms));
    expect(sms(givenOrderState(), buyer(), none, null)).toEqual(new DomainError(422, MESSAGES.missingPhone));
    expect(sms(givenOrderState(), buyer(), none, {phone: '', language: null} as never)).toEqual(new DomainError(422, MESSAGES.missingPhone));
    expect(sms(givenOrderState({barCode: null}))).toEqual(new DomainError(422, MESSAGES.noReturnCode));
  });

  it("sends the carrier's return code; a carrier's parcel without one has none (its bar code is not a return code)", () => {
    expect(sms(givenOrderState({carrier: 'posti', returnCode: 'K7Q2MX'}))).toMatchObject({
      message: {message: smsText('returnCode', 'finnish', {returnCode: 'K7Q2MX'})},
    });
    expect(sms(givenOrderState({carrier: 'posti', returnCode: null}))).toEqual(new DomainError(422, MESSAGES.noReturnCode));
    expect(sms(givenOrderState({carrier: 'local', returnCode: null}))).toMatchObject({
      message: {message: smsText('returnCode', 'finnish', {returnCode: 'JJFI0001'})},
    });
  });

  it('keeps the limits: per order in 24 hours, per member in an hour (429)', () => {
    expect(sms(givenOrderState(), buyer(), {perOrder: LIMITS.smsPerOrderPer24h - 1, perMember: LIMITS.smsPerMemberPerHour - 1})).not.toBeInstanceOf(
      DomainError,
    );
    expect(sms(givenOrderState(), buyer(), {perOrder: LIMITS.smsPerOrderPer24h, perMember: 0})).toEqual(new DomainError(429, MESSAGES.smsOrderLimit));
    expect(sms(givenOrderState(), buyer(), {perOrder: 0, perMember: LIMITS.smsPerMemberPerHour})).toEqual(new DomainError(429, MESSAGES.smsMemberLimit));
  });
});
