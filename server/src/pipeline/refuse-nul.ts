import {HttpErrors} from '@loopback/rest';

export const NUL_MESSAGE = 'Text must not contain NUL characters';

/**
 * Refuses a NUL character in any string or key of the parsed parameters and body: PostgreSQL
 * cannot store one in text ('invalid byte sequence'), so a request holding one could only fail in
 * the database. Walks without recursion, so no nesting depth can overflow the stack.
 */
export function refuseNul(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) throw new HttpErrors.BadRequest(NUL_MESSAGE);
    } else if (next && typeof next === 'object' && !(next instanceof Date) && !Buffer.isBuffer(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) throw new HttpErrors.BadRequest(NUL_MESSAGE);
        pending.push(item);
      }
    }
  }
}
