import {smsLimitProblem} from '@karat/shared';
import {DomainError} from './domain-error';

/** What the SMS limits read: a kind's messages not failed, of the order and of the member, within shared's smsLimitWindows. */
export interface SmsSent {
  perOrder: number;
  perMember: number;
}

/** An SMS limit reached (shared's smsLimitProblem, one rule for every hand-sent kind): 429 with its message. */
export function smsLimitError(sent: SmsSent): DomainError | undefined {
  const problem = smsLimitProblem(sent);
  return problem ? new DomainError(429, problem) : undefined;
}
