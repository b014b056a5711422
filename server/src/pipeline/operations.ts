import {Binding, BindingScope, Context, CoreBindings, CoreTags, DecoratorFactory, describeInjectedArguments, inject} from '@loopback/core';
import {getControllerSpec, OperationObject} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {IDEMPOTENT} from '../specs/helpers';
import {CALLER} from '../security/principal';

/** What the pipeline gives each argument of a controller method, in LoopBack's layout. */
export type ArgumentSource = 'parameter' | 'member' | 'caller';

// A controller maps HTTP by its parameters and what it returns (a FileAnswer for a file): it never
// reads the request or writes the response itself.
const INJECTED: Record<string, ArgumentSource> = {
  [SecurityBindings.USER.key]: 'member',
  [CALLER.key]: 'caller',
};

/** The matrix and route key of an endpoint: "VERB /path" exactly as in openapi.json. */
export const routeKey = (verb: string, path: string) => `${verb.toUpperCase()} ${path}`;

/** One endpoint of a controller: which singleton's method answers it and what each argument is. */
export interface Operation {
  controller: Readonly<Binding>;
  method: string;
  arguments: ArgumentSource[];
  /** A create or send command that takes an Idempotency-Key (pipeline/idempotency.ts). */
  idempotent: boolean;
}

type Target = Record<string, (...args: unknown[]) => Promise<unknown>>;

/**
 * The route table of the pipeline, built from the controller bindings and their OpenAPI specs (the
 * `x-operation-name` LoopBack writes into each operation), again whenever the controllers change.
 * Every controller is a singleton: it keeps no request state, so one instance answers every
 * request, and a method takes the member (or, for login and logout, the caller's address and
 * token) as an argument. A method that injects anything else cannot be served and fails here, at
 * the first request, not in production traffic.
 */
export class OperationTable {
  private byKey = new Map<string, Operation>();
  private controllers = -1;
  private instances = new Map<Readonly<Binding>, Target>();

  constructor(@inject(CoreBindings.APPLICATION_INSTANCE) private app: Context) {}

  /**
   * The operation of a route key, or undefined for routes no controller binding declares. A key
   * it does not hold makes it look at the controller bindings again (synchronously, so a route
   * LoopBack already serves is never missing here), rebuilding when they changed.
   */
  of(key: string): Operation | undefined {
    const found = this.byKey.get(key);
    if (found) return found;
    this.refresh();
    return this.byKey.get(key);
  }

  /** Every route key the controllers declare ("VERB /path"), the table as it is served now. */
  keys(): string[] {
    this.refresh();
    return [...this.byKey.keys()];
  }

  private refresh(): void {
    const bindings = this.app.findByTag(CoreTags.CONTROLLER);
    if (bindings.length !== this.controllers) {
      this.byKey = build(bindings);
      this.controllers = bindings.length;
    }
  }

  /** Calls the operation on its controller with the arguments in their places. */
  async invoke(operation: Operation, args: unknown[]): Promise<unknown> {
    let target = this.instances.get(operation.controller);
    if (!target) this.instances.set(operation.controller, (target = await this.app.get<Target>(operation.controller.key)));
    return target[operation.method](...args);
  }
}

function build(bindings: Readonly<Binding>[]): Map<string, Operation> {
  const table = new Map<string, Operation>();
  for (const binding of bindings) {
    const ctor = binding.valueConstructor;
    if (!ctor) continue;
    if (binding.scope !== BindingScope.SINGLETON) throw new Error(`${binding.key} must be a singleton: the pipeline gives the member to each call`);
    for (const [path, item] of Object.entries(getControllerSpec(ctor).paths ?? {})) {
      for (const [verb, spec] of Object.entries(item as Record<string, OperationObject>)) {
        const method = spec['x-operation-name'] as string;
        const key = routeKey(verb, path);
        table.set(key, {controller: binding, method, arguments: argumentsOf(ctor.prototype, method, key), idempotent: spec[IDEMPOTENT] === true});
      }
    }
  }
  return table;
}

function argumentsOf(prototype: object, method: string, key: string): ArgumentSource[] {
  const injections = describeInjectedArguments(prototype, method);
  const count = Math.max(DecoratorFactory.getNumberOfParameters(prototype, method), injections.length);
  return Array.from({length: count}, (_, i) => {
    const injection = injections[i];
    if (!injection) return 'parameter';
    const source = INJECTED[String(injection.bindingSelector)];
    if (!source) throw new Error(`${key}: a controller method takes its parameters and at most the member and the caller`);
    return source;
  });
}

/** The method's arguments: the parsed parameters (and body) in order, the rest where injected. */
export function argumentsFor(sources: ArgumentSource[], parsed: unknown[], given: {member?: unknown; caller: unknown}): unknown[] {
  let next = 0;
  return sources.map(source => (source === 'parameter' ? parsed[next++] : given[source]));
}
