import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import type {Page} from './call-list.repository';
import {SqlParams, VALUED, WAITING_REVALUATION, WAITING_VALUATION} from './order-conditions';

export interface ValuationCounts {
  waitingValuation: number;
  waitingRevaluation: number;
  valuedToday: number;
  mineToday: number;
}

/** The valuation's counters and lists (spec 02 §2 "Valuation"), each read from the indexes of migration 015. */
@injectable({scope: BindingScope.SINGLETON})
export class ValuationRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** The bar-code prompt's four counters: waiting valuation, waiting re-valuation, valued since `since`, by the member since `since`. */
  async counts(memberId: number, since: Date): Promise<ValuationCounts> {
    const p = new SqlParams();
    const start = p.add(since);
    const member = p.add(memberId);
    const [row] = (await this.db.execute(
      `SELECT (SELECT count(*) FROM orders WHERE ${WAITING_VALUATION()})::int AS "waitingValuation",
              (SELECT count(*) FROM orders WHERE ${WAITING_REVALUATION()})::int AS "waitingRevaluation",
              (SELECT count(*) FROM orders WHERE ${VALUED()} AND valuationdate >= ${start})::int AS "valuedToday",
              (SELECT count(*) FROM orders WHERE ${VALUED()} AND valuatorid = ${member} AND valuationdate >= ${start})::int AS "mineToday"`,
      p.values,
    )) as ValuationCounts[];
    return row;
  }

  /** A page of the waiting list (received, not valued, open) by order number. */
  async waiting(page: Page): Promise<{total: number; ids: number[]}> {
    return this.page(WAITING_VALUATION(), new SqlParams(), page);
  }

  /** A page of the orders of a country returned to valuation, by order number. */
  async revaluation(country: string, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    return this.page(`${WAITING_REVALUATION()} AND country = ${p.add(country)}`, p, page);
  }

  /** Today's valuation stats: each valuator's name and count of orders valued since `since`, most first. */
  async stats(since: Date): Promise<{name: string; count: number}[]> {
    return (await this.db.execute(
      `SELECT coalesce(m.name, m.username, '#' || o.valuatorid) AS name, count(*)::int AS count
         FROM orders o LEFT JOIN members m ON m.id = o.valuatorid
        WHERE ${VALUED('o')} AND o.valuationdate >= $1
        GROUP BY o.valuatorid, m.name, m.username ORDER BY count DESC, name`,
      [since],
    )) as {name: string; count: number}[];
  }

  private async page(where: string, p: SqlParams, page: Page): Promise<{total: number; ids: number[]}> {
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, p.values)) as {total: number}[];
    const rows = (await this.db.execute(`SELECT id FROM orders WHERE ${where} ORDER BY ordernumber LIMIT ${page.limit} OFFSET ${page.skip}`, p.values)) as {
      id: number;
    }[];
    return {total, ids: rows.map(r => r.id)};
  }
}
