import {describe, expect, it} from 'vitest';
import {attemptsLabel, CALL_TRY_FIELDS, ORDER_CALL_TRY_FIELDS} from './call-tries';

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
