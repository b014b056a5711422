import {BindingScope, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {MESSAGES} from '@karat/shared';
import {AuditEntryRepository, OrderRepository} from '../repositories';
import {httpError} from './http-error';

export const HISTORY_PAGE_MAX = 100;

/** An order's history from the audit trail: who changed what, when, and why. */
@injectable({scope: BindingScope.SINGLETON})
export class OrderHistoryService {
  constructor(
    @repository(AuditEntryRepository) private audits: AuditEntryRepository,
    @repository(OrderRepository) private orders: OrderRepository,
  ) {}

  async history(orderId: number, limit = 25, skip = 0) {
    if (!(await this.orders.exists(orderId))) throw httpError(404, MESSAGES.cannotFindOrder);
    const rows = await this.audits.historyOf('Order', String(orderId), Math.min(limit, HISTORY_PAGE_MAX), skip);
    return {
      total: rows[0]?.total ?? (skip > 0 ? await this.total(orderId) : 0),
      entries: rows.map(({total: _total, ...entry}) => ({...entry, changedFields: entry.changedFields ?? []})),
    };
  }

  /** The count alone, for a page past the end (which carries no row to read it from). */
  private async total(orderId: number) {
    return (await this.audits.count({model: 'Order', modelId: String(orderId)})).count;
  }
}
