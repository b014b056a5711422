import {securityId, UserProfile} from '@loopback/security';
import {ROLE_FLAGS} from '@karat/shared';
import {Member} from '../models';

// The signed-in member as every layer sees it. Not in authentication/: services take the principal
// without knowing how it was authenticated (the import zones keep authentication/ out of services).

export interface MemberProfile extends UserProfile {
  id: number;
  member: Member;
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
