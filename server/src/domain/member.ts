import {USERNAME_MESSAGES, usernameConfusableWith} from '@karat/shared';
import {DomainError} from './domain-error';

/**
 * A new or changed username among the other members' (`others`): one that looks like one of them
 * (shared's usernameConfusableWith: a Cyrillic а for a Latin a, 0 for o, I for l) is refused with
 * 409, naming the one it looks like; the same username in another case is left to the unique index
 * (409 'Username is already taken').
 */
export function usernameConflictError(username: string, others: readonly string[]): DomainError | undefined {
  const lookAlike = usernameConfusableWith(username, others);
  return lookAlike ? new DomainError(409, USERNAME_MESSAGES.confusable(lookAlike), 'USERNAME_CONFUSABLE', {existing: lookAlike}) : undefined;
}
