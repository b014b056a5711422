import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {CUSTOM_GOLD_DENSITY, OTHER_DENSITY} from '@karat/shared';
import {Order} from '../models';
import {idSchema} from './helpers';

const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});
const weight: SchemaObject = {type: 'number', minimum: 0, maximum: 1_000_000};
const money: SchemaObject = {type: 'number', minimum: 0, maximum: 100_000_000};
const text: SchemaObject = {type: 'string', maxLength: 500};

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

const valuationProductSchema: SchemaObject = {
  type: 'object',
  title: 'ValuationProduct',
  required: ['density', 'weight', 'factor', 'price'],
  additionalProperties: false,
  properties: {
    key: {type: 'string', maxLength: 100},
    name: text,
    category: {type: 'string', nullable: true, enum: ['gold', 'silver', 'other', 'customGold', null]},
    density: {oneOf: [idSchema, {type: 'string', enum: [OTHER_DENSITY, CUSTOM_GOLD_DENSITY]}]},
    densityName: {...text, nullable: true},
    weight,
    factor: {type: 'number', minimum: 0, maximum: 1_000_000},
    price: money,
    inDeal: {type: 'boolean'},
  },
};

/** The valuation form (spec 02 §5) with the figures the form computed; the server recomputes and checks each. */
export const valuationRequestSchema: SchemaObject = {
  type: 'object',
  title: 'ValuationRequest',
  required: ['materialWeight', 'packageWeight', 'valuationImage', 'products', 'price', 'goldWeight', 'silverWeight'],
  additionalProperties: false,
  properties: {
    materialWeight: weight,
    packageWeight: weight,
    valuationImage: text,
    extraImages: {type: 'array', maxItems: 50, items: text},
    tellerMessageFromValuation: {type: 'string', maxLength: 10_000, nullable: true},
    products: {type: 'array', maxItems: 200, items: valuationProductSchema},
    price: money,
    goldWeight: weight,
    silverWeight: weight,
    customGoldWeight: weight,
    otherWeight: weight,
  },
};

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
