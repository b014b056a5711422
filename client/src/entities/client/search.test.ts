import {describe, expect, it} from 'vitest';
import {clientName, clientSearchWhere} from './search';

describe('clientSearchWhere', () => {
  it('is empty for an empty search', () => {
    expect(clientSearchWhere('  ')).toEqual({});
  });

  it('looks a word up in first name, last name and phone', () => {
    expect(clientSearchWhere('Mä')).toEqual({
      or: [{firstName: {ilike: '%Mä%'}}, {lastName: {ilike: '%Mä%'}}, {phone: {ilike: '%Mä%'}}],
    });
  });

  it('needs every word to match', () => {
    const where = clientSearchWhere('matti 3584') as {and: unknown[]};
    expect(where.and).toHaveLength(2);
    expect(JSON.stringify(where.and[1])).toContain('%3584%');
  });
});

describe('clientName', () => {
  it('joins what there is', () => {
    expect(clientName({firstName: 'Matti', lastName: 'Meikäläinen'})).toBe('Matti Meikäläinen');
    expect(clientName({lastName: 'Svensson'})).toBe('Svensson');
    expect(clientName(undefined)).toBe('');
  });
});
