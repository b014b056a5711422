import {MESSAGES, smsRecipient, smsText} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import {mayCallError} from './order-access';
import {smsLimitError, type SmsSent} from './sms-limits';
import type {Actor, OrderState} from './order';

export const RETURN_CODE_SMS = 'returnCode';

/**
 * The code the client gives the carrier to send the bag back: the carrier's return code; with the
 * local default (no carrier of its own) the bag's bar code, as the old system sent.
 */
export function returnCodeOf(order: OrderState): string | null {
  if (order.returnCode) return order.returnCode;
  return !order.carrier || order.carrier === 'local' ? (order.barCode ?? null) : null;
}

export interface ReturnCodeSmsDecision {
  message: {to: string; message: string; kind: typeof RETURN_CODE_SMS; orderId?: number; memberId: number};
  notices: string[];
}

/**
 * The return-code SMS of after calls and cold calls (spec 01 §5): an order the member may call,
 * Finnish, whose client has a phone an SMS can go to (shared's SMS phone rule), with a return code (returnCodeOf); at most so many per order
 * and per member (`sent`: the messages not failed within shared's smsLimitWindows), else 429. The text
 * in the order's language, else the client's.
 */
export function decideReturnCodeSms(
  state: {
    order: OrderState;
    client: {phone?: string | null; country?: string | null; language?: string | null} | null | undefined;
    actor: Actor;
    sent: SmsSent;
  },
  now: Date,
): Decided<ReturnCodeSmsDecision> {
  const {order, client, actor, sent} = state;
  const refused = mayCallError(order, actor, now);
  if (refused) return refused;
  if (order.country !== 'finland') return new DomainError(422, MESSAGES.onlyFinnishSms);
  const recipient = smsRecipient(client?.phone, client?.country ?? order.country);
  if ('error' in recipient) return new DomainError(422, recipient.error);
  const returnCode = returnCodeOf(order);
  if (!returnCode) return new DomainError(422, MESSAGES.noReturnCode);
  const limited = smsLimitError(sent);
  if (limited) return limited;
  const message = smsText(RETURN_CODE_SMS, order.language || client?.language, {returnCode});
  return {message: {to: recipient.to, message, kind: RETURN_CODE_SMS, orderId: order.id, memberId: actor.id}, notices: []};
}
