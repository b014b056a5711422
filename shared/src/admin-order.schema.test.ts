import {describe, expect, it} from 'vitest';
import {adminOrderCreateSchema, adminOrderSchema, ORDER_FORM_FLAGS} from './order-form.schema';

const flags = Object.fromEntries(ORDER_FORM_FLAGS.map(flag => [flag, false]));
const valid = {country: 'finland', language: 'finnish', welcomeCall: '2025-01-01T10:00:00.000Z', dueDate: '2025-01-10T10:00:00.000Z', ...flags};

describe('adminOrderSchema', () => {
  it('accepts an order with its required fields', () => {
    expect(adminOrderSchema.safeParse(valid).success).toBe(true);
    expect(adminOrderSchema.safeParse({...valid, team: null, barCode: ' JJFI1 '}).data).toMatchObject({barCode: 'JJFI1', team: null});
  });

  it('requires the dates, the country and the language', () => {
    const result = adminOrderSchema.safeParse({...valid, welcomeCall: undefined, dueDate: '', country: undefined, language: 'latin'});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map(issue => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      welcomeCall: 'Welcome call is required',
      dueDate: 'Due date is required',
      country: 'Country is required',
      language: 'Language is required',
    });
  });
});

describe('adminOrderCreateSchema', () => {
  it("refuses an empty new order with the order form's required-field messages", () => {
    const result = adminOrderCreateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(result.error!.issues.map(issue => [issue.path.join('.'), issue.message])).toEqual([
      ['welcomeCall', 'Welcome call is required'],
      ['dueDate', 'Due date is required'],
      ['language', 'Language is required'],
      ['country', 'Country is required'],
    ]);
  });
  it('takes a new order without the origin flag', () => {
    const {isWebOrder: _flag, ...body} = valid;
    expect(adminOrderCreateSchema.safeParse(body).success).toBe(true);
  });
});
