import {getModelSchemaRef, type SchemaObject} from '@loopback/rest';
import {CALL_TYPES, callSchema} from '@karat/shared';
import {Order} from '../models';
import {zodBody} from './from-zod';

export const callAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'CallAnswer',
  properties: {order: getModelSchemaRef(Order), newOrder: getModelSchemaRef(Order)},
};

/** POST /Orders/{id}/calls: a call's type and event (the events of the type: domain's parseCallInput). */
export const callRequestBody = zodBody('CallRequest', callSchema);

const callTries: SchemaObject = {
  type: 'object',
  title: 'CallTries',
  required: ['attempts', 'lastTry'],
  properties: {
    attempts: {type: 'integer', minimum: 0, description: 'Calls logged of this type'},
    lastTry: {type: 'string', format: 'date-time', nullable: true, description: 'When the last of them was logged; null: none'},
  },
};

/** GET /Orders/{id}/contact-history (CallService.contactHistory). */
export const contactHistorySchema: SchemaObject = {
  type: 'object',
  title: 'ContactHistory',
  required: ['orderId', 'tries', 'calls', 'sms'],
  properties: {
    orderId: {type: 'integer'},
    tries: {
      type: 'object',
      title: 'CallTriesByType',
      required: [...CALL_TYPES],
      properties: Object.fromEntries(CALL_TYPES.map(type => [type, callTries])),
    },
    calls: {
      type: 'array',
      description: 'The newest 100 calls, newest first',
      items: {
        type: 'object',
        title: 'ContactHistoryCall',
        required: ['id', 'type', 'event', 'createdAt'],
        properties: {
          id: {type: 'integer'},
          type: {type: 'string', enum: [...CALL_TYPES]},
          event: {type: 'string'},
          message: {type: 'string', nullable: true},
          memberName: {type: 'string', nullable: true, description: 'Who called'},
          createdAt: {type: 'string', format: 'date-time'},
        },
      },
    },
    sms: {
      type: 'array',
      description: 'The newest 100 SMS, newest first',
      items: {
        type: 'object',
        title: 'ContactHistorySms',
        required: ['id', 'status', 'createdAt'],
        properties: {
          id: {type: 'integer'},
          kind: {type: 'string', nullable: true, description: 'What it was for: returnCode, arrived, tellerNoAnswer, other'},
          status: {type: 'string', enum: ['queued', 'sent', 'failed']},
          memberName: {type: 'string', nullable: true, description: 'Who sent it'},
          createdAt: {type: 'string', format: 'date-time'},
          to: {type: 'string', description: 'The number it went to: only for the roles that may read the SMS log (admin, teller, customer service)'},
        },
      },
    },
  },
};
