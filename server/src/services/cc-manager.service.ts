import {BUSINESS_TZ, DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {coldCaseBefore, managerPeriodError, todayToEndOfWeek} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {batchOrderIds, decideCancelTransfer, decideTransfer, transferRequestError, type BatchDecision, type Decided, type OrderState} from '../domain';
import {Order} from '../models';
import {CallListRepository, MemberRepository, OrderRepository, OrderStatsRepository, ReportRow} from '../repositories';
import type {Clock} from './clock';
import {CLOCK} from '../keys';
import {changedFields} from './changes';
import {decided, refuse} from './http-error';
import {changeOrder} from './order-change';
import {inTransaction} from './transaction';

export type TransferType = 'WELCOME_CALL' | 'AFTER_CALL';
const LIST_LIMIT = 1000;

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
      const date = typeof value === 'string' || value instanceof Date ? new Date(value) : undefined;
      if (!date || Number.isNaN(date.getTime())) throw new HttpErrors.UnprocessableEntity(`${name} is required`);
      return date;
    };
    const from = parse(start, names[0]);
    const to = parse(end, names[1]);
    const error = managerPeriodError(from, to, this.clock.now());
    if (error) throw new HttpErrors.UnprocessableEntity(error);
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
    return this.byIds(await this.lists.transferSearch(q.type, from, to, q.callerId, LIST_LIMIT));
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

  /** Orders now transferred to or from a caller, for cancelling. */
  async transferredOrders(callerId: number | undefined) {
    if (!callerId) throw new HttpErrors.UnprocessableEntity('callerId is required');
    return this.byIds(await this.lists.transferredOrders(callerId, LIST_LIMIT));
  }

  /**
   * Manager call lists: open welcome or after calls, not received, due in the range (default from the
   * start of today to the end of the week); the caller filter matches caller, assigned or original caller.
   */
  async callLists(q: {startDate?: string; endDate?: string; callerId?: number}) {
    const fallback = todayToEndOfWeek(this.clock.now(), this.businessTz);
    const {from, to} = this.range(q.startDate ?? fallback.start, q.endDate ?? fallback.end);
    const rows = await this.lists.managerCallLists(from, to, q.callerId, LIST_LIMIT);
    const orders = await this.byIds(rows.map(r => r.id));
    const types = new Map(rows.map(r => [r.id, r.type]));
    return orders.map(order => ({type: types.get(order.id!)!, order}));
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
