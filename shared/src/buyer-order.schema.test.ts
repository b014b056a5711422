import {describe, expect, it} from 'vitest';
import {ADDRESS_MESSAGES} from './client.schema';
import {BUYER_ORDER_FIELDS, buyerOrderSchema} from './order-form.schema';

const valid = {country: 'finland', language: 'finnish', welcomeCall: '2025-01-01T10:00:00.000Z', dueDate: '2025-01-10T10:00:00.000Z'};
const messages = (input: object) =>
  Object.fromEntries((buyerOrderSchema.partial().safeParse(input).error?.issues ?? []).map(issue => [issue.path.join('.'), issue.message]));

describe('buyerOrderSchema (buyer "modify orders")', () => {
  it('names the fields a buyer may change, and only those', () => {
    expect(Object.keys(buyerOrderSchema.shape).sort()).toEqual([...BUYER_ORDER_FIELDS].sort());
    expect(BUYER_ORDER_FIELDS).not.toContain('callerId');
    expect(BUYER_ORDER_FIELDS).not.toContain('customerServiceComment');
  });

  it('as a partial takes any one field, trimmed, and drops anything else', () => {
    expect(buyerOrderSchema.partial().parse({city: '  Raisio ', closed: true})).toEqual({city: 'Raisio'});
    expect(buyerOrderSchema.safeParse(valid).success).toBe(true);
  });

  it('cannot clear a required field of the order form', () => {
    expect(messages({country: null, language: '', welcomeCall: null, dueDate: 'soon'})).toEqual({
      country: 'Country is required',
      language: 'Language is required',
      welcomeCall: 'Welcome call is required',
      dueDate: 'Due date is required',
    });
    expect(messages({team: 'nowhere'})).toEqual({team: 'Team is not valid'});
    expect(messages({team: null, address: null})).toEqual({});
  });

  it("takes the client form's postal address rules: its characters and lengths, never a message", () => {
    expect(messages({address: 'Aurakatu 1 A 3', zip: '20100', city: 'Turku'})).toEqual({});
    expect(messages({address: 'Call me <b>now</b>'})).toEqual({address: ADDRESS_MESSAGES.address});
    expect(messages({address: 'Aurakatu 1\nRing twice'})).toEqual({address: ADDRESS_MESSAGES.address});
    expect(messages({address: 'Please call me back after five, I am at home all evening and ask for Matti'})).toEqual({address: ADDRESS_MESSAGES.addressMax});
    expect(messages({city: 'Turku'.repeat(8)})).toEqual({city: ADDRESS_MESSAGES.cityMax});
    expect(messages({zip: '1'.repeat(17)})).toEqual({zip: ADDRESS_MESSAGES.zipMax});
  });
});
