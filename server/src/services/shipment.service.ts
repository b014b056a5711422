import {BindingScope, inject, injectable} from '@loopback/core';
import {repository, type Options} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {MESSAGES, type Country} from '@karat/shared';
import type {AddressCheck, AddressChecker} from '../adapters/address/address.adapter';
import {CarrierError, type Carrier, type Shipment, type ShipmentRequest} from '../adapters/carrier/carrier.adapter';
import {DbDataSource} from '../datasources/db.datasource';
import {addressCheckError, barCodeChangeError, DomainError, REGISTRATION_RACE, registeredPackage, registrationFailed, registrationWanted} from '../domain';
import type {JobRunner} from '../jobs/job-runner';
import {ADDRESS_CHECKER, AUDIT_SERVICE, CARRIER, CLOCK, DB_DATASOURCE, JOB_RUNNER} from '../keys';
import {Order} from '../models';
import {ClientRepository, OrderRepository, PackageCodeRegistryRepository, ShipmentRepository} from '../repositories';
import type {Page} from '../repositories/call-list.repository';
import type {AuditService} from './audit.service';
import type {Clock} from './clock';
import {httpError, refuse} from './http-error';
import {changeOrder} from './order-change';
import {inTransaction} from './transaction';

/** The queue of carrier registrations: one job per order (its id as singleton key). */
export const REGISTER_SHIPMENT_QUEUE = 'register-shipment';
/** The minute's sweep that queues any order still waiting (created before the jobs existed, or queued and lost). */
export const REGISTRATION_SWEEP_QUEUE = 'register-shipment-sweep';
/** How far back the sweep looks: an older order still unregistered is a case for a person (the admin's filter). */
export const SWEEP_DAYS = 14;
const SWEEP_BATCH = 500;
/** pg-boss runs the higher priority first: new orders and retries, then the sweep's backlog. */
const NEW_ORDER_PRIORITY = 10;
const SWEEP_PRIORITY = 0;

export interface RetryAnswer {
  /** Orders whose registration was queued again. */
  queued: number[];
  /** Orders not queued, each with why. */
  skipped: {id: number; reason: string}[];
}

