import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {CLIENT_POSTAL_FIELDS, PACKAGER_HISTORY_PERIODS, PACKAGER_LANGUAGES} from '@karat/shared';
import {Order} from '../models';
import {idSchema} from './helpers';

const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});

export const nextOrderAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'NextOrderAnswer',
  required: ['order', 'isLast'],
  properties: {order: {nullable: true, allOf: [orderWithClient]}, isLast: {type: 'boolean'}},
};

export const markAsPackagedRequestSchema: SchemaObject = {
  type: 'object',
  title: 'MarkAsPackagedRequest',
  required: ['orderId'],
  additionalProperties: false,
  properties: {orderId: idSchema},
};

export const addBarCodeRequestSchema: SchemaObject = {
  type: 'object',
  title: 'AddBarCodeRequest',
  required: ['barCode', 'orderId'],
  additionalProperties: false,
  properties: {barCode: {type: 'string', maxLength: 100}, orderId: idSchema},
};

/** The postal fields only: any other client field (bank details, phone) is refused as unknown. */
export const clientCorrectionSchema: SchemaObject = {
  type: 'object',
  title: 'ClientCorrection',
  required: [...CLIENT_POSTAL_FIELDS],
  additionalProperties: false,
  properties: Object.fromEntries(CLIENT_POSTAL_FIELDS.map(field => [field, {type: 'string', maxLength: 500}])),
};

export const packagerStatsSchema: SchemaObject = {
  type: 'object',
  title: 'PackagerStats',
  required: ['team', 'queues'],
  properties: {
    team: {type: 'string', nullable: true},
    queues: {
      type: 'array',
      items: {
        type: 'object',
        title: 'PackagerQueueStats',
        required: ['slug', 'language', 'waiting', 'doneToday'],
        properties: {
          slug: {type: 'string', enum: PACKAGER_LANGUAGES.map(l => l.slug)},
          language: {type: 'string'},
          waiting: {type: 'integer'},
          doneToday: {type: 'integer'},
        },
      },
    },
  },
};

export const packagerOrderPageSchema: SchemaObject = {
  type: 'object',
  title: 'PackagerOrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, since: {type: 'string', format: 'date-time'}, orders: {type: 'array', items: orderWithClient}},
};

export const packagerLanguageParamSchema: SchemaObject = {type: 'string', maxLength: 40};
export const historyPeriodSchema: SchemaObject = {type: 'string', enum: [...PACKAGER_HISTORY_PERIODS]};
