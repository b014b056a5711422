import {property, PropertyDefinition} from '@loopback/repository';

// Column types used across the models, so money is always numeric and lists always jsonb.
type Extra = Partial<PropertyDefinition>;

export const id = () => property({type: 'number', id: true, generated: true, postgresql: {dataType: 'integer'}});
export const text = (extra: Extra = {}) => property({type: 'string', ...extra});
export const oneOf = (values: readonly string[], extra: Extra = {}) =>
  property({type: 'string', jsonSchema: {enum: [...values]}, ...extra});
export const integer = (extra: Extra = {}) => property({type: 'number', postgresql: {dataType: 'integer'}, ...extra});
export const flag = () => property({type: 'boolean', default: false});
export const timestamp = (extra: Extra = {}) =>
  property({type: 'date', postgresql: {dataType: 'timestamp with time zone'}, ...extra});
/** Money and weights: exact decimals, never float. */
export const decimal = (extra: Extra = {}) => property({type: 'number', postgresql: {dataType: 'numeric'}, ...extra});
export const jsonList = (items: object, extra: Extra = {}) =>
  property({type: 'array', itemType: 'object', jsonSchema: {type: 'array', items}, postgresql: {dataType: 'jsonb'}, ...extra});
export const jsonObject = (extra: Extra = {}) => property({type: 'object', postgresql: {dataType: 'jsonb'}, ...extra});

/** Every model is strict: unknown fields in a body are refused (422). */
export const table = (name: string) => ({strict: true, postgresql: {schema: 'public', table: name}});
