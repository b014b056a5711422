import {Entity, Filter, InclusionFilter, RelationType, Where} from '@loopback/repository';
import {HttpErrors} from '@loopback/rest';
import {dateTextProblem, LIMITS} from '@karat/shared';
import {INT32} from '../../models/properties';

type ModelCtor = typeof Entity;

/** LoopBack where operators the API allows (API.md); regexp and anything `$` are refused. */
const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'between', 'inq', 'nin', 'like', 'nlike', 'ilike', 'nilike']);
const FILTER_KEYS = new Set(['where', 'fields', 'order', 'limit', 'skip', 'offset', 'include']);
const MAX_WHERE_DEPTH = 6;
const MAX_LIST_VALUES = 1000;

const bad = (message: string) => new HttpErrors.BadRequest(message);

type PropertyInfo = {type: unknown; postgresql?: {dataType?: string}};
const queryable = new WeakMap<ModelCtor, Map<string, PropertyInfo>>();

/** Properties a query may name: declared ones, minus hidden ones (computed once per model). */
function queryableProperties(model: ModelCtor): Map<string, PropertyInfo> {
  let props = queryable.get(model);
  if (!props) {
    const def = model.definition;
    const hidden = new Set<string>(def.settings.hiddenProperties ?? []);
    props = new Map(Object.entries(def.properties).filter(([name]) => !hidden.has(name)) as never);
    queryable.set(model, props!);
  }
  return props!;
}

function typeName(type: unknown): string {
  if (typeof type === 'string') return type.toLowerCase();
  if (typeof type === 'function') return type.name.toLowerCase();
  return Array.isArray(type) ? 'array' : 'object';
}

/** What an integer column holds. */
export const isInt32 = (n: number) => Number.isInteger(n) && n >= INT32.minimum && n <= INT32.maximum;

/** Years 1 to 9999: what the database stores and toISOString writes with four digits. */
export function isStorableDate(d: Date): boolean {
  const year = d.getUTCFullYear();
  return !Number.isNaN(d.getTime()) && year >= 1 && year <= 9999;
}

/** A LIKE pattern whose last backslash escapes nothing: PostgreSQL refuses it. */
const endsInEscape = (pattern: string) => /(^|[^\\])(\\\\)*\\$/.test(pattern);

function checkProperty(model: ModelCtor, name: string) {
  const prop = queryableProperties(model).get(name);
  if (!prop) throw bad(`Unknown or hidden property in filter: ${name}`);
  return prop;
}

/** A value must fit its property's type, so the database never sees a bad cast. */
function checkValue(model: ModelCtor, name: string, value: unknown) {
  if (value === null) return;
  const prop = checkProperty(model, name);
  const type = typeName(prop.type);
  const fail = () => bad(`Invalid value for ${name}`);
  switch (type) {
    case 'number':
      if (typeof value === 'number' ? !Number.isFinite(value) : typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) throw fail();
      if (prop.postgresql?.dataType === 'integer' && !isInt32(Number(value))) throw fail();
      break;
    case 'boolean':
      if (typeof value !== 'boolean' && value !== 'true' && value !== 'false') throw fail();
      break;
    case 'date': {
      if (typeof value === 'number') {
        if (!isStorableDate(new Date(value))) throw fail();
        break;
      }
      if (typeof value !== 'string') throw fail();
      // ISO 8601 and a real day: new Date() would read 2026-02-30 as 2 March and filter by that.
      const problem = dateTextProblem(value);
      if (problem) throw bad(`Invalid value for ${name}: ${JSON.stringify(value.slice(0, 40))} ${problem}`);
      break;
    }
    case 'string':
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') throw fail();
      if (String(value).includes('\u0000')) throw fail();
      break;
    default:
      // jsonb lists and objects: the connector cannot query their elements (ARCHITECTURE.md).
      throw bad(`Property ${name} cannot be used in a filter`);
  }
}