/**
 * Registering the security bag with the carrier: by the background job for every new order
 * (queued in the transaction that creates it), and by a person's Register package (admin,
 * packager). The carrier is asked outside any transaction (it may take seconds; on the embedded
 * database a transaction holds the only connection), and its answer is written only if the order
 * is still as it was when asked.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ShipmentService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(PackageCodeRegistryRepository) private packageCodes: PackageCodeRegistryRepository,
    @repository(ShipmentRepository) private shipments: ShipmentRepository,
    @inject(ADDRESS_CHECKER) private addressChecker: AddressChecker,
    @inject(CARRIER) private carrier: Carrier,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
    @inject.getter(JOB_RUNNER) private jobs: () => Promise<JobRunner>,
  ) {}

  /**
   * Queues the order's registration in the caller's transaction (every path that creates an order,
   * and Retry): before anything the sweep queued, so a new order never waits behind a backlog.
   */
  async requestRegistration(orderId: number, options?: Options, priority = NEW_ORDER_PRIORITY): Promise<void> {
    await (await this.jobs()).queue(REGISTER_SHIPMENT_QUEUE, {orderId}, {singletonKey: String(orderId), priority}, options);
  }

  /** The address check of the order's postal address (filled from the client where the order has none). */
  async checkAddress(id: number): Promise<AddressCheck> {
    const order = await this.orders.findOne({where: {id}});
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return this.addressChecker.check((await this.postalAddress(order)).address);
  }

  /**
   * A person's Register package (spec 01 "Register package", spec 02 §7): replacing an existing bar
   * code needs `confirm`. A carrier's refusal is 422 with its reason, an unreachable carrier 503;
   * either is also kept on the order (hasShipmentError) as the job's failures are.
   */
  async registerPackage(id: number, confirm: boolean, memberId: number): Promise<Order> {
    const before = await this.orders.findOne({where: {id}});
    if (!before) throw httpError(404, MESSAGES.cannotFindOrder);
    refuse(barCodeChangeError(before, confirm));
    const request = await this.shipmentRequest(before);
    if (request instanceof DomainError) refuse(request);
    let shipment: Shipment;
    try {
      shipment = await this.carrier.register(request as ShipmentRequest);
    } catch (err) {
      const failure = carrierFailure(err);
      await this.recordFailure(id, failure.message, memberId);
      throw failure.retryable
        ? Object.assign(new HttpErrors.ServiceUnavailable(failure.message), {code: 'CARRIER_UNAVAILABLE', expose: true})
        : httpError(422, failure.message, 'CARRIER_REFUSED');
    }
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(id, options);
      if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
      if (order.barCode !== before.barCode || order.closed || order.isShipmentRegistered !== before.isShipmentRegistered) {
        throw httpError(409, REGISTRATION_RACE, 'REGISTRATION_RACE');
      }
      return this.store(order, shipment, memberId, options);
    });
  }

  /**
   * The job's registration of an order waiting for one (domain's registrationWanted); anything
   * else (registered by a person meanwhile, closed, received) is left as it is. A failure is kept
   * on the order; it is thrown again, for the runner to retry with backoff, only when a retry can help.
   */
  async registerWaiting(orderId: number): Promise<'registered' | 'skipped' | 'failed'> {
    const before = await this.orders.findOne({where: {id: orderId}});
    if (!before || !registrationWanted(before)) return 'skipped';
    const request = await this.shipmentRequest(before);
    if (request instanceof DomainError) {
      await this.recordFailure(orderId, request.message, null);
      return 'failed';
    }
    let shipment: Shipment;
    try {
      shipment = await this.carrier.register(request);
    } catch (err) {
      const failure = carrierFailure(err);
      await this.recordFailure(orderId, failure.message, null);
      if (failure.retryable) throw failure;
      return 'failed';
    }
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      // Someone registered it by hand while the carrier answered: theirs stands.
      if (!order || !registrationWanted(order)) return 'skipped';
      await this.store(order, shipment, null, options);
      return 'registered';
    });
  }

  /** The sweep: queues every order still waiting from the last SWEEP_DAYS that has not failed (those wait for Retry). */
  async sweep(): Promise<number> {
    const since = new Date(this.clock.now().getTime() - SWEEP_DAYS * 86_400_000);
    const ids = await this.shipments.waitingSince(since, SWEEP_BATCH);
    for (const id of ids) await this.requestRegistration(id, undefined, SWEEP_PRIORITY);
    return ids.length;
  }

  /** The "Registration failed" list (admin, packager). */
  failed(page: Page) {
    return this.shipments.failed(page);
  }

  /**
   * Retry and bulk retry of failed registrations: each order still waiting is queued again (its
   * error stays shown until a registration succeeds), audited as the member's; the others are
   * answered with why not.
   */
  async retry(orderIds: number[], memberId: number): Promise<RetryAnswer> {
    const answer: RetryAnswer = {queued: [], skipped: []};
    for (const id of [...new Set(orderIds)]) {
      await inTransaction(this.ds, async options => {
        const order = await this.orders.lockById(id, options);
        const reason = !order ? MESSAGES.cannotFindOrder : retryRefusal(order);
        if (reason) {
          answer.skipped.push({id, reason});
          return;
        }
        await this.requestRegistration(id, options);
        await this.audit.record({memberId, action: 'retry-registration', model: 'Order', modelId: id}, options);
        answer.queued.push(id);
      });
    }
    return answer;
  }

  /**
   * Asks the carrier again for a registered parcel's return code it did not give at registration
   * (Posti knows a parcel a moment after its creation), and keeps it; quietly nothing when the
   * carrier still has none: the return-code SMS then says there is no code.
   */
  async ensureReturnCode(orderId: number): Promise<void> {
    const order = await this.orders.findOne({where: {id: orderId}});
    if (!order?.barCode || order.returnCode || !order.carrier || order.carrier === 'local' || !this.carrier.returnCodeFor) return;
    const code = await this.carrier.returnCodeFor(order.barCode, order.country as Country).catch(() => undefined);
    if (!code) return;
    await inTransaction(this.ds, async options => {
      const locked = await this.orders.lockById(orderId, options);
      if (locked && locked.barCode === order.barCode && !locked.returnCode) {
        await changeOrder(this.orders, locked, {returnCode: code}, 'return-code', null, options, this.clock.now());
      }
    });
  }

  /** The order's carrier label, when its carrier gave one for its current tracking number. */
  async carrierLabel(order: {id?: number; barCode?: string | null}) {
    return order.id && order.barCode ? this.shipments.label(order.id, order.barCode) : undefined;
  }

  /** The request for the carrier, or the address check's refusal. */
  private async shipmentRequest(order: Order): Promise<ShipmentRequest | DomainError> {
    const {client, address} = await this.postalAddress(order);
    const invalid = addressCheckError(await this.addressChecker.check(address));
    if (invalid) return invalid;
    return {
      orderId: order.id!,
      orderNumber: order.orderNumber!,
      country: address.country as Country,
      language: order.language ?? client?.language,
      recipient: {
        name: client ? [client.firstName, client.lastName].filter(Boolean).join(' ') : '',
        address: address.address!,
        zip: address.zip!,
        city: address.city!,
        phone: client?.phone,
        email: client?.email,
      },
    };
  }

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

  private async store(order: Order, shipment: Shipment, memberId: number | null, options: Options): Promise<Order> {
    const now = this.clock.now();
    const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
    await this.packageCodes.create(
      {
        orderId: order.id!,
        orderNumber: order.orderNumber,
        clientId: order.clientId ?? null,
        clientName: client ? [client.firstName, client.lastName].filter(Boolean).join(' ') : '',
        packageCode: shipment.trackingNumber,
        createdAt: now,
      },
      options,
    );
    const change = registeredPackage(shipment);
    if (shipment.label) await this.shipments.saveLabel(order.id!, shipment.carrier, change.barCode as string, shipment.label, options);
    return changeOrder(this.orders, order, change, 'register-package', memberId, options, now);
  }

  private async recordFailure(orderId: number, reason: string, memberId: number | null): Promise<void> {
    await inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      if (!order || order.isShipmentRegistered) return;
      await changeOrder(this.orders, order, registrationFailed(reason), 'register-package-failed', memberId, options, this.clock.now());
    });
  }
}

/** Why an order's registration cannot be retried, or undefined when it can. */
function retryRefusal(order: Order): string | undefined {
  if (order.isShipmentRegistered) return 'Already registered';
  if (order.closed) return MESSAGES.alreadyClosed;
  if (order.isReceived) return 'Already received';
  if (order.barCode) return 'Has a bar code: use Register package on the order';
  return undefined;
}

/** Any failure of the carrier call as a CarrierError; an unexpected one may pass on a retry. */
function carrierFailure(err: unknown): CarrierError {
  if (err instanceof CarrierError) return err;
  return new CarrierError('local', `Registration failed: ${err instanceof Error ? err.message : String(err)}`, true);
}
