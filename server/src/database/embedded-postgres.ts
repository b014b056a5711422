import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {PGlite} from '@electric-sql/pglite';
import type {PGLiteSocketServer} from '@electric-sql/pglite-socket';
import {assertPrivateTree, ensurePrivateDir, makeTreePrivate, usePrivateUmask} from '../security/private-files';

export interface EmbeddedPostgres {
  url: string;
  /** Closes every client connection, as a restarted database server would; new ones are accepted. */
  dropConnections(): Promise<void>;
  stop(): Promise<void>;
}

// PGlite and its socket server are ESM-only; load them through a real dynamic import from CommonJS.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/** Where pg looks for a socket in the folder given as host: `{host}/.s.PGSQL.{port}`. */
const SOCKET_NAME = '.s.PGSQL.5432';
/** Longest socket path Linux accepts (sun_path is 108 bytes with its terminating NUL). */
const MAX_SOCKET_PATH = 107;

/**
 * The folder of the socket: `run/` inside the data folder, which only the owner may enter, so no
 * other local user can reach the database (PGlite has no authentication: whoever connects is
 * superuser and can read the password hashes). A data folder too deep for a socket path gets a
 * private temporary folder instead (mkdtemp makes it 0700).
 */
function privateSocketDir(dataDir: string): {dir: string; temporary: boolean} {
  const dir = socketDirIn(dataDir);
  if (dir) {
    fs.mkdirSync(dir, {recursive: true, mode: 0o700});
    fs.chmodSync(dir, 0o700);
    return {dir, temporary: false};
  }
  return {dir: fs.mkdtempSync(path.join(os.tmpdir(), 'karat-db-')), temporary: true};
}

/**
 * The url of the embedded database of `dataDir` while a process has it open: its socket in the
 * folder's `run/` (or undefined for a folder too deep for a socket path, whose socket is elsewhere).
 */
export function embeddedUrlOf(dataDir: string): string | undefined {
  const dir = socketDirIn(dataDir);
  return dir && socketUrl(dir);
}

/** `run/` inside the data folder, when a socket's path in it fits. */
function socketDirIn(dataDir: string): string | undefined {
  const dir = path.join(dataDir, 'run');
  return path.join(dir, SOCKET_NAME).length <= MAX_SOCKET_PATH ? dir : undefined;
}

const socketUrl = (dir: string) => `postgres://postgres@/postgres?host=${encodeURIComponent(dir)}`;

/** The file that says which process has the embedded database open: its pid. */
export const EMBEDDED_LOCK_FILE = 'karat-embedded.pid';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, as another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes the data folder for this process, or refuses while another process (or this one) has it
 * open: PGlite itself does not notice, and two instances writing the same files damage the
 * database (`npm run seed` while `npm start` runs once aborted inside PGlite). A file left by a
 * process that is gone (killed, crashed) is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, EMBEDDED_LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, {flag: 'wx', mode: 0o600});
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw err;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is open in ${holder === process.pid ? 'this process already' : `another process (pid ${holder})`}: ` +
            'stop that one first (a second one would damage the database), or give both a PostgreSQL with DATABASE_URL',
        );
      }
      fs.rmSync(file, {force: true});
    }
  }
  return () => {
    try {
      if (Number.parseInt(fs.readFileSync(file, 'utf8'), 10) === process.pid) fs.rmSync(file, {force: true});
    } catch {
      // already gone
    }
  };
}

/**
 * Starts PGlite persisted in dataDir and exposes it with the PostgreSQL wire protocol on a Unix
 * socket only its owner can reach, so the same loopback-connector-postgresql serves the embedded and
 * the real database. The socket server runs one transaction at a time, so transactions stay
 * isolated, and rolls back the transaction of a connection that goes away.
 *
 * Every connection shares PGlite's one session: session state such as named prepared statements
 * outlives the connection that made it. The datasource therefore names no statements here
 * (DbDataSource's sharedSession).
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  // The database's files hold every password hash and bank detail: only the owner may read them.
  // A folder left open (by an older version, a copy, a restore) is refused with the command that
  // closes it; the files PGlite makes from now on get the owner's bits only.
  ensurePrivateDir(dataDir);
  assertPrivateTree(dataDir, 'The embedded database folder (DATA_DIR)');
  usePrivateUmask();
  const unlock = lockDataDir(dataDir);
  try {
    return await openLocked(dataDir, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openLocked(dataDir: string, unlock: () => void): Promise<EmbeddedPostgres> {
  const {PGlite} = await importEsm<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  // The connector runs CREATE EXTENSION "uuid-ossp" and migration 005 pg_trgm: PGlite needs both contrib extensions.
  const {uuid_ossp} = await importEsm<{uuid_ossp: object}>('@electric-sql/pglite/contrib/uuid_ossp');
  const {pg_trgm} = await importEsm<{pg_trgm: object}>('@electric-sql/pglite/contrib/pg_trgm');
  const socketServer = (await importEsm<typeof import('@electric-sql/pglite-socket')>('@electric-sql/pglite-socket')).PGLiteSocketServer;
  const db: PGlite = await PGlite.create({dataDir, extensions: {uuid_ossp, pg_trgm} as never});
  // PGlite sets modes of its own on some files, past the umask: a new cluster's files as in its
  // image (0666), its relation cache file at every start (0644). They are the owner's alone again
  // before anyone could connect, and again when it closes.
  makeTreePrivate(dataDir);
  const socket = privateSocketDir(dataDir);
  const socketPath = path.join(socket.dir, SOCKET_NAME);

  async function listen(): Promise<PGLiteSocketServer> {
    // A socket file left by a killed run would make listen fail with EADDRINUSE.
    fs.rmSync(socketPath, {force: true});
    const server = new socketServer({db, path: socketPath, maxConnections: 20});
    await server.start();
    fs.chmodSync(socketPath, 0o600);
    return server;
  }

  let server = await listen().catch(async err => {
    await db.close();
    throw err;
  });
  return {
    url: socketUrl(socket.dir),
    async dropConnections() {
      await server.stop();
      server = await listen();
    },
    async stop() {
      await server.stop();
      await db.close();
      makeTreePrivate(dataDir);
      if (socket.temporary) fs.rmSync(socket.dir, {recursive: true, force: true});
      unlock();
    },
  };
}
