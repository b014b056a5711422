import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {QZ_TRAY} from '@karat/shared';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {KEEP_ALIVE_TIMEOUT_MS} from '../../server';
import {adminToken} from '../helpers/builders';

// Browser-facing headers on every answer (the client, the API pipeline, LoopBack,
// errors), no-store on the API, and CORS same-origin unless the environment names origins.

type Headers = Record<string, string | undefined>;
const ASSET = '/assets/index-AbC123xy.js';

/** A built client in a temporary folder, as Vite writes it (hashed assets, no inline script). */
function givenClientDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'karat-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" crossorigin src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, ASSET), 'console.log("karat")');
  return dir;
}

/** The directives of a Content-Security-Policy header, by name. */
function csp(headers: Headers): Record<string, string[]> {
  const value = headers['content-security-policy'];
  expect(value, 'Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    value!
      .split(';')
      .map(d => d.trim().split(/\s+/))
      .filter(parts => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const QZ_SOURCES = QZ_TRAY.hosts.flatMap(host => [
  ...QZ_TRAY.securePorts.map(port => `wss://${host}:${port}`),
  ...QZ_TRAY.insecurePorts.map(port => `ws://${host}:${port}`),
]);

/** What every answer of the product carries, whatever produced it. */
function expectBrowserHeaders(headers: Headers) {
  const policy = csp(headers);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy['connect-src']).toEqual(["'self'", ...QZ_SOURCES]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-powered-by']).toBeUndefined();
}

function expectApiHeaders(headers: Headers) {
  expectBrowserHeaders(headers);
  expect(headers['cache-control']).toBe('no-store');
}

function expectNoCors(headers: Headers) {
  expect(headers['access-control-allow-origin']).toBeUndefined();
  expect(headers['access-control-allow-credentials']).toBeUndefined();
}

describe('browser-facing headers', () => {
  let app: TestApp;
  let admin: string;
  let dist: string;

  beforeAll(async () => {
    dist = givenClientDist();
    app = await givenRunningApp('postgres', {config: {clientDist: dist}});
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dist, {recursive: true, force: true});
  });

  it('keeps an idle kept-alive connection open longer than the clients and proxies that reuse it', async () => {
    const server = app.server.httpServer!;
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    // What a client reusing the connection is told.
    const agent = new http.Agent({keepAlive: true});
    try {
      const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) =>
        http
          .get(`${app.server.url}/api/health`, {agent}, res => {
            res.resume();
            resolve(res.headers);
          })
          .on('error', reject),
      );
      expect(headers['keep-alive']).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    } finally {
      agent.destroy();
    }
  });

  it('the QZ Tray list covers its four secure and four insecure ports on each host', () => {
    expect(QZ_SOURCES).toHaveLength(16);
    expect(QZ_SOURCES).toEqual(expect.arrayContaining(['wss://localhost:8181', 'wss://localhost:8484', 'ws://localhost:8182', 'ws://localhost:8485']));
  });

  it('index.html, also for a client route, with the policy and no-cache', async () => {
    for (const url of ['/', '/admin/orders/5']) {
      const res = await app.client.get(url).expect(200);
      expect(res.text).toContain('<div id="root">');
      expectBrowserHeaders(res.headers);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a hashed client asset: the policy headers, cacheable (not no-store)', async () => {
    const res = await app.client.get(ASSET).expect(200);
    expectBrowserHeaders(res.headers);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(res.headers['cache-control']).not.toContain('no-store');
  });

  it('a generic read (GET /api/Orders), a named endpoint (GET /api/Members/me) and an error (failed login)', async () => {
    const list = await app.client.get('/api/Orders?filter={"limit":1}').set(bearer(admin)).expect(200);
    expectApiHeaders(list.headers);

    const me = await app.client.get('/api/Members/me').set(bearer(admin)).expect(200);
    expectApiHeaders(me.headers);

    const login = await app.client.post('/api/Members/login').send({username: 'nobody-here', password: 'wrong-password'}).expect(401);
    expectApiHeaders(login.headers);
  });

  it('error answers: 401 without a token, 404, 422 on a bad filter, and a command error', async () => {
    expectApiHeaders((await app.client.get('/api/Orders').expect(401)).headers);
    expectApiHeaders((await app.client.get('/api/no-such-endpoint').set(bearer(admin)).expect(404)).headers);
    expectApiHeaders((await app.client.get('/api/Orders/987654321').set(bearer(admin)).expect(404)).headers);
    expectApiHeaders((await app.client.get('/api/Orders?filter={"where":{"nope":1}}').set(bearer(admin)).expect(400)).headers);
    const receiver = await app.client.post('/api/Orders/receive').set(bearer(admin)).send({barCode: 'NO-SUCH-CODE'}).expect(404);
    expectApiHeaders(receiver.headers);
  });

  it('the API explorer keeps the frame and sniffing protection and is not cached', async () => {
    const res = await app.client.get('/api/explorer/').expect(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp(res.headers)['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('CORS without CORS_ORIGINS: same origin only', () => {
    const foreign = 'https://evil.example';

    it('no Access-Control-Allow-Origin for another origin, on API answers and errors', async () => {
      expectNoCors((await app.client.get('/api/Orders?filter={"limit":1}').set(bearer(admin)).set('Origin', foreign).expect(200)).headers);
      expectNoCors((await app.client.get('/api/Members/me').set(bearer(admin)).set('Origin', foreign).expect(200)).headers);
      expectNoCors((await app.client.get('/api/Orders').set('Origin', foreign).expect(401)).headers);
    });

    it('a preflight from another origin is not allowed', async () => {
      const res = await app.client
        .options('/api/Orders')
        .set('Origin', foreign)
        .set('Access-Control-Request-Method', 'GET')
        .set('Access-Control-Request-Headers', 'authorization');
      expectNoCors(res.headers);
    });
  });
});

describe('CORS with CORS_ORIGINS', () => {
  let app: TestApp;
  let admin: string;
  const allowed = 'https://office.example';

  beforeAll(async () => {
    app = await givenRunningApp('postgres', {config: {corsOrigins: [allowed, 'https://other.example:8443']}});
    admin = await adminToken(app);
  });
  afterAll(async () => {
    await app?.stop();
  });

  it('echoes a listed origin (never *, never with credentials) on API answers', async () => {
    for (const res of [
      await app.client.get('/api/Orders?filter={"limit":1}').set(bearer(admin)).set('Origin', allowed).expect(200),
      await app.client.get('/api/Members/me').set(bearer(admin)).set('Origin', allowed).expect(200),
    ]) {
      expect(res.headers['access-control-allow-origin']).toBe(allowed);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Origin/);
      expectApiHeaders(res.headers);
    }
  });

  it('answers a preflight from a listed origin and not from another', async () => {
    const preflight = (origin: string) =>
      app.client
        .options('/api/Orders')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type');
    const ok = await preflight(allowed).expect(204);
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    expect(ok.headers['access-control-allow-headers']).toMatch(/authorization/i);
    expectNoCors((await preflight('https://office.example.evil.example')).headers);
    expectNoCors((await app.client.get('/api/Members/me').set(bearer(admin)).set('Origin', 'http://office.example').expect(200)).headers);
  });
});
