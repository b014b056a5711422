import type {SchemaObject} from '@loopback/rest';

const values: SchemaObject = {type: 'object', nullable: true, additionalProperties: true, description: 'The changed fields and their values'};

/** A page of an order's history, newest first. */
export const orderHistorySchema: SchemaObject = {
  type: 'object',
  title: 'OrderHistory',
  properties: {
    total: {type: 'integer'},
    entries: {
      type: 'array',
      items: {
        type: 'object',
        title: 'OrderHistoryEntry',
        properties: {
          id: {type: 'integer'},
          action: {type: 'string', description: 'create, update, or a command: close-order, reopen-order, receive, transfer, ...'},
          memberId: {type: 'integer', nullable: true},
          memberName: {type: 'string', nullable: true},
          changedFields: {type: 'array', items: {type: 'string'}},
          before: values,
          after: values,
          reason: {type: 'string', nullable: true},
          createdAt: {type: 'string', format: 'date-time'},
        },
      },
    },
  },
};
