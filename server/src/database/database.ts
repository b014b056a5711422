import {KaratConfig} from '../config';
import {EmbeddedPostgres, startEmbeddedPostgres} from './embedded-postgres';
import {migrate} from './migrate';
import type {DbConfig} from '../datasources/db.datasource';

export interface Database extends DbConfig {
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

/** The configured database, migrated: DATABASE_URL, or the embedded PGlite in DATA_DIR. */
export async function openDatabase(config: KaratConfig, log: (line: string) => void = () => {}): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
  const url = config.databaseUrl ?? embedded!.url;
  try {
    await migrate(url, log);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  // pglite-socket queues single protocol messages, so outside a transaction two connections'
  // Parse/Bind/Execute interleave ("portal does not exist"). PGlite runs one query at a time
  // anyway: one pooled connection loses nothing.
  return {url, max: embedded ? 1 : config.dbPoolSize, sharedSession: Boolean(embedded), embedded, close: async () => embedded?.stop()};
}
