import {getModelSchemaRef, type SchemaObject} from '@loopback/rest';
import {Order} from '../models';
import {idSchema} from './helpers';

export const orderList: SchemaObject = {type: 'array', items: getModelSchemaRef(Order, {includeRelations: true})};
export const count: SchemaObject = {type: 'object', title: 'TransferCount', properties: {count: {type: 'integer'}}};
export const figures: SchemaObject = {
  type: 'object',
  title: 'ReportFigures',
  properties: Object.fromEntries(
    [
      'totalCountUser',
      'totalCountTeam',
      'totalInCount',
      'totalCancelCount',
      'auInCount',
      'returnAgAu',
      'cancelSilverOnly',
      'cancelNoValue',
      'cancelPaidInvoice',
      'activeWarm',
      'activeCold',
      'goldAvg',
    ].map(k => [k, {type: 'number'}]),
  ),
};

export const transferRequestSchema: SchemaObject = {
  type: 'object',
  title: 'TransferRequest',
  required: ['orderIds', 'newCallerId', 'isPermanent'],
  additionalProperties: false,
  properties: {orderIds: {type: 'array', maxItems: 1000, items: idSchema}, newCallerId: idSchema, isPermanent: {type: 'boolean'}},
};

export const cancelTransferRequestSchema: SchemaObject = {
  type: 'object',
  title: 'CancelTransferRequest',
  required: ['orderIds'],
  additionalProperties: false,
  properties: {orderIds: {type: 'array', maxItems: 1000, items: idSchema}},
};

export const ccManagerReportSchema: SchemaObject = {
  type: 'object',
  title: 'CcManagerReport',
  properties: {
    start: {type: 'string'},
    end: {type: 'string'},
    userId: {type: 'integer'},
    teamName: {type: 'string', nullable: true},
    user: figures,
    team: figures,
  },
};

export const callListItemsSchema: SchemaObject = {
  type: 'array',
  items: {type: 'object', title: 'CallListItem', properties: {type: {type: 'string'}, order: getModelSchemaRef(Order, {includeRelations: true})}},
};
