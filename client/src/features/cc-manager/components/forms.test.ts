import {DateTime} from 'luxon';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {toFormikValidate} from '@/lib/formik-zod';
import {
  callListSearch,
  cancelSearchPayload,
  cancelSearchSchema,
  defaultRange,
  reportPayload,
  reportSchema,
  transferPayload,
  transferredNotice,
  transferCancelledNotice,
  transferSchema,
  transferSearchPayload,
  transferSearchSchema,
} from './forms';

// Wednesday 2025-06-18 12:00 in Helsinki.
const now = new Date('2025-06-18T09:00:00Z');

describe('manager forms', () => {
  beforeEach(() => vi.setSystemTime(now));
  afterEach(() => vi.useRealTimers());

  it('defaults to the start of today until the end of the week (Sunday), business time', () => {
    const {startDate, endDate} = defaultRange(now);
    expect(startDate.toUTC().toISO()).toBe('2025-06-17T21:00:00.000Z');
    expect(endDate.toUTC().toISO()).toBe('2025-06-22T20:59:59.999Z');
  });

  it('requires every transfer search field', () => {
    const validate = toFormikValidate(transferSearchSchema, transferSearchPayload);
    expect(validate({startDate: null, endDate: null, type: '', callerId: ''})).toEqual({
      startDate: 'Start date is required',
      endDate: 'End date is required',
      type: 'Type is required',
      callerId: 'Caller is required',
    });
    const ok = {...defaultRange(now), type: 'WELCOME_CALL', callerId: '4'};
    expect(validate(ok)).toEqual({});
    expect(transferSearchPayload(ok)).toMatchObject({type: 'WELCOME_CALL', callerId: 4, startDate: '2025-06-17T21:00:00.000Z'});
  });

  it('refuses an end before the start', () => {
    const validate = toFormikValidate(reportSchema, reportPayload);
    const range = defaultRange(now);
    expect(validate({startDate: range.endDate, endDate: range.startDate, callerId: '1'})).toEqual({
      endDate: 'End date must be after start date',
    });
  });

  it("refuses a start more than 2 years back by shared's manager date rule", () => {
    const validate = toFormikValidate(reportSchema, reportPayload);
    const {endDate} = defaultRange(now);
    expect(validate({startDate: DateTime.fromISO('2023-06-18T08:59:00Z'), endDate, callerId: '1'})).toEqual({
      startDate: 'Dates cannot be earlier than 2 years ago',
    });
    expect(validate({startDate: DateTime.fromISO('2023-06-18T09:01:00Z'), endDate, callerId: '1'})).toEqual({});
  });

  it('requires the new caller and the kind of transfer', () => {
    const validate = toFormikValidate(transferSchema, transferPayload);
    expect(validate({newCallerId: '', mode: ''})).toEqual({
      newCallerId: 'New caller is required',
      isPermanent: 'Choose permanent or temporary',
    });
    expect(transferPayload({newCallerId: '7', mode: 'permanent'})).toEqual({newCallerId: 7, isPermanent: true});
    expect(transferPayload({newCallerId: '7', mode: 'temporary'})).toEqual({newCallerId: 7, isPermanent: false});
  });

  it('requires the caller of a cancel search and of the report', () => {
    expect(toFormikValidate(cancelSearchSchema, cancelSearchPayload)({callerId: ''})).toEqual({callerId: 'Caller is required'});
    expect(toFormikValidate(reportSchema, reportPayload)({...defaultRange(now), callerId: ''})).toEqual({callerId: 'Caller is required'});
  });

  it('fills empty call-list dates with the default range; the caller is optional', () => {
    expect(callListSearch({startDate: null, endDate: null, callerId: ''}, now)).toEqual({
      startDate: '2025-06-17T21:00:00.000Z',
      endDate: '2025-06-22T20:59:59.999Z',
      callerId: undefined,
    });
    const start = DateTime.fromISO('2025-06-01T00:00:00Z');
    expect(callListSearch({startDate: start, endDate: null, callerId: '3'}, now)).toMatchObject({
      startDate: '2025-06-01T00:00:00.000Z',
      callerId: 3,
    });
  });

  it('says how many orders moved', () => {
    expect(transferredNotice(1)).toBe('1 order has been transferred');
    expect(transferredNotice(2)).toBe('2 orders have been transferred');
    expect(transferCancelledNotice(2)).toBe('2 transfers have been cancelled');
  });
});
