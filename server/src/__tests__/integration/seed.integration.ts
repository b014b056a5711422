// Demo data and bulk seed on a fresh database: the embedded PGlite, as `npm start` and `npm run demo`
// use by default (a copy of the run's migrated template).
// (describe/it/expect are vitest globals: the tests run as compiled CommonJS, where
// require('vitest') is refused.)
import {Client} from 'pg';
import {COUNTRIES, ORDER_STATUS_LABELS, ROLE_FLAGS, TEAMS, orderStatusLabel, type OrderStatusFlags} from '@karat/shared';
import {verifyPassword} from '../../services/password.service';
import {runDemo, runSeed, type DemoResult} from '../../scripts/seed-data';
import {formatProgress} from '../../scripts/progress';
import {parseSeedArgs} from '../../scripts/seed';
import {givenDatabase} from '../helpers/app.helper';

/** Columns are the lower-cased property names; a Record so a new status flag cannot be missed. */
const STATUS_COLUMNS: Record<keyof OrderStatusFlags, string> = {
  closed: 'closed',
  isComplete: 'iscomplete',
  isPaid: 'ispaid',
  isRevaluated: 'isrevaluated',
  isTellered: 'istellered',
  returnToValuation: 'returntovaluation',
  isValued: 'isvalued',
  isReceived: 'isreceived',
  welcomeCallDone: 'welcomecalldone',
  isPackaged: 'ispackaged',
  inPackager: 'inpackager',
};

const EXPECTED_LANGUAGES: Record<string, string[]> = {
  finland: ['finnish', 'finland-swedish'],
  sweden: ['swedish'],
  uk: ['uk-english'],
};

