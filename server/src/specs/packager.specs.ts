import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {addBarCodeSchema, clientPostalFieldsSchema, markAsPackagedSchema, PACKAGER_HISTORY_PERIODS, PACKAGER_LANGUAGES} from '@karat/shared';
import {Order} from '../models';
import {zodBody} from './from-zod';

const orderWithClient = getModelSchemaRef(Order, {includeRelations: true});

export const nextOrderAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'NextOrderAnswer',
  required: ['order', 'isLast'],
  properties: {order: {nullable: true, allOf: [orderWithClient]}, isLast: {type: 'boolean'}},
};

export const markAsPackagedRequestBody = zodBody('MarkAsPackagedRequest', markAsPackagedSchema);
export const addBarCodeRequestBody = zodBody('AddBarCodeRequest', addBarCodeSchema);
/** The postal fields only: any other client field (bank details, phone) is refused as unknown. */
export const clientCorrectionBody = zodBody('ClientCorrection', clientPostalFieldsSchema);

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
