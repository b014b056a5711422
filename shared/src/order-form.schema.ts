import {z} from 'zod';
import {ADDRESS_MESSAGES, ADDRESS_TEXT, CITY_TEXT, clientContactSchema, POSTAL_MAX, ZIP_TEXT} from './client.schema';
import {COUNTRIES, LANGUAGES, TEAMS} from './constants';
import {recordId} from './contract';

/** An RFC 3339 date-time with its offset, as JSON carries one (what the database's timestamptz reads). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** A required date-time: a Date or an RFC 3339 string that parses as one; answers the ISO string. */
const requiredDateTime = (label: string) =>
  z.preprocess(
    value => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString() : value),
    z
      .string({error: `${label} is required`})
      .trim()
      .min(1, `${label} is required`)
      .max(40, `${label} is required`)
      .regex(DATE_TIME, `${label} is required`)
      .refine(text => !Number.isNaN(Date.parse(text)), `${label} is required`)
      .meta({format: 'date-time'}),
  );
const optionalText = (max = 2000) => z.string().trim().max(max).nullable().optional();
/**
 * An order's own postal address: the client form's characters and lengths when given (no markup, no
 * entities, no message in a bank file or on a label), for the admin's and the buyer's edit alike.
 */
const postal = (pattern: RegExp, message: string, max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .max(max, maxMessage)
    .refine(value => value === '' || pattern.test(value), message)
    .nullable()
    .optional();
const orderAddress = {
  address: postal(ADDRESS_TEXT, ADDRESS_MESSAGES.address, POSTAL_MAX.address, ADDRESS_MESSAGES.addressMax),
  zip: postal(ZIP_TEXT, ADDRESS_MESSAGES.zip, POSTAL_MAX.zip, ADDRESS_MESSAGES.zipMax),
  city: postal(CITY_TEXT, ADDRESS_MESSAGES.city, POSTAL_MAX.city, ADDRESS_MESSAGES.cityMax),
};

/** Order form (spec 01 §5 "Order form"): welcomeCall and dueDate required dates; language and country required. */
const orderFormBase = {
  welcomeCall: requiredDateTime('Welcome call'),
  dueDate: requiredDateTime('Due date'),
  language: z.enum(LANGUAGES, {error: 'Language is required'}),
  country: z.enum(COUNTRIES, {error: 'Country is required'}),
  team: z.enum(TEAMS, {error: 'Team is not valid'}).nullable().optional(),
};

/** Free-text messages on the order. */
export const ORDER_FORM_MESSAGES = [
  'generalMessage',
  'packagerMessageFromBuyer',
  'valuationMessageFromBuyer',
  'tellerMessageFromBuyer',
  'customerServiceComment',
] as const;
export type OrderFormMessage = (typeof ORDER_FORM_MESSAGES)[number];
const buyerMessages = ORDER_FORM_MESSAGES.filter(m => m !== 'customerServiceComment');

/** The buyer's order form (add order). */
export const orderFormSchema = z.object({
  ...orderFormBase,
  isWebOrder: z.boolean().optional(),
  callerId: recordId().nullable().optional(),
  ...Object.fromEntries(buyerMessages.map(key => [key, optionalText()])),
}) as z.ZodType<OrderForm>;
export type OrderForm = {
  welcomeCall: string;
  dueDate: string;
  language: (typeof LANGUAGES)[number];
  country: (typeof COUNTRIES)[number];
  team?: (typeof TEAMS)[number] | null;
  isWebOrder?: boolean;
  callerId?: number | null;
} & Partial<Record<Exclude<OrderFormMessage, 'customerServiceComment'>, string | null>>;

const addOrderSchemaOf = (isWebOrder: boolean) =>
  z.object({
    order: orderFormSchema,
    client: clientContactSchema({isWebOrder}).extend({id: recordId().optional()}),
    confirmOtherMarket: z
      .boolean()
      .optional()
      .meta({description: "true once the buyer confirmed an order for a client outside the caller's market (else 409 OTHER_MARKET)"}),
  });
const ADD_ORDER_SCHEMAS = {web: addOrderSchemaOf(true), phone: addOrderSchemaOf(false)};

/**
 * The buyer's add-order form as POST /buyer/orders takes it: the order form and the client's
 * contact fields (with the id of a client found by phone; never bank details). A web order drops the
 * birth-year requirement, so the endpoint's contract is the web order's and the server checks the
 * birth year of a phone order with the order's own flag.
 */
export const addOrderSchema = (isWebOrder: boolean) => (isWebOrder ? ADD_ORDER_SCHEMAS.web : ADD_ORDER_SCHEMAS.phone);
export type AddOrderForm = z.infer<ReturnType<typeof addOrderSchema>>;

/**
 * What a buyer may change on their own order (buyer "modify orders", spec 01 §2 "Buyer"): the order form's
 * dates, language, country and team, the postal address and the buyer's messages. The server
 * applies it as a partial (a field left out is kept; a required one cannot be cleared).
 */
export const buyerOrderSchema = z.object({
  ...orderFormBase,
  ...orderAddress,
  ...Object.fromEntries(buyerMessages.map(key => [key, optionalText()])),
}) as unknown as z.ZodObject<z.ZodRawShape> & z.ZodType<BuyerOrderForm>;
export type BuyerOrderForm = Omit<OrderForm, 'isWebOrder' | 'callerId'> & {
  address?: string | null;
  zip?: string | null;
  city?: string | null;
};
/** PATCH /buyer/orders/{id}: the buyer's order form as a partial (a field left out is kept). */
export const buyerOrderPatchSchema = buyerOrderSchema.partial();

/** The fields of buyerOrderSchema, for the server's request schema. */
export const BUYER_ORDER_FIELDS = [
  'address',
  'zip',
  'city',
  'country',
  'language',
  'team',
  'welcomeCall',
  'dueDate',
  ...buyerMessages,
] as readonly (keyof BuyerOrderForm)[];

/**
 * Order flags the admin may still set by hand on the order edit form: only the order's origin.
 * The lifecycle (closed, received, paid, boomerang...) changes only through commands with their
 * rules and audit: Close... and Reopen... on the same page.
 */
export const ORDER_FORM_FLAGS = ['isWebOrder'] as const;

/**
 * The order's lifecycle state: written only by the commands (close, reopen, receive, calls,
 * valuation, teller, payment, bursar...), never by the generic create and edit of an order.
 */
export const ORDER_COMMAND_FIELDS = [
  'closed',
  'closeMethod',
  'closerId',
  'closeDate',
  'inPackager',
  'packagerClaimedAt',
  'isPackaged',
  'welcomeCallDone',
  'afterCallDone',
  'isReceived',
  'receivedDate',
  'receiverId',
  'isValued',
  'isRevaluated',
  'returnToValuation',
  'isTellered',
  'purchaseNoteNumber',
  'offerAccepted',
  'offeredDeclined',
  'isPaid',
  'isComplete',
  'isBoomerang',
  'isDonation',
  'isColdCase',
  'isPermanentlyTransferred',
  'isTemporarilyTransferred',
  // Who did each step and when: written by the step's command, never typed in.
  'receiverId',
  'valuatorId',
  'reValuatorId',
  'valuationDate',
  'reValuationDate',
  'packagerId',
  'packagedDate',
  'tellerId',
  'tellerDate',
  'payerId',
  'payed',
  'bursarId',
  'bursarHandleDate',
  'isBursarReturnMade',
  // Money and what decides it: the valuation's figures, the teller's offer and terms, the approved payee.
  'products',
  'price',
  'goldWeight',
  'silverWeight',
  'customGoldWeight',
  'otherWeight',
  'materialWeight',
  'offer',
  'sekOffer',
  'gbpOffer',
  'termsAccepted',
  'insuranceReturn',
  'ignobleReturn',
  'payee',
  'bankDetailsChangedAt',
] as const;
export type OrderFormFlag = (typeof ORDER_FORM_FLAGS)[number];

/** The admin order edit form: the order form plus address, bar code, close reason, messages and flags. */
export const adminOrderSchema = z.object({
  ...orderFormBase,
  barCode: optionalText(100),
  ...orderAddress,
  closeReason: optionalText(),
  ...Object.fromEntries(ORDER_FORM_MESSAGES.map(key => [key, optionalText()])),
  ...Object.fromEntries(ORDER_FORM_FLAGS.map(key => [key, z.boolean()])),
}) as unknown as z.ZodObject<z.ZodRawShape> & z.ZodType<AdminOrderForm>;

/**
 * The admin's new order (`POST /Orders`): the order form's rules, the dates, country and language
 * required as on every order form, so an empty or partial body is refused before anything is
 * written. The origin flag may be left out (not a web order); the client, caller and the rest of the
 * order's fields are the body's, checked by its OpenAPI schema.
 */
export const adminOrderCreateSchema = adminOrderSchema.extend(Object.fromEntries(ORDER_FORM_FLAGS.map(key => [key, z.boolean().optional()])));

export type AdminOrderForm = {
  country: (typeof COUNTRIES)[number];
  language: (typeof LANGUAGES)[number];
  team?: (typeof TEAMS)[number] | null;
  barCode?: string | null;
  address?: string | null;
  zip?: string | null;
  city?: string | null;
  welcomeCall: string;
  dueDate: string;
  closeReason?: string | null;
} & Partial<Record<OrderFormMessage, string | null>> &
  Record<OrderFormFlag, boolean>;
