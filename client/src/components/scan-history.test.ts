import {afterEach, describe, expect, it} from 'vitest';
import {createScanHistory, SCAN_HISTORY_LIMIT} from './scan-history';

afterEach(() => sessionStorage.clear());

describe('createScanHistory', () => {
  it('keeps scans newest first and updates a line by id', () => {
    const store = createScanHistory('test-a');
    const first = store.add({barCode: 'A1', outcome: 'question', text: 'Closed'});
    store.add({barCode: 'B2', outcome: 'success', text: 'Received', orderNumber: 12, client: 'Client 3', team: 'turku'});
    expect(store.entries().map(entry => entry.barCode)).toEqual(['B2', 'A1']);
    store.update(first, {outcome: 'success', text: 'Reopened: Received'});
    expect(store.entries()[1]).toMatchObject({barCode: 'A1', outcome: 'success', text: 'Reopened: Received'});
  });

  it('survives a new store on the same key (sessionStorage) and tells its listeners', () => {
    const store = createScanHistory('test-b');
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.add({barCode: 'C3', outcome: 'error', text: 'Cannot find order'});
    stop();
    store.add({barCode: 'D4', outcome: 'success', text: 'Received'});
    expect(calls).toBe(1);
    expect(
      createScanHistory('test-b')
        .entries()
        .map(entry => entry.barCode),
    ).toEqual(['D4', 'C3']);
    store.clear();
    expect(createScanHistory('test-b').entries()).toEqual([]);
  });

  it('keeps at most SCAN_HISTORY_LIMIT lines and ignores broken stored data', () => {
    sessionStorage.setItem('karat.scan-history.test-c', '{not json');
    const store = createScanHistory('test-c');
    expect(store.entries()).toEqual([]);
    for (let i = 0; i < SCAN_HISTORY_LIMIT + 5; i++) store.add({barCode: `X${i}`, outcome: 'success', text: 'Received'});
    expect(store.entries()).toHaveLength(SCAN_HISTORY_LIMIT);
    expect(store.entries()[0].barCode).toBe(`X${SCAN_HISTORY_LIMIT + 4}`);
  });
});
