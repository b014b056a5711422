// `npm run bench`: the API under load against a bare node:http + pg handler (the physical limit),
// on a PostgreSQL with BENCH_ORDERS orders (default 1,000,000), kept in bench/.pgdata and reused.
// Prints one table, writes bench/results.json, prints the plan of each list query of the spec and
// fails when one of them scans the orders table sequentially.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {createRequire} from 'node:module';
import {apiCaller} from './lib/load-server.mjs';
import {ensureBuilt, ensureDependencies, root} from './lib/prepare.mjs';

ensureDependencies();
ensureBuilt();

const require = createRequire(import.meta.url);
const {startTempPostgres, freePort} = require('./lib/temp-postgres.cjs');
const autocannon = require('autocannon');
const pg = require(path.join(root, 'node_modules', 'pg'));
const shared = require(path.join(root, 'shared', 'dist', 'index.js'));
// The server's own models and JSON statements, for the tuned bare handler.
const models = require(path.join(root, 'server', 'dist', 'models', 'index.js'));
const rows = require(path.join(root, 'server', 'dist', 'repositories', 'query', 'rows.js'));
const config = require(path.join(root, 'server', 'dist', 'config.js'));
const {RANDOM_PAGE_COST} = require(path.join(root, 'server', 'dist', 'datasources', 'db.datasource.js'));

/**
 * A pool of the bare handlers: planned as the server's connections are (RANDOM_PAGE_COST), and deaf to
 * the end of a connection still held by a cut request when the bench stops PostgreSQL.
 */
function barePoolOf(url) {
  const pool = new pg.Pool({connectionString: url, max: 10, options: `-c random_page_cost=${RANDOM_PAGE_COST}`});
  pool.on('error', () => undefined);
  return pool;
}

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
// Packagers packing at once in the packager scenario.
const PACKAGERS = 20;
const RECEIVES = Number(process.env.BENCH_RECEIVES ?? 6000);
// BENCH_ONLY=a,c measures only those scenarios and skips the plans (for working on one of them); its
// results go to bench/results-only.json and .svg (not kept), the full run's stay.
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map(s => s.trim())) : undefined;
const DAY = 86_400_000;

const log = line => console.error(line);
// Other work on the machine shows in every number: the load average is written down with them.
const loadAtStart = (await import('node:os'))
  .loadavg()
  .map(l => l.toFixed(2))
  .join(', ');
