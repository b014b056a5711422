import {BindingScope, inject, injectable} from '@loopback/core';
import {get, param} from '@loopback/rest';
import {OrderHistoryService} from '../services/order-history.service';
import {ORDER_HISTORY_SERVICE} from '../keys';
import {json} from '../specs/helpers';
import {orderHistorySchema} from '../specs/order-history.specs';

/** The history tab of an order: its audit trail, for every role that may read orders. */
@injectable({scope: BindingScope.SINGLETON})
export class OrderHistoryController {
  constructor(@inject(ORDER_HISTORY_SERVICE) private orders: OrderHistoryService) {}

  @get('/Orders/{id}/history', {
    operationId: 'getOrderHistory',
    responses: {'200': {description: "A page of the order's history, newest first", ...json(orderHistorySchema)}},
  })
  async history(
    @param.path.integer('id') id: number,
    @param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 100}}) limit?: number,
    @param.query.integer('skip', {schema: {type: 'integer', minimum: 0, maximum: 1_000_000}}) skip?: number,
  ) {
    return this.orders.history(id, limit, skip);
  }
}
