// Helpers of the load scripts (`npm run soak`, usable by `npm run bench`): the production server on a
// free port with its process id, logins, the load members `<prefix>-<role>-N` made by an admin, and
// percentiles.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {root} from './prepare.mjs';

const require = createRequire(import.meta.url);
const {freePort} = require('./temp-postgres.cjs');

/**
 * Starts the production build (`server/dist/index.js`, NODE_ENV=production) with `env` on a free
 * port and waits for /api/health; answers {base, pid, child, stop()}. stop() sends SIGTERM and waits
 * for the exit (the server finishes its requests and closes its database).
 */
export async function startProductionServer(env, {stderr = 'inherit'} = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'index.js')], {
    cwd: root,
    env: {...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production'},
    stdio: ['ignore', 'ignore', stderr],
  });
  const exited = new Promise(resolve => child.once('exit', resolve));
  // Never left behind holding its database, whatever ends this process (an embedded database
  // opened by two processes at once is damaged).
  const orphan = () => child.exitCode === null && child.signalCode === null && child.kill('SIGTERM');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 480) {
      await stop();
      throw new Error('the server did not start within 2 minutes');
    }
    await new Promise(r => setTimeout(r, 250));
  }
  return {base, pid: child.pid, child, stop};
}

/** Resident memory of a process in bytes (VmRSS of /proc/<pid>/status), or undefined when it is gone. */
export function residentBytes(pid) {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Logs in; answers {token, userId}. */
export async function login(base, username, password) {
  const res = await fetch(`${base}/api/Members/login`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({username, password}),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return {token: body.id, userId: body.userId};
}

/** A caller of the API with one member's token: the answer's JSON (none for 204), or an error naming the request. */
export function apiCaller(base, token) {
  return async (method, url, body) => {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {Authorization: `Bearer ${token}`, 'Content-Type': 'application/json'},
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };
}

/**
 * Members of one role for the load, `<prefix>-<role>-N` with the password `demo-password`, made
 * by the admin when missing (as `npm run bench` makes its `bench-<role>-N`); answers their logins.
 * One after another: an admin may have only so many requests in flight.
 */
export async function loadMembers(base, adminToken, prefix, role, count) {
  const call = apiCaller(base, adminToken);
  const members = [];
  for (let i = 1; i <= count; i++) {
    const username = `${prefix}-${role.toLowerCase()}-${i}`;
    const [found] = await call('GET', `/Members?filter=${encodeURIComponent(JSON.stringify({where: {username}}))}`);
    if (!found) {
      await call('POST', '/Members', {
        name: `${prefix} ${role} ${i}`,
        username,
        password: 'demo-password',
        buyerCommission: 0,
        preferLanguage: 'finnish',
        preferCountry: 'finland',
        [role]: true,
        isActive: true,
      });
    }
    members.push({username, ...(await login(base, username, 'demo-password'))});
  }
  return members;
}

/** The value below which `share` of the sorted numbers lie (nearest rank); 0 for none. */
export function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}
