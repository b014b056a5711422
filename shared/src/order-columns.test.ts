import {describe, expect, it} from 'vitest';
import {chosenOrderColumns, csvCell, DEFAULT_ORDER_COLUMNS, ORDER_LIST_COLUMNS, orderListFields, orderListOrder, STATUS_FLAG_FIELDS} from './order-columns';

describe('order list columns', () => {
  it('has unique keys and some defaults', () => {
    const keys = ORDER_LIST_COLUMNS.map(c => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(DEFAULT_ORDER_COLUMNS).toContain('orderNumber');
  });
  it('cleans a stored choice and falls back to the defaults', () => {
    expect(chosenOrderColumns(['city', 'nope', 'orderNumber'])).toEqual(['orderNumber', 'city']);
    expect(chosenOrderColumns(null)).toEqual(DEFAULT_ORDER_COLUMNS);
    expect(chosenOrderColumns(['nope'])).toEqual(DEFAULT_ORDER_COLUMNS);
  });
});

describe('the list request', () => {
  it('asks for the id and the shown columns, and the status column as its flags', () => {
    expect(orderListFields(['orderNumber', 'city'])).toEqual(['id', 'orderNumber', 'city']);
    const withStatus = orderListFields(['status', 'isReceived']);
    expect(withStatus).not.toContain('status');
    expect(withStatus).toEqual(['id', 'isReceived', ...STATUS_FLAG_FIELDS.filter(flag => flag !== 'isReceived')]);
  });
  it('asks for the market of money and weight cells', () => {
    expect(orderListFields(['orderNumber', 'offer'])).toEqual(['id', 'orderNumber', 'offer', 'country', 'sekOffer', 'gbpOffer']);
    expect(orderListFields(['goldWeight', 'country'])).toEqual(['id', 'goldWeight', 'country', 'sekOffer', 'gbpOffer']);
  });
  it('orders by the column, then the id the same way', () => {
    expect(orderListOrder('createdAt', 'desc')).toEqual(['createdAt DESC', 'id DESC']);
    expect(orderListOrder('city', 'asc')).toEqual(['city ASC', 'id ASC']);
  });
});

describe('csvCell', () => {
  it('quotes separators and quotes, and defuses formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2020-01-22T15:15:30Z'))).toBe('2020-01-22T15:15:30.000Z');
  });
});
