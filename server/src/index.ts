import './env-defaults';
import {KaratConfig, readConfig} from './config';
import {openDatabase} from './database/database';
import {ExpressServer} from './server';

export {KaratApplication} from './application';
export {ExpressServer} from './server';

export async function startServer(config: KaratConfig = readConfig()) {
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
    console.error('Cannot start Karat:', err);
    process.exit(1);
  });
}
