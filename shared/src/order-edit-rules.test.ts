import {describe, expect, it} from 'vitest';
import {MESSAGES} from './messages';
import {orderEditProblem} from './order-edit-rules';

const NOW = new Date('2026-03-10T10:00:00Z');
const DAY = 86_400_000;
const order = {dueDate: new Date(NOW.getTime() + 5 * DAY), zip: '20100', country: 'finland', clientId: 1};
const finnish = {country: 'finland'};

describe('orderEditProblem: the cross-field rules of every order edit', () => {
  it('takes an edit that keeps every rule', () => {
    expect(orderEditProblem(order, {zip: '20500', dueDate: new Date(NOW.getTime() + DAY).toISOString()}, NOW, finnish)).toBeUndefined();
    expect(orderEditProblem(order, {dueDate: NOW.toISOString()}, NOW, finnish)).toBeUndefined();
  });

  it('refuses a due date moved into the past, not one kept as it was', () => {
    expect(orderEditProblem(order, {dueDate: new Date(NOW.getTime() - 1).toISOString()}, NOW)).toEqual({
      code: 'DUE_DATE_IN_PAST',
      message: MESSAGES.dueDateInPast,
    });
    const old = {...order, dueDate: new Date(NOW.getTime() - 30 * DAY)};
    expect(orderEditProblem(old, {dueDate: old.dueDate.toISOString()}, NOW)).toBeUndefined();
  });

  it('refuses a zip that does not fit the country, on the two as they will be', () => {
    expect(orderEditProblem(order, {zip: '1234'}, NOW)).toEqual({
      code: 'ZIP_NOT_OF_COUNTRY',
      message: 'Zip 1234 does not fit Finland',
      details: {zip: '1234', country: 'finland'},
    });
    expect(orderEditProblem(order, {country: 'uk'}, NOW)?.message).toBe('Zip 20100 does not fit UK');
    expect(orderEditProblem(order, {zip: null}, NOW)).toBeUndefined();
    expect(orderEditProblem({...order, zip: '1'}, {dueDate: order.dueDate}, NOW)).toBeUndefined();
  });

  it("keeps the order in its client's country when the edit moves it, or moves it to another client", () => {
    expect(orderEditProblem(order, {country: 'sweden', zip: '411 01'}, NOW, finnish)).toEqual({
      code: 'COUNTRY_NOT_CLIENTS',
      message: "The order's country must be its client's: Finland",
      details: {country: 'sweden', clientCountry: 'finland'},
    });
    expect(orderEditProblem(order, {clientId: 2}, NOW, {country: 'uk'})?.code).toBe('COUNTRY_NOT_CLIENTS');
    expect(orderEditProblem(order, {country: 'sweden', zip: '411 01'}, NOW, {country: 'sweden'})).toBeUndefined();
    // Not touched: an old order in another country than its client's is edited otherwise as before.
    expect(orderEditProblem({...order, country: 'sweden', zip: '41101'}, {country: 'sweden'}, NOW, finnish)).toBeUndefined();
    // No client known: no client's country to keep.
    expect(orderEditProblem(order, {country: 'sweden', zip: '41101'}, NOW, null)).toBeUndefined();
  });
});
