// `npm run soak`: a working day. An open-loop mix of what the staff do (scans, lists, searches, call
// events, packing, valuations, approvals, payments, reports and some bad requests) at SOAK_RATE
// requests a second for SOAK_SECONDS, with idle pauses, against the embedded PGlite
// (SOAK_ORDERS_PGLITE orders) and a PostgreSQL (SOAK_ORDERS_PG orders). Each request's latency counts
// from the moment it was due, so a stall of the server is not hidden by requests not sent
// (coordinated omission). Samples the server's resident memory every second; at the end checks in
// the database that every acknowledged write is there. Prints a table per database, writes
// bench/soak-results.json and a chart bench/soak-<db>.svg, and exits non-zero when a target is missed.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ensureBuilt, ensureDependencies, root} from './lib/prepare.mjs';
import {loadMembers, login, percentile, residentBytes, startProductionServer} from './lib/load-server.mjs';

// `node scripts/soak.mjs --chart` draws the charts again from bench/soak-results.json, without a run.
const CHART_ONLY = process.argv.includes('--chart');
if (!CHART_ONLY) {
  ensureDependencies();
  ensureBuilt();
}

const require = createRequire(import.meta.url);
const {startTempPostgres} = require('./lib/temp-postgres.cjs');
const pg = require(path.join(root, 'node_modules', 'pg'));
const shared = require(path.join(root, 'shared', 'dist', 'index.js'));

const env = process.env;
const SECONDS = Number(env.SOAK_SECONDS ?? 600);
const RATE = Number(env.SOAK_RATE ?? 200);
/** Traffic runs SOAK_ACTIVE seconds, then pauses SOAK_PAUSE seconds, and again. */
const ACTIVE = Number(env.SOAK_ACTIVE ?? 150);
const PAUSE = Number(env.SOAK_PAUSE ?? 30);
/** Memory must stay flat over this last part of the run (seconds): its level at the start and at the end, each over RSS_STRETCH seconds. */
const FLAT_WINDOW = Math.min(Number(env.SOAK_FLAT_SECONDS ?? 480), SECONDS);
const RSS_STRETCH = Math.max(10, Math.min(120, Math.floor(FLAT_WINDOW / 4)));
const DBS = (env.SOAK_DB ?? 'both') === 'both' ? ['pglite', 'postgres'] : [env.SOAK_DB];
const ORDERS = {pglite: Number(env.SOAK_ORDERS_PGLITE ?? 100_000), postgres: Number(env.SOAK_ORDERS_PG ?? 1_000_000)};
const PGLITE_DIR = path.resolve(env.SOAK_PGLITE_DIR ?? path.join(root, 'bench', '.soak-pglite'));
const PGDATA = path.resolve(env.SOAK_PGDATA ?? path.join(root, 'bench', '.soak-pgdata'));
const TARGET = {p99: 100, rssDrift: 0.1};
/** PostgreSQL's shared_buffers for the run (SOAK_PG_SHARED_BUFFERS; PostgreSQL's default is 128MB). */
const PG_SHARED_BUFFERS = env.SOAK_PG_SHARED_BUFFERS ?? '1GB';
/** SOAK_TAG=-20rps keeps a run apart: bench/soak-<db><tag>.svg and its own entry in the results. */
const TAG = env.SOAK_TAG ?? '';
/** A request unanswered this long after it was due counts as failed (and its latency as this long at least). */
const TIMEOUT_MS = Number(env.SOAK_TIMEOUT_MS ?? 30_000);
const DAY = 86_400_000;
const log = line => console.error(line);
const loadAverage = () =>
  os
    .loadavg()
    .map(n => n.toFixed(2))
    .join(' ');

for (const db of DBS) if (!['pglite', 'postgres'].includes(db)) throw new Error(`SOAK_DB: pglite, postgres or both, not ${db}`);

/** The phases of the run: [from, to) seconds with traffic, the rest idle. */
function phases() {
  const list = [];
  for (let t = 0; t < SECONDS; t += ACTIVE + PAUSE) list.push({from: t, to: Math.min(SECONDS, t + ACTIVE)});
  return list;
}

// ---------------------------------------------------------------- the database, outside the server

/**
 * Opens the run's database for SQL from this process: PostgreSQL directly, the embedded PGlite
 * through the server's own opener (one session; the server must not run meanwhile).
 */
async function openSql(kind, pgUrl) {
  if (kind === 'postgres') {
    const pool = new pg.Pool({connectionString: pgUrl, max: 2});
    return {query: (text, values) => pool.query(text, values), close: () => pool.end()};
  }
  const {openDatabase} = require(path.join(root, 'server', 'dist', 'database', 'database.js'));
  const {readConfig} = require(path.join(root, 'server', 'dist', 'config.js'));
  const db = await openDatabase(readConfig({...env, DATA_DIR: PGLITE_DIR, DATABASE_URL: ''}));
  const client = new pg.Client({connectionString: db.url});
  await client.connect();
  return {
    query: (text, values) => client.query(text, values),
    close: async () => {
      await client.end();
      await db.close();
    },
  };
}

/** Migrates, adds the demo staff (no-ops when present) and tops the orders up to the run's size. */
async function prepareData(kind, serverEnv, pgUrl) {
  const node = (script, args = []) => {
    const started = Date.now();
    const r = spawnSync(process.execPath, [path.join(root, 'server', 'dist', ...script), ...args], {cwd: root, env: {...env, ...serverEnv}, stdio: 'inherit'});
    if (r.status !== 0) throw new Error(`${script.join('/')} failed`);
    return (Date.now() - started) / 1000;
  };
  node(['migrate.js']);
  node(['scripts', 'demo.js']);
  let sql = await openSql(kind, pgUrl);
  const have = (await sql.query('SELECT count(*)::int AS n FROM orders')).rows[0].n;
  let seedSeconds;
  if (have < ORDERS[kind]) {
    await sql.close();
    log(`Seeding ${ORDERS[kind] - have} orders into ${kind} (kept for the next run)...`);
    seedSeconds = node(['scripts', 'seed.js'], ['--orders', String(ORDERS[kind] - have), '--buyers', '30']);
    sql = await openSql(kind, pgUrl);
  }
  return {sql, orders: Math.max(have, ORDERS[kind]), seedSeconds};
}

