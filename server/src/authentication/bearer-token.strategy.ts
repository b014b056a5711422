import {AuthenticationStrategy} from '@loopback/authentication';
import {inject} from '@loopback/core';
import {HttpErrors, Request} from '@loopback/rest';
import {securityId, UserProfile} from '@loopback/security';
import {MESSAGES, ROLE_FLAGS} from '@karat/shared';
import {Member} from '../models';
import {AuthService} from '../services/auth.service';

export interface MemberProfile extends UserProfile {
  id: number;
  member: Member;
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Opaque access tokens sent as `Authorization: Bearer <id>`. */
export class BearerTokenStrategy implements AuthenticationStrategy {
  name = 'bearer';

  constructor(@inject('services.AuthService') private auth: AuthService) {}

  async authenticate(request: Request): Promise<MemberProfile> {
    const token = bearerToken(request);
    const member = token ? await this.auth.memberForToken(token) : undefined;
    if (!member) throw new HttpErrors.Unauthorized(MESSAGES.authRequired);
    return profileOf(member);
  }
}

/** The signed-in member as LoopBack's security principal: its roles are its set role flags. */
export function profileOf(member: Member): MemberProfile {
  return {
    [securityId]: String(member.id),
    id: member.id!,
    name: member.name,
    roles: ROLE_FLAGS.filter(flag => member[flag] === true),
    member,
  };
}
