import {AuthenticationStrategy} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {HttpErrors, Request} from '@loopback/rest';
import {MESSAGES} from '@karat/shared';
import {MemberProfile, profileOf} from '../security/principal';
import {AuthService, hashToken} from '../services/auth.service';
import {AUTH_SERVICE} from '../keys';

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Opaque access tokens sent as `Authorization: Bearer <id>`. */
export class BearerTokenStrategy implements AuthenticationStrategy {
  name = 'bearer';

  constructor(@inject(AUTH_SERVICE) private auth: AuthService) {}

  async authenticate(request: Request): Promise<MemberProfile> {
    const token = bearerToken(request);
    const tokenHash = token ? hashToken(token) : undefined;
    const member = tokenHash ? await this.auth.memberForToken(tokenHash) : undefined;
    if (!member || !tokenHash) throw new HttpErrors.Unauthorized(MESSAGES.authRequired);
    return profileOf(member, tokenHash);
  }
}
