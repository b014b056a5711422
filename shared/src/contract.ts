import {z} from 'zod';

// One contract per endpoint: a request body is a zod schema of this package. The server validates
// the body with it (and stores what it parsed), openapi.json carries its JSON Schema (so the
// client's SDK types come from it), and the client's form checks with the same schema.

/** What an int4 column holds: the largest record id or count a request may carry. */
export const INT4_MAX = 2_147_483_647;

/** A record id in a request body (an order, a member, a complaint). */
export const recordId = () => z.number().int().min(1).max(INT4_MAX);

/** A list of record ids, at most `max` of them. */
export const recordIds = (max: number) => z.array(recordId()).max(max);

/** How a contract is written into openapi.json: an OpenAPI 3.0 schema of the body as it is sent. */
export const CONTRACT_JSON_SCHEMA = {target: 'openapi-3.0', io: 'input'} as const;

/** A contract's JSON Schema, as openapi.json holds it. */
export function contractJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, CONTRACT_JSON_SCHEMA) as Record<string, unknown>;
  nullInNullableEnums(json);
  return json;
}

/**
 * OpenAPI 3.0.3: `nullable` does not widen an `enum`, so a nullable enum lists null itself (zod
 * writes only `nullable: true`, and the SDK then types the field without null).
 */
function nullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...schema.enum, null];
  Object.values(schema).forEach(nullInNullableEnums);
}

type Def = Record<string, unknown> & {type: string};
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** A copy of the schema with some parts of its definition replaced; getters (a default's fresh value) stay getters. */
function withDef(schema: z.ZodType, parts: Record<string, unknown>): z.ZodType {
  const def = Object.defineProperties({}, Object.getOwnPropertyDescriptors(schema.def));
  for (const [key, value] of Object.entries(parts)) Object.defineProperty(def, key, {value, enumerable: true, configurable: true, writable: true});
  return schema.clone(def as typeof schema.def);
}

const made = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The schema as a request body: every object in it strict (an unknown key is refused, never
 * silently dropped), the rest unchanged. A form may carry fields of its own; the server takes only
 * what the contract names. A schema that is strict already is returned as it is, so a body schema
 * written strict in this package is the very object the server validates with.
 */
export function strictContract<T extends z.ZodType>(schema: T): T {
  let strict = made.get(schema);
  if (!strict) {
    strict = strictOf(schema);
    made.set(schema, strict);
  }
  return strict as T;
}

function strictOf(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  const inner = (key: string) => {
    const part = def[key] as z.ZodType;
    const strict = strictContract(part);
    return strict === part ? schema : withDef(schema, {[key]: strict});
  };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const strictShape = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, strictContract(field)]));
      const isStrict = (def.catchall as z.ZodType | undefined)?.def.type === 'never';
      if (isStrict && Object.keys(shape).every(key => strictShape[key] === shape[key])) return schema;
      return withDef(schema, {shape: strictShape, catchall: z.never()});
    }
    case 'array':
      return inner('element');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    case 'union': {
      const options = def.options as z.ZodType[];
      const strict = options.map(option => strictContract(option));
      return strict.every((option, i) => option === options[i]) ? schema : withDef(schema, {options: strict});
    }
    case 'pipe': {
      const [from, to] = [strictContract(def.in as z.ZodType), strictContract(def.out as z.ZodType)];
      return from === def.in && to === def.out ? schema : withDef(schema, {in: from, out: to});
    }
    default:
      return schema;
  }
}
