import {getJsonSchema, param, SchemaObject} from '@loopback/rest';
import {Member} from '../models';

export const credentialsSchema: SchemaObject = {
  type: 'object',
  title: 'Credentials',
  required: ['username', 'password'],
  additionalProperties: false,
  properties: {username: {type: 'string', maxLength: 200}, password: {type: 'string', maxLength: 500}},
};

export const loginAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'LoginAnswer',
  required: ['id', 'ttl', 'created', 'userId'],
  properties: {id: {type: 'string'}, ttl: {type: 'number'}, created: {type: 'string', format: 'date-time'}, userId: {type: 'number'}},
};

export const newPasswordSchema: SchemaObject = {
  type: 'object',
  title: 'NewPassword',
  required: ['password'],
  additionalProperties: false,
  properties: {password: {type: 'string', maxLength: 500}},
};

export const keyParam = param.path.string('key', {schema: {type: 'string', pattern: '^[A-Za-z0-9._-]{1,100}$'}});

export const preferenceSchema: SchemaObject = {type: 'object', title: 'Preference', properties: {value: {}}};

export const preferenceValueSchema: SchemaObject = {
  type: 'object',
  title: 'PreferenceValue',
  required: ['value'],
  additionalProperties: false,
  properties: {value: {}},
};

/** A new member: the model's fields and the password, which is stored in its own model. */
const memberFields = getJsonSchema(Member, {exclude: ['id', 'createdAt', 'updatedAt']});
export const newMemberSchema: SchemaObject = {
  ...(memberFields as SchemaObject),
  title: 'NewMember',
  properties: {...memberFields.properties, password: {type: 'string', writeOnly: true}} as SchemaObject['properties'],
  required: [...(memberFields.required ?? []), 'password'],
};
