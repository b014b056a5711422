import type {BindingAddress} from '@loopback/core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {Client as PgClient} from 'pg';
import {supertest} from '@loopback/testlab';
import {KaratConfig, readConfig} from '../../config';
import {startEmbeddedPostgres} from '../../database/embedded-postgres';
import {migrate, MIGRATIONS, runMigration} from '../../database/migrate';
import {ExpressServer} from '../../server';
import {Clock} from '../../services/clock';
import type {DbConfig} from '../../datasources/db.datasource';
import {CLOCK, DB_DATASOURCE} from '../../keys';
import {PG_TEMPLATE} from '../global-setup';

export type DbKind = 'postgres' | 'pglite';

/**
 * The databases a suite runs on. Suites whose subject is the database's own behaviour (sessions, the
 * pool, locks, one transaction at a time on PGlite) run on both. The desks' suites test rules the
 * database only stores: they run on PostgreSQL, the stricter of the two (real concurrency), while
 * every endpoint is still answered on PGlite, for every role, by hostile-input's long-lived server.
 * KARAT_TEST_BOTH_DATABASES=1 runs every suite on both.
 */
export const BOTH_DATABASES: DbKind[] = ['postgres', 'pglite'];
export const DESK_DATABASES: DbKind[] = process.env.KARAT_TEST_BOTH_DATABASES ? BOTH_DATABASES : ['postgres'];
export const TEST_ADMIN = {username: 'test-admin', password: 'test-admin-password'};

/** A fresh, migrated database: its own database in the run's PostgreSQL, or a new PGlite folder. */
export interface TestDatabase extends DbConfig {
  /** Closes every connection to the database, as a restarted or failed-over database would. */
  dropConnections(): Promise<void>;
  drop(): Promise<void>;
}

/** Copies the run's migrated PGlite folder (global-setup.ts) to `dir`, its modes kept; its socket folder stays behind: each copy makes its own. */
export function copyPgliteTemplate(dir: string) {
  fs.cpSync(process.env.KARAT_TEST_PGLITE_TEMPLATE!, dir, {recursive: true, filter: source => path.basename(source) !== 'run'});
}

/**
 * A fresh, migrated database: its own database in the run's PostgreSQL, or a new PGlite folder. Both
 * are copies of the run's migrated templates (global-setup.ts); `migrate` then finds nothing to do
 * and proves the copy is current.
 */
export async function givenDatabase(kind: DbKind = 'postgres'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-pglite-'));
    if (process.env.KARAT_TEST_PGLITE_TEMPLATE) copyPgliteTemplate(dir);
    const embedded = await startEmbeddedPostgres(dir);
    await migrate(embedded.url);
    return {
      url: embedded.url,
      max: 1,
      sharedSession: true,
      dropConnections: () => embedded.dropConnections(),
      async drop() {
        await embedded.stop();
        fs.rmSync(dir, {recursive: true, force: true});
      },
    };
  }
  const url = await newPostgresDatabase(PG_TEMPLATE);
  await migrate(url);
  return {
    url,
    max: 10,
    async dropConnections() {
      const killer = new PgClient({connectionString: url});
      await killer.connect();
      await killer.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
      await killer.end();
    },
    drop: async () => undefined,
  };
}

/** A new database in the run's PostgreSQL, a copy of `template` (PostgreSQL's own empty one by default); its url. */
async function newPostgresDatabase(template = 'template1'): Promise<string> {
  const adminUrl = process.env.KARAT_TEST_PG_URL;
  if (!adminUrl) throw new Error('KARAT_TEST_PG_URL is not set: run the tests through vitest.config.mjs');
  const name = `karat_${randomUUID().replace(/-/g, '')}`;
  const admin = new PgClient({connectionString: adminUrl});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}

/**
 * A migration's test database: every other migration applied and recorded as `migrate` records
 * them, so `migrate` then applies only `missing`, as on a database that took the later ones first.
 * A later migration that reads what `missing` makes (`dependents`) is left out too, and applied
 * after it. Answers a connection to it (the caller ends it) and its url.
 */
