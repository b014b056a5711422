import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';
import {AFTER_CALL_CLOSE_REASONS} from '../domain';
import {
  ACTIVE_ORDER,
  BURSAR_WAITING,
  OPEN_AFTER_CALL,
  OPEN_COLD_CASE,
  OPEN_WELCOME_CALL,
  PACKAGER_QUEUE,
  PAYABLE_REST,
  PAYER_QUEUE,
  RECEIVED_OPEN,
  SqlParams,
  TELLER_QUEUE,
  WAITING_REVALUATION,
  WAITING_VALUATION,
} from './order-conditions';
import type {AfterCallWindow, WelcomeCallWindow} from './call-list.repository';

/** Whose orders: a caller's, a team's, or those of the callers at a location. */
export type OrderScope = {callerId: number} | {team: string} | {location: string};

/** The manager report's figures of one scope, and the scope's order count. */
export interface ReportRow {
  total: number;
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

function scopeSql(p: SqlParams, scope: OrderScope): string {
  if ('callerId' in scope) return `callerid = ${p.add(scope.callerId)}`;
  if ('team' in scope) return `team = ${p.add(scope.team)}`;
  return `callerid IN (SELECT id FROM members WHERE location = ${p.add(scope.location)})`;
}

/** Counts over orders: the receiver's today, the buyer's progress, the manager report. */
@injectable({scope: BindingScope.SINGLETON})
export class OrderStatsRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** Orders received since `since`, per team (a null team counts in none). */
  async receivedSinceByTeam(since: Date): Promise<{team: string | null; n: number}[]> {
    const p = new SqlParams();
    return (await this.db.execute(
      `SELECT team, count(*)::int AS n FROM orders WHERE ${RECEIVED_OPEN()} AND receiveddate >= ${p.add(since)} GROUP BY team`,
      p.values,
    )) as {
      team: string | null;
      n: number;
    }[];
  }

  /**
   * A buyer's progress in [start, end): out (orders created), in (valuated with gold above 0, by
   * valuation date) and cancelled (closed, by close date).
   */
  async buyerFigures(scope: OrderScope, period: {start: Date; end: Date}): Promise<{out: number; in: number; cancelled: number}> {
    const p = new SqlParams();
    const [who, start, end] = [scopeSql(p, scope), p.add(period.start), p.add(period.end)];
    const [row] = (await this.db.execute(
      `SELECT
         (SELECT count(*) FROM orders WHERE ${who} AND createdat >= ${start} AND createdat < ${end})::int AS out,
         (SELECT count(*) FROM orders WHERE ${who} AND valuationdate >= ${start} AND valuationdate < ${end} AND goldweight > 0)::int AS "in",
         (SELECT count(*) FROM orders WHERE ${who} AND closed AND closedate >= ${start} AND closedate < ${end})::int AS cancelled`,
      p.values,
    )) as {out: number; in: number; cancelled: number}[];
    return row;
  }

