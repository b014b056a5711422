import {describe, expect, it} from 'vitest';
import {emptyField, numberOf, numberText} from './payload';

describe('numberOf', () => {
  it('reads "31,5" and "31.5" as 31.5, never as 315', () => {
    expect(numberOf('31,5')).toBe(31.5);
    expect(numberOf('31.5')).toBe(31.5);
    expect(numberOf(' 1 234,5 ')).toBe(1234.5);
  });
  it('is undefined for an empty field and NaN for text it cannot read for sure', () => {
    expect(numberOf('')).toBeUndefined();
    expect(numberOf('  ')).toBeUndefined();
    expect(numberOf(null)).toBeUndefined();
    expect(numberOf('1.234,5')).toBeNaN();
    expect(numberOf('12 g')).toBeNaN();
  });
  it('keeps a number as it is and shows one back as text', () => {
    expect(numberOf(7)).toBe(7);
    expect(numberText(12.5)).toBe('12.5');
    expect(numberText(null)).toBe('');
  });
});

describe('emptyField', () => {
  it('sends nothing for a value that was never there, null for a cleared one', () => {
    expect(emptyField('')).toBeUndefined();
    expect(emptyField(1950)).toBeNull();
  });
});
