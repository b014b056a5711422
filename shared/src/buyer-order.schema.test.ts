import {describe, expect, it} from 'vitest';
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
});
