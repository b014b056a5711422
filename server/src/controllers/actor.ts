import type {MemberProfile} from '../security/principal';
import type {Actor} from '../domain';

/** The signed-in member as the command rules take it: the id and the role flags they ask about. */
export function actorOf(user: MemberProfile): Actor {
  const {admin, buyer, isColdCaller, teller, customer} = user.member;
  return {id: user.id, admin, buyer, isColdCaller, teller, customer};
}
