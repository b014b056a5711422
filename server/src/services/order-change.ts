import {Options} from '@loopback/repository';
import {Order} from '../models';
import {OrderRepository} from '../repositories';
import {AuditService} from './audit.service';

/**
 * Writes a change to an order locked in this transaction and records it in the audit trail with
 * the fields before and after; answers the stored order.
 */
export async function changeOrder(
  orders: OrderRepository,
  audit: AuditService,
  before: Order,
  change: Partial<Order>,
  action: string,
  memberId: number,
  options: Options,
  now = new Date(),
): Promise<Order> {
  const after = await orders.updateReturning(before.id!, {...change, updatedAt: now}, options);
  await audit.record({memberId, action, model: 'Order', modelId: before.id, before: before.toJSON(), after: after.toJSON()}, options);
  return after;
}
