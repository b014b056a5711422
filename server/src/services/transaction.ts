import {AsyncLocalStorage} from 'node:async_hooks';
import {IsolationLevel, juggler, Options} from '@loopback/repository';
import {isLostConnection, translateDbError} from '../datasources/db-errors';
import type {DbDataSource} from '../datasources/db.datasource';

export {translateDbError};

/**
 * Work the request's caller wants done in every transaction of the request, just before it commits
 * (the Idempotency-Key step records there that the command's effect is committed, atomically with it).
 */
export const beforeCommit = new AsyncLocalStorage<(options: Options) => Promise<void>>();

/**
 * What a request's transactions did so far: once one has sent its COMMIT, the request's effect may
 * be in the database, and it is never run again (the pipeline's retry on a lost connection).
 */
export const requestAttempt = new AsyncLocalStorage<{commitSent: boolean}>();

/** Runs work in one database transaction: commit on success, roll back on any error. */
export async function inTransaction<T>(ds: juggler.DataSource, work: (options: Options) => Promise<T>): Promise<T> {
  const tx = await begin(ds);
  try {
    const result = await work({transaction: tx});
    await beforeCommit.getStore()?.({transaction: tx});
    const attempt = requestAttempt.getStore();
    if (attempt) attempt.commitSent = true;
    await tx.commit();
    return result;
  } catch (err) {
    await Promise.resolve(tx.rollback()).catch(() => undefined);
    throw translateDbError(err);
  }
}

/**
 * BEGIN, once more on a fresh connection when the pooled one had been dropped by the database: a
 * BEGIN that failed ran nothing, so any command may begin again.
 */
async function begin(ds: juggler.DataSource): Promise<juggler.Transaction> {
  const options = {isolationLevel: IsolationLevel.READ_COMMITTED};
  try {
    return await ds.beginTransaction(options);
  } catch (err) {
    if (!isLostConnection(err)) throw translateDbError(err);
    (ds as Partial<DbDataSource>).dropIdleConnections?.();
    try {
      return await ds.beginTransaction(options);
    } catch (again) {
      throw translateDbError(again);
    }
  }
}
