import {describe, expect, it} from 'vitest';
import {filterCalls} from './call-filter';

const orders = [
  {orderNumber: 1001, client: {firstName: 'Matti', lastName: 'Virtanen', phone: '358401234567'}},
  {orderNumber: 1002, client: {firstName: 'Liisa', lastName: 'Korhonen', phone: '46701234567'}},
  {orderNumber: 1003},
];

describe('filterCalls', () => {
  it('keeps everything without a filter', () => {
    expect(filterCalls(orders, '  ')).toHaveLength(3);
  });
  it('matches every word in the number, name or phone, case-insensitively', () => {
    expect(filterCalls(orders, '1002')).toEqual([orders[1]]);
    expect(filterCalls(orders, 'matti 3584')).toEqual([orders[0]]);
    expect(filterCalls(orders, 'KORHONEN')).toEqual([orders[1]]);
    expect(filterCalls(orders, 'matti korhonen')).toEqual([]);
  });
});
