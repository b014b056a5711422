import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_PAGE_SIZE,
  type ComplaintCloseOrderForm,
  type ComplaintCreateForm,
  type ComplaintEditForm,
  type ComplaintListQuery,
} from '@karat/shared';
import type {DbDataSource} from '../datasources/db.datasource';
import {complaintOrderError, decideComplaintEdit, decideComplaintRegister} from '../domain';
import {AUDIT_SERVICE, CLOCK, DB_DATASOURCE, ORDER_COMMAND_SERVICE} from '../keys';
import {Complaint, Order} from '../models';
import {AuditEntryRepository, ClientRepository, ComplaintRepository, OrderRepository} from '../repositories';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, httpError, refuse} from './http-error';
import type {OrderCommandService} from './order-command.service';
import {historyPage} from './order-history.service';
import {inTransaction} from './transaction';

/** What a complaint's page shows beside it: its client and its order. */
const INCLUDE = [{relation: 'client'}, {relation: 'order'}];

/**
 * Complaints (spec 02 §3-§5, §7 "Complaints"): registered, listed with their filters, edited, and
 * the order of one closed by the order's own close command. Every write is audited with the
 * complaint before and after, and that trail is the complaint's history.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ComplaintService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(ComplaintRepository) private complaints: ComplaintRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(AuditEntryRepository) private audits: AuditEntryRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(ORDER_COMMAND_SERVICE) private orderCommands: OrderCommandService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  /** POST /ComplaintHandlers/register. */
  async register(form: ComplaintCreateForm, memberId: number): Promise<Complaint> {
    const id = await inTransaction(this.ds, async options => {
      const client =
        form.clientNumber == null
          ? undefined
          : await this.clients.findOne({where: {clientNumber: form.clientNumber}, fields: {id: true, clientNumber: true}}, options);
      const order =
        form.orderNumber == null
          ? undefined
          : await this.orders.findOne({where: {orderNumber: form.orderNumber}, fields: {id: true, orderNumber: true, clientId: true, closed: true}}, options);
      const found = {
        client: client ? {id: client.id!, clientNumber: client.clientNumber!} : undefined,
        order: order ? {id: order.id!, orderNumber: order.orderNumber!, clientId: order.clientId!, closed: order.closed === true} : undefined,
      };
      const row = decided(decideComplaintRegister(form, found, this.clock.now()));
      const created = await this.complaints.create(row, options);
      await this.audit.record({memberId, action: 'register', model: 'Complaint', modelId: created.id, after: created.toJSON()}, options);
      return created.id!;
    });
    return this.show(id);
  }

  /** POST /ComplaintHandlers/list: newest first, 50 a page at most, with the number that match. */
  async list(query: ComplaintListQuery) {
    const page = {limit: query.limit ?? COMPLAINT_PAGE_SIZE, skip: query.skip ?? 0};
    const {total, ids} = await this.complaints.page(query, this.clock.now(), page);
    return {total, data: (await this.complaints.findRowsByIds(ids, INCLUDE)) as Complaint[]};
  }

  /** GET /ComplaintHandlers/{id}: the complaint with its client and order. */
  async show(id: number): Promise<Complaint> {
    const complaint = await this.complaints.findById(id, {include: INCLUDE}).catch(() => undefined);
    if (!complaint) throw httpError(404, COMPLAINT_MESSAGES.notFound);
    return complaint;
  }

  /** PUT /ComplaintHandlers/{id}: the edit form replaces the complaint's fields (conditional on the row, locked). */
  async update(id: number, form: ComplaintEditForm, memberId: number): Promise<Complaint> {
    await inTransaction(this.ds, async options => {
      const before = await this.complaints.lockById(id, options);
      if (!before) throw httpError(404, COMPLAINT_MESSAGES.notFound);
      await this.complaints.updateById(id, decideComplaintEdit(form, this.clock.now()), options);
      const after = await this.complaints.findById(id, {}, options);
      await this.audit.record({memberId, action: 'edit', model: 'Complaint', modelId: id, before: before.toJSON(), after: after.toJSON()}, options);
    });
    return this.show(id);
  }

  /**
   * POST /ComplaintHandlers/order/{orderId}/close: the complaint's own order, closed by customer
   * service's close command (method and reason recorded, the complaint linked and marked, audited).
   */
  async closeOrder(orderId: number, input: ComplaintCloseOrderForm, memberId: number): Promise<Order> {
    const complaint = await this.complaints.findById(input.complaintId).catch(() => undefined);
    if (!complaint) throw httpError(404, COMPLAINT_MESSAGES.notFound);
    refuse(complaintOrderError(complaint, orderId));
    const reason = input.reason?.trim() || `Complaint ${complaint.complaintNumber}`;
    return this.orderCommands.close(orderId, {method: input.method ?? 'phone', reason, isBoomerang: input.isBoomerang, complaintId: complaint.id}, memberId);
  }

  /** GET /ComplaintHandlers/{id}/history: who changed what, newest first (the audit trail). */
  async history(id: number, limit = 25, skip = 0) {
    if (!(await this.complaints.exists(id))) throw httpError(404, COMPLAINT_MESSAGES.notFound);
    return historyPage(this.audits, 'Complaint', id, limit, skip);
  }
}
