import {inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {juggler} from '@loopback/repository';
import {createHash} from 'node:crypto';
import type {Pool} from 'pg';
import {types} from 'pg';
import {DB_CONFIG} from '../keys';

// numeric (money, weights) and bigint (counts, audit ids) arrive as numbers in JSON, not strings.
// Amounts are summed in SQL; a double is exact enough to carry 2-3 decimals to the client.
types.setTypeParser(types.builtins.NUMERIC, value => Number(value));
types.setTypeParser(types.builtins.INT8, value => Number(value));

export interface DbConfig {
  url: string;
  max?: number;
  /**
   * Every connection is the same database session (the embedded PGlite): state a connection leaves
   * in the session, such as a named prepared statement, outlives it, while pg's record of what that
   * connection prepared dies with it. Then nothing is prepared by name.
   */
  sharedSession?: boolean;
}

/** A pooled connection idle this long is closed (pg-pool's default, named so tests can idle past it). */
export const POOL_IDLE_MS = 10_000;

/**
 * Longest a statement may run: one heavy request cannot hold a connection and a core for long.
 * PostgreSQL cancels it (57014), answered 503. PGlite has no timer to cancel with.
 */
export const STATEMENT_TIMEOUT_MS = 20_000;

/** Prepared statements a connection keeps; the next one starts it over. */
const MAX_PREPARED = 100;

/** The one PostgreSQL datasource; its url is bound at start (real PostgreSQL or embedded PGlite). */
@lifeCycleObserver('datasource')
export class DbDataSource extends juggler.DataSource implements LifeCycleObserver {
  static dataSourceName = 'db';

  private readonly sharedSession: boolean;

  constructor(@inject(DB_CONFIG) config: DbConfig) {
    super({
      name: 'db',
      connector: 'postgresql',
      url: config.url,
      max: config.max ?? 10,
      idleTimeoutMillis: POOL_IDLE_MS,
      // A request waiting for a pooled connection gives up after 30 s rather than hanging.
      connectionTimeoutMillis: 30_000,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      // An idle connection the database closes (restart, failover, admin) is an 'error' on the pool;
      // unheard, it would end the process. The pool drops the connection and opens a new one.
      onError: (err: Error) => console.error(`Database connection lost: ${err.message}`),
    });
    this.sharedSession = config.sharedSession === true;
  }

  private names = new Map<string, string>();

  /**
   * Runs a hot read as a named prepared statement: PostgreSQL parses and plans it once per
   * connection instead of on every request, which for a list's JSON (rows.jsonRowsOf) was most of
   * its cost. A connection keeps at most MAX_PREPARED and then starts over (DEALLOCATE ALL), so
   * odd filters cannot fill the database server's memory. Nothing else names statements.
   * On a shared session (PGlite) the statement is sent unnamed: parsed and planned each time.
   */
  async prepared<T>(text: string, values: unknown[]): Promise<T[]> {
    const pool = (this.connector as unknown as {pg: Pool}).pg;
    if (this.sharedSession) return (await pool.query(text, values)).rows as T[];
    let name = this.names.get(text);
    if (!name) {
      if (this.names.size >= 200) this.names.clear();
      this.names.set(text, (name = `k${createHash('sha1').update(text).digest('hex')}`));
    }
    const client = await pool.connect();
    try {
      // pg's own record of the statements this connection has parsed (pg 8: connection.parsedStatements).
      const parsed = (client as unknown as {connection: {parsedStatements: Record<string, string>}}).connection.parsedStatements;
      if (!(name in parsed) && Object.keys(parsed).length >= MAX_PREPARED) {
        await client.query('DEALLOCATE ALL');
        for (const key of Object.keys(parsed)) delete parsed[key];
      }
      return (await client.query({name, text, values})).rows as T[];
    } finally {
      client.release();
    }
  }
}
