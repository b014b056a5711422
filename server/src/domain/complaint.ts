import {COMPLAINT_MESSAGES, complaintIsClosed, type ComplaintCreateForm, type ComplaintEditForm} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';

/** The client and order a new complaint's numbers name, as found (undefined: no such number). */
export interface ComplaintReferences {
  client?: {id: number; clientNumber: number};
  order?: {id: number; orderNumber: number; clientId: number; closed: boolean};
}

/** A complaint's row as the commands write it (the repository's Complaint, without the database's own columns). */
export interface ComplaintRow {
  status: string;
  reasonCategory: string;
  reasonSubcategory: string;
  reasonOtherText: string | null;
  complaintFiledBy: string;
  complaintInfo: string;
  complaintDate: Date | null;
  dueDate: Date;
  isClosed: boolean;
  clientId: number | null;
  clientNumber: number | null;
  orderId: number | null;
  orderNumber: number | null;
  orderClosed: string;
  logisticsLastSeenLocation: string | null;
  logisticsLastSeenDate: Date | null;
  updatedAt: Date;
}

/** What the create and edit forms both set: their shared fields, isClosed following the status. */
function formFields(form: ComplaintCreateForm | ComplaintEditForm) {
  return {
    status: form.status,
    reasonCategory: form.reasonCategory,
    reasonSubcategory: form.reasonSubcategory,
    reasonOtherText: form.reasonOtherText ?? null,
    complaintFiledBy: form.complaintFiledBy,
    complaintInfo: form.complaintInfo,
    dueDate: new Date(form.dueDate),
    isClosed: complaintIsClosed(form.status),
  };
}

/**
 * Spec 02 §5 "Complaint create": the form as parsed (its schema checked the required fields and the
 * category table). A client or order number must name one (422), and when both are given the order
 * must be the client's; an order number alone brings its client. The complaint date is the day it
 * is filed unless given; the order's state is recorded (open or closed, not_set without an order).
 */
export function decideComplaintRegister(form: ComplaintCreateForm, found: ComplaintReferences, now: Date): Decided<ComplaintRow> {
  if (form.clientNumber != null && !found.client) return new DomainError(422, COMPLAINT_MESSAGES.clientNotFound(form.clientNumber), 'CLIENT_NOT_FOUND');
  if (form.orderNumber != null && !found.order) return new DomainError(422, COMPLAINT_MESSAGES.orderNotFound(form.orderNumber), 'ORDER_NOT_FOUND');
  const {client, order} = found;
  if (client && order && order.clientId !== client.id)
    return new DomainError(422, COMPLAINT_MESSAGES.orderNotOfClient(order.orderNumber, client.clientNumber), 'ORDER_NOT_OF_CLIENT');
  return {
    ...formFields(form),
    complaintDate: form.complaintDate ? new Date(form.complaintDate) : now,
    clientId: client?.id ?? order?.clientId ?? null,
    clientNumber: client?.clientNumber ?? form.clientNumber ?? null,
    orderId: order?.id ?? null,
    orderNumber: order?.orderNumber ?? null,
    orderClosed: order ? (order.closed ? 'closed' : 'open') : 'not_set',
    logisticsLastSeenLocation: null,
    logisticsLastSeenDate: null,
    updatedAt: now,
  };
}

/** Spec 02 §5 "Complaint edit": the edit form's fields replace the complaint's; isClosed follows the status. */
export function decideComplaintEdit(form: ComplaintEditForm, now: Date): Partial<ComplaintRow> {
  return {
    ...formFields(form),
    complaintDate: new Date(form.complaintDate),
    logisticsLastSeenLocation: form.logisticsLastSeenLocation ?? null,
    logisticsLastSeenDate: form.logisticsLastSeenDate ? new Date(form.logisticsLastSeenDate) : null,
    updatedAt: now,
  };
}

/** 'Close order' from a complaint: the complaint must name an order (422 'No order ID found for this complaint'). */
export function complaintOrderError(complaint: {orderId?: number | null}, orderId: number): DomainError | undefined {
  if (!complaint.orderId) return new DomainError(422, COMPLAINT_MESSAGES.noOrderId, 'NO_ORDER');
  if (complaint.orderId !== orderId)
    return new DomainError(422, 'This complaint is about another order', 'COMPLAINT_NOT_OF_ORDER', {orderId: complaint.orderId});
  return undefined;
}
