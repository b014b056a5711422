import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {
  CALL_TRY_FIELDS,
  LIST_CLIENT_FIELDS,
  LIST_MEMBER_FIELDS,
  STATUS_FLAG_FIELDS,
  type afterCallWindow,
  type ListSort,
  type welcomeCallWindow,
} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {prepared} from './query/prepared';
import {includeFields, jsonRowsOf, selectList} from './query/rows';
import {Client, Member, Order} from '../models';
import {orderPage, type Page} from './order-page';
import {foldCase, OPEN_AFTER_CALL, OPEN_COLD_CASE, OPEN_WELCOME_CALL, OWN_ORDER, SqlParams, TRANSFERRED_WITH} from './order-conditions';

/** The columns of the call tries of each call type (shared's CALL_TRY_FIELDS, lower-cased as stored). */
const TRIES = Object.fromEntries(
  Object.entries(CALL_TRY_FIELDS).map(([type, f]) => [type, {attempts: f.attempts.toLowerCase(), lastTry: f.lastTry.toLowerCase()}]),
) as Record<keyof typeof CALL_TRY_FIELDS, {attempts: string; lastTry: string}>;

/**
 * The SQL of the managers' sort keys (shared's MANAGER_ORDER_SORT_KEYS); a list adds its own (due,
 * type). The client's name and the caller's name join their row only when sorted by.
 */
const MANAGER_SORTS: Record<string, string[]> = {
  orderNumber: ['o.ordernumber'],
  createdAt: ['o.createdat'],
  welcomeCall: ['o.welcomecall'],
  dueDate: ['o.duedate'],
  client: ['lower(c.lastname)', 'lower(c.firstname)'],
  caller: ['lower(m.name)'],
};

export type WelcomeCallWindow = ReturnType<typeof welcomeCallWindow>;
export type AfterCallWindow = ReturnType<typeof afterCallWindow>;
export type CallListKind = 'WELCOME_CALL' | 'AFTER_CALL';

export type {Page};

/** A row of a buyer's call list as read: the order's listed fields and its client's. */
export interface CallListRecord {
  total: number;
  id: number | null;
  orderNumber: number;
  country: string | null;
  welcomeCall: Date | null;
  dueDate: Date | null;
  createdAt: Date;
  attempts: number;
  lastTry: Date | null;
  clientId: number | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}

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

/**
 * The fields of an order in the managers' lists (transfer search, transferred orders, call lists):
 * what their screens show (number, client, phone, caller, assigned caller, welcome call or due date,
 * transfer kind) and what the confirmation's status label reads (shared's OrderStatusFlags).
 */
export const MANAGER_ORDER_FIELDS = [
  'id',
  'orderNumber',
  'barCode',
  'country',
  'language',
  'team',
  'clientId',
  'callerId',
  'assignedCallerId',
  'originalCallerId',
  'isPermanentlyTransferred',
  'isTemporarilyTransferred',
  'welcomeCall',
  'dueDate',
  'createdAt',
  'afterCallDone',
  ...STATUS_FLAG_FIELDS,
] as const;

/** The related records of a manager's row, each with the few fields the screens show. */
export const MANAGER_INCLUDE = [
  includeFields('client', LIST_CLIENT_FIELDS),
  includeFields('caller', LIST_MEMBER_FIELDS),
  includeFields('assignedCaller', LIST_MEMBER_FIELDS),
];

/** The statement writing each manager's row as JSON (rows.jsonRowsOf): built once. */
const MANAGER_ROWS_SQL = jsonRowsOf(
  Order,
  [...MANAGER_ORDER_FIELDS],
  `SELECT ${selectList(Order, [...MANAGER_ORDER_FIELDS])} FROM unnest($1::int[]) WITH ORDINALITY AS wanted(order_id, position)
     JOIN orders ON orders.id = wanted.order_id ORDER BY wanted.position`,
  [
    {relation: 'client', keyFrom: 'clientId', keyTo: 'id', target: Client, fields: ['id', 'firstName', 'lastName', 'phone']},
    {relation: 'caller', keyFrom: 'callerId', keyTo: 'id', target: Member, fields: ['id', 'name']},
    {relation: 'assignedCaller', keyFrom: 'assignedCallerId', keyTo: 'id', target: Member, fields: ['id', 'name']},
  ],
);