// The work: the seeding tests write 2,000 to 5,000 orders with their clients and call logs and
// hash each seed buyer's password (scrypt), 2-9 s each on this machine idle, and the file's setup
// writes the demo's 2,000. Their limit is 45 s.
describe('demo data and bulk seed', {timeout: 45_000}, () => {
  let db: {url: string; drop(): Promise<void>};
  let pg: Client;
  let demo: DemoResult;

  const count = async (sql: string, params: unknown[] = []) => Number((await pg.query(sql, params)).rows[0].n);
  /** Orders per status label, computed with the shared orderStatusLabel from the stored flags. */
  async function labelCounts(where = 'true', params: unknown[] = []): Promise<Map<string, number>> {
    const entries = Object.entries(STATUS_COLUMNS) as [keyof OrderStatusFlags, string][];
    const {rows} = await pg.query(`SELECT ${entries.map(([, c]) => c).join(', ')} FROM orders WHERE ${where}`, params);
    const counts = new Map<string, number>();
    for (const row of rows) {
      const flags = Object.fromEntries(entries.map(([name, column]) => [name, row[column]])) as OrderStatusFlags;
      const label = orderStatusLabel(flags);
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    return counts;
  }

  beforeAll(async () => {
    db = await givenDatabase('pglite');
    pg = new Client({connectionString: db.url});
    await pg.connect();
    demo = await runDemo(db.url);
  });
  afterAll(async () => {
    await pg?.end();
    await db?.drop();
  });

  it('adds a demo member for every role flag, with exactly its flags and a working password', async () => {
    expect(demo.created).toBe(true);
    expect(ROLE_FLAGS.map(f => `demo-${f.toLowerCase()}`)).toEqual(
      expect.arrayContaining(['demo-admin', 'demo-buyer', 'demo-buyerweborder', 'demo-iscoldcaller', 'demo-ccmanager']),
    );
    for (const flag of ROLE_FLAGS) {
      const username = `demo-${flag.toLowerCase()}`;
      const {rows} = await pg.query(`SELECT m.*, c.passwordhash, c.salt FROM members m JOIN member_credentials c ON c.memberid = m.id WHERE m.username = $1`, [
        username,
      ]);
      expect(rows, username).toHaveLength(1);
      const member = rows[0];
      // Web-order buyers and cold callers are also buyers; everyone else has only their own flag.
      const expected = flag === 'buyerWebOrder' || flag === 'isColdCaller' ? ['buyer', flag] : [flag];
      const actual = ROLE_FLAGS.filter(f => member[f.toLowerCase()] === true);
      expect(actual.sort(), username).toEqual(expected.sort());
      expect(member.isactive, username).toBe(true);
      expect(member.name, username).toMatch(/^Demo /);
      expect(TEAMS as readonly string[]).toContain(member.team);
      expect(await verifyPassword('demo-password', member.passwordhash, member.salt), username).toBe(true);
      expect(await verifyPassword('wrong-password', member.passwordhash, member.salt), username).toBe(false);
    }
  });

  it('adds gold and silver materials by fineness, and the greetings', async () => {
    const {rows} = await pg.query(`SELECT name, price::float8 AS price, category FROM materials`);
    const byName = new Map(rows.map(r => [r.name as string, r]));
    for (const f of [375, 585, 750, 916, 999]) expect(byName.get(`Gold ${f}`)?.category).toBe('gold');
    for (const f of [830, 925]) expect(byName.get(`Silver ${f}`)?.category).toBe('silver');
    expect(byName.get('Gold 999')!.price).toBeGreaterThan(60);
    expect(byName.get('Gold 585')!.price).toBeLessThan(byName.get('Gold 750')!.price);
    const greetings = await pg.query(`SELECT fi, sv, svfi FROM greetings`);
    expect(greetings.rows).toHaveLength(1);
    expect(greetings.rows[0].fi && greetings.rows[0].sv && greetings.rows[0].svfi).toBeTruthy();
  });

  it('adds about 2,000 clients and orders, with at least 50 orders in every status label', async () => {
    expect(await count(`SELECT count(*) AS n FROM clients`)).toBeGreaterThanOrEqual(1900);
    expect(await count(`SELECT count(*) AS n FROM orders`)).toBeGreaterThanOrEqual(1900);
    const labels = await labelCounts();
    expect([...labels.keys()].sort()).toEqual([...ORDER_STATUS_LABELS].sort());
    for (const label of ORDER_STATUS_LABELS) expect(labels.get(label), label).toBeGreaterThanOrEqual(50);
  });

  it('spreads orders over all countries and teams, with languages that match the country', async () => {
    const countries = await pg.query(`SELECT DISTINCT country FROM orders`);
    expect(countries.rows.map(r => r.country).sort()).toEqual([...COUNTRIES].sort());
    const teams = await pg.query(`SELECT DISTINCT team FROM orders`);
    expect(teams.rows.map(r => r.team).sort()).toEqual([...TEAMS].sort());
    const pairs = await pg.query(
      `SELECT DISTINCT o.country, o.language, c.country AS clientcountry, c.language AS clientlanguage
       FROM orders o JOIN clients c ON c.id = o.clientid`,
    );
    for (const p of pairs.rows) {
      expect(EXPECTED_LANGUAGES[p.country]).toContain(p.language);
      expect([p.clientcountry, p.clientlanguage]).toEqual([p.country, p.language]);
    }
    expect(new Set(pairs.rows.map(p => p.language))).toEqual(new Set(['finnish', 'finland-swedish', 'swedish', 'uk-english']));
  });

  it('gives clients names, addresses, zips and phones of their country', async () => {
    const {rows} = await pg.query(`SELECT * FROM clients`);
    const zip: Record<string, RegExp> = {finland: /^\d{5}$/, sweden: /^\d{3} \d{2}$/, uk: /^[A-Z]{1,2}\d{1,2} \d[A-Z]{2}$/};
    const phone: Record<string, RegExp> = {finland: /^358\d{9}$/, sweden: /^46\d{9}$/, uk: /^447\d{9}$/};
    for (const c of rows) {
      expect(c.zip, `${c.country} ${c.zip}`).toMatch(zip[c.country]);
      expect(c.phone).toMatch(phone[c.country]);
      expect(c.firstname && c.lastname && c.address && c.city).toBeTruthy();
      expect(c.birthyear).toBeGreaterThanOrEqual(1930);
      expect(c.birthyear).toBeLessThanOrEqual(2000);
      expect(['male', 'female', 'unknown']).toContain(c.gender);
    }
  });

  it("values products as the valuation form does: a material's id as density, its price as factor, price = factor x weight", async () => {
    const products = `SELECT o.id, o.price AS total, p.* FROM orders o, jsonb_to_recordset(o.products)
        AS p(density int, "densityName" text, factor numeric, weight numeric, price numeric) WHERE o.isvalued`;
    expect(await count(`SELECT count(*) AS n FROM (${products}) p`)).toBeGreaterThan(100);
    expect(
      await count(`SELECT count(*) AS n FROM (${products}) p LEFT JOIN materials m ON m.id = p.density
        WHERE m.id IS NULL OR m.name <> p."densityName" OR m.price <> p.factor OR p.price <> round(p.factor * p.weight, 2)`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM (SELECT id, total, sum(price) AS s FROM (${products}) p GROUP BY id, total) t WHERE t.total <> t.s`)).toBe(0);
  });

  it('gives orders the flags, people and dates of their stage', async () => {
    // Fixed offsets from creation (spec 01 §9 "Business constants and limits") and a spread over the last ~120 days.
    expect(
      await count(`SELECT count(*) AS n FROM orders
        WHERE welcomecall <> createdat + interval '4 days' OR duedate <> createdat + interval '16 days'`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE createdat < now() - interval '121 days' OR createdat > now()`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE createdat < now() - interval '90 days'`)).toBeGreaterThan(0);
    // Cold cases: open, not received, older than 45 days.
    expect(await count(`SELECT count(*) AS n FROM orders WHERE NOT isreceived AND NOT closed AND createdat < now() - interval '45 days'`)).toBeGreaterThan(20);
    // Closed orders say when, why, how and by whom.
    expect(
      await count(`SELECT count(*) AS n FROM orders WHERE closed
        AND (closedate IS NULL OR closereason IS NULL OR closemethod IS NULL OR closerid IS NULL)`),
    ).toBe(0);
    // Paid orders went through receiving, valuation and the teller, with the offer accepted (or donated).
    expect(
      await count(`SELECT count(*) AS n FROM orders WHERE ispaid AND NOT (isreceived AND isvalued AND istellered
        AND (offeraccepted OR isdonation) AND payed IS NOT NULL AND payerid IS NOT NULL)`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE isvalued AND (valuationdate IS NULL OR price IS NULL OR goldweight IS NULL)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE isreceived AND (receiveddate IS NULL OR receiverid IS NULL)`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE iscomplete AND (bursarhandledate IS NULL OR bursarid IS NULL)`)).toBe(0);
    // Dates never lie in the future and follow the lifecycle.
    expect(
      await count(`SELECT count(*) AS n FROM orders WHERE greatest(packageddate, receiveddate, valuationdate, tellerdate, payed,
        bursarhandledate, closedate, latestwelcomecall) > now()
        OR receiveddate < packageddate OR valuationdate < receiveddate OR tellerdate < valuationdate OR payed < tellerdate`),
    ).toBe(0);
    // Shipped orders carry a unique bar code.
    expect(await count(`SELECT count(*) AS n FROM orders WHERE ispackaged AND barcode IS NULL`)).toBe(0);
    expect(await count(`SELECT count(barcode) - count(DISTINCT barcode) AS n FROM orders`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE country = 'finland' AND barcode NOT LIKE 'JJFI%'`)).toBe(0);
    // Callers are demo buyers.
    expect(
      await count(`SELECT count(*) AS n FROM orders o JOIN members m ON m.id = o.callerid
        WHERE NOT m.buyer OR m.username NOT LIKE 'demo-%'`),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE callerid IS NULL`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM call_logs`)).toBeGreaterThan(1000);
  });

  it('adds nothing when run again', async () => {
    const tables = ['members', 'member_credentials', 'materials', 'greetings', 'clients', 'orders', 'call_logs'];
    const before = await Promise.all(tables.map(t => count(`SELECT count(*) AS n FROM ${t}`)));
    const lines: string[] = [];
    const again = await runDemo(db.url, line => lines.push(line));
    expect(again.created).toBe(false);
    expect(lines).toContain('Demo data already present');
    expect(await Promise.all(tables.map(t => count(`SELECT count(*) AS n FROM ${t}`)))).toEqual(before);
  });

  it('seeds exactly the requested orders, each with a client, call logs and a consistent status', async () => {
    const maxOrder = await count(`SELECT coalesce(max(id), 0) AS n FROM orders`);
    const maxClient = await count(`SELECT coalesce(max(id), 0) AS n FROM clients`);
    const before = {
      orders: await count(`SELECT count(*) AS n FROM orders`),
      clients: await count(`SELECT count(*) AS n FROM clients`),
      logs: await count(`SELECT count(*) AS n FROM call_logs`),
    };
    // A fixed seed: the rarest labels (orders of the last day or two) are only ~0.2 % of a realistic spread.
    const result = await runSeed(db.url, {orders: 5000, batchSize: 2000, randomSeed: 42});
    expect(result.orders).toBe(5000);
    expect(result.seedBuyers).toBe(0); // the demo buyers are active
    expect(await count(`SELECT count(*) AS n FROM orders`)).toBe(before.orders + 5000);
    const clients = (await count(`SELECT count(*) AS n FROM clients`)) - before.clients;
    expect(clients).toBe(result.clients);
    expect(clients).toBeGreaterThanOrEqual(1400);
    expect(clients).toBeLessThanOrEqual(1600);
    const logs = (await count(`SELECT count(*) AS n FROM call_logs`)) - before.logs;
    expect(logs).toBe(result.callLogs);
    expect(logs).toBeGreaterThanOrEqual(5000);
    expect(logs).toBeLessThanOrEqual(10000);
    // Every new order belongs to a client made by the same run.
    expect(
      await count(
        `SELECT count(*) AS n FROM orders o LEFT JOIN clients c ON c.id = o.clientid
        WHERE o.id > $1 AND (c.id IS NULL OR c.id <= $2)`,
        [maxOrder, maxClient],
      ),
    ).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM orders WHERE id > $1 AND createdat < now() - interval '1096 days'`, [maxOrder])).toBe(0);
    const labels = await labelCounts('id > $1', [maxOrder]);
    expect([...labels.keys()].sort()).toEqual([...ORDER_STATUS_LABELS].sort());
    const pairs = await pg.query(`SELECT DISTINCT country, language FROM orders WHERE id > $1`, [maxOrder]);
    for (const p of pairs.rows) expect(EXPECTED_LANGUAGES[p.country]).toContain(p.language);
    // Order numbers grow with creation time within the run.
    expect(
      await count(
        `SELECT count(*) AS n FROM (SELECT createdat, lag(createdat) OVER (ORDER BY ordernumber) AS prev
        FROM orders WHERE id > $1) x WHERE createdat < prev`,
        [maxOrder],
      ),
    ).toBe(0);
  });

  it('adds seed buyers when there are no active buyers', async () => {
    const deactivated = await pg.query(`UPDATE members SET isactive = false WHERE buyer AND isactive RETURNING id`);
    try {
      const maxOrder = await count(`SELECT coalesce(max(id), 0) AS n FROM orders`);
      const result = await runSeed(db.url, {orders: 100});
      expect(result.orders).toBe(100);
      expect(result.seedBuyers).toBeGreaterThan(0);
      const {rows} = await pg.query(
        `SELECT m.*, c.passwordhash, c.salt FROM members m JOIN member_credentials c ON c.memberid = m.id
         WHERE m.username LIKE 'seed-buyer-%'`,
      );
      expect(rows).toHaveLength(result.seedBuyers);
      for (const m of rows) {
        expect(m.buyer && m.isactive).toBe(true);
        expect(await verifyPassword('seed-password', m.passwordhash, m.salt)).toBe(true);
      }
      expect(
        await count(
          `SELECT count(*) AS n FROM orders o JOIN members m ON m.id = o.callerid
          WHERE o.id > $1 AND m.username NOT LIKE 'seed-buyer-%'`,
          [maxOrder],
        ),
      ).toBe(0);
    } finally {
      await pg.query(`UPDATE members SET isactive = true WHERE id = ANY($1)`, [deactivated.rows.map(r => r.id)]);
    }
  });

  it('tops up the phone buyers to --buyers and spreads the orders over them', async () => {
    const maxOrder = await count(`SELECT coalesce(max(id), 0) AS n FROM orders`);
    const result = await runSeed(db.url, {orders: 2000, buyers: 12, randomSeed: 7});
    expect(await count(`SELECT count(*) AS n FROM members WHERE isactive AND buyer AND NOT buyerweborder AND NOT iscoldcaller`)).toBeGreaterThanOrEqual(12);
    expect(result.seedBuyers).toBeGreaterThan(0);
    const callers = await count(`SELECT count(DISTINCT callerid) AS n FROM orders WHERE id > $1 AND NOT isweborder`, [maxOrder]);
    expect(callers).toBeGreaterThanOrEqual(10);
    expect(await count(`SELECT max(n) AS n FROM (SELECT count(*) AS n FROM orders WHERE id > $1 GROUP BY callerid) x`, [maxOrder])).toBeLessThan(600);
  });

  it("keeps every order's attempts and last try per call type equal to its call logs (demo and seed batches, migration 012)", async () => {
    const tries = `SELECT orderid,
        count(*) FILTER (WHERE type = 'WELCOME_CALL')::int AS wa, max(createdat) FILTER (WHERE type = 'WELCOME_CALL') AS wl,
        count(*) FILTER (WHERE type = 'AFTER_CALL')::int AS aa, max(createdat) FILTER (WHERE type = 'AFTER_CALL') AS al,
        count(*) FILTER (WHERE type = 'COLD_CALL')::int AS ca, max(createdat) FILTER (WHERE type = 'COLD_CALL') AS cl
      FROM call_logs GROUP BY orderid`;
    expect(
      await count(`SELECT count(*) AS n FROM orders o LEFT JOIN (${tries}) t ON t.orderid = o.id
        WHERE (o.welcomecallattempts, o.welcomecalllasttry, o.aftercallattempts, o.aftercalllasttry, o.coldcallattempts, o.coldcalllasttry)
          IS DISTINCT FROM (coalesce(t.wa, 0), t.wl, coalesce(t.aa, 0), t.al, coalesce(t.ca, 0), t.cl)`),
    ).toBe(0);
    // Every type was seeded, so the comparison above compares something.
    for (const column of ['welcomecallattempts', 'aftercallattempts', 'coldcallattempts']) {
      expect(await count(`SELECT count(*) AS n FROM orders WHERE ${column} > 0`), column).toBeGreaterThan(20);
    }
  });
});

describe('seed command line and progress bar', () => {
  it('reads --orders and --batch', () => {
    expect(parseSeedArgs([])).toEqual({orders: 1000});
    expect(parseSeedArgs(['--orders', '1_000_000'])).toEqual({orders: 1_000_000});
    expect(parseSeedArgs(['--orders=250', '--batch', '100', '--random-seed', '7'])).toEqual({orders: 250, batchSize: 100, randomSeed: 7});
    expect(parseSeedArgs(['--buyers', '30'])).toEqual({orders: 1000, buyers: 30});
    expect(() => parseSeedArgs(['--orders', 'many'])).toThrow(/whole number/);
    expect(() => parseSeedArgs(['--rows', '5'])).toThrow(/unknown argument/);
  });

  it('draws a bar with percentage, counts and seconds', () => {
    expect(formatProgress(450_000, 1_000_000, 'orders', 12.34, 10)).toBe('[#####.....]  45% 450000/1000000 orders, 12.3s, 36467 orders/s');
    expect(formatProgress(1000, 1000, 'orders', 1, 10)).toBe('[##########] 100% 1000/1000 orders, 1.0s, 1000 orders/s');
    expect(formatProgress(0, 0, 'orders', 0, 4)).toBe('[####] 100% 0/0 orders, 0.0s, 0 orders/s');
  });
});
