/**
 * One pure mapping per model of the old system (LoopBack 3 on MongoDB, field names of spec 01 §3 and
 * 02 §3): an old document in, the Karat row out (column names, values as PostgreSQL reads them from
 * JSON), or the reason it cannot be taken. References to other old records come back through
 * `Refs` (the loader's map of old ObjectIds to the rows already imported). Each rule used here is
 * shared's: languages, countries, the IBAN and BBAN checks, the phone, postal code and bar code
 * normalisers, the username rules, the fineness of a material's name.
 */
import {
  CALL_TYPES,
  CLOSE_METHODS,
  COMPLAINT_FILED_BY,
  COMPLAINT_ORDER_CLOSED,
  COMPLAINT_STATUSES,
  COUNTRIES,
  GENDERS,
  LANGUAGES,
  MATERIAL_CATEGORIES,
  ROLE_FLAGS,
  TEAMS,
  businessDate,
  finenessFromName,
  memberSchema,
  normalizeBarCode,
  normalizePhone,
  normalizePostalCode,
} from '@karat/shared';
import {bbanToIban, compactUkNumber, isValidIban, normalizeIban} from '@karat/shared/teller';

export type Doc = Record<string, unknown>;
/** MongoDB's own key of a document (named once: the lint keeps `._x` for LoopBack's internals). */
export const MONGO_ID = '_id';
export const idOf = (doc: Doc): unknown => doc[MONGO_ID];
/** What a source yields for a line it cannot parse (no stored field may start with '$'). */
export const UNREADABLE = '$unreadable';
/** The key bson's value classes name themselves by. */
const BSON_TYPE = '_bsontype';
export type Row = Record<string, unknown>;
/** A mapping's answer: the row, and the fields it left empty (each a line in the report). */
type Out = {row: Row; notes: string[]};

/** The old models, in the order they are imported: a record's references are imported before it. */
export const OLD_MODELS = [
  'Member',
  'Material',
  'Client',
  'Order',
  'CallLog',
  'SmsLog',
  'Greeting',
  'PackageCodeRegistry',
  'PaymentXML',
  'Complaint',
  'TimeRecord',
] as const;
export type OldModel = (typeof OLD_MODELS)[number];

/** The Karat table of each old model. */
export const TABLE_OF: Record<OldModel, string> = {
  Member: 'members',
  Material: 'materials',
  Client: 'clients',
  Order: 'orders',
  CallLog: 'call_logs',
  SmsLog: 'sms_logs',
  Greeting: 'greetings',
  PackageCodeRegistry: 'package_code_registry',
  PaymentXML: 'payment_xmls',
  Complaint: 'complaints',
  TimeRecord: 'time_records',
};

/** The models other records refer to; the loader keeps their old id -> Karat id. */
export type RefModel = 'Member' | 'Material' | 'Client' | 'Order';

export interface Refs {
  /** The Karat id of an imported record, by its old id. */
  id(model: RefModel, legacyId: string): number | undefined;
  /** Whether this run turned the record down (its own line in the report says why). */
  rejected(model: RefModel, legacyId: string): boolean;
}

export type Mapped = {ok: true; legacyId: string; row: Row; notes: string[]} | {ok: false; legacyId: string; reason: string};

/** A mapping's refusal: thrown inside a mapping, caught by `mapDocument`. */
class Rejection extends Error {}
const reject = (reason: string): never => {
  throw new Rejection(reason);
};

// ---------------------------------------------------------------------------------------------
// Values as the old documents hold them (bson, EJSON or the driver: ObjectId, Date, Decimal128,
// Long and Int32 objects, or plain numbers and strings in a hand-made export)

const isObjectIdLike = (v: unknown): v is {toHexString(): string} =>
  typeof v === 'object' && v !== null && typeof (v as {toHexString?: unknown}).toHexString === 'function';

/** An ObjectId as its 24 hex characters; a string already so; undefined for anything else. */
export function oldId(v: unknown): string | undefined {
  if (isObjectIdLike(v)) return v.toHexString();
  if (typeof v === 'string' && /^[0-9a-f]{24}$/i.test(v.trim())) return v.trim().toLowerCase();
  return undefined;
}

