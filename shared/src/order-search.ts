import {COUNTRIES, LANGUAGES, TEAMS} from './constants';
import {DATE_TEXT_MESSAGES, dateTextProblem} from './dates';
import {containsPattern} from './like';
import {joinPhoneWords, phoneSearchDigits} from './phone';

/** What a search key means: the Order property it filters and how its value is read. */
export type SearchKeyType = 'text' | 'number' | 'date' | 'boolean' | readonly string[];

/**
 * Keys the order-list search accepts (key:value, key:lt:value, key:gt:value). The key is the
 * Order property name, case-insensitive; anything else is rejected with the list of known keys.
 */
export const ORDER_SEARCH_KEYS: Record<string, SearchKeyType> = {
  id: 'number',
  orderNumber: 'number',
  clientId: 'number',
  callerId: 'number',
  assignedCallerId: 'number',
  barCode: 'text',
  referenceNumber: 'text',
  country: COUNTRIES,
  language: LANGUAGES,
  team: TEAMS,
  address: 'text',
  zip: 'text',
  city: 'text',
  closeReason: 'text',
  closeMethod: ['phone', 'boomerang', 'email'],
  createdAt: 'date',
  updatedAt: 'date',
  welcomeCall: 'date',
  dueDate: 'date',
  receivedDate: 'date',
  valuationDate: 'date',
  tellerDate: 'date',
  payed: 'date',
  closeDate: 'date',
  packagedDate: 'date',
  closed: 'boolean',
  isReceived: 'boolean',
  isPackaged: 'boolean',
  isShipmentRegistered: 'boolean',
  hasShipmentError: 'boolean',
  isValued: 'boolean',
  isTellered: 'boolean',
  isPaid: 'boolean',
  isComplete: 'boolean',
  isBoomerang: 'boolean',
  isDonation: 'boolean',
  isWebOrder: 'boolean',
  isColdCase: 'boolean',
  welcomeCallDone: 'boolean',
  afterCallDone: 'boolean',
  offerAccepted: 'boolean',
  offer: 'number',
  price: 'number',
  goldWeight: 'number',
  silverWeight: 'number',
};

/**
 * Order text fields the free words are looked up in (any of them, case-insensitive). clientText is
 * the order's client as the searches see it: first and last name, client number
 * and phone (normalizePhone's digits), kept by the database from the client (migration 011).
 */
/**
 * The admin list's ready searches: the orders the carrier registration has not reached yet (the
 * job takes them within a minute; older ones need a look) and those whose registration failed.
 */
export const ORDER_QUICK_SEARCHES = [
  {label: 'Waiting for registration', q: 'isShipmentRegistered:false closed:false isReceived:false'},
  {label: 'Registration failed', q: 'hasShipmentError:true isShipmentRegistered:false closed:false'},
] as const;

export const ORDER_FREE_TEXT_FIELDS = ['barCode', 'referenceNumber', 'address', 'zip', 'city', 'clientText'] as const;

export class SearchSyntaxError extends Error {
  constructor(
    message: string,
    /** The token that could not be read. */
    readonly token: string,
  ) {
    super(message);
    this.name = 'SearchSyntaxError';
  }
}

export type SearchWhere = Record<string, unknown>;

// A UTC date as the spec writes it, 2020-01-22T15:15:30; a date alone or a trailing Z also reads.
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?Z?$/;

function tokenize(input: string): string[] {
  // Words, with "double quoted" phrases kept whole (also as the value of key:"two words").
  return [...input.matchAll(/(?:[^\s"]+|"[^"]*")+/g)].map(m => m[0]);
}

const unquote = (s: string) => s.replace(/"/g, '');

function readValue(key: string, type: SearchKeyType, raw: string, token: string): unknown {
  const value = unquote(raw);
  if (value === '') throw new SearchSyntaxError(`Missing value for ${key}`, token);
  if (Array.isArray(type)) {
    const match = type.find(option => option.toLowerCase() === value.toLowerCase());
    if (!match) throw new SearchSyntaxError(`${key} must be one of: ${type.join(', ')}`, token);
    return match;
  }
  switch (type) {
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(value)) throw new SearchSyntaxError(`${key} must be a number`, token);
      return Number(value);
    case 'boolean':
      if (!/^(true|false)$/i.test(value)) throw new SearchSyntaxError(`${key} must be true or false`, token);
      return value.toLowerCase() === 'true';
    case 'date': {
      if (!DATE.test(value)) throw new SearchSyntaxError(`${key} must be a UTC date like 2020-01-22T15:15:30`, token);
      const iso = value.length === 10 ? `${value}T00:00:00Z` : value.endsWith('Z') ? value : `${value}Z`;
      // Date rolls 2020-02-31 over into March: the calendar is checked first (dates.ts).
      if (dateTextProblem(iso)) throw new SearchSyntaxError(`${key} ${DATE_TEXT_MESSAGES.notReal}`, token);
      return new Date(iso).toISOString();
    }
    default:
      return value;
  }
}

const KEY_LOOKUP = new Map(Object.keys(ORDER_SEARCH_KEYS).map(k => [k.toLowerCase(), k]));

/**
 * The order-list search (spec 01 §5 "Search syntax"): free words match across the order's text
 * fields and its client's name, number and phone (a phone in any format: phoneSearchDigits; one
 * typed with spaces is one word: joinPhoneWords), and the order number when numeric; key:value pairs, key:lt:value and key:gt:value;
 * everything joined with AND. Returns a LoopBack where; throws SearchSyntaxError on bad input.
 */
export function parseOrderSearch(input: string): SearchWhere {
  const clauses: SearchWhere[] = [];
  for (const token of joinPhoneWords(tokenize(input.trim()))) {
    const colon = token.indexOf(':');
    const looksLikeKey = colon > 0 && /^[A-Za-z]+$/.test(token.slice(0, colon));
    if (!looksLikeKey) {
      const word = unquote(token);
      if (!word) continue;
      const or: SearchWhere[] = ORDER_FREE_TEXT_FIELDS.map(f => ({[f]: {ilike: containsPattern(word)}}));
      // A phone written with a prefix or separators is also looked up as the client's phone digits.
      const phone = phoneSearchDigits(word);
      if (phone) or.push({clientText: {ilike: containsPattern(phone)}});
      if (/^\d{1,9}$/.test(word)) or.push({orderNumber: Number(word)});
      clauses.push({or});
      continue;
    }
    const key = KEY_LOOKUP.get(token.slice(0, colon).toLowerCase());
    if (!key) {
      throw new SearchSyntaxError(`Unknown search key: ${token.slice(0, colon)}. Known keys: ${Object.keys(ORDER_SEARCH_KEYS).join(', ')}`, token);
    }
    const type = ORDER_SEARCH_KEYS[key];
    const rest = token.slice(colon + 1);
    const op = /^(lt|gt):/i.exec(rest);
    if (op) {
      if (type === 'text' || type === 'boolean' || Array.isArray(type)) {
        throw new SearchSyntaxError(`${key} cannot be compared with ${op[1].toLowerCase()}`, token);
      }
      clauses.push({[key]: {[op[1].toLowerCase()]: readValue(key, type, rest.slice(3), token)}});
    } else if (type === 'text') {
      clauses.push({[key]: {ilike: containsPattern(readValue(key, type, rest, token) as string)}});
    } else {
      clauses.push({[key]: readValue(key, type, rest, token)});
    }
  }
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? clauses[0] : {and: clauses};
}
