import {COMPLAINT_MESSAGES, complaintCreateSchema, complaintEditSchema} from '@karat/shared';
import {DateTime} from 'luxon';
import {describe, expect, it} from 'vitest';
import {complaintListBody, COMPLAINT_LIST_DEFAULTS} from '../api/complaints';
import {complaintEditValues, createPayload, editPayload, newComplaintValues, withCategory} from './complaint-form';

const NOW = DateTime.fromISO('2026-11-27T10:00:00Z');
const messages = (result: {success: boolean; error?: {issues: {message: string}[]}}) => result.error?.issues.map(issue => issue.message) ?? [];

describe('the complaint forms', () => {
  it('start with the spec defaults, dated now, and ask for the due date', () => {
    const values = newComplaintValues(NOW);
    expect(values).toMatchObject({reasonCategory: 'Other', reasonSubcategory: 'other_other', complaintFiledBy: 'internal', status: 'waiting_customer_service'});
    expect(messages(complaintCreateSchema.safeParse(createPayload(values)))).toEqual([
      COMPLAINT_MESSAGES.dueDateRequired,
      COMPLAINT_MESSAGES.complaintInfoRequired,
    ]);
  });

  it('send the typed numbers as numbers and leave out what is empty', () => {
    const values = {...newComplaintValues(NOW), dueDate: NOW.plus({days: 7}), complaintInfo: 'Lost bag', clientNumber: ' 1042 ', orderNumber: ''};
    const payload = complaintCreateSchema.parse(createPayload(values));
    expect(payload).toMatchObject({clientNumber: 1042, dueDate: '2026-12-04T10:00:00.000Z', complaintDate: '2026-11-27T10:00:00.000Z'});
    expect(payload.orderNumber).toBeUndefined();
    expect(complaintCreateSchema.safeParse(createPayload({...values, clientNumber: '12a'})).success).toBe(false);
  });

  it('reset the subcategory to the first of a new category', () => {
    const values = withCategory(newComplaintValues(NOW), 'Logistics');
    expect(values.reasonSubcategory).toBe('package_missing_incoming_mh');
  });

  it('edit what the server holds, clearing emptied optional fields with null', () => {
    const values = complaintEditValues({
      id: 4,
      complaintNumber: 7,
      status: 'waiting_client',
      reasonCategory: 'Teller',
      reasonSubcategory: 'low_price',
      complaintFiledBy: 'third party',
      complaintInfo: 'Offer too low',
      complaintDate: '2026-11-01T08:00:00.000Z',
      dueDate: '2026-11-20T08:00:00.000Z',
      logisticsLastSeenLocation: 'Turku',
    });
    const payload = complaintEditSchema.parse(editPayload({...values, logisticsLastSeenLocation: ''}));
    expect(payload).toMatchObject({status: 'waiting_client', complaintFiledBy: 'third party', logisticsLastSeenLocation: null, reasonOtherText: null});
    expect(payload.dueDate).toBe('2026-11-20T08:00:00.000Z');
    expect(messages(complaintEditSchema.safeParse(editPayload({...values, complaintDate: null})))).toEqual([COMPLAINT_MESSAGES.complaintDateRequired]);
  });
});

describe('the complaints list body', () => {
  const state = (filters: Partial<typeof COMPLAINT_LIST_DEFAULTS.filters>, page = 0, pageSize = 50) => ({
    filters: {...COMPLAINT_LIST_DEFAULTS.filters, ...filters},
    sort: undefined,
    page,
    pageSize,
  });
  it('asks only for the filters that are set, and pages by 50', () => {
    expect(complaintListBody(state({}))).toEqual({limit: 50, skip: 0});
    expect(complaintListBody(state({status: 'resolved', closed: 'no', overdue: 'yes', complaintFiledBy: 'third party'}, 2))).toEqual({
      status: 'resolved',
      complaintFiledBy: 'third party',
      isClosed: false,
      overdue: true,
      limit: 50,
      skip: 100,
    });
  });
  it('never asks the server for more than its page of 50', () => {
    expect(complaintListBody(state({}, 1, 100))).toEqual({limit: 50, skip: 50});
  });
});
