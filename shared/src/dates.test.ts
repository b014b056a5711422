import {DateTime} from 'luxon';
import {describe, expect, it} from 'vitest';
import {datePickerRange, formatDateTime, startOfBusinessDay} from './dates';
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
