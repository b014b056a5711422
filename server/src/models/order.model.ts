import {Entity, model, type JsonSchemaWithExtensions} from '@loopback/repository';
import {CLOSE_METHODS, COUNTRIES, LANGUAGES, ORDER_FREE_TEXT_FIELDS, TEAMS, type PayeeSnapshot} from '@karat/shared';
import {Client} from './client.model';
import {Member} from './member.model';
import {decimal, flag, foreignKey, id, integer, jsonList, jsonObject, longText, oneOf, table, text, timestamp} from './properties';

const productItem = {
  type: 'object',
  properties: {
    key: {type: 'string'},
    name: {type: 'string'},
    category: {type: ['string', 'null']},
    density: {type: ['string', 'number', 'null']},
    densityName: {type: ['string', 'null']},
    weight: {type: ['number', 'null']},
    price: {type: ['number', 'null']},
    factor: {type: ['number', 'null']},
    inDeal: {type: 'boolean'},
  },
  additionalProperties: false,
};
const shipmentOffice = {
  type: 'object',
  properties: {name: {type: 'string'}, address: {type: 'string'}, zip: {type: 'string'}, city: {type: 'string'}},
  additionalProperties: false,
};
const dateList = {type: 'string', format: 'date-time'};
const nullableText = {type: 'string', nullable: true} as const;
/** The approval's payee snapshot (shared's PayeeSnapshot). */
const payeeSchema = {
  type: 'object',
  nullable: true,
  properties: {
    name: {type: 'string'},
    firstName: {type: 'string'},
    lastName: {type: 'string'},
    email: {type: 'string'},
    iban: nullableText,
    ukSortCode: nullableText,
    ukAccountNumber: nullableText,
    bankName: nullableText,
    offer: nullableText,
    sekOffer: nullableText,
    gbpOffer: nullableText,
    isDonation: {type: 'boolean'},
    address: {type: 'string'},
    zip: {type: 'string'},
    city: {type: 'string'},
    approvedBy: {type: 'integer', nullable: true},
    approvedAt: {type: 'string', format: 'date-time'},
    migrated: {type: 'boolean'},
  },
};
const staff = (name: string) => foreignKey(() => Member, name);

/**
 * A purchase order: every field of both specification documents. Its free-text fields are also
 * read from one search column (services/search-column.ts, migrations 007 and 011), which is not a property.
 */
