import type {Request, RequestHandler, Response} from 'express';
import {HttpErrors, HttpHandler, ParseParams, Reject, RestBindings, RestServer, Send} from '@loopback/rest';
import cors from 'cors';
import {bearerToken, type BearerTokenStrategy} from '../authentication/bearer-token.strategy';
import {authorizeRoute} from '../authorization/role-matrix.authorizer';
import {PUBLIC, ROLE_MATRIX} from '../authorization/role-matrix';
import {isStaticAssetOr404} from '../loopback-internals';
import type {Caller, MemberProfile} from '../security/principal';
import {argumentsFor, OperationTable, routeKey} from './operations';
import {refuseNul} from './refuse-nul';
import {answerFor, refuseBankDetailsArguments} from './bank-details';
import {idempotencyKeyOf, type IdempotentCommands} from './idempotency';
import type {RequestsInFlight} from './requests-in-flight';
import {BEARER_STRATEGY, DB_DATASOURCE, IDEMPOTENT_COMMANDS, OPERATION_TABLE, REQUESTS_IN_FLIGHT} from '../keys';
import {isLostConnection} from '../datasources/db-errors';
import type {DbDataSource} from '../datasources/db.datasource';
import {requestAttempt} from '../services/transaction';
import type {KaratApplication} from '../application';

/** The parts the steps use, resolved from the application once, at the first request. */
interface Steps {
  server: RestServer;
  parseParams: ParseParams;
  send: Send;
  reject: Reject;
  cors: RequestHandler;
  bearer: BearerTokenStrategy;
  inFlight: RequestsInFlight;
  operations: OperationTable;
  idempotent: IdempotentCommands;
  db: DbDataSource;
}

/**
 * THE request pipeline: every API operation (every endpoint of openapi.json) takes these steps,
 * in this order, and no other path.
 *
 * 1. Route: LoopBack's router finds the route and its path parameters. Only the operations of the
 *    table are served here; of the rest, only what LOOPBACK_SERVED lists (the OpenAPI document and
 *    the API explorer) goes on to LoopBack's own request handler, which checks no token and no
 *    role. Anything else (a path nothing serves, a route registered around the controllers with
 *    `app.route`, a HEAD) answers 404: the house fails closed.
 * 2. CORS with the configured origins.
 * 3. Authenticate: unless the role matrix makes the endpoint public, the bearer token through the
 *    session cache (BearerTokenStrategy), else 401.
 * 4. Authorize: the role matrix, default deny (403 'Access denied'), before the input is read.
 * 5. The member's requests in flight (429 beyond LIMITS.maxRequestsPerMember).
 * 6. Parse and validate the parameters and body against the operation's OpenAPI schema
 *    (LoopBack's PARSE_PARAMS action: its parser and AJV), then refuse NUL characters in them.
 * 7. Invoke the controller singleton's method, the member in its place (OperationTable); a create or
 *    send command sent with an Idempotency-Key runs at most once per key (IdempotentCommands).
 *    A read (GET), a command sent with an Idempotency-Key, and the token's lookup run once more on
 *    a fresh connection when the database had dropped the pooled one, unless a transaction of theirs
 *    had sent its COMMIT; any other lost connection answers 503.
 * 8. Send the result (LoopBack's SEND action); an error of any step goes to LoopBack's REJECT action.
 *
 * It is mounted in front of LoopBack's request handler (server.ts), as LoopBack's guide to
 * composing it with Express mounts it, rather than run as LoopBack's sequence: LoopBack makes a
 * request context and its sequence's middleware chain for every request it handles, which cost
 * about as much CPU as a whole get by id (docs/performance.md). The steps are LoopBack's own
 * actions, bound in the application, so a test or a component may rebind any of them.
 */
export class ApiPipeline {
  private steps?: Promise<Steps>;

  constructor(private app: KaratApplication) {}

  readonly handle: RequestHandler = (req, res, next) => {
    this.serve(req, res).then(
      served => {
        if (!served) next();
      },
      // Only a broken application gets here (its parts could not be resolved): LoopBack's error
      // answer without details, never Express's page with a stack trace.
      err => {
        console.error('API pipeline failed:', err);
        if (!res.headersSent) res.status(500).json({error: {statusCode: 500, message: 'Internal Server Error'}});
      },
    );
  };

