import {DB_DATASOURCE} from '../keys';
import {BindingScope, inject, injectable} from '@loopback/core';
import {DbDataSource} from '../datasources/db.datasource';

/** A key's row: what it was first used for and, once that succeeded, its answer. */
export interface IdempotencyRecord {
  operation: string;
  fingerprint: string;
  /** Null while the first request still runs. */
  status: number | null;
  answer: string | null;
}

/**
 * The Idempotency-Key rows (table idempotency_keys, no model: never an API resource). Each call is
 * its own statement outside the command's transaction: the claim must be visible to a doubled
 * request at once, and must survive the command's rollback only to be released.
 */
@injectable({scope: BindingScope.SINGLETON})
export class IdempotencyKeyRepository {
  constructor(@inject(DB_DATASOURCE) private db: DbDataSource) {}

  /** Records the key as running for this request; false when the member already used it. */
  async claim(memberId: number, key: string, operation: string, fingerprint: string): Promise<boolean> {
    const rows = (await this.db.execute(
      `INSERT INTO idempotency_keys (memberid, key, operation, fingerprint) VALUES ($1, $2, $3, $4)
       ON CONFLICT (memberid, key) DO NOTHING RETURNING 1 AS claimed`,
      [memberId, key, operation, fingerprint],
    )) as unknown[];
    return rows.length === 1;
  }

  async find(memberId: number, key: string): Promise<IdempotencyRecord | undefined> {
    const rows = (await this.db.execute('SELECT operation, fingerprint, status, answer FROM idempotency_keys WHERE memberid = $1 AND key = $2', [
      memberId,
      key,
    ])) as IdempotencyRecord[];
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
