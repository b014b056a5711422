import {describe, expect, it} from 'vitest';
import {normalizeBarCode} from './bar-code';

describe('normalizeBarCode', () => {
  it('trims blanks, tabs and line ends around the code', () => {
    expect(normalizeBarCode('  JJFI123456789 \t\r\n')).toBe('JJFI123456789');
  });

  it('upper-cases the code', () => {
    expect(normalizeBarCode('jjfi123abc')).toBe('JJFI123ABC');
    expect(normalizeBarCode(' e2e-x1y2 ')).toBe('E2E-X1Y2');
  });

  it('keeps blanks inside the code and answers empty for a blank scan', () => {
    expect(normalizeBarCode(' AB 12 ')).toBe('AB 12');
    expect(normalizeBarCode('   ')).toBe('');
  });
});