@model({settings: {...table('orders'), searchColumn: {column: 'searchtext', fields: ORDER_FREE_TEXT_FIELDS, newest: ['createdAt', 'id']}}})
export class Order extends Entity {
  // identity
  @id() id?: number;
  /** From the database sequence order_number_seq. */
  @integer({generated: true}) orderNumber?: number;
  @text() referenceNumber?: string | null;
  @text() barCode?: string | null;
  @oneOf(COUNTRIES) country?: string | null;
  @oneOf(LANGUAGES) language?: string | null;
  @oneOf(TEAMS) team?: string | null;
  // address
  @text() address?: string | null;
  @text() zip?: string | null;
  @text() city?: string | null;
  /**
   * The client as the order searches see it: name, client number and phone digits (normalizePhone),
   * kept by the database from the client (migration 011); never written through the API.
   */
  @text() clientText?: string | null;
  // relations
  @foreignKey(() => Client, 'client') clientId?: number;
  @staff('caller') callerId?: number | null;
  @staff('assignedCaller') assignedCallerId?: number | null;
  @staff('originalCaller') originalCallerId?: number | null;
  @staff('coldCaseCaller') coldCaseCallerId?: number | null;
  @staff('valuator') valuatorId?: number | null;
  @staff('reValuator') reValuatorId?: number | null;
  @staff('packager') packagerId?: number | null;
  @staff('receiver') receiverId?: number | null;
  @staff('teller') tellerId?: number | null;
  @staff('payer') payerId?: number | null;
  @staff('bursar') bursarId?: number | null;
  @staff('closer') closerId?: number | null;
  // dates
  @timestamp() createdAt?: Date;
  @timestamp() updatedAt?: Date;
  @timestamp() welcomeCall?: Date | null;
  @timestamp() dueDate?: Date | null;
  @timestamp() valuationDate?: Date | null;
  @timestamp() reValuationDate?: Date | null;
  @timestamp() packagedDate?: Date | null;
  /** When the packager (packagerId) took the order from the queue; a claim older than 30 minutes is abandoned (migration 014). */
  @timestamp() packagerClaimedAt?: Date | null;
  @timestamp() receivedDate?: Date | null;
  @timestamp() tellerDate?: Date | null;
  @timestamp() payed?: Date | null;
  /** The payment batch (PaymentXML) that paid the order; set once (migration 017). */
  @integer() paymentXmlId?: number | null;
  @timestamp() bursarHandleDate?: Date | null;
  @timestamp() closeDate?: Date | null;
  @timestamp() latestAfterCall?: Date | null;
  @timestamp() latestWelcomeCall?: Date | null;
  @timestamp() latestColdCall?: Date | null;
  @timestamp() latestTellerCall?: Date | null;
  @timestamp() arrivedSmsDate?: Date | null;
  /**
   * Calls logged per type (attempts) and the time of the last (last try), kept by the database from
   * call_logs (migration 012); never written through the API.
   */
  @integer({default: 0}) welcomeCallAttempts?: number;
  @timestamp() welcomeCallLastTry?: Date | null;
  @integer({default: 0}) afterCallAttempts?: number;
  @timestamp() afterCallLastTry?: Date | null;
  @integer({default: 0}) coldCallAttempts?: number;
  @timestamp() coldCallLastTry?: Date | null;
  // origin and closing
  @flag() isWebOrder?: boolean;
  @flag() closed?: boolean;
  // packaging and shipment
  @flag() isPackaged?: boolean;
  @flag() inPackager?: boolean;
  @flag() isShipmentRegistered?: boolean;
  @flag() hasShipmentError?: boolean;
  @flag() isReceived?: boolean;
  // valuation and teller
  @flag() isValued?: boolean;
  @flag() isRevaluated?: boolean;
  @flag() returnToValuation?: boolean;
  @flag() isTellered?: boolean;
  // offer and returns
  @flag() termsAccepted?: boolean;
  @flag() offerAccepted?: boolean;
  @flag() offeredDeclined?: boolean;
  @flag() ignobleReturn?: boolean;
  @flag() insuranceReturn?: boolean;
  // calls and SMS
  @flag() callRequest?: boolean;
  @flag() arrivedSmsSent?: boolean;
  @flag() welcomeCallDone?: boolean;
  @flag() afterCallDone?: boolean;
  @flag() isColdCase?: boolean;
  // payment and completion
  @flag() isDonation?: boolean;
  @flag() isBoomerang?: boolean;
  @flag() isPaid?: boolean;
  @flag() isComplete?: boolean;
  @flag() isBursarReturnMade?: boolean;
  // transfers
  @flag() isPermanentlyTransferred?: boolean;
  @flag() isTemporarilyTransferred?: boolean;
  // closing
  @longText() closeReason?: string | null;
  @oneOf(CLOSE_METHODS) closeMethod?: string | null;
  // money and weights
  @decimal() offer?: number | null;
  @decimal() sekOffer?: number | null;
  @decimal() gbpOffer?: number | null;
  /** The purchase-note number of an approved Swedish purchase (its own sequence, migration 016). */
  @integer() purchaseNoteNumber?: number | null;
  /** The approval's payee snapshot (shared's PayeeSnapshot): what a batch pays; written only by the teller's approval. */
  @jsonObject({jsonSchema: payeeSchema as JsonSchemaWithExtensions}) payee?: PayeeSnapshot | null;
  /** When the bank details of an approved order were last changed (it then needed a new approval). */
  @timestamp() bankDetailsChangedAt?: Date | null;
  @decimal() price?: number | null;
  @decimal() goldWeight?: number | null;
  @decimal() silverWeight?: number | null;
  @decimal() customGoldWeight?: number | null;
  @decimal() otherWeight?: number | null;
  @decimal() packageWeight?: number | null;
  @decimal() materialWeight?: number | null;
  // other
  @text() tellerBreakdown?: string | null;
  @text() shipmentRegisterError?: string | null;
  /** The carrier the shipment is registered with (posti, postnord, royal-mail, local), its tracking page and return code. */
  @text() carrier?: string | null;
  @text() trackingUrl?: string | null;
  @text() returnCode?: string | null;
  @jsonList(shipmentOffice) shipmentOffices?: object[] | null;
  @jsonList(productItem) products?: object[] | null;
  @text() valuationImage?: string | null;
  @jsonList({type: 'string'}) extraImages?: string[] | null;
  /** Storage keys of the last generated documents. */
  @text() invoice?: string | null;
  @text() letter?: string | null;
  @text() labels?: string | null;
  // messages
  @longText() generalMessage?: string | null;
  @longText() packagerMessageFromBuyer?: string | null;
  @longText() valuationMessageFromBuyer?: string | null;
  @longText() tellerMessageFromBuyer?: string | null;
  @longText() tellerMessageFromValuation?: string | null;
  @longText() revaluationMessageFromTeller?: string | null;
  @longText() bursarComment?: string | null;
  @longText() tellerComment?: string | null;
  @longText() customerServiceComment?: string | null;
  // legacy lists of try times, and the arrival-SMS history
  @jsonList(dateList) afterCallTries?: string[] | null;
  @jsonList(dateList) welcomeCallTried?: string[] | null;
  @jsonList(dateList) tellerCallTries?: string[] | null;
  @jsonList({type: 'object'}) arrivedSmsLog?: object[] | null;

  constructor(data?: Partial<Order>) {
    super(data);
  }
}

export interface OrderRelations {
  client?: Client;
  caller?: Member;
}
