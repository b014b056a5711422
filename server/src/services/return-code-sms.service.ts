import {DB_DATASOURCE, SHIPMENT_SERVICE, SMS_SERVICE} from '../keys';
import type {ShipmentService} from './shipment.service';
import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {MESSAGES} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {decideReturnCodeSms, RETURN_CODE_SMS, type Actor} from '../domain';
import {SmsLog} from '../models';
import {ClientRepository, OrderRepository} from '../repositories';
import type {Clock} from './clock';
import {CLOCK} from '../keys';
import {decided, httpError} from './http-error';
import {SmsService} from './sms.service';
import {inTransaction} from './transaction';

/**
 * The return-code SMS of after calls and cold calls (spec 01 §5 "After call and cold call"; domain's decideReturnCodeSms).
 *
 * The limits count the SmsLog. Loading, deciding and queueing run in one transaction that holds the
 * order row and the member's advisory lock, so two parallel sends at a limit cannot both pass; the
 * provider is asked after the commit, outside the locks.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ReturnCodeSmsService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @inject(SMS_SERVICE) private sms: SmsService,
    @inject(CLOCK) private clock: Clock,
    @inject(SHIPMENT_SERVICE) private shipments: ShipmentService,
  ) {}

  async send(orderId: number, actor: Actor): Promise<SmsLog> {
    await this.shipments.ensureReturnCode(orderId);
    const now = this.clock.now();
    const queued = await inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
      const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
      const sent = await this.sms.sentWithinLimits(RETURN_CODE_SMS, order.id!, actor.id, now, options);
      const {message} = decided(decideReturnCodeSms({order, client, actor, sent}, now));
      return this.sms.queue(message, options);
    });
    return this.sms.deliver(queued, actor.id);
  }
}
