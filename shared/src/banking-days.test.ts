import {describe, expect, it} from 'vitest';
import {bankHolidays, easterSunday, isBankingDay, nextBankingDay} from './banking-days';

const HELSINKI = 'Europe/Helsinki';
const STOCKHOLM = 'Europe/Stockholm';
/** Noon in Helsinki of a date (10:00 or 09:00 UTC): the same date in both zones. */
const noon = (date: string) => new Date(`${date}T12:00:00+03:00`);

describe('Easter', () => {
  it('meets the published dates', () => {
    const known: Record<number, string> = {
      1943: '1943-04-25',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });
});

describe('bank holidays', () => {
  it('Finland 2026 and 2027', () => {
    expect(bankHolidays('finland', 2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-06-19',
      '2026-12-06',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(bankHolidays('finland', 2027)).toEqual([
      '2027-01-01',
      '2027-01-06',
      '2027-03-26',
      '2027-03-29',
      '2027-05-01',
      '2027-05-06',
      '2027-06-25',
      '2027-12-06',
      '2027-12-24',
      '2027-12-25',
      '2027-12-26',
    ]);
  });
  it('Sweden adds the National Day and New Year’s Eve, not Independence Day', () => {
    const sweden = bankHolidays('sweden', 2026);
    expect(sweden).toContain('2026-06-06');
    expect(sweden).toContain('2026-12-31');
    expect(sweden).not.toContain('2026-12-06');
    expect(sweden).toHaveLength(12);
    expect(bankHolidays('sweden', 2027)).toContain('2027-06-25');
  });
});

describe('isBankingDay', () => {
  it('weekends, holidays and malformed dates are not banking days', () => {
    expect(isBankingDay('finland', '2026-11-25')).toBe(true);
    expect(isBankingDay('finland', '2026-11-28')).toBe(false);
    expect(isBankingDay('finland', '2026-11-29')).toBe(false);
    expect(isBankingDay('finland', '2027-12-06')).toBe(false);
    expect(isBankingDay('sweden', '2027-12-06')).toBe(true);
    expect(isBankingDay('sweden', '2028-06-06')).toBe(false);
    expect(isBankingDay('finland', '2028-06-06')).toBe(true);
    expect(isBankingDay('finland', '2026-12-31')).toBe(true);
    expect(isBankingDay('sweden', '2026-12-31')).toBe(false);
    for (const bad of ['', '2026-02-30', '26-11-25', '2026-11-25T00:00']) expect(isBankingDay('finland', bad), bad).toBe(false);
  });
});

describe('nextBankingDay', () => {
  const cases: [string, 'finland' | 'sweden', string, string][] = [
    ['a banking day is today', 'finland', '2026-11-25', '2026-11-25'],
    ['a weekend: Monday', 'finland', '2026-11-28', '2026-11-30'],
    ['a weekend: Monday (Sweden)', 'sweden', '2026-11-29', '2026-11-30'],
    ['Easter 2026: Good Friday to the Tuesday', 'finland', '2026-04-03', '2026-04-07'],
    ['Easter 2026 in Sweden', 'sweden', '2026-04-04', '2026-04-07'],
    ['Easter 2027: Maundy Thursday is a banking day', 'sweden', '2027-03-25', '2027-03-25'],
    ['Easter 2027: Good Friday to the Tuesday', 'finland', '2027-03-26', '2027-03-30'],
    ['Ascension 2026', 'sweden', '2026-05-14', '2026-05-15'],
    ['Midsummer 2026: the Eve to Monday', 'finland', '2026-06-19', '2026-06-22'],
    ['Midsummer 2027: the Eve to Monday', 'sweden', '2027-06-25', '2027-06-28'],
    ['Midsummer 2027: the Thursday before is a banking day', 'finland', '2027-06-24', '2027-06-24'],
    ['Christmas 2026: Eve to the 28th', 'finland', '2026-12-24', '2026-12-28'],
    ['Christmas 2026 in Sweden', 'sweden', '2026-12-24', '2026-12-28'],
    ['New Year 2026-27: Finland pays on New Year’s Eve', 'finland', '2026-12-31', '2026-12-31'],
    ['New Year 2026-27: Sweden rolls over the Eve, New Year and the weekend', 'sweden', '2026-12-31', '2027-01-04'],
    ['Epiphany 2027', 'finland', '2027-01-06', '2027-01-07'],
    ['Christmas 2027: Eve on a Friday to Monday the 27th', 'finland', '2027-12-24', '2027-12-27'],
    ['Christmas 2027 in Sweden: from the 23rd is the 23rd', 'sweden', '2027-12-23', '2027-12-23'],
    ['Independence Day 2027 (Monday)', 'finland', '2027-12-04', '2027-12-07'],
    ['New Year 2027-28 in Sweden', 'sweden', '2027-12-31', '2028-01-03'],
  ];
  for (const [title, country, date, expected] of cases) {
    it(`${title}: ${country} ${date} -> ${expected}`, () => {
      expect(nextBankingDay(country, noon(date), country === 'sweden' ? STOCKHOLM : HELSINKI)).toBe(expected);
    });
  }

  it("takes today in the business time zone, not UTC's", () => {
    // Thursday 2 April 2026 22:30 UTC is already Good Friday in Helsinki (UTC+3).
    const lateThursday = new Date('2026-04-02T22:30:00Z');
    expect(nextBankingDay('finland', lateThursday, 'UTC')).toBe('2026-04-02');
    expect(nextBankingDay('finland', lateThursday, HELSINKI)).toBe('2026-04-07');
    // Friday 27 November 2026 23:30 UTC is Saturday in Helsinki, still Friday in London.
    const lateFriday = new Date('2026-11-27T23:30:00Z');
    expect(nextBankingDay('sweden', lateFriday, 'Europe/London')).toBe('2026-11-27');
    expect(nextBankingDay('sweden', lateFriday, HELSINKI)).toBe('2026-11-30');
  });

  it('refuses an unknown time zone', () => {
    expect(() => nextBankingDay('finland', noon('2026-11-25'), 'Mars/Olympus')).toThrow(/time zone/);
  });
});
