// `npm test`: the lint (ESLint with the import zones, Prettier, beside the unit tests) and its zone
// test, then every test — shared and client unit tests, server unit/integration/acceptance tests
// against a temporary Debian PostgreSQL and PGlite, then Playwright in Debian's headless chromium
// against the built product on a fresh embedded database with the demo data.
// `npm run test:quick` (--quick), for use while working: the lint, every unit test (shared, client
// with its route tests, server) and one API smoke test on PGlite, no PostgreSQL and no browser.
// Each stage's time is printed when the next begins; the last runner's summary gives its own.
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import {startDemoServer} from './lib/demo-server.mjs';
import {heldOutput} from './lib/held-output.mjs';
import {ensureBuilt, ensureDependencies, root, sh} from './lib/prepare.mjs';

const quick = process.argv.includes('--quick');
ensureDependencies();
ensureBuilt({client: !quick});
// The client's unit tests import its generated SDK, which the client's build makes.
if (quick && !fs.existsSync(path.join(root, 'client', 'src', 'lib', 'sdk', 'index.ts'))) sh('npm', ['run', 'sdk']);

const failed = [];
let previous;
/** Starts a stage, after printing how long the one before took. */
function stage(name) {
  const now = performance.now();
  const took = previous ? ` (${previous.name} took ${((now - previous.started) / 1000).toFixed(1)} s)` : '';
  console.log(`\n===${took} ${name} ===`);
  previous = {name, started: now};
}
/** Runs a stage's command; the event loop stays free meanwhile (the browser tests' server is being made beside the server tests). */
async function step(name, command, args, options = {}) {
  stage(name);
  if (!(await succeeds(command, args, options))) failed.push(name);
}
async function succeeds(command, args, options = {}) {
  const child = spawn(command, args, {cwd: root, stdio: 'inherit', ...options});
  const [status] = await once(child, 'exit');
  return status === 0;
}

// The lint runs beside the unit tests: ESLint keeps one core busy and the unit tests' runners
// mostly one (the client's rendering tests run one file at a time), so on two cores the lint's
// 40 s cost nothing. Its output is held and printed when it ends, so the two do not mix.
const lintStarted = performance.now();
const lintOutput = heldOutput();
const lint = new Promise(resolve => {
  const child = spawn('npm', ['run', '--silent', 'lint'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
  lintOutput.pipe(child);
  child.on('close', resolve);
});
await step('lint zone tests', 'npx', ['vitest', 'run', '--root', 'scripts']);
await step('shared unit tests', 'npx', ['vitest', 'run'], {cwd: path.join(root, 'shared')});
await step('client unit tests', 'npx', ['vitest', 'run'], {cwd: path.join(root, 'client')});
{
  const status = await lint;
  stage('lint (ESLint, Prettier), run beside the unit tests');
  lintOutput.release();
  console.log(`lint ${status === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - lintStarted) / 1000).toFixed(1)} s`);
  if (status !== 0) failed.push('lint (ESLint, Prettier)');
}
if (quick) {
  await step(
    'server unit tests and an API smoke test on PGlite',
    'npx',
    ['vitest', 'run', 'dist/__tests__/unit', 'dist/__tests__/acceptance/smoke.acceptance.js'],
    {
      cwd: path.join(root, 'server'),
      env: {...process.env, KARAT_TEST_DATABASES: 'pglite'},
    },
  );
  finish();
}
// The browser tests' server (the demo data on a fresh embedded database, then the server on it) is
// made while the server tests run: about 16 s of mostly one core, where those tests leave some of
// the two idle. What it prints waits for the browser tests' stage.
const demoServer = startDemoServer({holdOutput: true}).then(
  server => ({server}),
  error => ({error}),
);
await step('server tests (PostgreSQL and PGlite)', 'npx', ['vitest', 'run'], {cwd: path.join(root, 'server')});

async function endToEnd() {
  stage('end-to-end tests (Playwright, chromium)');
  const {server, error} = await demoServer;
  if (error) {
    console.error(error);
    failed.push('demo server for end-to-end tests');
    return;
  }
  server.release();
  try {
    const passed = await succeeds('npx', ['playwright', 'test'], {
      cwd: path.join(root, 'client'),
      env: {...process.env, E2E_BASE_URL: server.baseUrl},
    });
    if (!passed) failed.push('end-to-end tests');
  } finally {
    await server.stop();
  }
}

function finish() {
  if (failed.length) {
    console.error(`\nFailed: ${failed.join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}

await endToEnd();
finish();
