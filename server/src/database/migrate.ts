import {Client} from 'pg';
import {installJobSchema} from '../jobs/job-schema';
import * as initial from './migrations/001-initial';
import * as packages from './migrations/002-packages-preferences';
import * as callLists from './migrations/003-call-lists';
import * as assignedCaller from './migrations/004-assigned-caller';
import * as freeTextSearch from './migrations/005-free-text-search';
import * as callListIndexes from './migrations/006-call-list-indexes';
import * as searchColumn from './migrations/007-search-column';
import * as authHardening from './migrations/008-auth-hardening';
import * as idempotencyKeys from './migrations/009-idempotency-keys';
import * as memberLocation from './migrations/010-member-location';
import * as clientSearch from './migrations/011-client-search';
import * as callTries from './migrations/012-call-tries';
import * as referenceNumbers from './migrations/013-reference-numbers';
import * as packagerQueue from './migrations/014-packager-queue';
import * as valuation from './migrations/015-valuation';
import * as teller from './migrations/016-teller';
import * as payments from './migrations/017-payments';
import * as bursar from './migrations/018-bursar';
import * as approvedPayee from './migrations/019-approved-payee';
import * as paymentFileStates from './migrations/020-payment-file-states';
import * as normalizedInputs from './migrations/021-normalized-inputs';
import * as complaints from './migrations/022-complaints';
import * as materialFineness from './migrations/023-material-fineness';
import * as timeRecords from './migrations/024-time-records';
import * as purchaseRecords from './migrations/025-purchase-records';
import * as shipmentRegistration from './migrations/026-shipment-registration';
import * as tellerTries from './migrations/027-teller-tries';
import * as setupTokens from './migrations/028-setup-tokens';
import * as legacyIds from './migrations/029-legacy-ids';
import * as coldCaseCounts from './migrations/030-cold-case-counts';
import * as clientErrorWindows from './migrations/031-client-error-windows';
import * as adminListIndex from './migrations/032-admin-list-index';

/** Ordered list of migrations. Never edit a released one: add the next. */
/** A migration: SQL, or a function for a change that needs a shared rule (run in the same transaction). */
export interface Migration {
  id: string;
  up: string | ((client: Client) => Promise<void>);
  /**
   * Runs outside a transaction, one statement at a time: an index on a large table built
   * CONCURRENTLY, so the servers still serving during a rolling upgrade can keep writing.
   * It must be safe to run again after a crash halfway (the id is recorded only after it).
   */
  concurrently?: boolean;
}

export const MIGRATIONS: Migration[] = [
  {id: '001-initial', up: initial.up},
  {id: '002-packages-preferences', up: packages.up},
  {id: '003-call-lists', up: callLists.up},
  {id: '004-assigned-caller', up: assignedCaller.up},
  {id: '005-free-text-search', up: freeTextSearch.up},
  {id: '006-call-list-indexes', up: callListIndexes.up},
  {id: '007-search-column', up: searchColumn.up},
  {id: '008-auth-hardening', up: authHardening.up},
  {id: '009-idempotency-keys', up: idempotencyKeys.up},
  {id: '010-member-location', up: memberLocation.up},
  {id: '011-client-search', up: clientSearch.up},
  {id: '012-call-tries', up: callTries.up},
  {id: '013-reference-numbers', up: referenceNumbers.up},
  {id: '014-packager-queue', up: packagerQueue.up},
  {id: '015-valuation', up: valuation.up},
  {id: '016-teller', up: teller.up},
  {id: '017-payments', up: payments.up},
  {id: '018-bursar', up: bursar.up},
  {id: '019-approved-payee', up: approvedPayee.up},
  {id: '020-payment-file-states', up: paymentFileStates.up},
  {id: '021-normalized-inputs', up: normalizedInputs.up},
  {id: '022-complaints', up: complaints.up},
  {id: '023-material-fineness', up: materialFineness.up},
  {id: '024-time-records', up: timeRecords.up},
  {id: '025-purchase-records', up: purchaseRecords.up},
  {id: '026-shipment-registration', up: shipmentRegistration.up},
  {id: '027-teller-tries', up: tellerTries.up},
  {id: '028-setup-tokens', up: setupTokens.up},
  {id: '029-legacy-ids', up: legacyIds.up},
  {id: '030-cold-case-counts', up: coldCaseCounts.up},
  {id: '031-client-error-windows', up: clientErrorWindows.up},
  {id: '032-admin-list-index', up: adminListIndex.up, concurrently: true},
];

/** Runs one migration's change on the connection (the caller holds the transaction). */
export async function runMigration(client: Client, migration: Migration): Promise<void> {
  if (typeof migration.up === 'string') await client.query(migration.up);
  else await migration.up(client);
}

/**
 * Applies the migrations not yet recorded in schema_migrations, each in its own transaction,
 * under an advisory lock so two servers starting at once do not race. Safe to run any number of times.
 */
export async function migrate(databaseUrl: string, log: (line: string) => void = () => {}): Promise<string[]> {
  const client = new Client({connectionString: databaseUrl});
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, appliedat timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await client.query('SELECT id FROM schema_migrations')).rows.map(r => r.id as string));
    for (const migration of MIGRATIONS) {
      if (done.has(migration.id)) continue;
      const inTransaction = !migration.concurrently;
      if (inTransaction) await client.query('BEGIN');
      try {
        await runMigration(client, migration);
        await client.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
        if (inTransaction) await client.query('COMMIT');
      } catch (err) {
        if (inTransaction) await client.query('ROLLBACK');
        throw err;
      }
      applied.push(migration.id);
      log(`migrated ${migration.id}`);
    }
    if (await installJobSchema(client)) log('installed the job schema');
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => undefined);
    await client.end();
  }
  return applied;
}
