import {getModelSchemaRef, type SchemaObject} from '@loopback/rest';
import {addOrderSchema, buyerOrderPatchSchema} from '@karat/shared';
import {Client, Order} from '../models';
import {BUYER_CLIENT_FIELDS} from '../services/buyer.service';
import {zodBody} from './from-zod';
import {propertiesOf} from './helpers';

export const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});
export const orderList: SchemaObject = {type: 'array', items: orderWithClient};
export const counts: SchemaObject = {type: 'object', properties: {out: {type: 'integer'}, in: {type: 'integer'}, cancelled: {type: 'integer'}}};
export const statsPeriod: SchemaObject = {type: 'object', properties: {user: counts, team: counts}};
export const page: SchemaObject = {
  type: 'object',
  title: 'OrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: orderList},
};
/** What the look-up answers: the order form's client fields (no bank details, no internal fields). */
export const buyerClient: SchemaObject = {
  type: 'object',
  title: 'BuyerClient',
  additionalProperties: false,
  required: ['id'],
  properties: propertiesOf(Client, BUYER_CLIENT_FIELDS),
};
// A call list's row: what the list shows (BuyerService.CallListRow).
export const callListRow: SchemaObject = {
  type: 'object',
  title: 'CallListRow',
  required: ['id', 'orderNumber', 'createdAt', 'attempts', 'lastTry'],
  properties: {
    ...propertiesOf(Order, ['id', 'orderNumber', 'country', 'welcomeCall', 'dueDate', 'createdAt']),
    attempts: {type: 'integer', minimum: 0, description: "Calls logged of the list's call type"},
    lastTry: {type: 'string', format: 'date-time', nullable: true, description: 'When the last of them was logged; null: not tried yet'},
    client: {type: 'object', title: 'CallListClient', required: ['id'], properties: propertiesOf(Client, ['id', 'firstName', 'lastName', 'phone'])},
  },
};
export const callPage: SchemaObject = {
  type: 'object',
  title: 'CallListPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: callListRow}},
};
export const callCounts: SchemaObject = {type: 'object', title: 'CallCounts', properties: {welcomeCalls: {type: 'integer'}, afterCalls: {type: 'integer'}}};

export const addOrderAnswerSchema: SchemaObject = {type: 'object', title: 'AddOrderAnswer', properties: {client: buyerClient, order: getModelSchemaRef(Order)}};

/**
 * POST /buyer/orders: the add-order form. Its contract is the web order's (the birth year may be
 * empty); the service checks a phone order's client with the order's own flag.
 */
export const addOrderRequestBody = zodBody('AddOrderRequest', addOrderSchema(true));
/** PATCH /buyer/orders/{id}: the buyer's order form, each field optional. */
export const buyerOrderPatchBody = zodBody('BuyerOrderPatch', buyerOrderPatchSchema);

export const buyerStatsSchema: SchemaObject = {
  type: 'object',
  title: 'BuyerStats',
  properties: {
    buyerCommission: {type: 'integer'},
    team: {type: 'string', nullable: true},
    today: statsPeriod,
    month: statsPeriod,
  },
};
