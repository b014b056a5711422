import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {closeOrderSchema, massBoomerangSchema, registrationRetrySchema, receiveSchema, reopenOrderSchema, TEAM_COUNT_KEYS, TEAMS} from '@karat/shared';
import {Order} from '../models';
import {zodBody} from './from-zod';

export const orderRef = getModelSchemaRef(Order);
/** The keys of received-today's count per team (the service fills them from the same table). */
const teams = TEAMS.map(team => TEAM_COUNT_KEYS[team]);

export const closeRequestBody = zodBody('CloseRequest', closeOrderSchema);
export const reopenRequestBody = zodBody('ReopenRequest', reopenOrderSchema);
export const massBoomerangRequestBody = zodBody('MassBoomerangRequest', massBoomerangSchema);
export const receiveRequestBody = zodBody('ReceiveRequest', receiveSchema);
export const registrationRetryRequestBody = zodBody('RegistrationRetryRequest', registrationRetrySchema);

/** A hit of the global search: the order's number, bar code, status flags and its client. */
export const quickSearchAnswerSchema: SchemaObject = {type: 'array', title: 'QuickSearchAnswer', items: getModelSchemaRef(Order, {includeRelations: true})};

export const countAnswerSchema: SchemaObject = {type: 'object', title: 'CountAnswer', properties: {count: {type: 'integer'}}};

export const addressCheckSchema: SchemaObject = {
  type: 'object',
  title: 'AddressCheck',
  required: ['isValid'],
  properties: {isValid: {type: 'boolean'}, problems: {type: 'array', items: {type: 'string'}}},
};

export const methodNotAllowedSchema: SchemaObject = {type: 'object', title: 'MethodNotAllowed'};

export const receiveAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'ReceiveAnswer',
  required: ['order', 'notices', 'clientName'],
  properties: {order: getModelSchemaRef(Order), notices: {type: 'array', items: {type: 'string'}}, clientName: {type: 'string', nullable: true}},
};

export const receivedTodaySchema: SchemaObject = {
  type: 'object',
  title: 'ReceivedToday',
  required: ['total', 'byTeam'],
  properties: {
    total: {type: 'integer'},
    byTeam: {type: 'object', required: teams, properties: Object.fromEntries(teams.map(k => [k, {type: 'integer'}]))},
  },
};

export const failedRegistrationsSchema: SchemaObject = {
  type: 'object',
  title: 'FailedRegistrations',
  properties: {
    total: {type: 'integer'},
    data: {
      type: 'array',
      items: {
        type: 'object',
        title: 'FailedRegistration',
        properties: {
          id: {type: 'integer'},
          orderNumber: {type: 'integer'},
          country: {type: 'string', nullable: true},
          language: {type: 'string', nullable: true},
          team: {type: 'string', nullable: true},
          clientName: {type: 'string', nullable: true},
          createdAt: {type: 'string', format: 'date-time'},
          updatedAt: {type: 'string', format: 'date-time'},
          shipmentRegisterError: {type: 'string', nullable: true},
        },
        required: ['id', 'orderNumber', 'createdAt', 'updatedAt'],
      },
    },
  },
  required: ['total', 'data'],
};

export const retryAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'RegistrationRetryAnswer',
  properties: {
    queued: {type: 'array', items: {type: 'integer'}},
    skipped: {type: 'array', items: {type: 'object', properties: {id: {type: 'integer'}, reason: {type: 'string'}}, required: ['id', 'reason']}},
  },
  required: ['queued', 'skipped'],
};
