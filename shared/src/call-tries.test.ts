import {describe, expect, it} from 'vitest';
import {attemptsLabel, CALL_TRY_FIELDS, callLimitProblem, ORDER_CALL_TRY_FIELDS, triesSince} from './call-tries';
import {LIMITS} from './constants';
import {MESSAGES} from './messages';

describe('call tries', () => {
  it('names two fields per call type, six in all', () => {
    expect(CALL_TRY_FIELDS.COLD_CALL).toEqual({attempts: 'coldCallAttempts', lastTry: 'coldCallLastTry'});
    expect(new Set(ORDER_CALL_TRY_FIELDS).size).toBe(6);
  });

  it('says the attempts in words, pluralised', () => {
    expect(attemptsLabel(0)).toBe('No calls yet');
    expect(attemptsLabel(1)).toBe('1 call');
    expect(attemptsLabel(2)).toBe('2 calls');
  });
});

describe('calls per order per day', () => {
  it('lets calls go until the bound, then says so', () => {
    expect(callLimitProblem(0)).toBeUndefined();
    expect(callLimitProblem(LIMITS.callsPerOrderPerDay - 1)).toBeUndefined();
    expect(callLimitProblem(LIMITS.callsPerOrderPerDay)).toBe(MESSAGES.callsPerOrderPerDay);
    expect(MESSAGES.callsPerOrderPerDay).toBe('At most 10 calls per order a day, try again tomorrow');
  });

  it("counts a list's tries since a moment", () => {
    const since = new Date('2026-03-10T22:00:00Z');
    expect(triesSince(['2026-03-10T21:59:59.999Z', '2026-03-10T22:00:00.000Z', '2026-03-11T08:00:00.000Z'], since)).toBe(2);
    expect(triesSince(null, since)).toBe(0);
  });
});