/** When the ObjectId was made (its first four bytes): the creation time of a record without createdAt. */
export function objectIdTime(hex: string): Date {
  return new Date(parseInt(hex.slice(0, 8), 16) * 1000);
}

function present(v: unknown): boolean {
  return v !== undefined && v !== null && v !== '';
}

/** A date as ISO text; undefined when absent; a rejection when present and not a date. */
function date(doc: Doc, field: string): string | null {
  const v = doc[field];
  if (!present(v)) return null;
  const d = v instanceof Date ? v : typeof v === 'string' || typeof v === 'number' ? new Date(v) : undefined;
  if (!d || Number.isNaN(d.getTime())) return reject(`${field} is not a date (${String(v)})`);
  return d.toISOString();
}

function text(doc: Doc, field: string): string | null {
  const v = doc[field];
  if (!present(v)) return null;
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return reject(`${field} is not text`);
}

/** The old flags: only true is true (a missing flag and false are one state, as in every Karat query). */
const flag = (doc: Doc, field: string) => doc[field] === true || doc[field] === 'true';

/** A number as decimal text, exactly as stored (a double's shortest form, a Decimal128's digits). */
function decimalText(v: unknown, field: string): string | null {
  if (!present(v)) return null;
  let s: string;
  if (typeof v === 'number') s = Number.isFinite(v) ? String(v) : reject(`${field} is not a number (${v})`);
  else if (typeof v === 'string') s = v.trim().replace(',', '.');
  else if (typeof v === 'object' && v !== null && typeof (v as object).toString === 'function') s = String(v);
  else return reject(`${field} is not a number`);
  if (!/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i.test(s)) return reject(`${field} is not a number (${s})`);
  if (/e/i.test(s))
    s = Number(s)
      .toFixed(20)
      .replace(/\.?0+$/, '');
  return s;
}

/**
 * Money with two decimals, rounded half away from zero on the decimal digits themselves (a
 * double's 1.005 is "1.005" here, so "1.01", never the float's 1.00).
 */
export function money(v: unknown, field: string): string | null {
  const s = decimalText(v, field);
  if (s === null) return null;
  const negative = s.startsWith('-');
  const [whole, fraction = ''] = s.replace('-', '').split('.');
  let cents = BigInt(whole + (fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  const out = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return negative && cents !== 0n ? `-${out}` : out;
}

function integer(doc: Doc, field: string): number | null {
  const s = decimalText(doc[field], field);
  if (s === null) return null;
  const n = Number(s);
  if (!Number.isSafeInteger(n) || Math.abs(n) > 2_147_483_647) return reject(`${field} is not a whole number (${s})`);
  return n;
}

function oneOfOrNull<T extends string>(doc: Doc, field: string, allowed: readonly T[], notes: string[]): T | null {
  const v = doc[field];
  if (!present(v)) return null;
  if (allowed.includes(v as T)) return v as T;
  notes.push(`unknown ${field} '${String(v)}' left empty`);
  return null;
}

/** A value made plain JSON: ObjectIds as hex, dates as ISO text, numbers of bson's classes as numbers. */
export function plain(v: unknown): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v.toISOString();
  if (isObjectIdLike(v)) return v.toHexString();
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v === 'object') {
    const bsontype = (v as Record<string, unknown>)[BSON_TYPE];
    if (bsontype === 'Decimal128' || bsontype === 'Long' || bsontype === 'Int32' || bsontype === 'Double') return Number(String(v));
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  }
  return v;
}

function dateList(doc: Doc, field: string): string[] | null {
  const v = doc[field];
  if (!Array.isArray(v)) return null;
  return v.map(x => (x instanceof Date ? x.toISOString() : new Date(String(x)).toISOString()));
}

/** A reference to a member: the Karat id, or null with a note when that member is not in Karat. */
function memberRef(doc: Doc, field: string, refs: Refs, notes: string[]): number | null {
  const v = doc[field];
  if (!present(v)) return null;
  const id = oldId(v);
  const found = id === undefined ? undefined : refs.id('Member', id);
  if (found === undefined) notes.push(`${field} ${String(id ?? v)} is no imported member: left empty`);
  return found ?? null;
}