/** What the workload draws from: bar codes arriving, orders waiting at each desk, words to search. */
async function pools(sql) {
  const ids = rows => rows.map(r => r.id);
  // The kept database remembers earlier runs: parcels the soak received and nobody valued arrive again.
  await sql.query(
    `UPDATE orders SET isreceived = false, receiverid = NULL, receiveddate = NULL
      WHERE NOT isvalued AND receiverid IN (SELECT id FROM members WHERE username LIKE 'soak-receiver-%')`,
  );
  // Each run is a working day of its own: what the earlier runs left at a desk goes back where it
  // came from, and their day is yesterday. Else a second run the same day starts with tens of
  // thousands of parcels received "today" and approvals waiting for payment, which every count of
  // those desks reads, finds no order to pack, and has every call refused (at most
  // LIMITS.callsPerOrderPerDay a day).
  const soakMembers = desk => `(SELECT id FROM members WHERE username LIKE 'soak-${desk}-%')`;
  await sql.query(
    `UPDATE orders SET ispackaged = false, packageddate = NULL, packagerid = NULL, inpackager = false, packagerclaimedat = NULL
      WHERE NOT isreceived AND packagerid IN ${soakMembers('packager')}`,
  );
  // As new bank details undo an approval (decideBankDetailsChange): back on the teller's list, no payee.
  await sql.query(
    `UPDATE orders SET istellered = false, payee = NULL, tellerdate = NULL, tellerid = NULL, offeraccepted = false
      WHERE NOT ispaid AND NOT closed AND tellerid IN ${soakMembers('teller')}`,
  );
  await sql.query(
    `UPDATE orders SET receiveddate = receiveddate - interval '1 day'
      WHERE isreceived AND receiveddate > now() - interval '1 day' AND receiverid IN ${soakMembers('receiver')}`,
  );
  await sql.query(`UPDATE call_logs SET createdat = createdat - interval '1 day' WHERE message = 'soak' AND createdat > now() - interval '1 day'`);
  // In no order of country (DISTINCT ON alone gives the bar codes' order, one country's first): the
  // Finnish parcels among them go on to the teller's approval.
  const arriving = (
    await sql.query(
      `SELECT barcode FROM (
         SELECT DISTINCT ON (barcode) barcode FROM orders WHERE NOT isreceived AND NOT closed AND barcode IS NOT NULL
            AND NOT iscoldcase AND address IS NOT NULL AND zip IS NOT NULL AND city IS NOT NULL) a
        ORDER BY random() LIMIT 40000`,
    )
  ).rows.map(r => r.barcode);
  const received = (await sql.query(`SELECT barcode FROM orders WHERE isreceived AND barcode IS NOT NULL LIMIT 500`)).rows.map(r => r.barcode);
  const toValue = ids(
    (await sql.query(`SELECT id FROM orders WHERE isreceived AND NOT isvalued AND NOT closed AND NOT isboomerang AND NOT returntovaluation LIMIT 10000`)).rows,
  );
  // Finnish orders waiting for the offer call, of clients old enough to sell (born before 2000 or unknown).
  const toTeller = ids(
    (
      await sql.query(
        `SELECT o.id FROM orders o JOIN clients c ON c.id = o.clientid
          WHERE o.country = 'finland' AND o.isvalued AND NOT o.istellered AND NOT o.closed AND NOT o.returntovaluation
            AND NOT o.isboomerang AND (c.birthyear IS NULL OR c.birthyear < 2000) LIMIT 6000`,
      )
    ).rows,
  );
  const sample = ids((await sql.query('SELECT id FROM orders TABLESAMPLE SYSTEM (1) LIMIT 3000')).rows);
  const cities = (await sql.query(`SELECT DISTINCT lower(city) AS city FROM orders WHERE city IS NOT NULL LIMIT 60`)).rows.map(r => r.city);
  return {arriving, received, toValue, toTeller, sample, cities};
}

// ---------------------------------------------------------------- the workload

const agent = new http.Agent({keepAlive: true, maxSockets: 256});

