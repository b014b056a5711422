import {getModelSchemaRef, type SchemaObject} from '@loopback/rest';
import {Order} from '../models';
import {cancelTransferSchema, MANAGER_REPORT_FIGURES, transferSchema} from '@karat/shared';
import {zodBody} from './from-zod';

export const orderList: SchemaObject = {type: 'array', items: getModelSchemaRef(Order, {includeRelations: true})};
export const count: SchemaObject = {type: 'object', title: 'TransferCount', properties: {count: {type: 'integer'}}};
export const figures: SchemaObject = {
  type: 'object',
  title: 'ReportFigures',
  properties: Object.fromEntries(MANAGER_REPORT_FIGURES.map(f => [f.key, {type: 'number', description: f.counts}])),
};

/** POST /Orders/transfer (spec 01 §4 "Call transfer"). */
export const transferRequestBody = zodBody('TransferRequest', transferSchema);
export const cancelTransferRequestBody = zodBody('CancelTransferRequest', cancelTransferSchema);

export const ccManagerReportSchema: SchemaObject = {
  type: 'object',
  title: 'CcManagerReport',
  properties: {
    start: {type: 'string'},
    end: {type: 'string'},
    userId: {type: 'integer'},
    teamName: {type: 'string', nullable: true},
    locationName: {type: 'string', nullable: true, description: "The member's location; null: the member has none (then the location's figures are all 0)"},
    user: figures,
    team: figures,
    location: figures,
  },
};

const callListItem: SchemaObject = {
  type: 'object',
  title: 'CallListItem',
  properties: {type: {type: 'string'}, order: getModelSchemaRef(Order, {includeRelations: true})},
};
export const callListItemsSchema: SchemaObject = {type: 'array', items: callListItem};

export const managerOrderPageSchema: SchemaObject = {
  type: 'object',
  title: 'ManagerOrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer', description: 'How many the whole list holds'}, orders: orderList},
};

export const managerCallPageSchema: SchemaObject = {
  type: 'object',
  title: 'ManagerCallPage',
  required: ['total', 'items'],
  properties: {total: {type: 'integer', description: 'How many the whole list holds'}, items: callListItemsSchema},
};
