import {COMPLAINT_DEFAULTS, firstSubcategory, type ComplaintCreateForm, type ComplaintEditForm} from '@karat/shared';
import {DateTime} from 'luxon';
import type {ComplaintWithRelations} from '../api/complaints';

/** The complaint forms' values: dates as the picker holds them, numbers and texts as typed. */
export interface ComplaintFormValues {
  status: string;
  reasonCategory: string;
  reasonSubcategory: string;
  reasonOtherText: string;
  complaintFiledBy: string;
  complaintInfo: string;
  complaintDate: DateTime | null;
  dueDate: DateTime | null;
  /** Create only: the client and order the complaint is about, by their numbers. */
  clientNumber: string;
  orderNumber: string;
  /** Edit only: where the carrier last saw a lost parcel. */
  logisticsLastSeenLocation: string;
  logisticsLastSeenDate: DateTime | null;
}

/**
 * A new complaint starts with spec 02 §9's defaults, dated now; the due date is left for the person to
 * choose (the spec gives it no default, and a guessed deadline would pass unnoticed).
 */
export function newComplaintValues(now: DateTime = DateTime.now()): ComplaintFormValues {
  return {
    ...COMPLAINT_DEFAULTS,
    reasonOtherText: '',
    complaintInfo: '',
    complaintDate: now,
    dueDate: null,
    clientNumber: '',
    orderNumber: '',
    logisticsLastSeenLocation: '',
    logisticsLastSeenDate: null,
  };
}

const dateOf = (iso: string | null | undefined) => (iso ? DateTime.fromISO(iso) : null);

export function complaintEditValues(complaint: ComplaintWithRelations): ComplaintFormValues {
  return {
    status: complaint.status ?? '',
    reasonCategory: complaint.reasonCategory ?? '',
    reasonSubcategory: complaint.reasonSubcategory ?? '',
    reasonOtherText: complaint.reasonOtherText ?? '',
    complaintFiledBy: complaint.complaintFiledBy ?? '',
    complaintInfo: complaint.complaintInfo ?? '',
    complaintDate: dateOf(complaint.complaintDate),
    dueDate: dateOf(complaint.dueDate),
    clientNumber: complaint.clientNumber == null ? '' : String(complaint.clientNumber),
    orderNumber: complaint.orderNumber == null ? '' : String(complaint.orderNumber),
    logisticsLastSeenLocation: complaint.logisticsLastSeenLocation ?? '',
    logisticsLastSeenDate: dateOf(complaint.logisticsLastSeenDate),
  };
}

/** Spec 02 §5: changing the category resets the subcategory to the category's first. */
export function withCategory(values: ComplaintFormValues, reasonCategory: string): ComplaintFormValues {
  return {...values, reasonCategory, reasonSubcategory: firstSubcategory(reasonCategory)};
}

// '' is "not given"; the schema says what is required.
const iso = (value: DateTime | null) => (value?.isValid ? value.toUTC().toISO() : undefined);
const text = (value: string) => (value.trim() === '' ? undefined : value);
/** A typed number: digits become the number, anything else stays text for the schema to refuse. */
const numberText = (value: string) => (value.trim() === '' ? undefined : /^\d+$/.test(value.trim()) ? Number(value.trim()) : value);

const common = (values: ComplaintFormValues) => ({
  status: text(values.status),
  reasonCategory: text(values.reasonCategory),
  reasonSubcategory: text(values.reasonSubcategory),
  complaintInfo: values.complaintInfo,
  complaintFiledBy: text(values.complaintFiledBy),
  dueDate: iso(values.dueDate),
});

/** The candidate body of POST /ComplaintHandlers/register (complaintCreateSchema decides). */
export function createPayload(values: ComplaintFormValues) {
  return {
    ...common(values),
    reasonOtherText: text(values.reasonOtherText),
    complaintDate: iso(values.complaintDate),
    clientNumber: numberText(values.clientNumber),
    orderNumber: numberText(values.orderNumber),
  } as unknown as ComplaintCreateForm;
}

/** The candidate body of PUT /ComplaintHandlers/{id}: a cleared optional field is sent as null, so it is cleared. */
export function editPayload(values: ComplaintFormValues) {
  return {
    ...common(values),
    complaintDate: iso(values.complaintDate),
    reasonOtherText: text(values.reasonOtherText) ?? null,
    logisticsLastSeenLocation: text(values.logisticsLastSeenLocation) ?? null,
    logisticsLastSeenDate: iso(values.logisticsLastSeenDate) ?? null,
  } as unknown as ComplaintEditForm;
}
