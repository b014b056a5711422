import fs from 'node:fs';
import type {PGlite} from '@electric-sql/pglite';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

// PGlite and its socket server are ESM-only; load them through a real dynamic import from CommonJS.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/**
 * Starts PGlite persisted in dataDir and exposes it on a loopback port with the PostgreSQL wire
 * protocol, so the same loopback-connector-postgresql serves the embedded and the real database.
 * The socket server runs one transaction at a time, so transactions stay isolated.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  fs.mkdirSync(dataDir, {recursive: true});
  const {PGlite} = await importEsm<typeof import('@electric-sql/pglite')>('@electric-sql/pglite');
  // The connector runs CREATE EXTENSION "uuid-ossp" and migration 005 pg_trgm: PGlite needs both contrib extensions.
  const {uuid_ossp} = await importEsm<{uuid_ossp: object}>('@electric-sql/pglite/contrib/uuid_ossp');
  const {pg_trgm} = await importEsm<{pg_trgm: object}>('@electric-sql/pglite/contrib/pg_trgm');
  const {PGLiteSocketServer} = await importEsm<typeof import('@electric-sql/pglite-socket')>(
    '@electric-sql/pglite-socket',
  );
  const db: PGlite = await PGlite.create({dataDir, extensions: {uuid_ossp, pg_trgm} as never});
  const server = new PGLiteSocketServer({db, host: '127.0.0.1', port: 0, maxConnections: 20});
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  return {
    url: `postgres://postgres:postgres@${host}:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
