import {BUSINESS_TZ, DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {coldCaseBefore, dateTextProblem, MANAGER_CALL_SORT_KEYS, MANAGER_ORDER_SORT_KEYS, managerPeriodError, todayToEndOfWeek} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {batchOrderIds, decideCancelTransfer, decideTransfer, transferRequestError, type BatchDecision, type Decided, type OrderState} from '../domain';
import {Order} from '../models';
import {
  CallListRepository,
  JsonText,
  MANAGER_INCLUDE,
  MANAGER_ORDER_FIELDS,
  MemberRepository,
  OrderRepository,
  OrderStatsRepository,
  ReportRow,
} from '../repositories';
import type {Clock} from './clock';
import {CLOCK} from '../keys';
import {changedFields} from './changes';
import {decided, refuse} from './http-error';
import {changeOrder} from './order-change';
import {sortOf} from './list-query';
import {inTransaction} from './transaction';

export type TransferType = 'WELCOME_CALL' | 'AFTER_CALL';
/** What the unpaged lists (the first paths, kept for outside clients) answer at most: their first 1,000. */
const LIST_LIMIT = 1000;
const PAGE_MAX = 200;

/** A page of a manager's list: limit (default 50, at most 200), skip, and `sort` as `key` or `-key`. */
export interface ListPaging {
  limit?: number;
  skip?: number;
  sort?: string;
}

/** The first LIST_LIMIT rows in the list's own order: what the unpaged paths answer. */
const WHOLE_LIST = {limit: LIST_LIMIT, skip: 0};

function pageOf(q: ListPaging) {
  return {limit: Math.min(Math.max(q.limit ?? 50, 1), PAGE_MAX), skip: Math.max(q.skip ?? 0, 0)};
}

/** What a manager's row holds: its fields and its relations. */
const MANAGER_KEYS = new Set<string>([...MANAGER_ORDER_FIELDS, ...MANAGER_INCLUDE.map(i => i.relation)]);

/** A manager's page as the API answers it, its rows' JSON as PostgreSQL wrote them. */
function pageJson(total: number, rows: string[]): JsonText {
  return new JsonText(`{"total":${total},"orders":[${rows.join(',')}]}`);
}

/** The twelve figures of the manager report, for one scope (the member's or the team's orders). */
export type ReportFigures = Omit<ReportRow, 'total'> & {totalCountUser: number; totalCountTeam: number; totalCountLocation: number};

@injectable({scope: BindingScope.SINGLETON})
export class CcManagerService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(MemberRepository) private members: MemberRepository,
    @repository(CallListRepository) private lists: CallListRepository,
    @repository(OrderStatsRepository) private orderStats: OrderStatsRepository,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  /** The manager's period, parsed and checked by shared's managerPeriodError. */
  private range(start: unknown, end: unknown, names = ['startDate', 'endDate']) {
    const parse = (value: unknown, name: string) => {
      if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
      if (typeof value !== 'string' || value.trim() === '') throw new HttpErrors.UnprocessableEntity(`${name} is required`);
      // A real ISO 8601 date, never new Date()'s guess: 2026-02-30 would be read as 2 March.
      const problem = dateTextProblem(value);
      if (problem) throw new HttpErrors.BadRequest(`${name} ${problem}`);
      return new Date(value);
    };
    const from = parse(start, names[0]);
    const to = parse(end, names[1]);
    const error = managerPeriodError(from, to, this.clock.now());
    if (error) throw new HttpErrors.UnprocessableEntity(error);
    return {from, to};
  }

  /**
   * The managers' rows of the orders (CallListRepository.managerRowsJson), in the order of the ids,
   * as JSON texts; the same fields read in JavaScript where PostgreSQL's text would differ.
   */
  private async rowsJson(ids: number[]): Promise<string[]> {
    const json = await this.lists.managerRowsJson(ids);
    if (json) return json;
    const rows = (await this.orders.findRowsByIds(ids, MANAGER_INCLUDE)) as Record<string, unknown>[];
    return rows.map(row => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => MANAGER_KEYS.has(key)))));
  }

  /** The managers' rows as objects, by id. */
  private async byIds(ids: number[]): Promise<Map<number, Order>> {
    const rows = (await this.rowsJson(ids)).map(json => JSON.parse(json) as Order);
    return new Map(rows.map(order => [order.id!, order]));
  }

  /** Transfer search: the caller's open calls of one type due in the period, due first (the first 1,000). */
  async transferSearch(q: {startDate?: string; endDate?: string; type?: string; callerId?: number}) {
    const {ids} = await this.transferSearchIds(q, WHOLE_LIST);
    return new JsonText(`[${(await this.rowsJson(ids)).join(',')}]`);
  }

  /** A page of the transfer search and its size, sorted by one of MANAGER_ORDER_SORT_KEYS (default: due first). */
  async transferSearchPage(q: {startDate?: string; endDate?: string; type?: string; callerId?: number}, paging: ListPaging) {
    const {total, ids} = await this.transferSearchIds(q, paging);
    return pageJson(total, await this.rowsJson(ids));
  }

  private async transferSearchIds(q: {startDate?: string; endDate?: string; type?: string; callerId?: number}, paging: ListPaging) {
    const {from, to} = this.range(q.startDate, q.endDate);
    if (q.type !== 'WELCOME_CALL' && q.type !== 'AFTER_CALL') throw new HttpErrors.UnprocessableEntity('type is required');
    if (!q.callerId) throw new HttpErrors.UnprocessableEntity('callerId is required');
    const sort = sortOf(paging.sort, MANAGER_ORDER_SORT_KEYS);
    return this.lists.transferSearch(q.type, from, to, q.callerId, sort, pageOf(paging));
  }

  /** Transfers orders to another caller (spec 01 §4 "Call transfer", domain's decideTransfer). */
  async transfer(orderIds: number[], newCallerId: number, isPermanent: boolean, memberId: number) {
    refuse(transferRequestError(orderIds, isPermanent));
    return this.eachLocked(orderIds, 'transfer', memberId, async (orders, options) => {
      const newCaller = await this.members.findOne({where: {id: newCallerId}}, options);
      return decideTransfer({orders, newCaller}, {newCallerId, isPermanent});
    });
  }

  /** Undoes a transfer (domain's decideCancelTransfer): back to the original caller, else the assignment ends. */
  async cancelTransfer(orderIds: number[], memberId: number) {
    return this.eachLocked(orderIds, 'cancel-transfer', memberId, async orders => decideCancelTransfer({orders}));
  }

  /**
   * All or nothing: every order locked (in id order, so batches cannot deadlock), decided and
   * changed in one transaction. The count is of the orders that changed: one already as asked is
   * neither written nor audited.
   */
  private async eachLocked(
    orderIds: number[],
    action: string,
    memberId: number,
    decide: (orders: (OrderState | undefined)[], options: Options) => Promise<Decided<BatchDecision>>,
  ) {
    const ids = decided(batchOrderIds(orderIds));
    return inTransaction(this.ds, async options => {
      const locked = await this.orders.lockByIds(ids, options);
      const {changes} = decided(await decide(locked, options));
      const now = this.clock.now();
      let count = 0;
      for (const {order, change} of changes) {
        if (changedFields(Order, order, change).length === 0) continue;
        await changeOrder(this.orders, order as Order, change, action, memberId, options, now);
        count++;
      }
      return {count};
    });
  }

  /** Orders now transferred to or from a caller, for cancelling, by id (the first 1,000). */
  async transferredOrders(callerId: number | undefined) {
    const {ids} = await this.transferredOrderIds(callerId, WHOLE_LIST);
    return new JsonText(`[${(await this.rowsJson(ids)).join(',')}]`);
  }

  /** A page of the orders now transferred to or from a caller and its size, sorted by one of MANAGER_ORDER_SORT_KEYS (default: by id). */
  async transferredOrdersPage(callerId: number | undefined, paging: ListPaging) {
    const {total, ids} = await this.transferredOrderIds(callerId, paging);
    return pageJson(total, await this.rowsJson(ids));
  }

  private async transferredOrderIds(callerId: number | undefined, paging: ListPaging) {
    if (!callerId) throw new HttpErrors.UnprocessableEntity('callerId is required');
    const sort = sortOf(paging.sort, MANAGER_ORDER_SORT_KEYS);
    return this.lists.transferredOrders(callerId, sort, pageOf(paging));
  }

  /**
   * Manager call lists: open welcome or after calls, not received, due in the range (default from the
   * start of today to the end of the week); the caller filter matches caller, assigned or original caller.
   */
  async callLists(q: {startDate?: string; endDate?: string; callerId?: number}) {
    return (await this.callListsPage(q, WHOLE_LIST)).items;
  }

  /** A page of the manager call lists and its size, sorted by one of MANAGER_CALL_SORT_KEYS (default: due first). */
  async callListsPage(q: {startDate?: string; endDate?: string; callerId?: number}, paging: ListPaging) {
    const fallback = todayToEndOfWeek(this.clock.now(), this.businessTz);
    const {from, to} = this.range(q.startDate ?? fallback.start, q.endDate ?? fallback.end);
    const sort = sortOf(paging.sort, MANAGER_CALL_SORT_KEYS);
    const {total, rows} = await this.lists.managerCallLists(from, to, q.callerId, sort, pageOf(paging));
    const orders = await this.byIds(rows.map(r => r.id));
    return {total, items: rows.filter(r => orders.has(r.id)).map(r => ({type: r.type, order: orders.get(r.id)!}))};
  }

  /**
   * The manager report for orders created in [start, end]: the member's orders (callerId), the
   * member's team's orders and the orders of the callers at the member's location, each with the
   * twelve figures (what each counts: MANAGER_REPORT_FIGURES in shared). Definitions:
   * totalCountUser/totalCountTeam: orders of the member / of the team (the same in both scopes);
   * totalInCount: valued; auInCount: valued with gold weight above 0; totalCancelCount: closed;
   * cancelPaidInvoice: closed with reason 'Invoice paid'; cancelSilverOnly: valued, no gold, some silver,
   * and closed or declined; cancelNoValue: valued with neither gold nor silver, and closed or declined;
   * returnAgAu: declined offers with gold or silver (the metal goes back); activeWarm: open, not received,
   * created within 45 days of now; activeCold: open, not received, older; goldAvg: mean gold weight of
   * valued orders with gold, in grams to 3 decimals.
   */
  async report(start: string, end: string, userId: number) {
    const {from, to} = this.range(start, end, ['start', 'end']);
    const member = await this.members.findOne({where: {id: userId}});
    if (!member) throw new HttpErrors.NotFound('Member not found');
    const coldBefore = coldCaseBefore(this.clock.now());
    const user = await this.orderStats.reportFigures({callerId: userId}, from, to, coldBefore);
    const none = Object.fromEntries(Object.keys(user).map(k => [k, 0])) as unknown as ReportRow;
    const team = member.team ? await this.orderStats.reportFigures({team: member.team}, from, to, coldBefore) : none;
    const location = member.location ? await this.orderStats.reportFigures({location: member.location}, from, to, coldBefore) : none;
    const totals = {totalCountUser: user.total, totalCountTeam: team.total, totalCountLocation: location.total};
    const scope = ({total: _total, ...rest}: ReportRow): ReportFigures => ({...totals, ...rest});
    return {
      start: from.toISOString(),
      end: to.toISOString(),
      userId,
      teamName: member.team ?? null,
      locationName: member.location ?? null,
      user: scope(user),
      team: scope(team),
      location: scope(location),
    };
  }
}
