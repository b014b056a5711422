import {businessDate, formatHours, TIME_RECORD_KIND_LABELS, timeRecordKind, type TimeRecordForm, type TimeRecordKind, monthOf} from '@karat/shared';
import {BUSINESS_TZ} from '@/lib/clock';
import {numberOf} from '@/lib/payload';
import type {TimeRecord} from '../api/time-records';

/** The form's values: the day as the date input holds it, the kind chosen, the hours as typed ("7,5" or "7.5"). */
export interface TimeRecordValues {
  date: string;
  kind: TimeRecordKind;
  hours: string;
}

/** A new record: today, hours worked, nothing typed yet. */
export const newTimeRecordValues = (today: string): TimeRecordValues => ({date: today, kind: 'worked', hours: ''});

export function timeRecordValues(record: TimeRecord): TimeRecordValues {
  const kind = timeRecordKind(record) ?? 'worked';
  return {date: record.date, kind, hours: kind === 'worked' ? formatHours(Number(record.hours ?? 0)) : ''};
}

/** The candidate body (timeRecordSchema decides): the hours of a worked day, or the flag of the kind with 0 hours. */
export function timeRecordPayload(values: TimeRecordValues): TimeRecordForm {
  return {
    date: values.date,
    // Empty is 0 for the schema to name ('Enter the hours worked...'); text that is no number stays NaN ('Hours must be a number').
    hours: values.kind === 'worked' ? (numberOf(values.hours) ?? 0) : 0,
    sickLeave: values.kind === 'sickLeave',
    paidDayOff: values.kind === 'paidDayOff',
  };
}

/** What a day was, as the lists show it: '7.5 h', 'Sick leave' or 'Paid day off'. */
export function dayText(record: Pick<TimeRecord, 'hours' | 'sickLeave' | 'paidDayOff'>): string {
  const kind = timeRecordKind(record);
  return kind === 'worked' ? `${formatHours(Number(record.hours))} h` : kind ? TIME_RECORD_KIND_LABELS[kind] : '';
}

/** Today's calendar day in the business time zone: the day the form starts on and its bounds count from. */
export const businessToday = () => businessDate(new Date(), BUSINESS_TZ);

/** The time-recording page of the month a day is in (where a save or a delete returns to). */
export const monthPage = (date: string) => `/time-recording?month=${monthOf(date)}`;
