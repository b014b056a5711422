import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {
  closeOrderSchema,
  closesAsBoomerang,
  MASS_BOOMERANG_REASON,
  MESSAGES,
  startOfBusinessDay,
  TEAM_COUNT_KEYS,
  TEAMS,
  type CloseOrderForm,
} from '@karat/shared';
import {AddressChecker} from '../adapters/address/address.adapter';
import {Carrier} from '../adapters/carrier/carrier.adapter';
import {DbDataSource} from '../datasources/db.datasource';
import {Order} from '../models';
import {ClientRepository, ComplaintRepository, OrderRepository, PackageCodeRegistryRepository} from '../repositories';
import {AuditService} from './audit.service';
import {httpError} from './http-error';
import {changeOrder, changeOrderIfUnchanged} from './order-change';
import {inTransaction} from './transaction';
import {validateWith} from './validation';
import {ADDRESS_CHECKER, AUDIT_SERVICE, BUSINESS_TZ, CARRIER, DB_DATASOURCE} from '../keys';

export interface ReceiveAnswer {
  order: Order;
  notices: string[];
}

/**
 * The order lifecycle commands of API.md. Each runs in one transaction, locks the order row first
 * (so two staff scanning or closing the same order at once cannot both win), checks the spec's
 * rules on the locked state, writes, and records an audit entry with the change. The receive scan
 * instead writes only if the order is still as it read it (see receive).
 */