/** A reference the record cannot be without: the Karat id, or a rejection naming what is missing. */
function requiredRef(doc: Doc, field: string, model: RefModel, refs: Refs): number {
  const v = doc[field];
  if (!present(v)) return reject(`missing ${field}`);
  const id = oldId(v);
  if (id === undefined) return reject(`${field} is not an ObjectId (${String(v)})`);
  const found = refs.id(model, id);
  if (found !== undefined) return found;
  return reject(refs.rejected(model, id) ? `${model.toLowerCase()} ${id} was not imported (see its line)` : `missing ${model.toLowerCase()} ${id}`);
}

function optionalRef(doc: Doc, field: string, model: RefModel, refs: Refs, notes: string[]): number | null {
  if (!present(doc[field])) return null;
  const id = oldId(doc[field]);
  const found = id === undefined ? undefined : refs.id(model, id);
  if (found === undefined) notes.push(`${field} ${String(id ?? doc[field])} is no imported ${model.toLowerCase()}: left empty`);
  return found ?? null;
}

function country(doc: Doc, required: boolean): string | null {
  const v = doc.country;
  if (!present(v)) return required ? reject('missing country') : null;
  if ((COUNTRIES as readonly unknown[]).includes(v)) return v as string;
  return reject(`unknown country '${String(v)}'`);
}

function language(doc: Doc, required: boolean): string | null {
  const v = doc.language;
  if (!present(v)) return required ? reject('missing language') : null;
  if ((LANGUAGES as readonly unknown[]).includes(v)) return v as string;
  return reject(`unknown language '${String(v)}'`);
}

/** createdAt, or the ObjectId's own time when the old record had none. */
function createdAt(doc: Doc, legacyId: string): string {
  return date(doc, 'createdAt') ?? objectIdTime(legacyId).toISOString();
}

// ---------------------------------------------------------------------------------------------
// The models

function member(doc: Doc, legacyId: string): Out {
  const name = text(doc, 'name') ?? text(doc, 'username') ?? reject('missing name');
  const username = memberSchema.shape.username.safeParse(text(doc, 'username') ?? '');
  if (!username.success) reject(`username '${String(doc.username ?? '')}': ${username.error.issues[0].message}`);
  const flags = Object.fromEntries(ROLE_FLAGS.map(f => [f.toLowerCase(), flag(doc, f)]));
  const notes: string[] = [];
  return {
    row: {
      name,
      username: username.data,
      phone: text(doc, 'phone'),
      buyercommission: integer(doc, 'buyerCommission') ?? 0,
      preferlanguage: oneOfOrNull(doc, 'preferLanguage', LANGUAGES, notes),
      prefercountry: oneOfOrNull(doc, 'preferCountry', COUNTRIES, notes),
      team: oneOfOrNull(doc, 'team', TEAMS, notes),
      location: text(doc, 'location'),
      ...flags,
      isactive: flag(doc, 'isActive'),
      // No password comes over (the old hashes are not Karat's): the first login sets one.
      mustsetpassword: true,
      createdat: createdAt(doc, legacyId),
      updatedat: date(doc, 'updatedAt') ?? createdAt(doc, legacyId),
    },
    notes,
  };
}

function material(doc: Doc): Out {
  const name = text(doc, 'name') ?? reject('missing name');
  const price = money(doc.price, 'price') ?? reject('missing price');
  const category = doc.category;
  if (present(category) && !(MATERIAL_CATEGORIES as readonly unknown[]).includes(category)) reject(`unknown category '${String(category)}'`);
  return {row: {name, price, category: present(category) ? category : null, fineness: finenessFromName(name)}, notes: []};
}

/**
 * The client's IBAN as stored (normalizeIban) when it is one; a Finnish or Swedish account number
 * (BBAN) the old forms also took becomes its IBAN by the banks' check digits; anything else is left
 * empty and named in the report (the teller asks the client again before any payment).
 */
