import {LIMITS, MESSAGES, smsRecipient, smsText} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import {mayCallError} from './order-access';
import type {Actor, OrderState} from './order';

export const RETURN_CODE_SMS = 'returnCode';
const HOUR_MS = 3_600_000;

/** Since when the limits count sent messages: the order's last 24 hours, the member's last hour. */
export function returnCodeSmsWindows(now: Date) {
  return {orderSince: new Date(now.getTime() - 24 * HOUR_MS), memberSince: new Date(now.getTime() - HOUR_MS)};
}

export interface ReturnCodeSmsDecision {
  message: {to: string; message: string; kind: typeof RETURN_CODE_SMS; orderId?: number; memberId: number};
  notices: string[];
}

/**
 * The return-code SMS of after calls and cold calls (spec 01 §5): an order the member may call,
 * Finnish, whose client has a phone an SMS can go to (shared's SMS phone rule), with a return code (its bar code); at most so many per order
 * and per member (`sent`: the messages not failed within returnCodeSmsWindows), else 429. The text
 * in the order's language, else the client's.
 */
export function decideReturnCodeSms(
  state: {
    order: OrderState;
    client: {phone?: string | null; country?: string | null; language?: string | null} | null | undefined;
    actor: Actor;
    sent: {perOrder: number; perMember: number};
  },
  now: Date,
): Decided<ReturnCodeSmsDecision> {
  const {order, client, actor, sent} = state;
  const refused = mayCallError(order, actor, now);
  if (refused) return refused;
  if (order.country !== 'finland') return new DomainError(422, MESSAGES.onlyFinnishSms);
  const recipient = smsRecipient(client?.phone, client?.country ?? order.country);
  if ('error' in recipient) return new DomainError(422, recipient.error);
  if (!order.barCode) return new DomainError(422, MESSAGES.noReturnCode);
  if (sent.perOrder >= LIMITS.returnCodeSmsPerOrderPer24h) return new DomainError(429, MESSAGES.returnCodeSmsOrderLimit);
  if (sent.perMember >= LIMITS.returnCodeSmsPerMemberPerHour) return new DomainError(429, MESSAGES.returnCodeSmsMemberLimit);
  const message = smsText(RETURN_CODE_SMS, order.language || client?.language, {returnCode: order.barCode});
  return {message: {to: recipient.to, message, kind: RETURN_CODE_SMS, orderId: order.id, memberId: actor.id}, notices: []};
}
