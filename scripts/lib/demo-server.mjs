// A fresh demo server for the browser tests (`npm test`, `npm run screens`): the demo data on an
// embedded database in a temporary DATA_DIR, the built server on a free port. Stopping it ends the
// server and removes the data.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {heldOutput} from './held-output.mjs';
import {root} from './prepare.mjs';

const require = createRequire(import.meta.url);
const {freePort} = require('./temp-postgres.cjs');

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

/**
 * Seeds the demo data and starts the server on it; answers its base URL, `stop()` and `release()`,
 * or throws (nothing left behind, what it printed shown) when the demo data or the server fails.
 * With `holdOutput` what the seeding and the server print waits for `release()`: `npm test` makes
 * this server while the server tests run and prints it when the browser tests begin.
 */
export async function startDemoServer({holdOutput = false} = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-e2e-'));
  const removeData = () => fs.rmSync(dataDir, {recursive: true, force: true});
  const output = heldOutput(holdOutput);
  const stdio = ['ignore', holdOutput ? 'pipe' : 'inherit', holdOutput ? 'pipe' : 'inherit'];
  const port = await freePort();
  const env = {...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: ''};
  const demo = spawn(process.execPath, [path.join(root, 'server', 'dist', 'scripts', 'demo.js')], {cwd: root, env, stdio});
  output.pipe(demo);
  const demoExit = await new Promise(resolve => demo.once('exit', (status, signal) => resolve(status ?? signal)));
  if (demoExit !== 0) {
    removeData();
    output.release();
    throw new Error(`the demo data failed (exit ${demoExit})`);
  }
  const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'index.js')], {cwd: root, env, stdio: ['ignore', 'ignore', stdio[2]]});
  output.pipe(server);
  const exited = new Promise(r => server.once('exit', r));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    removeData();
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    await stop();
    output.release();
    throw err;
  }
  return {baseUrl, stop, release: output.release};
}
