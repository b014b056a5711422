import type {ListSort} from '@karat/shared';
import type {DbDataSource} from '../datasources/db.datasource';
import {MATCHES_WORDS, type SqlParams} from './order-conditions';

/** A page of a list: at most `limit` rows after `skip`. */
export interface Page {
  limit: number;
  skip: number;
}

/**
 * The SQL of the desks' sort keys (shared's DESK_ORDER_SORT_KEYS) over `orders o`; the client's
 * name joins its row only when sorted by.
 */
export const DESK_SORTS: Record<string, string[]> = {
  orderNumber: ['o.ordernumber'],
  client: ['lower(c.lastname)', 'lower(c.firstname)'],
  country: ['o.country'],
  createdAt: ['o.createdat'],
  receivedDate: ['o.receiveddate'],
  tellerDate: ['o.tellerdate'],
  latestTellerCall: ['o.latesttellercall'],
  payed: ['o.payed'],
  bursarHandleDate: ['o.bursarhandledate'],
};

/**
 * One page of an order list (`orders o` WHERE `where`) and the list's size, in two statements: the
 * count, then the page's ids in the sort's order (its expression, NULLs last, then id in the same
 * direction, so a page never repeats or skips a row). Only the sort's join is made: the client's
 * (key `client`) or the caller's (key `caller`). The managers' lists and the desks' share it.
 */
export async function orderPage<Row extends {id: number} = {id: number}>(
  db: DbDataSource,
  p: SqlParams,
  where: string,
  sorts: Record<string, string[]>,
  sort: ListSort | undefined,
  page: Page,
  columns = '',
): Promise<{total: number; rows: Row[]}> {
  const [{total}] = (await db.execute(`SELECT count(*)::int AS total FROM orders o WHERE ${where}`, p.values)) as {total: number}[];
  const direction = sort?.direction === 'desc' ? 'DESC' : 'ASC';
  const expression = sort ? sorts[sort.key] : undefined;
  if (sort && !expression) throw new Error(`No SQL for sort key ${sort.key}`);
  const order = [...(expression ?? []).map(e => `${e} ${direction} NULLS LAST`), `o.id ${direction}`].join(', ');
  const joins = [
    sort?.key === 'client' ? 'LEFT JOIN clients c ON c.id = o.clientid' : '',
    sort?.key === 'caller' ? 'LEFT JOIN members m ON m.id = o.callerid' : '',
  ].join(' ');
  const rows = (await db.execute(
    `SELECT o.id${columns} FROM orders o ${joins} WHERE ${where} ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.skip}`,
    p.values,
  )) as Row[];
  return {total, rows};
}

/** What a desk's list asks beside its page: the search's words (shared's searchWords) and the sort. */
export interface DeskQuery {
  words: readonly string[];
  sort: ListSort | undefined;
}

/** The search's words as a further condition of a list over `orders o` (none: nothing). */
export const wordsSql = (p: SqlParams, words: readonly string[]) => (words.length ? ` AND ${MATCHES_WORDS(p, words, 'o')}` : '');

/**
 * A desk list's page of ids: its where, with the words (MATCHES_WORDS) added by the caller, in the
 * asked order, else the list's own: a sort key, or an ORDER BY of its own (`sql`, the order of
 * the list's index, such as the teller queue's untried-first).
 */
export async function deskPage(db: DbDataSource, p: SqlParams, where: string, query: DeskQuery, fallback: ListSort | {sql: string}, page: Page) {
  if (!query.sort && 'sql' in fallback) {
    const [{total}] = (await db.execute(`SELECT count(*)::int AS total FROM orders o WHERE ${where}`, p.values)) as {total: number}[];
    const rows = (await db.execute(`SELECT o.id FROM orders o WHERE ${where} ORDER BY ${fallback.sql} LIMIT ${page.limit} OFFSET ${page.skip}`, p.values)) as {
      id: number;
    }[];
    return {total, ids: rows.map(r => r.id)};
  }
  const {total, rows} = await orderPage(db, p, where, DESK_SORTS, query.sort ?? ('sql' in fallback ? undefined : fallback), page);
  return {total, ids: rows.map(r => r.id)};
}
