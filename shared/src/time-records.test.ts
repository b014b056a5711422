import {describe, expect, it} from 'vitest';
import {
  businessDate,
  formatDay,
  isMonth,
  monthDays,
  monthLabel,
  shiftMonth,
  TIME_RECORD_MESSAGES,
  timeRecordChangeable,
  timeRecordDateProblem,
  timeRecordKind,
  timeRecordSchema,
  timeRecordSchemaFor,
  timeRecordTotals,
  timeRecordTotalsByMember,
} from './time-records';

const TODAY = '2026-11-27';
const messagesOf = (result: {success: boolean; error?: {issues: {message: string}[]}}) => result.error?.issues.map(issue => issue.message) ?? [];
const worked = (hours: number, date = '2026-11-20') => ({date, hours});

describe('time records', () => {
  it('takes hours from 0 to 24 in quarter hours, and names what is wrong', () => {
    for (const hours of [0.25, 7.5, 7.75, 24]) expect(timeRecordSchema.safeParse(worked(hours)).success).toBe(true);
    expect(messagesOf(timeRecordSchema.safeParse(worked(25)))).toEqual([TIME_RECORD_MESSAGES.hoursRange]);
    expect(messagesOf(timeRecordSchema.safeParse(worked(-1)))).toEqual([TIME_RECORD_MESSAGES.hoursRange, TIME_RECORD_MESSAGES.noKind]);
    expect(messagesOf(timeRecordSchema.safeParse(worked(1.1)))).toEqual([TIME_RECORD_MESSAGES.hoursStep]);
    expect(messagesOf(timeRecordSchema.safeParse(worked(Number.NaN)))).toEqual([TIME_RECORD_MESSAGES.hoursNumber]);
    expect(messagesOf(timeRecordSchema.safeParse({...worked(7), hours: '7,5'}))).toEqual([TIME_RECORD_MESSAGES.hoursNumber]);
  });

  it('makes a day exactly one of hours worked, sick leave or paid day off, stored with 0 hours and both flags', () => {
    expect(timeRecordSchema.parse(worked(7.5))).toEqual({date: '2026-11-20', hours: 7.5, sickLeave: false, paidDayOff: false});
    expect(timeRecordSchema.parse({date: '2026-11-20', sickLeave: true})).toEqual({date: '2026-11-20', hours: 0, sickLeave: true, paidDayOff: false});
    expect(messagesOf(timeRecordSchema.safeParse(worked(0)))).toEqual([TIME_RECORD_MESSAGES.noKind]);
    expect(messagesOf(timeRecordSchema.safeParse({...worked(4), sickLeave: true}))).toEqual([TIME_RECORD_MESSAGES.twoKinds]);
    expect(messagesOf(timeRecordSchema.safeParse({date: '2026-11-20', sickLeave: true, paidDayOff: true}))).toEqual([TIME_RECORD_MESSAGES.twoKinds]);
    expect(timeRecordKind({hours: '7.50', sickLeave: false})).toBe('worked');
    expect(timeRecordKind({hours: 0, paidDayOff: true})).toBe('paidDayOff');
    expect(timeRecordKind({hours: 0})).toBeUndefined();
  });

  it('takes a real calendar day only', () => {
    expect(messagesOf(timeRecordSchema.safeParse({hours: 8}))).toEqual([TIME_RECORD_MESSAGES.dateRequired]);
    for (const date of ['', '27.11.2026', '2026-11-27T00:00:00Z', '2026-02-30', '2026-13-01'])
      expect({date, messages: messagesOf(timeRecordSchema.safeParse(worked(8, date)))}).toEqual({
        date,
        messages: [date === '' ? TIME_RECORD_MESSAGES.dateRequired : TIME_RECORD_MESSAGES.dateInvalid],
      });
  });

  it('takes days from a year back up to today, a paid day off up to 31 days ahead', () => {
    const schema = timeRecordSchemaFor(TODAY);
    expect(schema.safeParse(worked(8, TODAY)).success).toBe(true);
    expect(schema.safeParse(worked(8, '2025-11-27')).success).toBe(true);
    expect(messagesOf(schema.safeParse(worked(8, '2025-11-26')))).toEqual([TIME_RECORD_MESSAGES.dateTooOld]);
    expect(messagesOf(schema.safeParse(worked(8, '2026-11-28')))).toEqual([TIME_RECORD_MESSAGES.dateInFuture]);
    expect(messagesOf(schema.safeParse({date: '2026-11-28', sickLeave: true}))).toEqual([TIME_RECORD_MESSAGES.dateInFuture]);
    expect(schema.safeParse({date: '2026-12-28', paidDayOff: true}).success).toBe(true);
    expect(messagesOf(schema.safeParse({date: '2026-12-29', paidDayOff: true}))).toEqual([TIME_RECORD_MESSAGES.dateTooFar]);
    expect(timeRecordDateProblem({date: '2026-02-30'}, TODAY)).toBeUndefined();
    expect([timeRecordChangeable('2025-11-27', TODAY), timeRecordChangeable('2025-11-26', TODAY)]).toEqual([true, false]);
  });

  it("knows today by the business time zone's calendar", () => {
    expect(businessDate(new Date('2026-11-27T21:59:00Z'))).toBe('2026-11-27');
    expect(businessDate(new Date('2026-11-27T22:00:00Z'))).toBe('2026-11-28');
    expect(businessDate(new Date('2026-11-27T22:00:00Z'), 'Europe/London')).toBe('2026-11-27');
  });

  it('names months and their days', () => {
    expect(monthDays('2026-12')).toEqual({first: '2026-12-01', next: '2027-01-01'});
    expect(monthDays('2028-02')).toEqual({first: '2028-02-01', next: '2028-03-01'});
    expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1)]).toEqual(['2025-12', '2027-01']);
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(formatDay('2026-11-20')).toBe('Fri 20.11.2026');
    expect([isMonth('2026-11'), isMonth('2026-13'), isMonth('2026-1'), isMonth('0999-01')]).toEqual([true, false, false, false]);
  });

  it('totals hours worked, sick days, paid days off and days, per member', () => {
    const records = [
      {userId: 1, hours: 7.5, sickLeave: false, paidDayOff: false},
      {userId: 2, hours: 0, sickLeave: true, paidDayOff: false},
      {userId: 1, hours: '8.25', sickLeave: false, paidDayOff: false},
      {userId: 1, hours: 0, sickLeave: false, paidDayOff: true},
      {userId: 1, hours: 0, sickLeave: true, paidDayOff: false},
    ];
    expect(timeRecordTotals(records)).toEqual({hours: 15.75, sickDays: 2, paidDaysOff: 1, days: 5});
    expect(timeRecordTotals([])).toEqual({hours: 0, sickDays: 0, paidDaysOff: 0, days: 0});
    expect(timeRecordTotalsByMember(records)).toEqual([
      {userId: 1, totals: {hours: 15.75, sickDays: 1, paidDaysOff: 1, days: 4}},
      {userId: 2, totals: {hours: 0, sickDays: 1, paidDaysOff: 0, days: 1}},
    ]);
  });
});
