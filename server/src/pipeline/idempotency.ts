import {createHash} from 'node:crypto';
import {BindingScope, injectable} from '@loopback/core';
import {repository} from '@loopback/repository';
import {HttpErrors, OperationRetval, Response, Send} from '@loopback/rest';
import {IdempotencyKeyRepository, IdempotencyRecord} from '../repositories/idempotency-key.repository';
import {JsonText} from '../repositories/query/json-text';
import {beforeCommit} from '../services/transaction';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export const INVALID_KEY_MESSAGE = 'Idempotency-Key must be 1 to 255 visible ASCII characters';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request';
export const ANSWER_LOST_MESSAGE =
  'The request with this Idempotency-Key was done, but its answer was lost: look at the result before doing it again with a new key';
export const STILL_RUNNING_MESSAGE = 'A request with this Idempotency-Key is still running; try again in a moment';

/** How long a doubled request waits for the first one's answer before it is told to try again. */
const WAIT_FOR_FIRST_MS = 10_000;
/**
 * How long a running request's claim holds without renewal; it renews every third of it. A claim
 * left by a process that died before its commit lapses within this, and the retry runs the command.
 */
export const KEY_LEASE_MS = 15_000;
/** How long a key answers with the first result (then the same key runs anew). */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60 * 60_000;

/** The request's Idempotency-Key, undefined when it sends none (the header is optional). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value)) throw new HttpErrors.BadRequest(INVALID_KEY_MESSAGE);
  return value;
}

/** What a request asks: its operation and parsed arguments, key order aside. */
export function fingerprintOf(parsed: unknown[]): string {
  return createHash('sha256').update(canonicalJson(parsed)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  // Bytes (an uploaded image) by their digest, not as an object of one key per byte.
  if (ArrayBuffer.isView(value))
    return JSON.stringify({
      bytes: createHash('sha256')
        .update(new Uint8Array(value.buffer, value.byteOffset, value.byteLength))
        .digest('base64url'),
    });
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The answer as the writer sends it, when it is one a replay can send again (JSON or nothing). */
function storableAnswer(result: OperationRetval): {status?: number; text: string | null} | undefined {
  if (result === undefined) return {status: 204, text: null};
  if (result instanceof JsonText) return {text: result.text};
  if (result !== null && typeof result === 'object' && (Buffer.isBuffer(result) || typeof (result as {pipe?: unknown}).pipe === 'function')) return undefined;
  if (typeof result === 'string') return undefined;
  return {text: JSON.stringify(result)};
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/**
 * The pipeline's step for commands marked IDEMPOTENT that come with an Idempotency-Key: the first
 * request with a key runs the command and its answer is kept; a retry or a doubled request with the
 * same key and the same arguments gets that answer (header Idempotent-Replayed: true) and changes
 * nothing; while the first still runs, the second waits for its answer. The same key with other
 * arguments or for another operation is refused (422). A command that fails releases its key: it
 * changed nothing, so trying again runs it again.
 *
 * The key is claimed in its own statement before the command's transaction and its answer stored
 * before the answer is sent, so a client that lost the answer always finds it. The claim is a lease
 * the running request renews, and the command's transaction marks the key committed as it commits:
 * should the server stop before that commit (nothing done), the lease lapses within seconds and a
 * retry runs the command. Should it stop between the commit and storing the answer, the key stays
 * "running" and a retry gets 409 (never a second effect) until the key expires.
 */
@injectable({scope: BindingScope.SINGLETON})
export class IdempotentCommands {
  private lastPrune = 0;

  constructor(@repository(IdempotencyKeyRepository) private keys: IdempotencyKeyRepository) {}

  async answer(
    request: {memberId: number; key: string; operation: string; parsed: unknown[]},
    response: Response,
    run: () => Promise<OperationRetval>,
    send: Send,
  ): Promise<void> {
    const {memberId, key, operation} = request;
    const fingerprint = fingerprintOf(request.parsed);
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (let delay = 10; !(await this.keys.claim(memberId, key, operation, fingerprint, KEY_LEASE_MS)); delay = Math.min(delay * 2, 200)) {
      const first = await this.keys.find(memberId, key);
      if (!first) continue; // released between the two statements: claim it again
      if (first.operation !== operation || first.fingerprint !== fingerprint) throw new HttpErrors.UnprocessableEntity(KEY_REUSED_MESSAGE);
      if (first.status !== null) return replay(response, first);
      if (first.lapsed && first.committed) throw new HttpErrors.Conflict(ANSWER_LOST_MESSAGE);
      if (first.lapsed && (await this.keys.releaseExpired(memberId, key))) continue; // its request died before its commit: run it now
      if (Date.now() > deadline) throw new HttpErrors.Conflict(STILL_RUNNING_MESSAGE);
      await sleep(delay);
    }
    this.pruneNowAndThen();

    let result: OperationRetval;
    const renewal = setInterval(() => {
      this.keys.renew(memberId, key, KEY_LEASE_MS).catch(err => console.error('Idempotency-Key renewal failed:', err));
    }, KEY_LEASE_MS / 3);
    renewal.unref();
    try {
      result = await beforeCommit.run(options => this.keys.markCommitted(memberId, key, options), run);
    } catch (err) {
      await this.keys.release(memberId, key).catch(releaseError => console.error('Idempotency-Key release failed:', releaseError));
      throw err;
    } finally {
      clearInterval(renewal);
    }
    const stored = storableAnswer(result);
    if (stored) await this.keys.complete(memberId, key, stored.status ?? response.statusCode, stored.text);
    else await this.keys.release(memberId, key);
    send(response, result);
  }

  private pruneNowAndThen() {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.keys.prune(new Date(now - KEY_LIFETIME_MS)).catch(err => console.error('Idempotency-Key pruning failed:', err));
  }
}

function replay(response: Response, first: IdempotencyRecord) {
  response.statusCode = first.status!;
  response.setHeader('Idempotent-Replayed', 'true');
  if (first.answer === null) {
    response.end();
    return;
  }
  response.setHeader('Content-Type', 'application/json');
  response.end(first.answer);
}
