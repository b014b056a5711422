import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import type {afterCallWindow, welcomeCallWindow} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {prepared} from './query/prepared';
import {OPEN_AFTER_CALL, OPEN_COLD_CASE, OPEN_WELCOME_CALL, OWN_ORDER, SqlParams, TRANSFERRED_WITH} from './order-conditions';

export type WelcomeCallWindow = ReturnType<typeof welcomeCallWindow>;
export type AfterCallWindow = ReturnType<typeof afterCallWindow>;
export type CallListKind = 'WELCOME_CALL' | 'AFTER_CALL';

/** A page of a list: at most `limit` rows after `skip`. */
export interface Page {
  limit: number;
  skip: number;
}

/** A row of a buyer's call list as read: the order's listed fields and its client's. */
export interface CallListRecord {
  total: number;
  id: number | null;
  orderNumber: number;
  country: string | null;
  welcomeCall: Date | null;
  dueDate: Date | null;
  createdAt: Date;
  clientId: number | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

// The database's ctype is C (initdb --locale=C, and PGlite), where lower() folds only ASCII: the
// Latin-1 capitals (Å, Ä, Ö, Ü, É, ...) are folded by hand so "östman" finds Östman.
const LATIN1_UPPER = 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ';
const foldCase = (sql: string) => `lower(translate(${sql}, '${LATIN1_UPPER}', '${LATIN1_UPPER.toLowerCase()}'))`;

/** A buyer's welcome-call list: own, open, due by the window's end of today, created within its 45 days. */
function welcomeCallList(p: SqlParams, member: string, window: WelcomeCallWindow, o?: string) {
  const at = o ? `${o}.` : '';
  return `${OPEN_WELCOME_CALL(o)} AND ${at}welcomecall <= ${p.add(window.dueBy)} AND ${at}createdat > ${p.add(window.createdAfter)} AND ${OWN_ORDER(member, o)}`;
}

/** A buyer's after-call list: own, open, due more than the window's 7 days ago, created within its 45 days. */
function afterCallList(p: SqlParams, member: string, window: AfterCallWindow, o?: string) {
  const at = o ? `${o}.` : '';
  return `${OPEN_AFTER_CALL(o)} AND ${at}duedate < ${p.add(window.dueBefore)} AND ${at}createdat > ${p.add(window.createdAfter)} AND ${OWN_ORDER(member, o)}`;
}

/** Call lists of buyers, cold callers and call-centre managers: the ids (or rows) of each list. */
@injectable({scope: BindingScope.SINGLETON})
export class CallListRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** One page of a buyer's open welcome calls, earliest first, and the list's size (see callListPage). */
  welcomeCalls(memberId: number, window: WelcomeCallWindow, words: string[], page: Page) {
    const p = new SqlParams();
    return this.callListPage(p, welcomeCallList(p, p.add(memberId), window, 'o'), 'o.welcomecall', words, page);
  }

  /** One page of a buyer's open after calls, most overdue first, and the list's size. */
  afterCalls(memberId: number, window: AfterCallWindow, words: string[], page: Page) {
    const p = new SqlParams();
    return this.callListPage(p, afterCallList(p, p.add(memberId), window, 'o'), 'o.duedate', words, page);
  }

  /**
   * One page of a call list and its size in one prepared statement: the rows with their clients'
   * names and phones. Every word must be in the order number, the client's name or phone. The page
   * joins onto one row, so a page past the end still answers the total (a row with id null).
   */
  private async callListPage(p: SqlParams, list: string, due: string, words: string[], page: Page): Promise<CallListRecord[]> {
    const filter = words
      .map(word => `AND strpos(${foldCase("concat_ws(' ', o.ordernumber, c.firstname, c.lastname, c.phone)")}, ${p.add(word)}) > 0`)
      .join(' ');
    return prepared<CallListRecord>(
      this.db,
      `WITH hits AS (
         SELECT o.id, ${due} AS due FROM orders o ${words.length ? 'LEFT JOIN clients c ON c.id = o.clientid' : ''}
          WHERE ${list} ${filter}),
       page AS (SELECT id, due FROM hits ORDER BY due, id LIMIT ${page.limit} OFFSET ${page.skip})
       SELECT (SELECT count(*)::int FROM hits) AS total, o.id, o.ordernumber AS "orderNumber", o.country,
              o.welcomecall AS "welcomeCall", o.duedate AS "dueDate", o.createdat AS "createdAt",
              c.id AS "clientId", c.firstname AS "firstName", c.lastname AS "lastName", c.phone
         FROM (SELECT 1) one
         LEFT JOIN (page p JOIN orders o ON o.id = p.id LEFT JOIN clients c ON c.id = o.clientid) ON true
        ORDER BY p.due, p.id`,
      p.values,
    );
  }

