import {describe, expect, it} from 'vitest';
import {labelWithCount, menuCounts} from './call-counts';

describe('buyer menu counts', () => {
  it('maps the counts to the menu paths', () => {
    expect(menuCounts({welcomeCalls: 3, afterCalls: 0})).toEqual({'/buyer/welcome-calls': 3, '/buyer/after-calls': 0});
  });
  it('is unknown without an answer, and leaves out -1 and missing counts', () => {
    expect(menuCounts(undefined)).toBeUndefined();
    expect(menuCounts({welcomeCalls: -1, afterCalls: 2})).toEqual({'/buyer/after-calls': 2});
    expect(menuCounts({})).toEqual({});
  });
  it('appends a known count in brackets', () => {
    expect(labelWithCount('Welcome calls', 3)).toBe('Welcome calls (3)');
    expect(labelWithCount('After calls', 0)).toBe('After calls (0)');
    expect(labelWithCount('After calls', undefined)).toBe('After calls');
    expect(labelWithCount('After calls', -1)).toBe('After calls');
  });
});