/** One request; answers {status, body} (body parsed when JSON and asked for). */
function send(base, method, url, token, body, {json = false, raw, timeoutMs = TIMEOUT_MS} = {}) {
  return new Promise(resolve => {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    const headers = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(payload);
    }
    const signal = AbortSignal.timeout(Math.max(1, Math.ceil(timeoutMs)));
    const req = http.request(`${base}${url}`, {method, headers, agent, signal}, res => {
      const chunks = [];
      // Errors are read too, to say why.
      const keep = json || res.statusCode >= 400;
      res.on('data', c => keep && chunks.push(c));
      res.on('end', () => {
        let parsed;
        if (keep && chunks.length) {
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
        }
        resolve({status: res.statusCode, body: parsed});
      });
      res.on('error', () => resolve({status: 0}));
    });
    req.on('error', err => resolve({status: 0, error: signal.aborted ? 'no answer within the time-out' : err.message}));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

const q = value => encodeURIComponent(JSON.stringify(value));
const pick = list => list[Math.floor(Math.random() * list.length)];

/** The least busy member of a desk (a member may have LIMITS.maxRequestsPerMember requests in flight). */
const leastBusy = members => {
  const fewest = Math.min(...members.map(m => m.inFlight));
  return pick(members.filter(m => m.inFlight === fewest));
};

/**
 * The staff's day as weighted operations, each one request. `ctx.call(kind, member, method, url,
 * body, opts)` sends it, counts it and answers it; `bad: true` marks a request that must be refused (4xx).
 */
function workload(ctx) {
  const {desks, pool, materials, acks, state} = ctx;
  const month = {start: new Date(Date.now() - 30 * DAY).toISOString(), end: new Date().toISOString()};
  // The admin's order list as its screen asks for it (client adminOrderListSource): the default
  // columns' fields, newest first; a search adds its where.
  const adminList = page => ({
    fields: shared.orderListFields(shared.DEFAULT_ORDER_COLUMNS),
    order: shared.orderListOrder('createdAt', 'desc'),
    ...page,
  });
  const adminSearch = word => adminList({where: shared.parseOrderSearch(word), limit: 50});
  const gold = materials.find(m => m.category === 'gold');
  const silver = materials.find(m => m.category === 'silver');
  const valuationForm = orderId => {
    const products = [
      {key: 'a', name: 'Ring', category: 'gold', density: gold.id, weight: Math.round(1 + Math.random() * 3000) / 100, factor: Number(gold.price)},
      {key: 'b', name: 'Spoon', category: 'silver', density: silver.id, weight: Math.round(1 + Math.random() * 5000) / 100, factor: Number(silver.price)},
    ].map(p => ({...p, price: shared.productPrice(p.factor, p.weight), inDeal: true}));
    const figures = shared.valuationFigures(products, 200);
    return {
      materialWeight: 200,
      packageWeight: Math.round(2000 + Math.random() * 8000) / 100,
      valuationImage: `valuation-images/${Date.now()}-O${orderId}-valuationImage.png`,
      extraImages: [],
      tellerMessageFromValuation: 'soak',
      products,
      price: figures.price,
      goldWeight: figures.goldWeight,
      silverWeight: figures.silverWeight,
      customGoldWeight: figures.customGoldWeight,
      otherWeight: figures.otherWeight,
    };
  };
  const buyerOrders = buyer => state.buyerLists.get(buyer.userId) ?? [];
  const callsOn = new Map();
  /** A write with nothing left to write on does its desk's read instead (counted). */
  const fallback = (name, read) => {
    state.fallbacks[name] = (state.fallbacks[name] ?? 0) + 1;
    return read();
  };

  const ops = {
    // Receiver: a parcel arrives and is scanned once; its order goes on to the valuation.
    async scan() {
      const barCode = pool.arriving.pop();
      if (!barCode) return fallback('scan', ops.receivedToday);
      const member = leastBusy(desks.receiver);
      const r = await ctx.call('scan', member, 'POST', '/api/Orders/receive', {barCode}, {json: true});
      if (r.status === 200 && r.body?.order) {
        acks.receive.push({orderId: r.body.order.id, memberId: member.userId});
        pool.toValue.push(r.body.order.id);
      }
    },
    receivedToday: () => ctx.call('received today', leastBusy(desks.receiver), 'GET', '/api/Orders/received-today'),
    // A page of 25 among the first few. A list of whole orders is the bench's scenario (a).
    adminList: () =>
      ctx.call('admin list', leastBusy(desks.admin), 'GET', `/api/Orders?filter=${q(adminList({limit: 25, skip: 25 * Math.floor(Math.random() * 4)}))}`),
    adminSearch: () => ctx.call('admin search', leastBusy(desks.admin), 'GET', `/api/Orders?filter=${q(adminSearch(pick(pool.cities)))}`),
    quickSearch: () =>
      ctx.call('quick search', leastBusy(desks.admin), 'GET', `/api/Orders/quick-search?q=${encodeURIComponent(pick(pool.cities).slice(0, 5))}`),
    orderById: () => ctx.call('order by id', leastBusy(desks.admin), 'GET', `/api/Orders/${pick(pool.sample)}?filter=${q({include: ['client']})}`),
    // Buyer: the call lists (kept to call from) and the call events.
    async welcomeCalls() {
      const buyer = leastBusy(desks.buyer);
      const r = await ctx.call('buyer lists', buyer, 'GET', '/api/buyer/welcome-calls?limit=100', undefined, {json: true});
      if (r.status === 200 && Array.isArray(r.body?.orders))
        state.buyerLists.set(
          buyer.userId,
          r.body.orders.map(o => o.id),
        );
    },
    afterCalls: () => ctx.call('buyer lists', leastBusy(desks.buyer), 'GET', '/api/buyer/after-calls?limit=50'),
    callCounts: () => ctx.call('buyer lists', leastBusy(desks.buyer), 'GET', '/api/buyer/call-counts'),
    async callEvent() {
      // A buyer with open calls on the list last read; at most three calls per order in a run (the
      // server allows LIMITS.callsPerOrderPerDay a day).
      const open = buyer => buyerOrders(buyer).filter(id => (callsOn.get(id) ?? 0) < 3);
      const callers = desks.buyer.filter(b => open(b).length > 0);
      if (callers.length === 0) return fallback('call event', ops.welcomeCalls);
      const buyer = leastBusy(callers);
      const orderId = pick(open(buyer));
      const event = pick(['doesNotAnswer', 'doesNotAnswer', 'callAgain', 'done']);
      const body = {type: 'WELCOME_CALL', event, message: 'soak'};
      if (event === 'callAgain') body.dueDate = new Date(Date.now() + 2 * DAY).toISOString();
      callsOn.set(orderId, (callsOn.get(orderId) ?? 0) + 1);
      if (event === 'done')
        state.buyerLists.set(
          buyer.userId,
          buyerOrders(buyer).filter(id => id !== orderId),
        );
      const r = await ctx.call('call event', buyer, 'POST', `/api/Orders/${orderId}/calls`, body);
      if (r.status === 200) acks.call.push({orderId, memberId: buyer.userId, type: body.type, event});
    },
    // Packager: claim the next order, then mark it packaged (each packager holds one order at a time).
    async pack() {
      const free = desks.packager.filter(m => m.inFlight === 0);
      const holding = free.find(m => m.holding);
      if (holding) {
        const orderId = holding.holding;
        const r = await ctx.call('packing', holding, 'POST', '/api/Orders/mark-as-packaged', {orderId});
        holding.holding = undefined;
        if (r.status === 200) acks.packaged.push({orderId, memberId: holding.userId});
        return;
      }
      const member = free[0];
      if (!member) return ctx.call('packing', leastBusy(desks.packager), 'GET', '/api/packager/waiting');
      const r = await ctx.call('packing', member, 'GET', '/api/Orders/find-next-order/finnish', undefined, {json: true});
      if (r.status === 200 && r.body?.order) member.holding = r.body.order.id;
    },
    // Valuation: the waiting list, and a valuation saved (a Finnish order goes on to the teller).
    valuationWaiting: () => ctx.call('valuation list', leastBusy(desks.valuation), 'GET', '/api/valuation/waiting?limit=50'),
    async valuation() {
      const orderId = pool.toValue.shift();
      if (!orderId) return fallback('valuation', ops.valuationWaiting);
      const member = leastBusy(desks.valuation);
      const form = valuationForm(orderId);
      const r = await ctx.call('valuation', member, 'POST', `/api/Orders/${orderId}/valuation`, form, {json: true});
      if (r.status === 200) {
        acks.valuation.push({orderId, memberId: member.userId, packageWeight: form.packageWeight, price: form.price});
        const order = r.body?.order ?? r.body;
        if (order?.country === 'finland') pool.toTeller.push(orderId);
      }
    },
    // Teller: the queue, and an approval (the order goes on to the payer).
    tellerList: () => ctx.call('teller list', leastBusy(desks.teller), 'GET', '/api/teller/lists/finnish/orders?limit=50'),
    async approve() {
      const orderId = pool.toTeller.shift();
      if (!orderId) return fallback('approval', ops.tellerList);
      const member = leastBusy(desks.teller);
      const offer = Math.round(5000 + Math.random() * 100000) / 100;
      const r = await ctx.call('approval', member, 'POST', `/api/Orders/${orderId}/teller`, {
        action: 'approve',
        offerAccepted: true,
        termsAccepted: true,
        offer,
        iban: 'FI2112345600000785',
      });
      if (r.status === 200) {
        acks.approval.push({orderId, memberId: member.userId, offer});
        pool.payable.push(orderId);
      }
    },
    // Payer: the payable list, and a batch of the approved orders.
    payerList: () => ctx.call('payer list', leastBusy(desks.payer), 'GET', '/api/payer/orders/finland?limit=200'),
    async payment() {
      if (pool.payable.length < 5) return fallback('payment', ops.payerList);
      // A payer pays what waits, as a batch of up to a hundred: the payments keep up with the approvals.
      const orderIds = pool.payable.splice(0, 100);
      const member = leastBusy(desks.payer);
      const r = await ctx.call('payment', member, 'POST', '/api/Payments', {country: 'finland', orderIds}, {json: true});
      if (r.status === 200) acks.payment.push({paymentId: r.body?.payment?.id, orderIds, memberId: member.userId});
    },
    // Reports: a month of valuations or accepted offers, the manager's report.
    report() {
      const which = pick(['valuated', 'accepted', 'manager']);
      if (which === 'manager')
        return ctx.call(
          'report',
          leastBusy(desks.manager),
          'GET',
          `/api/cc-manager-reports/cc-manager-report/${month.start}/${month.end}/${pick(desks.buyer).userId}`,
        );
      const url = which === 'valuated' ? '/api/order/reports/valuated-orders' : '/api/order/reports/accepted-offers';
      return ctx.call('report', leastBusy(desks.admin), 'POST', url, month);
    },
    // Bad requests: each must be refused with a 4xx (a 5xx or a 2xx is a failure).
    bad() {
      const admin = leastBusy(desks.admin);
      const cases = [
        () => ctx.call('bad request', leastBusy(desks.receiver), 'POST', '/api/Orders/receive', {barCode: `SOAK-NO-SUCH-${state.bad++}`}, {bad: true}),
        () => ctx.call('bad request', leastBusy(desks.receiver), 'POST', '/api/Orders/receive', {barCode: pick(pool.received)}, {bad: true}),
        () => ctx.call('bad request', undefined, 'GET', '/api/Orders?filter=%7B%22limit%22%3A5%7D', undefined, {bad: true}),
        () => ctx.call('bad request', admin, 'GET', `/api/Members?filter=${q({where: {password: 'x'}})}`, undefined, {bad: true}),
        () => ctx.call('bad request', leastBusy(desks.packager), 'POST', '/api/Payments', {country: 'finland', orderIds: [1]}, {bad: true}),
        () => ctx.call('bad request', leastBusy(desks.receiver), 'POST', '/api/Orders/receive', undefined, {bad: true, raw: '{"barCode": '}),
        () => ctx.call('bad request', leastBusy(desks.buyer), 'POST', `/api/Orders/${pick(pool.sample)}/calls`, {type: 'WELCOME_CALL'}, {bad: true}),
        () => ctx.call('bad request', admin, 'GET', `/api/Orders?filter=${q({where: {noSuchField: 1}, limit: 5})}`, undefined, {bad: true}),
        () => ctx.call('bad request', admin, 'GET', '/api/Orders/2000000000', undefined, {bad: true}),
        () =>
          ctx.call(
            'bad request',
            leastBusy(desks.valuation),
            'POST',
            `/api/Orders/${pick(pool.sample)}/valuation`,
            {...valuationForm(1), price: 1e6},
            {bad: true},
          ),
      ];
      return pick(cases)();
    },
  };
  // Shares of the day's requests (per cent). The heavy ones come as often as a company's day has
  // them: a payer sends a batch and a manager opens a report every few minutes, not twice a second
  // (about 60 of each in 10 minutes at 200 req/s); their own times are in the per-kind table, and
  // their targets are the bench's ((k) a 500-order batch < 2 s, the reports < 1 s).
  const mix = [
    [ops.scan, 8],
    [ops.receivedToday, 4],
    [ops.adminList, 9],
    [ops.adminSearch, 6],
    [ops.quickSearch, 4],
    [ops.orderById, 13],
    [ops.welcomeCalls, 5],
    [ops.afterCalls, 3],
    [ops.callCounts, 3],
    [ops.callEvent, 7],
    [ops.pack, 9],
    [ops.valuationWaiting, 3],
    [ops.valuation, 5],
    [ops.tellerList, 3],
    [ops.approve, 4],
    [ops.payerList, 2.4],
    [ops.payment, 0.05],
    [ops.report, 0.05],
    [ops.bad, 10],
  ];
  const total = mix.reduce((s, [, w]) => s + w, 0);
  return () => {
    let x = Math.random() * total;
    for (const [op, w] of mix) if ((x -= w) < 0) return op();
    return mix[0][0]();
  };
}

// ---------------------------------------------------------------- what the machine and the database did

const TICKS = 100; // USER_HZ: /proc's CPU times are in hundredths of a second on Linux.
/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}
/** CPU seconds every PostgreSQL process has used (a temporary cluster's processes are named postgres). */
function postgresCpuSeconds() {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(entry);
    } catch {
      // gone
    }
  }
  return total;
}
/** The machine's busy and total CPU seconds since boot, from /proc/stat. */
function machineCpu() {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((a, b) => a + b, 0);
  return {busy: (total - idle) / TICKS, total: total / TICKS};
}

