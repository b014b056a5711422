import {describe, expect, it} from 'vitest';
import {finnishReference, finnishReferenceCheckDigit, isValidFinnishReference, isValidRfReference, orderReferenceNumber, rfReference} from './reference-number';

describe('Finnish reference number (viitenumero)', () => {
  it("follows PAYMENTS.md's example: 123 -> 1232", () => {
    expect(finnishReferenceCheckDigit('123')).toBe(2);
    expect(finnishReference('123')).toBe('1232');
  });

  it("matches Finance Finland's published examples", () => {
    // Finanssiala's guide: 1234561 (base 123456) and 1234567897 (base 123456789).
    expect(finnishReference('123456')).toBe('1234561');
    expect(finnishReference('123456789')).toBe('1234567897');
    expect(finnishReference(100234)).toBe(orderReferenceNumber(100234));
  });

  it('checks a printed reference, spaces allowed, and refuses bases it cannot take', () => {
    expect(isValidFinnishReference('12345 61')).toBe(true);
    expect(isValidFinnishReference('1234562')).toBe(false);
    expect(isValidFinnishReference('12')).toBe(false);
    expect(() => finnishReference('12')).toThrow();
    expect(() => finnishReference('12a4')).toThrow();
    expect(() => finnishReference('1'.repeat(20))).toThrow();
  });
});

describe('RF creditor reference (ISO 11649)', () => {
  it("matches the standard's example and PAYMENTS.md's", () => {
    // ISO 11649's own example: RF18 5390 0754 7034.
    expect(rfReference('539007547034')).toBe('RF18539007547034');
    // 1232 + RF00 as digits: 1232271500 mod 97 = 87, check 98 - 87 = 11.
    expect(rfReference('1232')).toBe('RF111232');
    expect(isValidRfReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidRfReference('RF19539007547034')).toBe(false);
  });

  it('takes letters and refuses what the standard does not', () => {
    expect(isValidRfReference(rfReference('ORDER100234'))).toBe(true);
    expect(() => rfReference('a-b')).toThrow();
    expect(() => rfReference('1'.repeat(22))).toThrow();
  });
});
