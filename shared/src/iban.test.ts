import {describe, expect, it} from 'vitest';
import {normalizeIban} from './iban';

describe('normalizeIban', () => {
  it('drops blanks and hyphens anywhere and upper-cases', () => {
    expect(normalizeIban(' fi21 1234-5600 0007 85 ')).toBe('FI2112345600000785');
    expect(normalizeIban('SE35\t5000 0000 0549 1000 0003')).toBe('SE3550000000054910000003');
  });
  it('answers empty for nothing typed', () => {
    expect(normalizeIban('  ')).toBe('');
  });
});