/** Call lists of buyers, cold callers and call-centre managers: the ids (or rows) of each list. */
@injectable({scope: BindingScope.SINGLETON})
export class CallListRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /**
   * One page of a buyer's open welcome calls, untried ones first, earliest due first, then the tried
   * ones by last try, oldest first; and the list's size (see callListPage).
   */
  welcomeCalls(memberId: number, window: WelcomeCallWindow, words: string[], page: Page) {
    const p = new SqlParams();
    return this.callListPage(p, welcomeCallList(p, p.add(memberId), window, 'o'), {due: 'o.welcomecall', ...TRIES.WELCOME_CALL}, words, page);
  }

  /** One page of a buyer's open after calls, untried ones first, most overdue first, then by last try; and the list's size. */
  afterCalls(memberId: number, window: AfterCallWindow, words: string[], page: Page) {
    const p = new SqlParams();
    return this.callListPage(p, afterCallList(p, p.add(memberId), window, 'o'), {due: 'o.duedate', ...TRIES.AFTER_CALL}, words, page);
  }

  /**
   * One page of a call list and its size in one prepared statement: the rows with their clients'
   * names and phones and the attempts and last try of the list's call type. Every word must be in
   * the order number, the client's name or phone. Untried orders come first (by due date), then the
   * tried ones by last try, oldest first (an order just tried goes to the end). The page joins onto
   * one row, so a page past the end still answers the total (a row with id null).
   */
  private async callListPage(
    p: SqlParams,
    list: string,
    columns: {due: string; attempts: string; lastTry: string},
    words: string[],
    page: Page,
  ): Promise<CallListRecord[]> {
    const filter = words
      .map(word => `AND strpos(${foldCase("concat_ws(' ', o.ordernumber, c.firstname, c.lastname, c.phone)")}, ${p.add(word)}) > 0`)
      .join(' ');
    return prepared<CallListRecord>(
      this.db,
      `WITH hits AS (
         SELECT o.id, ${columns.due} AS due, o.${columns.lastTry} AS lasttry FROM orders o ${words.length ? 'LEFT JOIN clients c ON c.id = o.clientid' : ''}
          WHERE ${list} ${filter}),
       page AS (SELECT id, due, lasttry FROM hits ORDER BY lasttry NULLS FIRST, due, id LIMIT ${page.limit} OFFSET ${page.skip})
       SELECT (SELECT count(*)::int FROM hits) AS total, o.id, o.ordernumber AS "orderNumber", o.country,
              o.welcomecall AS "welcomeCall", o.duedate AS "dueDate", o.createdat AS "createdAt",
              o.${columns.attempts} AS attempts, o.${columns.lastTry} AS "lastTry",
              c.id AS "clientId", c.firstname AS "firstName", c.lastname AS "lastName", c.phone
         FROM (SELECT 1) one
         LEFT JOIN (page p JOIN orders o ON o.id = p.id LEFT JOIN clients c ON c.id = o.clientid) ON true
        ORDER BY p.lasttry NULLS FIRST, p.due, p.id`,
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

  /**
   * One page of the cold cases of a language (optionally one team) and the list's size: the untried
   * ones first, newest first, then the tried ones by last cold call, oldest first (an order just
   * tried goes to the end). Each part is a walk of orders_coldcase_tries_idx (migration 012); the
   * untried count says where the second part starts.
   *
   * The counts come from cold_case_months (migration 030, kept by triggers on orders): the months
   * before the cut's month summed, the cut's month counted from orders up to the cut (a short range
   * of orders_coldcase_idx and of the tries index). Exact, the same for every server process, and a
   * few hundred rows however long the list: counting the list itself read all its index entries on
   * every page. Prepared: planned once per connection (docs/decisions/cold-case-count.md).
   */
  async coldCases(language: string, team: string | undefined, createdBefore: Date, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const [cut, lang, inTeam] = [p.add(createdBefore), p.add(language), team ? p.add(team) : undefined];
    const where = `${OPEN_COLD_CASE(cut)} AND language = ${lang} ${inTeam ? `AND team = ${inTeam}` : ''}`;
    // The cut's month (UTC): the months before it are summed, it is counted from orders.
    const monthStart = new Date(Date.UTC(createdBefore.getUTCFullYear(), createdBefore.getUTCMonth(), 1));
    const c = new SqlParams();
    c.values.push(...p.values);
    const month = c.add(monthStart.toISOString().slice(0, 10));
    const since = c.add(monthStart);
    const months = `FROM cold_case_months WHERE language = ${lang} ${inTeam ? `AND team = ${inTeam}` : ''} AND month < ${month}::date`;
    const [{untried, cases}] = await prepared<{untried: number; cases: number}>(
      this.db,
      `SELECT ((SELECT coalesce(sum(n), 0) ${months} AND NOT tried)
               + (SELECT count(*) FROM orders WHERE ${where} AND coldcalllasttry IS NULL AND createdat >= ${since}))::int AS untried,
              ((SELECT coalesce(sum(n), 0) ${months})
               + (SELECT count(*) FROM orders WHERE ${where} AND createdat >= ${since}))::int AS cases`,
      c.values,
    );
    const tried = cases - untried;
    const ids: number[] = [];
    const part = async (condition: string, order: string, limit: number, skip: number) => {
      if (limit <= 0) return;
      // The page's bounds as parameters: one prepared text per part, whatever the page.
      const n = p.values.length;
      const rows = await prepared<{id: number}>(
        this.db,
        `SELECT id FROM orders WHERE ${where} AND ${condition} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...p.values, limit, skip],
      );
      ids.push(...rows.map(r => r.id));
    };
    // Both parts name the index's whole order (its last try too, though NULL throughout the first):
    // the planner takes an index's order only for the columns an equality fixes, which IS NULL does not.
    const order = 'coldcalllasttry NULLS FIRST, createdat DESC, id DESC';
    if (page.skip < untried) await part('coldcalllasttry IS NULL', order, Math.min(page.limit, untried - page.skip), page.skip);
    await part(
      'coldcalllasttry IS NOT NULL',
      order,
      Math.min(page.limit - ids.length, tried - Math.max(page.skip - untried, 0)),
      Math.max(page.skip - untried, 0),
    );
    return {total: untried + tried, ids};
  }

  /**
   * The managers' rows of these orders, in the order of the ids, each as its JSON text written by
   * PostgreSQL in one prepared statement: MANAGER_ORDER_FIELDS with MANAGER_INCLUDE's few fields of
   * the client, caller and assigned caller, not the whole ~150-column order with three whole
   * related rows, which was most of a 1,000-row list's cost. Undefined when a row holds a value
   * the JavaScript path writes differently (rows.ts: a timestamp outside years 1 to 9999).
   */
  async managerRowsJson(ids: number[]): Promise<string[] | undefined> {
    if (!ids.length) return [];
    const rows = await prepared<Record<string, string | null>>(this.db, MANAGER_ROWS_SQL, [ids]);
    if (rows.some(row => row.exotic)) return undefined;
    const relations = MANAGER_INCLUDE.map(i => i.relation);
    return rows.map(row =>
      relations.reduce((json, relation, i) => (row[`j${i}`] === null ? json : `${json.slice(0, -1)},"${relation}":${row[`j${i}`]}}`), row.json!),
    );
  }

  /**
   * A page of a caller's open calls of one kind due in [from, to] (the managers' transfer search)
   * and its size; by default due first.
   */
  async transferSearch(
    kind: CallListKind,
    from: Date,
    to: Date,
    callerId: number,
    sort: ListSort | undefined,
    page: Page,
  ): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const [open, due] = kind === 'WELCOME_CALL' ? [OPEN_WELCOME_CALL('o'), 'o.welcomecall'] : [OPEN_AFTER_CALL('o'), 'o.duedate'];
    const where = `${open} AND ${due} BETWEEN ${p.add(from)} AND ${p.add(to)} AND ${OWN_ORDER(p.add(callerId), 'o')}`;
    const {total, rows} = await orderPage(this.db, p, where, {...MANAGER_SORTS, due: [due]}, sort ?? {key: 'due', direction: 'asc'}, page);
    return {total, ids: rows.map(r => r.id)};
  }

  /** A page of the open orders now transferred to or from a caller (for cancelling) and its size; by default by id. */
  async transferredOrders(callerId: number, sort: ListSort | undefined, page: Page): Promise<{total: number; ids: number[]}> {
    const p = new SqlParams();
    const where = `NOT o.closed AND ${TRANSFERRED_WITH(p.add(callerId), 'o')}`;
    const {total, rows} = await orderPage(this.db, p, where, MANAGER_SORTS, sort, page);
    return {total, ids: rows.map(r => r.id)};
  }

  /**
   * A page of the managers' call lists and its size: open welcome calls and open after calls due in
   * [from, to], each with its kind (a welcome call due in the range first); by default due first.
   * The caller filter matches caller, assigned or original caller.
   */
  async managerCallLists(
    from: Date,
    to: Date,
    callerId: number | undefined,
    sort: ListSort | undefined,
    page: Page,
  ): Promise<{total: number; rows: {id: number; type: CallListKind}[]}> {
    const p = new SqlParams();
    const [start, end] = [p.add(from), p.add(to)];
    const caller = callerId ? p.add(callerId) : undefined;
    const welcomeDue = `${OPEN_WELCOME_CALL('o')} AND o.welcomecall BETWEEN ${start} AND ${end}`;
    const type = `CASE WHEN ${welcomeDue} THEN 'WELCOME_CALL' ELSE 'AFTER_CALL' END`;
    const where = `((${welcomeDue}) OR (${OPEN_AFTER_CALL('o')} AND o.duedate BETWEEN ${start} AND ${end}))
      ${caller ? `AND (${OWN_ORDER(caller, 'o')} OR o.originalcallerid = ${caller})` : ''}`;
    const due = `COALESCE(CASE WHEN ${OPEN_WELCOME_CALL('o')} THEN o.welcomecall END, o.duedate)`;
    return orderPage<{id: number; type: CallListKind}>(
      this.db,
      p,
      where,
      {...MANAGER_SORTS, due: [due], type: [type]},
      sort ?? {key: 'due', direction: 'asc'},
      page,
      `, ${type} AS type`,
    );
  }
}
