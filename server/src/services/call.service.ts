import {AUDIT_SERVICE, BUSINESS_TZ, DB_DATASOURCE, SHIPMENT_SERVICE} from '../keys';
import type {ShipmentService} from './shipment.service';
import {createOrder} from './order-create';
import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {CALL_TRY_FIELDS, CALL_TYPES, MESSAGES, startOfBusinessDay, type CallType} from '@karat/shared';
import {DbDataSource} from '../datasources/db.datasource';
import {callRoleError, contactHistoryError, decideCall, maySeeSmsRecipient, parseCallInput, type Actor, type CallInput, type ReplacementOrder} from '../domain';
import {Order} from '../models';
import {CallHistoryRow, CallLogRepository, ClientRepository, OrderRepository, SmsHistoryRow, SmsLogRepository} from '../repositories';
import {AuditService} from './audit.service';
import type {Clock} from './clock';
import {CLOCK} from '../keys';
import {decided, httpError, refuse} from './http-error';
import {changeOrder} from './order-change';
import {inTransaction} from './transaction';

export type {CallInput} from '../domain';

/** At most this many calls and as many SMS in a contact history (the newest). */
export const CONTACT_HISTORY_LIMIT = 100;

/** An order's earlier calls and SMS, newest first, and its attempts and last try per call type. */
export interface ContactHistory {
  orderId: number;
  tries: Record<CallType, {attempts: number; lastTry: Date | null}>;
  calls: Omit<CallHistoryRow, 'memberId'>[];
  sms: (Omit<SmsHistoryRow, 'memberId' | 'to'> & {to?: string})[];
}

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
    @repository(SmsLogRepository) private smsLogs: SmsLogRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
    @inject(BUSINESS_TZ) private businessTz: string,
    @inject(SHIPMENT_SERVICE) private shipments: ShipmentService,
  ) {}

  async record(orderId: number, input: CallInput, actor: Actor): Promise<{order: Order; newOrder?: Order}> {
    const request = decided(parseCallInput(input));
    // The role before the order: a member without it learns nothing of which orders exist.
    refuse(callRoleError(request.type, actor));
    const now = this.clock.now();
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
      // A new security bag's order follows the client as it is now.
      const client = request.event === 'wantsANewSecurityBag' && order.clientId ? await this.clients.findOne({where: {id: order.clientId}}, options) : null;
      // Counted under the order's lock: two calls at the bound cannot both pass.
      const callsToday = await this.callLogs.countSince(order.id!, startOfBusinessDay(now, this.businessTz), options);
      const {action, change, callLog, replacement} = decided(decideCall({order, actor, client, callsToday}, request, now));
      const newOrder = replacement ? await this.createOrder(replacement, actor.id, options) : undefined;
      // The log first: the database counts it on the order (attempts, last try: migration 012), so
      // the order written next answers with it.
      await this.callLogs.create(callLog, options);
      const after = await changeOrder(this.orders, order, change, action, actor.id, options, now);
      return newOrder ? {order: after, newOrder} : {order: after};
    });
  }

  /**
   * The call forms' contact history: the order's calls (type, event, message, who, when) and SMS
   * (kind, status, who, when; the number only for the roles that may read the SMS log), newest
   * first, with the attempts and last try of each call type. Who may read it: domain's
   * contactHistoryError (the rule of recording a call, for open and closed orders alike).
   */
  async contactHistory(orderId: number, actor: Actor): Promise<ContactHistory> {
    const order = await this.orders.findOne({where: {id: orderId}});
    if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
    refuse(contactHistoryError(order, actor, this.clock.now()));
    const [calls, sms] = await Promise.all([this.callLogs.historyOf(orderId, CONTACT_HISTORY_LIMIT), this.smsLogs.historyOf(orderId, CONTACT_HISTORY_LIMIT)]);
    const withNumber = maySeeSmsRecipient(actor);
    const tries = Object.fromEntries(
      CALL_TYPES.map(type => [type, {attempts: order[CALL_TRY_FIELDS[type].attempts] ?? 0, lastTry: order[CALL_TRY_FIELDS[type].lastTry] ?? null}]),
    ) as ContactHistory['tries'];
    return {
      orderId,
      tries,
      calls: calls.map(({memberId: _m, ...call}) => call),
      sms: sms.map(({memberId: _m, to, ...message}) => (withNumber ? {...message, to} : message)),
    };
  }

  /** Creates an order (the replacement of a new security bag) and its audit entry. */
  private async createOrder(fields: ReplacementOrder, memberId: number, options: Options) {
    return createOrder({orders: this.orders, audit: this.audit, shipments: this.shipments}, fields, memberId, options);
  }
}