function clientIban(doc: Doc, countryName: string | null, notes: string[]): string | null {
  const raw = text(doc, 'iban');
  if (raw === null || raw.trim() === '') return null;
  if (isValidIban(raw)) return normalizeIban(raw);
  const converted = bbanToIban(countryName, raw);
  if (converted) return converted;
  notes.push(`bad IBAN '${raw}' left empty`);
  return null;
}

function client(doc: Doc, legacyId: string): Out {
  const notes: string[] = [];
  const countryName = country(doc, true);
  const lang = language(doc, true);
  const zip = text(doc, 'zip');
  const gender = oneOfOrNull(doc, 'gender', GENDERS, notes) ?? 'unknown';
  const row: Row = {
    firstname: text(doc, 'firstName'),
    lastname: text(doc, 'lastName'),
    gender,
    address: text(doc, 'address'),
    zip: zip === null ? null : normalizePostalCode(zip, countryName),
    city: text(doc, 'city'),
    country: countryName,
    language: lang,
    phone: present(doc.phone) ? normalizePhone(text(doc, 'phone'), countryName) : null,
    email: text(doc, 'email'),
    birthyear: integer(doc, 'birthYear'),
    iban: clientIban(doc, countryName, notes),
    uksortcode: present(doc.ukSortCode) ? compactUkNumber(text(doc, 'ukSortCode')) : null,
    ukaccountnumber: present(doc.ukAccountNumber) ? compactUkNumber(text(doc, 'ukAccountNumber')) : null,
    createdat: createdAt(doc, legacyId),
    updatedat: date(doc, 'updatedAt') ?? createdAt(doc, legacyId),
  };
  // The old client number is kept (letters and calls name it); without one the sequence gives one.
  const clientNumber = integer(doc, 'clientNumber');
  if (clientNumber !== null) row.clientnumber = clientNumber;
  return {row, notes};
}

const ORDER_TEXT = [
  'address',
  'city',
  'closeReason',
  'tellerBreakdown',
  'shipmentRegisterError',
  'valuationImage',
  'invoice',
  'letter',
  'labels',
  'generalMessage',
  'packagerMessageFromBuyer',
  'valuationMessageFromBuyer',
  'tellerMessageFromBuyer',
  'tellerMessageFromValuation',
  'revaluationMessageFromTeller',
  'bursarComment',
  'tellerComment',
  'customerServiceComment',
].map(f => [f, f.toLowerCase()] as const);
const ORDER_DATES = [
  'updatedAt',
  'welcomeCall',
  'dueDate',
  'valuationDate',
  'packagedDate',
  'receivedDate',
  'tellerDate',
  'payed',
  'bursarHandleDate',
  'closeDate',
  'latestAfterCall',
  'latestWelcomeCall',
  'latestColdCall',
  'latestTellerCall',
  'arrivedSmsDate',
].map(f => [f, f.toLowerCase()] as const);
/** The old flags: Karat's order states are the same flags (the status label is shared's orderStatusLabel of them). */
const ORDER_FLAGS = [
  'isWebOrder',
  'closed',
  'isPackaged',
  'inPackager',
  'isShipmentRegistered',
  'hasShipmentError',
  'isReceived',
  'isValued',
  'isRevaluated',
  'returnToValuation',
  'isTellered',
  'termsAccepted',
  'offerAccepted',
  'offeredDeclined',
  'ignobleReturn',
  'insuranceReturn',
  'callRequest',
  'arrivedSmsSent',
  'welcomeCallDone',
  'afterCallDone',
  'isColdCase',
  'isDonation',
  'isBoomerang',
  'isPaid',
  'isComplete',
  'isBursarReturnMade',
  'isPermanentlyTransferred',
  'isTemporarilyTransferred',
].map(f => [f, f.toLowerCase()] as const);
const ORDER_MONEY = ['offer', 'sekOffer', 'gbpOffer', 'price'].map(f => [f, f.toLowerCase()] as const);
const ORDER_WEIGHTS = ['goldWeight', 'silverWeight', 'customGoldWeight', 'otherWeight', 'packageWeight', 'materialWeight'].map(
  f => [f, f.toLowerCase()] as const,
);
const ORDER_STAFF = [
  'callerId',
  'assignedCallerId',
  'originalCallerId',
  'coldCaseCallerId',
  'valuatorId',
  'packagerId',
  'receiverId',
  'tellerId',
  'payerId',
  'bursarId',
  'closerId',
].map(f => [f, f.toLowerCase()] as const);

