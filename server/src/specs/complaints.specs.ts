import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {complaintCloseOrderSchema, complaintCreateSchema, complaintEditSchema, complaintListSchema} from '@karat/shared';
import {Complaint, Order} from '../models';
import {zodBody} from './from-zod';
import {orderHistorySchema} from './order-history.specs';

export const complaintSchema = getModelSchemaRef(Complaint, {includeRelations: true});
export const closedOrderSchema = getModelSchemaRef(Order, {includeRelations: true});

export const complaintRegisterBody = zodBody('ComplaintRegisterRequest', complaintCreateSchema);
export const complaintEditBody = zodBody('ComplaintEditRequest', complaintEditSchema);
export const complaintListBody = zodBody('ComplaintListRequest', complaintListSchema);
export const complaintCloseOrderBody = zodBody('ComplaintCloseOrderRequest', complaintCloseOrderSchema);

export const complaintPageSchema: SchemaObject = {
  type: 'object',
  title: 'ComplaintPage',
  required: ['total', 'data'],
  properties: {total: {type: 'integer'}, data: {type: 'array', items: complaintSchema}},
};

/** A complaint's history: the same entries as an order's. */
export const complaintHistorySchema: SchemaObject = {...orderHistorySchema, title: 'ComplaintHistory'};