export function guardWhere(model: ModelCtor, where: unknown, depth = 0): Where {
  if (where === undefined) return {};
  if (typeof where !== 'object' || where === null || Array.isArray(where)) throw bad('where must be an object');
  if (depth > MAX_WHERE_DEPTH) throw bad('where is nested too deeply');
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || value.length === 0) throw bad(`${key} must be a non-empty array`);
      value.forEach(clause => guardWhere(model, clause, depth + 1));
      continue;
    }
    checkProperty(model, key);
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      if (Array.isArray(value)) throw bad(`Invalid value for ${key}`);
      const ops = Object.keys(value);
      if (ops.length !== 1 || !OPERATORS.has(ops[0])) throw bad(`Operator not allowed for ${key}: ${ops.join(', ')}`);
      const [op] = ops;
      const operand = (value as Record<string, unknown>)[op];
      if (op === 'inq' || op === 'nin' || op === 'between') {
        if (!Array.isArray(operand) || operand.length > MAX_LIST_VALUES || (op === 'between' && operand.length !== 2))
          throw bad(`Invalid ${op} list for ${key}`);
        operand.forEach(v => checkValue(model, key, v));
      } else if (op === 'like' || op === 'nlike' || op === 'ilike' || op === 'nilike') {
        if (typeof operand !== 'string') throw bad(`Invalid ${op} pattern for ${key}`);
        const type = typeName(checkProperty(model, key).type);
        if (type !== 'string') throw bad(`${op} works on text properties only: ${key}`);
        if (endsInEscape(operand)) throw bad(`Invalid ${op} pattern for ${key}: it ends with an unescaped backslash`);
      } else {
        checkValue(model, key, operand);
      }
    } else {
      checkValue(model, key, value);
    }
  }
  return where as Where;
}

const COERCE: Record<string, (v: unknown) => unknown> = {
  number: v => (Number.isNaN(Number(v)) ? v : Number(v)),
  boolean: v => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : Boolean(v)),
  date: v => new Date(v as string),
  string: v => String(v),
};

/**
 * The where with its values converted to their properties' types, as juggler's _coerce converts
 * them for repo.find ('true' to true, '4' to 4, ISO text to a Date), without juggler's cost: it
 * throws and formats an Error for every plain value it tries as an array. Unknown properties and
 * other types are left as they are (the guard has already refused what the API refuses).
 */
export function coerceWhere(model: ModelCtor, where: Where | undefined): Where | undefined {
  if (!where || typeof where !== 'object') return where;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      out[key] = value.map(clause => coerceWhere(model, clause));
      continue;
    }
    const prop = model.definition.properties[key];
    const convert = prop ? COERCE[typeName(prop.type)] : undefined;
    const one = (v: unknown) => (v === null || v === undefined || !convert ? v : convert(v));
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
      const [op] = Object.keys(value);
      const operand = (value as Record<string, unknown>)[op];
      const converted = Array.isArray(operand) ? operand.map(one) : one(operand);
      // As juggler does, {eq: v} becomes v: the connector has no SQL of its own for eq.
      out[key] = op === 'eq' ? converted : {[op]: converted};
    } else {
      out[key] = Array.isArray(value) ? value.map(one) : one(value);
    }
  }
  return out as Where;
}

function guardFields(model: ModelCtor, fields: unknown) {
  const names = Array.isArray(fields)
    ? fields
    : fields && typeof fields === 'object'
      ? Object.keys(fields)
      : (() => {
          throw bad('fields must be an array or an object');
        })();
  for (const name of names) {
    if (typeof name !== 'string') throw bad('fields must name properties');
    checkProperty(model, name);
  }
  if (!Array.isArray(fields)) {
    for (const v of Object.values(fields as object)) if (typeof v !== 'boolean') throw bad('fields values must be true or false');
  }
}

function guardOrder(model: ModelCtor, order: unknown) {
  const items = typeof order === 'string' ? [order] : order;
  if (!Array.isArray(items) || items.length > 10) throw bad('order must be a string or an array of strings');
  for (const item of items) {
    const match = typeof item === 'string' ? /^(\w+)(\s+(ASC|DESC))?$/i.exec(item.trim()) : null;
    if (!match) throw bad(`Invalid order: ${String(item)}`);
    checkProperty(model, match[1]);
  }
}

