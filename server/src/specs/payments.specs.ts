import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {PAYER_COUNTRIES, paymentPreviewSchema, paymentRequestSchema, paymentReturnSchema, TEAMS} from '@karat/shared';
import {Order, PaymentXML} from '../models';
import {zodBody} from './from-zod';

const orderWithRelations = getModelSchemaRef(Order, {includeRelations: true});
const paymentXmlRef = getModelSchemaRef(PaymentXML);

/** POST /Payments (API.md Payments): a country's batch or a team's donations. */
export const paymentRequestBody = zodBody('PaymentRequest', paymentRequestSchema);
/** POST /payment-xml/generate/{finnish|sweden}: the orders a batch would pay. */
export const paymentPreviewBody = zodBody('PaymentPreviewRequest', paymentPreviewSchema);
/** POST /payer/returns: a payment the bank returned. */
export const paymentReturnBody = zodBody('PaymentReturnRequest', paymentReturnSchema);

export const paymentAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentAnswer',
  required: ['payment', 'downloadUrl'],
  properties: {payment: paymentXmlRef, downloadUrl: {type: 'string'}},
};

const previewLine: SchemaObject = {
  type: 'object',
  properties: {
    orderId: {type: 'integer'},
    orderNumber: {type: 'integer'},
    name: {type: 'string'},
    iban: {type: 'string'},
    amount: {type: 'string'},
    message: {type: 'string'},
    street: {type: 'string'},
    zip: {type: 'string'},
    city: {type: 'string'},
  },
};

export const paymentPreviewAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentPreview',
  required: ['country', 'currency', 'count', 'total', 'lines', 'warnings'],
  properties: {
    country: {type: 'string'},
    currency: {type: 'string'},
    executionDate: {type: 'string', format: 'date'},
    count: {type: 'integer'},
    total: {type: 'string'},
    lines: {type: 'array', items: previewLine},
    warnings: {
      type: 'array',
      items: {type: 'object', properties: {orderId: {type: 'integer'}, orderNumber: {type: 'integer', nullable: true}, message: {type: 'string'}}},
    },
  },
};

export const payerSettingsSchema: SchemaObject = {
  type: 'object',
  title: 'PayerSettings',
  required: ['demoAccounts', 'demoCountries', 'refused', 'ukFees'],
  properties: {
    demoAccounts: {type: 'boolean'},
    demoCountries: {type: 'array', items: {type: 'string'}},
    refused: {type: 'boolean'},
    ukFees: {type: 'string', enum: ['company', 'seller']},
    message: {type: 'string', nullable: true},
  },
};

export const paymentReturnAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentReturnAnswer',
  required: ['order', 'returnedFrom'],
  properties: {order: getModelSchemaRef(Order), returnedFrom: {type: 'integer'}},
};

export const payerCountryParamSchema: SchemaObject = {type: 'string', enum: [...PAYER_COUNTRIES]};
export const payerTeamParamSchema: SchemaObject = {type: 'string', enum: [...TEAMS]};

export const payerOrderPageSchema: SchemaObject = {
  type: 'object',
  title: 'PayerOrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: orderWithRelations}},
};

const fileWithLink: SchemaObject = {allOf: [paymentXmlRef, {type: 'object', properties: {downloadUrl: {type: 'string'}}}]};
export const paymentFileSchema = fileWithLink;

const paymentReturnRow: SchemaObject = {
  type: 'object',
  properties: {
    id: {type: 'integer'},
    orderId: {type: 'integer'},
    paymentXmlId: {type: 'integer'},
    reason: {type: 'string'},
    registeredBy: {type: 'integer'},
    registeredAt: {type: 'string', format: 'date-time'},
    repaidPaymentXmlId: {type: 'integer', nullable: true},
  },
};

export const paymentFilePageSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentFilePage',
  required: ['total', 'files'],
  properties: {total: {type: 'integer'}, files: {type: 'array', items: fileWithLink}},
};

export const paymentFileShowSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentFileShow',
  required: ['file', 'orders', 'returns'],
  properties: {file: fileWithLink, orders: {type: 'array', items: orderWithRelations}, returns: {type: 'array', items: paymentReturnRow}},
};
