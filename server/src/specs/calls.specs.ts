import {getModelSchemaRef, type SchemaObject} from '@loopback/rest';
import {CALL_TYPES} from '@karat/shared';
import {Order} from '../models';

export const callAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'CallAnswer',
  properties: {order: getModelSchemaRef(Order), newOrder: getModelSchemaRef(Order)},
};

export const callRequestSchema: SchemaObject = {
  type: 'object',
  title: 'CallRequest',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: {type: 'string', enum: [...CALL_TYPES]},
    event: {type: 'string', maxLength: 50},
    message: {type: 'string', maxLength: 2000},
    dueDate: {type: 'string', format: 'date-time'},
  },
};

export const smsRequestSchema: SchemaObject = {
  type: 'object',
  title: 'SmsRequest',
  required: ['to', 'msg'],
  additionalProperties: false,
  properties: {to: {type: 'string', maxLength: 20}, msg: {type: 'string', minLength: 1, maxLength: 1000}},
};
