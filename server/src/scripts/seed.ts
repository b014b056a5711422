/**
 * `npm run seed -- --orders N` (default 1000): bulk test data for load and list tests, to
 * DATABASE_URL or the embedded database in DATA_DIR. Adds seed buyers when there are no active
 * buyers. Each batch is committed, so an interrupted run keeps what it made.
 */
import {readConfig} from '../config';
import {openDatabase} from '../database/database';
import {runSeed, type SeedOptions} from './seed-data';

/** A mistake on the command line: reported as one line, without a stack. */
class UsageError extends Error {}

const USAGE = 'usage: npm run seed -- [--orders N] [--batch N] [--random-seed N] [--buyers N]';

export function parseSeedArgs(argv: string[]): Omit<SeedOptions, 'progress'> {
  const options: Omit<SeedOptions, 'progress'> = {orders: 1000};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const raw = inline ?? argv[++i];
      // Digits only, with optional _ or , separators: "1_000_000".
      if (raw === undefined || !/^\d[\d_,]*$/.test(raw)) throw new UsageError(`${flag} needs a whole number\n${USAGE}`);
      return Number(raw.replace(/[_,]/g, ''));
    };
    if (flag === '--orders') options.orders = value();
    else if (flag === '--batch') options.batchSize = Math.max(1, value());
    else if (flag === '--random-seed') options.randomSeed = value();
    else if (flag === '--buyers') options.buyers = value();
    else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else throw new UsageError(`unknown argument ${argv[i]}\n${USAGE}`);
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseSeedArgs(process.argv.slice(2));
  const db = await openDatabase(readConfig(), line => console.log(line));
  try {
    console.log(`Seeding ${options.orders} orders...`);
    const r = await runSeed(db.url, {...options, progress: true}, line => console.log(line));
    const rows = r.orders + r.clients + r.callLogs;
    const perSecond = (n: number) => Math.round(n / Math.max(r.seconds, 0.001));
    console.log(
      `Seeded ${r.orders} orders, ${r.clients} clients, ${r.callLogs} call logs (${rows} rows) in ${r.seconds.toFixed(1)}s: ` +
        `${perSecond(r.orders)} orders/s, ${perSecond(rows)} rows/s`,
    );
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().then(
    () => process.exit(0),
    err => {
      console.error(err instanceof UsageError ? err.message : err);
      process.exit(1);
    },
  );
}