/**
 * What PostgreSQL was doing, sampled every 2 s from a connection of its own: its sessions by state
 * and wait, vacuums under way, and the checkpointer's writes. A slow stretch of the run then says
 * whether the database waited (on a lock, on I/O, on a checkpoint) or the server did.
 */
function watchPostgres(pgUrl, t0) {
  const client = new pg.Client({connectionString: pgUrl, application_name: 'soak-watch'});
  const samples = [];
  let timer;
  let stopped = false;
  const sample = async () => {
    const at = (performance.now() - t0) / 1000;
    const sessions = await client.query(
      `SELECT coalesce(wait_event_type || ':' || wait_event, state, backend_type) AS what, count(*)::int AS n
         FROM pg_stat_activity
        WHERE pid <> pg_backend_pid() AND backend_type = 'client backend' AND state <> 'idle'
        GROUP BY 1`,
    );
    const vacuums = await client.query(
      `SELECT relid::regclass::text AS rel, phase, a.query LIKE 'autovacuum:%' AS auto
         FROM pg_stat_progress_vacuum v LEFT JOIN pg_stat_activity a USING (pid)`,
    );
    const bgwriter = await client.query('SELECT buffers_checkpoint::bigint AS checkpoint, buffers_backend::bigint AS backend FROM pg_stat_bgwriter');
    samples.push({
      t: at,
      sessions: Object.fromEntries(sessions.rows.map(r => [r.what, r.n])),
      vacuums: vacuums.rows.map(r => `${r.auto ? 'auto' : ''}vacuum ${r.rel} (${r.phase})`),
      checkpointBuffers: Number(bgwriter.rows[0].checkpoint),
      backendBuffers: Number(bgwriter.rows[0].backend),
    });
  };
  const loop = async () => {
    if (stopped) return;
    try {
      await sample();
    } catch (error) {
      samples.push({t: (performance.now() - t0) / 1000, error: error.message});
    }
    if (!stopped) timer = setTimeout(loop, 2000);
  };
  return {
    samples,
    statements: [],
    async start() {
      await client.connect();
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await client.query('SELECT pg_stat_statements_reset()');
      await loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const top = await client.query(
        `SELECT calls::int, round(total_exec_time)::int AS "totalMs", round(mean_exec_time::numeric, 2)::float AS "meanMs",
                round(total_plan_time)::int AS "planMs",
                (rows / greatest(calls, 1))::int AS "rowsPerCall", shared_blks_hit + shared_blks_read AS blocks,
                regexp_replace(query, '\\s+', ' ', 'g') AS query
           FROM pg_stat_statements WHERE query NOT LIKE '%pg_stat%' ORDER BY total_exec_time + total_plan_time DESC LIMIT 15`,
      );
      this.statements = top.rows.map(r => ({...r, blocks: Number(r.blocks), query: r.query.slice(0, 400)}));
      await client.end();
    },
  };
}

/**
 * The CPU of one 10-s window, as shares of one core: the server's process, PostgreSQL's, and the
 * whole machine's (of all its cores) busy.
 */
function cpuWindow(samples, from) {
  const first = samples.filter(s => s.t <= from).at(-1) ?? samples[0];
  const last = samples.filter(s => s.t <= from + 10).at(-1);
  if (!first || !last || last === first) return undefined;
  const seconds = last.machine.total - first.machine.total;
  const cores = os.cpus().length;
  const share = x => Math.round((x / (seconds / cores)) * 100) / 100;
  return {
    server: share(last.serverCpu - first.serverCpu),
    database: share(last.databaseCpu - first.databaseCpu),
    machine: Math.round(((last.machine.busy - first.machine.busy) / seconds) * 100) / 100,
  };
}

/** The database's samples of one 10-s window: mean sessions by what they wait on, vacuums, buffers the checkpointer wrote. */
function databaseWindow(samples, from) {
  const part = samples.filter(s => s.t >= from && s.t < from + 10 && !s.error);
  if (!part.length) return undefined;
  const sessions = {};
  for (const s of part) for (const [what, n] of Object.entries(s.sessions)) sessions[what] = (sessions[what] ?? 0) + n / part.length;
  const before = samples.filter(s => s.t < from && !s.error).at(-1) ?? part[0];
  const last = part.at(-1);
  return {
    sessions: Object.fromEntries(
      Object.entries(sessions)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Math.round(v * 10) / 10]),
    ),
    vacuums: [...new Set(part.flatMap(s => s.vacuums))],
    checkpointBuffers: last.checkpointBuffers - before.checkpointBuffers,
    backendBuffers: last.backendBuffers - before.backendBuffers,
  };
}

