import {BindingScope, inject, injectable, Provider} from '@loopback/core';
import {HttpErrors, Middleware} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {LIMITS} from '@karat/shared';
import type {MemberProfile} from '../security/principal';
import {REQUESTS_IN_FLIGHT} from '../keys';

export const TOO_MANY_AT_ONCE = 'Too many requests at once: wait for the ones under way';

/**
 * Requests each member has in flight. One member's burst (a script, a stuck key, 24 parallel
 * exports) takes at most LIMITS.maxRequestsPerMember of the database's connections; the rest are
 * answered 429 at once, so colleagues' requests still find a connection.
 */
@injectable({scope: BindingScope.SINGLETON})
export class RequestsInFlight {
  private counts = new Map<number, number>();

  /** Counts one more request of the member, or refuses it; the answer ends it. */
  enter(memberId: number): () => void {
    const now = this.counts.get(memberId) ?? 0;
    if (now >= LIMITS.maxRequestsPerMember) throw new HttpErrors.TooManyRequests(TOO_MANY_AT_ONCE);
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

/** The sequence's step after authentication: the member's request counts until it is answered. */
export class MemberConcurrencyMiddlewareProvider implements Provider<Middleware> {
  constructor(@inject(REQUESTS_IN_FLIGHT) private inFlight: RequestsInFlight) {}

  value(): Middleware {
    return async (ctx, next) => {
      const user = await ctx.get<MemberProfile | undefined>(SecurityBindings.USER, {optional: true});
      if (!user) return next();
      const leave = this.inFlight.enter(user.id);
      try {
        return await next();
      } finally {
        leave();
      }
    };
  }
}