/** A product line: the fields Karat's order keeps; a density naming an old material becomes the Karat material's id. */
function product(p: unknown, refs: Refs, notes: string[]): Row {
  const line = (plain(p) ?? {}) as Row;
  const num = (v: unknown) => (present(v) && Number.isFinite(Number(v)) ? Number(v) : null);
  let density = line.density ?? null;
  const materialId = oldId(density);
  if (materialId !== undefined) {
    const id = refs.id('Material', materialId);
    if (id === undefined) notes.push(`a product's density ${materialId} is no imported material: kept as text`);
    density = id === undefined ? materialId : String(id);
  }
  return {
    key: String(line.key ?? ''),
    name: String(line.name ?? ''),
    category: typeof line.category === 'string' ? line.category : null,
    density: density === null ? null : typeof density === 'number' ? density : String(density),
    densityName: typeof line.densityName === 'string' ? line.densityName : null,
    weight: num(line.weight),
    price: num(line.price),
    factor: num(line.factor),
    inDeal: line.inDeal === true,
  };
}

function order(doc: Doc, legacyId: string, refs: Refs): Out {
  const notes: string[] = [];
  const countryName = country(doc, true);
  const row: Row = {
    clientid: requiredRef(doc, 'clientId', 'Client', refs),
    country: countryName,
    language: language(doc, true),
    team: oneOfOrNull(doc, 'team', TEAMS, notes),
    createdat: createdAt(doc, legacyId),
  };
  const orderNumber = integer(doc, 'orderNumber');
  if (orderNumber !== null) row.ordernumber = orderNumber;
  // An old reference number stays (invoices that may still be paid carry it); else the database gives one.
  const reference = text(doc, 'referenceNumber');
  if (reference !== null) row.referencenumber = reference;
  const barCode = text(doc, 'barCode') ?? text(doc, 'barcode');
  row.barcode = barCode === null ? null : normalizeBarCode(barCode);
  const zip = text(doc, 'zip');
  row.zip = zip === null ? null : normalizePostalCode(zip, countryName);
  for (const [f, column] of ORDER_TEXT) row[column] = text(doc, f);
  for (const [f, column] of ORDER_DATES) row[column] = date(doc, f);
  row.updatedat ??= row.createdat;
  row.revaluationdate = date(doc, 'reValuationDate') ?? date(doc, 'revaluationDate');
  for (const [f, column] of ORDER_FLAGS) row[column] = flag(doc, f);
  for (const [f, column] of ORDER_MONEY) row[column] = money(doc[f], f);
  for (const [f, column] of ORDER_WEIGHTS) row[column] = decimalText(doc[f], f);
  for (const [f, column] of ORDER_STAFF) row[column] = memberRef(doc, f, refs, notes);
  row.revaluatorid = memberRef(doc, present(doc.reValuatorId) ? 'reValuatorId' : 'revaluatorId', refs, notes);
  row.closemethod = oneOfOrNull(doc, 'closeMethod', CLOSE_METHODS, notes);
  // Spec 01 §4 "Closing an order": the method 'boomerang' marks isBoomerang.
  if (row.closemethod === 'boomerang') row.isboomerang = true;
  row.products = Array.isArray(doc.products) ? doc.products.map(p => product(p, refs, notes)) : null;
  row.shipmentoffices = Array.isArray(doc.shipmentOffices)
    ? doc.shipmentOffices.map(o => {
        const office = (plain(o) ?? {}) as Row;
        return {name: String(office.name ?? ''), address: String(office.address ?? ''), zip: String(office.zip ?? ''), city: String(office.city ?? '')};
      })
    : null;
  row.extraimages = Array.isArray(doc.extraImages) ? doc.extraImages.map(x => String(plain(x))) : null;
  row.aftercalltries = dateList(doc, 'afterCallTries');
  row.welcomecalltried = dateList(doc, 'welcomeCallTried');
  row.tellercalltries = dateList(doc, 'tellerCallTries');
  row.arrivedsmslog = present(doc.arrivedSmsLog) ? plain(doc.arrivedSmsLog) : null;
  return {row, notes};
}