const db = await startTempPostgres({
  dir: path.join(root, 'bench', '.pgdata'),
  // Only the library on the command line: settings given there would outrank ALTER SYSTEM below.
  settings: {shared_preload_libraries: 'auto_explain'},
});
const sql = new pg.Pool({connectionString: db.url, max: 4});
await sql.query('ALTER SYSTEM SET auto_explain.log_min_duration = -1');
await sql.query('SELECT pg_reload_conf()');
const node = script => {
  const r = spawnSync(process.execPath, [path.join(root, 'server', 'dist', ...script)], {
    cwd: root,
    env: {...process.env, DATABASE_URL: db.url},
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`${script.join(' ')} failed`);
};
let server;
let bare;
let tuned;
let barePool;
const barePools = [];
try {
  // 1. Data: migrate and demo staff (no-ops when present), then top up to BENCH_ORDERS orders.
  node(['migrate.js']);
  node(['scripts', 'demo.js']);
  const have = (await sql.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
  if (have < ORDERS) {
    log(`Seeding ${ORDERS - have} orders (kept in bench/.pgdata for the next run)...`);
    // 30 phone buyers over the six teams: a company's call centre, so each buyer's lists are realistic.
    spawnSync(process.execPath, [path.join(root, 'server', 'dist', 'scripts', 'seed.js'), '--orders', String(ORDERS - have), '--buyers', '30'], {
      cwd: root,
      env: {...process.env, DATABASE_URL: db.url},
      stdio: 'inherit',
    });
  }
  // The orders the bench makes for the desks and the batches (no caller, not web orders; 16,000 and
  // more a run) are in no team: in the team of the demo buyer they swelled (f)'s month of that team
  // tenfold after a few runs. Earlier runs' orders, made in Turku's team, are moved out once here.
  await sql.query(`UPDATE orders SET team = NULL WHERE callerid IS NULL AND NOT isweborder AND team IS NOT NULL`);
  // As autovacuum would on a live database: statistics, and a visibility map for index-only counts.
  await sql.query('VACUUM ANALYZE');

  // 2. The production server and the bare handler.
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the server's V8 CPU profile of the run, written there when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
  server = spawn(process.execPath, [...profile, path.join(root, 'server', 'dist', 'index.js')], {
    cwd: root,
    // Production refuses to pay from the demo accounts: the batch scenario pays from the default one, configured.
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      NODE_ENV: 'production',
      PAYER_FINLAND_IBAN: process.env.PAYER_FINLAND_IBAN ?? config.DEFAULT_PAYER_ACCOUNTS.finland.iban,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 200) throw new Error('server did not start');
      await new Promise(r => setTimeout(r, 250));
    }
  }
  const login = async username =>
    (
      await (
        await fetch(`${base}/api/Members/login`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({username, password: 'demo-password'}),
        })
      ).json()
    ).id;
  // The scan scenario receives as its own member, so resetting its receives before the next run
  // cannot touch the seeded orders (which demo-receiver received).
  const adminToken = await login('demo-admin');
  const adminCall = apiCaller(base, adminToken);
  // A member may have LIMITS.maxRequestsPerMember requests in flight (more answer 429), so the
  // connections of a scenario are staff at their own desks: as many members of the role as that
  // takes, each connection keeping one member's token (setupClient).
  const desks = Math.ceil(CONNECTIONS / shared.LIMITS.maxRequestsPerMember);
  const benchMember = async (role, i) => {
    const username = `bench-${role.toLowerCase()}-${i}`;
    const [found] = await adminCall('GET', `/Members?filter=${encodeURIComponent(JSON.stringify({where: {username}}))}`);
    if (!found) {
      await adminCall('POST', '/Members', {
        name: `Bench ${role} ${i}`,
        username,
        password: 'demo-password',
        buyerCommission: 0,
        preferLanguage: 'finnish',
        preferCountry: 'finland',
        [role]: true,
        isActive: true,
      });
    }
    return login(username);
  };
  const staff = async role => Promise.all(Array.from({length: desks}, (_, i) => benchMember(role, i + 1)));
  // A buyer's list is their own orders: demo-buyer and seeded phone buyers, each with a realistic list.
  const seedLogin = async username =>
    (
      await (
        await fetch(`${base}/api/Members/login`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify({username, password: 'seed-password'}),
        })
      ).json()
    ).id;
  const buyers = [await login('demo-buyer'), ...(await Promise.all(Array.from({length: desks - 1}, (_, i) => seedLogin(`seed-buyer-${i + 1}`))))];
  const tokens = {
    admin: adminToken,
    receiver: await benchMember('receiver', 1),
    buyer: buyers[0],
    manager: await login('demo-ccmanager'),
    customer: await login('demo-customer'),
    cold: await login('demo-iscoldcaller'),
    payer: await login('demo-payer'),
  };
  const desksOf = {
    admin: await staff('admin'),
    receiver: await staff('receiver'),
    buyer: buyers,
    manager: await staff('ccManager'),
    cold: await staff('isColdCaller'),
    // 20 packagers: each holds one order at a time, so each desk is a member of its own.
    // One after another: the admin may have only LIMITS.maxRequestsPerMember requests in flight.
    packager: await Array.from({length: PACKAGERS}, (_, i) => i + 1).reduce(
      async (made, i) => [...(await made), await benchMember('packager', i)],
      Promise.resolve([]),
    ),
    valuator: await Array.from({length: PACKAGERS}, (_, i) => i + 1).reduce(
      async (made, i) => [...(await made), await benchMember('valuation', i)],
      Promise.resolve([]),
    ),
    teller: await Array.from({length: PACKAGERS}, (_, i) => i + 1).reduce(
      async (made, i) => [...(await made), await benchMember('teller', i)],
      Promise.resolve([]),
    ),
  };
  const buyerId = (await sql.query(`SELECT id FROM members WHERE username = 'demo-buyer'`)).rows[0].id;

  const LIST_WHERE = {country: 'finland', isReceived: false};
  const LIST_SQL = 'SELECT * FROM orders WHERE country = $1 AND isreceived = $2 ORDER BY ordernumber DESC LIMIT 50';
  barePool = barePoolOf(db.url);
  bare = http.createServer(async (req, res) => {
    try {
      let body;
      if (req.url === '/list') body = (await barePool.query(LIST_SQL, ['finland', false])).rows;
      else {
        const id = Number(req.url.split('/').pop());
        const [order] = (await barePool.query('SELECT * FROM orders WHERE id = $1', [id])).rows;
        const [client] = (await barePool.query('SELECT * FROM clients WHERE id = $1', [order.clientid])).rows;
        body = {...order, client};
      }
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(JSON.stringify(body));
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
  bare.listen(0, '127.0.0.1');
  await new Promise(r => bare.once('listening', r));
  const bareBase = `http://127.0.0.1:${bare.address().port}`;

  // The tuned bare handler: what a hand-written server would do, with the server's own tricks and
  // nothing else. The same statements PostgreSQL writes the JSON with (rows.jsonRowsOf over the
  // model's columns, the client joined in), prepared by name once per connection; node only joins
  // the texts. No framework, no authentication, no checks: the limit the server is measured against.
  const tunedPool = barePoolOf(db.url);
  barePools.push(tunedPool);
  const TUNED_LIST = {
    name: 'tuned-list',
    text: rows.jsonRowsOf(
      models.Order,
      undefined,
      `SELECT ${rows.selectList(models.Order)} FROM orders WHERE country = $1 AND isreceived = $2 ORDER BY ordernumber DESC LIMIT 50`,
    ),
  };
  const clientJoin = {relation: 'client', keyFrom: 'clientId', keyTo: 'id', target: models.Client};
  const TUNED_GET = {
    name: 'tuned-get',
    text: rows.jsonRowsOf(models.Order, undefined, `SELECT ${rows.selectList(models.Order)} FROM orders WHERE id = $1`, [clientJoin]),
  };
  tuned = http.createServer(async (req, res) => {
    try {
      let body;
      if (req.url === '/list') {
        const {rows: found} = await tunedPool.query({...TUNED_LIST, values: ['finland', false]});
        body = `[${found.map(r => r.json).join(',')}]`;
      } else {
        const id = Number(req.url.split('/').pop());
        const [row] = (await tunedPool.query({...TUNED_GET, values: [id]})).rows;
        body = row.j0 === null ? row.json : `${row.json.slice(0, -1)},"client":${row.j0}}`;
      }
      res.writeHead(200, {'Content-Type': 'application/json'});
      res.end(body);
    } catch (err) {
      res.writeHead(500);
      res.end(String(err));
    }
  });
  tuned.listen(0, '127.0.0.1');
  await new Promise(r => tuned.once('listening', r));
  const tunedBase = `http://127.0.0.1:${tuned.address().port}`;

  const ids = (await sql.query('SELECT id FROM orders TABLESAMPLE SYSTEM (1) WHERE clientid IS NOT NULL LIMIT 2000')).rows.map(r => r.id);
  // A cold case with calls, for the contact history's plan.
  const coldId = (
    await sql.query(
      `SELECT o.id FROM orders o WHERE NOT o.isreceived AND NOT o.closed AND o.createdat < now() - interval '46 days'
          AND EXISTS (SELECT 1 FROM call_logs l WHERE l.orderid = o.id) LIMIT 1`,
    )
  ).rows[0]?.id;
  // The kept database remembers earlier runs: packages the bench itself received arrive again.
  await sql.query(
    `UPDATE orders SET isreceived = false, receiverid = NULL, receiveddate = NULL
      WHERE receiverid IN (SELECT id FROM members WHERE username LIKE 'bench-receiver%')`,
  );
  const arriving = (
    await sql.query(`SELECT DISTINCT ON (barcode) barcode FROM orders WHERE NOT isreceived AND NOT closed AND barcode IS NOT NULL
                       AND NOT iscoldcase AND address IS NOT NULL AND zip IS NOT NULL AND city IS NOT NULL LIMIT 60000`)
  ).rows.map(r => r.barcode);
  // The packager scenario packs orders: what earlier runs packed waits in the queue again.
  await sql.query(
    `UPDATE orders SET ispackaged = false, packageddate = NULL, packagerid = NULL, inpackager = false, packagerclaimedat = NULL
      WHERE packagerid IN (SELECT id FROM members WHERE username LIKE 'bench-packager%')`,
  );
  const month = {start: new Date(Date.now() - 30 * DAY).toISOString(), end: new Date().toISOString()};
  const weekAhead = shared.todayToEndOfWeek(new Date());
  const transferQuery = `startDate=${weekAhead.start.toISOString()}&endDate=${weekAhead.end.toISOString()}&type=WELCOME_CALL&callerId=${buyerId}`;
  const q = filter => encodeURIComponent(JSON.stringify(filter));
  const auth = token => ({Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'});
  /** Connection i works as the (i mod desks)-th member of the role. */
  const atDesks = list => {
    let next = 0;
    return {headers: auth(list[0]), setupClient: client => client.setHeaders(auth(list[next++ % list.length]))};
  };
  // autocannon applies setupRequest only inside `requests`.
  const rotate = (list, make) => {
    let i = 0;
    return {requests: [{setupRequest: request => make(request, list[i++ % list.length])}]};
  };
  // Each arriving package is scanned once: a second scan would measure the 409 path instead.
  const once = (list, make) => {
    let i = 0;
    return {requests: [{setupRequest: request => make(request, list[Math.min(i++, list.length - 1)])}]};
  };

  const ADMIN_SEARCH = {
    where: shared.parseOrderSearch('turku'),
    fields: shared.orderListFields(shared.DEFAULT_ORDER_COLUMNS),
    order: shared.orderListOrder('createdAt', 'desc'),
    limit: 50,
  };
  /** Starts a receiver's 24 parallel heavy lists (each asked again once answered); the result stops them. */
  const heavyReader = () => {
    let on = true;
    const counts = {answered: 0, refused: 0};
    const heavy = `${base}/api/Orders?filter=${q({limit: 1000, include: ['client', 'caller', 'receiver', 'valuator']})}`;
    const worker = async () => {
      while (on) {
        const res = await fetch(heavy, {headers: auth(tokens.receiver)});
        await res.arrayBuffer();
        if (res.status === 429) {
          counts.refused++;
          await new Promise(r => setTimeout(r, 20));
        } else counts.answered++;
      }
    };
    const workers = Array.from({length: 24}, worker);
    return async () => {
      on = false;
      await Promise.all(workers);
      log(`  the heavy reader meanwhile: ${counts.answered} lists answered, ${counts.refused} refused (429)`);
    };
  };
  /**
   * (j) 20 packagers at once, each in a loop: find-next-order (which claims the order under FOR
   * UPDATE SKIP LOCKED), then mark-as-packaged. Every request's latency counts; an order handed to
   * two packagers, or any answer but 200, is an error.
   */
  const packagers = async () => {
    const latencies = [];
    const handedTo = new Map();
    const statuses = {};
    let errors = 0;
    let empty = 0;
    const timed = async (url, init) => {
      const started = performance.now();
      const res = await fetch(url, init);
      const body = await res.json().catch(() => undefined);
      latencies.push(performance.now() - started);
      if (res.status !== 200) {
        errors++;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
      return {status: res.status, body};
    };
    const desk = async (token, until) => {
      while (performance.now() < until) {
        const next = await timed(`${base}/api/Orders/find-next-order/finnish`, {headers: auth(token)});
        const order = next.body?.order;
        if (!order) {
          empty++;
          continue;
        }
        const holder = handedTo.get(order.id);
        if (holder && holder !== token) {
          errors++;
          statuses['handed out twice'] = (statuses['handed out twice'] ?? 0) + 1;
        }
        handedTo.set(order.id, token);
        await timed(`${base}/api/Orders/mark-as-packaged`, {method: 'POST', headers: auth(token), body: JSON.stringify({orderId: order.id})});
      }
    };
    const warm = performance.now() + 2000;
    await Promise.all(desksOf.packager.map(token => desk(token, warm)));
    latencies.length = 0;
    errors = 0;
    for (const key of Object.keys(statuses)) delete statuses[key];
    const started = performance.now();
    await Promise.all(desksOf.packager.map(token => desk(token, started + SECONDS * 1000)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = share => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
    if (empty) log(`  the queue ran empty ${empty} times (more waiting orders needed for a full measure)`);
    log(`  ${handedTo.size} orders packed, none handed out twice: ${!statuses['handed out twice']}`);
    return {rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, statuses};
  };

  /**
   * (k) Payment batches: a payer pays 500 Finnish orders in one batch: POST /api/Payments end to end (lock,
   * decide, the pain.001 XML, storing it, marking the orders) and the download of the file. Each
   * run pays 500 new orders (paid orders stay paid), BATCHES times; p99 is the slowest.
   */
  const BATCHES = 3;
  const BATCH_ORDERS = 500;
  const paymentBatches = async () => {
    const latencies = [];
    const statuses = {};
    let errors = 0;
    for (let b = 0; b < BATCHES; b++) {
      const {rows} = await sql.query(
        `INSERT INTO orders (clientid, country, language, team, address, zip, city, isreceived, isvalued, istellered, offeraccepted, offer, tellerdate, createdat, updatedat)
         SELECT c.id, 'finland', 'finnish', NULL, c.address, c.zip, c.city, true, true, true, true, round((10 + random() * 2000)::numeric, 2), now(), now(), now()
           FROM clients c WHERE c.country = 'finland' AND c.iban IS NOT NULL ORDER BY random() LIMIT $1
         RETURNING id`,
        [BATCH_ORDERS],
      );
      // Approved orders keep the payee snapshot of their approval (migration 019), which the batch pays.
      await sql.query(
        `UPDATE orders o SET payee = jsonb_build_object(
             'name', btrim(concat_ws(' ', btrim(c.firstname), btrim(c.lastname))),
             'firstName', coalesce(btrim(c.firstname), ''), 'lastName', coalesce(btrim(c.lastname), ''), 'email', coalesce(btrim(c.email), ''),
             'iban', c.iban, 'ukSortCode', NULL, 'ukAccountNumber', NULL, 'bankName', NULL,
             'offer', o.offer::text, 'sekOffer', NULL, 'gbpOffer', NULL, 'isDonation', false,
             'address', coalesce(o.address, ''), 'zip', coalesce(o.zip, ''), 'city', coalesce(o.city, ''),
             'approvedBy', NULL, 'approvedAt', now())
           FROM clients c WHERE c.id = o.clientid AND o.id = ANY($1)`,
        [rows.map(r => r.id)],
      );
      const started = performance.now();
      const res = await fetch(`${base}/api/Payments`, {
        method: 'POST',
        headers: auth(tokens.payer),
        body: JSON.stringify({country: 'finland', orderIds: rows.map(r => r.id)}),
      });
      const body = await res.json();
      const file = res.ok ? await fetch(`${base}${body.downloadUrl}`, {headers: auth(tokens.payer)}) : undefined;
      const xml = file ? await file.text() : '';
      latencies.push(performance.now() - started);
      const transactions = (xml.match(/<CdtTrfTxInf>/g) ?? []).length;
      if (!res.ok || !file?.ok || transactions !== rows.length) {
        errors++;
        const key = res.ok ? `${transactions} of ${rows.length} in the file` : `${res.status} ${body?.error?.message ?? ''}`.slice(0, 200);
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
    }
    latencies.sort((a, b) => a - b);
    log(`  ${BATCHES} batches of ${BATCH_ORDERS} orders: ${latencies.map(ms => Math.round(ms)).join(', ')} ms`);
    const seconds = latencies.reduce((a, b) => a + b, 0) / 1000;
    return {rps: BATCHES / seconds, p50: Math.round(latencies[Math.floor(BATCHES / 2)]), p99: Math.round(latencies[BATCHES - 1]), errors, statuses};
  };

  /**
   * Twenty members of a desk at once, each in a loop with no pause, each request on the next order of
   * a queue prepared for the scenario (each order is worked once): `request(token, id)` answers its
   * fetch. Every request's latency counts; any answer but 200 is an error.
   */
  const deskLoop = async (tokensOfDesk, queue, request) => {
    const latencies = [];
    const statuses = {};
    let errors = 0;
    let next = 0;
    let ranOut = false;
    const desk = async (token, until) => {
      while (performance.now() < until) {
        if (next >= queue.length) {
          ranOut = true;
          return;
        }
        const id = queue[next++];
        const started = performance.now();
        const res = await request(token, id);
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (res.status !== 200) {
          errors++;
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      }
    };
    const warm = performance.now() + 2000;
    await Promise.all(tokensOfDesk.map(token => desk(token, warm)));
    latencies.length = 0;
    errors = 0;
    for (const key of Object.keys(statuses)) delete statuses[key];
    const started = performance.now();
    await Promise.all(tokensOfDesk.map(token => desk(token, started + SECONDS * 1000)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = share => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
    if (ranOut) log(`  the queue of ${queue.length} orders ran out (BENCH_DESK_ORDERS for a full measure)`);
    return {rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, statuses};
  };
  // Orders each desk scenario works through: new Finnish orders of seeded clients, in the state the desk takes them.
  const DESK_ORDERS = Number(process.env.BENCH_DESK_ORDERS ?? 8000);
  const deskOrders = async (columns, values) =>
    (
      await sql.query(
        `INSERT INTO orders (clientid, country, language, team, address, zip, city, isreceived, receiveddate, createdat, updatedat${columns})
         SELECT c.id, 'finland', 'finnish', NULL, c.address, c.zip, c.city, true, now(), now(), now()${values}
           FROM clients c WHERE c.country = 'finland' AND c.birthyear BETWEEN 1930 AND 1990 AND c.dateofbirth IS NULL
          ORDER BY random() LIMIT $1
         RETURNING id`,
        [DESK_ORDERS],
      )
    ).rows.map(r => r.id);
  const gold = (await sql.query(`SELECT id, name, price::float AS price FROM materials WHERE category = 'gold' ORDER BY id LIMIT 1`)).rows[0];
  const goldPrice = Math.round(10 * gold.price * 100) / 100;
  /** (n) 20 valuators at once, each saving the valuation of the next received order (one gold product). */
  const valuations = async () => {
    const queue = await deskOrders('', '');
    return deskLoop(desksOf.valuator, queue, (token, id) =>
      fetch(`${base}/api/Orders/${id}/valuation`, {
        method: 'POST',
        headers: auth(token),
        body: JSON.stringify({
          materialWeight: 12,
          packageWeight: 30,
          valuationImage: `valuation-images/${Date.now()}-O${id}-valuationImage.png`,
          extraImages: [],
          products: [{key: 'a', name: 'Ring', category: 'gold', density: gold.id, weight: 10, factor: gold.price, price: goldPrice, inDeal: true}],
          price: goldPrice,
          goldWeight: 10,
          silverWeight: 0,
        }),
      }),
    );
  };
  /** (o) 20 tellers at once, each approving the offer of the next valued order. */
  const approvals = async () => {
    const products = JSON.stringify([
      {key: 'a', name: 'Ring', category: 'gold', density: gold.id, densityName: gold.name, weight: 10, factor: gold.price, price: goldPrice, inDeal: true},
    ]);
    const queue = await deskOrders(
      ', isvalued, valuationdate, goldweight, silverweight, price, products',
      `, true, now(), 10, 0, ${goldPrice}, '${products}'::jsonb`,
    );
    return deskLoop(desksOf.teller, queue, (token, id) =>
      fetch(`${base}/api/Orders/${id}/teller`, {
        method: 'POST',
        headers: auth(token),
        body: JSON.stringify({action: 'approve', offerAccepted: true, offer: goldPrice, iban: 'FI21 1234 5600 0007 85'}),
      }),
    );
  };

  // The police report of last week (Swedish time): as many Swedish purchases as a week of the seeded
  // data approves (about 500), seeded once into purchase_records and kept.
  const [policeWeek] = shared.lastIsoWeeks(new Date(Date.now() - 7 * DAY), 1);
  const policeRange = shared.isoWeekRange(policeWeek.year, policeWeek.week, 'Europe/Stockholm');
  const POLICE_PURCHASES = 600;
  const tellerId = (await sql.query(`SELECT id FROM members WHERE username = 'bench-teller-1'`)).rows[0].id;
  await sql.query(
    `INSERT INTO purchase_records (orderid, purchasenotenumber, purchasedat, receiveddate, sellername, personalidentitynumber, dateofbirth,
                                   address, zip, city, region, identitycheck, items, price, currency, tellerid)
     SELECT o.id, 900000000 + o.id, $1::timestamptz + random() * ($2::timestamptz - $1::timestamptz), o.receiveddate,
            concat_ws(' ', c.firstname, c.lastname), '19700101-1234', '1970-01-01', c.address, c.zip, c.city,
            (ARRAY['syd', 'vast', 'bergslagen', 'ost', 'mitt', 'nord', 'stockholm', NULL])[1 + o.id % 8],
            '{"method": "bankid"}', '[{"description": "Ring", "material": "Gold", "fineness": 0.585, "weight": 10.5}, {"description": "Chain", "material": "Gold", "fineness": 0.75, "weight": 4}]',
            1500 + o.id % 1000, 'SEK', $4
       FROM orders o JOIN clients c ON c.id = o.clientid
      WHERE o.country = 'sweden' AND o.istellered AND NOT EXISTS (SELECT 1 FROM purchase_records r WHERE r.orderid = o.id)
      LIMIT GREATEST(0, $3 - (SELECT count(*) FROM purchase_records WHERE purchasedat >= $1 AND purchasedat < $2))`,
    [policeRange.start, policeRange.end, POLICE_PURCHASES, tellerId],
  );

  const scenarios = [
    {
      name: '(a) admin order list',
      url: `${base}/api/Orders?filter=${q({where: LIST_WHERE, order: ['orderNumber DESC'], limit: 50})}`,
      ...atDesks(desksOf.admin),
      bare: 'list',
      target: {tunedRatio: 0.8, p99: 50},
    },
    {
      name: '(b) order with client',
      url: base,
      ...atDesks(desksOf.admin),
      ...rotate(ids, (r, id) => ({...r, path: `/api/Orders/${id}?filter=${q({include: [{relation: 'client'}]})}`})),
      bare: 'get',
      target: {tunedRatio: 0.8, p99: 50},
    },
    // Each arriving package is scanned once: a fixed number of scans (BENCH_RECEIVES) instead of a duration.
    {
      name: '(c) receive scan',
      url: base,
      method: 'POST',
      ...atDesks(desksOf.receiver),
      ...once(arriving, (r, barCode) => ({...r, method: 'POST', path: '/api/Orders/receive', body: JSON.stringify({barCode})})),
      amounts: [Math.min(500, arriving.length / 10), Math.min(arriving.length, RECEIVES)],
      target: {p99: 50},
    },
    {name: "(d) buyer's welcome calls", url: `${base}/api/buyer/welcome-calls`, ...atDesks(desksOf.buyer), target: {p99: 50}},
    // What the admin order list sends for a search: its default columns, newest first, a page of 50.
    {name: '(e) admin free-text search', url: `${base}/api/Orders?filter=${q(ADMIN_SEARCH)}`, ...atDesks(desksOf.admin), target: {p99: 50}},
    // One heavy reader: a receiver keeps 24 lists of 1,000 orders with four relations
    // asked at once while the admins read orders by id.
    {
      name: '(g) get by id, heavy reader on',
      url: base,
      ...atDesks(desksOf.admin),
      ...rotate(ids, (r, id) => ({...r, path: `/api/Orders/${id}`})),
      during: heavyReader,
      target: {p99: 200},
    },
    // The cold-case list (untried first, then by last try) and the manager's transfer search.
    {name: '(h) cold cases', url: `${base}/api/cold-cases/finnish?limit=50`, ...atDesks(desksOf.cold), target: {p99: 50}},
    {name: '(i) transfer search', url: `${base}/api/cc-manager/transfer-search?${transferQuery}`, ...atDesks(desksOf.manager), target: {p99: 50}},
    {name: '(j) 20 packagers: next + packaged', custom: packagers, target: {p99: 50}},
    // One 500-order Finnish payment batch, end to end, under 2 s.
    {name: '(k) 500-order Finnish batch', custom: paymentBatches, target: {p99: 2000}},
    // The admin's two reports over the last month (spec 02 §3 "Reports"), each count through its date's
    // index; two people run reports at once (an admin and a buyer), not twenty.
    {
      name: '(l) valuated report, a month',
      url: `${base}/api/order/reports/valuated-orders`,
      method: 'POST',
      body: JSON.stringify(month),
      ...atDesks(desksOf.admin),
      connections: 2,
      target: {p99: 1000},
    },
    {
      name: '(m) accepted offers, a month',
      url: `${base}/api/order/reports/accepted-offers`,
      method: 'POST',
      body: JSON.stringify(month),
      ...atDesks(desksOf.admin),
      connections: 2,
      target: {p99: 1000},
    },
    // Twenty valuators and twenty tellers at their desks at once, each on orders of its own.
    {name: '(n) 20 valuators: save valuation', custom: valuations, target: {p99: 50}},
    {name: '(o) 20 tellers: approve', custom: approvals, target: {p99: 50}},
    // The police report of a week, every region (spec 02 §7 "Police report"): the PDF of about 600 purchases.
    {
      name: '(p) police report PDF, a week',
      url: `${base}/api/PoliceReports/sweden/${policeWeek.year}/${policeWeek.week}`,
      ...atDesks(desksOf.admin),
      connections: 2,
      target: {p99: 1000},
    },
    {
      name: '(f) manager report, one month',
      url: `${base}/api/cc-manager-reports/cc-manager-report/${month.start}/${month.end}/${buyerId}`,
      ...atDesks(desksOf.manager),
      target: {p99: 1000},
    },
  ];

  const run = (opts, duration) =>
    new Promise((resolve, reject) => autocannon({connections: CONNECTIONS, duration, ...opts}, (err, result) => (err ? reject(err) : resolve(result))));
  const measure = async ({amounts, ...opts}) => {
    const warm = await run(amounts ? {...opts, amount: Math.floor(amounts[0])} : opts, 2); // warm-up
    // autocannon drops its connections at the end of the warm-up, but their last requests still
    // run on the server and count against each member's requests in flight: let them finish.
    await new Promise(resolve => setTimeout(resolve, Math.min(5000, 2 * warm.latency.max)));
    const r = await run(amounts ? {...opts, amount: Math.floor(amounts[1] - amounts[0])} : opts, SECONDS);
    const statuses = Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => code !== '200' && code !== '204')
        .map(([code, v]) => [code, v.count]),
    );
    return {rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.non2xx + r.errors, statuses};
  };

  // 3. Plans of the spec's list queries, captured by auto_explain from what the server runs.
  const plans = [];
  const planOf = async (name, url, token) => {
    await sql.query('ALTER SYSTEM SET auto_explain.log_min_duration = 0');
    await sql.query('SELECT pg_reload_conf()');
    const from = fs.statSync(db.logFile).size;
    const res = await fetch(`${base}${url}`, {headers: auth(token)});
    await sql.query('ALTER SYSTEM SET auto_explain.log_min_duration = -1');
    await sql.query('SELECT pg_reload_conf()');
    await new Promise(r => setTimeout(r, 300));
    const text = fs.readFileSync(db.logFile, 'utf8').slice(from);
    const relevant = text.split(/\n(?=\S)/).filter(block => /orders/.test(block) && /plan:/.test(block));
    plans.push({name, status: res.status, seqScan: relevant.some(b => /Seq Scan on orders/.test(b)), plan: relevant.join('\n')});
  };
  const listQueries = [
    ['admin order list', `/api/Orders?filter=${q({where: LIST_WHERE, order: ['orderNumber DESC'], limit: 50})}`, tokens.admin],
    ['received today', '/api/Orders/received-today', tokens.receiver],
    ['welcome calls', '/api/buyer/welcome-calls', tokens.buyer],
    ['after calls', '/api/buyer/after-calls', tokens.buyer],
    ['call counts', '/api/buyer/call-counts', tokens.buyer],
    ['buyer own orders', '/api/buyer/orders?limit=25', tokens.buyer],
    ['buyer stats', '/api/buyer/stats', tokens.buyer],
    ['cold cases', '/api/cold-cases/finnish?limit=50', tokens.cold],
    ['payer list', '/api/payer/orders/finland?limit=200', tokens.payer],
    ['payer donations', '/api/payer/donations/turku?limit=200', tokens.payer],
    [
      'closed orders (7 days)',
      `/api/Orders?filter=${q({where: {closed: true, closeDate: {gte: new Date(Date.now() - 7 * DAY).toISOString()}}, order: ['closeDate DESC'], limit: 50})}`,
      tokens.customer,
    ],
    ['transfer search', `/api/cc-manager/transfer-search?${transferQuery}`, tokens.manager],
    ['transfer search, a page by client', `/api/cc-manager/transfer-search/page?${transferQuery}&limit=25&skip=25&sort=-client`, tokens.manager],
    ['manager call lists', '/api/cc-manager/lists', tokens.manager],
    ['manager call lists, a page', '/api/cc-manager/lists/page?limit=25&skip=50&sort=type', tokens.manager],
    ['transferred orders, a page', `/api/cc-manager/transferred-orders/page?callerId=${buyerId}&limit=25`, tokens.manager],
    ['cold cases, a later page', '/api/cold-cases/finnish?limit=50&skip=5000', tokens.cold],
    ['contact history', `/api/Orders/${coldId}/contact-history`, tokens.cold],
    ['manager report', `/api/cc-manager-reports/cc-manager-report/${month.start}/${month.end}/${buyerId}`, tokens.manager],
    ['orders of a client', `/api/Orders?filter=${q({where: {clientId: ids.length ? 1 : 1}, limit: 50})}`, tokens.admin],
    ['package code search', `/api/PackageCodeRegistries?filter=${q({where: shared.packageCodeSearchWhere('100200'), limit: 50})}`, tokens.admin],
    ['admin search, common word', `/api/Orders?filter=${q(ADMIN_SEARCH)}`, tokens.admin],
    ['admin search, its count', `/api/Orders/count?where=${q(ADMIN_SEARCH.where)}`, tokens.admin],
    ['admin search, part of a reference number', `/api/Orders?filter=${q({...ADMIN_SEARCH, where: shared.parseOrderSearch('00123')})}`, tokens.admin],
    ['admin search, key:value', `/api/Orders?filter=${q({...ADMIN_SEARCH, where: shared.parseOrderSearch('address:satamakatu')})}`, tokens.admin],
  ];
  if (!ONLY) for (const [name, url, token] of listQueries) await planOf(name, url, token);

  // 4. Load.
  const results = [];
  for (const s of scenarios.filter(s => !ONLY || ONLY.has(s.name.slice(1, 2)))) {
    log(`measuring ${s.name}...`);
    const {name, bare: bareKind, target, during, ...opts} = s;
    const stop = during?.();
    const api = await (opts.custom ? opts.custom() : measure(opts)).finally(() => stop?.());
    // Both bare handlers answer the same question in the same run, right after the server.
    const limitAt = async handler =>
      bareKind === 'list' ? measure({url: `${handler}/list`}) : measure({url: handler, ...rotate(ids, (r, id) => ({...r, path: `/get/${id}`}))});
    const naive = bareKind ? await limitAt(bareBase) : undefined;
    const fast = bareKind ? await limitAt(tunedBase) : undefined;
    const ratio = naive ? api.rps / naive.rps : undefined;
    const tunedRatio = fast ? api.rps / fast.rps : undefined;
    const ok = (target.tunedRatio === undefined || tunedRatio >= target.tunedRatio) && api.p99 < target.p99 && api.errors === 0;
    results.push({
      name,
      ...api,
      bareRps: naive?.rps,
      bareP99: naive?.p99,
      ratio,
      tunedRps: fast?.rps,
      tunedP99: fast?.p99,
      tunedRatio,
      target,
      ok,
    });
  }

  const pad = (v, n) => String(v).padEnd(n);
  const targetText = target =>
    [target.tunedRatio !== undefined ? `tuned ratio >= ${target.tunedRatio}` : '', `p99 < ${target.p99.toLocaleString('en')}`].filter(Boolean).join(', ');
  console.log(
    `\n${pad('scenario', 36)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('naive req/s', 13)}${pad('ratio', 7)}${pad('tuned req/s', 13)}${pad('ratio', 7)}${pad('errors', 8)}target`,
  );
  for (const r of results) {
    console.log(
      `${pad(r.name, 36)}${pad(Math.round(r.rps), 9)}${pad(r.p50, 8)}${pad(r.p99, 8)}${pad(r.bareRps ? Math.round(r.bareRps) : '-', 13)}${pad(r.ratio ? r.ratio.toFixed(2) : '-', 7)}${pad(r.tunedRps ? Math.round(r.tunedRps) : '-', 13)}${pad(r.tunedRatio ? r.tunedRatio.toFixed(2) : '-', 7)}${pad(r.errors, 8)}${targetText(r.target)} ${r.ok ? 'ok' : 'MISSED'}`,
    );
    if (r.errors) console.log(`    answers other than 2xx: ${JSON.stringify(r.statuses)}`);
  }
  console.log('\nPlans of the list queries of the spec:');
  for (const p of plans) {
    console.log(`\n--- ${p.name} (HTTP ${p.status})${p.seqScan ? '  SEQUENTIAL SCAN OF orders' : ''}`);
    console.log(
      p.plan
        .split('\n')
        .filter(l => /Scan|Index|Sort|Limit|Aggregate|Join|Filter|Cond/.test(l))
        .slice(0, 40)
        .join('\n'),
    );
  }
  const machine = {
    cpus: (await import('node:os')).cpus().length,
    load: loadAtStart,
    loadAtEnd: (await import('node:os'))
      .loadavg()
      .map(l => l.toFixed(2))
      .join(', '),
    node: process.version,
    orders: Math.max(have, ORDERS),
    seconds: SECONDS,
    connections: CONNECTIONS,
  };
  // A run of some scenarios (BENCH_ONLY) leaves the committed results of the last full run alone.
  const out = ONLY ? 'results-only' : 'results';
  fs.writeFileSync(
    path.join(root, 'bench', `${out}.json`),
    JSON.stringify({date: new Date().toISOString(), machine, results, plans: plans.map(({plan, ...p}) => p)}, null, 2) + '\n',
  );
  fs.writeFileSync(path.join(root, 'bench', `${out}.svg`), chartOf(results, machine));
  const seq = plans.filter(p => p.seqScan || p.status !== 200);
  const missed = results.filter(r => !r.ok);
  console.log(
    `\nbench: ${results.length - missed.length} targets met, ${missed.length} missed; ${seq.length} list queries with a sequential scan of orders or an error`,
  );
  process.exitCode = seq.length || missed.length ? 1 : 0;
} finally {
  // The server finishes its requests before its database goes away.
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise(resolve => server.once('exit', resolve));
  }
  bare?.close();
  tuned?.close();
  await barePool?.end();
  for (const pool of barePools) await pool.end();
  await sql.end();
  await db.stop();
}

/**
 * bench/results.svg: per scenario a bar of its p99 against a mark at its target, on a log scale
 * (2 ms to 5 s, so a 10 ms read and a 2 s batch both show), green when met, red when missed.
 */
function chartOf(results, machine) {
  const esc = text => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const [left, top, row, width] = [250, 46, 26, 460];
  const [min, max] = [2, 5000];
  const x = ms => Math.round(10 * (left + (width * Math.log10(Math.min(Math.max(ms, min), max) / min)) / Math.log10(max / min))) / 10;
  const height = top + results.length * row + 40;
  const ticks = [2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
  const label = ms => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${left + width + 120}" height="${height}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="10" y="18" font-size="14" font-weight="bold">p99 per scenario (bar) and its target (mark), log scale</text>`,
    `<text x="10" y="34" fill="#555">${esc(`${machine.orders.toLocaleString('en')} orders, ${machine.cpus} cores, ${machine.connections} connections, ${machine.seconds} s each, load average ${machine.load ?? '?'} at the start`)}</text>`,
    ...ticks.map(
      t =>
        `<line x1="${x(t)}" y1="${top - 4}" x2="${x(t)}" y2="${height - 30}" stroke="#ddd"/><text x="${x(t)}" y="${height - 16}" text-anchor="middle" fill="#555">${label(t)}</text>`,
    ),
    ...results.map((r, i) => {
      const y = top + i * row;
      const colour = r.ok ? '#2e7d32' : '#c62828';
      return [
        `<text x="${left - 8}" y="${y + 15}" text-anchor="end">${esc(r.name)}</text>`,
        `<rect x="${left}" y="${y + 4}" width="${Math.max(1, x(r.p99) - left)}" height="${row - 10}" fill="${colour}"/>`,
        `<line x1="${x(r.target.p99)}" y1="${y + 1}" x2="${x(r.target.p99)}" y2="${y + row - 3}" stroke="#000" stroke-width="2"/>`,
        `<text x="${Math.max(x(r.p99), x(r.target.p99)) + 6}" y="${y + 15}" fill="${colour}">${esc(`${r.p99} ms ${r.ok ? 'met' : 'missed'}`)}</text>`,
      ].join('');
    }),
    '</svg>',
  ];
  return parts.join('\n') + '\n';
}