@injectable({scope: BindingScope.SINGLETON})
export class OrderCommandService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(ComplaintRepository) private complaints: ComplaintRepository,
    @repository(PackageCodeRegistryRepository) private packageCodes: PackageCodeRegistryRepository,
    @inject(ADDRESS_CHECKER) private addressChecker: AddressChecker,
    @inject(CARRIER) private carrier: Carrier,
    @inject(BUSINESS_TZ) private businessTz: string,
    @inject(AUDIT_SERVICE) private audit: AuditService,
  ) {}

  private async lockById(id: number, options: Options): Promise<Order> {
    const order = await this.orders.lockById(id, options);
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return order;
  }

  private apply(before: Order, change: Partial<Order>, action: string, memberId: number, options: Options) {
    return changeOrder(this.orders, before, change, action, memberId, options);
  }

  /**
   * Spec 01 §4 "Receive scan", step by step. The scanner's hot path takes no lock and no transaction:
   * it reads the order, checks the rules, and writes the change with its audit entry in one statement
   * that applies only if the order is still as read. If another command changed it meanwhile, the
   * scan starts over and sees the new state (a second scan of the same package then gets 409).
   */
  async receive(barCode: string, reopen: boolean, memberId: number): Promise<ReceiveAnswer> {
    const code = barCode.trim();
    if (!code) throw httpError(404, MESSAGES.cannotFindOrder);
    for (let attempt = 1; ; attempt++) {
      const found = await this.orders.newestByBarCode(code);
      if (!found) throw httpError(404, MESSAGES.cannotFindOrder);
      const {order, version} = found;
      if (order.isReceived) throw httpError(409, MESSAGES.alreadyReceived);

      const change: Partial<Order> = {};
      const notices = [MESSAGES.received as string];
      if (order.isColdCase && order.coldCaseCallerId !== order.callerId) {
        if (!order.coldCaseCallerId) throw httpError(422, MESSAGES.missingColdCaseCaller);
        change.originalCallerId = order.callerId ?? null;
        change.callerId = order.coldCaseCallerId;
        notices.push(MESSAGES.coldCase);
      }
      if (order.closed) {
        if (!reopen) {
          throw httpError(409, MESSAGES.alreadyClosed, 'ORDER_CLOSED', {closeReason: order.closeReason ?? null});
        }
        Object.assign(change, {closed: false, closerId: null, closeDate: null, closeReason: null});
      }
      if (!order.address || !order.zip || !order.city) {
        const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}) : null;
        if (!client?.address || !client.zip || !client.city) throw httpError(422, MESSAGES.addressUpdateMissing);
        Object.assign(change, {address: client.address, zip: client.zip, city: client.city});
      }
      Object.assign(change, {receiverId: memberId, isReceived: true, receivedDate: new Date()});
      const action = order.closed ? 'reopen-and-receive' : 'receive';
      const stored = await changeOrderIfUnchanged(this.orders, order, version, change, action, memberId);
      if (stored) return {order: stored, notices};
      if (attempt === 5) throw httpError(409, 'The order was changed at the same time, scan it again');
    }
  }

  /** Packages received since the start of today in the business time zone, in total and per team. */
  async receivedToday(now = new Date()) {
    const rows = (await this.ds.execute('SELECT team, count(*)::int AS n FROM orders WHERE isreceived AND receiveddate >= $1 GROUP BY team', [
      startOfBusinessDay(now, this.businessTz),
    ])) as {team: string | null; n: number}[];
    const byTeam = Object.fromEntries(TEAMS.map(t => [TEAM_COUNT_KEYS[t], 0])) as Record<string, number>;
    let total = 0;
    for (const row of rows) {
      total += row.n;
      const key = TEAM_COUNT_KEYS[row.team as keyof typeof TEAM_COUNT_KEYS];
      if (key) byTeam[key] += row.n;
    }
    return {total, byTeam};
  }

  /** Spec 01 §4 "Closing an order". */
  async close(id: number, body: CloseOrderForm, memberId: number): Promise<Order> {
    const form = validateWith(closeOrderSchema, body);
    return inTransaction(this.ds, async options => {
      const order = await this.lockById(id, options);
      if (order.closed) throw httpError(409, MESSAGES.alreadyClosed);
      if (form.complaintId !== undefined) {
        // Only this order's own complaint: one of another order (or none) is refused, nothing changes.
        const complaint = await this.complaints.findOne({where: {id: form.complaintId, orderId: order.id}}, options);
        if (!complaint) throw httpError(422, MESSAGES.complaintNotOfOrder, 'COMPLAINT_NOT_OF_ORDER', {complaintId: form.complaintId});
        if (complaint.orderClosed !== 'closed') {
          await this.complaints.updateById(complaint.id!, {orderClosed: 'closed', updatedAt: new Date()}, options);
          const after = await this.complaints.findById(complaint.id!, {}, options);
          await this.audit.record(
            {memberId, action: 'close-order', model: 'Complaint', modelId: complaint.id, before: complaint.toJSON(), after: after.toJSON()},
            options,
          );
        }
      }
      return this.apply(
        order,
        {
          closed: true,
          closeReason: form.reason,
          closeMethod: form.method,
          closerId: memberId,
          closeDate: new Date(),
          ...(closesAsBoomerang(form) ? {isBoomerang: true} : {}),
        },
        'close',
        memberId,
        options,
      );
    });
  }

  /** Spec 01 §4/§5 "Mass boomerang": every bar code must be a distinct, open order, or nothing changes. */
  async massBoomerang(barCodes: string[], memberId: number): Promise<{count: number}> {
    const codes = barCodes.map(c => (typeof c === 'string' ? c.trim() : ''));
    if (codes.length === 0) throw httpError(422, MESSAGES.requireOneOrder);
    const seen = new Set<string>();
    for (const code of codes) {
      if (!code) throw httpError(404, MESSAGES.cannotFindOrder, undefined, {barCode: code});
      if (seen.has(code)) throw httpError(422, MESSAGES.alreadyAdded, undefined, {barCode: code});
      seen.add(code);
    }
    return inTransaction(this.ds, async options => {
      const locked: Order[] = [];
      // Lock in a stable order so two overlapping batches cannot deadlock.
      for (const code of [...codes].sort()) {
        const order = await this.orders.lockNewestByBarCode(code, options);
        if (!order) throw httpError(404, MESSAGES.cannotFindOrder, undefined, {barCode: code});
        if (order.closed) throw httpError(409, MESSAGES.alreadyClosed, undefined, {barCode: code});
        locked.push(order);
      }
      const closeDate = new Date();
      for (const order of locked) {
        await this.apply(
          order,
          {closed: true, isBoomerang: true, closeMethod: 'boomerang', closeReason: MASS_BOOMERANG_REASON, closerId: memberId, closeDate},
          'mass-boomerang',
          memberId,
          options,
        );
      }
      return {count: locked.length};
    });
  }

  /** The order's postal address (filled from the client where the order has none). */
  private async postalAddress(order: Order, options?: Options) {
    const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
    return {
      client,
      address: {
        address: order.address || client?.address,
        zip: order.zip || client?.zip,
        city: order.city || client?.city,
        country: order.country || client?.country,
      },
    };
  }

  async checkAddress(id: number) {
    const order = await this.orders.findOne({where: {id}});
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return this.addressChecker.check((await this.postalAddress(order)).address);
  }

  /**
   * Registers the shipment with the carrier. The tracking number becomes the bar code; replacing an
   * existing bar code needs `confirm` (the caller asked 'Are you sure you want to change order's bar code?').
   */
  async registerPackage(id: number, confirm: boolean, memberId: number): Promise<Order> {
    return inTransaction(this.ds, async options => {
      const order = await this.lockById(id, options);
      if (order.barCode && !confirm) {
        throw httpError(409, "Are you sure you want to change order's bar code?", 'BARCODE_CHANGE', {barCode: order.barCode});
      }
      const {client, address} = await this.postalAddress(order, options);
      const check = await this.addressChecker.check(address);
      if (!check.isValid) {
        throw httpError(422, `${MESSAGES.addressUpdateMissing}: ${check.problems.join(', ')}`, 'ADDRESS_INVALID', {problems: check.problems});
      }
      const clientName = client ? [client.firstName, client.lastName].filter(Boolean).join(' ') : '';
      const shipment = await this.carrier.register(
        {
          orderId: order.id!,
          orderNumber: order.orderNumber!,
          country: address.country!,
          recipient: {name: clientName, address: address.address!, zip: address.zip!, city: address.city!, phone: client?.phone},
        },
        options,
      );
      await this.packageCodes.create(
        {
          orderId: order.id!,
          orderNumber: order.orderNumber,
          clientId: order.clientId ?? null,
          clientName,
          packageCode: shipment.trackingNumber,
          createdAt: new Date(),
        },
        options,
      );
      return this.apply(
        order,
        {barCode: shipment.trackingNumber, isShipmentRegistered: true, hasShipmentError: false, shipmentRegisterError: null},
        'register-package',
        memberId,
        options,
      );
    });
  }
}
