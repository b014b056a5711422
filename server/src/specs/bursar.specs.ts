import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {bursarCompleteSchema, bursarScanSchema} from '@karat/shared';
import {Order} from '../models';
import {zodBody} from './from-zod';

const orderWithRelations = getModelSchemaRef(Order, {includeRelations: true});

/** The route's country: checked by the service, so another one answers 404 'Unknown country'. */
export const bursarCountryParamSchema: SchemaObject = {type: 'string', maxLength: 20};

/** POST /bursar/{country}/scan (API.md). */
export const bursarScanRequestBody = zodBody('BursarScanRequest', bursarScanSchema);

export const bursarScanAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'BursarScanAnswer',
  required: ['orderId', 'orderNumber'],
  properties: {orderId: {type: 'integer'}, orderNumber: {type: 'integer'}},
};

/** POST /Orders/{id}/bursar (API.md: `{bursarComment, isBursarReturnMade}`). */
export const bursarCompleteRequestBody = zodBody('BursarCompleteRequest', bursarCompleteSchema);

export const bursarOrderSchema = orderWithRelations;

export const bursarOrderPageSchema: SchemaObject = {
  type: 'object',
  title: 'BursarOrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: orderWithRelations}},
};
