import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {SqlParams, VALUED, WAITING_REVALUATION, WAITING_VALUATION} from './order-conditions';
import {deskPage, wordsSql, type DeskQuery, type Page} from './order-page';

const BY_NUMBER = {key: 'orderNumber', direction: 'asc'} as const;

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

  /** A page of the waiting list (received, not valued, open), found by the words, by order number unless sorted otherwise. */
  async waiting(query: DeskQuery, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    return deskPage(this.db, p, `${WAITING_VALUATION('o')}${wordsSql(p, query.words)}`, query, BY_NUMBER, page);
  }

  /** A page of the orders of a country returned to valuation, found by the words, by order number unless sorted otherwise. */
  async revaluation(country: string, query: DeskQuery, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    return deskPage(this.db, p, `${WAITING_REVALUATION('o')} AND o.country = ${p.add(country)}${wordsSql(p, query.words)}`, query, BY_NUMBER, page);
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
}
