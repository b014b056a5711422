import {param, SchemaObject} from '@loopback/rest';
import {loginSchema, preferenceValueSchema} from '@karat/shared';
import {firstAdminSchema, passwordSchema} from '@karat/shared/password-rules';
import {zodBody} from './from-zod';

/** POST /Members/login: the login form. */
export const credentialsBody = zodBody('Credentials', loginSchema);
/** POST /Members/{id}/password: a new password (the server also checks it is not the member's username). */
export const newPasswordBody = zodBody('NewPassword', passwordSchema);
/** PUT /Members/me/preferences/{key}: any JSON value. */
export const preferenceValueBody = zodBody('PreferenceValue', preferenceValueSchema);

export const loginAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'LoginAnswer',
  required: ['id', 'ttl', 'created', 'userId'],
  properties: {id: {type: 'string'}, ttl: {type: 'number'}, created: {type: 'string', format: 'date-time'}, userId: {type: 'number'}},
};

export const keyParam = param.path.string('key', {schema: {type: 'string', pattern: '^[A-Za-z0-9._-]{1,100}$'}});

export const preferenceSchema: SchemaObject = {type: 'object', title: 'Preference', properties: {value: {}}};

/** POST /setup: the first-run link's form (the token from the link, the first admin's username and password). */
export const firstAdminBody = zodBody('FirstAdmin', firstAdminSchema);

/** GET /setup: whether no member exists yet (the login page then points to the printed setup link). */
export const setupStateSchema: SchemaObject = {type: 'object', title: 'SetupState', required: ['setupNeeded'], properties: {setupNeeded: {type: 'boolean'}}};
