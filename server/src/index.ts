import './env-defaults';
import {KaratConfig, readConfig} from './config';
import fs from 'node:fs';
import {openDatabase} from './database/database';
import {assertPrivateTree, StartRefused, usePrivateUmask} from './security/private-files';
import {ExpressServer} from './server';
import {setupLink} from '@karat/shared';
import {CARRIER, FIRST_RUN_SERVICE} from './keys';
import {CountryCarriers} from './adapters/carrier/carriers';

export {KaratApplication} from './application';
export {ExpressServer} from './server';

export async function startServer(config: KaratConfig = readConfig()) {
  // Whatever the server writes (the document-link key, stored files, the embedded database) is its owner's alone.
  usePrivateUmask();
  // The embedded database checks its folder, DATA_DIR, itself; with DATABASE_URL the folder still holds the key and the files.
  if (config.databaseUrl && fs.existsSync(config.dataDir)) assertPrivateTree(config.dataDir, 'The data folder (DATA_DIR)');
  const db = await openDatabase(config, line => console.log(line));
  const server = new ExpressServer(config, db);
  try {
    await server.boot();
    await server.start();
  } catch (err) {
    await db.close();
    throw err;
  }
  return {
    server,
    db,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

async function main() {
  const config = readConfig();
  const running = await startServer(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Karat is running at ${running.server.url} with ${where}`);
  const carrier = await running.server.lbApp.get(CARRIER);
  if (carrier instanceof CountryCarriers) console.log(`Carriers: ${carrier.describe().join('; ')}`);
  // No member and no INITIAL_ADMIN_*: a one-time link for the first admin (each start prints a new one).
  const setupToken = await (await running.server.lbApp.get(FIRST_RUN_SERVICE)).openSetup();
  if (setupToken) console.log(`No account exists yet. Create the first admin (once) at: ${setupLink(running.server.url ?? '', setupToken)}`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await running.stop().catch(err => console.error(err));
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (require.main === module) {
  main().catch(err => {
    // A refusal the operator fixes says how; a stack trace would only hide it.
    console.error('Cannot start Karat:', err instanceof StartRefused ? err.message : err);
    process.exit(1);
  });
}
