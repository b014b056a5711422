import {describe, expect, it} from 'vitest';
import {isQuickSearchKey, orderPageFor} from './quick-search';

describe('orderPageFor', () => {
  it("opens the order page of the member's role, admin first", () => {
    expect(orderPageFor({admin: true, customer: true})?.(5)).toBe('/admin/orders/5');
    expect(orderPageFor({customer: true, buyer: true})?.(5)).toBe('/customer-service/order/5');
    expect(orderPageFor({buyer: true})?.(5)).toBe('/buyer/modify-orders/5');
  });
  it('has none for a role without an order page', () => {
    expect(orderPageFor({receiver: true})).toBeNull();
    expect(orderPageFor({})).toBeNull();
  });
});

describe('isQuickSearchKey', () => {
  const key = (partial: Partial<KeyboardEvent>) => ({key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...partial});
  it('is Ctrl-K or Cmd-K', () => {
    expect(isQuickSearchKey(key({ctrlKey: true}))).toBe(true);
    expect(isQuickSearchKey(key({metaKey: true, key: 'K'}))).toBe(true);
  });
  it('is not a plain k, nor with other modifiers', () => {
    expect(isQuickSearchKey(key({}))).toBe(false);
    expect(isQuickSearchKey(key({ctrlKey: true, shiftKey: true}))).toBe(false);
    expect(isQuickSearchKey(key({ctrlKey: true, altKey: true}))).toBe(false);
    expect(isQuickSearchKey(key({ctrlKey: true, key: 'j'}))).toBe(false);
  });
});