  /**
   * The manager report's figures of the scope's orders created in [from, to] (definitions at
   * CcManagerService.report); active orders created before `coldBefore` are cold.
   */
  async reportFigures(scope: OrderScope, from: Date, to: Date, coldBefore: Date): Promise<ReportRow> {
    const p = new SqlParams();
    const [who, start, end, cold] = [scopeSql(p, scope), p.add(from), p.add(to), p.add(coldBefore)];
    const invoicePaid = p.add(AFTER_CALL_CLOSE_REASONS.invoicePaid);
    const [row] = (await this.db.execute(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE isvalued)::int AS "totalInCount",
         count(*) FILTER (WHERE closed)::int AS "totalCancelCount",
         count(*) FILTER (WHERE isvalued AND goldweight > 0)::int AS "auInCount",
         count(*) FILTER (WHERE offereddeclined AND (COALESCE(goldweight, 0) > 0 OR COALESCE(silverweight, 0) > 0))::int AS "returnAgAu",
         count(*) FILTER (WHERE isvalued AND COALESCE(goldweight, 0) = 0 AND COALESCE(silverweight, 0) > 0 AND (closed OR offereddeclined))::int AS "cancelSilverOnly",
         count(*) FILTER (WHERE isvalued AND COALESCE(goldweight, 0) = 0 AND COALESCE(silverweight, 0) = 0 AND (closed OR offereddeclined))::int AS "cancelNoValue",
         count(*) FILTER (WHERE closed AND closereason = ${invoicePaid})::int AS "cancelPaidInvoice",
         count(*) FILTER (WHERE ${ACTIVE_ORDER()} AND createdat >= ${cold})::int AS "activeWarm",
         count(*) FILTER (WHERE ${OPEN_COLD_CASE(cold)})::int AS "activeCold",
         COALESCE(round(avg(goldweight) FILTER (WHERE isvalued AND goldweight > 0), 3), 0)::float AS "goldAvg"
       FROM orders WHERE ${who} AND createdat BETWEEN ${start} AND ${end}`,
      p.values,
    )) as ReportRow[];
    return row;
  }

  /**
   * The home screen's queue counts, each by index: cold cases per language
   * (orders_coldcase_idx), orders closed today (orders_closedate_idx), orders created today
   * (orders_createdat_idx), and welcome and after calls due today of every caller
   * (the welcome calls through orders_createdat_idx within the list's 45 days, the after calls
   * through orders_aftercall_idx).
   */
  async coldCasesByLanguage(createdBefore: Date): Promise<{language: string; n: number}[]> {
    const p = new SqlParams();
    return (await this.db.execute(
      `SELECT language, count(*)::int AS n FROM orders WHERE ${OPEN_COLD_CASE(p.add(createdBefore))} GROUP BY language`,
      p.values,
    )) as {language: string; n: number}[];
  }

  async closedSince(since: Date): Promise<number> {
    const [row] = (await this.db.execute('SELECT count(*)::int AS n FROM orders WHERE closed AND closedate >= $1', [since])) as {n: number}[];
    return row.n;
  }

  async createdSince(since: Date): Promise<number> {
    const [row] = (await this.db.execute('SELECT count(*)::int AS n FROM orders WHERE createdat >= $1', [since])) as {n: number}[];
    return row.n;
  }

  /** The welcome and after calls of every caller that are on the callers' lists now (the lists' windows). */
  async callsDue(welcome: WelcomeCallWindow, after: AfterCallWindow): Promise<{welcomeCalls: number; afterCalls: number}> {
    const p = new SqlParams();
    const [row] = (await this.db.execute(
      `SELECT
         (SELECT count(*) FROM orders WHERE ${OPEN_WELCOME_CALL()} AND welcomecall <= ${p.add(welcome.dueBy)} AND createdat > ${p.add(welcome.createdAfter)})::int AS "welcomeCalls",
         (SELECT count(*) FROM orders WHERE ${OPEN_AFTER_CALL()} AND duedate < ${p.add(after.dueBefore)} AND createdat > ${p.add(after.createdAfter)})::int AS "afterCalls"`,
      p.values,
    )) as {welcomeCalls: number; afterCalls: number}[];
    return row;
  }

  /**
   * The work queues of the later desks for the home screen, each on the partial index of its
   * condition: waiting to pack (orders_packager_queue_idx; the member's team when set), valuation
   * and re-valuation (orders_waiting_valuation_idx, 015), the teller's (016), payments and donations
   * (orders_payer_idx, orders_payer_donation_idx) and the bursar's (018). Only the asked ones run.
   */
  async queueCounts(queues: readonly HomeQueue[], team: string | null): Promise<Partial<Record<HomeQueue, number>>> {
    if (!queues.length) return {};
    const p = new SqlParams();
    const conditions: Record<HomeQueue, () => string> = {
      toPack: () => `${PACKAGER_QUEUE()}${team ? ` AND team = ${p.add(team)}` : ''}`,
      toValue: () => WAITING_VALUATION(),
      toRevalue: () => WAITING_REVALUATION(),
      toTeller: () => TELLER_QUEUE(),
      toPay: () => `${PAYER_QUEUE()} AND ${PAYABLE_REST()} AND NOT isdonation`,
      donationsToPay: () => `${PAYER_QUEUE()} AND ${PAYABLE_REST()} AND isdonation`,
      toComplete: () => BURSAR_WAITING(),
    };
    const [row] = (await this.db.execute(
      `SELECT ${queues.map(queue => `(SELECT count(*) FROM orders WHERE ${conditions[queue]()})::int AS "${queue}"`).join(', ')}`,
      p.values,
    )) as Record<HomeQueue, number>[];
    return row;
  }
}

export const HOME_QUEUES = ['toPack', 'toValue', 'toRevalue', 'toTeller', 'toPay', 'donationsToPay', 'toComplete'] as const;
export type HomeQueue = (typeof HOME_QUEUES)[number];
