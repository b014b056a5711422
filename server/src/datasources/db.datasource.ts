import {inject, lifeCycleObserver, LifeCycleObserver} from '@loopback/core';
import {juggler} from '@loopback/repository';
import type {Pool} from 'pg';
import {types} from 'pg';
import {DB_CONFIG} from '../keys';
import {dropIdleConnections, poolOf, releaseConnectionOnFailedBegin} from '../loopback-internals';

// numeric (money, weights) and bigint (counts, audit ids) arrive as numbers in JSON, not strings.
// Amounts are summed in SQL; a double is exact enough to carry 2-3 decimals to the client.
types.setTypeParser(types.builtins.NUMERIC, value => Number(value));
types.setTypeParser(types.builtins.INT8, value => Number(value));
// A date (a client's date of birth) stays the calendar day it is, 'YYYY-MM-DD': never a midnight in some time zone.
types.setTypeParser(types.builtins.DATE, value => value);

export interface DbConfig {
  url: string;
  max?: number;
  /**
   * Every connection is the same database session (the embedded PGlite): state a connection leaves
   * in the session, such as a named prepared statement, outlives it, while pg's record of what that
   * connection prepared dies with it. Then nothing is prepared by name.
   */
  sharedSession?: boolean;
  /**
   * How many connections the pool keeps open however long they idle; default all of them (`max`).
   * A new connection starts cold: PostgreSQL loads its catalog for it and plans every prepared
   * statement again on it. Closing the idle ones after a quiet half-minute made the next burst wait
   * seconds (npm run soak: 2 s median for 20 s after each pause at 200 req/s; kept open, 11 ms).
   */
  keepIdle?: number;
  /** How long a pooled connection above `keepIdle` may idle before it is closed (POOL_IDLE_MS). */
  idleMs?: number;
}

/** A pooled connection above the kept ones, idle this long, is closed (pg-pool's default). */
export const POOL_IDLE_MS = 10_000;

/**
 * Longest a statement may run: one heavy request cannot hold a connection and a core for long.
 * PostgreSQL cancels it (57014), answered 503. PGlite has no timer to cancel with.
 */
export const STATEMENT_TIMEOUT_MS = 20_000;

/**
 * The planner's cost of reading a page out of order, set on every connection. PostgreSQL's default
 * (4) models spinning disks; with it the admin's list of one country's unreceived orders walked the
 * whole newest-first index past every received order (300 ms at a million orders) instead of its
 * own index (1 ms). 1.1 is what PostgreSQL's manual suggests for solid-state storage; PGlite reads
 * from memory and the operating system's cache.
 */
export const RANDOM_PAGE_COST = 1.1;

/**
 * Settings of every connection, sent before its first statement: the page cost above, and no JIT.
 * PostgreSQL compiles a statement whose estimated cost passes jit_above_cost to machine code on
 * every execution; a desk's count over a queue the planner overestimates (the teller's Finnish queue:
 * 68,000 rows estimated, 7,000 read) spent 32 ms compiling a 9 ms count. The server's statements are
 * short; its reports over a month read thousands of rows, not millions.
 */
export const CONNECTION_SETTINGS = `SET random_page_cost = ${RANDOM_PAGE_COST}; SET jit = off`;

const connectionLost = (err: Error) => console.error(`Database connection lost: ${err.message}`);

/** The one PostgreSQL datasource; its url is bound at start (real PostgreSQL or embedded PGlite). */
@lifeCycleObserver('datasource')
export class DbDataSource extends juggler.DataSource implements LifeCycleObserver {
  static dataSourceName = 'db';

  private readonly shared: boolean;

  constructor(@inject(DB_CONFIG) config: DbConfig) {
    const max = config.max ?? 10;
    super({
      name: 'db',
      connector: 'postgresql',
      url: config.url,
      max,
      min: config.keepIdle ?? max,
      idleTimeoutMillis: config.idleMs ?? POOL_IDLE_MS,
      // A request waiting for a pooled connection gives up after 30 s rather than hanging.
      connectionTimeoutMillis: 30_000,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      // An idle connection the database closes (restart, failover, admin) is an 'error' on the pool;
      // unheard, it would end the process. The pool drops the connection and opens a new one.
      onError: connectionLost,
    });
    this.shared = config.sharedSession === true;
    releaseConnectionOnFailedBegin(this.connector);
    // The same for a connection in use between two statements (a transaction's, a prepared read's):
    // pg emits its loss on the client, which only the connector's own reads had a listener for.
    this.pool.on('connect', client => {
      client.on('error', connectionLost);
      // Queued before the connection's first statement; a failure would be the connection's, heard above.
      client.query(CONNECTION_SETTINGS).catch(() => undefined);
    });
  }

  /**
   * After a lost connection the pool's idle ones are suspect (a restart or failover drops them all):
   * they are closed, so the next statement runs on a fresh connection.
   */
  dropIdleConnections(): void {
    dropIdleConnections(this.pool);
  }

  /** The connector's pg pool (loopback-connector-postgresql keeps it as `pg`). */
  get pool(): Pool {
    return poolOf(this.connector);
  }

  /** Whether every connection is the same session (DbConfig.sharedSession). */
  get sharedSession(): boolean {
    return this.shared;
  }
}
