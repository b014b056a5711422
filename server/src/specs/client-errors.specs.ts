import type {SchemaObject} from '@loopback/rest';
import {CLIENT_ERROR_LIMITS} from '@karat/shared';

/** What a member's browser reports of a failure it met (an unexpected answer, a script error). */
export const clientErrorSchema: SchemaObject = {
  type: 'object',
  title: 'ClientErrorReport',
  required: ['message'],
  additionalProperties: false,
  properties: {
    message: {type: 'string', minLength: 1, maxLength: CLIENT_ERROR_LIMITS.message},
    type: {type: 'string', maxLength: 100},
    stack: {type: 'string', maxLength: CLIENT_ERROR_LIMITS.stack},
    url: {type: 'string', maxLength: CLIENT_ERROR_LIMITS.url},
    status: {type: 'integer', minimum: 0, maximum: 599},
  },
};
