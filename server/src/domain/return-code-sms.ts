import {MESSAGES, smsText} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';
import {mayCallError} from './order-access';
import {smsLimitError, type SmsSent} from './sms-limits';
import type {Actor, OrderState} from './order';

export const RETURN_CODE_SMS = 'returnCode';

export interface ReturnCodeSmsDecision {
  message: {to: string; message: string; kind: typeof RETURN_CODE_SMS; orderId?: number; memberId: number};
  notices: string[];
}

/**
 * The return-code SMS of after calls and cold calls (spec 01 §5 "After call and cold call"): an order the member may call,
 * Finnish, whose client has a phone, with a return code (its bar code); at most so many per order
 * and per member (`sent`: the messages not failed within shared's smsLimitWindows), else 429. The text
 * in the order's language, else the client's.
 */
export function decideReturnCodeSms(
  state: {
    order: OrderState;
    client: {phone?: string | null; language?: string | null} | null | undefined;
    actor: Actor;
    sent: SmsSent;
  },
  now: Date,
): Decided<ReturnCodeSmsDecision> {
  const {order, client, actor, sent} = state;
  const refused = mayCallError(order, actor, now);
  if (refused) return refused;
  if (order.country !== 'finland') return new DomainError(422, MESSAGES.onlyFinnishSms);
  if (!client?.phone) return new DomainError(422, MESSAGES.missingPhone);
  if (!order.barCode) return new DomainError(422, MESSAGES.noReturnCode);
  const limited = smsLimitError(sent);
  if (limited) return limited;
  const message = smsText(RETURN_CODE_SMS, order.language || client.language, {returnCode: order.barCode});
  return {message: {to: client.phone, message, kind: RETURN_CODE_SMS, orderId: order.id, memberId: actor.id}, notices: []};
}
