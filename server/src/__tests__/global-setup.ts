import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'pg';
import {startEmbeddedPostgres} from '../database/embedded-postgres';
import {migrate} from '../database/migrate';

// One Debian PostgreSQL cluster for the whole run, and one migrated database of each kind that every
// test file copies instead of migrating its own: a PostgreSQL template database, and a PGlite
// folder (PGlite's first start, its initdb, costs seconds; starting a copy costs a fraction).
// Workers are forked after this runs, so they inherit the environment variables.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {startTempPostgres} = require('../../../scripts/lib/temp-postgres.cjs');

export const PG_TEMPLATE = 'karat_template';

export default async function setup() {
  // `npm run test:quick` runs on PGlite alone (KARAT_TEST_DATABASES=pglite): no PostgreSQL to start.
  const pg = process.env.KARAT_TEST_DATABASES === 'pglite' ? undefined : await startTempPostgres();
  if (pg) process.env.KARAT_TEST_PG_URL = pg.url;
  const pgliteTemplate = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-pglite-template-'));
  await Promise.all([pg && migratedPostgresTemplate(pg.url), migratedPgliteTemplate(pgliteTemplate)]);
  process.env.KARAT_TEST_PGLITE_TEMPLATE = pgliteTemplate;
  return async () => {
    await pg?.stop();
    fs.rmSync(pgliteTemplate, {recursive: true, force: true});
  };
}

async function migratedPostgresTemplate(adminUrl: string) {
  const admin = new Client({connectionString: adminUrl});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  await admin.end();
  await migrate(adminUrl.replace(/\/postgres$/, `/${PG_TEMPLATE}`));
}

async function migratedPgliteTemplate(dir: string) {
  const embedded = await startEmbeddedPostgres(dir);
  try {
    await migrate(embedded.url);
  } finally {
    await embedded.stop();
  }
}
