import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {BURSAR_COMPLETE, BURSAR_WAITING, SqlParams} from './order-conditions';
import {deskPage, wordsSql, type DeskQuery, type Page} from './order-page';

/** The bursar's lists (spec 01 §7 "Order queries"), each read from the index named in order-conditions (migration 018). */
@injectable({scope: BindingScope.SINGLETON})
export class BursarRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** A page of the orders waiting for the bursar, found by the words, by order number unless sorted otherwise. */
  async waiting(query: DeskQuery, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    return deskPage(this.db, p, `${BURSAR_WAITING('o')}${wordsSql(p, query.words)}`, query, {key: 'orderNumber', direction: 'asc'}, page);
  }

  /** A page of the orders completed since `since` (the start of today), found by the words; newest first unless sorted otherwise. */
  async handledSince(since: Date, query: DeskQuery, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `${BURSAR_COMPLETE('o')} AND o.bursarhandledate >= ${p.add(since)}${wordsSql(p, query.words)}`;
    return deskPage(this.db, p, where, query, {key: 'bursarHandleDate', direction: 'desc'}, page);
  }
}
