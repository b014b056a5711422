import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {Order} from '../models';

const orderWithRelations = getModelSchemaRef(Order, {includeRelations: true});

/** The route's country: checked by the service, so another one answers 404 'Unknown country'. */
export const bursarCountryParamSchema: SchemaObject = {type: 'string', maxLength: 20};

/** POST /bursar/{country}/scan (API.md). */
export const bursarScanRequestSchema: SchemaObject = {
  type: 'object',
  title: 'BursarScanRequest',
  required: ['barCode'],
  additionalProperties: false,
  properties: {barCode: {type: 'string', maxLength: 100}},
};

export const bursarScanAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'BursarScanAnswer',
  required: ['orderId', 'orderNumber'],
  properties: {orderId: {type: 'integer'}, orderNumber: {type: 'integer'}},
};

/** POST /Orders/{id}/bursar (API.md: `{bursarComment, isBursarReturnMade}`). */
export const bursarCompleteRequestSchema: SchemaObject = {
  type: 'object',
  title: 'BursarCompleteRequest',
  additionalProperties: false,
  properties: {
    bursarComment: {type: 'string', nullable: true, maxLength: 10_000},
    isBursarReturnMade: {type: 'boolean'},
  },
};

export const bursarOrderSchema = orderWithRelations;

export const bursarOrderPageSchema: SchemaObject = {
  type: 'object',
  title: 'BursarOrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: orderWithRelations}},
};
