import {BindingScope, inject, injectable} from '@loopback/core';
import {repository, Where} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {csvCell, ORDER_LIST_COLUMNS, orderStatusLabel, STATUS_FLAG_FIELDS} from '@karat/shared';
import {Order} from '../models';
import {OrderRepository} from '../repositories';
import {CLOCK} from '../keys';
import type {Clock} from './clock';

const PAGE = 1000;

@injectable({scope: BindingScope.SINGLETON})
export class OrderExportService {
  constructor(
    @repository(OrderRepository) private orders: OrderRepository,
    @inject(CLOCK) private clock: Clock,
  ) {}

  /** The export's file name: orders-YYYY-MM-DD-HH-mm.csv, the UTC minute it is made. */
  fileName(): string {
    return `orders-${this.clock.now().toISOString().slice(0, 16).replace(/[:T]/g, '-')}.csv`;
  }

  /** Checks the request before any byte is sent, so errors still answer as JSON 4xx. */
  prepare(where: unknown, columns: string | undefined) {
    const guarded = this.orders.guardedWhere(where);
    const keys = (columns ?? '')
      .split(',')
      .map(k => k.trim())
      .filter(Boolean);
    const chosen = keys.length ? keys.map(k => ORDER_LIST_COLUMNS.find(c => c.key === k)) : ORDER_LIST_COLUMNS.filter(c => c.default);
    if (chosen.some(c => !c)) throw new HttpErrors.BadRequest(`Unknown column: ${keys.find(k => !ORDER_LIST_COLUMNS.some(c => c.key === k))}`);
    return {where: guarded, columns: chosen as (typeof ORDER_LIST_COLUMNS)[number][]};
  }

  /**
   * Writes the matching orders as CSV, a page at a time by id (keyset), so a large export never
   * holds more than one page in memory.
   */
  async *rows(prepared: ReturnType<OrderExportService['prepare']>): AsyncGenerator<string> {
    const {where, columns} = prepared;
    yield '\uFEFF'; // Excel reads UTF-8 (ä, ö, å) only with the byte-order mark
    yield columns.map(c => csvCell(c.label)).join(',') + '\r\n';
    const fields = new Set<string>(['id', ...columns.filter(c => c.key !== 'status').map(c => c.key)]);
    if (columns.some(c => c.key === 'status')) STATUS_FLAG_FIELDS.forEach(f => fields.add(f));
    let lastId = 0;
    for (;;) {
      const page = await this.orders.find({
        where: {and: [where, {id: {gt: lastId}}]} as Where<Order>,
        order: ['id ASC'],
        limit: PAGE,
        fields: [...fields] as (keyof Order)[],
      });
      if (page.length === 0) return;
      yield page
        .map(order => columns.map(c => csvCell(c.key === 'status' ? orderStatusLabel(order) : order[c.key as keyof Order])).join(',') + '\r\n')
        .join('');
      lastId = page[page.length - 1].id!;
      if (page.length < PAGE) return;
    }
  }
}