// ---------------------------------------------------------------- one run

async function soak(kind) {
  const loadBefore = loadAverage();
  log(`\n=== soak on ${kind} (load average ${loadBefore}) ===`);
  let pgServer;
  let serverEnv;
  if (kind === 'postgres') {
    // pg_stat_statements: which statements the database's time went to (printed after the run).
    // As the README's production settings: a cache of PostgreSQL's own sized for the database (1 GB
    // here, of a 3.7 GB database; PostgreSQL's default is 128 MB), and pg_prewarm, which after a
    // restart loads again the pages that were in it (else every page is read from the disk first).
    pgServer = await startTempPostgres({
      dir: PGDATA,
      settings: {shared_preload_libraries: 'pg_stat_statements,pg_prewarm', shared_buffers: PG_SHARED_BUFFERS, 'pg_stat_statements.track_planning': 'on'},
    });
    serverEnv = {DATABASE_URL: pgServer.url};
  } else {
    fs.mkdirSync(PGLITE_DIR, {recursive: true, mode: 0o700});
    serverEnv = {DATA_DIR: PGLITE_DIR, DATABASE_URL: ''};
  }
  // A company account to pay from (the demo accounts make no payment file in production): the README's test IBAN.
  Object.assign(serverEnv, {PAYER_FINLAND_NAME: 'Karat Oy', PAYER_FINLAND_IBAN: 'FI1410093000123458', PAYER_FINLAND_BIC: 'NDEAFIHH'});
  let server;
  try {
    const prepared = await prepareData(kind, serverEnv, pgServer?.url);
    let sql = prepared.sql;
    const pool = await pools(sql);
    // As autovacuum would on a live database overnight, after the earlier runs' work was put back:
    // statistics, and a visibility map for index-only counts.
    await sql.query('VACUUM ANALYZE');
    await sql.close();
    sql = undefined;
    log(
      `  pools: ${pool.arriving.length} arriving parcels, ${pool.toValue.length} to value, ${pool.toTeller.length} for the teller, ${pool.sample.length} orders to read`,
    );

    server = await startProductionServer(serverEnv);
    const {base} = server;
    const admin = await login(base, 'demo-admin', 'demo-password');
    const desks = {
      admin: [{username: 'demo-admin', ...admin}, ...(await loadMembers(base, admin.token, 'soak', 'admin', 5))],
      receiver: await loadMembers(base, admin.token, 'soak', 'receiver', 5),
      packager: await loadMembers(base, admin.token, 'soak', 'packager', 10),
      valuation: await loadMembers(base, admin.token, 'soak', 'valuation', 4),
      teller: await loadMembers(base, admin.token, 'soak', 'teller', 4),
      payer: await loadMembers(base, admin.token, 'soak', 'payer', 3),
      manager: await loadMembers(base, admin.token, 'soak', 'ccManager', 2),
      // A buyer's lists are their own orders: the seeded phone buyers.
      // One after another: logins arriving together from one address count as failures until each is checked.
      buyer: [],
    };
    for (let i = 1; i <= 12; i++) desks.buyer.push({username: `seed-buyer-${i}`, ...(await login(base, `seed-buyer-${i}`, 'seed-password'))});
    for (const list of Object.values(desks)) for (const m of list) m.inFlight = 0;
    const materials = await (await fetch(`${base}/api/Materials`, {headers: {Authorization: `Bearer ${admin.token}`}})).json();
    // Orders the teller approved before this run and not yet paid.
    const payable = await (await fetch(`${base}/api/payer/orders/finland?limit=1000`, {headers: {Authorization: `Bearer ${desks.payer[0].token}`}})).json();
    pool.payable = (payable.orders ?? []).map(o => o.id);

    // Measurements: per request (second due, latency, status), per second the server's memory.
    const acks = {receive: [], call: [], packaged: [], valuation: [], approval: [], payment: []};
    const state = {buyerLists: new Map(), bad: 0, fallbacks: {}};
    const perKind = new Map();
    const all = [];
    const windows = [];
    /** Per 10-s window, each kind's latencies: which desk a slow stretch slowed. */
    const windowKinds = [];
    const statusCounts = {};
    const errorSamples = {};
    let expected4xx = 0;
    let unexpected4xx = 0;
    let serverErrors = 0;
    let badAccepted = 0;
    let failedConnections = 0;
    let t0 = 0;
    let answeredPer10s = [];
    const ctx = {
      desks,
      pool,
      materials,
      acks,
      state,
      async call(kindName, member, method, url, body, opts = {}) {
        const due = ctx.due;
        if (member) member.inFlight++;
        // The time-out counts from when the request was due: a backlog on this side is bounded too.
        const r = await send(base, method, url, member?.token, body, {...opts, timeoutMs: due + TIMEOUT_MS - performance.now()});
        if (member) member.inFlight--;
        const done = performance.now();
        const latency = done - due;
        if (r.status > 0 && r.status !== 429) {
          const doneWindow = Math.floor((done - t0) / 10000);
          answeredPer10s[doneWindow] = (answeredPer10s[doneWindow] ?? 0) + 1;
        }
        const second = Math.floor((due - t0) / 1000);
        all.push(latency);
        const w = (windows[Math.floor(second / 10)] ??= []);
        w.push(latency);
        const wk = (windowKinds[Math.floor(second / 10)] ??= new Map());
        if (!wk.has(kindName)) wk.set(kindName, []);
        wk.get(kindName).push(latency);
        const k = perKind.get(kindName) ?? {latencies: [], statuses: {}};
        perKind.set(kindName, k);
        k.latencies.push(latency);
        k.statuses[r.status] = (k.statuses[r.status] ?? 0) + 1;
        statusCounts[r.status] = (statusCounts[r.status] ?? 0) + 1;
        // The first answer of each unexpected status of a kind, to say why.
        if ((r.status >= 400 || r.status === 0) && !opts.bad) {
          const key = `${kindName} ${r.status}`;
          if (!errorSamples[key]) errorSamples[key] = `${method} ${url.slice(0, 120)}: ${r.body?.error?.message ?? r.error ?? ''}`;
        }
        if (r.status >= 500) serverErrors++;
        else if (r.status === 0) failedConnections++;
        else if (r.status >= 400) {
          if (opts.bad) expected4xx++;
          else unexpected4xx++;
        } else if (opts.bad) badAccepted++;
        return r;
      },
    };
    const next = workload(ctx);

    // Warm-up: a few seconds at a tenth of the rate, not counted.
    log(`  warming up...`);
    t0 = performance.now();
    for (let i = 0; i < RATE / 2; i++) {
      ctx.due = performance.now();
      next();
      await new Promise(r => setTimeout(r, 50));
    }
    await new Promise(r => setTimeout(r, 2000));
    all.length = 0;
    windows.length = 0;
    windowKinds.length = 0;
    answeredPer10s = [];
    perKind.clear();
    for (const key of Object.keys(statusCounts)) delete statusCounts[key];
    expected4xx = unexpected4xx = serverErrors = badAccepted = failedConnections = 0;
    for (const key of Object.keys(acks)) acks[key].length = 0;

    // The open loop: request i is due at its time whatever the server does; a late timer sends the
    // overdue requests at once, and their latency counts from when they were due.
    const plan = phases();
    const samples = [];
    const inFlight = new Set();
    log(`  running ${SECONDS} s at ${RATE} req/s (${plan.map(p => `${p.from}-${p.to}`).join(', ')} s with traffic)...`);
    t0 = performance.now();
    const watch = pgServer ? watchPostgres(pgServer.url, t0) : undefined;
    await watch?.start();
    const sampler = setInterval(() => {
      const at = (performance.now() - t0) / 1000;
      samples.push({
        t: Math.round(at),
        rss: residentBytes(server.pid),
        load: os.loadavg()[0],
        serverCpu: cpuSeconds(server.pid),
        databaseCpu: pgServer ? postgresCpuSeconds() : 0,
        machine: machineCpu(),
      });
    }, 1000);
    let phase = 0;
    let dueAt = plan[0].from * 1000;
    await new Promise(resolve => {
      const tick = () => {
        const now = performance.now() - t0;
        while (phase < plan.length && dueAt <= now) {
          ctx.due = t0 + dueAt;
          const p = next();
          inFlight.add(p);
          p.finally(() => inFlight.delete(p));
          dueAt += 1000 / RATE;
          if (dueAt >= plan[phase].to * 1000) {
            phase++;
            if (phase < plan.length) dueAt = plan[phase].from * 1000;
          }
        }
        if (now >= SECONDS * 1000) return resolve();
        setTimeout(tick, 2);
      };
      tick();
    });
    await Promise.allSettled([...inFlight]);
    clearInterval(sampler);
    await watch?.stop();
    const statements = watch?.statements;
    const seconds = (performance.now() - t0) / 1000;
    const loadAfter = loadAverage();

    await server.stop();
    server = undefined;

    // Reconciliation: every acknowledged write, read back from the database after the server stopped.
    sql = await openSql(kind, pgServer?.url);
    const reconciled = await reconcile(sql, acks);
    await sql.close();

    all.sort((a, b) => a - b);
    // The memory's level over a stretch: the median second. The server's RSS is a sawtooth (the
    // heap grows by its garbage for a minute or two, then a major collection gives it back), so two
    // 10-s means compared a peak with a trough by chance; a leak lifts the level itself.
    const rssAt = from => {
      const part = samples
        .filter(s => s.t >= from && s.t < from + RSS_STRETCH && s.rss)
        .map(s => s.rss)
        .sort((a, b) => a - b);
      return part.length ? percentile(part, 0.5) : undefined;
    };
    const flatFrom = SECONDS - FLAT_WINDOW;
    const rssStart = rssAt(flatFrom);
    const rssEnd = rssAt(SECONDS - RSS_STRETCH);
    const flat = samples.filter(s => s.t >= flatFrom && s.rss).map(s => s.rss);
    const drift = rssStart && rssEnd ? (rssEnd - rssStart) / rssStart : undefined;
    const result = {
      db: kind,
      orders: prepared.orders,
      seedSeconds: prepared.seedSeconds,
      seconds: Math.round(seconds),
      rate: RATE,
      pauses: plan.slice(1).map((p, i) => [plan[i].to, p.from]),
      requests: all.length,
      achieved: all.length / plan.reduce((s, p) => s + p.to - p.from, 0),
      // The most the server answered a second (over 10 s; not counting 429, which costs it nothing):
      // the rate sent, or about its capacity when it fell behind.
      served: Math.max(0, ...answeredPer10s.filter(Boolean)) / 10,
      p50: percentile(all, 0.5),
      p99: percentile(all, 0.99),
      max: all[all.length - 1] ?? 0,
      serverErrors,
      failedConnections,
      expected4xx,
      unexpected4xx,
      badAccepted,
      statuses: statusCounts,
      errorSamples,
      fallbacks: state.fallbacks,
      rss: {
        start: rssStart,
        end: rssEnd,
        min: Math.min(...flat),
        max: Math.max(...flat),
        drift,
        first: samples.find(s => s.rss)?.rss,
      },
      reconciliation: reconciled,
      statements,
      load: {before: loadBefore, after: loadAfter, mean: samples.reduce((s, x) => s + x.load, 0) / Math.max(1, samples.length)},
      kinds: Object.fromEntries(
        [...perKind].map(([name, k]) => {
          k.latencies.sort((a, b) => a - b);
          return [
            name,
            {
              requests: k.latencies.length,
              p50: Math.round(percentile(k.latencies, 0.5)),
              p99: Math.round(percentile(k.latencies, 0.99)),
              max: Math.round(k.latencies[k.latencies.length - 1]),
              statuses: k.statuses,
            },
          ];
        }),
      ),
      timeline: {
        windows: Array.from(windows, (w, i) => {
          const s = (w ?? []).sort((a, b) => a - b);
          return {
            t: i * 10,
            requests: s.length,
            p50: Math.round(percentile(s, 0.5) * 10) / 10,
            p99: Math.round(percentile(s, 0.99) * 10) / 10,
            kinds: Object.fromEntries(
              [...(windowKinds[i] ?? [])].map(([name, l]) => [
                name,
                Math.round(
                  percentile(
                    l.sort((a, b) => a - b),
                    0.5,
                  ),
                ),
              ]),
            ),
            cpu: cpuWindow(samples, i * 10),
            database: watch && databaseWindow(watch.samples, i * 10),
          };
        }),
        rss: samples.map(s => [s.t, s.rss ? Math.round(s.rss / 1048576) : null]),
        load: samples.filter(s => s.t % 10 === 0).map(s => [s.t, Math.round(s.load * 100) / 100]),
      },
    };
    result.targets = {
      p99: result.p99 < TARGET.p99,
      no5xx: serverErrors === 0 && failedConnections === 0,
      rssFlat: drift !== undefined && Math.abs(drift) <= TARGET.rssDrift,
      reconciled: reconciled.missing === 0,
      badRefused: badAccepted === 0,
    };
    result.ok = Object.values(result.targets).every(Boolean);
    return result;
  } finally {
    await server?.stop();
    await pgServer?.stop();
  }
}

