import type {DataObject, Options} from '@loopback/repository';
import {registrationWanted} from '../domain';
import type {Order} from '../models';
import type {OrderRepository} from '../repositories';
import type {AuditService} from './audit.service';
import type {ShipmentService} from './shipment.service';

export interface OrderCreateDeps {
  orders: OrderRepository;
  audit: AuditService;
  shipments: ShipmentService;
}

/**
 * Every new order, whoever creates it (the buyer, a web order, the admin, a call's replacement
 * bag): stored, audited, and its carrier registration queued, all in the caller's transaction, so
 * the job exists exactly when the order does.
 */
export async function createOrder(deps: OrderCreateDeps, fields: DataObject<Order>, memberId: number, options: Options): Promise<Order> {
  const created = await deps.orders.create(fields, options);
  const stored = await deps.orders.findById(created.id!, {}, options);
  await deps.audit.record({memberId, action: 'create', model: 'Order', modelId: stored.id, after: stored.toJSON()}, options);
  if (registrationWanted(stored)) await deps.shipments.requestRegistration(stored.id!, options);
  return stored;
}
