import {AUDIT_SERVICE, BUSINESS_TZ, CLOCK, DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {MESSAGES, normalizedOrderInputs, startOfBusinessDay, type CloseOrderForm, type ReopenOrderForm} from '@karat/shared';
import {SHIPMENT_SERVICE} from '../keys';
import type {ShipmentService} from './shipment.service';
import {createOrder} from './order-create';
import {DbDataSource} from '../datasources/db.datasource';
import {
  adminOrderEditError,
  decideAdminReopen,
  decideBoomerang,
  decideClose,
  decideReceive,
  massBoomerangCodes,
  needsClientAddress,
  orderFollowsClient,
  RECEIVE_CONFLICT,
  receiveBarCode,
  receivedCounts,
  type AdminOrderPatch,
  type DomainError,
} from '../domain';
import {Order} from '../models';
import {ClientRepository, ComplaintRepository, MemberRepository, OrderRepository, OrderStatsRepository, PackageCodeRegistryRepository} from '../repositories';
import {AuditService} from './audit.service';
import type {Clock} from './clock';
import {decided, httpError} from './http-error';
import {changeOrder, changeOrderIfUnchanged} from './order-change';
import {inTransaction} from './transaction';

export interface ReceiveAnswer {
  order: Order;
  notices: string[];
  /** The client's name, for the receiver's scan history. */
  clientName: string | null;
}

/**
 * The order lifecycle commands of API.md. Each loads, decides (the pure rules of domain/), writes:
 * in one transaction that locks the order row first (so two staff scanning or closing the same
 * order at once cannot both win), the rule sees the locked state, and the change is written with
 * its audit entry. The receive scan instead writes only if the order is still as it read it.
 */
@injectable({scope: BindingScope.SINGLETON})
export class OrderCommandService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(ComplaintRepository) private complaints: ComplaintRepository,
    @repository(PackageCodeRegistryRepository) private packageCodes: PackageCodeRegistryRepository,
    @repository(OrderStatsRepository) private orderStats: OrderStatsRepository,
    @repository(MemberRepository) private members: MemberRepository,
    @inject(SHIPMENT_SERVICE) private shipments: ShipmentService,
    @inject(BUSINESS_TZ) private businessTz: string,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  private async lockById(id: number, options: Options): Promise<Order> {
    const order = await this.orders.lockById(id, options);
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return order;
  }

  private apply(before: Order, change: Partial<Order>, action: string, memberId: number, options: Options, now: Date) {
    return changeOrder(this.orders, before, change, action, memberId, options, now);
  }

  /**
   * Spec 01 §4 "Receive scan" (domain's decideReceive). The scanner's hot path takes no lock and no
   * transaction: it reads the order with its row version, decides, and writes the change with its
   * audit entry in one statement that applies only if the order is still as read. If another
   * command changed it meanwhile, the scan starts over and sees the new state (a second scan of the
   * same package then gets 409).
   */
  async receive(barCode: string, reopen: boolean, memberId: number): Promise<ReceiveAnswer> {
    const code = decided(receiveBarCode(barCode));
    for (let attempt = 1; ; attempt++) {
      const found = await this.orders.newestByBarCode(code);
      if (!found) throw httpError(404, MESSAGES.cannotFindOrder);
      const {order, version, clientName} = found;
      // The client only when the order lacks part of its address (and is not refused before).
      const client = !order.isReceived && needsClientAddress(order) && order.clientId ? await this.clients.findOne({where: {id: order.clientId}}) : null;
      const now = this.clock.now();
      const {action, change, notices} = decided(decideReceive({order, client}, {reopen, receiverId: memberId}, now));
      const stored = await changeOrderIfUnchanged(this.orders, order, version, change, action, memberId, now);
      if (stored) return {order: stored, notices, clientName};
      if (attempt === 5) throw httpError(409, RECEIVE_CONFLICT);
    }
  }

  /** Packages received since the start of today in the business time zone, in total and per team. */
  async receivedToday() {
    return receivedCounts(await this.orderStats.receivedSinceByTeam(startOfBusinessDay(this.clock.now(), this.businessTz)));
  }

  /** Spec 01 §4 "Closing an order" (domain's decideClose). */
  async close(id: number, form: CloseOrderForm, memberId: number): Promise<Order> {
    return inTransaction(this.ds, async options => {
      const order = await this.lockById(id, options);
      const complaint = form.complaintId === undefined || order.closed ? undefined : await this.complaints.findOne({where: {id: form.complaintId}}, options);
      const now = this.clock.now();
      const {change, complaintChange} = decided(decideClose({order, complaint}, form, memberId, now));
      if (complaint && complaintChange) {
        await this.complaints.updateById(complaint.id!, complaintChange, options);
        const after = await this.complaints.findById(complaint.id!, {}, options);
        await this.audit.record(
          {memberId, action: 'close-order', model: 'Complaint', modelId: complaint.id, before: complaint.toJSON(), after: after.toJSON()},
          options,
        );
      }
      return changeOrder(this.orders, order, change, 'close', memberId, options, now, form.reason);
    });
  }

  /**
   * The admin's Reopen... (domain's decideAdminReopen): a closed order is opened again, as the
   * receive scan's reopen does, with the reason in its audit entry. 409 for an open order.
   */
  async reopen(id: number, form: ReopenOrderForm, memberId: number): Promise<Order> {
    return inTransaction(this.ds, async options => {
      const order = await this.lockById(id, options);
      const change = decided(decideAdminReopen(order));
      return changeOrder(this.orders, order, change, 'reopen', memberId, options, this.clock.now(), form.reason);
    });
  }

  /**
   * The admin's create of an order (POST /api/Orders), as parsed by the generic endpoint: it
   * follows its client (domain's orderFollowsClient: country and language the client's, team the
   * caller's; an order without a caller keeps the body's team, the admin creating it is not its
   * member), in one transaction with its audit entry. An admin is not asked about
   * another market (see otherMarketError).
   */
  async create(body: Partial<Order>, memberId: number): Promise<Order> {
    return inTransaction(this.ds, async options => {
      const client = body.clientId ? await this.clients.findOne({where: {id: body.clientId}}, options) : null;
      const member = body.callerId ? await this.members.findOne({where: {id: body.callerId}}, options) : null;
      const now = this.clock.now();
      // Its inputs in their one form (the bar code the scanners look up, the zip of the client's country).
      const fields = normalizedOrderInputs({...body, ...orderFollowsClient(client, member, body)});
      return createOrder({orders: this.orders, audit: this.audit, shipments: this.shipments}, {...fields, createdAt: now, updatedAt: now}, memberId, options);
    });
  }

  /**
   * The cross-field rules of the admin's order edit (domain's adminOrderEditError) on the order as
   * locked by the edit's transaction and the client it will have (the patch's clientId, else its own).
   */
  async adminEditError(before: Order, patch: AdminOrderPatch, now: Date, options: Options): Promise<DomainError | undefined> {
    const clientId = 'clientId' in patch ? patch.clientId : before.clientId;
    const client = clientId ? await this.clients.findOne({where: {id: clientId}}, options) : null;
    return adminOrderEditError(before, patch, now, client);
  }

  /** Spec 01 §4/§5 "Mass boomerang": every bar code must be a distinct, open order, or nothing changes. */
  async massBoomerang(barCodes: string[], memberId: number): Promise<{count: number}> {
    const codes = decided(massBoomerangCodes(barCodes));
    return inTransaction(this.ds, async options => {
      const closeDate = this.clock.now();
      const changes: {order: Order; change: Partial<Order>}[] = [];
      // Locked in sorted order (massBoomerangCodes), so two overlapping batches cannot deadlock.
      for (const code of codes) {
        const order = await this.orders.lockNewestByBarCode(code, options);
        changes.push({order: order!, change: decided(decideBoomerang(order, code, memberId, closeDate))});
      }
      for (const {order, change} of changes) await this.apply(order, change, 'mass-boomerang', memberId, options, closeDate);
      return {count: changes.length};
    });
  }
}