/** Reads every acknowledged write back; answers {checked, missing, byKind, examples}. */
async function reconcile(sql, acks) {
  const byKind = {};
  const examples = [];
  const check = async (name, list, text, values, ok) => {
    if (list.length === 0) {
      byKind[name] = {acknowledged: 0, missing: 0};
      return;
    }
    const rows = new Map((await sql.query(text, values)).rows.map(r => [r.id, r]));
    const missing = list.filter(a => !ok(rows.get(a.orderId ?? a.paymentId), a));
    byKind[name] = {acknowledged: list.length, missing: missing.length};
    examples.push(...missing.slice(0, 3).map(m => ({kind: name, ...m})));
  };
  const ids = list => list.map(a => a.orderId);
  await check(
    'receive',
    acks.receive,
    'SELECT id, isreceived, receiverid FROM orders WHERE id = ANY($1)',
    [ids(acks.receive)],
    (r, a) => r?.isreceived && r.receiverid === a.memberId,
  );
  await check(
    'packaged',
    acks.packaged,
    'SELECT id, ispackaged, packagerid FROM orders WHERE id = ANY($1)',
    [ids(acks.packaged)],
    (r, a) => r?.ispackaged && r.packagerid === a.memberId,
  );
  await check(
    'valuation',
    acks.valuation,
    'SELECT id, isvalued, valuatorid, packageweight::float8 AS packageweight, price::float8 AS price FROM orders WHERE id = ANY($1)',
    [ids(acks.valuation)],
    (r, a) => r?.isvalued && r.valuatorid === a.memberId && Math.abs(r.packageweight - a.packageWeight) < 1e-6 && Math.abs(r.price - a.price) < 0.005,
  );
  await check(
    'approval',
    acks.approval,
    'SELECT id, istellered, tellerid, offer::float8 AS offer FROM orders WHERE id = ANY($1)',
    [ids(acks.approval)],
    (r, a) => r?.istellered && r.tellerid === a.memberId && Math.abs(r.offer - a.offer) < 0.005,
  );
  // Each call event is one call_logs row of that member, order, type and event.
  {
    const counts = new Map();
    for (const a of acks.call)
      counts.set(`${a.orderId}|${a.memberId}|${a.type}|${a.event}`, (counts.get(`${a.orderId}|${a.memberId}|${a.type}|${a.event}`) ?? 0) + 1);
    const {rows} = await sql.query(
      `SELECT orderid, memberid, type, event, count(*)::int AS n FROM call_logs WHERE orderid = ANY($1) AND message = 'soak' GROUP BY 1, 2, 3, 4`,
      [ids(acks.call)],
    );
    const have = new Map(rows.map(r => [`${r.orderid}|${r.memberid}|${r.type}|${r.event}`, r.n]));
    let missing = 0;
    for (const [key, n] of counts) {
      if ((have.get(key) ?? 0) < n) {
        missing += n - (have.get(key) ?? 0);
        if (examples.length < 20) examples.push({kind: 'call', key});
      }
    }
    byKind.call = {acknowledged: acks.call.length, missing};
  }
  // Each batch: its payment record, and each of its orders paid in it by its payer.
  {
    const orders = acks.payment.flatMap(p => p.orderIds.map(orderId => ({orderId, paymentId: p.paymentId, memberId: p.memberId})));
    const files = new Map(
      (await sql.query('SELECT id, payerid, name FROM payment_xmls WHERE id = ANY($1)', [acks.payment.map(p => p.paymentId)])).rows.map(r => [r.id, r]),
    );
    const paid = new Map((await sql.query('SELECT id, ispaid, payerid, paymentxmlid FROM orders WHERE id = ANY($1)', [ids(orders)])).rows.map(r => [r.id, r]));
    const missingFiles = acks.payment.filter(p => files.get(p.paymentId)?.payerid !== p.memberId);
    const missingOrders = orders.filter(o => {
      const r = paid.get(o.orderId);
      return !(r?.ispaid && r.payerid === o.memberId && r.paymentxmlid === o.paymentId);
    });
    byKind.payment = {acknowledged: acks.payment.length, orders: orders.length, missing: missingFiles.length + missingOrders.length};
    examples.push(...missingFiles.slice(0, 3).map(p => ({kind: 'payment file', paymentId: p.paymentId})));
    examples.push(...missingOrders.slice(0, 3).map(o => ({kind: 'paid order', ...o})));
  }
  const checked = Object.values(byKind).reduce((s, k) => s + k.acknowledged, 0);
  const missing = Object.values(byKind).reduce((s, k) => s + k.missing, 0);
  return {checked, missing, byKind, examples};
}

