import fs from 'node:fs';
import path from 'node:path';
import {Client} from 'pg';
import * as models from '../../models';
import {migrate} from '../../database/migrate';
import {buildOpenApiSpec, OPENAPI_FILE} from '../../scripts/openapi-spec';
import {givenDatabase} from '../helpers/app.helper';

type Def = {properties: Record<string, {type: unknown; postgresql?: {dataType?: string}}>; settings: {postgresql: {table: string}}};
const entityModels = Object.values(models).filter(
  (m): m is typeof m & {definition: Def} =>
    typeof m === 'function' && 'definition' in m && Boolean((m as unknown as {definition?: Def}).definition?.settings?.postgresql),
);

const expectedType = (prop: {type: unknown; postgresql?: {dataType?: string}}) => {
  const declared = prop.postgresql?.dataType;
  if (declared === 'timestamp with time zone') return 'timestamp with time zone';
  if (declared) return declared;
  const t = typeof prop.type === 'function' ? prop.type.name : String(prop.type);
  return (
    (
      {String: 'text', string: 'text', Boolean: 'boolean', boolean: 'boolean', date: 'timestamp with time zone', Date: 'timestamp with time zone'} as Record<
        string,
        string
      >
    )[t] ?? t
  );
};

describe.each(['postgres', 'pglite'] as const)('schema on %s', kind => {
  let db: {url: string; drop(): Promise<void>};
  let pg: Client;
  beforeAll(async () => {
    db = await givenDatabase(kind);
    pg = new Client({connectionString: db.url});
    await pg.connect();
  });
  afterAll(async () => {
    await pg?.end();
    await db?.drop();
  });

  it('has a column of the right type for every property of every model', async () => {
    const {rows} = await pg.query(`SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'`);
    const columns = new Map(rows.map(r => [`${r.table_name}.${r.column_name}`, r.data_type as string]));
    const problems: string[] = [];
    for (const model of entityModels) {
      const table = model.definition.settings.postgresql.table;
      for (const [name, prop] of Object.entries(model.definition.properties)) {
        const actual = columns.get(`${table}.${name.toLowerCase()}`);
        const expected = expectedType(prop);
        if (!actual) problems.push(`${table}.${name}: missing`);
        else if (actual !== expected) problems.push(`${table}.${name}: ${actual}, model says ${expected}`);
      }
    }
    expect(entityModels.length).toBe(14);
    expect(problems).toEqual([]);
  });

  it('migrates again without change (safe to run twice)', async () => {
    expect(await migrate(db.url)).toEqual([]);
  });

  it('builds a concurrent migration outside a transaction, and again after a build a crash cut short', async () => {
    const index = `SELECT indisvalid FROM pg_index WHERE indexrelid = 'orders_country_received_idx'::regclass`;
    expect((await pg.query(index)).rows).toEqual([{indisvalid: true}]);
    // What a crash during CREATE INDEX CONCURRENTLY leaves: an invalid index, the migration not recorded.
    await pg.query(`UPDATE pg_index SET indisvalid = false WHERE indexrelid = 'orders_country_received_idx'::regclass`);
    await pg.query(`DELETE FROM schema_migrations WHERE id = '032-admin-list-index'`);
    expect(await migrate(db.url)).toEqual(['032-admin-list-index']);
    expect((await pg.query(index)).rows).toEqual([{indisvalid: true}]);
  });

  it('numbers orders, clients and complaints from sequences', async () => {
    const {rows} = await pg.query(
      `SELECT sequencename FROM pg_sequences WHERE sequencename IN ('order_number_seq', 'client_number_seq', 'complaint_number_seq') ORDER BY 1`,
    );
    expect(rows.map(r => r.sequencename)).toEqual(['client_number_seq', 'complaint_number_seq', 'order_number_seq']);
  });
});

describe('openapi.json', () => {
  it('is the one the server generates (run `npm run openapi` after changing routes or models)', async () => {
    expect(fs.readFileSync(OPENAPI_FILE, 'utf8')).toBe(await buildOpenApiSpec());
    expect(path.basename(OPENAPI_FILE)).toBe('openapi.json');
  });

  it('names every operation by its domain (the SDK takes its function names from them), each once', () => {
    const spec = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as {paths: Record<string, Record<string, {operationId?: string}>>};
    const ids = Object.values(spec.paths).flatMap(item => Object.values(item).map(operation => operation.operationId));
    expect(ids.filter(id => !id || !/^[a-z][A-Za-z]+$/.test(id) || /Controller/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
