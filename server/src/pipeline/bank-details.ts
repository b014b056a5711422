import {HttpErrors, type OperationRetval} from '@loopback/rest';
import {BANK_DETAIL_FIELDS, BANK_DETAILS_FORBIDDEN, seesBankDetails} from '@karat/shared';
import {JsonText} from '../repositories/query/json-text';
import {FileAnswer} from '../specs/answers';

// The pipeline's bank-details step (docs/decisions/bank-details-visibility.md): members who neither approve nor pay never
// see bank details, whatever endpoint, include or search they use, and cannot probe them through a
// filter or write them through a body. It works on every answer and every request's arguments, so
// no endpoint can forget it (fail closed: a role not named reads none).

const FIELDS = new Set<string>(BANK_DETAIL_FIELDS);

/** Whether the request's arguments name a bank-details field: a key anywhere, or a filter's `fields` / `order` entry. */
export function mentionsBankDetails(value: unknown, depth = 0): boolean {
  // Bytes (an uploaded image) name nothing; walked as an object, 10 MB were 10 million keys and 16 s of a core.
  if (depth > 20 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some(item => mentionsBankDetails(item, depth + 1));
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    if (FIELDS.has(key)) return true;
    if (key === 'fields' && Array.isArray(inner) && inner.some(name => typeof name === 'string' && FIELDS.has(name))) return true;
    if (key === 'order') {
      const orders = Array.isArray(inner) ? inner : [inner];
      if (orders.some(entry => typeof entry === 'string' && FIELDS.has(entry.trim().split(/\s+/)[0]))) return true;
    }
    if (mentionsBankDetails(inner, depth + 1)) return true;
  }
  return false;
}

/** Refuses a request of a member who may not see bank details, when its arguments name them (403). */
export function refuseBankDetailsArguments(roles: readonly string[], parsed: unknown[]): void {
  if (!seesBankDetails(roles) && mentionsBankDetails(parsed)) throw Object.assign(new HttpErrors.Forbidden(BANK_DETAILS_FORBIDDEN), {code: 'BANK_DETAILS'});
}

/** Whether a JSON text names a bank-details field at all (most answers do not: they pass untouched). */
const NAMES_A_FIELD = new RegExp(`"(${[...FIELDS].join('|')})"`);

/** For JSON.stringify: leaves out the bank-details fields at any depth. */
const dropBankDetails = (key: string, value: unknown) => (FIELDS.has(key) ? undefined : value);

/**
 * Removes the bank-details fields at any depth from a value parsed here (so nobody else holds it).
 * A parse, this walk and a plain stringify take less than half the time of JSON.parse with a reviver,
 * which calls back into JavaScript for every value (a page of 50 orders with their clients: 4.3 ms
 * against 1.8 ms, and answers to cold callers are all such pages).
 */
function removeBankDetails(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) removeBankDetails(item);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (FIELDS.has(key)) delete record[key];
    else removeBankDetails(record[key]);
  }
}

/** The JSON text without the bank-details fields. */
function withoutBankDetails(text: string): string {
  const value: unknown = JSON.parse(text);
  removeBankDetails(value);
  return JSON.stringify(value);
}

/**
 * The answer as a member who may not see bank details gets it, serialized once without them; files
 * and streams are not JSON and pass as they are.
 */
export function answerFor(roles: readonly string[], result: OperationRetval): OperationRetval {
  if (seesBankDetails(roles) || result === null || result === undefined || typeof result !== 'object') return result;
  if (result instanceof JsonText) return NAMES_A_FIELD.test(result.text) ? new JsonText(withoutBankDetails(result.text)) : result;
  if (result instanceof FileAnswer || Buffer.isBuffer(result) || typeof (result as {pipe?: unknown}).pipe === 'function' || 'headersSent' in (result as object))
    return result;
  return new JsonText(JSON.stringify(result, dropBankDetails));
}
