import {QueryRepository} from './query/query.repository';
import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {BelongsToAccessor, repository} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Client, Complaint, Order} from '../models';
import {ClientRepository} from './client.repository';
import {OrderRepository} from './order.repository';
import {DB_DATASOURCE} from '../keys';

@injectable({scope: BindingScope.SINGLETON})
export class ComplaintRepository extends QueryRepository<Complaint, number> {
  public readonly order: BelongsToAccessor<Order, number>;
  public readonly client: BelongsToAccessor<Client, number>;

  constructor(
    @inject(DB_DATASOURCE) ds: DbDataSource,
    @repository.getter(OrderRepository) getOrderRepository: Getter<OrderRepository>,
    @repository.getter(ClientRepository) getClientRepository: Getter<ClientRepository>,
  ) {
    super(Complaint, ds);
    this.order = this.createBelongsToAccessorFor('order', getOrderRepository);
    this.registerInclusionResolver('order', this.order.inclusionResolver);
    this.client = this.createBelongsToAccessorFor('client', getClientRepository);
    this.registerInclusionResolver('client', this.client.inclusionResolver);
  }
}
