import {DB_DATASOURCE, ORDER_REPOSITORY} from '../keys';
import {QueryRepository} from './query/query.repository';
import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {HasManyRepositoryFactory} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';
import {Client, Order} from '../models';
import type {OrderRepository} from './order.repository';

@injectable({scope: BindingScope.SINGLETON})
export class ClientRepository extends QueryRepository<Client, number> {
  public readonly orders: HasManyRepositoryFactory<Order, number>;

  constructor(@inject(DB_DATASOURCE) ds: DbDataSource, @inject.getter(ORDER_REPOSITORY) getOrderRepository: Getter<OrderRepository>) {
    super(Client, ds);
    this.orders = this.createHasManyRepositoryFactoryFor('orders', getOrderRepository);
    this.registerInclusionResolver('orders', this.orders.inclusionResolver);
  }
}
