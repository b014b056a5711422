import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import type {Options} from '@loopback/repository';
import {DbDataSource} from '../datasources/db.datasource';

/** A claim its request stopped renewing (a row from before the leases has none: lapsed too). */
const LAPSED = '(leaseuntil IS NULL OR leaseuntil < now())';

/** A key's row: what it was first used for and, once that succeeded, its answer. */
export interface IdempotencyRecord {
  operation: string;
  fingerprint: string;
  /** Null while the first request still runs. */
  status: number | null;
  answer: string | null;
  /** The command's transaction committed (its effect happened). */
  committed: boolean;
  /** Its request stopped renewing the claim: its process is gone. */
  lapsed: boolean;
}

/**
 * The Idempotency-Key rows (table idempotency_keys, no model: never an API resource). Each call is
 * its own statement outside the command's transaction: the claim must be visible to a doubled
 * request at once, and must survive the command's rollback only to be released.
 */
@injectable({scope: BindingScope.SINGLETON})
export class IdempotencyKeyRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** Records the key as running for this request, leased for `leaseMs`; false when the member already used it. */
  async claim(memberId: number, key: string, operation: string, fingerprint: string, leaseMs: number): Promise<boolean> {
    const rows = (await this.db.execute(
      `INSERT INTO idempotency_keys (memberid, key, operation, fingerprint, leaseuntil) VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')
       ON CONFLICT (memberid, key) DO NOTHING RETURNING 1 AS claimed`,
      [memberId, key, operation, fingerprint, leaseMs],
    )) as unknown[];
    return rows.length === 1;
  }

  /** The running request is alive: its key's lease is extended. */
  async renew(memberId: number, key: string, leaseMs: number): Promise<void> {
    await this.db.execute(
      `UPDATE idempotency_keys SET leaseuntil = now() + $3 * interval '1 millisecond' WHERE memberid = $1 AND key = $2 AND status IS NULL`,
      [memberId, key, leaseMs],
    );
  }

  /** In the command's own transaction: its effect commits with this mark, or neither does. */
  async markCommitted(memberId: number, key: string, options: Options): Promise<void> {
    await this.db.execute('UPDATE idempotency_keys SET committed = true WHERE memberid = $1 AND key = $2 AND NOT committed', [memberId, key], options);
  }

  /**
   * Releases a key whose request stopped renewing its lease before its command committed anything
   * (its process died): true when there was one, and the retry may claim the key. A key whose
   * command committed is never released: its effect happened, only its answer was lost.
   */
  async releaseExpired(memberId: number, key: string): Promise<boolean> {
    const rows = (await this.db.execute(
      `DELETE FROM idempotency_keys
        WHERE memberid = $1 AND key = $2 AND status IS NULL AND NOT committed AND ${LAPSED}
        RETURNING 1 AS released`,
      [memberId, key],
    )) as unknown[];
    return rows.length === 1;
  }

  async find(memberId: number, key: string): Promise<IdempotencyRecord | undefined> {
    const rows = (await this.db.execute(
      `SELECT operation, fingerprint, status, answer, committed, ${LAPSED} AS lapsed
         FROM idempotency_keys WHERE memberid = $1 AND key = $2`,
      [memberId, key],
    )) as IdempotencyRecord[];
    return rows[0];
  }

  /** Stores the answer the first request sent; from now on the key replays it. */
  async complete(memberId: number, key: string, status: number, answer: string | null): Promise<void> {
    await this.db.execute('UPDATE idempotency_keys SET status = $3, answer = $4, completedat = now() WHERE memberid = $1 AND key = $2', [
      memberId,
      key,
      status,
      answer,
    ]);
  }

  /** Forgets a key whose request failed: nothing was done, so trying again runs the command again. */
  async release(memberId: number, key: string): Promise<void> {
    await this.db.execute('DELETE FROM idempotency_keys WHERE memberid = $1 AND key = $2 AND status IS NULL', [memberId, key]);
  }

  /** Deletes the keys older than the cut-off. */
  async prune(olderThan: Date): Promise<void> {
    await this.db.execute('DELETE FROM idempotency_keys WHERE createdat < $1', [olderThan]);
  }
}
