import {BindingScope, injectable} from '@loopback/core';
import {HttpErrors} from '@loopback/rest';
import {LIMITS} from '@karat/shared';

export const TOO_MANY_AT_ONCE = 'Too many requests at once: wait for the ones under way';

/**
 * Requests each member has in flight. One member's burst (a script, a stuck key, 24 parallel
 * exports) takes at most LIMITS.maxRequestsPerMember of the database's connections; the rest are
 * answered 429 at once, so colleagues' requests still find a connection.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RequestsInFlight {
  private counts = new Map<number, number>();

  /** `limit`: a test of row locking under many parallel writers of one member may lift the cap. */
  constructor(private limit: number = LIMITS.maxRequestsPerMember) {}

  /** Counts one more request of the member, or refuses it; the answer ends it. */
  enter(memberId: number): () => void {
    const now = this.counts.get(memberId) ?? 0;
    if (now >= this.limit) throw new HttpErrors.TooManyRequests(TOO_MANY_AT_ONCE);
    this.counts.set(memberId, now + 1);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const rest = (this.counts.get(memberId) ?? 1) - 1;
      if (rest > 0) this.counts.set(memberId, rest);
      else this.counts.delete(memberId);
    };
  }
}