function callLog(doc: Doc, legacyId: string, refs: Refs): Out {
  const notes: string[] = [];
  const type = present(doc.type) ? doc.type : 'WELCOME_CALL';
  if (!(CALL_TYPES as readonly unknown[]).includes(type)) reject(`unknown type '${String(type)}'`);
  return {
    row: {
      orderid: requiredRef(doc, 'orderId', 'Order', refs),
      type,
      event: text(doc, 'event') ?? reject('missing event'),
      message: text(doc, 'message'),
      memberid: memberRef(doc, 'memberId', refs, notes),
      createdat: createdAt(doc, legacyId),
    },
    notes,
  };
}

const SMS_STATUSES = ['queued', 'sent', 'failed'] as const;

/** The old SmsLog: to, message, kind, status, provider, providerMessageId, error, orderId, memberId, createdAt, sentAt. */
function smsLog(doc: Doc, legacyId: string, refs: Refs): Out {
  const notes: string[] = [];
  const status = present(doc.status) ? oneOfOrNull(doc, 'status', SMS_STATUSES, notes) : 'sent';
  return {
    row: {
      to: text(doc, 'to') ?? text(doc, 'phone') ?? reject('missing to'),
      message: text(doc, 'message') ?? reject('missing message'),
      kind: text(doc, 'kind') ?? text(doc, 'type'),
      status: status ?? 'sent',
      provider: text(doc, 'provider'),
      providermessageid: text(doc, 'providerMessageId'),
      error: text(doc, 'error'),
      orderid: optionalRef(doc, 'orderId', 'Order', refs, notes),
      memberid: memberRef(doc, 'memberId', refs, notes),
      createdat: createdAt(doc, legacyId),
      sentat: date(doc, 'sentAt'),
    },
    notes,
  };
}

function greeting(doc: Doc): Out {
  return {row: {fi: text(doc, 'fi'), sv: text(doc, 'sv'), svfi: text(doc, 'svFI') ?? text(doc, 'svfi')}, notes: []};
}

function packageCode(doc: Doc, legacyId: string, refs: Refs): Out {
  const notes: string[] = [];
  return {
    row: {
      orderid: requiredRef(doc, 'orderId', 'Order', refs),
      ordernumber: integer(doc, 'orderNumber'),
      clientid: optionalRef(doc, 'clientId', 'Client', refs, notes),
      clientname: text(doc, 'clientName'),
      packagecode: text(doc, 'packageCode') ?? reject('missing packageCode'),
      createdat: createdAt(doc, legacyId),
    },
    notes,
  };
}

function paymentXml(doc: Doc, legacyId: string, refs: Refs): Out {
  const notes: string[] = [];
  return {
    row: {
      name: text(doc, 'name') ?? reject('missing name'),
      location: text(doc, 'location'),
      country: country(doc, false),
      total: money(doc.total, 'total'),
      isdonation: flag(doc, 'isDonation'),
      team: oneOfOrNull(doc, 'team', TEAMS, notes),
      payerid: memberRef(doc, 'payerId', refs, notes),
      createdat: createdAt(doc, legacyId),
    },
    notes,
  };
}

