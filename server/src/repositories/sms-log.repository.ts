import {DB_DATASOURCE} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {SmsLog} from '../models';

/** First key of the per-member advisory lock of SMS limits (two-int form: its own key space). */
const MEMBER_SENDS_LOCK = 1_207_006;

@injectable({scope: BindingScope.SINGLETON})
export class SmsLogRepository extends QueryRepository<SmsLog, number> {
  constructor(@inject(DB_DATASOURCE) ds: DbDataSource) {
    super(SmsLog, ds);
  }

  /**
   * Holds the member's SMS lock until the transaction in `options` ends, so two sends of one member
   * cannot both count the log before either is in it.
   */
  async lockMemberSends(memberId: number, options: Options): Promise<void> {
    await this.execute('SELECT pg_advisory_xact_lock($1, $2)', [MEMBER_SENDS_LOCK, memberId], options);
  }

  /**
   * Messages of a kind that did not fail (failed ones never reached the client): of the order since
   * `orderSince`, of the member since `memberSince`.
   */
  async countSent(
    kind: string,
    order: {id: number; since: Date},
    member: {id: number; since: Date},
    options: Options,
  ): Promise<{perOrder: number; perMember: number}> {
    const [counts] = (await this.execute(
      `SELECT
         (SELECT count(*) FROM sms_logs WHERE kind = $1 AND status <> 'failed' AND orderid = $2 AND createdat > $3)::int AS "perOrder",
         (SELECT count(*) FROM sms_logs WHERE kind = $1 AND status <> 'failed' AND memberid = $4 AND createdat > $5)::int AS "perMember"`,
      [kind, order.id, order.since, member.id, member.since],
      options,
    )) as {perOrder: number; perMember: number}[];
    return counts;
  }

  /** An order's SMS, newest first, with the sender's name (sms_logs_orderid_idx: orderid, createdat). */
  async historyOf(orderId: number, limit: number): Promise<SmsHistoryRow[]> {
    return (await this.execute(
      `SELECT s.id, s.kind, s.status, s."to", s.memberid AS "memberId", m.name AS "memberName", s.createdat AS "createdAt"
         FROM sms_logs s LEFT JOIN members m ON m.id = s.memberid
        WHERE s.orderid = $1 ORDER BY s.createdat DESC, s.id DESC LIMIT ${limit}`,
      [orderId],
    )) as SmsHistoryRow[];
  }
}

/** An SMS of an order's contact history. */
export interface SmsHistoryRow {
  id: number;
  kind: string | null;
  status: string;
  to: string;
  memberId: number | null;
  memberName: string | null;
  createdAt: Date;
}
