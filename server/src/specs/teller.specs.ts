import {getModelSchemaRef, SchemaObject} from '@loopback/rest';
import {PACKAGER_LANGUAGES, TELLER_SMS_KINDS} from '@karat/shared';
import {TELLER_LIST_KINDS} from '@karat/shared/teller';
import {Client, Order} from '../models';
import {TELLER_ACTIONS} from '../services/teller.service';

const orderWithRelations = getModelSchemaRef(Order, {includeRelations: true});
const money: SchemaObject = {type: 'number', nullable: true, minimum: 0, maximum: 99_999_999};
const bankText: SchemaObject = {type: 'string', nullable: true, maxLength: 64};

/** POST /Orders/{id}/teller: the action, and for approve the form (spec 02 §5 Teller approval). */
export const tellerCommandSchema: SchemaObject = {
  type: 'object',
  title: 'TellerCommand',
  required: ['action'],
  additionalProperties: false,
  properties: {
    action: {type: 'string', enum: [...TELLER_ACTIONS]},
    offerAccepted: {type: 'boolean'},
    offeredDeclined: {type: 'boolean'},
    isDonation: {type: 'boolean'},
    termsAccepted: {type: 'boolean'},
    insuranceReturn: {type: 'boolean'},
    ignobleReturn: {type: 'boolean'},
    offer: money,
    sekOffer: money,
    gbpOffer: money,
    iban: bankText,
    bban: bankText,
    ukSortCode: bankText,
    ukAccountNumber: bankText,
    dateOfBirth: {type: 'string', nullable: true, maxLength: 10, description: "The seller's full date of birth, YYYY-MM-DD (saved to the client)"},
    tellerComment: {type: 'string', nullable: true, maxLength: 10_000},
    revaluationMessageFromTeller: {type: 'string', nullable: true, maxLength: 10_000},
    products: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        title: 'TellerProductChoice',
        required: ['key', 'inDeal'],
        additionalProperties: false,
        properties: {key: {type: 'string', maxLength: 100}, inDeal: {type: 'boolean'}},
      },
    },
  },
};

export const tellerAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'TellerAnswer',
  required: ['order'],
  properties: {order: orderWithRelations, sms: {type: 'object', additionalProperties: true}},
};

export const bankDetailsSchema: SchemaObject = {
  type: 'object',
  title: 'TellerBankDetails',
  additionalProperties: false,
  properties: {iban: bankText, bban: bankText, ukSortCode: bankText, ukAccountNumber: bankText},
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
  properties: {order: orderWithRelations, clientOrderCount: {type: 'integer'}},
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

export const arrivedSmsRequestSchema: SchemaObject = {
  type: 'object',
  title: 'ArrivedSmsRequest',
  required: ['orderId'],
  additionalProperties: false,
  properties: {
    orderId: {type: 'integer', minimum: 1, maximum: 2_147_483_647},
  },
};

/** A teller's hand-sent SMS: which order's client and which of the catalogue's texts; no number, no free text. */
export const tellerSmsRequestSchema: SchemaObject = {
  type: 'object',
  title: 'TellerSmsRequest',
  required: ['orderId', 'kind'],
  additionalProperties: false,
  properties: {
    orderId: {type: 'integer', minimum: 1, maximum: 2_147_483_647},
    kind: {type: 'string', enum: [...TELLER_SMS_KINDS], description: "The catalogue's text, in the order's language"},
  },
};

export const arrivalLanguageParamSchema: SchemaObject = {type: 'string', enum: ['finnish', 'swedish', 'finland-swedish']};

export const clientEmailRequestSchema: SchemaObject = {
  type: 'object',
  title: 'ClientEmailRequest',
  required: ['email', 'lang'],
  additionalProperties: false,
  properties: {email: {type: 'string', maxLength: 254}, lang: {type: 'string', maxLength: 20}},
};

export const clientEmailAnswerSchema: SchemaObject = {
  type: 'object',
  title: 'ClientEmailAnswer',
  required: ['sent', 'provider'],
  properties: {sent: {type: 'boolean'}, provider: {type: 'string'}, messageId: {type: 'string', nullable: true}},
};
