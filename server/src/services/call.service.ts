import {AUDIT_SERVICE, DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {MESSAGES} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {decideCall, parseCallInput, type Actor, type CallInput, type ReplacementOrder} from '../domain';
import {Order} from '../models';
import {CallLogRepository, ClientRepository, OrderRepository} from '../repositories';
import {AuditService} from './audit.service';
import type {Clock} from './clock';
import {CLOCK} from '../keys';
import {decided, httpError} from './http-error';
import {changeOrder} from './order-change';
import {inTransaction} from './transaction';

export type {CallInput} from '../domain';

/**
 * Welcome, after and cold call events (spec 01 §4, domain's decideCall). One transaction: lock the
 * order, decide (who may call it, the event's change), write the change with its audit, the
 * CallLog entry and, for a new security bag, the replacement order.
 */
@injectable({scope: BindingScope.SINGLETON})
export class CallService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(CallLogRepository) private callLogs: CallLogRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  async record(orderId: number, input: CallInput, actor: Actor): Promise<{order: Order; newOrder?: Order}> {
    const request = decided(parseCallInput(input));
    const now = this.clock.now();
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
      // A new security bag's order follows the client as it is now (issue 14 item 3).
      const client = request.event === 'wantsANewSecurityBag' && order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
      const {action, change, callLog, replacement} = decided(decideCall({order, actor, client}, request, now));
      const newOrder = replacement ? await this.createOrder(replacement, actor.id, options) : undefined;
      const after = await changeOrder(this.orders, order, change, action, actor.id, options, now);
      await this.callLogs.create(callLog, options);
      return newOrder ? {order: after, newOrder} : {order: after};
    });
  }

  /** Creates an order (the replacement of a new security bag) and its audit entry. */
  private async createOrder(fields: ReplacementOrder, memberId: number, options: Options) {
    const created = await this.orders.create(fields, options);
    const stored = await this.orders.findById(created.id!, {}, options);
    await this.audit.record({memberId, action: 'create', model: 'Order', modelId: stored.id, after: stored.toJSON()}, options);
    return stored;
  }
}
