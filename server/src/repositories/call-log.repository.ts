import {QueryRepository} from './query/query.repository';
import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {BelongsToAccessor, Options, repository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {CallLog, Member, Order} from '../models';
import {MemberRepository} from './member.repository';
import {OrderRepository} from './order.repository';
import {DB_DATASOURCE} from '../keys';

@injectable({scope: BindingScope.SINGLETON})
export class CallLogRepository extends QueryRepository<CallLog, number> {
  public readonly member: BelongsToAccessor<Member, number>;
  public readonly order: BelongsToAccessor<Order, number>;

  constructor(
    @inject(DB_DATASOURCE) ds: DbDataSource,
    @repository.getter(MemberRepository) getMemberRepository: Getter<MemberRepository>,
    @repository.getter(OrderRepository) getOrderRepository: Getter<OrderRepository>,
  ) {
    super(CallLog, ds);
    this.member = this.createBelongsToAccessorFor('member', getMemberRepository);
    this.registerInclusionResolver('member', this.member.inclusionResolver);
    this.order = this.createBelongsToAccessorFor('order', getOrderRepository);
    this.registerInclusionResolver('order', this.order.inclusionResolver);
  }

  /** The calls logged on an order since a moment (call_logs_orderid_idx: orderid, createdat), in the caller's transaction. */
  async countSince(orderId: number, since: Date, options: Options): Promise<number> {
    const [row] = (await this.execute('SELECT count(*)::int AS n FROM call_logs WHERE orderid = $1 AND createdat >= $2', [orderId, since], options)) as {
      n: number;
    }[];
    return row.n;
  }

  /** An order's calls, newest first, with the caller's name (call_logs_orderid_idx: orderid, createdat). */
  async historyOf(orderId: number, limit: number): Promise<CallHistoryRow[]> {
    return (await this.execute(
      `SELECT l.id, l.type, l.event, l.message, l.memberid AS "memberId", m.name AS "memberName", l.createdat AS "createdAt"
         FROM call_logs l LEFT JOIN members m ON m.id = l.memberid
        WHERE l.orderid = $1 ORDER BY l.createdat DESC, l.id DESC LIMIT ${limit}`,
      [orderId],
    )) as CallHistoryRow[];
  }
}

/** A call of an order's contact history. */
export interface CallHistoryRow {
  id: number;
  type: string;
  event: string;
  message: string | null;
  memberId: number | null;
  memberName: string | null;
  createdAt: Date;
}
