import type {SchemaObject} from '@loopback/rest';

const counts: SchemaObject = {type: 'object', properties: {count: {type: 'integer'}, total: {type: 'number', description: 'SEK'}}};

export const policeWeeksSchema: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    title: 'PoliceReportWeek',
    required: ['year', 'week', 'count', 'regions', 'unmapped'],
    properties: {
      year: {type: 'integer'},
      week: {type: 'integer'},
      start: {type: 'string'},
      end: {type: 'string'},
      count: {type: 'integer'},
      total: {type: 'number', description: 'SEK'},
      regions: {
        type: 'array',
        items: {
          type: 'object',
          title: 'PoliceRegionCount',
          required: ['region', 'label', 'count'],
          properties: {region: {type: 'string'}, label: {type: 'string'}, count: {type: 'integer'}, total: {type: 'number'}},
        },
      },
      unmapped: counts,
    },
  },
};

export const onHoldSchema: SchemaObject = {
  type: 'object',
  title: 'GoodsOnHoldPage',
  required: ['total', 'rows'],
  properties: {
    total: {type: 'integer'},
    rows: {
      type: 'array',
      items: {
        type: 'object',
        title: 'GoodsOnHold',
        properties: {
          orderId: {type: 'integer'},
          purchaseNoteNumber: {type: 'integer'},
          purchasedAt: {type: 'string'},
          holdUntil: {type: 'string', nullable: true},
          sellerName: {type: 'string'},
          region: {type: 'string', nullable: true},
          items: {type: 'integer'},
          price: {type: 'number'},
        },
      },
    },
  },
};

export const purchaseRecordSchema: SchemaObject = {
  type: 'object',
  title: 'PurchaseRecordAnswer',
  required: ['record'],
  properties: {
    record: {
      type: 'object',
      title: 'PurchaseRecordView',
      nullable: true,
      properties: {
        purchaseNoteNumber: {type: 'integer'},
        purchasedAt: {type: 'string'},
        holdUntil: {type: 'string', nullable: true},
        sellerName: {type: 'string'},
        personalIdentityNumber: {type: 'string', description: 'In full for the teller, admin and bursar; else the date of birth only'},
        identityCheck: {type: 'object', properties: {method: {type: 'string'}, documentNumber: {type: 'string', nullable: true}}},
        region: {type: 'string', nullable: true},
      },
    },
  },
};
