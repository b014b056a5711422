// `npm run import` (import/loader.ts) on a generated mongodump of the old system: killed halfway and
// run again it completes with no duplicate; a further run changes nothing; the report lists each
// planted bad record with its reason; the admin's order list answers the imported orders as the dump
// says; an imported member chooses a password at the first login. No MongoDB server: none can be
// installed here (docs/decisions/import-from-old-system.md), so the URI path is not run.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'pg';
import {DEFAULT_ORDER_COLUMNS, PASSWORD_CHANGE, orderListFields, orderListOrder, orderStatusLabel, type OrderStatusFlags} from '@karat/shared';
import {parseReport, runImport} from '../../import/loader';
import {dumpSource, exportSource, openSource, type MongoClientLike} from '../../import/sources';
import {writeSyntheticDump, type SyntheticDump} from '../../import/synthetic-dump';
import {idOf, money, OLD_MODELS, TABLE_OF, type Doc} from '../../import/mappings';
import {bearer, givenDatabase, givenRunningApp, loginAs, TEST_ADMIN, type TestApp} from '../helpers/app.helper';

const SCRIPT = path.join(__dirname, '..', '..', 'scripts', 'import.js');
const TABLES = OLD_MODELS.map(model => TABLE_OF[model]);

/** Each table's imported rows as one digest, for "a second run changes nothing". */
async function digest(pg: Client): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of TABLES) {
    const {rows} = await pg.query(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(to_jsonb(t)::text, '|' ORDER BY id), '')) AS h FROM ${t} t WHERE legacyid IS NOT NULL`,
    );
    out[t] = `${rows[0].n}:${rows[0].h}`;
  }
  return out;
}

function runScript(args: string[], env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, [SCRIPT, ...args], {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
}

// The work: the dump's 300 orders with their clients and children written three times (a killed
// run and its completion by child processes of the compiled script, then a run that finds
// everything), the admin list read in pages, a small PGlite import: about 10 s on this machine idle.
describe('import from the old system', {timeout: 60_000}, () => {
  let app: TestApp;
  let pg: Client;
  let dump: SyntheticDump;
  let work: string;
  let orders: Doc[];

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-import-'));
    dump = writeSyntheticDump(path.join(work, 'dump'), {orders: 300, bad: true});
    orders = [];
    for await (const doc of dumpSource(dump.folder).documents('Order')) orders.push(doc);
    app = await givenRunningApp('postgres');
    pg = new Client({connectionString: app.url});
    await pg.connect();
  });
  afterAll(async () => {
    await pg?.end();
    await app?.stop();
    fs.rmSync(work, {recursive: true, force: true});
  });

  it('killed halfway and run again, imports every record once; a further run changes nothing', async () => {
    const env = {DATABASE_URL: app.url};
    const report = path.join(work, 'first.csv');
    // Small batches, so the kill lands between committed batches of orders.
    const child = runScript([dump.folder, '--batch', '10', '--report', report], env);
    const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
    let ordersAtKill = 0;
    for (;;) {
      ordersAtKill = Number((await pg.query('SELECT count(*) AS n FROM orders WHERE legacyid IS NOT NULL')).rows[0].n);
      if (ordersAtKill >= 50) break;
      await new Promise(resolve => setTimeout(resolve, 10));
    }
    child.kill('SIGKILL');
    await exited;
    const afterKill = Number((await pg.query('SELECT count(*) AS n FROM orders WHERE legacyid IS NOT NULL')).rows[0].n);
    expect(afterKill).toBeGreaterThanOrEqual(50);
    expect(afterKill).toBeLessThan(300);

    const second = runScript([dump.folder, '--report', path.join(work, 'second.csv')], env);
    let output = '';
    second.stdout.on('data', chunk => (output += chunk));
    second.stderr.on('data', chunk => (output += chunk));
    expect(await new Promise(resolve => second.on('exit', resolve))).toBe(0);
    expect(output).toMatch(/Order: 304 read, \d+ imported, \d+ already there, 4 not taken/);
    // The progress bar: counts and rate.
    expect(output).toMatch(/\[#+\] 100% 304\/304 Order, [\d.]+s, \d+ Order\/s/);

    // Every good record once: the dump's counts less the planted ones turned down.
    const rejected = (collection: string) => dump.bad.filter(b => b.collection === collection && b.outcome === 'rejected').length;
    for (const [model, table] of [
      ['Member', 'members'],
      ['Client', 'clients'],
      ['Order', 'orders'],
      ['CallLog', 'call_logs'],
      ['SmsLog', 'sms_logs'],
      ['PackageCodeRegistry', 'package_code_registry'],
      ['TimeRecord', 'time_records'],
    ] as const) {
      const {rows} = await pg.query(`SELECT count(*)::int AS n, count(DISTINCT legacyid)::int AS d FROM ${table} WHERE legacyid IS NOT NULL`);
      expect({model, n: rows[0].n, distinct: rows[0].d}).toEqual({
        model,
        n: dump.counts[model] - rejected(model),
        distinct: dump.counts[model] - rejected(model),
      });
    }
    // The welcome-call counters the database keeps from call_logs counted each log once.
    expect((await pg.query('SELECT sum(welcomecallattempts)::int AS n FROM orders WHERE legacyid IS NOT NULL')).rows[0].n).toBe(300);
    // New numbers come after the old ones.
    expect(Number((await pg.query(`SELECT nextval('order_number_seq') AS n`)).rows[0].n)).toBeGreaterThan(200_300);

    const before = await digest(pg);
    const third = await runImport(app.url, dumpSource(dump.folder), {reportFile: path.join(work, 'third.csv')});
    expect(third.models.Order).toMatchObject({read: 304, inserted: 0, present: 300, rejected: 4});
    expect(await digest(pg)).toEqual(before);
    // Each run reports the same records, whatever an earlier run did.
    const reported = (file: string) => fs.readFileSync(path.join(work, file), 'utf8').split('\n').sort();
    expect(reported('third.csv')).toEqual(reported('second.csv'));
  });

  it('reports each planted bad record with its reason, and nothing else', () => {
    const lines = parseReport(fs.readFileSync(path.join(work, 'second.csv'), 'utf8'));
    for (const bad of dump.bad) {
      const line = lines.find(l => l.oldId === bad.oldId);
      expect({oldId: bad.oldId, collection: line?.collection, outcome: line?.outcome}).toEqual({
        oldId: bad.oldId,
        collection: bad.collection,
        outcome: bad.outcome,
      });
      expect(line!.reason).toMatch(bad.reason);
    }
    expect(lines).toHaveLength(dump.bad.length);
  });

  it("answers the imported orders in the admin's list as the dump says", async () => {
    const admin = await loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const fields = orderListFields([...DEFAULT_ORDER_COLUMNS, 'orderNumber', 'offer', 'barCode', 'language']);
    const listed = new Map<number, Record<string, unknown>>();
    // As the admin list asks: the default columns' fields, newest first, page by page.
    for (let skip = 0; ; skip += 100) {
      const filter = {fields, order: orderListOrder('createdAt', 'desc'), limit: 100, skip};
      const res = await app.client
        .get(`/api/Orders?filter=${encodeURIComponent(JSON.stringify(filter))}`)
        .set(bearer(admin))
        .expect(200);
      for (const o of res.body) listed.set(o.orderNumber, o);
      if (res.body.length < 100) break;
    }
    const good = orders.filter(o => !dump.bad.some(b => b.oldId === String(idOf(o))));
    expect(listed.size).toBe(good.length);
    for (const o of good) {
      const row = listed.get(o.orderNumber as number)!;
      const label = (flags: Record<string, unknown>) => orderStatusLabel(flags as OrderStatusFlags);
      expect({n: o.orderNumber, status: label(row), offer: row.offer ?? null, barCode: row.barCode, language: row.language}).toEqual({
        n: o.orderNumber,
        status: label(o),
        offer: o.offer === undefined ? null : Number(money(o.offer, 'offer')),
        barCode: o.barCode,
        language: o.language,
      });
    }
  });

  it('has an imported member choose a password at the first login, after an admin gave a temporary one', async () => {
    const admin = await loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
    const username = 'old-buyer-1';
    const {rows} = await pg.query(
      'SELECT m.id, m.mustsetpassword, c.id AS credentials FROM members m LEFT JOIN member_credentials c ON c.memberid = m.id WHERE username = $1',
      [username],
    );
    expect(rows[0]).toMatchObject({mustsetpassword: true, credentials: null});
    // No password came over: nothing logs in.
    await app.client.post('/api/Members/login').send({username, password: 'anything-at-all'}).expect(401);
    await app.client.post(`/api/Members/${rows[0].id}/password`).set(bearer(admin)).send({password: 'temporary-pass-1'}).expect(204);
    const asked = await app.client.post('/api/Members/login').send({username, password: 'temporary-pass-1'}).expect(403);
    expect(asked.body.error).toMatchObject({code: PASSWORD_CHANGE.code, message: PASSWORD_CHANGE.required});
    expect(asked.body).not.toHaveProperty('id');
    await app.client.post('/api/Members/login').send({username, password: 'wrong-password', newPassword: 'my-own-password-1'}).expect(401);
    await app.client.post('/api/Members/login').send({username, password: 'temporary-pass-1', newPassword: 'temporary-pass-1'}).expect(422);
    await app.client.post('/api/Members/login').send({username, password: 'temporary-pass-1', newPassword: 'short'}).expect(422);
    const chosen = await app.client.post('/api/Members/login').send({username, password: 'temporary-pass-1', newPassword: 'my-own-password-1'}).expect(200);
    await app.client.get('/api/Members/me').set(bearer(chosen.body.id)).expect(200);
    await app.client.post('/api/Members/login').send({username, password: 'temporary-pass-1'}).expect(401);
    await app.client.post('/api/Members/login').send({username, password: 'my-own-password-1'}).expect(200);
  });

  it("reads a mongodb:// URI's collections through the driver's calls (a double: no MongoDB server here) as the dump", async () => {
    const db = await givenDatabase('postgres');
    const small = writeSyntheticDump(path.join(work, 'uri'), {orders: 30, seed: 3});
    const collections = new Map<string, Doc[]>();
    for (const model of OLD_MODELS) {
      const docs: Doc[] = [];
      for await (const doc of dumpSource(small.folder).documents(model)) docs.push(doc);
      if (model !== 'Greeting') collections.set(model, docs); // a collection the old database lacks
    }
    const asked: string[] = [];
    let closed = false;
    const driver: MongoClientLike = {
      db: name => ({
        databaseName: name ?? 'karat',
        listCollections: () => ({toArray: async () => [...collections.keys()].map(n => ({name: n}))}),
        collection: n => ({
          estimatedDocumentCount: async () => collections.get(n)!.length,
          find: (filter, options) => {
            asked.push(`${n} ${JSON.stringify(options)}`);
            return (async function* () {
              yield* collections.get(n)!;
            })();
          },
        }),
      }),
      close: async () => {
        closed = true;
      },
    };
    const source = await openSource(['mongodb://old-host/karat'], undefined, async () => driver);
    expect(source.describe()).toBe('MongoDB database karat');
    const result = await runImport(db.url, source, {reportFile: path.join(work, 'uri.csv')});
    await source.close();
    expect(closed).toBe(true);
    expect(result.models.Order).toMatchObject({read: 30, inserted: 30, rejected: 0});
    expect(result.models.CallLog.inserted).toBe(30);
    expect(result.models.Greeting.read).toBe(0);
    // Every collection asked once, in _id order, with bson's numbers as the dumps give them.
    expect(asked).toContain('Order {"batchSize":1000,"sort":{"_id":1},"promoteLongs":true,"promoteValues":true}');
    expect(asked).toHaveLength(collections.size);
  });

  it('imports mongoexport files (Extended JSON lines) into the embedded PGlite as the dump', async () => {
    const db = await givenDatabase('pglite');
    try {
      const small = writeSyntheticDump(path.join(work, 'small'), {orders: 24, seed: 2});
      const exported = path.join(work, 'export');
      fs.mkdirSync(exported);
      const {EJSON} = await import('bson');
      for (const model of Object.keys(small.counts) as (keyof typeof small.counts)[]) {
        const lines: string[] = [];
        for await (const doc of dumpSource(small.folder).documents(model)) lines.push(EJSON.stringify(doc, {relaxed: false}));
        fs.writeFileSync(path.join(exported, `${model}.json`), lines.join('\n') + '\n');
      }
      const result = await runImport(db.url, exportSource([exported]), {reportFile: path.join(work, 'export.csv')});
      expect(result.models.Order).toMatchObject({read: 24, inserted: 24, rejected: 0});
      expect(result.models.Client.inserted).toBe(small.counts.Client);
      const again = await runImport(db.url, exportSource([exported]), {reportFile: path.join(work, 'export2.csv')});
      expect(again.models.Order).toMatchObject({read: 24, inserted: 0, present: 24});
    } finally {
      await db.drop();
    }
  });
});
