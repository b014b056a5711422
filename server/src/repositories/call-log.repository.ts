import {QueryRepository} from './query/query.repository';
import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {BelongsToAccessor, repository} from '@loopback/repository';
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
}