// ---------------------------------------------------------------- output

const mb = bytes => (bytes === undefined ? '-' : `${Math.round(bytes / 1048576)}`);
const ms = v => (v >= 100 ? Math.round(v) : Math.round(v * 10) / 10);

function printTable(results) {
  const rows = [
    ['', ...results.map(r => `${r.db} (${r.orders.toLocaleString('en')} orders)`)],
    ['requests', ...results.map(r => r.requests)],
    ['rate sent (req/s of traffic time)', ...results.map(r => r.achieved.toFixed(1))],
    ['rate answered (req/s, best 10 s, no 429)', ...results.map(r => r.served.toFixed(1))],
    ['p50 ms', ...results.map(r => ms(r.p50))],
    [`p99 ms (target < ${TARGET.p99})`, ...results.map(r => `${ms(r.p99)} ${r.targets.p99 ? 'ok' : 'MISSED'}`)],
    ['max ms', ...results.map(r => ms(r.max))],
    [
      `5xx + unanswered in ${TIMEOUT_MS / 1000} s (target 0)`,
      ...results.map(r => `${r.serverErrors} + ${r.failedConnections} ${r.targets.no5xx ? 'ok' : 'MISSED'}`),
    ],
    ['4xx expected (bad requests)', ...results.map(r => r.expected4xx)],
    ['4xx unexpected', ...results.map(r => r.unexpected4xx)],
    ['bad requests accepted', ...results.map(r => r.badAccepted)],
    [
      `RSS MB, last ${Math.round(FLAT_WINDOW / 6) / 10} min: median of its first / last ${Math.round(RSS_STRETCH / 6) / 10} min`,
      ...results.map(r => `${mb(r.rss.start)} / ${mb(r.rss.end)}`),
    ],
    [
      'RSS drift (target within 10 %)',
      ...results.map(r => `${(r.rss.drift * 100).toFixed(1)} % (range ${mb(r.rss.min)}-${mb(r.rss.max)}) ${r.targets.rssFlat ? 'ok' : 'MISSED'}`),
    ],
    [
      'reconciliation: writes checked / missing',
      ...results.map(r => `${r.reconciliation.checked} / ${r.reconciliation.missing} ${r.targets.reconciled ? 'ok' : 'MISSED'}`),
    ],
    ['load average before / after / mean', ...results.map(r => `${r.load.before.split(' ')[0]} / ${r.load.after.split(' ')[0]} / ${r.load.mean.toFixed(2)}`)],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map(row => String(row[i]).length)) + 2);
  console.log('');
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i])).join(''));
  for (const r of results) {
    console.log(`\n${r.db}: per kind (requests, p50 / p99 / max ms, answers)`);
    for (const [name, k] of Object.entries(r.kinds).sort((a, b) => b[1].requests - a[1].requests))
      console.log(`  ${name.padEnd(16)}${String(k.requests).padEnd(8)}${`${k.p50} / ${k.p99} / ${k.max}`.padEnd(20)}${JSON.stringify(k.statuses)}`);
    for (const [key, sample] of Object.entries(r.errorSamples)) console.log(`  first ${key}: ${sample}`);
    if (Object.keys(r.fallbacks).length) console.log(`  writes with nothing left to write on, done as their desk's read: ${JSON.stringify(r.fallbacks)}`);
    if (r.reconciliation.missing) console.log(`  missing writes, examples: ${JSON.stringify(r.reconciliation.examples)}`);
    if (r.statements?.length) {
      console.log(`  the database's time by statement (calls, total s running, mean ms, total s planning, rows a call, blocks a call):`);
      for (const st of r.statements)
        console.log(
          `    ${String(st.calls).padStart(7)} ${(st.totalMs / 1000).toFixed(1).padStart(7)} ${String(st.meanMs).padStart(8)} ${(st.planMs / 1000).toFixed(1).padStart(6)} ${String(st.rowsPerCall).padStart(5)} ${String(Math.round(st.blocks / Math.max(1, st.calls))).padStart(7)}  ${st.query.slice(0, 150)}`,
        );
    }
    const slowest = r.timeline.windows
      .filter(w => w.requests > 0)
      .sort((a, b) => b.p50 - a.p50)
      .slice(0, 5);
    console.log(`  slowest 10-s windows (median ms; CPU in cores: server, database, machine busy share; database sessions not idle):`);
    for (const w of slowest) {
      const kinds = Object.entries(w.kinds ?? {})
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      const cpu = w.cpu ? `cpu ${w.cpu.server} / ${w.cpu.database} / ${w.cpu.machine}` : '';
      const db = w.database
        ? ` db ${JSON.stringify(w.database.sessions)}${w.database.vacuums.length ? ` ${w.database.vacuums.join('; ')}` : ''} checkpoint ${w.database.checkpointBuffers} buffers`
        : '';
      console.log(`    ${String(w.t).padStart(4)} s: ${w.p50} (${kinds}) ${cpu}${db}`);
    }
  }
}

