import {describe, expect, it} from 'vitest';
import {isQuickSearchKey, orderPageFor} from './quick-search';

describe('orderPageFor', () => {
  const hit = {id: 5, orderNumber: 10042, country: 'sweden', language: 'swedish', isDonation: false, team: 'gothenburg'};
  it("opens the order page of the member's role, admin first", () => {
    expect(orderPageFor({admin: true, customer: true})?.(hit)).toBe('/admin/orders/5');
    expect(orderPageFor({customer: true, buyer: true})?.(hit)).toBe('/customer-service/order/5');
    expect(orderPageFor({buyer: true})?.(hit)).toBe('/buyer/modify-orders/5');
  });
  it("opens each desk's page of the order", () => {
    expect(orderPageFor({teller: true})?.(hit)).toBe('/teller/5');
    expect(orderPageFor({valuation: true})?.(hit)).toBe('/valuation/valuate/5');
    expect(orderPageFor({bursar: true})?.(hit)).toBe('/bursar/sweden/5');
    expect(orderPageFor({isColdCaller: true})?.(hit)).toBe('/cold-cases/swedish/5');
  });
  it("opens the payer's list filtered to the order: the country's, or the team's for a donation", () => {
    expect(orderPageFor({payer: true})?.(hit)).toBe('/payer/sweden?q=10042');
    expect(orderPageFor({payer: true})?.({...hit, isDonation: true})).toBe('/payer/donation?team=gothenburg&q=10042');
  });
  it('opens the read-only order page for the order readers without a desk page, and none for a role that reads no orders', () => {
    for (const role of ['receiver', 'packager', 'ccManager'] as const) expect(orderPageFor({[role]: true})?.({id: 5})).toBe('/orders/5');
    expect(orderPageFor({messageCenter: true} as never)).toBeNull();
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
