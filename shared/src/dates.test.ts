import {DateTime} from 'luxon';
import {describe, expect, it} from 'vitest';
import {DATE_TEXT_MESSAGES, datePickerRange, dateTextProblem, formatDateTime, parseDateText, startOfBusinessDay} from './dates';
import {managerPeriodError, managerPeriodProblem} from './manager-period';
import {MESSAGES} from './messages';

describe('datePickerRange', () => {
  const now = DateTime.fromISO('2026-03-10T12:00:00', {zone: 'Europe/Helsinki'});
  it('defaults to yesterday .. +60 days', () => {
    const {min, max} = datePickerRange(now);
    expect(min.toISO()).toBe('2026-03-09T00:00:00.000+02:00');
    expect(max.toISODate()).toBe('2026-05-09');
  });
  it('can reach 2 years back', () => {
    expect(datePickerRange(now, {yearsBack: 2}).min.toISODate()).toBe('2024-03-10');
  });
});

describe('business day', () => {
  it('starts at midnight Helsinki time, stored in UTC', () => {
    expect(startOfBusinessDay(new Date('2026-07-01T21:30:00Z')).toISOString()).toBe('2026-07-01T21:00:00.000Z');
    expect(startOfBusinessDay(new Date('2026-07-01T20:30:00Z')).toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });
  it('formats D.M.Y HH:mm', () => {
    expect(formatDateTime('2026-01-05T08:07:00Z')).toBe('5.1.2026 10:07');
    expect(formatDateTime(null)).toBe('');
  });
});

describe('managerPeriodError', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('accepts a period within 2 years back, end after start', () => {
    expect(managerPeriodError(new Date('2024-03-10T12:00:00Z'), new Date('2026-03-10T12:00:00Z'), now)).toBeUndefined();
    expect(managerPeriodError(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-01T00:00:00Z'), now)).toBeUndefined();
  });
  it('refuses a start earlier than 2 years ago', () => {
    expect(managerPeriodError(new Date('2024-03-10T11:59:59Z'), new Date('2026-03-01T00:00:00Z'), now)).toBe(MESSAGES.managerDatesTooOld);
  });
  it('refuses an end before the start', () => {
    expect(managerPeriodError(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-01T00:00:00Z'), now)).toBe(MESSAGES.managerEndBeforeStart);
  });
  it('names the problem for the forms, the age first', () => {
    expect(managerPeriodProblem(new Date('2024-03-10T11:59:59Z'), new Date('2024-03-01T00:00:00Z'), now)).toBe('tooOld');
    expect(managerPeriodProblem(new Date('2026-03-02T00:00:00Z'), new Date('2026-03-01T00:00:00Z'), now)).toBe('endBeforeStart');
    expect(managerPeriodProblem(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-02T00:00:00Z'), now)).toBeUndefined();
  });
});

describe('dateTextProblem', () => {
  it('takes real ISO 8601 dates and date-times', () => {
    for (const text of ['2026-02-28', '2024-02-29', '2000-02-29', '2026-02-28T10:00', '2026-02-28T23:59:59.999Z', '2026-12-31T10:00:00+02:00', '0001-01-01'])
      expect(dateTextProblem(text), text).toBeUndefined();
    expect(parseDateText('2026-02-28T10:00:00Z')?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });
  it('refuses an impossible day instead of rolling it over into the next month', () => {
    for (const text of ['2026-02-30', '2026-02-29', '1900-02-29', '2026-04-31', '2026-02-30T10:00:00Z', '2026-13-01', '2026-00-10', '2026-01-00'])
      expect(dateTextProblem(text), text).toBe(DATE_TEXT_MESSAGES.notReal);
    for (const text of ['2026-02-28T24:00', '2026-02-28T10:60', '2026-02-28T10:00:60Z', '2026-02-28T10:00:00+24:00', '0000-01-01'])
      expect(dateTextProblem(text), text).toBe(DATE_TEXT_MESSAGES.notReal);
    expect(parseDateText('2026-02-30')).toBeUndefined();
  });
  it('refuses what only JavaScript reads as a date', () => {
    for (const text of ['Feb 30', 'Feb 28 2026', '30 Feb 2026', '2026/02/28', '2026-2-28', '20260228', '', 'not-a-date', '99999-01-01T00:00:00Z'])
      expect(dateTextProblem(text), text).toBe(DATE_TEXT_MESSAGES.notIso);
  });
});
