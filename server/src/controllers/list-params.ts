import {param} from '@loopback/rest';

// The paging and quick-search parameters of the buyer's lists.
export const searchParam = () => param.query.string('q', {schema: {type: 'string', maxLength: 200}});
export const limitParam = () => param.query.integer('limit', {schema: {type: 'integer', minimum: 1, maximum: 200}});
export const skipParam = () => param.query.integer('skip', {schema: {type: 'integer', minimum: 0}});
