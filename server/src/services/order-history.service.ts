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
    return historyPage(this.audits, 'Order', orderId, limit, skip);
  }
}

/** A page of a record's audit trail, newest first, with how many entries it has in all. */
export async function historyPage(audits: AuditEntryRepository, model: string, id: number, limit: number, skip: number) {
  const rows = await audits.historyOf(model, String(id), Math.min(limit, HISTORY_PAGE_MAX), skip);
  return {
    // A page past the end carries no row to read the total from: then it is counted alone.
    total: rows[0]?.total ?? (skip > 0 ? (await audits.count({model, modelId: String(id)})).count : 0),
    entries: rows.map(({total: _total, ...entry}) => ({...entry, changedFields: entry.changedFields ?? []})),
  };
}
