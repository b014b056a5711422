import {z} from 'zod';
import {CLOSE_METHODS, type RoleFlag} from './constants';
import {INT4_MAX} from './contract';

// Complaints (spec 02 §3, §4 "Complaints", §5 "Complaint create/edit", §8, §9): one table of
// categories, one list of statuses, and the forms' schemas, which the server validates with too.

/**
 * Who handles complaints: customer service, the call-centre manager and the admin. The spec names no
 * role (docs/decisions/complaints.md); the menu and the server's role matrix both read this list.
 */
export const COMPLAINT_ROLES: readonly RoleFlag[] = ['customer', 'ccManager', 'admin'];

/** Spec 02 §4: any status may be chosen; new complaints wait for customer service. */
export const COMPLAINT_STATUSES = [
  'waiting_client',
  'waiting_customer_service',
  'waiting_valuation',
  'waiting_complaint_handler',
  'waiting_cc_manager',
  'resolved',
  'closed',
] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  waiting_client: 'Waiting client',
  waiting_customer_service: 'Waiting customer service',
  waiting_valuation: 'Waiting valuation',
  waiting_complaint_handler: 'Waiting complaint handler',
  waiting_cc_manager: 'Waiting CC manager',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Spec 02 §9: the badge colours in the statuses' order. */
export const COMPLAINT_STATUS_COLOURS = {
  waiting_client: 'warning',
  waiting_customer_service: 'info',
  waiting_valuation: 'primary',
  waiting_complaint_handler: 'secondary',
  waiting_cc_manager: 'danger',
  resolved: 'success',
  closed: 'dark',
} as const satisfies Record<ComplaintStatus, string>;

/** Statuses in which a complaint is finished: never overdue. */
export const COMPLAINT_FINISHED_STATUSES: readonly ComplaintStatus[] = ['resolved', 'closed'];

/** Spec 02 §5 "Complaint edit": each category and its subcategories, the first being the one a change of category picks. */
export const COMPLAINT_CATEGORIES = {
  Buyer: ['buyers_behavior', 'wrong_materials_buyer', 'wrong_proposition', 'lack_in_speech', 'other_buyer'],
  Packager: ['wrong_materials_packager', 'lacking_materials', 'other_packager'],
  CustomerService: ['customer_service_behavior', 'other_customer_service'],
  Valuation: ['wrong_valuation', 'other_valuation'],
  Teller: ['tellers_behavior', 'wrong_infos', 'low_price', 'other_teller'],
  Bursar: ['wrong_no_return', 'other_bursar'],
  Logistics: ['package_missing_incoming_mh', 'package_missing_outgoing_posti', 'package_missing_outgoing_mh', 'other_logistics'],
  Other: ['other_other'],
} as const satisfies Record<string, readonly string[]>;
export type ComplaintCategory = keyof typeof COMPLAINT_CATEGORIES;
export const COMPLAINT_CATEGORY_NAMES = Object.keys(COMPLAINT_CATEGORIES) as [ComplaintCategory, ...ComplaintCategory[]];
export const COMPLAINT_SUBCATEGORIES = Object.values(COMPLAINT_CATEGORIES).flat() as [string, ...string[]];

/** The categories as staff read them. */
export const COMPLAINT_CATEGORY_LABELS: Record<ComplaintCategory, string> = {
  Buyer: 'Buyer',
  Packager: 'Packager',
  CustomerService: 'Customer service',
  Valuation: 'Valuation',
  Teller: 'Teller',
  Bursar: 'Bursar',
  Logistics: 'Logistics',
  Other: 'Other',
};

