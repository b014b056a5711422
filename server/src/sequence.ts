import {BindingScope, Getter, inject, injectable} from '@loopback/core';
import {HttpHandler, InvokeMiddleware, ParseParams, Reject, RequestContext, RestBindings, Send, SequenceHandler} from '@loopback/rest';
import {BearerTokenStrategy} from './authentication/bearer-token.strategy';
import {authorizeRoute} from './authorization/role-matrix.authorizer';
import {PUBLIC, ROLE_MATRIX} from './authorization/role-matrix';
import {argumentsFor, OperationTable, routeKey} from './pipeline/operations';
import {refuseNul} from './pipeline/refuse-nul';
import {RequestsInFlight} from './pipeline/requests-in-flight';
import type {MemberProfile} from './security/principal';
import {isStaticAssetOr404} from './loopback-internals';
import {BEARER_STRATEGY, OPERATION_TABLE, REQUESTS_IN_FLIGHT} from './keys';

/**
 * THE request pipeline: every API request takes these steps, in this order, and no other path.
 *
 * 1. LoopBack's sequence middleware: CORS with the configured origins (a preflight ends here) and
 *    the OpenAPI documents (openapi.json ends here).
 * 2. Route: LoopBack's router finds the route and its path parameters.
 * 3. Authenticate: unless the role matrix makes the endpoint public, the bearer token through the
 *    session cache, else 401.
 * 4. Authorize: the role matrix, default deny (403 'Access denied').
 * 5. The member's requests in flight (429 beyond LIMITS.maxRequestsPerMember).
 * 6. Parse and validate the parameters and body against the operation's OpenAPI schema (LoopBack's
 *    parser and AJV), then refuse NUL characters anywhere in them.
 * 7. Invoke: the controller singleton's method, with the member in its place.
 * 8. Send the result; any error of any step goes to reject, which writes LoopBack's error answer
 *    after database input errors became 4xx.
 *
 * One instance serves every request: it keeps no request state (LoopBack's own sequences are made
 * anew for each request, which costs about as much as a whole get by id).
 */
@injectable({scope: BindingScope.SINGLETON})
export class KaratSequence implements SequenceHandler {
  constructor(
    @inject.getter(RestBindings.HANDLER) private handler: Getter<HttpHandler>,
    @inject(RestBindings.SequenceActions.PARSE_PARAMS) private parseParams: ParseParams,
    @inject(RestBindings.SequenceActions.INVOKE_MIDDLEWARE) private invokeMiddleware: InvokeMiddleware,
    @inject(RestBindings.SequenceActions.SEND) private send: Send,
    @inject(RestBindings.SequenceActions.REJECT) private reject: Reject,
    @inject(BEARER_STRATEGY) private bearer: BearerTokenStrategy,
    @inject(REQUESTS_IN_FLIGHT) private inFlight: RequestsInFlight,
    @inject(OPERATION_TABLE) private operations: OperationTable,
  ) {}

  async handle(context: RequestContext): Promise<void> {
    const {request, response} = context;
    let leave: (() => void) | undefined;
    try {
      if (await this.invokeMiddleware(context)) return;
      // The server's current handler: it is made anew when a controller is bound after start.
      const route = (await this.handler()).findRoute(request);
      const key = routeKey(route.verb, route.path);
      // No API route matched: a file of LoopBack's static assets (the explorer's) or a 404, for anyone.
      const external = isStaticAssetOr404(route);
      const access = external ? PUBLIC : ROLE_MATRIX[key];
      const member: MemberProfile | undefined = access === PUBLIC ? undefined : await this.bearer.authenticate(request);
      authorizeRoute(access, member);
      if (member) leave = this.inFlight.enter(member.id);
      const parsed = await this.parseParams(request, route);
      refuseNul(parsed);
      const operation = external ? undefined : this.operations.of(key);
      let result;
      if (operation) {
        result = await this.operations.invoke(operation, argumentsFor(operation.arguments, parsed, {member, request, response}));
      } else {
        // Routes without a controller binding: the API explorer's pages, static assets and the 404.
        route.updateBindings(context);
        result = await route.invokeHandler(context, parsed);
      }
      this.send(response, result);
    } catch (err) {
      this.reject(context, err as Error);
    } finally {
      leave?.();
    }
  }
}
