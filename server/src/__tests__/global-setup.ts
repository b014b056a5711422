// One Debian PostgreSQL cluster for the whole run; each test file makes its own database in it.
// Workers are forked after this runs, so they inherit KARAT_TEST_PG_URL.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {startTempPostgres} = require('../../../scripts/lib/temp-postgres.cjs');

export default async function setup() {
  const pg = await startTempPostgres();
  process.env.KARAT_TEST_PG_URL = pg.url;
  return async () => pg.stop();
}
