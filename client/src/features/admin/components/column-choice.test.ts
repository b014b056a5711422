import {DEFAULT_ORDER_COLUMNS, ORDER_LIST_COLUMNS} from '@karat/shared';
import {describe, expect, it} from 'vitest';
import {toggleColumn} from './column-choice';

describe('toggleColumn', () => {
  it('hides a shown column', () => {
    const next = toggleColumn(DEFAULT_ORDER_COLUMNS, 'city');
    expect(next).not.toContain('city');
    expect(next).toHaveLength(DEFAULT_ORDER_COLUMNS.length - 1);
  });

  it('shows a hidden column in the configured place, not at the end', () => {
    const keys = ORDER_LIST_COLUMNS.map(c => c.key);
    const next = toggleColumn(['orderNumber', 'city'], 'language');
    expect(next).toEqual(['orderNumber', 'language', 'city'].sort((a, b) => keys.indexOf(a) - keys.indexOf(b)));
  });

  it('keeps the last column', () => {
    expect(toggleColumn(['status'], 'status')).toEqual(['status']);
  });

  it('drops keys that are no longer configured', () => {
    expect(toggleColumn(['gone', 'city'], 'zip')).toEqual(['city', 'zip']);
  });
});
