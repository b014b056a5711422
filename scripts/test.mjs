// `npm test`: the lint (ESLint with the import zones, Prettier) and its zone test first, then every
// test — shared and client unit tests, server unit/integration/acceptance tests
// against a temporary Debian PostgreSQL and PGlite, then Playwright in Debian's chromium against the
// built product on a fresh embedded database with the demo data.
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {ensureBuilt, ensureDependencies, root} from './lib/prepare.mjs';

const require = createRequire(import.meta.url);
const {freePort} = require('./lib/temp-postgres.cjs');

ensureDependencies();
ensureBuilt();

const failed = [];
function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit', ...options});
  if (result.status !== 0) failed.push(name);
}

step('lint (ESLint, Prettier)', 'npm', ['run', 'lint']);
step('lint zone tests', 'npx', ['vitest', 'run', '--root', 'scripts']);
step('shared unit tests', 'npx', ['vitest', 'run'], {cwd: path.join(root, 'shared')});
step('client unit tests', 'npx', ['vitest', 'run'], {cwd: path.join(root, 'client')});
step('server tests (PostgreSQL and PGlite)', 'npx', ['vitest', 'run'], {cwd: path.join(root, 'server')});

async function waitForHealth(url, child, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise(r => setTimeout(r, 250));
  }
  throw new Error(`server did not answer ${url}/api/health`);
}

async function endToEnd() {
  console.log('\n=== end-to-end tests (Playwright, chromium) ===');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-e2e-'));
  const port = await freePort();
  const env = {...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: ''};
  const demo = spawnSync(process.execPath, [path.join(root, 'server', 'dist', 'scripts', 'demo.js')], {cwd: root, env, stdio: 'inherit'});
  if (demo.status !== 0) {
    failed.push('demo data for end-to-end tests');
    return;
  }
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'index.js')], {cwd: root, env, stdio: ['ignore', 'ignore', 'inherit']});
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
    const run = spawnSync('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'client'),
      env: {...process.env, E2E_BASE_URL: baseUrl},
      stdio: 'inherit',
    });
    if (run.status !== 0) failed.push('end-to-end tests');
  } catch (err) {
    console.error(err);
    failed.push('end-to-end tests');
  } finally {
    server.kill('SIGTERM');
    await new Promise(r => server.once('exit', r));
    fs.rmSync(dataDir, {recursive: true, force: true});
  }
}

await endToEnd();
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
