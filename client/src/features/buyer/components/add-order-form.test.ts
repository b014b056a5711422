import {DateTime} from 'luxon';
import {describe, expect, it} from 'vitest';
import {addOrderPayload, addOrderValues, otherMarketQuestion, validateAddOrder} from './add-order-form';

const now = new Date('2025-06-15T09:00:00Z');
const member = {team: 'turku', preferLanguage: 'finnish', preferCountry: 'finland'};

function filled(phone = '358401112223') {
  const values = addOrderValues(phone, null, member, now);
  values.client = {
    ...values.client,
    firstName: 'Matti',
    lastName: 'Meikäläinen',
    address: 'Aurakatu 1',
    zip: '20100',
    city: 'Turku',
    birthYear: '1950',
  };
  return values;
}

describe('addOrderValues', () => {
  it('prefills a new client from the phone and the order from the member, with the new-order dates', () => {
    const values = addOrderValues('46701234567', null, member, now);
    expect(values.client).toMatchObject({phone: '46701234567', country: 'sweden', language: 'finnish', gender: 'unknown', birthYear: ''});
    expect(values.order).toMatchObject({language: 'finnish', country: 'finland', team: 'turku', isWebOrder: false, callerId: ''});
    expect(values.order.welcomeCall?.toJSDate().toISOString()).toBe('2025-06-19T09:00:00.000Z');
    expect(values.order.dueDate?.toJSDate().toISOString()).toBe('2025-07-01T09:00:00.000Z');
  });
  it("takes an existing client's fields", () => {
    const values = addOrderValues(
      '358401112223',
      {id: 7, firstName: 'Liisa', phone: '358401112223', country: 'finland', birthYear: 1960, email: null},
      member,
      now,
    );
    expect(values.client).toMatchObject({firstName: 'Liisa', birthYear: '1960', email: '', country: 'finland'});
  });
});

describe('otherMarketQuestion', () => {
  const body = (country: string, callerId?: number) => ({client: {country}, order: {callerId}}) as unknown as Parameters<typeof otherMarketQuestion>[0];
  it("asks when the client is outside the caller's market", () => {
    expect(otherMarketQuestion(body('sweden'), {team: 'turku'})).toBe('The client is in Sweden, outside your market (Finland). Add the order anyway?');
    expect(otherMarketQuestion(body('finland'), {team: 'turku'})).toBeNull();
  });
  it('takes the market of the chosen web-order caller', () => {
    const callers = [{id: 12, team: 'gothenburg'}];
    expect(otherMarketQuestion(body('sweden', 12), {team: 'turku'}, callers)).toBeNull();
    expect(otherMarketQuestion(body('finland', 12), {team: 'turku'}, callers)).toBe(
      'The client is in Finland, outside your market (Sweden). Add the order anyway?',
    );
  });
});

describe('addOrderPayload', () => {
  it('sends the client (with the id of an existing one) and the order with UTC dates', () => {
    const values = filled();
    const body = addOrderPayload(values, values, 7, false);
    expect(body.client).toMatchObject({id: 7, firstName: 'Matti', birthYear: 1950, country: 'finland', phone: '358401112223'});
    expect(body.client.email).toBeUndefined();
    expect(body.order).toEqual({
      welcomeCall: '2025-06-19T09:00:00.000Z',
      dueDate: '2025-07-01T09:00:00.000Z',
      language: 'finnish',
      country: 'finland',
    });
  });
  it("gives the order its client's country and language, and no team (the server's: the caller's)", () => {
    const values = filled();
    values.client.country = 'sweden';
    values.client.language = 'finland-swedish';
    values.order.country = 'finland';
    values.order.language = 'finnish';
    const body = addOrderPayload(values, values, undefined, false);
    expect(body.order).toMatchObject({country: 'sweden', language: 'finland-swedish'});
    expect(body.order).not.toHaveProperty('team');
  });
  it('never sends bank details, whatever the found client carried', () => {
    const client = {id: 7, firstName: 'Liisa', phone: '358401112223', iban: 'FI2112345600000785'} as Parameters<typeof addOrderValues>[1];
    const values = addOrderValues('358401112223', client, member, now);
    expect(values.client).not.toHaveProperty('iban');
    expect(addOrderPayload(values, values, 7, false).client).not.toHaveProperty('iban');
  });
  it('sends the web-order flag and the chosen caller only for web-order buyers', () => {
    const values = filled();
    values.order.isWebOrder = true;
    values.order.callerId = '12';
    values.client.birthYear = '';
    expect(addOrderPayload(values, values, undefined, false).order).not.toHaveProperty('isWebOrder');
    const body = addOrderPayload(values, values, undefined, true);
    expect(body.order).toMatchObject({isWebOrder: true, callerId: 12});
    expect(body.client.birthYear).toBeNull();
  });
});

describe('validateAddOrder', () => {
  it('accepts a complete form', () => {
    const values = filled();
    expect(validateAddOrder(values, undefined, false)(values)).toEqual({});
  });
  it('requires the client fields and the birth year unless it is a web order', () => {
    const values = addOrderValues('358401112223', null, member, now);
    const errors = validateAddOrder(values, undefined, true)(values);
    expect(errors.client).toMatchObject({firstName: 'First name is required', birthYear: 'Birth year must be a number'});
    const web = {...values, order: {...values.order, isWebOrder: true}};
    expect(validateAddOrder(values, undefined, true)(web).client).not.toHaveProperty('birthYear');
  });
  it('reads the birth year as typed, and refuses a decimal one instead of reading "1960,5" as 19605', () => {
    const values = filled();
    values.client.birthYear = ' 1960 ';
    expect(addOrderPayload(values, values, undefined, false).client.birthYear).toBe(1960);
    values.client.birthYear = '1960,5';
    expect(addOrderPayload(values, values, undefined, false).client.birthYear).toBe(1960.5);
    expect(validateAddOrder(values, undefined, false)(values).client).toMatchObject({birthYear: 'Birth year must be a whole number'});
    values.client.birthYear = '19 60x';
    expect(validateAddOrder(values, undefined, false)(values).client).toMatchObject({birthYear: 'Birth year must be a number'});
  });
  it('requires the order dates', () => {
    const values = filled();
    values.order.welcomeCall = null;
    values.order.dueDate = DateTime.invalid('cleared');
    const errors = validateAddOrder(values, undefined, false)(values);
    expect(errors.order).toMatchObject({welcomeCall: 'Welcome call is required', dueDate: 'Due date is required'});
  });
});
