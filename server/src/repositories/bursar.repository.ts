import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import type {Page} from './call-list.repository';
import {BURSAR_COMPLETE, BURSAR_WAITING, SqlParams} from './order-conditions';

/** The bursar's lists (spec 01 §7 "Order queries"), each read from the index named in order-conditions (migration 018). */
@injectable({scope: BindingScope.SINGLETON})
export class BursarRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** A page of the orders waiting for the bursar, by order number. */
  async waiting(page: Page): Promise<{total: number; ids: number[]}> {
    const where = BURSAR_WAITING();
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, [])) as {total: number}[];
    const rows = (await this.db.execute(`SELECT id FROM orders WHERE ${where} ORDER BY ordernumber LIMIT ${page.limit} OFFSET ${page.skip}`, [])) as {
      id: number;
    }[];
    return {total, ids: rows.map(r => r.id)};
  }

  /** A page of the orders completed since `since` (the start of today), newest first. */
  async handledSince(since: Date, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `${BURSAR_COMPLETE()} AND bursarhandledate >= ${p.add(since)}`;
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, p.values)) as {total: number}[];
    const rows = (await this.db.execute(
      `SELECT id FROM orders WHERE ${where} ORDER BY bursarhandledate DESC, id DESC LIMIT ${page.limit} OFFSET ${page.skip}`,
      p.values,
    )) as {id: number}[];
    return {total, ids: rows.map(r => r.id)};
  }
}
