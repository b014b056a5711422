import {getModelSchemaRef, type SchemaObject} from '@loopback/rest';
import {BUYER_ORDER_FIELDS, CLIENT_CONTACT_FIELDS, ORDER_FORM_MESSAGES} from '@karat/shared';
import {Client, Order} from '../models';
import {BUYER_CLIENT_FIELDS} from '../services/buyer.service';
import {propertiesOf} from './helpers';

export const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});
export const BUYER_MESSAGE_FIELDS = ORDER_FORM_MESSAGES.filter(m => m !== 'customerServiceComment');
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
/** The order form's client: the contact fields, and the id of a client found by phone; no bank details. */
export const addOrderClient: SchemaObject = {
  type: 'object',
  title: 'AddOrderClient',
  additionalProperties: false,
  properties: {id: {type: 'integer'}, ...propertiesOf(Client, CLIENT_CONTACT_FIELDS)},
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

export const addOrderRequestSchema: SchemaObject = {
  type: 'object',
  title: 'AddOrderRequest',
  required: ['client', 'order'],
  additionalProperties: false,
  properties: {
    client: addOrderClient,
    order: {
      type: 'object',
      title: 'AddOrderForm',
      additionalProperties: false,
      required: ['welcomeCall', 'dueDate', 'language', 'country'],
      properties: {...propertiesOf(Order, ['welcomeCall', 'dueDate', 'language', 'country', 'team', 'isWebOrder', 'callerId', ...BUYER_MESSAGE_FIELDS])},
    },
    confirmOtherMarket: {
      type: 'boolean',
      description: "true once the buyer confirmed an order for a client outside the caller's market (else 409 OTHER_MARKET)",
    },
  },
};

export const buyerOrderPatchSchema: SchemaObject = {
  type: 'object',
  title: 'BuyerOrderPatch',
  additionalProperties: false,
  properties: propertiesOf(Order, BUYER_ORDER_FIELDS),
};

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