  /** The sizes of a buyer's two call lists, in one round trip. */
  async callCounts(memberId: number, welcome: WelcomeCallWindow, after: AfterCallWindow): Promise<{welcomeCalls: number; afterCalls: number}> {
    const p = new SqlParams();
    const member = p.add(memberId);
    const [row] = (await this.db.execute(
      `SELECT
         (SELECT count(*) FROM orders WHERE ${welcomeCallList(p, member, welcome)})::int AS "welcomeCalls",
         (SELECT count(*) FROM orders WHERE ${afterCallList(p, member, after)})::int AS "afterCalls"`,
      p.values,
    )) as {welcomeCalls: number; afterCalls: number}[];
    return row;
  }

  /** One page of the cold cases of a language (optionally one team), newest first, and the list's size. */
  async coldCases(language: string, team: string | undefined, createdBefore: Date, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `${OPEN_COLD_CASE(p.add(createdBefore))} AND language = ${p.add(language)} ${team ? `AND team = ${p.add(team)}` : ''}`;
    const [{total}] = (await this.db.execute(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, p.values)) as {total: number}[];
    const rows = (await this.db.execute(
      `SELECT id FROM orders WHERE ${where} ORDER BY createdat DESC, id DESC LIMIT ${page.limit} OFFSET ${page.skip}`,
      p.values,
    )) as {id: number}[];
    return {total, ids: rows.map(r => r.id)};
  }

  /** A caller's open calls of one kind due in [from, to] (the managers' transfer search), due first. */
  async transferSearch(kind: CallListKind, from: Date, to: Date, callerId: number, limit: number): Promise<number[]> {
    const p = new SqlParams();
    const [open, due] = kind === 'WELCOME_CALL' ? [OPEN_WELCOME_CALL(), 'welcomecall'] : [OPEN_AFTER_CALL(), 'duedate'];
    const rows = (await this.db.execute(
      `SELECT id FROM orders WHERE ${open} AND ${due} BETWEEN ${p.add(from)} AND ${p.add(to)} AND ${OWN_ORDER(p.add(callerId))}
        ORDER BY ${due}, id LIMIT ${limit}`,
      p.values,
    )) as {id: number}[];
    return rows.map(r => r.id);
  }

  /** Open orders now transferred to or from a caller (for cancelling), by id. */
  async transferredOrders(callerId: number, limit: number): Promise<number[]> {
    const p = new SqlParams();
    const rows = (await this.db.execute(
      `SELECT id FROM orders WHERE NOT closed AND ${TRANSFERRED_WITH(p.add(callerId))} ORDER BY id LIMIT ${limit}`,
      p.values,
    )) as {
      id: number;
    }[];
    return rows.map(r => r.id);
  }

  /**
   * The managers' call lists: open welcome calls and open after calls due in [from, to], each with
   * its kind (a welcome call due in the range first), due first; the caller filter matches caller,
   * assigned or original caller.
   */
  async managerCallLists(from: Date, to: Date, callerId: number | undefined, limit: number): Promise<{id: number; type: CallListKind}[]> {
    const p = new SqlParams();
    const [start, end] = [p.add(from), p.add(to)];
    const caller = callerId ? p.add(callerId) : undefined;
    const welcomeDue = `${OPEN_WELCOME_CALL()} AND welcomecall BETWEEN ${start} AND ${end}`;
    return (await this.db.execute(
      `SELECT id, CASE WHEN ${welcomeDue} THEN 'WELCOME_CALL' ELSE 'AFTER_CALL' END AS type
         FROM orders
        WHERE ((${welcomeDue}) OR (${OPEN_AFTER_CALL()} AND duedate BETWEEN ${start} AND ${end}))
          ${caller ? `AND (${OWN_ORDER(caller)} OR originalcallerid = ${caller})` : ''}
        ORDER BY COALESCE(CASE WHEN ${OPEN_WELCOME_CALL()} THEN welcomecall END, duedate), id LIMIT ${limit}`,
      p.values,
    )) as {id: number; type: CallListKind}[];
  }
}
