import {BindingKey} from '@loopback/core';
import {securityId, UserProfile} from '@loopback/security';
import {ROLE_FLAGS} from '@karat/shared';
import {Member} from '../models';

// The signed-in member as every layer sees it. Not in authentication/: services take the principal
// without knowing how it was authenticated (the import zones keep authentication/ out of services).

export interface MemberProfile extends UserProfile {
  id: number;
  member: Member;
  /**
   * The session the request came with: its access token's id (the token's SHA-256, as stored),
   * never the token. What the session signs (document links) dies with it.
   */
  sessionId?: string;
}

/** The signed-in member as LoopBack's security principal: its roles are its set role flags. */
export function profileOf(member: Member, sessionId?: string): MemberProfile {
  return {
    [securityId]: String(member.id),
    id: member.id!,
    name: member.name,
    roles: ROLE_FLAGS.filter(flag => member[flag] === true),
    member,
    ...(sessionId ? {sessionId} : {}),
  };
}

/**
 * Who sent a request, for the few operations that need more than the member: login throttles by
 * the address, logout revokes the token it came with. The pipeline gives it to a controller method
 * that injects CALLER, as it gives the member; a controller never reads the request itself.
 */
export interface Caller {
  address: string;
  /** The bearer token of the request, if it has one. */
  token: string | undefined;
}

/**
 * The caller of a controller method that injects it, like SecurityBindings.USER: given by the
 * pipeline with each call, never bound in a context (so not among keys.ts's bindings).
 */
export const CALLER = BindingKey.create<Caller>('security.caller');
