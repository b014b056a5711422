import {DateTime} from 'luxon';
import {describe, expect, it} from 'vitest';
import {closedRange} from './ClosedOrdersRoute';

describe('closedRange', () => {
  it('covers both days entirely', () => {
    const range = closedRange('2025-06-01', '2025-06-07')!;
    expect(DateTime.fromISO(range.from).toLocal().toFormat('yyyy-MM-dd HH:mm')).toBe('2025-06-01 00:00');
    expect(DateTime.fromISO(range.to).toLocal().toFormat('yyyy-MM-dd HH:mm:ss')).toBe('2025-06-07 23:59:59');
  });

  it('is null for a reversed or empty range', () => {
    expect(closedRange('2025-06-08', '2025-06-07')).toBeNull();
    expect(closedRange('', '2025-06-07')).toBeNull();
  });
});
