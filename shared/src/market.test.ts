import {describe, expect, it} from 'vitest';
import {TEAMS} from './constants';
import {isOtherMarket, memberMarket, TEAM_MARKET} from './market';

describe('memberMarket', () => {
  it('is the team market, before the preferred country', () => {
    expect(memberMarket({team: 'gothenburg', preferCountry: 'finland'})).toBe('sweden');
    expect(memberMarket({team: 'malaga-finland', preferCountry: 'sweden'})).toBe('finland');
    expect(memberMarket({team: 'uk'})).toBe('uk');
  });
  it('falls back to the preferred country, and is unknown without either', () => {
    expect(memberMarket({team: null, preferCountry: 'sweden'})).toBe('sweden');
    expect(memberMarket({team: 'oslo', preferCountry: 'norway'})).toBeUndefined();
    expect(memberMarket({})).toBeUndefined();
    expect(memberMarket(null)).toBeUndefined();
  });
  it('names a market for every team', () => {
    expect(Object.keys(TEAM_MARKET).sort()).toEqual([...TEAMS].sort());
  });
});

describe('isOtherMarket', () => {
  it('is true only when both are known and differ', () => {
    expect(isOtherMarket('sweden', {team: 'turku'})).toBe(true);
    expect(isOtherMarket('finland', {team: 'turku'})).toBe(false);
    expect(isOtherMarket('uk', {preferCountry: 'uk'})).toBe(false);
    expect(isOtherMarket(null, {team: 'turku'})).toBe(false);
    expect(isOtherMarket('sweden', {})).toBe(false);
  });
});
