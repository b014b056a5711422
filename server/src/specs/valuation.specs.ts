import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {valuationSchema} from '@karat/shared';
import {Order} from '../models';
import {zodBody} from './from-zod';
import {idSchema} from './helpers';

const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});

export const valuationLookupSchema: SchemaObject = {
  type: 'object',
  title: 'ValuationLookup',
  required: ['orderId', 'orderNumber', 'isRevaluation'],
  properties: {orderId: idSchema, orderNumber: {type: 'integer'}, isRevaluation: {type: 'boolean'}},
};

export const valuationCountsSchema: SchemaObject = {
  type: 'object',
  title: 'ValuationCounts',
  required: ['waitingValuation', 'waitingRevaluation', 'valuedToday', 'mineToday'],
  properties: {waitingValuation: {type: 'integer'}, waitingRevaluation: {type: 'integer'}, valuedToday: {type: 'integer'}, mineToday: {type: 'integer'}},
};

/** The valuation form (spec 02 §5 "Valuation form") with the figures the form computed; the server recomputes and checks each. */
export const valuationRequestBody = zodBody('ValuationRequest', valuationSchema);

export const valuationOrderPageSchema: SchemaObject = {
  type: 'object',
  title: 'ValuationOrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: orderWithClient}},
};

export const valuationStatsSchema: SchemaObject = {
  type: 'array',
  title: 'ValuationStats',
  items: {type: 'object', title: 'ValuationStatsRow', required: ['name', 'count'], properties: {name: {type: 'string'}, count: {type: 'integer'}}},
};

export const revaluationListParamSchema: SchemaObject = {type: 'string', enum: ['finnish', 'swedish', 'uk']};
export const barCodeParamSchema: SchemaObject = {type: 'string', minLength: 1, maxLength: 100};
export {orderWithClient as valuationOrderSchema};