export async function givenDatabaseWithout(missing: string, dependents: string[] = []): Promise<{pg: PgClient; url: string}> {
  const url = await newPostgresDatabase();
  const pg = new PgClient({connectionString: url});
  await pg.connect();
  await pg.query('CREATE TABLE schema_migrations (id text PRIMARY KEY, appliedat timestamptz NOT NULL DEFAULT now())');
  for (const m of MIGRATIONS.filter(m => m.id !== missing && !dependents.includes(m.id))) {
    await runMigration(pg, m);
    await pg.query('INSERT INTO schema_migrations (id) VALUES ($1)', [m.id]);
  }
  return {pg, url};
}

export interface TestApp {
  server: ExpressServer;
  /** On PostgreSQL the second server (see `processes`): `client` alternates its requests between the two. */
  other?: ExpressServer;
  client: supertest.SuperTest<supertest.Test>;
  url: string;
  dropConnections(): Promise<void>;
  stop(): Promise<void>;
}

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(public current = new Date()) {}
  now() {
    return new Date(this.current);
  }
}

/** A running server (on a free port) over a fresh database, with the initial admin created. */
/** A test server's configuration: any port, the test admin, no client, files in `files` (a new temp folder by default). */
export function testConfig(files = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-files-'))): KaratConfig {
  return {
    ...readConfig({}),
    port: 0,
    initialAdmin: TEST_ADMIN,
    clientDist: '/nonexistent',
    storage: {kind: 'local', dir: files},
    // The background jobs only where a suite tests them: elsewhere a job registering a test's new
    // order with the carrier would change it under the test's feet.
    jobs: {enabled: false, pollingSeconds: 0.5},
  };
}

export async function givenRunningApp(
  kind: DbKind = 'postgres',
  options: {
    clock?: Clock;
    bindings?: [BindingAddress, unknown][];
    config?: Partial<KaratConfig>;
    /** The server reaches its database through this (a proxy), the test directly. */
    through?: (url: string) => Promise<string>;
    /**
     * The pool keeps no connection while idle and closes one idle this long (the default keeps them
     * all; its 10 s for the others are too long to wait for).
     */
    poolIdleMs?: number;
    /**
     * On PostgreSQL a suite's server is two servers on the one database, each with its own pool,
     * caches and singletons, and `client` alternates its requests between them, as a proxy in front
     * of two processes sends them: every API suite proves the processes behave as one. One for the
     * suites whose subject is one process's own parts (its routes, its pool's connections).
     */
    processes?: 1 | 2;
  } = {},
): Promise<TestApp> {
  const db = await givenDatabase(kind);
  const serverDb = {
    ...db,
    url: options.through ? await options.through(db.url) : db.url,
    ...(options.poolIdleMs === undefined ? {} : {idleMs: options.poolIdleMs, keepIdle: 0}),
  };
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-files-'));
  const config: KaratConfig = {...testConfig(files), ...options.config};
  const started = async (serverConfig: KaratConfig) => {
    const server = new ExpressServer(serverConfig, serverDb);
    await server.boot();
    if (options.clock) server.lbApp.bind(CLOCK).to(options.clock);
    for (const [key, value] of options.bindings ?? []) server.lbApp.bind(key).to(value);
    await server.start();
    return server;
  };
  const server = await started(config);
  const other = kind === 'postgres' && options.processes !== 1 ? await started({...config, initialAdmin: undefined}) : undefined;
  let turn = 0;
  const handler = other ? (req: IncomingMessage, res: ServerResponse) => (turn++ % 2 ? other : server).app(req, res) : server.app;
  return {
    server,
    other,
    client: supertest(handler),
    url: db.url,
    dropConnections: () => db.dropConnections(),
    async stop() {
      await other?.stop();
      await server.stop();
      await db.drop();
      fs.rmSync(files, {recursive: true, force: true});
    },
  };
}

/** Resolves once the server's pool has closed every connection (its 'remove' events), idle or dropped. */
export async function poolEmptied(app: TestApp): Promise<void> {
  const pool = (await app.server.lbApp.get(DB_DATASOURCE)).pool;
  await new Promise<void>(resolve => {
    const check = () => {
      if (pool.totalCount > 0) return;
      pool.off('remove', check);
      resolve();
    };
    pool.on('remove', check);
    check();
  });
}

export async function loginAs(app: TestApp, username: string, password: string): Promise<string> {
  const res = await app.client.post('/api/Members/login').send({username, password}).expect(200);
  return res.body.id;
}

export const bearer = (token: string) => ({Authorization: `Bearer ${token}`});
