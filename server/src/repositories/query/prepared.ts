import {createHash} from 'node:crypto';
import type {DbDataSource} from '../../datasources/db.datasource';
import type {Options} from '@loopback/repository';
import type {PoolClient} from 'pg';
import {parsedStatementsOf, transactionConnectionOf} from '../../loopback-internals';

/** Prepared statements a connection keeps; the next one starts it over. */
const MAX_PREPARED = 100;
/** Statement names by text; a name is the text's hash, so every connection names a text alike. */
const names = new Map<string, string>();

/**
 * Runs a hot read as a named prepared statement: PostgreSQL parses and plans it once per
 * connection instead of on every request, which for a list's JSON (rows.jsonRowsOf) was most of
 * its cost. A connection keeps at most MAX_PREPARED and then starts over (DEALLOCATE ALL), so
 * odd filters cannot fill the database server's memory. Nothing else names statements.
 * On a shared session (PGlite) the statement is sent unnamed: parsed and planned each time, since
 * a name would outlive the connection that prepared it.
 */
export async function prepared<T>(ds: DbDataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = ds.pool;
  if (ds.sharedSession) return (await pool.query(text, values)).rows as T[];
  const client = await pool.connect();
  try {
    return await runNamed<T>(client, text, values);
  } finally {
    client.release();
  }
}

/**
 * The same inside a command's transaction, on its connection: the locks and writes of a hot
 * command (the packager's claim) are planned once per connection too. Without a transaction, or
 * on PGlite, it runs as LoopBack would run it.
 */
export async function preparedIn<T>(ds: DbDataSource, text: string, values: unknown[], options: Options): Promise<T[]> {
  if (!options.transaction) return prepared<T>(ds, text, values);
  const connection = transactionConnectionOf(options);
  if (ds.sharedSession || !connection) return (await ds.execute(text, values, options)) as T[];
  return runNamed<T>(connection, text, values);
}

async function runNamed<T>(client: PoolClient, text: string, values: unknown[]): Promise<T[]> {
  let name = names.get(text);
  if (!name) {
    if (names.size >= 200) names.clear();
    names.set(text, (name = `k${createHash('sha1').update(text).digest('hex')}`));
  }
  const parsed = parsedStatementsOf(client);
  if (!(name in parsed) && Object.keys(parsed).length >= MAX_PREPARED) {
    await client.query('DEALLOCATE ALL');
    for (const key of Object.keys(parsed)) delete parsed[key];
  }
  return (await client.query({name, text, values})).rows as T[];
}