/** The run as a chart: p50 and p99 per 10 s (log scale, left), resident memory per second (right), pauses shaded. */
function chart(r) {
  const W = 960;
  const H = 420;
  const L = 64;
  const R = 72;
  const T = 48;
  const B = 56;
  const pw = W - L - R;
  const ph = H - T - B;
  const round = v => Math.round(v * 10) / 10;
  const x = t => round(L + (t / r.seconds) * pw);
  const traffic = r.timeline.windows.filter(w => w && w.requests > 0);
  const maxLat = Math.max(200, ...traffic.map(w => w.p99));
  const lo = 1;
  const hi = 10 ** Math.ceil(Math.log10(maxLat));
  const y = v => round(T + ph - ((Math.log10(Math.max(lo, v)) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * ph);
  const rssValues = r.timeline.rss.map(([, v]) => v).filter(v => v !== null);
  const rssHi = Math.ceil((Math.max(...rssValues) * 1.15) / 50) * 50;
  const yr = v => round(T + ph - (v / rssHi) * ph);
  const line = (points, color, width = 1.5, dash = '') =>
    `<polyline fill="none" stroke="${color}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''} points="${points.map(([a, b]) => `${a.toFixed(1)},${b.toFixed(1)}`).join(' ')}"/>`;
  const text = (tx, ty, s, extra = '') => `<text x="${tx}" y="${ty}"${extra}>${s}</text>`;
  const parts = [];
  parts.push(`<rect x="0" y="0" width="${W}" height="${H}" fill="#fff"/>`);
  for (const [from, to] of r.pauses) parts.push(`<rect x="${x(from)}" y="${T}" width="${round(x(to) - x(from))}" height="${ph}" fill="#eee"/>`);
  const flatFrom = r.seconds - FLAT_WINDOW;
  parts.push(`<line x1="${x(flatFrom)}" y1="${T}" x2="${x(flatFrom)}" y2="${T + ph}" stroke="#999" stroke-dasharray="2 3"/>`);
  for (let v = lo; v <= hi; v *= 10) {
    parts.push(`<line x1="${L}" y1="${y(v)}" x2="${L + pw}" y2="${y(v)}" stroke="#ddd"/>`);
    parts.push(text(L - 6, y(v) + 4, v, ' text-anchor="end"'));
  }
  for (let v = 0; v <= rssHi; v += rssHi / 5) parts.push(text(L + pw + 6, yr(v) + 4, Math.round(v)));
  for (let t = 0; t <= r.seconds; t += 60) parts.push(text(x(t), T + ph + 18, `${t / 60}`, ' text-anchor="middle"'));
  parts.push(`<line x1="${L}" y1="${y(TARGET.p99)}" x2="${L + pw}" y2="${y(TARGET.p99)}" stroke="#c00" stroke-dasharray="6 4"/>`);
  parts.push(text(L + 4, y(TARGET.p99) - 4, `target p99 ${TARGET.p99} ms`, ' fill="#c00"'));
  parts.push(
    line(
      traffic.map(w => [x(w.t + 5), y(w.p50)]),
      '#1f77b4',
    ),
  );
  parts.push(
    line(
      traffic.map(w => [x(w.t + 5), y(w.p99)]),
      '#ff7f0e',
      2,
    ),
  );
  parts.push(
    line(
      r.timeline.rss.filter(([, v]) => v !== null).map(([t, v]) => [x(t), yr(v)]),
      '#2ca02c',
      1.5,
    ),
  );
  parts.push(`<rect x="${L}" y="${T}" width="${pw}" height="${ph}" fill="none" stroke="#333"/>`);
  parts.push(
    text(
      L,
      24,
      `A working day on ${r.db}: ${r.orders.toLocaleString('en')} orders, ${r.rate} req/s, p99 ${ms(r.p99)} ms, ${r.serverErrors} 5xx, RSS drift ${(r.rss.drift * 100).toFixed(1)} % (load ${r.load.mean.toFixed(1)})`,
      ' font-weight="bold"',
    ),
  );
  parts.push(text(L, T + ph + 40, 'minutes; grey: idle pauses; dotted: start of the last 8 minutes'));
  parts.push(text(14, T + ph / 2, 'latency ms (log)', ` transform="rotate(-90 14 ${T + ph / 2})" text-anchor="middle"`));
  parts.push(text(W - 12, T + ph / 2, 'server RSS MB', ` transform="rotate(90 ${W - 12} ${T + ph / 2})" text-anchor="middle"`));
  const legend = [
    ['#1f77b4', 'p50 per 10 s'],
    ['#ff7f0e', 'p99 per 10 s'],
    ['#2ca02c', 'server RSS'],
  ];
  legend.forEach(([color, label], i) => {
    const lx = L + pw - 330 + i * 115;
    parts.push(`<line x1="${lx}" y1="${T + ph + 36}" x2="${lx + 18}" y2="${T + ph + 36}" stroke="${color}" stroke-width="2"/>`);
    parts.push(text(lx + 22, T + ph + 40, label));
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">\n${parts.join('\n')}\n</svg>\n`;
}

// ---------------------------------------------------------------- main

if (CHART_ONLY) {
  const {runs} = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'soak-results.json'), 'utf8'));
  for (const [name, r] of Object.entries(runs)) {
    const svg = path.join(root, 'bench', `soak-${name}.svg`);
    fs.writeFileSync(svg, chart(r));
    fs.chmodSync(svg, 0o644);
  }
  process.exit(0);
}

const results = [];
for (const kind of DBS) {
  const r = await soak(kind);
  results.push(r);
  // Readable by all as any committed file (opening the embedded database here set a private umask).
  const svg = path.join(root, 'bench', `soak-${kind}${TAG}.svg`);
  fs.writeFileSync(svg, chart(r));
  fs.chmodSync(svg, 0o644);
}
printTable(results);
const file = path.join(root, 'bench', 'soak-results.json');
const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {runs: {}};
const machine = {cpus: os.cpus().length, node: process.version, memoryGB: Math.round(os.totalmem() / 2 ** 30)};
for (const r of results) previous.runs[`${r.db}${TAG}`] = {date: new Date().toISOString(), machine, ...r};
fs.writeFileSync(file, JSON.stringify(previous, null, 2) + '\n');
fs.chmodSync(file, 0o644);
const missed = results.filter(r => !r.ok);
console.log(
  `\nsoak: ${results.length - missed.length} of ${results.length} runs met every target${
    missed.length
      ? `; missed: ${missed
          .map(
            r =>
              `${r.db} (${Object.keys(r.targets)
                .filter(k => !r.targets[k])
                .join(', ')})`,
          )
          .join('; ')}`
      : ''
  }`,
);
process.exitCode = missed.length ? 1 : 0;
