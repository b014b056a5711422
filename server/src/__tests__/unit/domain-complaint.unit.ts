import {COMPLAINT_MESSAGES, type ComplaintCreateForm, type ComplaintEditForm} from '@karat/shared';
import {complaintOrderError, decideComplaintEdit, decideComplaintRegister, DomainError} from '../../domain';

const NOW = new Date('2026-11-27T10:00:00Z');
const FORM: ComplaintCreateForm = {
  dueDate: '2026-12-01T10:00:00.000Z',
  reasonCategory: 'Logistics',
  reasonSubcategory: 'other_logistics',
  complaintInfo: 'Lost parcel',
  complaintFiledBy: 'client',
  status: 'waiting_customer_service',
};
const CLIENT = {id: 7, clientNumber: 1007};
const ORDER = {id: 70, orderNumber: 5070, clientId: 7, closed: false};

describe('complaint commands', () => {
  it('registers with the numbers it names, the order bringing its client, and today as the complaint date', () => {
    expect(decideComplaintRegister({...FORM, orderNumber: 5070}, {order: ORDER}, NOW)).toMatchObject({
      orderId: 70,
      orderNumber: 5070,
      clientId: 7,
      orderClosed: 'open',
      complaintDate: NOW,
      isClosed: false,
    });
    expect(decideComplaintRegister({...FORM, clientNumber: 1007, orderNumber: 5070}, {client: CLIENT, order: ORDER}, NOW)).toMatchObject({
      clientId: 7,
      clientNumber: 1007,
      orderId: 70,
    });
    expect(decideComplaintRegister({...FORM, status: 'closed'}, {}, NOW)).toMatchObject({
      orderId: null,
      clientId: null,
      orderClosed: 'not_set',
      isClosed: true,
    });
    expect(decideComplaintRegister({...FORM, orderNumber: 5070}, {order: {...ORDER, closed: true}}, NOW)).toMatchObject({orderClosed: 'closed'});
  });

  it('refuses numbers that name nothing, and an order of another client', () => {
    const refused = (form: ComplaintCreateForm, found: Parameters<typeof decideComplaintRegister>[1]) => {
      const decision = decideComplaintRegister(form, found, NOW);
      return decision instanceof DomainError ? [decision.status, decision.message] : decision;
    };
    expect(refused({...FORM, clientNumber: 1}, {})).toEqual([422, COMPLAINT_MESSAGES.clientNotFound(1)]);
    expect(refused({...FORM, orderNumber: 2}, {})).toEqual([422, COMPLAINT_MESSAGES.orderNotFound(2)]);
    expect(refused({...FORM, clientNumber: 1008, orderNumber: 5070}, {client: {id: 8, clientNumber: 1008}, order: ORDER})).toEqual([
      422,
      COMPLAINT_MESSAGES.orderNotOfClient(5070, 1008),
    ]);
  });

  it('edits: isClosed follows the status, the logistics fields are taken', () => {
    const edit: ComplaintEditForm = {...FORM, complaintDate: '2026-11-20T08:00:00.000Z', status: 'closed', logisticsLastSeenLocation: 'Vantaa'};
    expect(decideComplaintEdit(edit, NOW)).toMatchObject({isClosed: true, logisticsLastSeenLocation: 'Vantaa', logisticsLastSeenDate: null, updatedAt: NOW});
    expect(decideComplaintEdit({...edit, status: 'resolved'}, NOW).isClosed).toBe(false);
  });

  it("closes only the complaint's own order", () => {
    expect(complaintOrderError({orderId: null}, 70)?.message).toBe(COMPLAINT_MESSAGES.noOrderId);
    expect(complaintOrderError({orderId: 71}, 70)?.status).toBe(422);
    expect(complaintOrderError({orderId: 70}, 70)).toBeUndefined();
  });
});
