import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import type {TellerListKind} from '@karat/shared/teller';
import {DbDataSource} from '../datasources/db.datasource';
import {ARRIVAL_SMS_WAITING, SqlParams, TELLER_QUEUE, WAITING_VALUATION} from './order-conditions';
import {deskPage, wordsSql, type DeskQuery, type Page} from './order-page';

/**
 * The teller lists' filters (spec 02 §7 "Teller"): standard gold (goldWeight not 0), zero (price 0), silver
 * (gold 0, silver not 0), other (gold 0, silver 0, price not 0). A missing weight or price counts as 0.
 */
const KIND_SQL: Record<TellerListKind, string> = {
  orders: 'coalesce(o.goldweight, 0) <> 0',
  zero: 'coalesce(o.price, 0) = 0',
  silver: 'coalesce(o.goldweight, 0) = 0 AND coalesce(o.silverweight, 0) <> 0',
  others: 'coalesce(o.goldweight, 0) = 0 AND coalesce(o.silverweight, 0) = 0 AND coalesce(o.price, 0) <> 0',
};

/** The teller's lists and counts (spec 02 §2 and §7 "Teller"), each read from the indexes named in order-conditions. */
@injectable({scope: BindingScope.SINGLETON})
export class TellerRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /**
   * A page of the teller queue of a language and list kind, found by the words. Unless sorted
   * otherwise: the untried orders first by order number, then the ones called without an answer by
   * their latest call, oldest first (an order just called goes to the end, as in the cold-case
   * lists): orders_teller_queue_tries_idx's order.
   */
  async queue(language: string, kind: TellerListKind, query: DeskQuery, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `${TELLER_QUEUE('o')} AND o.language = ${p.add(language)} AND ${KIND_SQL[kind]}${wordsSql(p, query.words)}`;
    return deskPage(this.db, p, where, query, {sql: 'o.latesttellercall NULLS FIRST, o.ordernumber, o.id'}, page);
  }

  /** Today's confirmed orders (tellerDate after the start of today), found by the words; newest first unless sorted otherwise. */
  async telleredSince(since: Date, query: DeskQuery, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `o.tellerdate >= ${p.add(since)}${wordsSql(p, query.words)}`;
    return deskPage(this.db, p, where, query, {key: 'tellerDate', direction: 'desc'}, page);
  }

  /** The right panel: unvalued orders of Finland and Sweden, grams of gold approved since `since` and still open in the queue. */
  async panel(since: Date): Promise<{finland: number; sweden: number; doneGoldWeight: number; undoneGoldWeight: number}> {
    const p = new SqlParams();
    const start = p.add(since);
    const [row] = (await this.db.execute(
      `SELECT (SELECT count(*)::int FROM orders WHERE ${WAITING_VALUATION()} AND country = 'finland') AS finland,
              (SELECT count(*)::int FROM orders WHERE ${WAITING_VALUATION()} AND country = 'sweden') AS sweden,
              (SELECT coalesce(sum(goldweight), 0)::text FROM orders WHERE tellerdate >= ${start} AND istellered) AS "doneGoldWeight",
              (SELECT coalesce(sum(goldweight), 0)::text FROM orders WHERE ${TELLER_QUEUE()}) AS "undoneGoldWeight"`,
      p.values,
    )) as {finland: number; sweden: number; doneGoldWeight: string; undoneGoldWeight: string}[];
    return {...row, doneGoldWeight: Number(row.doneGoldWeight), undoneGoldWeight: Number(row.undoneGoldWeight)};
  }

  /** A page of the orders of a language waiting for the arrival SMS, by order number. */
  async arrivalWaiting(language: string, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `${ARRIVAL_SMS_WAITING()} AND language = ${p.add(language)}`;
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, p.values)) as {total: number}[];
    const rows = (await this.db.execute(`SELECT id FROM orders WHERE ${where} ORDER BY ordernumber LIMIT ${page.limit} OFFSET ${page.skip}`, p.values)) as {
      id: number;
    }[];
    return {total, ids: rows.map(r => r.id)};
  }

  /** The arrival SMS log: orders by arrivedSmsDate, newest first. */
  async arrivalLog(page: Page): Promise<{total: number; ids: number[]}> {
    const where = 'arrivedsmsdate IS NOT NULL';
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, [])) as {total: number}[];
    const rows = (await this.db.execute(
      `SELECT id FROM orders WHERE ${where} ORDER BY arrivedsmsdate DESC, id DESC LIMIT ${page.limit} OFFSET ${page.skip}`,
      [],
    )) as {id: number}[];
    return {total, ids: rows.map(r => r.id)};
  }

  /** The next purchase-note number (its own sequence, migration 016), in the approving transaction. */
  /** How many orders the client has (the 'This is the 3rd order of this client' alert). */
  async clientOrderCount(clientId: number): Promise<number> {
    const [row] = (await this.db.execute(`SELECT count(*)::int AS n FROM orders WHERE clientid = $1`, [clientId])) as {n: number}[];
    return row.n;
  }
}
