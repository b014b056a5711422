/**
 * `npm run import -- <mongodump folder | mongoexport files | mongodb:// URI>`: brings the old
 * system's records into Karat (DATABASE_URL, or the embedded database in DATA_DIR), see
 * import/loader.ts. A second run changes nothing; a killed run, run again, completes. The records it
 * could not take are listed with the reason in the report (default ./import-report.csv).
 */
import path from 'node:path';
import {readConfig} from '../config';
import {openDatabase} from '../database/database';
import {runImport, type ImportOptions} from '../import/loader';
import {openSource} from '../import/sources';

class UsageError extends Error {}

const USAGE =
  'usage: npm run import -- <mongodump folder | mongoexport files... | mongodb://host/db> [--report import-report.csv] [--batch N] [--database NAME]';

export interface ImportArgs {
  sources: string[];
  reportFile: string;
  batchSize?: number;
  database?: string;
}

export function parseImportArgs(argv: string[]): ImportArgs {
  const args: ImportArgs = {sources: [], reportFile: 'import-report.csv'};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const raw = inline ?? argv[++i];
      if (raw === undefined || raw === '') throw new UsageError(`${flag} needs a value\n${USAGE}`);
      return raw;
    };
    if (flag === '--report') args.reportFile = value();
    else if (flag === '--database') args.database = value();
    else if (flag === '--batch') {
      const raw = value();
      if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new UsageError(`--batch needs a whole number above 0\n${USAGE}`);
      args.batchSize = Number(raw);
    } else if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (flag.startsWith('--')) throw new UsageError(`unknown argument ${argv[i]}\n${USAGE}`);
    else args.sources.push(argv[i]);
  }
  if (args.sources.length === 0) throw new UsageError(USAGE);
  return args;
}

async function main(): Promise<void> {
  const args = parseImportArgs(process.argv.slice(2));
  const source = await openSource(args.sources, args.database).catch(err => {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  });
  const db = await openDatabase(readConfig(), line => console.log(line));
  try {
    console.log(`Importing from ${source.describe()}...`);
    const options: ImportOptions = {reportFile: path.resolve(args.reportFile), batchSize: args.batchSize, progress: true, log: line => console.log(line)};
    const result = await runImport(db.url, source, options);
    const all = Object.values(result.models);
    const sum = (key: keyof (typeof all)[number]) => all.reduce((n, c) => n + c[key], 0);
    console.log(
      `Imported ${sum('inserted')} records in ${result.seconds.toFixed(1)}s (${sum('present')} already there, ${sum('rejected')} not taken, ` +
        `${sum('noted')} taken with a field left empty). Report: ${result.reportFile}`,
    );
    console.log('Imported members have no password: each sets a new one at the first login, after an admin gave a temporary one.');
  } finally {
    await source.close();
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
