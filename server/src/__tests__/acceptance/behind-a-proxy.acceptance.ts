import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {Client} from 'pg';
import {LIMITS, MESSAGES} from '@karat/shared';
import {givenDatabase, givenRunningApp, TEST_ADMIN, TestApp, type TestDatabase} from '../helpers/app.helper';
import {startCaddy, startServerProcess, type Started} from '../helpers/processes';

// Behind a proxy every request comes from the proxy's address. With TRUST_PROXY the login throttle
// counts the client's address the proxy forwards; without it a forwarded address is not believed,
// or a guesser would pick a new one for each try.

const login = (app: TestApp, from: string, i: number) =>
  app.client
    .post('/api/Members/login')
    .set('X-Forwarded-For', from)
    .send({username: `nobody-${i}-here`, password: 'wrong-guess-123'});

async function addresses(app: {url: string}): Promise<string[]> {
  const db = new Client({connectionString: app.url});
  await db.connect();
  try {
    return (await db.query<{address: string}>('SELECT DISTINCT address FROM login_attempts ORDER BY address')).rows.map(r => r.address);
  } finally {
    await db.end();
  }
}

describe('the login throttle behind a proxy', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await givenRunningApp('postgres', {config: {trustProxy: 1}});
    direct = await givenRunningApp('postgres');
  });
  afterAll(async () => {
    await proxied?.stop();
    await direct?.stop();
  });

  it("with TRUST_PROXY=1, counts each client's forwarded address: one guesser does not lock the office out", async () => {
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) await login(proxied, '203.0.113.5', i).expect(401);
    expect((await login(proxied, '203.0.113.5', 99).expect(429)).body.error.message).toBe(MESSAGES.tooManyLogins);
    // A colleague behind the same proxy still gets an answer about the password.
    await login(proxied, '198.51.100.7', 100).expect(401);
    expect(await addresses(proxied)).toEqual(['198.51.100.7', '203.0.113.5']);
  });

  it('without it, believes no forwarded address: a new one for each guess changes nothing', async () => {
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) await login(direct, `203.0.113.${i + 1}`, i).expect(401);
    await login(direct, '198.51.100.7', 99).expect(429);
    expect(await addresses(direct)).toHaveLength(1);
  });
});

// The production shape: two server processes (server/dist/index.js) on one PostgreSQL behind Caddy
// with the repository's deploy/Caddyfile, as docker-compose.yml runs them.
describe('two server processes behind Caddy (deploy/Caddyfile)', () => {
  let db: TestDatabase;
  let folder: string;
  let servers: Started[] = [];
  let caddy: Started | undefined;
  const viaProxy = (route: string, init: RequestInit = {}) => fetch(`${caddy!.url}${route}`, init);
  const post = (body: object, headers: Record<string, string> = {}) =>
    viaProxy('/api/Members/login', {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body: JSON.stringify(body)});
  const me = (base: string, token: string) => fetch(`${base}/api/Members/me`, {headers: {Authorization: `Bearer ${token}`}}).then(res => res.status);

  // Two real server starts (each migrates, under the migration lock, and boots) and Caddy's: more
  // than a file's ordinary setup.
  beforeAll(async () => {
    db = await givenDatabase('postgres');
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-proxy-'));
    const env = {
      DATABASE_URL: db.url,
      // One DATA_DIR for both, as the compose file's shared volume: the stored files and the document-link key.
      DATA_DIR: path.join(folder, 'data'),
      TRUST_PROXY: '1',
      INITIAL_ADMIN_USERNAME: TEST_ADMIN.username,
      INITIAL_ADMIN_PASSWORD: TEST_ADMIN.password,
    };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    caddy = await startCaddy(
      servers.map(server => new URL(server.url).host),
      path.join(folder, 'caddy'),
    );
    // Caddy answers once its first health check found a server up.
    for (let tries = 0; (await viaProxy('/api/health').catch(() => undefined))?.status !== 200; tries++) {
      if (tries > 100) throw new Error('Caddy did not reach the servers');
      await new Promise(resolve => setTimeout(resolve, 100));
    }
  }, 60_000);
  afterAll(async () => {
    await caddy?.stop();
    await Promise.all(servers.map(server => server.stop()));
    await db?.drop();
    if (folder) fs.rmSync(folder, {recursive: true, force: true});
  });

  it('a session opened through the proxy works on both processes, and its logout ends it on both', async () => {
    const login = await post(TEST_ADMIN);
    expect(login.status).toBe(200);
    const {id: token} = (await login.json()) as {id: string};
    expect(await Promise.all(servers.map(server => me(server.url, token)))).toEqual([200, 200]);
    expect((await viaProxy('/api/Members/logout', {method: 'POST', headers: {Authorization: `Bearer ${token}`}})).status).toBe(204);
    await expect.poll(() => Promise.all(servers.map(server => me(server.url, token)))).toEqual([401, 401]);
  });

  it('the login throttle counts the address Caddy saw, not one the client wrote', async () => {
    expect((await post({username: 'nobody-here', password: 'wrong-guess-123'}, {'X-Forwarded-For': '203.0.113.9'})).status).toBe(401);
    expect(await addresses(db)).toEqual(['127.0.0.1']);
  });

  it('when a server stops, the proxy sends every request to the other', async () => {
    const {id: token} = (await (await post(TEST_ADMIN)).json()) as {id: string};
    await servers[0].stop();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await viaProxy('/api/Members/me', {headers: {Authorization: `Bearer ${token}`}})).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
