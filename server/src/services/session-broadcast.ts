import {BindingScope, inject, injectable, lifeCycleObserver, type LifeCycleObserver} from '@loopback/core';
import {Client} from 'pg';
import {DbDataSource, type DbConfig} from '../datasources/db.datasource';
import {DB_CONFIG, DB_DATASOURCE, SESSION_CACHE} from '../keys';
import type {SessionCache} from './session-cache.service';

/** The channel on which a server process tells the others that sessions changed. */
export const SESSIONS_CHANNEL = 'karat_sessions';
/** How long a lost listener waits before it connects again (meanwhile nothing is cached). */
const RECONNECT_MS = 1_000;

/**
 * Several server processes on one PostgreSQL: a logout, a password change or a deactivation
 * committed by one clears every process's session cache at once (LISTEN/NOTIFY), not when a cached
 * lookup would have run out. While this process's listener is down its cache is off, so no process
 * answers from a session another may have ended. The embedded PGlite is one process's own: nothing
 * to tell anyone.
 */
@lifeCycleObserver('sessions')
@injectable({scope: BindingScope.SINGLETON})
export class SessionBroadcast implements LifeCycleObserver {
  private listener?: Client;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @inject(DB_CONFIG) private config: DbConfig,
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(SESSION_CACHE) private cache: SessionCache,
  ) {}

  async start(): Promise<void> {
    if (this.config.sharedSession) return;
    this.stopped = false;
    // NOTIFY is delivered once its statement commits; a failure (the database gone) leaves the
    // listeners' own loss to suspend their caches.
    this.cache.peers = {
      notify: () =>
        this.ds.pool.query(`NOTIFY ${SESSIONS_CHANNEL}`).then(
          () => undefined,
          () => undefined,
        ),
    };
    await this.listen();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    this.cache.peers = undefined;
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({connectionString: this.config.url});
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      this.cache.suspend();
      if (!this.stopped) this.retry = setTimeout(() => void this.listen().catch(lost), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.cache.clearHere());
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
    } catch (err) {
      lost();
      throw err;
    }
    // Whatever changed while nobody listened: the cache starts again from nothing.
    this.cache.resume();
  }
}
