import {AsyncLocalStorage} from 'node:async_hooks';
import {IsolationLevel, juggler, Options} from '@loopback/repository';
import {translateDbError} from '../datasources/db-errors';

export {translateDbError};

/**
 * Work the request's caller wants done in every transaction of the request, just before it commits
 * (the Idempotency-Key step records there that the command's effect is committed, atomically with it).
 */
export const beforeCommit = new AsyncLocalStorage<(options: Options) => Promise<void>>();

/** Runs work in one database transaction: commit on success, roll back on any error. */
export async function inTransaction<T>(ds: juggler.DataSource, work: (options: Options) => Promise<T>): Promise<T> {
  const tx = await ds.beginTransaction({isolationLevel: IsolationLevel.READ_COMMITTED});
  try {
    const result = await work({transaction: tx});
    await beforeCommit.getStore()?.({transaction: tx});
    await tx.commit();
    return result;
  } catch (err) {
    await Promise.resolve(tx.rollback()).catch(() => undefined);
    throw translateDbError(err);
  }
}
