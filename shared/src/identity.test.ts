import {describe, expect, it} from 'vitest';
import {
  holdUntil,
  identityCheckSchema,
  IDENTITY_MESSAGES,
  isoWeekRange,
  lastIsoWeeks,
  luhnDigit,
  maskPersonalIdentityNumber,
  parsePersonnummer,
} from './identity';

const TODAY = '2026-11-27';

describe('the personal identity number (personnummer)', () => {
  it('checks the Luhn digit over YYMMDDNNN', () => {
    expect(luhnDigit('811218987')).toBe(6);
    expect(luhnDigit('121212121')).toBe(2);
  });

  it('takes the forms people write, and gives the date of birth', () => {
    expect(parsePersonnummer('19121212-1212', TODAY)).toEqual({normalized: '19121212-1212', dateOfBirth: '1912-12-12'});
    expect(parsePersonnummer('811218-9876', TODAY)).toEqual({normalized: '19811218-9876', dateOfBirth: '1981-12-18'});
    expect(parsePersonnummer(' 198112189876 ', TODAY)?.normalized).toBe('19811218-9876');
  });

  it('refuses a typo in any digit, an impossible date and a birth in the future', () => {
    expect(parsePersonnummer('811218-9875', TODAY)).toBeUndefined();
    expect(parsePersonnummer('811281-9876', TODAY)).toBeUndefined();
    expect(parsePersonnummer('20301212-1212', TODAY)).toBeUndefined();
    expect(parsePersonnummer('not a number', TODAY)).toBeUndefined();
  });

  it('settles the century of a ten-digit number: this century unless in the future, a plus sign one more back', () => {
    // 121212-1212: born 1912 with '+' (over 100), else 2012.
    expect(parsePersonnummer('121212-1212', TODAY)?.dateOfBirth).toBe('2012-12-12');
    expect(parsePersonnummer('121212+1212', TODAY)?.dateOfBirth).toBe('1912-12-12');
  });

  it('shows only the date of birth to anyone else', () => {
    expect(maskPersonalIdentityNumber('19811218-9876')).toBe('19811218-****');
    expect(maskPersonalIdentityNumber(null)).toBe('');
  });
});

describe('the identity check', () => {
  it('needs a document number except for BankID', () => {
    expect(identityCheckSchema.safeParse({method: 'bankid'}).success).toBe(true);
    expect(identityCheckSchema.safeParse({method: 'passport', documentNumber: 'AA1234567'}).success).toBe(true);
    expect(identityCheckSchema.safeParse({method: 'passport'}).error?.issues[0].message).toBe(IDENTITY_MESSAGES.documentNumberRequired);
    expect(identityCheckSchema.safeParse({method: 'library-card'}).error?.issues[0].message).toBe(IDENTITY_MESSAGES.identityCheckRequired);
  });
});

describe('the hold and the police weeks', () => {
  it('holds goods one calendar month after receipt', () => {
    expect(holdUntil(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(holdUntil(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-12-27T10:00:00.000Z');
  });

  it('knows the ISO weeks across a new year, Monday to Monday in Swedish time', () => {
    // 2026 has 53 weeks: week 53 runs 28.12.2026-3.1.2027, week 1 of 2027 starts 4.1.2027.
    expect(isoWeekRange(2026, 53)).toEqual({start: new Date('2026-12-27T23:00:00Z'), end: new Date('2027-01-03T23:00:00Z')});
    expect(isoWeekRange(2027, 1)?.start).toEqual(new Date('2027-01-03T23:00:00Z'));
    // 2025 has 52: its week 1 began on 30.12.2024.
    expect(isoWeekRange(2025, 53)).toBeUndefined();
    expect(isoWeekRange(2025, 1)?.start).toEqual(new Date('2024-12-29T23:00:00Z'));
    expect(isoWeekRange(2026, 0)).toBeUndefined();
  });

  it('lists the last three weeks, newest first, across the year end', () => {
    expect(lastIsoWeeks(new Date('2027-01-05T10:00:00Z'), 3)).toEqual([
      {year: 2027, week: 1},
      {year: 2026, week: 53},
      {year: 2026, week: 52},
    ]);
  });
});
