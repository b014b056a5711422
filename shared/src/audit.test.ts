import {describe, expect, it} from 'vitest';
import {appendedItems, isAppendedItems} from './audit';

describe('appended list items in the audit', () => {
  it('finds the items a change appends to a list', () => {
    expect(appendedItems(['a', 'b'], ['a', 'b', 'c'])).toEqual(['c']);
    expect(appendedItems(null, ['a'])).toEqual(['a']);
    expect(appendedItems(undefined, ['a', 'b'])).toEqual(['a', 'b']);
    expect(appendedItems([{at: 1}], [{at: 1}, {at: 2}])).toEqual([{at: 2}]);
  });

  it('is undefined for any other change: an item changed or removed, the same list, not a list', () => {
    expect(appendedItems(['a', 'b'], ['a', 'x', 'c'])).toBeUndefined();
    expect(appendedItems(['a', 'b'], ['a'])).toBeUndefined();
    expect(appendedItems(['a'], ['a'])).toBeUndefined();
    expect(appendedItems(['a'], [])).toBeUndefined();
    expect(appendedItems('a', ['a', 'b'])).toBeUndefined();
    expect(appendedItems(['a'], 'ab')).toBeUndefined();
  });

  it('tells an appended record from a value', () => {
    expect(isAppendedItems({appended: ['c']})).toBe(true);
    expect(isAppendedItems({appended: ['c'], other: 1})).toBe(false);
    expect(isAppendedItems(['c'])).toBe(false);
    expect(isAppendedItems(null)).toBe(false);
  });
});
