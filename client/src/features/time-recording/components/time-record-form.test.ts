import {TIME_RECORD_MESSAGES, timeRecordSchemaFor} from '@karat/shared';
import {describe, expect, it} from 'vitest';
import {EVERYONE_DEFAULTS, monthQuery, OWN_MONTH_DEFAULTS} from '../api/time-records';
import {daysAwayChart, hoursChart} from './charts';
import {dayText, newTimeRecordValues, timeRecordPayload, timeRecordValues} from './time-record-form';

const TODAY = '2026-11-27';
const schema = timeRecordSchemaFor(TODAY);
const messages = (result: {success: boolean; error?: {issues: {message: string}[]}}) => result.error?.issues.map(issue => issue.message) ?? [];

describe('the time record form', () => {
  it('takes hours typed with a comma or a point', () => {
    const values = {...newTimeRecordValues(TODAY), hours: '7,5'};
    expect(schema.parse(timeRecordPayload(values))).toEqual({date: TODAY, hours: 7.5, sickLeave: false, paidDayOff: false});
    expect(timeRecordPayload({...values, hours: ' 7.75 '}).hours).toBe(7.75);
  });

  it("names what is missing or wrong in the server's words", () => {
    expect(messages(schema.safeParse(timeRecordPayload(newTimeRecordValues(TODAY))))).toEqual([TIME_RECORD_MESSAGES.noKind]);
    expect(messages(schema.safeParse(timeRecordPayload({...newTimeRecordValues(TODAY), hours: 'seven'})))).toEqual([TIME_RECORD_MESSAGES.hoursNumber]);
    expect(messages(schema.safeParse(timeRecordPayload({...newTimeRecordValues(TODAY), hours: '1,1'})))).toEqual([TIME_RECORD_MESSAGES.hoursStep]);
    expect(messages(schema.safeParse(timeRecordPayload({date: '2026-11-28', kind: 'worked', hours: '8'})))).toEqual([TIME_RECORD_MESSAGES.dateInFuture]);
    expect(messages(schema.safeParse(timeRecordPayload({date: '', kind: 'worked', hours: '8'})))).toEqual([TIME_RECORD_MESSAGES.dateRequired]);
  });

  it('sends a sick or paid day with 0 hours, whatever the hours field still holds', () => {
    expect(timeRecordPayload({date: TODAY, kind: 'sickLeave', hours: '8'})).toEqual({date: TODAY, hours: 0, sickLeave: true, paidDayOff: false});
    expect(schema.parse(timeRecordPayload({date: '2026-12-24', kind: 'paidDayOff', hours: ''}))).toMatchObject({paidDayOff: true, hours: 0});
  });

  it('edits what the server holds', () => {
    const base = {id: 4, userId: 2, date: '2026-11-20', sickLeave: false, paidDayOff: false};
    expect(timeRecordValues({...base, hours: 7.5})).toEqual({date: '2026-11-20', kind: 'worked', hours: '7.5'});
    expect(timeRecordValues({...base, hours: 0, paidDayOff: true})).toEqual({date: '2026-11-20', kind: 'paidDayOff', hours: ''});
  });

  it('shows what a day was', () => {
    expect([dayText({hours: 7.5}), dayText({hours: 0, sickLeave: true}), dayText({hours: 0, paidDayOff: true})]).toEqual([
      '7.5 h',
      'Sick leave',
      'Paid day off',
    ]);
  });
});

describe('the month lists', () => {
  const state = <F extends Record<string, string>>(filters: F, page = 0, pageSize = 50) => ({filters, sort: undefined, page, pageSize});
  it('ask for the chosen month and member only, paged', () => {
    expect(monthQuery(state(OWN_MONTH_DEFAULTS.filters))).toEqual({limit: 50, skip: 0});
    expect(monthQuery(state({...EVERYONE_DEFAULTS.filters, month: '2026-09', member: '12'}, 1, 25))).toEqual({
      month: '2026-09',
      userId: 12,
      limit: 25,
      skip: 25,
    });
  });

  it('chart hours apart from days away, a group a member', () => {
    const members = [
      {userId: 1, name: 'Anna', hours: 15.5, sickDays: 1, paidDaysOff: 0, days: 3},
      {userId: 2, name: 'Bob', hours: 4.25, sickDays: 0, paidDaysOff: 2, days: 3},
    ];
    expect(hoursChart(members).groups).toEqual([
      {label: 'Anna', values: {hours: 15.5}},
      {label: 'Bob', values: {hours: 4.25}},
    ]);
    expect(daysAwayChart(members).groups[1]).toEqual({label: 'Bob', values: {sickDays: 0, paidDaysOff: 2}});
  });
});
