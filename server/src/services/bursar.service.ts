import {BUSINESS_TZ, CLOCK, DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {BURSAR_MESSAGES, isBursarCountry, MESSAGES, normalizeBarCode, startOfBusinessDay} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {bursarScanError, decideBursarComplete, type BursarCompleteInput} from '../domain';
import {Order} from '../models';
import {BursarRepository, OrderRepository} from '../repositories';
import type {Clock} from './clock';
import {decided, httpError, refuse} from './http-error';
import {changeOrder} from './order-change';
import {deskQuery} from './list-query';
import {inTransaction} from './transaction';

/** The relations the bursar's page and lists show: the client, the teller, the payer and the bursar. */
const INCLUDE = [{relation: 'client'}, {relation: 'teller'}, {relation: 'payer'}, {relation: 'bursar'}];

export interface BursarScanAnswer {
  orderId: number;
  orderNumber: number;
}

/**
 * The bursar (spec 01 §2, §4, §5, §7). The scan reads the newest order with the
 * bar code and answers the first failing check's text or the order to open. Completing locks the
 * order (FOR UPDATE), decides on the locked row (domain/bursar.ts) and writes the change with its
 * audit entry in one statement: of two completions the first wins, the second gets 409.
 */
@injectable({scope: BindingScope.SINGLETON})
export class BursarService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(BursarRepository) private bursar: BursarRepository,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  /** POST /bursar/{country}/scan: the bar code normalized, as every bar code is stored. */
  async scan(country: string, barCode: string): Promise<BursarScanAnswer> {
    if (!isBursarCountry(country)) throw httpError(404, BURSAR_MESSAGES.unknownCountry);
    const code = normalizeBarCode(barCode);
    const found = code ? await this.orders.newestByBarCode(code) : undefined;
    refuse(bursarScanError(found?.order, country));
    return {orderId: found!.order.id!, orderNumber: found!.order.orderNumber!};
  }

  /** GET /bursar/orders/{id}: the page's order with its client, teller, payer and bursar. */
  async show(id: number): Promise<Order> {
    const order = await this.orders.findById(id, {include: INCLUDE}).catch(() => undefined);
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    return order;
  }

  /** POST /Orders/{id}/bursar. */
  async complete(id: number, input: BursarCompleteInput, memberId: number): Promise<Order> {
    const now = this.clock.now();
    await inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(id, options);
      const change = decided(decideBursarComplete(order, input, memberId, now));
      await changeOrder(this.orders, order!, change as Partial<Order>, 'bursar-complete', memberId, options, now);
    });
    return this.orders.findById(id, {include: INCLUDE});
  }

  /** GET /bursar/unhandled: waiting for the bursar, by order number. */
  async unhandled(limit: number, skip: number, q?: string, sort?: string) {
    const {total, ids} = await this.bursar.waiting(deskQuery(q, sort), {limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, INCLUDE)) as Order[]};
  }

  /** GET /bursar/handled: completed since the start of today (business time zone), newest first. */
  async handled(limit: number, skip: number, q?: string, sort?: string) {
    const query = deskQuery(q, sort);
    const {total, ids} = await this.bursar.handledSince(startOfBusinessDay(this.clock.now(), this.businessTz), query, {limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, INCLUDE)) as Order[]};
  }
}