  /** Answers the request unless LOOPBACK_SERVED leaves it to LoopBack's handler (false). */
  private async serve(request: Request, response: Response): Promise<boolean> {
    const steps = await (this.steps ??= this.prepare());
    const notFound = () => {
      steps.reject({request, response}, new HttpErrors.NotFound(`Endpoint "${request.method} ${request.path}" not found.`));
      return true;
    };
    // A CORS preflight names no operation: the configured origins answer it (204), nothing else.
    if (request.method === 'OPTIONS') {
      steps.cors(request, response, notFound);
      return true;
    }
    let route;
    try {
      // The server's current handler: LoopBack makes it anew when a controller is bound after start.
      route = steps.server.getSync<HttpHandler>(RestBindings.HANDLER).findRoute(request);
    } catch (err) {
      // A path the router cannot read (a malformed percent-escape) is its 4xx; anything else, no route.
      if (!(err as {statusCode?: number}).statusCode) return notFound();
      steps.reject({request, response}, err as Error);
      return true;
    }
    if (isStaticAssetOr404(route)) return loopbackServes(request.method, request.path) ? false : notFound();
    const key = routeKey(route.verb, route.path);
    let operation;
    try {
      operation = steps.operations.of(key);
    } catch (err) {
      // A controller the table refuses (not a singleton, an injection it cannot give): a 500 for its
      // routes, with the reason in the log, never a route served some other way.
      steps.reject({request, response}, err as Error);
      return true;
    }
    if (!operation) return loopbackServes(request.method, request.path) ? false : notFound();

    let leave: (() => void) | undefined;
    try {
      await corsHeaders(steps.cors, request, response);
      const access = ROLE_MATRIX[key];
      // The token's lookup is a read: retried like one.
      const member: MemberProfile | undefined = access === PUBLIC ? undefined : await retryOnLostConnection(() => steps.bearer.authenticate(request), steps.db);
      authorizeRoute(access, member);
      if (member) leave = steps.inFlight.enter(member.id);
      const parsed = await steps.parseParams(request, route);
      refuseNul(parsed);
      const roles = (member?.roles ?? []) as string[];
      if (member) refuseBankDetailsArguments(roles, parsed);
      const idempotencyKey = operation.idempotent && member ? idempotencyKeyOf(request.headers) : undefined;
      const once = async () => {
        const result = await steps.operations.invoke(operation, argumentsFor(operation.arguments, parsed, {member, caller: callerOf(request)}));
        return member ? answerFor(roles, result) : result;
      };
      // A read, or a command its Idempotency-Key makes safe to repeat, runs once more on a fresh
      // connection when the database had dropped the one it got; nothing else is ever run twice.
      const run = route.verb === 'get' || idempotencyKey ? () => retryOnLostConnection(once, steps.db) : once;
      if (idempotencyKey) await steps.idempotent.answer({memberId: member!.id, key: idempotencyKey, operation: key, parsed}, response, run, steps.send);
      else steps.send(response, await run());
    } catch (err) {
      steps.reject({request, response}, err as Error);
    } finally {
      leave?.();
    }
    return true;
  }

  private async prepare(): Promise<Steps> {
    const server = this.app.restServer;
    return {
      server,
      parseParams: await server.get(RestBindings.SequenceActions.PARSE_PARAMS),
      send: await server.get(RestBindings.SequenceActions.SEND),
      reject: await server.get(RestBindings.SequenceActions.REJECT),
      cors: cors(server.config.cors),
      bearer: await this.app.get(BEARER_STRATEGY),
      inFlight: await this.app.get(REQUESTS_IN_FLIGHT),
      operations: await this.app.get(OPERATION_TABLE),
      idempotent: await this.app.get(IDEMPOTENT_COMMANDS),
      db: await this.app.get(DB_DATASOURCE),
    };
  }
}

/**
 * What LoopBack itself serves under /api, public by this explicit list: its OpenAPI document and
 * the API explorer (its page, its copy of the document, its static files). Every other request that
 * is not an operation of the table is refused here, so a route added beside the controllers never
 * reaches LoopBack's handler, which checks no token and no role.
 */
export const LOOPBACK_SERVED: readonly RegExp[] = [/^\/openapi\.json$/, /^\/explorer\/?$/, /^\/explorer\/[\w.-]+$/];

function loopbackServes(method: string, path: string): boolean {
  return method === 'GET' && LOOPBACK_SERVED.some(pattern => pattern.test(path));
}

/**
 * Runs `work`, and once more after closing the pool's idle connections when it failed on a lost
 * connection before any of its transactions sent COMMIT (after that its effect may be stored).
 */
async function retryOnLostConnection<T>(work: () => Promise<T>, db: DbDataSource): Promise<T> {
  const attempt = {commitSent: false};
  try {
    return await requestAttempt.run(attempt, work);
  } catch (err) {
    if (!isLostConnection(err) || attempt.commitSent) throw err;
    db.dropIdleConnections();
    return requestAttempt.run({commitSent: false}, work);
  }
}

/** Who sent the request, for the operations that take it (CALLER). */
function callerOf(request: Request): Caller {
  return {address: request.ip ?? request.socket.remoteAddress ?? 'unknown', token: bearerToken(request)};
}

function corsHeaders(handler: RequestHandler, request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => handler(request, response, err => (err ? reject(err) : resolve())));
}