/** A subcategory as staff read it: 'package_missing_incoming_mh' is 'Package missing incoming MH'. */
export function complaintSubcategoryLabel(subcategory: string): string {
  const words = subcategory.split('_').map(word => (word === 'mh' ? 'MH' : word));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Spec 02 §4: who raised it ('third party' with its space, as the old system stored it). */
export const COMPLAINT_FILED_BY = ['client', 'third party', 'internal', 'other'] as const;
export type ComplaintFiledBy = (typeof COMPLAINT_FILED_BY)[number];
export const COMPLAINT_FILED_BY_LABELS: Record<ComplaintFiledBy, string> = {
  client: 'Client',
  'third party': 'Third party',
  internal: 'Internal',
  other: 'Other',
};

/** Whether the complaint's order is closed: not_set while it names no order. */
export const COMPLAINT_ORDER_CLOSED = ['open', 'closed', 'not_set'] as const;

/** Spec 02 §9: the create form's defaults. */
export const COMPLAINT_DEFAULTS = {
  reasonCategory: 'Other',
  reasonSubcategory: 'other_other',
  complaintFiledBy: 'internal',
  status: 'waiting_customer_service',
} as const satisfies {reasonCategory: ComplaintCategory; reasonSubcategory: string; complaintFiledBy: ComplaintFiledBy; status: ComplaintStatus};

/** Spec 02 §9: the list's page. */
export const COMPLAINT_PAGE_SIZE = 50;

/** Spec 02 §8 "Complaints", and the server's refusals of numbers that name nothing. */
export const COMPLAINT_MESSAGES = {
  dueDateRequired: 'Due date is required',
  reasonCategoryRequired: 'Reason category is required',
  reasonSubcategoryRequired: 'Reason subcategory is required',
  complaintInfoRequired: 'Complaint information is required',
  filedByRequired: 'Filed by is required',
  statusRequired: 'Status is required',
  complaintDateRequired: 'Complaint date is required',
  subcategoryNotOfCategory: (category: string) =>
    `Reason subcategory must be one of ${category}: ${COMPLAINT_CATEGORIES[category as ComplaintCategory]?.join(', ') ?? ''}`,
  fetchFailed: 'Failed to fetch complaints',
  noneFound: 'No complaints found',
  loadFailed: 'Failed to load complaint details',
  notFound: 'Complaint not found',
  updateFailed: 'Failed to update complaint',
  closeOrderFailed: 'Failed to close order',
  noOrderId: 'No order ID found for this complaint',
  clientNotFound: (clientNumber: number) => `No client has number ${clientNumber}`,
  orderNotFound: (orderNumber: number) => `No order has number ${orderNumber}`,
  orderNotOfClient: (orderNumber: number, clientNumber: number) => `Order ${orderNumber} is not an order of client ${clientNumber}`,
} as const;

/** The subcategory a category starts with (a change of category resets the subcategory to it). */
export function firstSubcategory(category: string): string {
  return COMPLAINT_CATEGORIES[category as ComplaintCategory]?.[0] ?? '';
}

export function isSubcategoryOf(category: string, subcategory: string): boolean {
  return (COMPLAINT_CATEGORIES[category as ComplaintCategory] as readonly string[] | undefined)?.includes(subcategory) ?? false;
}

/** Overdue: its due date has passed and it is neither resolved nor closed. */
export function isComplaintOverdue(complaint: {dueDate?: string | Date | null; status?: string | null}, now: Date): boolean {
  if (!complaint.dueDate || COMPLAINT_FINISHED_STATUSES.includes(complaint.status as ComplaintStatus)) return false;
  return new Date(complaint.dueDate).getTime() < now.getTime();
}

/** A complaint with status closed is closed (isClosed follows the status: one truth for the filter). */
export const complaintIsClosed = (status: ComplaintStatus) => status === 'closed';

const dateTime = (required: string) => z.iso.datetime({offset: true, error: required}).max(40);
const number = () => z.number().int().min(1).max(INT4_MAX);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

const complaintFields = {
  dueDate: dateTime(COMPLAINT_MESSAGES.dueDateRequired),
  reasonCategory: z.enum(COMPLAINT_CATEGORY_NAMES, {error: COMPLAINT_MESSAGES.reasonCategoryRequired}),
  reasonSubcategory: z.string({error: COMPLAINT_MESSAGES.reasonSubcategoryRequired}).min(1, COMPLAINT_MESSAGES.reasonSubcategoryRequired).max(100),
  complaintInfo: z.string({error: COMPLAINT_MESSAGES.complaintInfoRequired}).trim().min(1, COMPLAINT_MESSAGES.complaintInfoRequired).max(10_000),
  complaintFiledBy: z.enum(COMPLAINT_FILED_BY, {error: COMPLAINT_MESSAGES.filedByRequired}),
  status: z.enum(COMPLAINT_STATUSES, {error: COMPLAINT_MESSAGES.statusRequired}),
  reasonOtherText: optionalText(2000),
};

function subcategoryOfCategory(form: {reasonCategory: string; reasonSubcategory: string}, ctx: z.RefinementCtx) {
  if (!isSubcategoryOf(form.reasonCategory, form.reasonSubcategory))
    ctx.addIssue({code: 'custom', path: ['reasonSubcategory'], message: COMPLAINT_MESSAGES.subcategoryNotOfCategory(form.reasonCategory)});
}

/** POST /ComplaintHandlers/register (spec 02 §5 "Complaint create"): client and order numbers optional, and must exist when given. */
export const complaintCreateSchema = z
  .object({
    ...complaintFields,
    clientNumber: number().nullable().optional(),
    orderNumber: number().nullable().optional(),
    complaintDate: dateTime('Complaint date must be a date').nullable().optional(),
  })
  .superRefine(subcategoryOfCategory);
export type ComplaintCreateForm = z.infer<typeof complaintCreateSchema>;

/** PUT /ComplaintHandlers/{id} (spec 02 §5 "Complaint edit"): the complaint date is required here; the client and order stay as registered. */
export const complaintEditSchema = z
  .object({
    ...complaintFields,
    complaintDate: dateTime(COMPLAINT_MESSAGES.complaintDateRequired),
    logisticsLastSeenLocation: optionalText(500),
    logisticsLastSeenDate: dateTime('Last seen date must be a date').nullable().optional(),
  })
  .superRefine(subcategoryOfCategory);
export type ComplaintEditForm = z.infer<typeof complaintEditSchema>;

/** POST /ComplaintHandlers/list: the filters, and a page of at most 50. */
export const complaintListSchema = z.strictObject({
  status: z.enum(COMPLAINT_STATUSES).nullable().optional(),
  reasonCategory: z.enum(COMPLAINT_CATEGORY_NAMES).nullable().optional(),
  complaintFiledBy: z.enum(COMPLAINT_FILED_BY).nullable().optional(),
  isClosed: z.boolean().nullable().optional(),
  overdue: z.boolean().nullable().optional(),
  limit: z.number().int().min(1).max(COMPLAINT_PAGE_SIZE).optional(),
  skip: z.number().int().min(0).max(INT4_MAX).optional(),
});
export type ComplaintListQuery = z.infer<typeof complaintListSchema>;

/**
 * POST /ComplaintHandlers/order/{orderId}/close: the complaint the close comes from, and how and why
 * the order is closed, as customer service's close records them (by phone and "Complaint {number}"
 * when not given).
 */
export const complaintCloseOrderSchema = z.strictObject({
  complaintId: number(),
  method: z.enum(CLOSE_METHODS).optional(),
  reason: z.string().trim().max(1000).optional(),
  isBoomerang: z.boolean().optional(),
});
export type ComplaintCloseOrderForm = z.infer<typeof complaintCloseOrderSchema>;
