import {describe, expect, it} from 'vitest';
import {MANAGER_CALL_SORT_KEYS, MANAGER_ORDER_SORT_KEYS, readListSort} from './list-sort';

describe('list sort', () => {
  it('reads a key ascending and a -key descending', () => {
    expect(readListSort('orderNumber', MANAGER_ORDER_SORT_KEYS)).toEqual({key: 'orderNumber', direction: 'asc'});
    expect(readListSort('-client', MANAGER_ORDER_SORT_KEYS)).toEqual({key: 'client', direction: 'desc'});
  });

  it('answers undefined for no sort', () => {
    expect(readListSort(undefined, MANAGER_ORDER_SORT_KEYS)).toBeUndefined();
    expect(readListSort(' ', MANAGER_ORDER_SORT_KEYS)).toBeUndefined();
  });

  it('refuses a key it does not know, naming the ones it does', () => {
    const refused = readListSort('-password', MANAGER_ORDER_SORT_KEYS);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe("Unknown sort key 'password'; use one of: orderNumber, createdAt, welcomeCall, dueDate, client, caller");
    expect(readListSort('type', MANAGER_ORDER_SORT_KEYS)).toBeInstanceOf(Error);
    expect(readListSort('type', MANAGER_CALL_SORT_KEYS)).toEqual({key: 'type', direction: 'asc'});
  });
});