function complaint(doc: Doc, legacyId: string, refs: Refs): Out {
  const notes: string[] = [];
  const status = oneOfOrNull(doc, 'status', COMPLAINT_STATUSES, notes) ?? 'waiting_customer_service';
  const filedBy = present(doc.complaintFiledBy) ? String(doc.complaintFiledBy).toLowerCase() : 'internal';
  if (!(COMPLAINT_FILED_BY as readonly string[]).includes(filedBy)) notes.push(`unknown complaintFiledBy '${filedBy}': internal`);
  const row: Row = {
    status,
    reasoncategory: text(doc, 'reasonCategory'),
    reasonsubcategory: text(doc, 'reasonSubcategory'),
    reasonothertext: text(doc, 'reasonOtherText'),
    complaintfiledby: (COMPLAINT_FILED_BY as readonly string[]).includes(filedBy) ? filedBy : 'internal',
    complaintinfo: text(doc, 'complaintInfo'),
    complaintdate: date(doc, 'complaintDate'),
    duedate: date(doc, 'dueDate'),
    // Karat's isClosed follows the status (migration 022).
    isclosed: status === 'closed',
    orderid: optionalRef(doc, 'orderId', 'Order', refs, notes),
    clientid: optionalRef(doc, 'clientId', 'Client', refs, notes),
    orderclosed: oneOfOrNull(doc, 'orderClosed', COMPLAINT_ORDER_CLOSED, notes) ?? 'not_set',
    clientnumber: integer(doc, 'clientNumber'),
    ordernumber: integer(doc, 'orderNumber'),
    logisticslastseenlocation: text(doc, 'logisticsLastSeenLocation'),
    logisticslastseendate: date(doc, 'logisticsLastSeenDate'),
    createdat: createdAt(doc, legacyId),
    updatedat: date(doc, 'updatedAt') ?? createdAt(doc, legacyId),
  };
  const number = integer(doc, 'complaintNumber');
  if (number !== null) row.complaintnumber = number;
  return {row, notes};
}

/** A day's record (migration 024): worked hours, or sick leave, or a paid day off, on one business day. */
function timeRecord(doc: Doc, legacyId: string, refs: Refs): Out {
  const day = date(doc, 'date') ?? reject('missing date');
  const hours = decimalText(doc.hours, 'hours') ?? '0';
  const kinds = (Number(hours) > 0 ? 1 : 0) + (flag(doc, 'sickLeave') ? 1 : 0) + (flag(doc, 'paidDayOff') ? 1 : 0);
  if (Number(hours) < 0 || Number(hours) > 24) reject(`hours ${hours} outside 0-24`);
  if (kinds !== 1) reject('not exactly one of hours, sickLeave and paidDayOff');
  return {
    row: {
      userid: requiredRef(doc, 'userId', 'Member', refs),
      date: businessDate(new Date(day)),
      hours,
      sickleave: flag(doc, 'sickLeave'),
      paiddayoff: flag(doc, 'paidDayOff'),
      createdat: createdAt(doc, legacyId),
    },
    notes: [],
  };
}

const MAPPERS: Record<OldModel, (doc: Doc, legacyId: string, refs: Refs) => Out> = {
  Member: member,
  Material: material,
  Client: client,
  Order: order,
  CallLog: callLog,
  SmsLog: smsLog,
  Greeting: greeting,
  PackageCodeRegistry: packageCode,
  PaymentXML: paymentXml,
  Complaint: complaint,
  TimeRecord: timeRecord,
};

/** An old document as its Karat row (with `legacyid`), or why it cannot be taken. Never throws. */
export function mapDocument(model: OldModel, doc: Doc, refs: Refs): Mapped {
  if (typeof doc[UNREADABLE] === 'string') return {ok: false, legacyId: String(idOf(doc)), reason: `unreadable: ${String(doc[UNREADABLE])}`};
  const legacyId = oldId(idOf(doc));
  if (legacyId === undefined) return {ok: false, legacyId: String(plain(idOf(doc)) ?? ''), reason: `_id is not an ObjectId`};
  try {
    const {row, notes} = MAPPERS[model](doc, legacyId, refs);
    // Set, not spread: an order's row has about 150 keys, and a copy of each cost more than its mapping.
    row.legacyid = legacyId;
    return {ok: true, legacyId, row, notes};
  } catch (err) {
    if (err instanceof Rejection) return {ok: false, legacyId, reason: err.message};
    return {ok: false, legacyId, reason: `cannot be read: ${err instanceof Error ? err.message : String(err)}`};
  }
}
