import {LIMITS, MESSAGES} from '@karat/shared';
import {DomainError, type Decided} from './domain-error';

const MINUTE_MS = 60_000;

/** Since when the member's signatures count against the rate: the last minute. */
export const qzSigningWindow = (now: Date) => new Date(now.getTime() - MINUTE_MS);

/** What qz-tray.js (2.1 and later) gives the signature promise: the SHA-256 of the call message, in hex. */
const SHA256_HEX = /^[0-9a-f]{64}$/i;
/** QZ Tray's call names: `print`, `printers.find`, `websocket.getNetworkInfo`... */
const CALL_NAME = /^[A-Za-z]+(\.[A-Za-z]+){0,3}$/;
/** qz-tray.js's uid of a call: a few base-36 characters. */
const UID = /^[0-9a-z]{1,32}$/;
/** The keys of the message qz-tray.js signs (call, params, timestamp) and the uid it adds to a call. */
const CALL_KEYS = new Set(['call', 'params', 'timestamp', 'uid']);

/**
 * Whether a text is one of QZ Tray's own requests to sign. qz-tray.js signs each call (never the
 * certificate it hands over, which carries no call) by passing the promise the SHA-256 hex of the
 * JSON `{call, params, timestamp}`; a page with its own hasher (or an older qz-tray.js) passes that
 * JSON itself, with the call's uid.
 */
export function isQzTrayRequest(request: string): boolean {
  if (SHA256_HEX.test(request)) return true;
  let message: unknown;
  try {
    message = JSON.parse(request);
  } catch {
    return false;
  }
  if (message === null || typeof message !== 'object' || Array.isArray(message)) return false;
  const call = message as Record<string, unknown>;
  if (!Object.keys(call).every(key => CALL_KEYS.has(key))) return false;
  if (typeof call.call !== 'string' || !CALL_NAME.test(call.call)) return false;
  if (typeof call.timestamp !== 'number' || !Number.isSafeInteger(call.timestamp) || call.timestamp <= 0) return false;
  if (call.params !== undefined && call.params !== null && typeof call.params !== 'object') return false;
  return call.uid === undefined || (typeof call.uid === 'string' && UID.test(call.uid));
}

/**
 * A QZ Tray signature (the printing's signing endpoint): the signing key lets a printer print
 * without asking, so it signs QZ Tray's own requests only (400 for any other text: it is no
 * general signing service for the company's key), at most LIMITS.qzSignaturesPerMemberPerMinute a
 * member in a minute (`signedInWindow`: the member's signatures since qzSigningWindow; 429 above).
 */
export function decideQzSignature(request: string, signedInWindow: number): Decided<{request: string}> {
  if (!isQzTrayRequest(request)) return new DomainError(400, MESSAGES.qzSignNotQzRequest, 'NOT_A_QZ_REQUEST');
  if (signedInWindow >= LIMITS.qzSignaturesPerMemberPerMinute) return new DomainError(429, MESSAGES.qzSignRateLimit, 'QZ_SIGN_RATE');
  return {request};
}
