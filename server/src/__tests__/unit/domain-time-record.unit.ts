import {TIME_RECORD_MESSAGES, type TimeRecordForm} from '@karat/shared';
import {decideTimeRecordCreate, decideTimeRecordEdit, DomainError, ownTimeRecord, timeRecordCsv, timeRecordDeleteError} from '../../domain';

const NOW = new Date('2026-11-27T10:00:00Z');
const TODAY = '2026-11-27';
const form = (partial: Partial<TimeRecordForm> = {}): TimeRecordForm => ({date: '2026-11-20', hours: 7.5, sickLeave: false, paidDayOff: false, ...partial});
const RECORD = {id: 5, userId: 3, date: '2026-11-20', hours: 7.5, sickLeave: false, paidDayOff: false};

describe('time record commands', () => {
  it("answers another member's record as none (404), the own one as it is", () => {
    expect(ownTimeRecord(RECORD, 3)).toBe(RECORD);
    expect(ownTimeRecord(RECORD, 4)).toEqual(new DomainError(404, TIME_RECORD_MESSAGES.notFound));
    expect(ownTimeRecord(undefined, 3)).toEqual(new DomainError(404, TIME_RECORD_MESSAGES.notFound));
  });

  it('creates the day as parsed, once a day, within the bounds', () => {
    expect(decideTimeRecordCreate(form(), undefined, TODAY, NOW)).toEqual({
      date: '2026-11-20',
      hours: 7.5,
      sickLeave: false,
      paidDayOff: false,
      updatedAt: NOW,
    });
    expect(decideTimeRecordCreate(form(), {id: 9}, TODAY, NOW)).toEqual(new DomainError(409, TIME_RECORD_MESSAGES.dayTaken, 'DAY_TAKEN'));
    expect(decideTimeRecordCreate(form({date: '2026-11-28'}), undefined, TODAY, NOW)).toEqual(
      new DomainError(422, TIME_RECORD_MESSAGES.dateInFuture, 'DATE_OUT_OF_RANGE'),
    );
    expect(decideTimeRecordCreate(form({date: '2026-12-01', hours: 0, paidDayOff: true}), undefined, TODAY, NOW)).toMatchObject({paidDayOff: true});
  });

  it('edits its own day or moves it to a free one; the same form changes nothing', () => {
    expect(decideTimeRecordEdit(RECORD, form({hours: 6}), undefined, TODAY, NOW)).toMatchObject({hours: 6, updatedAt: NOW});
    expect(decideTimeRecordEdit(RECORD, form(), {id: 5}, TODAY, NOW)).toBeUndefined();
    expect(decideTimeRecordEdit(RECORD, form({date: '2026-11-21'}), {id: 6}, TODAY, NOW)).toEqual(
      new DomainError(409, TIME_RECORD_MESSAGES.dayTaken, 'DAY_TAKEN'),
    );
    expect(decideTimeRecordEdit(RECORD, form({hours: 0, sickLeave: true}), undefined, TODAY, NOW)).toMatchObject({hours: 0, sickLeave: true});
  });

  it('no longer changes or removes a day more than a year back', () => {
    const old = {...RECORD, date: '2025-11-26'};
    const tooOld = new DomainError(422, TIME_RECORD_MESSAGES.recordTooOld, 'RECORD_TOO_OLD');
    expect(decideTimeRecordEdit(old, form(), undefined, TODAY, NOW)).toEqual(tooOld);
    expect(timeRecordDeleteError(old, TODAY)).toEqual(tooOld);
    expect(timeRecordDeleteError({...RECORD, date: '2025-11-27'}, TODAY)).toBeUndefined();
  });

  it('writes the CSV a row a record, each member closed by their total, everyone last, formulas kept as text', () => {
    const csv = timeRecordCsv([
      {userId: 1, memberName: 'Anna', date: '2026-11-02', hours: 7.25, sickLeave: false, paidDayOff: false},
      {userId: 1, memberName: 'Anna', date: '2026-11-03', hours: 0, sickLeave: true, paidDayOff: false},
      {userId: 2, memberName: '@SUM(A1)', date: '2026-11-02', hours: 0, sickLeave: false, paidDayOff: true},
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Member,Date,Kind,Hours,Sick days,Paid days off',
      'Anna,2026-11-02,Worked,7.25,0,0',
      'Anna,2026-11-03,Sick leave,0,1,0',
      'Anna,,Total,7.25,1,0',
      "'@SUM(A1),2026-11-02,Paid day off,0,0,1",
      "'@SUM(A1),,Total,0,0,1",
      'All members,,Total,7.25,1,1',
      '',
    ]);
    expect(timeRecordCsv([]).split('\r\n')).toEqual(['Member,Date,Kind,Hours,Sick days,Paid days off', 'All members,,Total,0,0,0', '']);
  });
});