function guardCount(name: string, value: unknown, max?: number): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) throw bad(`${name} must be a non-negative integer`);
  if (max !== undefined && n > max) throw bad(`${name} must be at most ${max}`);
  return n;
}

function guardInclude(model: ModelCtor, include: unknown, depth: number): Filter['include'] {
  const items = Array.isArray(include) ? include : [include];
  return items.map(item => {
    const relationName = typeof item === 'string' ? item : (item as {relation?: unknown})?.relation;
    if (typeof relationName !== 'string') throw bad('include must name relations');
    const relation = Object.hasOwn(model.definition.relations ?? {}, relationName) ? model.definition.relations[relationName] : undefined;
    if (!relation) throw bad(`Unknown relation: ${relationName}`);
    if (depth >= LIMITS.maxIncludeDepth) throw bad(`include is nested deeper than ${LIMITS.maxIncludeDepth}`);
    const {scope, ...rest} = (typeof item === 'string' ? {relation: item} : item) as {relation: string; scope?: unknown};
    if (Object.keys(rest).length !== 1) throw bad('include items take relation and scope only');
    const target = relation.target() as ModelCtor;
    const guarded = scope === undefined ? undefined : guardFilter(target, scope, depth + 1);
    if (relation.type !== RelationType.hasMany)
      return guarded ? {relation: relationName, scope: guarded} : typeof item === 'string' ? item : {relation: relationName};
    // A to-many include has its own row limit per record (LoopBack applies a scope's limit to each
    // record's rows), so it counts in the cost rule like a list: the default when none is given.
    const limit = guarded?.limit ?? LIMITS.maxIncludedRows;
    if (limit > LIMITS.maxIncludedRows) {
      throw bad(
        `include ${relationName}: at most ${LIMITS.maxIncludedRows} related rows per record (limit ${limit}); ` +
          `read more of them from their own list, paged`,
      );
    }
    return {relation: relationName, scope: {...guarded, limit}};
  }) as Filter['include'];
}

/**
 * The related records an include adds to each row, at every level: a to-one relation one, a
 * to-many relation its scope's limit (guardInclude sets one), each with their own includes.
 */
function includeCost(model: ModelCtor, include: Filter['include']): number {
  if (!include) return 0;
  return (include as InclusionFilter[]).reduce((total, item) => {
    const name = typeof item === 'string' ? item : item.relation;
    const scope = typeof item === 'string' ? undefined : item.scope;
    const relation = model.definition.relations[name];
    const rows = relation.type === RelationType.hasMany ? (scope?.limit ?? LIMITS.maxIncludedRows) : 1;
    return total + rows * (1 + includeCost(relation.target() as ModelCtor, scope?.include));
  }, 0);
}

/**
 * A read's cost: its rows, each with its related records at every include level. One request may
 * not ask for more than LIMITS.maxListCost, so no single read can hold the database for long
 * (statement timeout). The filter must be guarded (guardFilter).
 */
export function guardListCost(model: ModelCtor, filter: Filter): number {
  const rows = filter.limit ?? LIMITS.maxPageSize;
  const relations = includeCost(model, filter.include);
  if (rows * (1 + relations) > LIMITS.maxListCost) {
    throw bad(
      `The list asks for too much at once: ${rows} rows with ${relations} related records each (at most ${LIMITS.maxListCost} in all); ` +
        'ask for fewer rows or fewer relations',
    );
  }
  return rows * (1 + relations);
}

/** An answer's JSON, refused (400) when it is larger than one read may send (LIMITS.maxAnswerBytes). */
export function guardAnswerSize(json: string): string {
  const bytes = Buffer.byteLength(json);
  if (bytes > LIMITS.maxAnswerBytes) {
    const mb = (n: number) => Math.ceil(n / (1024 * 1024));
    throw bad(
      `The answer would be ${mb(bytes)} MB, more than the ${mb(LIMITS.maxAnswerBytes)} MB one read may send; ` +
        'ask for fewer rows, fewer fields or fewer relations',
    );
  }
  return json;
}

