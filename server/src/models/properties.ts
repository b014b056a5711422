import {belongsTo, BelongsToDefinition, Entity, EntityResolver, property, PropertyDefinition} from '@loopback/repository';

// Column types used across the models, so money is always numeric and lists always jsonb.
type Extra = Partial<PropertyDefinition>;

/** Optional properties accept null in bodies (clearing a field); required ones do not. */
const nullable = (extra: Extra, schema: Record<string, unknown> = {}) =>
  extra.required || extra.id ? {jsonSchema: schema} : {jsonSchema: {...schema, nullable: true}};

/** Most text: names, addresses, codes. Longer values are refused (422) before they reach a column. */
export const TEXT_MAX = 500;
/** Messages, comments and free-text reasons. */
export const LONG_TEXT_MAX = 10_000;
/** What an integer (int4) column holds: schemas, the filter guard and request ids share it. */
export const INT32 = {minimum: -2_147_483_648, maximum: 2_147_483_647} as const;
/** Money and weights: far beyond any real figure, far inside what numeric and a double hold. */
const DECIMAL = {minimum: -1e12, maximum: 1e12};

export const id = () => property({type: 'number', id: true, generated: true, postgresql: {dataType: 'integer'}});
export const text = (extra: Extra = {}) => property({type: 'string', ...nullable(extra, {maxLength: TEXT_MAX}), ...extra});
export const longText = (extra: Extra = {}) => property({type: 'string', ...nullable(extra, {maxLength: LONG_TEXT_MAX}), ...extra});
export const oneOf = (values: readonly string[], extra: Extra = {}) =>
  property({
    type: 'string',
    ...(extra.required || extra.default !== undefined ? {jsonSchema: {enum: [...values]}} : {jsonSchema: {enum: [...values, null], nullable: true}}),
    ...extra,
  });
export const integer = (extra: Extra = {}) =>
  property({type: 'number', postgresql: {dataType: 'integer'}, ...nullable(extra, {type: 'integer', ...INT32}), ...extra});
export const flag = () => property({type: 'boolean', default: false});
export const timestamp = (extra: Extra = {}) => property({type: 'date', postgresql: {dataType: 'timestamp with time zone'}, ...nullable(extra), ...extra});
/** Money and weights: exact decimals, never float. */
export const decimal = (extra: Extra = {}) => property({type: 'number', postgresql: {dataType: 'numeric'}, ...nullable(extra, DECIMAL), ...extra});
/**
 * A jsonb list. Typed `object` for the juggler (which stores it as JSON either way): with
 * `type: 'array', itemType`, LoopBack applies `jsonSchema` to each item, which made the schema a
 * list of lists and refused every real body (`/products/0 must be array`).
 */
export const jsonList = (items: object, extra: Extra = {}) =>
  property({type: 'object', jsonSchema: {type: 'array', items, nullable: true}, postgresql: {dataType: 'jsonb'}, ...extra});
export const jsonObject = (extra: Extra = {}) => property({type: 'object', postgresql: {dataType: 'jsonb'}, ...extra});

/** Every model is strict: unknown fields in a body are refused (422). */
export const table = (name: string) => ({strict: true, postgresql: {schema: 'public', table: name}});

/**
 * A foreign key with its belongsTo relation, always an integer. LoopBack's belongsTo takes the
 * property's type from TypeScript's design type, which is Object for `number | null`: such a key
 * was then no number to the filter guard (`callerId: 5` was refused) nor to the connector. The
 * design type is set to Number first, so every key is a filterable number whatever its TS type.
 */
export const foreignKey =
  <T extends Entity>(target: EntityResolver<T>, name: string, extra: Partial<BelongsToDefinition> = {}) =>
  (prototype: object, key: string) => {
    Reflect.defineMetadata('design:type', Number, prototype, key);
    belongsTo(
      target,
      {name, ...extra},
      {type: 'number', postgresql: {dataType: 'integer'}, jsonSchema: {type: 'integer', nullable: true, ...INT32}},
    )(prototype as Entity, key);
  };
