import {getModelSchemaRef, type SchemaObject} from '@loopback/rest';
import {Order} from '../models';

export const coldCasePageSchema: SchemaObject = {
  type: 'object',
  title: 'ColdCasePage',
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: getModelSchemaRef(Order, {includeRelations: true})}},
};
