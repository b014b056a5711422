import {describe, expect, it} from 'vitest';
import {afterCallWindow, coldCaseBefore, newOrderDates, todayAndMonth, todayToEndOfWeek, welcomeCallWindow} from './call-windows';
import {countryOfPhone, phoneSearchSchema} from './phone';
import {orderFormSchema} from './order-form.schema';

const now = new Date('2026-03-11T10:00:00Z'); // a Wednesday, 12:00 in Helsinki

describe('call windows', () => {
  it('new orders: welcome call in 4 days, due in 16', () => {
    expect(newOrderDates(now)).toEqual({welcomeCall: new Date('2026-03-15T10:00:00Z'), dueDate: new Date('2026-03-27T10:00:00Z')});
  });
  it('welcome calls are due by the end of today in Helsinki, created within 45 days', () => {
    expect(welcomeCallWindow(now)).toEqual({dueBy: new Date('2026-03-11T21:59:59.999Z'), createdAfter: new Date('2026-01-25T10:00:00Z')});
  });
  it('after calls: due more than 7 days ago, created within 45 days; cold cases older than 45', () => {
    expect(afterCallWindow(now).dueBefore).toEqual(new Date('2026-03-04T10:00:00Z'));
    expect(coldCaseBefore(now)).toEqual(new Date('2026-01-25T10:00:00Z'));
  });
  it('today and this month in the business time zone', () => {
    const {today, month} = todayAndMonth(new Date('2026-02-28T22:30:00Z')); // already 1 March in Helsinki
    expect(today).toEqual({start: new Date('2026-02-28T22:00:00Z'), end: new Date('2026-03-01T22:00:00Z')});
    expect(month.start).toEqual(new Date('2026-02-28T22:00:00Z'));
  });
  it('the managers default range runs to the end of Sunday', () => {
    expect(todayToEndOfWeek(now)).toEqual({start: new Date('2026-03-10T22:00:00Z'), end: new Date('2026-03-15T21:59:59.999Z')});
  });
});

describe('phone search', () => {
  it.each([
    ['358401234567', undefined],
    ['46701234567', undefined],
    ['447700900123', undefined],
    ['+358401234567', 'Phone number must contain only numbers'],
    ['040 123', 'Phone number must contain only numbers'],
    ['0401234567', 'Missing country code'],
  ])('%s -> %s', (phone, message) => {
    expect(phoneSearchSchema.safeParse({phone}).error?.issues[0].message).toBe(message);
  });
  it('tells the country from the prefix', () => {
    expect(countryOfPhone('46701234567')).toBe('sweden');
    expect(countryOfPhone('1555')).toBeUndefined();
  });
});

describe('orderFormSchema', () => {
  it('requires the dates, language and country', () => {
    const ok = {welcomeCall: '2026-03-15T10:00:00Z', dueDate: '2026-03-27T10:00:00Z', language: 'finnish', country: 'finland'};
    expect(orderFormSchema.safeParse(ok).success).toBe(true);
    expect(orderFormSchema.safeParse({...ok, welcomeCall: undefined}).error?.issues[0].message).toBe('Welcome call is required');
    expect(orderFormSchema.safeParse({...ok, dueDate: 'nope'}).error?.issues[0].message).toBe('Due date is required');
    expect(orderFormSchema.safeParse({...ok, country: ''}).error?.issues[0].message).toBe('Country is required');
  });
});