/**
 * Checks a filter from the outside world against the model: only declared, visible properties,
 * allow-listed operators, known relations at most LIMITS.maxIncludeDepth deep, limit capped.
 * Throws 400 with the reason; returns the filter with the limit applied.
 */
export function guardFilter<T extends object>(model: ModelCtor, filter: unknown, depth = 0): Filter<T> {
  // Only the top level gets the default page size; a to-many include's scope gets its own (guardInclude).
  const defaultLimit = depth === 0 ? LIMITS.maxPageSize : undefined;
  if (filter === undefined || filter === null) return {limit: defaultLimit} as Filter<T>;
  if (typeof filter !== 'object' || Array.isArray(filter)) throw bad('filter must be an object');
  const input = filter as Record<string, unknown>;
  for (const key of Object.keys(input)) if (!FILTER_KEYS.has(key)) throw bad(`Unknown filter key: ${key}`);
  const out: Record<string, unknown> = {};
  if (input.where !== undefined) out.where = guardWhere(model, input.where);
  if (input.fields !== undefined) {
    guardFields(model, input.fields);
    out.fields = input.fields;
  }
  if (input.order !== undefined) {
    guardOrder(model, input.order);
    out.order = input.order;
  }
  const limit = input.limit === undefined ? defaultLimit : guardCount('limit', input.limit, LIMITS.maxPageSize);
  if (limit !== undefined) out.limit = limit;
  const skip = input.skip ?? input.offset;
  if (skip !== undefined) out.skip = guardCount('skip', skip, 10_000_000);
  if (input.include !== undefined) out.include = guardInclude(model, input.include, depth);
  return out as Filter<T>;
}

/** The property names a where names, at any depth of and/or (values are not looked at). */
function whereProperties(where: unknown, depth = 0): string[] {
  if (where === undefined || where === null || typeof where !== 'object' || Array.isArray(where)) return [];
  if (depth > MAX_WHERE_DEPTH) throw bad('where is nested too deeply');
  return Object.entries(where).flatMap(([key, value]) =>
    (key === 'and' || key === 'or') && Array.isArray(value) ? value.flatMap(clause => whereProperties(clause, depth + 1)) : [key],
  );
}

/** A where that may name only `visible` properties (else 400, as for a hidden one). */
export function narrowWhere(where: unknown, visible: readonly string[]): unknown {
  for (const name of whereProperties(where)) if (!visible.includes(name)) throw bad(`Unknown or hidden property in filter: ${name}`);
  return where;
}

/**
 * A filter for a member who may read only `visible` properties of the model: where and order may
 * name only those (else 400, the answer for a hidden property, so nothing can be learnt by filtering
 * on the others), no relations, and the fields asked for are cut to them (all of them when none are
 * asked for). The result still goes through guardFilter.
 */
export function narrowFilter(filter: unknown, visible: readonly string[]): Record<string, unknown> {
  if (filter === undefined || filter === null) return {fields: [...visible]};
  if (typeof filter !== 'object' || Array.isArray(filter)) throw bad('filter must be an object');
  const {include, ...input} = filter as Record<string, unknown>;
  if (include !== undefined) throw bad('include is not available here');
  narrowWhere(input.where, visible);
  const order = typeof input.order === 'string' ? [input.order] : Array.isArray(input.order) ? input.order : [];
  for (const item of order) {
    const name = typeof item === 'string' ? item.trim().split(/\s+/)[0] : '';
    if (!visible.includes(name)) throw bad(`Unknown or hidden property in filter: ${name}`);
  }
  let fields: string[] = [...visible];
  if (Array.isArray(input.fields)) fields = input.fields.filter((name): name is string => typeof name === 'string' && visible.includes(name));
  else if (input.fields && typeof input.fields === 'object') {
    const chosen = Object.entries(input.fields);
    const included = chosen.filter(([, on]) => on === true).map(([name]) => name);
    const excluded = new Set(chosen.filter(([, on]) => on === false).map(([name]) => name));
    fields = included.length ? visible.filter(name => included.includes(name)) : visible.filter(name => !excluded.has(name));
  }
  // Asking only for what may not be read answers the ids alone, never everything.
  return {...input, fields: fields.length ? fields : ['id']};
}
