import type {Request, RequestHandler, Response} from 'express';
import {Constructor, DecoratorFactory, describeInjectedArguments} from '@loopback/core';
import {SecurityBindings} from '@loopback/security';
import {ControllerRoute, HttpHandler, OperationRetval, parseOperationArgs, RequestBodyParser, RestBindings, Send, ValidationOptions} from '@loopback/rest';
// Not re-exported by @loopback/rest; the parse-params step of its sequence defaults to it.
import {DEFAULT_AJV_VALIDATION_OPTIONS} from '@loopback/rest/dist/validation/ajv-factory.provider';
import cors from 'cors';
import type {KaratApplication} from '../application';
import {bearerToken, MemberProfile, profileOf} from '../authentication/bearer-token.strategy';
import {routeKey} from '../authorization/role-matrix.authorizer';
import {allows, ROLE_MATRIX} from '../authorization/role-matrix';
import type {AuthService} from '../services/auth.service';

/**
 * A controller's static set of method names the fast lane may call. Such a method only reads, takes
 * the request's parameters and at most the signed-in member (@inject(SecurityBindings.USER)), and
 * belongs to a singleton.
 */
export const FAST_READS = Symbol('fastReads');
export type FastReadController = Constructor<object> & {[FAST_READS]?: ReadonlySet<string>};

interface Lane {
  handler: HttpHandler;
  auth: AuthService;
  bodyParser: RequestBodyParser;
  validation: ValidationOptions;
  cors: RequestHandler;
  send: Send;
  controllers: Map<Function, Record<string, (...args: unknown[]) => Promise<unknown>>>;
}

/**
 * The hot reads (the generic GET endpoints) answered in front of LoopBack's per-request sequence,
 * which alone cost about as much CPU as a whole get by id. The lane runs the same steps with the
 * same parts: LoopBack's router finds the route, the bearer token and the role matrix decide, the
 * same parser validates the parameters against the same schema, the same controller method reads
 * and the same writer answers (with the same CORS headers).
 *
 * It only ever answers a request LoopBack would answer 200: anything else (no or bad token, a
 * role the matrix denies, an invalid filter, not found, any error) goes on to LoopBack untouched,
 * which answers it as always. A read has no side effect, so reading it twice on a rare error is
 * harmless. The acceptance test compares both paths answer for answer.
 */
export class FastReadLane {
  /** Off: every request goes through LoopBack (the test compares both ways). */
  enabled = true;
  /** Requests the lane answered itself. */
  served = 0;
  private lane?: Promise<Lane>;

  constructor(private app: KaratApplication) {}

  readonly handle: RequestHandler = (req, res, next) => {
    if (!this.enabled || req.method !== 'GET') return next();
    this.serve(req, res).then(
      served => {
        if (served) this.served++;
        else next();
      },
      () => {
        if (!res.headersSent) next();
      },
    );
  };

  private async serve(req: Request, res: Response): Promise<boolean> {
    const lane = await (this.lane ??= this.prepare());
    let route;
    try {
      route = lane.handler.findRoute(req);
    } catch {
      return false;
    }
    if (!(route instanceof ControllerRoute)) return false;
    const {_controllerCtor: ctor, _methodName: method} = route as unknown as {_controllerCtor: FastReadController; _methodName: string};
    if (!ctor[FAST_READS]?.has(method)) return false;

    const token = bearerToken(req);
    const member = token ? await lane.auth.memberForToken(token) : undefined;
    if (!member) return false;
    const profile = profileOf(member);
    if (!allows(ROLE_MATRIX[routeKey(route.verb, route.path)], profile.roles, true)) return false;

    const args = withMember(ctor.prototype, method, await parseOperationArgs(req, route, lane.bodyParser, lane.validation), profile);
    if (!args) return false;
    const result = await (await this.controller(lane, ctor))[method](...args);
    await new Promise<void>((resolve, reject) => lane.cors(req, res, err => (err ? reject(err) : resolve())));
    lane.send(res, result as OperationRetval);
    return true;
  }

  private async controller(lane: Lane, ctor: FastReadController) {
    let controller = lane.controllers.get(ctor);
    if (!controller) {
      const [binding] = this.app.find(b => b.valueConstructor === ctor);
      controller = await this.app.get<Record<string, (...args: unknown[]) => Promise<unknown>>>(binding.key);
      lane.controllers.set(ctor, controller);
    }
    return controller;
  }

  /** The parts LoopBack's own sequence uses, resolved once at the first request (after start). */
  private async prepare(): Promise<Lane> {
    const server = this.app.restServer;
    const validation = await server.get(RestBindings.REQUEST_BODY_PARSER_OPTIONS.deepProperty<ValidationOptions>('validation'), {optional: true});
    return {
      handler: await server.get(RestBindings.HANDLER),
      auth: await this.app.get<AuthService>('services.AuthService'),
      bodyParser: await server.get(RestBindings.REQUEST_BODY_PARSER),
      validation: {ajvFactory: await server.get(RestBindings.AJV_FACTORY, {optional: true}), ...(validation ?? DEFAULT_AJV_VALIDATION_OPTIONS)},
      cors: cors(server.config.cors),
      send: await server.get(RestBindings.SequenceActions.SEND),
      controllers: new Map(),
    };
  }
}

/**
 * The method's arguments as LoopBack's invocation lays them out: the parsed parameters in order, the
 * member where it is injected. Undefined when anything else is injected.
 */
function withMember(proto: object, method: string, params: unknown[], member: MemberProfile): unknown[] | undefined {
  const injections = describeInjectedArguments(proto, method);
  if (injections.some(injection => injection && String(injection.bindingSelector) !== SecurityBindings.USER.key)) return undefined;
  const count = Math.max(DecoratorFactory.getNumberOfParameters(proto, method), injections.length);
  const args: unknown[] = [];
  let next = 0;
  for (let i = 0; i < count; i++) args.push(injections[i] ? member : params[next++]);
  return args;
}
