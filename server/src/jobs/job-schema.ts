import PgBoss from 'pg-boss';
import type {Client} from 'pg';

/** pg-boss keeps its queues in this schema of the application's database. */
export const JOB_SCHEMA = 'pgboss';

/**
 * Installs pg-boss's tables once, right after the migrations (so a test template has them). The
 * construction plan holds its own advisory lock and transaction in one statement.
 */
export async function installJobSchema(client: Client): Promise<boolean> {
  const {rows} = await client.query<{installed: boolean}>(`SELECT to_regclass('${JOB_SCHEMA}.version') IS NOT NULL AS installed`);
  if (rows[0].installed) return false;
  await client.query(PgBoss.getConstructionPlans(JOB_SCHEMA));
  return true;
}
