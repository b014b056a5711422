/**
 * `npm run demo`: adds demo staff (demo-<role>, password 'demo-password'), materials, greetings and
 * about 2,000 clients with orders in every status, to DATABASE_URL or the embedded database in
 * DATA_DIR. Only ever runs from this command; a second run finds demo-admin and changes nothing.
 */
import {readConfig} from '../config';
import {openDatabase} from '../database/database';
import {runDemo} from './seed-data';

async function main(): Promise<void> {
  const db = await openDatabase(readConfig(), line => console.log(line));
  try {
    const result = await runDemo(db.url, line => console.log(line));
    if (result.created) {
      console.log(
        `Demo data added in ${result.seconds.toFixed(1)}s: ${result.members} staff, ${result.clients} clients, ` +
          `${result.orders} orders, ${result.callLogs} call logs. Log in as demo-admin / demo-password.`,
      );
    }
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    err => {
      console.error(err);
      process.exit(1);
    },
  );
}
