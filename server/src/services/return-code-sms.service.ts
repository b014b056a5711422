import {BindingScope, inject, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {LIMITS, MESSAGES, smsText} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {DbDataSource} from '../datasources/db.datasource';
import {SmsLog} from '../models';
import {ClientRepository, OrderRepository, SmsLogRepository} from '../repositories';
import {Clock} from './clock';
import {assertMayCall} from './order-access';
import {SmsService} from './sms.service';
import {inTransaction} from './transaction';
import {CLOCK, DB_DATASOURCE, SMS_SERVICE} from '../keys';

const KIND = 'returnCode';
const HOUR_MS = 3_600_000;
/** First key of the per-member advisory lock (two-int form: its own key space). */
const MEMBER_LOCK = 1_207_006;

/**
 * The return-code SMS of after calls and cold calls (spec 01 §5): for an order the member may call,
 * Finnish, with the client's phone and a return code, within the per-order and per-member limits,
 * in the language of the order (else the client's).
 *
 * The limits count the SmsLog. Checking and queueing run in one transaction that holds the order row
 * and the member's advisory lock, so two parallel sends at a limit cannot both pass; the provider is
 * asked after the commit, outside the locks.
 */
@injectable({scope: BindingScope.SINGLETON})
export class ReturnCodeSmsService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(ClientRepository) private clients: ClientRepository,
    @repository(SmsLogRepository) private logs: SmsLogRepository,
    @inject(SMS_SERVICE) private sms: SmsService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  async send(orderId: number, user: MemberProfile): Promise<SmsLog> {
    const now = this.clock.now();
    const queued = await inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      if (!order) throw new HttpErrors.NotFound(MESSAGES.cannotFindOrder);
      assertMayCall(order, user, now);
      if (order.country !== 'finland') throw new HttpErrors.UnprocessableEntity(MESSAGES.onlyFinnishSms);
      const client = order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
      if (!client?.phone) throw new HttpErrors.UnprocessableEntity(MESSAGES.missingPhone);
      if (!order.barCode) throw new HttpErrors.UnprocessableEntity(MESSAGES.noReturnCode);

      await this.logs.execute('SELECT pg_advisory_xact_lock($1, $2)', [MEMBER_LOCK, user.id], options);
      // Failed messages never reached the client, so they do not count.
      const [counts] = (await this.logs.execute(
        `SELECT
           (SELECT count(*) FROM sms_logs WHERE kind = $1 AND status <> 'failed' AND orderid = $2 AND createdat > $3)::int AS "perOrder",
           (SELECT count(*) FROM sms_logs WHERE kind = $1 AND status <> 'failed' AND memberid = $4 AND createdat > $5)::int AS "perMember"`,
        [KIND, order.id, new Date(now.getTime() - 24 * HOUR_MS), user.id, new Date(now.getTime() - HOUR_MS)],
        options,
      )) as {perOrder: number; perMember: number}[];
      if (counts.perOrder >= LIMITS.returnCodeSmsPerOrderPer24h) throw new HttpErrors.TooManyRequests(MESSAGES.returnCodeSmsOrderLimit);
      if (counts.perMember >= LIMITS.returnCodeSmsPerMemberPerHour) throw new HttpErrors.TooManyRequests(MESSAGES.returnCodeSmsMemberLimit);

      const message = smsText(KIND, order.language || client.language, {returnCode: order.barCode});
      return this.sms.queue({to: client.phone, message, kind: KIND, orderId: order.id, memberId: user.id}, options);
    });
    return this.sms.deliver(queued, user.id);
  }
}
