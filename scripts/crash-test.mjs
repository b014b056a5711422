// `npm run test:crash`: streams receive scans to the server, kills it with SIGKILL mid-stream,
// restarts it on the same database, and checks that every scan answered 200 is stored whole
// (received, receiver, date and its audit entry) and that no scan is half-written.
// Runs against the embedded PGlite and against a temporary Debian PostgreSQL.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ensureBuilt, ensureDependencies, root} from './lib/prepare.mjs';

ensureDependencies();
ensureBuilt();

const require = createRequire(import.meta.url);
const {startTempPostgres, freePort} = require('./lib/temp-postgres.cjs');

const ORDERS = 400;
const ADMIN = {username: 'crash-admin', password: 'crash-admin-password'};

// A process killed by a signal has exitCode null and signalCode set.
const exited = child => child.exitCode !== null || child.signalCode !== null;
const whenExited = child => new Promise(resolve => (exited(child) ? resolve() : child.once('exit', resolve)));

function startServer(env) {
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'index.js')], {cwd: root, env, stdio: ['ignore', 'ignore', 'pipe']});
  child.stderr.on('data', () => {});
  return child;
}

async function waitForHealth(url, child) {
  for (let i = 0; i < 240; i++) {
    if (exited(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise(r => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

async function api(url, token, method, route, body) {
  const res = await fetch(`${url}/api${route}`, {
    method,
    headers: {'Content-Type': 'application/json', ...(token ? {Authorization: `Bearer ${token}`} : {})},
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {status: res.status, body: text ? JSON.parse(text) : undefined};
}

async function scenario(name, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const serverEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    INITIAL_ADMIN_USERNAME: ADMIN.username,
    INITIAL_ADMIN_PASSWORD: ADMIN.password,
  };
  let server = startServer(serverEnv);
  await waitForHealth(url, server);
  const token = (await api(url, null, 'POST', '/Members/login', ADMIN)).body.id;
  const client = (
    await api(url, token, 'POST', '/Clients', {
      firstName: 'Crash',
      lastName: 'Test',
      address: 'Aurakatu 1',
      zip: '20100',
      city: 'Turku',
      country: 'finland',
      language: 'finnish',
      phone: '358401234567',
      gender: 'unknown',
      birthYear: 1950,
    })
  ).body;
  const barCodes = [];
  for (let i = 0; i < ORDERS; i++) {
    const barCode = `CRASH${i.toString().padStart(5, '0')}`;
    const res = await api(url, token, 'POST', '/Orders', {
      barCode,
      clientId: client.id,
      country: 'finland',
      language: 'finnish',
      team: 'turku',
      address: 'Aurakatu 1',
      zip: '20100',
      city: 'Turku',
      welcomeCall: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      dueDate: new Date(Date.now() + 16 * 86_400_000).toISOString(),
    });
    if (res.status !== 200) throw new Error(`cannot create order: ${JSON.stringify(res.body)}`);
    barCodes.push(barCode);
  }

  // Scans go four at a time; the kill lands while requests are in flight.
  const answered = new Set();
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < barCodes.length && !killed) {
      const barCode = barCodes[next++];
      try {
        const res = await api(url, token, 'POST', '/Orders/receive', {barCode});
        if (res.status === 200) answered.add(barCode);
      } catch {
        // connection cut by the kill: no answer, so no promise was made
      }
    }
  };
  const workers = Array.from({length: 4}, worker);
  while (answered.size < ORDERS / 3) await new Promise(r => setTimeout(r, 5));
  server.kill('SIGKILL');
  killed = true;
  await Promise.all(workers);
  await whenExited(server);

  // Restart on the same database and check.
  server = startServer(serverEnv);
  await waitForHealth(url, server);
  const token2 = (await api(url, null, 'POST', '/Members/login', ADMIN)).body.id;
  const problems = [];
  const audit = new Set();
  for (let skip = 0; ; skip += 1000) {
    const filter = encodeURIComponent(JSON.stringify({where: {action: 'receive'}, fields: ['modelId'], limit: 1000, skip}));
    const page = (await api(url, token2, 'GET', `/AuditEntries?filter=${filter}`)).body;
    page.forEach(e => audit.add(e.modelId));
    if (page.length < 1000) break;
  }
  let received = 0;
  for (let skip = 0; skip < ORDERS; skip += 1000) {
    const filter = encodeURIComponent(
      JSON.stringify({where: {barCode: {like: 'CRASH%'}}, fields: ['id', 'barCode', 'isReceived', 'receiverId', 'receivedDate'], limit: 1000, skip}),
    );
    for (const order of (await api(url, token2, 'GET', `/Orders?filter=${filter}`)).body) {
      const whole = order.isReceived && order.receiverId && order.receivedDate && audit.has(String(order.id));
      const untouched = !order.isReceived && !order.receiverId && !order.receivedDate && !audit.has(String(order.id));
      if (order.isReceived) received++;
      if (!whole && !untouched) problems.push(`${order.barCode} is half-written: ${JSON.stringify(order)}`);
      if (answered.has(order.barCode) && !order.isReceived) problems.push(`${order.barCode} was answered 200 but is not received`);
    }
  }
  server.kill('SIGTERM');
  await whenExited(server);
  const ok = problems.length === 0;
  console.log(
    `${ok ? 'ok' : 'FAIL'} ${name}: ${answered.size} scans answered 200 before the kill, ${received} received after restart, ${problems.length} problems`,
  );
  problems.slice(0, 10).forEach(p => console.log(`  ${p}`));
  return ok;
}

const results = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-crash-'));
try {
  results.push(await scenario('embedded PGlite', {DATA_DIR: dataDir, DATABASE_URL: ''}));
} finally {
  fs.rmSync(dataDir, {recursive: true, force: true});
}
const postgres = await startTempPostgres();
try {
  results.push(await scenario('PostgreSQL', {DATABASE_URL: postgres.url}));
} finally {
  await postgres.stop();
}
const passed = results.filter(Boolean).length;
console.log(`crash: ${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
