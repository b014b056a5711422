import {BindingScope, inject, injectable} from '@loopback/core';
import {Options, repository} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {CALL_EVENTS, CALL_TYPES, COLD_CALL_CLOSE_REASON, coldCaseBefore, MESSAGES, newOrderDates, type CallType} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {DbDataSource} from '../datasources/db.datasource';
import {Order} from '../models';
import {CallLogRepository, OrderRepository} from '../repositories';
import {AuditService} from './audit.service';
import {Clock} from './clock';
import {httpError} from './http-error';
import {assertOwnOrder} from './order-access';
import {changeOrder} from './order-change';
import {inTransaction} from './transaction';
import {AUDIT_SERVICE, CLOCK, DB_DATASOURCE} from '../keys';

export interface CallInput {
  type: string;
  event?: string;
  message?: string;
  dueDate?: string;
}

/** Close reasons written by after-call events. */
const AFTER_CALL_CLOSE_REASONS: Record<string, string> = {
  invoicePaid: 'Invoice paid',
  hasNotArrived: 'Has not arrived',
  wantsANewSecurityBag: 'Wants a new security bag',
};

/**
 * Welcome, after and cold call events (spec 01 §4). One transaction: lock the order, check who may
 * call it, apply the event, write the CallLog entry and the audit.
 */
@injectable({scope: BindingScope.SINGLETON})
export class CallService {
  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @repository(OrderRepository) private orders: OrderRepository,
    @repository(CallLogRepository) private callLogs: CallLogRepository,
    @inject(AUDIT_SERVICE) private audit: AuditService,
    @inject(CLOCK) private clock: Clock,
  ) {}

  private validate(input: CallInput): {type: CallType; event: string; dueDate?: Date} {
    if (!CALL_TYPES.includes(input.type as CallType)) throw new HttpErrors.UnprocessableEntity(`Unknown call type: ${input.type}`);
    const type = input.type as CallType;
    if (!input.event) throw new HttpErrors.UnprocessableEntity(MESSAGES.chooseEvent);
    if (!(CALL_EVENTS[type] as readonly string[]).includes(input.event)) throw new HttpErrors.UnprocessableEntity(MESSAGES.chooseEvent);
    let dueDate: Date | undefined;
    if (input.event === 'newDueDate') {
      dueDate = input.dueDate ? new Date(input.dueDate) : undefined;
      if (!dueDate || Number.isNaN(dueDate.getTime())) throw new HttpErrors.UnprocessableEntity('Due date is required');
    }
    return {type, event: input.event, dueDate};
  }

  /** Who may make this call on this order: buyers their own orders, cold callers cold cases. */
  private checkAccess(type: CallType, order: Order, user: MemberProfile, now: Date) {
    if (user.member.admin) return;
    if (type === 'COLD_CALL') {
      if (!user.member.isColdCaller) throw new HttpErrors.Forbidden(MESSAGES.notAllowed);
      if (order.isReceived || !order.createdAt || order.createdAt >= coldCaseBefore(now)) {
        throw httpError(409, MESSAGES.notColdCase);
      }
      return;
    }
    if (!user.member.buyer) throw new HttpErrors.Forbidden(MESSAGES.notAllowed);
    assertOwnOrder(order, user);
  }

  async record(orderId: number, input: CallInput, user: MemberProfile): Promise<{order: Order; newOrder?: Order}> {
    const {type, event, dueDate} = this.validate(input);
    const now = this.clock.now();
    return inTransaction(this.ds, async options => {
      const order = await this.orders.lockById(orderId, options);
      if (!order) throw httpError(404, MESSAGES.cannotFindOrder);
      this.checkAccess(type, order, user, now);
      if (order.closed) throw httpError(409, MESSAGES.alreadyClosed);

      const stamp = now.toISOString();
      const close = (reason: string) => ({closed: true, closeReason: reason, closeMethod: 'phone', closerId: user.id, closeDate: now});
      let change: Partial<Order> = {};
      let newOrder: Order | undefined;
      if (type === 'WELCOME_CALL') {
        change =
          event === 'done'
            ? {welcomeCallDone: true, latestWelcomeCall: now}
            : {welcomeCallTried: [...(order.welcomeCallTried ?? []), stamp], latestWelcomeCall: now};
      } else if (type === 'AFTER_CALL') {
        change = {latestAfterCall: now};
        if (event === 'newDueDate') change.dueDate = dueDate;
        else if (event === 'doesNotAnswer') change.afterCallTries = [...(order.afterCallTries ?? []), stamp];
        else Object.assign(change, close(AFTER_CALL_CLOSE_REASONS[event]), {afterCallDone: true});
        if (event === 'wantsANewSecurityBag') newOrder = await this.replacementOrder(order, user.id, now, options);
      } else {
        change = {isColdCase: true, coldCaseCallerId: user.id, latestColdCall: now};
        if (event === 'close') Object.assign(change, close(COLD_CALL_CLOSE_REASON));
      }

      const after = await changeOrder(this.orders, order, change, `call:${type}:${event}`, user.id, options, now);
      await this.callLogs.create({type, event, message: input.message?.trim() || null, memberId: user.id, orderId: order.id, createdAt: now}, options);
      return newOrder ? {order: after, newOrder} : {order: after};
    });
  }

  /** A new order for the same client and caller, welcome call in 4 days and due in 16. */
  private async replacementOrder(order: Order, memberId: number, now: Date, options: Options) {
    const created = await this.orders.create(
      {
        clientId: order.clientId,
        callerId: order.callerId ?? memberId,
        country: order.country,
        language: order.language,
        team: order.team,
        address: order.address,
        zip: order.zip,
        city: order.city,
        ...newOrderDates(now),
        createdAt: now,
        updatedAt: now,
      },
      options,
    );
    const stored = await this.orders.findById(created.id!, {}, options);
    await this.audit.record({memberId, action: 'create', model: 'Order', modelId: stored.id, after: stored.toJSON()}, options);
    return stored;
  }
}
