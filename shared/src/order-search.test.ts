import {describe, expect, it} from 'vitest';
import {ORDER_QUICK_SEARCHES, parseOrderSearch, SearchSyntaxError} from './order-search';

const fails = (input: string) => {
  try {
    parseOrderSearch(input);
  } catch (err) {
    expect(err).toBeInstanceOf(SearchSyntaxError);
    return (err as Error).message;
  }
  throw new Error(`expected "${input}" to fail`);
};

describe('parseOrderSearch', () => {
  it('gives an empty where for empty input', () => {
    expect(parseOrderSearch('')).toEqual({});
    expect(parseOrderSearch('   ')).toEqual({});
  });

  it('matches a free word across the text fields, and the order number when numeric', () => {
    expect(parseOrderSearch('turku')).toEqual({
      or: [
        {barCode: {ilike: '%turku%'}},
        {referenceNumber: {ilike: '%turku%'}},
        {address: {ilike: '%turku%'}},
        {zip: {ilike: '%turku%'}},
        {city: {ilike: '%turku%'}},
        {clientText: {ilike: '%turku%'}},
      ],
    });
    const numeric = parseOrderSearch('100234') as {or: object[]};
    expect(numeric.or).toContainEqual({orderNumber: 100234});
  });

  it("matches the client's phone however it is written, as one word", () => {
    const phoneClause = (digits: string) => ({clientText: {ilike: `%${digits}%`}});
    const spaced = parseOrderSearch('+358 40 123 4567') as {or: object[]};
    expect(spaced.or).toContainEqual(phoneClause('358401234567'));
    expect(spaced.or).toContainEqual({barCode: {ilike: '%+358 40 123 4567%'}});
    expect((parseOrderSearch('040 123 4567') as {or: object[]}).or).toContainEqual(phoneClause('401234567'));
    expect((parseOrderSearch('040-1234567') as {or: object[]}).or).toContainEqual(phoneClause('401234567'));
    // Digits alone are looked up as they are (the client's phone is stored as such digits).
    const plain = parseOrderSearch('35840123') as {or: object[]};
    expect(plain.or).toContainEqual(phoneClause('35840123'));
    expect(plain.or).toHaveLength(7);
    // A zip is not a phone: no second clause.
    expect((parseOrderSearch('00100') as {or: object[]}).or).toHaveLength(7);
    // With other words: the phone is one word of the AND.
    expect((parseOrderSearch('Virtanen 040 123 4567') as {and: object[]}).and).toHaveLength(2);
  });

  it('escapes like wildcards in free text', () => {
    expect((parseOrderSearch('50%_off') as {or: {barCode: {ilike: string}}[]}).or[0].barCode.ilike).toBe('%50\\%\\_off%');
  });

  it('joins key:value pairs and free words with AND', () => {
    expect(parseOrderSearch('country:finland createdAt:gt:2020-01-22T15:15:30')).toEqual({
      and: [{country: 'finland'}, {createdAt: {gt: '2020-01-22T15:15:30.000Z'}}],
    });
    const mixed = parseOrderSearch('team:turku helsinki') as {and: object[]};
    expect(mixed.and).toHaveLength(2);
  });

  it('reads lt and gt on numbers and dates', () => {
    expect(parseOrderSearch('offer:lt:100.5')).toEqual({offer: {lt: 100.5}});
    expect(parseOrderSearch('receivedDate:lt:2021-03-01')).toEqual({receivedDate: {lt: '2021-03-01T00:00:00.000Z'}});
  });

  it('reads enums and booleans case-insensitively, text keys as contains', () => {
    expect(parseOrderSearch('Country:SWEDEN closed:TRUE')).toEqual({and: [{country: 'sweden'}, {closed: true}]});
    expect(parseOrderSearch('city:"Nykarleby stad"')).toEqual({city: {ilike: '%Nykarleby stad%'}});
  });

  it('rejects unknown keys, naming the known ones', () => {
    expect(fails('password:x')).toMatch(/^Unknown search key: password\. Known keys: id, orderNumber/);
  });

  it.each([
    ['country:norway', /country must be one of: finland, sweden, uk/],
    ['orderNumber:abc', /orderNumber must be a number/],
    ['closed:maybe', /closed must be true or false/],
    ['createdAt:gt:22.1.2020', /createdAt must be a UTC date like 2020-01-22T15:15:30/],
    ['createdAt:gt:2020-02-31T00:00:00', /not a real date/],
    ['city:lt:a', /city cannot be compared with lt/],
    ['country:', /Missing value for country/],
  ])('explains %s', (input, message) => {
    expect(fails(input)).toMatch(message);
  });
});

describe('the quick searches of the admin list', () => {
  it('parse to the registration conditions', () => {
    expect(ORDER_QUICK_SEARCHES.map(search => parseOrderSearch(search.q))).toEqual([
      {and: [{isShipmentRegistered: false}, {closed: false}, {isReceived: false}]},
      {and: [{hasShipmentError: true}, {isShipmentRegistered: false}, {closed: false}]},
    ]);
  });
});
