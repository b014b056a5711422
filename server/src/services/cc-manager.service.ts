import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {CALL_RULES, MESSAGES, todayToEndOfWeek} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {Order} from '../models';
import {MemberRepository, OrderRepository} from '../repositories';
import {Clock} from './clock';
import {changedFields} from './changes';
import {httpError} from './http-error';
import {changeOrder} from './order-change';
import {inTransaction} from './transaction';
import {BUSINESS_TZ, CLOCK, DB_DATASOURCE} from '../keys';

export type TransferType = 'WELCOME_CALL' | 'AFTER_CALL';
const MAX_YEARS_BACK = 2;
const LIST_LIMIT = 1000;

/** The twelve figures of the manager report, for one scope (the member's or the team's orders). */
export interface ReportFigures {
  totalCountUser: number;
  totalCountTeam: number;
  totalInCount: number;
  totalCancelCount: number;
  auInCount: number;
  returnAgAu: number;
  cancelSilverOnly: number;
  cancelNoValue: number;
  cancelPaidInvoice: number;
  activeWarm: number;
  activeCold: number;
  goldAvg: number;
}

@injectable({scope: BindingScope.SINGLETON})
export class CcManagerService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(MemberRepository) private members: MemberRepository,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
  ) {}

  /** Manager dates cannot be earlier than 2 years ago (spec 01 §5 "Date picker"); end after start. */
  private range(start: unknown, end: unknown, names = ['startDate', 'endDate']) {
    const parse = (value: unknown, name: string) => {
      const date = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
      if (!date || Number.isNaN(date.getTime())) throw new HttpErrors.UnprocessableEntity(`${name} is required`);
      return date;
    };
    const from = parse(start, names[0]);
    const to = parse(end, names[1]);
    const floor = new Date(this.clock.now());
    floor.setFullYear(floor.getFullYear() - MAX_YEARS_BACK);
    if (from < floor) throw new HttpErrors.UnprocessableEntity('Dates cannot be earlier than 2 years ago');
    if (to < from) throw new HttpErrors.UnprocessableEntity('endDate must be after startDate');
    return {from, to};
  }

  private async byIds(ids: number[]): Promise<Order[]> {
    const include = [{relation: 'client'}, {relation: 'caller'}, {relation: 'assignedCaller'}];
    return (await this.orders.findRowsByIds(ids, include)) as Order[];
  }

  /** Transfer search: the caller's open calls of one type due in the period. */
  async transferSearch(q: {startDate?: string; endDate?: string; type?: string; callerId?: number}) {
    const {from, to} = this.range(q.startDate, q.endDate);
    if (q.type !== 'WELCOME_CALL' && q.type !== 'AFTER_CALL') throw new HttpErrors.UnprocessableEntity('type is required');
    if (!q.callerId) throw new HttpErrors.UnprocessableEntity('callerId is required');
    const [dateCol, doneCol] = q.type === 'WELCOME_CALL' ? ['welcomecall', 'welcomecalldone'] : ['duedate', 'aftercalldone'];
    const rows = (await this.ds.execute(
      `SELECT id FROM orders WHERE NOT isreceived AND NOT closed AND NOT ${doneCol} AND ${dateCol} BETWEEN $1 AND $2
          AND (callerid = $3 OR assignedcallerid = $3)
        ORDER BY ${dateCol}, id LIMIT ${LIST_LIMIT}`,
      [from, to, q.callerId],
    )) as {id: number}[];
    return this.byIds(rows.map(r => r.id));
  }

  /**
   * Transfers orders to another caller (spec 01 §4 "Call transfer"): temporarily as assigned caller,
   * or permanently as caller, keeping the first caller as originalCallerId.
   */
  async transfer(orderIds: number[], newCallerId: number, isPermanent: boolean, memberId: number) {
    if (!Array.isArray(orderIds) || orderIds.length === 0) throw new HttpErrors.UnprocessableEntity(MESSAGES.requireOneOrder);
    if (typeof isPermanent !== 'boolean') throw new HttpErrors.UnprocessableEntity('isPermanent is required');
    const caller = await this.members.findOne({where: {id: newCallerId, isActive: true}});
    if (!caller?.buyer) throw new HttpErrors.UnprocessableEntity('newCallerId must be an active buyer');
    return this.eachLocked(orderIds, 'transfer', memberId, order => {
      if (order.closed) throw httpError(409, MESSAGES.alreadyClosed, undefined, {orderId: order.id});
      // An order that already is the new caller's is left as it is (and not counted).
      if (isPermanent) {
        if (order.callerId === newCallerId) return {};
        return {callerId: newCallerId, originalCallerId: order.originalCallerId ?? order.callerId ?? null, isPermanentlyTransferred: true};
      }
      if (order.callerId === newCallerId && !order.assignedCallerId) return {};
      return {assignedCallerId: newCallerId, isTemporarilyTransferred: true};
    });
  }

  /** Undoes a transfer: back to the original caller if there is one, else the assignment ends. */
  async cancelTransfer(orderIds: number[], memberId: number) {
    if (!Array.isArray(orderIds) || orderIds.length === 0) throw new HttpErrors.UnprocessableEntity(MESSAGES.requireOneOrder);
    return this.eachLocked(orderIds, 'cancel-transfer', memberId, order =>
      order.originalCallerId
        ? {callerId: order.originalCallerId, originalCallerId: null, isPermanentlyTransferred: false}
        : {assignedCallerId: null, isTemporarilyTransferred: false},
    );
  }

  /**
   * All or nothing: every order locked (in id order, so batches cannot deadlock) and changed in one
   * transaction. The count is of the orders that changed: one already as asked is neither written
   * nor audited.
   */
  private async eachLocked(orderIds: number[], action: string, memberId: number, change: (order: Order) => Partial<Order>) {
    const ids = [...new Set(orderIds)].sort((a, b) => a - b);
    return inTransaction(this.ds, async options => {
      const locked = await this.orders.lockByIds(ids, options);
      if (locked.length !== ids.length) throw httpError(404, MESSAGES.cannotFindOrder);
      const now = this.clock.now();
      let count = 0;
      for (const id of ids) {
        const before = await this.orders.findById(id, {}, options);
        const patch = change(before);
        if (changedFields(Order, before, patch).length === 0) continue;
        await changeOrder(this.orders, before, patch, action, memberId, options, now);
        count++;
      }
      return {count};
    });
  }

  /** Orders now transferred to or from a caller, for cancelling. */
  async transferredOrders(callerId: number | undefined) {
    if (!callerId) throw new HttpErrors.UnprocessableEntity('callerId is required');
    const rows = (await this.ds.execute(
      `SELECT id FROM orders WHERE NOT closed AND (
          (istemporarilytransferred AND assignedcallerid = $1) OR
          (ispermanentlytransferred AND (callerid = $1 OR originalcallerid = $1)))
        ORDER BY id LIMIT ${LIST_LIMIT}`,
      [callerId],
    )) as {id: number}[];
    return this.byIds(rows.map(r => r.id));
  }

  /**
   * Manager call lists: open welcome or after calls, not received, due in the range (default from the
   * start of today to the end of the week); the caller filter matches caller, assigned or original caller.
   */
  async callLists(q: {startDate?: string; endDate?: string; callerId?: number}) {
    const fallback = todayToEndOfWeek(this.clock.now(), this.businessTz);
    const {from, to} = this.range(q.startDate ?? fallback.start, q.endDate ?? fallback.end);
    const params: unknown[] = [from, to];
    const callerSql = q.callerId ? `AND (callerid = $3 OR assignedcallerid = $3 OR originalcallerid = $3)` : '';
    if (q.callerId) params.push(q.callerId);
    const rows = (await this.ds.execute(
      `SELECT id, CASE WHEN NOT welcomecalldone AND welcomecall BETWEEN $1 AND $2 THEN 'WELCOME_CALL' ELSE 'AFTER_CALL' END AS type
         FROM orders
        WHERE NOT isreceived AND NOT closed ${callerSql}
          AND ((NOT welcomecalldone AND welcomecall BETWEEN $1 AND $2) OR (NOT aftercalldone AND duedate BETWEEN $1 AND $2))
        ORDER BY COALESCE(CASE WHEN NOT welcomecalldone THEN welcomecall END, duedate), id LIMIT ${LIST_LIMIT}`,
      params,
    )) as {id: number; type: string}[];
    const orders = await this.byIds(rows.map(r => r.id));
    const types = new Map(rows.map(r => [r.id, r.type]));
    return orders.map(order => ({type: types.get(order.id!)!, order}));
  }

  /**
   * The manager report for orders created in [start, end]: the member's orders (callerId) and the
   * member's team's orders, each with the twelve figures. Definitions (the spec names them only):
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
    const coldBefore = new Date(this.clock.now().getTime() - CALL_RULES.coldCaseDays * 86_400_000);
    const figures = async (scopeSql: string, scopeParam: unknown): Promise<Omit<ReportFigures, 'totalCountUser' | 'totalCountTeam'> & {total: number}> => {
      const [row] = (await this.ds.execute(
        `SELECT count(*)::int AS total,
           count(*) FILTER (WHERE isvalued)::int AS "totalInCount",
           count(*) FILTER (WHERE closed)::int AS "totalCancelCount",
           count(*) FILTER (WHERE isvalued AND goldweight > 0)::int AS "auInCount",
           count(*) FILTER (WHERE offereddeclined AND (COALESCE(goldweight, 0) > 0 OR COALESCE(silverweight, 0) > 0))::int AS "returnAgAu",
           count(*) FILTER (WHERE isvalued AND COALESCE(goldweight, 0) = 0 AND COALESCE(silverweight, 0) > 0 AND (closed OR offereddeclined))::int AS "cancelSilverOnly",
           count(*) FILTER (WHERE isvalued AND COALESCE(goldweight, 0) = 0 AND COALESCE(silverweight, 0) = 0 AND (closed OR offereddeclined))::int AS "cancelNoValue",
           count(*) FILTER (WHERE closed AND closereason = 'Invoice paid')::int AS "cancelPaidInvoice",
           count(*) FILTER (WHERE NOT closed AND NOT isreceived AND createdat >= $4)::int AS "activeWarm",
           count(*) FILTER (WHERE NOT closed AND NOT isreceived AND createdat < $4)::int AS "activeCold",
           COALESCE(round(avg(goldweight) FILTER (WHERE isvalued AND goldweight > 0), 3), 0)::float AS "goldAvg"
         FROM orders WHERE ${scopeSql} AND createdat BETWEEN $2 AND $3`,
        [scopeParam, from, to, coldBefore],
      )) as (Omit<ReportFigures, 'totalCountUser' | 'totalCountTeam'> & {total: number})[];
      return row;
    };
    const user = await figures('callerid = $1', userId);
    const team = member.team ? await figures('team = $1', member.team) : {...user, ...Object.fromEntries(Object.keys(user).map(k => [k, 0]))};
    const totals = {totalCountUser: user.total, totalCountTeam: (team as {total: number}).total};
    const scope = ({total: _total, ...rest}: typeof user) => ({...totals, ...rest});
    return {start: from.toISOString(), end: to.toISOString(), userId, teamName: member.team ?? null, user: scope(user), team: scope(team as typeof user)};
  }
}
