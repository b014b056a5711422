import {describe, expect, it} from 'vitest';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DEFAULTS,
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUS_COLOURS,
  COMPLAINT_STATUSES,
  complaintCreateSchema,
  complaintEditSchema,
  complaintListSchema,
  complaintSubcategoryLabel,
  firstSubcategory,
  isComplaintOverdue,
  isSubcategoryOf,
} from './complaints';

const NOW = new Date('2026-11-27T10:00:00Z');
const valid = {
  dueDate: '2026-12-01T10:00:00.000Z',
  reasonCategory: 'Logistics',
  reasonSubcategory: 'package_missing_incoming_mh',
  complaintInfo: 'The security bag never arrived.',
  complaintFiledBy: 'client',
  status: 'waiting_customer_service',
};
const messagesOf = (result: {success: boolean; error?: {issues: {message: string}[]}}) => result.error?.issues.map(issue => issue.message) ?? [];

describe('complaints', () => {
  it('has the exact category table of spec 02 §5 and the seven statuses in the colour order of §9', () => {
    expect(COMPLAINT_CATEGORIES).toEqual({
      Buyer: ['buyers_behavior', 'wrong_materials_buyer', 'wrong_proposition', 'lack_in_speech', 'other_buyer'],
      Packager: ['wrong_materials_packager', 'lacking_materials', 'other_packager'],
      CustomerService: ['customer_service_behavior', 'other_customer_service'],
      Valuation: ['wrong_valuation', 'other_valuation'],
      Teller: ['tellers_behavior', 'wrong_infos', 'low_price', 'other_teller'],
      Bursar: ['wrong_no_return', 'other_bursar'],
      Logistics: ['package_missing_incoming_mh', 'package_missing_outgoing_posti', 'package_missing_outgoing_mh', 'other_logistics'],
      Other: ['other_other'],
    });
    expect(COMPLAINT_STATUSES.map(status => COMPLAINT_STATUS_COLOURS[status])).toEqual([
      'warning',
      'info',
      'primary',
      'secondary',
      'danger',
      'success',
      'dark',
    ]);
  });

  it('resets the subcategory to the first of a new category, and knows which belong where', () => {
    expect(firstSubcategory('Teller')).toBe('tellers_behavior');
    expect(firstSubcategory('Other')).toBe('other_other');
    expect(firstSubcategory('Nonsense')).toBe('');
    expect(isSubcategoryOf('Teller', 'low_price')).toBe(true);
    expect(isSubcategoryOf('Buyer', 'low_price')).toBe(false);
    expect(isSubcategoryOf(COMPLAINT_DEFAULTS.reasonCategory, COMPLAINT_DEFAULTS.reasonSubcategory)).toBe(true);
  });

  it('names each subcategory in words, the warehouse (MH) in capitals', () => {
    expect(complaintSubcategoryLabel('buyers_behavior')).toBe('Buyers behavior');
    expect(complaintSubcategoryLabel('package_missing_outgoing_mh')).toBe('Package missing outgoing MH');
    expect(complaintSubcategoryLabel('other_other')).toBe('Other other');
  });

  it('is overdue when the due date has passed and it is neither resolved nor closed', () => {
    const due = (dueDate: string | null, status = 'waiting_client') => isComplaintOverdue({dueDate, status}, NOW);
    expect(due('2026-11-27T09:59:59Z')).toBe(true);
    expect(due('2026-11-27T10:00:00Z')).toBe(false);
    expect(due('2026-11-28T00:00:00Z')).toBe(false);
    expect(due('2026-11-01T00:00:00Z', 'resolved')).toBe(false);
    expect(due('2026-11-01T00:00:00Z', 'closed')).toBe(false);
    expect(due(null)).toBe(false);
  });

  it('names each missing required field of the create form with the spec text', () => {
    expect(complaintCreateSchema.safeParse(valid).success).toBe(true);
    expect(messagesOf(complaintCreateSchema.safeParse({}))).toEqual([
      COMPLAINT_MESSAGES.dueDateRequired,
      COMPLAINT_MESSAGES.reasonCategoryRequired,
      COMPLAINT_MESSAGES.reasonSubcategoryRequired,
      COMPLAINT_MESSAGES.complaintInfoRequired,
      COMPLAINT_MESSAGES.filedByRequired,
      COMPLAINT_MESSAGES.statusRequired,
    ]);
    expect(messagesOf(complaintCreateSchema.safeParse({...valid, complaintInfo: '   '}))).toEqual(['Complaint information is required']);
  });

  it('refuses a subcategory of another category', () => {
    expect(messagesOf(complaintCreateSchema.safeParse({...valid, reasonSubcategory: 'low_price'}))).toEqual([
      COMPLAINT_MESSAGES.subcategoryNotOfCategory('Logistics'),
    ]);
  });

  it('requires the complaint date when editing, and takes the logistics fields', () => {
    expect(messagesOf(complaintEditSchema.safeParse(valid))).toEqual([COMPLAINT_MESSAGES.complaintDateRequired]);
    const edit = complaintEditSchema.safeParse({...valid, complaintDate: '2026-11-20T08:00:00Z', logisticsLastSeenLocation: ' Turku sorting centre '});
    expect(edit.success && edit.data.logisticsLastSeenLocation).toBe('Turku sorting centre');
  });

  it('pages the list 50 at most, and refuses an unknown filter', () => {
    expect(complaintListSchema.safeParse({limit: 50, skip: 0, overdue: true}).success).toBe(true);
    expect(complaintListSchema.safeParse({limit: 51}).success).toBe(false);
    expect(complaintListSchema.safeParse({colour: 'red'}).success).toBe(false);
  });
});
