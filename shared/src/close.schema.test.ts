import {describe, expect, it} from 'vitest';
import {closeOrderSchema, closesAsBoomerang, CLOSE_REASONS} from './close.schema';
import {packageCodeSearchWhere} from './package-code-search';

describe('closeOrderSchema', () => {
  it('takes a method and a reason', () => {
    expect(closeOrderSchema.safeParse({method: 'phone', reason: CLOSE_REASONS[0]}).success).toBe(true);
    expect(closeOrderSchema.safeParse({method: 'fax', reason: 'x'}).error?.issues[0].message).toBe('Method must be phone, boomerang or email');
    expect(closeOrderSchema.safeParse({method: 'email', reason: '  '}).error?.issues[0].message).toBe('Reason is required');
  });
  it('marks boomerang by method or by flag', () => {
    expect(closesAsBoomerang({method: 'boomerang'})).toBe(true);
    expect(closesAsBoomerang({method: 'phone', isBoomerang: true})).toBe(true);
    expect(closesAsBoomerang({method: 'phone'})).toBe(false);
  });
});

describe('packageCodeSearchWhere', () => {
  it('matches the code, and order id and number when numeric', () => {
    expect(packageCodeSearchWhere('JJFI1')).toEqual({or: [{packageCode: {ilike: '%JJFI1%'}}]});
    expect(packageCodeSearchWhere('100200')).toEqual({
      or: [{packageCode: {ilike: '%100200%'}}, {orderId: 100200}, {orderNumber: 100200}],
    });
    expect(packageCodeSearchWhere(' ')).toEqual({});
  });
});
