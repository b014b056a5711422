import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {PAYER_COUNTRIES, TEAMS} from '@karat/shared';
import {Order, PaymentXML} from '../models';
import {idSchema} from './helpers';

const orderWithRelations = getModelSchemaRef(Order, {includeRelations: true});
const paymentXmlRef = getModelSchemaRef(PaymentXML);

/** The most orders one batch pays (a bank file of 1000 transactions is well within every bank's limit). */
export const MAX_BATCH_ORDERS = 1000;

/** POST /Payments (API.md Payments): a country's batch or a team's donations. */
export const paymentRequestSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentRequest',
  required: ['orderIds'],
  additionalProperties: false,
  properties: {
    country: {type: 'string', enum: [...PAYER_COUNTRIES]},
    donationTeam: {type: 'string', enum: [...TEAMS]},
    orderIds: {type: 'array', maxItems: MAX_BATCH_ORDERS, items: idSchema},
  },
};

export const paymentAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentAnswer',
  required: ['payment', 'downloadUrl'],
  properties: {payment: paymentXmlRef, downloadUrl: {type: 'string'}},
};

const money: SchemaObject = {oneOf: [{type: 'number'}, {type: 'string', maxLength: 20}], nullable: true};
const line = (max: number): SchemaObject => ({type: 'string', nullable: true, maxLength: max});

/** POST /payment-xml/generate/{finnish|sweden} (spec 02 §7): the list the old client sent. */
export const paymentPreviewSchema: SchemaObject = {
  type: 'array',
  title: 'PaymentPreviewRequest',
  maxItems: MAX_BATCH_ORDERS,
  items: {
    type: 'object',
    title: 'PaymentPreviewItem',
    additionalProperties: false,
    properties: {
      name: line(500),
      message: line(1000),
      price: money,
      sekOffer: money,
      address: line(500),
      zip: line(50),
      city: line(200),
      iban: line(64),
      country: line(20),
      orderNumber: {type: 'integer', minimum: 1, maximum: 2_147_483_647, nullable: true},
    },
  },
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

export const paymentFilePageSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentFilePage',
  required: ['total', 'files'],
  properties: {total: {type: 'integer'}, files: {type: 'array', items: fileWithLink}},
};

export const paymentFileShowSchema: SchemaObject = {
  type: 'object',
  title: 'PaymentFileShow',
  required: ['file', 'orders'],
  properties: {file: fileWithLink, orders: {type: 'array', items: orderWithRelations}},
};
