import {AuthorizationContext, AuthorizationDecision, AuthorizationMetadata, Authorizer} from '@loopback/authorization';
import {Provider} from '@loopback/core';
import {RestBindings, RouteEntry} from '@loopback/rest';
import {allows, ROLE_MATRIX} from './role-matrix';

/** The matrix key of a route: "VERB /path" exactly as in openapi.json. */
export const routeKey = (verb: string, path: string) => `${verb.toUpperCase()} ${path}`;

/** The voter: allows a call when the role matrix names the route and the member has a listed role. */
export class RoleMatrixAuthorizer implements Provider<Authorizer> {
  value(): Authorizer {
    return this.authorize.bind(this);
  }

  async authorize(context: AuthorizationContext, _metadata: AuthorizationMetadata): Promise<AuthorizationDecision> {
    const route = await context.invocationContext.get<RouteEntry>(RestBindings.Operation.ROUTE, {optional: true});
    if (!route) return AuthorizationDecision.DENY;
    const principal = context.principals[0] as {roles?: string[]} | undefined;
    const access = ROLE_MATRIX[routeKey(route.verb, route.path)];
    return allows(access, principal?.roles ?? [], Boolean(principal)) ? AuthorizationDecision.ALLOW : AuthorizationDecision.DENY;
  }
}
