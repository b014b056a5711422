import {Entity} from '@loopback/repository';
import {getJsonSchema, param, SchemaObject} from '@loopback/rest';
import {DESK_ORDER_SORT_KEYS} from '@karat/shared';
import {INT32} from '../models/properties';

/** An OpenAPI content entry of a JSON schema: a response's or a request body's. */
export const json = (schema: object) => ({content: {'application/json': {schema}}});

/** Some properties' JSON schemas, as the model declares them. */
export function propertiesOf(model: typeof Entity, names: readonly string[]) {
  const {properties} = getJsonSchema(model, {}) as SchemaObject;
  return Object.fromEntries(names.map(n => [n, properties![n]]));
}

/** A record id in a request: what an integer column holds. */
export const idSchema = {type: 'integer', minimum: 1, maximum: INT32.maximum} as const;

// The paging and quick-search parameters of the buyer's lists.
export const searchParam = () => param.query.string('q', {schema: {type: 'string', maxLength: 200}});
export const limitParam = () => param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 200}});
/** A list's sort: one of `keys`, `-` in front for descending; ties go by id. */
export const sortParam = (keys: readonly string[], fallback: string) =>
  param.query.string('sort', {
    description: `One of ${keys.join(', ')}; -key for descending. Equal values go by id. Default: ${fallback}.`,
    schema: {type: 'string', maxLength: 50},
  });
/** The desks' order lists' sort (shared's DESK_ORDER_SORT_KEYS). */
export const deskSortParam = () => sortParam(DESK_ORDER_SORT_KEYS, "the list's own order");
export const skipParam = () => param.query.integer('skip', {schema: {type: 'integer', minimum: 0, maximum: 1_000_000}});

/**
 * The OpenAPI extension that marks a create or send command as taking an Idempotency-Key header:
 * `@post(path, {[IDEMPOTENT]: true, ...})`. The pipeline runs such a command at most once per key
 * (pipeline/idempotency.ts), and the OpenAPI document lists the header for it, so the generated
 * client SDK can send it.
 */
export const IDEMPOTENT = 'x-idempotent';
