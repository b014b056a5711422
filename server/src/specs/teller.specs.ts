import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {arrivedSmsSchema, clientEmailSchema, PACKAGER_LANGUAGES, tellerSmsSchema} from '@karat/shared';
import {ARRIVAL_SMS_LANGUAGES, TELLER_LIST_KINDS, tellerBankDetailsSchema, tellerClientFieldsSchema, tellerCommandSchema} from '@karat/shared/teller';
import {Client, Order} from '../models';
import {zodBody} from './from-zod';

const orderWithRelations = getModelSchemaRef(Order, {includeRelations: true});

/** POST /Orders/{id}/teller: the action, and for approve the form (spec 02 §5 "Teller approval"). */
export const tellerCommandBody = zodBody('TellerCommand', tellerCommandSchema);
export const bankDetailsBody = zodBody('TellerBankDetails', tellerBankDetailsSchema);
export const arrivedSmsRequestBody = zodBody('ArrivedSmsRequest', arrivedSmsSchema);
export const clientEmailRequestBody = zodBody('ClientEmailRequest', clientEmailSchema);

export const tellerAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'TellerAnswer',
  required: ['order'],
  properties: {order: orderWithRelations, sms: {type: 'object', additionalProperties: true}},
};

export const clientRef = getModelSchemaRef(Client);

export const bankDetailsAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'TellerBankDetailsAnswer',
  required: ['client'],
  properties: {
    client: clientRef,
    reapprovalNeeded: {type: 'boolean', description: 'The order was approved and unpaid: it waits for a new approval now'},
    notice: {type: 'string'},
  },
};

export const tellerOrderPageSchema: SchemaObject = {
  type: 'object',
  title: 'TellerOrderPage',
  required: ['total', 'orders'],
  properties: {total: {type: 'integer'}, orders: {type: 'array', items: orderWithRelations}},
};

export const tellerShowSchema: SchemaObject = {
  type: 'object',
  title: 'TellerShow',
  required: ['order', 'clientOrderCount'],
  properties: {
    order: orderWithRelations,
    clientOrderCount: {type: 'integer'},
    personalIdentityNumber: {
      type: 'string',
      nullable: true,
      description: "A Swedish client's personnummer, when known (the teller's, the admin's and the bursar's to see)",
    },
  },
};

export const tellerStatsSchema: SchemaObject = {
  type: 'object',
  title: 'TellerStats',
  required: ['unvalued', 'doneGoldWeight', 'undoneGoldWeight'],
  properties: {
    unvalued: {type: 'object', title: 'TellerUnvalued', required: ['finland', 'sweden'], properties: {finland: {type: 'integer'}, sweden: {type: 'integer'}}},
    doneGoldWeight: {type: 'number'},
    undoneGoldWeight: {type: 'number'},
  },
};

export const tellerLanguageParamSchema: SchemaObject = {type: 'string', enum: PACKAGER_LANGUAGES.map(l => l.slug)};
export const tellerKindParamSchema: SchemaObject = {type: 'string', enum: [...TELLER_LIST_KINDS]};

/** POST /SMs/send: a teller's hand-sent SMS (tellerSmsSchema). */
export const tellerSmsRequestBody = zodBody('TellerSmsRequest', tellerSmsSchema);

/** The teller's client form: name, address, phone, email, birth year; country, language and bank details are refused as unknown. */
export const tellerClientBody = zodBody('TellerClientEdit', tellerClientFieldsSchema);

export const arrivalLanguageParamSchema: SchemaObject = {type: 'string', enum: [...ARRIVAL_SMS_LANGUAGES]};

export const clientEmailAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'ClientEmailAnswer',
  required: ['sent', 'provider'],
  properties: {sent: {type: 'boolean'}, provider: {type: 'string'}, messageId: {type: 'string', nullable: true}},
};
