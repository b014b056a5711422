import {MESSAGES, zipNotOfCountryMessage} from '@karat/shared';
import {adminOrderEditError, decideAdminReopen, DomainError, orderFollowsClient, otherMarketError} from '../../domain';
import {daysAgo, givenOrderState, NOW} from '../helpers/order-state.builder';

describe("the admin's order edit (adminOrderEditError)", () => {
  const open = givenOrderState();
  const closed = givenOrderState({closed: true, closeReason: 'Age'});

  it('takes an edit that keeps every rule', () => {
    expect(adminOrderEditError(open, {zip: '20500', country: 'finland', dueDate: daysAgo(-3).toISOString()}, NOW)).toBeUndefined();
    expect(adminOrderEditError(closed, {closeReason: 'Nothing to send'}, NOW)).toBeUndefined();
    // An open order has no reason to keep.
    expect(adminOrderEditError(open, {closeReason: null}, NOW)).toBeUndefined();
  });

  it("refuses to clear a closed order's reason", () => {
    for (const closeReason of [null, '', '   ']) {
      expect(adminOrderEditError(closed, {closeReason}, NOW)).toEqual(new DomainError(422, MESSAGES.closedWithoutReason, 'CLOSED_WITHOUT_REASON'));
    }
    // An old order closed without one is edited otherwise as before.
    expect(adminOrderEditError(givenOrderState({closed: true, closeReason: null}), {city: 'Raisio'} as object, NOW)).toBeUndefined();
  });

  it('refuses a due date moved into the past, not one kept as it was', () => {
    expect(adminOrderEditError(open, {dueDate: daysAgo(1).toISOString()}, NOW)).toEqual(new DomainError(422, MESSAGES.dueDateInPast, 'DUE_DATE_IN_PAST'));
    const old = givenOrderState({dueDate: daysAgo(30)});
    expect(adminOrderEditError(old, {dueDate: daysAgo(30).toISOString(), city: 'Turku'} as object, NOW)).toBeUndefined();
    expect(adminOrderEditError(old, {dueDate: daysAgo(29).toISOString()}, NOW)).toBeInstanceOf(DomainError);
    expect(adminOrderEditError(open, {dueDate: NOW.toISOString()}, NOW)).toBeUndefined();
  });

  it('refuses a zip that does not fit the country, on the two as they will be', () => {
    expect(adminOrderEditError(open, {zip: '1234'}, NOW)).toEqual(
      new DomainError(422, zipNotOfCountryMessage('1234', 'finland'), 'ZIP_NOT_OF_COUNTRY', {zip: '1234', country: 'finland'}),
    );
    expect((adminOrderEditError(open, {zip: '1234'}, NOW) as DomainError).message).toBe('Zip 1234 does not fit Finland');
    // The order's Finnish zip does not fit the UK.
    expect((adminOrderEditError(open, {country: 'uk'}, NOW) as DomainError).message).toBe('Zip 20100 does not fit UK');
    expect(adminOrderEditError(open, {country: 'uk', zip: 'SW1A 1AA'}, NOW)).toBeUndefined();
    expect(adminOrderEditError(open, {country: 'sweden', zip: '411 01'}, NOW)).toBeUndefined();
    // Clearing the zip is not this rule's (the address check says what is missing).
    expect(adminOrderEditError(open, {zip: null}, NOW)).toBeUndefined();
    // Neither touched: an old order's odd zip does not block other edits.
    expect(adminOrderEditError(givenOrderState({zip: '1'}), {city: 'Turku'} as object, NOW)).toBeUndefined();
  });
});

describe("the admin's order edit and the client's country (adminOrderEditError)", () => {
  it('keeps the order in the country of the client it will have', () => {
    const order = givenOrderState();
    expect((adminOrderEditError(order, {country: 'sweden', zip: '411 01'}, NOW, {country: 'finland'}) as DomainError).code).toBe('COUNTRY_NOT_CLIENTS');
    expect(adminOrderEditError(order, {clientId: 99}, NOW, {country: 'uk'})).toEqual(
      new DomainError(422, "The order's country must be its client's: UK", 'COUNTRY_NOT_CLIENTS', {country: 'finland', clientCountry: 'uk'}),
    );
    expect(adminOrderEditError(order, {country: 'sweden', zip: '411 01'}, NOW, {country: 'sweden'})).toBeUndefined();
  });
});

describe("the admin's Reopen... (decideAdminReopen)", () => {
  it('clears what closing set', () => {
    expect(decideAdminReopen(givenOrderState({closed: true, closeReason: 'Age', closerId: 3, closeDate: daysAgo(1)}))).toEqual({
      closed: false,
      closerId: null,
      closeDate: null,
      closeReason: null,
    });
  });
  it("refuses an open order: 409 'Order is not closed'", () => {
    expect(decideAdminReopen(givenOrderState())).toEqual(new DomainError(409, MESSAGES.notClosed, 'ORDER_NOT_CLOSED'));
  });
});

describe('a new order follows its client (orderFollowsClient)', () => {
  it("takes the client's country and language and the member's team, whatever the body says", () => {
    expect(
      orderFollowsClient({country: 'sweden', language: 'swedish'}, {team: 'gothenburg'}, {country: 'finland', language: 'finnish', team: 'turku'}),
    ).toEqual({
      country: 'sweden',
      language: 'swedish',
      team: 'gothenburg',
    });
  });
  it("keeps the body's where the client or member has none", () => {
    expect(orderFollowsClient({country: null, language: 'finnish'}, {team: null}, {country: 'finland', language: 'swedish', team: 'helsinki'})).toEqual({
      country: 'finland',
      language: 'finnish',
      team: 'helsinki',
    });
    expect(orderFollowsClient(null, null, {})).toEqual({country: null, language: null, team: null});
  });
});

describe('another market (otherMarketError)', () => {
  it("refuses a client outside the caller's market unless confirmed", () => {
    const refused = otherMarketError({country: 'sweden'}, {team: 'turku'}, false);
    expect(refused).toEqual(
      new DomainError(409, 'The client is in Sweden, outside your market (Finland). Add the order anyway?', 'OTHER_MARKET', {
        clientCountry: 'sweden',
        market: 'finland',
      }),
    );
    expect(otherMarketError({country: 'sweden'}, {team: 'turku'}, true)).toBeUndefined();
  });
  it('takes a client of the market, or a member without one', () => {
    expect(otherMarketError({country: 'sweden'}, {team: 'malaga-sweden'}, false)).toBeUndefined();
    expect(otherMarketError({country: 'uk'}, {team: null, preferCountry: 'uk'}, false)).toBeUndefined();
    expect(otherMarketError({country: 'uk'}, {}, false)).toBeUndefined();
  });
});
