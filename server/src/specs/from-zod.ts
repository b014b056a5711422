import {inject, injectable} from '@loopback/core';
import {
  asSpecEnhancer,
  BodyParser,
  JsonBodyParser,
  OASEnhancer,
  OpenApiSpec,
  Request,
  RequestBody,
  RequestBodyObject,
  RequestBodyParserOptions,
  RestBindings,
  SchemaObject,
} from '@loopback/rest';
import {contractJsonSchema, strictContract} from '@karat/shared';
import type {ZodType} from 'zod';
import {refuseNul} from '../pipeline/refuse-nul';
import {validateWith} from '../services/validation';

// One contract per endpoint: a request body is a zod schema of @karat/shared. The server validates
// the body with that schema (and hands the controller what it parsed), and openapi.json describes
// the body with the schema's JSON Schema, a component of a stable name. Nothing else describes a
// body: a test walks openapi.json and fails for a body that is not one of these components.

/** A body's contract: the schema the server validates with and the shared schema it was made from. */
export interface ZodContract {
  /** The strict schema: what the server validates with and what openapi.json describes. */
  schema: ZodType;
  /** The shared schema it came from (a form's, or the body's own when written strict). */
  source: ZodType;
}

const contracts = new Map<string, ZodContract>();

/** Every zod-generated component by name: the registry the OpenAPI document and its test read. */
export const ZOD_CONTRACTS: ReadonlyMap<string, ZodContract> = contracts;

/** Registers the contract of a body under its component name (once; a second schema under one name is a mistake). */
export function zodContract(name: string, source: ZodType): ZodContract {
  const known = contracts.get(name);
  if (known) {
    if (known.source !== source) throw new Error(`Two schemas claim the contract name ${name}`);
    return known;
  }
  const contract = {schema: strictContract(source), source};
  contracts.set(name, contract);
  return contract;
}

/** The reference of a contract in openapi.json. */
export const contractRef = (name: string) => ({$ref: `#/components/schemas/${name}`});

const jsonParsers = new WeakMap<object, BodyParser>();

/**
 * The body parser of a contract (the `x-parser` of its request body): LoopBack's JSON parser with
 * the server's options (size limit, strict JSON), then a NUL check (PostgreSQL cannot store one, and
 * it is a 400 whatever the field's rules), then the zod schema: 422 with the first problem's message
 * (the spec's text where the schema names one) and every problem in `details`. The controller gets
 * the parsed value (trimmed, normalized, defaults filled), never the raw body. No schema goes back
 * to LoopBack, so AJV does not check the body a second time against a copy of the same rules.
 */
function contractParser(name: string, schema: ZodType) {
  class ContractBodyParser implements BodyParser {
    name = `zod:${name}`;
    private json: BodyParser;

    constructor(@inject(RestBindings.REQUEST_BODY_PARSER_OPTIONS, {optional: true}) options: RequestBodyParserOptions = {}) {
      let parser = jsonParsers.get(options);
      if (!parser) jsonParsers.set(options, (parser = new JsonBodyParser(options)));
      this.json = parser;
    }

    supports(): boolean {
      return true;
    }

    async parse(request: Request): Promise<RequestBody> {
      const {value} = await this.json.parse(request);
      // An empty body stays empty: LoopBack answers 400 'Request body is required'.
      if (value === undefined || value === null) return {value, schema: undefined};
      refuseNul(value);
      return {value: validateWith(schema, value), schema: undefined};
    }
  }
  Object.defineProperty(ContractBodyParser, 'name', {value: `${name}BodyParser`});
  return ContractBodyParser;
}

/**
 * The request body of an endpoint, from a shared zod schema: required, JSON, described by the
 * component `name` and validated with the schema (made strict: an unknown key is refused).
 */
export function zodBody(name: string, source: ZodType, description?: string): RequestBodyObject {
  const {schema} = zodContract(name, source);
  return {
    required: true,
    ...(description ? {description} : {}),
    content: {'application/json': {schema: contractRef(name), 'x-parser': contractParser(name, schema)}},
  };
}

/** The JSON Schema of every registered contract, by component name. */
export function zodComponentSchemas(): Record<string, SchemaObject> {
  return Object.fromEntries([...contracts].map(([name, {schema}]) => [name, contractJsonSchema(schema) as SchemaObject]));
}

/**
 * Puts the zod-generated components into the OpenAPI document under their names. A component of
 * the same name from elsewhere (a model, a titled schema) is refused: the name would no longer say
 * where the schema came from.
 */
@injectable(asSpecEnhancer)
export class ZodContractsSpecEnhancer implements OASEnhancer {
  name = 'zod-contracts';

  modifySpec(spec: OpenApiSpec): OpenApiSpec {
    const schemas = (spec.components ??= {}).schemas ?? {};
    for (const [name, schema] of Object.entries(zodComponentSchemas())) {
      if (name in schemas) throw new Error(`The OpenAPI component ${name} is both a zod contract and another schema`);
      schemas[name] = schema;
    }
    spec.components.schemas = schemas;
    return spec;
  }
}
