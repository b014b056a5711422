import type {Request, RequestHandler, Response} from 'express';
import {Constructor, DecoratorFactory, describeInjectedArguments} from '@loopback/core';
import {SecurityBindings} from '@loopback/security';
import {
  ControllerRoute,
  HttpHandler,
  OperationRetval,
  parseOperationArgs,
  Reject,
  RequestBodyParser,
  RestBindings,
  Send,
  ValidationOptions,
} from '@loopback/rest';
// Not re-exported by @loopback/rest; the parse-params step of its sequence defaults to it.
import {DEFAULT_AJV_VALIDATION_OPTIONS} from '@loopback/rest/dist/validation/ajv-factory.provider';
import cors from 'cors';
import type {KaratApplication} from '../application';
import {bearerToken} from '../authentication/bearer-token.strategy';
import {MemberProfile, profileOf} from '../security/principal';
import {routeKey} from '../authorization/role-matrix.authorizer';
import {refuseNul} from './text-check.middleware';
import {RequestsInFlight} from './member-concurrency.middleware';
import {allows, ROLE_MATRIX} from '../authorization/role-matrix';
import type {AuthService} from '../services/auth.service';
import {AUTH_SERVICE, REQUESTS_IN_FLIGHT} from '../keys';

/**
 * A controller's static set of method names the fast lane may call as reads. Such a method only
 * reads, takes the request's parameters and at most the signed-in member
 * (@inject(SecurityBindings.USER)), and belongs to a singleton.
 */
export const FAST_READS = Symbol('fastReads');
/**
 * The same for commands (the receive scan): they take the same arguments, but once the lane has
 * begun reading the request it answers it itself, errors too, because a command must not run twice.
 */
export const FAST_COMMANDS = Symbol('fastCommands');
export type FastLaneController = Constructor<object> & {[FAST_READS]?: ReadonlySet<string>; [FAST_COMMANDS]?: ReadonlySet<string>};

interface Lane {
  handler: HttpHandler;
  auth: AuthService;
  inFlight: RequestsInFlight;
  bodyParser: RequestBodyParser;
  validation: ValidationOptions;
  cors: RequestHandler;
  send: Send;
  reject: Reject;
  controllers: Map<FastLaneController, Record<string, (...args: unknown[]) => Promise<unknown>>>;
}

/**
 * The hot requests answered in front of LoopBack's per-request sequence, which alone cost about as
 * much CPU as a whole get by id: the generic GET endpoints, the buyer's call lists and the receive
 * scan. The lane runs the same steps with the same parts: LoopBack's router finds the route, the
 * bearer token and the role matrix decide, the same parser reads and validates the parameters and
 * body against the same schema, the same controller method runs and the same writer answers (with
 * the same CORS headers).
 *
 * A read is answered by the lane only when it would be a 200: anything else (no or bad token, a
 * role the matrix denies, an invalid filter, not found, any error) goes on to LoopBack untouched,
 * which answers it as always; a read has no side effect, so reading it twice on a rare error is
 * harmless. A command goes on to LoopBack only while nothing of it was read or run (no or bad
 * token, a denied role: as LoopBack, the lane checks the token first); from then on the lane
 * answers, an error with LoopBack's own reject. The acceptance test compares both paths answer for
 * answer.
 */
export class FastLane {
  /** Off: every request goes through LoopBack (the test compares both ways). */
  enabled = true;
  /** Requests the lane answered itself. */
  served = 0;
  private lane?: Promise<Lane>;

  constructor(private app: KaratApplication) {}

  readonly handle: RequestHandler = (req, res, next) => {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'POST')) return next();
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
    const {_controllerCtor: ctor, _methodName: method} = route as unknown as {_controllerCtor: FastLaneController; _methodName: string};
    const call = callOf(ctor, method);
    if (!call) return false;

    const token = bearerToken(req);
    const member = token ? await lane.auth.memberForToken(token) : undefined;
    if (!member) return false;
    const profile = profileOf(member);
    if (!allows(ROLE_MATRIX[routeKey(route.verb, route.path)], profile.roles, true)) return false;

    let leave: () => void;
    try {
      leave = lane.inFlight.enter(member.id!);
    } catch (err) {
      // Answered here: handed on to LoopBack, the request would count again once others ended.
      await corsHeaders(lane, req, res);
      lane.reject({request: req, response: res}, err as Error);
      return true;
    }
    const answer = async () => {
      try {
        const params = await parseOperationArgs(req, route, lane.bodyParser, lane.validation);
        refuseNul(params);
        const args = withMember(call.member, params, profile);
        return await (await this.controller(lane, ctor))[method](...args);
      } finally {
        leave();
      }
    };
    if (!call.command) {
      const result = await answer();
      await corsHeaders(lane, req, res);
      lane.send(res, result as OperationRetval);
      return true;
    }
    await corsHeaders(lane, req, res);
    try {
      lane.send(res, (await answer()) as OperationRetval);
    } catch (err) {
      lane.reject({request: req, response: res}, err as Error);
    }
    return true;
  }

  private async controller(lane: Lane, ctor: FastLaneController) {
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
      auth: await this.app.get(AUTH_SERVICE),
      inFlight: await this.app.get(REQUESTS_IN_FLIGHT),
      bodyParser: await server.get(RestBindings.REQUEST_BODY_PARSER),
      validation: {ajvFactory: await server.get(RestBindings.AJV_FACTORY, {optional: true}), ...(validation ?? DEFAULT_AJV_VALIDATION_OPTIONS)},
      cors: cors(server.config.cors),
      send: await server.get(RestBindings.SequenceActions.SEND),
      reject: await server.get(RestBindings.SequenceActions.REJECT),
      controllers: new Map(),
    };
  }
}

async function corsHeaders(lane: Lane, req: Request, res: Response) {
  await new Promise<void>((resolve, reject) => lane.cors(req, res, err => (err ? reject(err) : resolve())));
}

/** How the lane calls a method: whether it is a command, and which argument is the member. */
interface LaneCall {
  command: boolean;
  /** Per argument, in LoopBack's layout: true where the member is injected, false for a parameter. */
  member: boolean[];
}

const calls = new WeakMap<FastLaneController, Map<string, LaneCall | undefined>>();

/**
 * The lane's call of a controller method, read once from its metadata: undefined when the method is
 * not marked for the lane, or injects anything but the member (which is all the lane can give).
 */
function callOf(ctor: FastLaneController, method: string): LaneCall | undefined {
  let byMethod = calls.get(ctor);
  if (!byMethod) calls.set(ctor, (byMethod = new Map()));
  if (byMethod.has(method)) return byMethod.get(method);
  const command = ctor[FAST_COMMANDS]?.has(method) ?? false;
  const injections = describeInjectedArguments(ctor.prototype, method);
  const onlyMember = injections.every(injection => !injection || String(injection.bindingSelector) === SecurityBindings.USER.key);
  let call: LaneCall | undefined;
  if ((command || ctor[FAST_READS]?.has(method)) && onlyMember) {
    const count = Math.max(DecoratorFactory.getNumberOfParameters(ctor.prototype, method), injections.length);
    call = {command, member: Array.from({length: count}, (_, i) => Boolean(injections[i]))};
  }
  byMethod.set(method, call);
  return call;
}

/**
 * The method's arguments as LoopBack's invocation lays them out: the parsed parameters (and body) in
 * order, the member where it is injected.
 */
function withMember(member: boolean[], params: unknown[], profile: MemberProfile): unknown[] {
  let next = 0;
  return member.map(isMember => (isMember ? profile : params[next++]));
}
