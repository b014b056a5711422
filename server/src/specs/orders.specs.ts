import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {CLOSE_METHODS, TEAM_COUNT_KEYS, TEAMS} from '@karat/shared';
import {Order} from '../models';
import {idSchema, json} from './helpers';

/** Request bodies are required: a missing body is a 400, never an undefined argument. */
export const body = (schema: SchemaObject) => ({required: true, ...json(schema)});
export const orderRef = getModelSchemaRef(Order);
/** The keys of received-today's count per team (the service fills them from the same table). */
const teams = TEAMS.map(team => TEAM_COUNT_KEYS[team]);

export const closeRequestSchema: SchemaObject = {
  type: 'object',
  title: 'CloseRequest',
  required: ['method', 'reason'],
  additionalProperties: false,
  properties: {
    method: {type: 'string', enum: [...CLOSE_METHODS]},
    reason: {type: 'string', maxLength: 1000},
    isBoomerang: {type: 'boolean'},
    complaintId: idSchema,
  },
};

export const reopenRequestSchema: SchemaObject = {
  type: 'object',
  title: 'ReopenRequest',
  required: ['reason'],
  additionalProperties: false,
  properties: {reason: {type: 'string', maxLength: 1000}},
};

/** A hit of the global search: the order's number, bar code, status flags and its client. */
export const quickSearchAnswerSchema: SchemaObject = {type: 'array', title: 'QuickSearchAnswer', items: getModelSchemaRef(Order, {includeRelations: true})};

export const countAnswerSchema: SchemaObject = {type: 'object', title: 'CountAnswer', properties: {count: {type: 'integer'}}};

export const massBoomerangRequestSchema: SchemaObject = {
  type: 'object',
  title: 'MassBoomerangRequest',
  required: ['barCodes'],
  additionalProperties: false,
  properties: {barCodes: {type: 'array', maxItems: 1000, items: {type: 'string', maxLength: 100}}},
};

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

export const receiveRequestSchema: SchemaObject = {
  type: 'object',
  title: 'ReceiveRequest',
  required: ['barCode'],
  additionalProperties: false,
  properties: {barCode: {type: 'string', maxLength: 100}, reopen: {type: 'boolean'}},
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
