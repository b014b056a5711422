import {BindingScope, inject, injectable, lifeCycleObserver, type LifeCycleObserver} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {Client, type Notification, type PoolClient} from 'pg';
import {DbDataSource, type DbConfig} from '../datasources/db.datasource';
import {DB_CONFIG, DB_DATASOURCE, SESSION_CACHE} from '../keys';
import type {SessionCache} from './session-cache.service';

/** The channel on which a server process tells the others that sessions changed. */
export const SESSIONS_CHANNEL = 'karat_sessions';
/** The channel on which each process's listener confirms it has cleared its cache. */
export const SESSIONS_ACK_CHANNEL = 'karat_sessions_ack';
/** The application_name of a listening connection: the notifier waits for each one's confirmation. */
export const SESSIONS_LISTENER_NAME = 'karat-sessions';
/** How long a lost listener waits before it connects again (meanwhile nothing is cached). */
const RECONNECT_MS = 1_000;
/** How often the notifier looks again which listeners are still there (a process that died never confirms). */
const RECHECK_MS = 100;
/** A listener alive in the database but silent this long (its process hung) is given up on, and said so. */
export const ACK_WAIT_MS = 5_000;

/**
 * Several server processes on one PostgreSQL: a logout, a password change or a deactivation
 * committed by one clears every process's session cache at once (LISTEN/NOTIFY), not when a cached
 * lookup would have run out. PostgreSQL hands a notification to each listener on its own time (a
 * loaded machine took longer than the next request), so the change's answer waits until every
 * listening process has confirmed its cache is cleared: a request sent after that answer, to any
 * process, looks the session up again. While this process's listener is down its cache is off, so
 * no process answers from a session another may have ended. The embedded PGlite is one process's
 * own: nothing to tell anyone.
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
    // A failure (the database gone) leaves the listeners' own loss to suspend their caches.
    this.cache.peers = {notify: () => this.clearEverywhere().catch(() => undefined)};
    await this.listen();
  }

  /** Tells every listening process to clear its cache; resolves once each has confirmed, has gone, or ACK_WAIT_MS passed. */
  private async clearEverywhere(): Promise<void> {
    const nonce = randomUUID();
    const confirmed = new Set<number>();
    let heard = () => {};
    const onNotification = (message: Notification) => {
      if (message.channel !== SESSIONS_ACK_CHANNEL || message.payload !== nonce) return;
      confirmed.add(message.processId);
      heard();
    };
    const client = await this.ds.pool.connect();
    client.on('notification', onNotification);
    let broken = false;
    let givenUp = false;
    const limit = setTimeout(() => {
      givenUp = true;
      heard();
    }, ACK_WAIT_MS);
    try {
      // Listening for the confirmations before asking: none can come before it.
      await client.query(`LISTEN ${SESSIONS_ACK_CHANNEL}`);
      let waiting = await listeners(client);
      await client.query('SELECT pg_notify($1, $2)', [SESSIONS_CHANNEL, nonce]);
      for (;;) {
        waiting = waiting.filter(pid => !confirmed.has(pid));
        if (waiting.length === 0) return;
        if (givenUp) {
          console.error(`Sessions: ${waiting.length} server process(es) did not confirm clearing their session cache within ${ACK_WAIT_MS} ms`);
          return;
        }
        const quiet = await new Promise<boolean>(resolve => {
          const timer = setTimeout(() => resolve(true), RECHECK_MS);
          heard = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        if (quiet) {
          const alive = new Set(await listeners(client));
          waiting = waiting.filter(pid => alive.has(pid));
        }
      }
    } catch (err) {
      broken = true;
      throw err;
    } finally {
      clearTimeout(limit);
      client.off('notification', onNotification);
      if (!broken) await client.query(`UNLISTEN ${SESSIONS_ACK_CHANNEL}`).catch(() => (broken = true));
      client.release(broken);
    }
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
    client.on('notification', message => {
      if (message.channel !== SESSIONS_CHANNEL) return;
      this.cache.clearHere();
      // Cleared: the notifier's answer may go.
      if (!message.payload) return;
      client.query('SELECT pg_notify($1, $2)', [SESSIONS_ACK_CHANNEL, message.payload]).catch(() => {
        lost();
        void client.end().catch(() => undefined);
      });
    });
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSIONS_CHANNEL}`);
      // Named only once it listens: a notifier waits for a confirmation from each connection of this name.
      await client.query(`SET application_name = '${SESSIONS_LISTENER_NAME}'`);
    } catch (err) {
      lost();
      throw err;
    }
    // Whatever changed while nobody listened: the cache starts again from nothing.
    this.cache.resume();
  }
}

/** The backends of the processes listening for session changes on this database now. */
async function listeners(client: PoolClient): Promise<number[]> {
  const {rows} = await client.query<{pid: number}>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1', [
    SESSIONS_LISTENER_NAME,
  ]);
  return rows.map(row => row.pid);
}
