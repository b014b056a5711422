import {BUSINESS_TZ, CLOCK, DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {isRevaluation, normalizeBarCode, startOfBusinessDay, VALUATION_MESSAGES, type ValuationForm} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {decideValuation, decideValuationBoomerang, valuationLookupError} from '../domain';
import {Order} from '../models';
import {MaterialRepository, OrderRepository, ValuationRepository, type ValuationCounts} from '../repositories';
import type {Clock} from './clock';
import {decided, httpError, refuse} from './http-error';
import {changeOrder} from './order-change';
import {deskQuery} from './list-query';
import {inTransaction} from './transaction';

/** Re-valuation lists by route slug: the orders' country. */
export const REVALUATION_LISTS = {finnish: 'finland', swedish: 'sweden', uk: 'uk'} as const;
export type RevaluationList = keyof typeof REVALUATION_LISTS;

export interface ValuationLookupAnswer {
  orderId: number;
  orderNumber: number;
  isRevaluation: boolean;
}

const CLIENT_INCLUDE = {relation: 'client'};

/**
 * Valuation (spec 02 §2, §4, §5): the bar-code prompt's lookup and
 * counters, the save (first valuation or re-valuation) and 'Mark as boomerang' as commands on the
 * locked order (load, decide in domain/valuation.ts, write with its audit entry), and the lists.
 * Every command asks the prompt's checks again of the locked order: of two valuers saving one
 * order, the second waits for the first's lock and is refused with 409 'Order is already valuated'.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ValuationService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(MaterialRepository) private materials: MaterialRepository,
    @repository(ValuationRepository) private valuation: ValuationRepository,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  /** The bar-code prompt (normalized, as every bar code is stored): the checks in the spec's order, else the order to open. */
  async lookup(barCode: string): Promise<ValuationLookupAnswer> {
    const code = normalizeBarCode(barCode);
    const found = code ? await this.orders.newestByBarCode(code) : undefined;
    refuse(valuationLookupError(found?.order, code));
    const order = found!.order;
    return {orderId: order.id!, orderNumber: order.orderNumber!, isRevaluation: isRevaluation(order)};
  }

  /** The valuate page's order (with its client): 'Cannot find order' or the prompt's refusal when it may not be valued. */
  async order(id: number): Promise<Order> {
    const order = await this.orders.findOne({where: {id}, include: [CLIENT_INCLUDE]});
    refuse(valuationLookupError(order ?? undefined));
    return order!;
  }

  async counts(memberId: number): Promise<ValuationCounts> {
    return this.valuation.counts(memberId, startOfBusinessDay(this.clock.now(), this.businessTz));
  }

  /** POST /Orders/{id}/valuation: the first valuation or a re-valuation, figures recomputed and checked. */
  async save(id: number, form: ValuationForm, memberId: number): Promise<Order> {
    const materials = await this.materials.find();
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(id, options);
      const now = this.clock.now();
      const change = decided(decideValuation(order, form, materials, memberId, now));
      const revaluation = isRevaluation(order!);
      return changeOrder(this.orders, order!, change, revaluation ? 're-valuation' : 'valuation', memberId, options, now);
    });
  }

  /** POST /Orders/{id}/valuation/boomerang: closes the order as a boomerang. */
  async markAsBoomerang(id: number, memberId: number): Promise<Order> {
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(id, options);
      const now = this.clock.now();
      const change = decided(decideValuationBoomerang(order, memberId, now));
      return changeOrder(this.orders, order!, change, 'valuation-boomerang', memberId, options, now, VALUATION_MESSAGES.boomerangReason);
    });
  }

  async waiting(limit: number, skip: number, q?: string, sort?: string) {
    const {total, ids} = await this.valuation.waiting(deskQuery(q, sort), {limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, [CLIENT_INCLUDE])) as Order[]};
  }

  async revaluation(list: string, limit: number, skip: number, q?: string, sort?: string) {
    const country = REVALUATION_LISTS[list as RevaluationList];
    if (!country) throw httpError(404, `Unknown re-valuation list ${list}`);
    const {total, ids} = await this.valuation.revaluation(country, deskQuery(q, sort), {limit, skip});
    return {total, orders: (await this.orders.findRowsByIds(ids, [CLIENT_INCLUDE])) as Order[]};
  }

  async stats() {
    return this.valuation.stats(startOfBusinessDay(this.clock.now(), this.businessTz));
  }
}
