import {AuthorizationError} from '@loopback/authorization';
import type {MemberProfile} from '../security/principal';
import {Access, allows} from './role-matrix';

export const ACCESS_DENIED = 'Access denied';

/**
 * The voter of the pipeline's authorize step: allows a call when the role matrix names the route
 * and the member has a listed role (or the route is public); anything else is denied, so a route
 * missing from the matrix serves nobody.
 */
export function authorizeRoute(access: Access | undefined, member: MemberProfile | undefined): void {
  if (allows(access, member?.roles ?? [], Boolean(member))) return;
  throw Object.assign(new AuthorizationError(ACCESS_DENIED), {statusCode: 403});
}
