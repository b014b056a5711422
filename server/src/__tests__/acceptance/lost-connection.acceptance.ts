import {BindingScope, injectable} from '@loopback/core';
import {get, post} from '@loopback/rest';
import {ROLE_MATRIX} from '../../authorization/role-matrix';
import {DB_DATASOURCE} from '../../keys';
import {IDEMPOTENT} from '../../specs/helpers';
import {bearer, givenRunningApp, loginAs, TEST_ADMIN, TestApp} from '../helpers/app.helper';
import {ConnectionCutter} from '../helpers/connection-cutter';

const q = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('after the database dropped its connections (failover, restart)', () => {
  let app: TestApp;
  let cutter: ConnectionCutter;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    // The subject is one server's pool: its connections are filled, cut and counted.
    app = await givenRunningApp('postgres', {
      processes: 1,
      through: async url => {
        cutter = await ConnectionCutter.start(url);
        return cutter.url;
      },
    });
    tokens.admin = await loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
    await app.client.post('/api/Materials').set(bearer(tokens.admin)).send({name: 'Gold 585', price: 30.5}).expect(200);
  });
  afterAll(async () => {
    await app?.stop();
    await cutter?.stop();
  });

  const pool = async () => (await app.server.lbApp.get(DB_DATASOURCE)).pool;

  /** Fills the pool with idle connections, then cuts them all. */
  async function cutAfterBusyMoment() {
    await Promise.all(
      Array.from({length: 6}, () =>
        app.client
          .get(`/api/Orders?filter=${q({limit: 5})}`)
          .set(bearer(tokens.admin))
          .expect(200),
      ),
    );
    expect((await pool()).idleCount).toBeGreaterThan(1);
    cutter.cut();
  }

  it('answers every read at once, each on a fresh connection', async () => {
    await cutAfterBusyMoment();
    for (const [role, path] of [
      ['admin', `/api/Orders?filter=${q({limit: 5})}`],
      ['admin', '/api/Members/me'],
      ['admin', '/api/Orders/count'],
    ]) {
      const res = await app.client.get(path).set(bearer(tokens[role]));
      expect(res.status, `${role} ${path}: ${res.text}`).toBe(200);
    }
  });

  it("looks a token up again on a fresh connection (the session cache's miss)", async () => {
    const fresh = await loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
    await cutAfterBusyMoment();
    await app.client.get('/api/Members/me').set(bearer(fresh)).expect(200);
  });

  it('begins a command once more when its BEGIN met a dropped connection, and the pool keeps its places', async () => {
    const [material] = (
      await app.client
        .get(`/api/Materials?filter=${q({limit: 1})}`)
        .set(bearer(tokens.admin))
        .expect(200)
    ).body;
    await cutAfterBusyMoment();
    const res = await app.client
      .patch(`/api/Materials/${material.id}`)
      .set(bearer(tokens.admin))
      .send({price: material.price + 1});
    expect(res.status, res.text).toBe(204);
    expect((await app.client.get(`/api/Materials/${material.id}`).set(bearer(tokens.admin)).expect(200)).body.price).toBe(material.price + 1);
    // A failed BEGIN used to keep its connection checked out for ever.
    const p = await pool();
    expect(p.totalCount - p.idleCount).toBe(0);
  });
});

describe('what is run again after a lost connection', () => {
  let app: TestApp;
  let token: string;
  const calls = {read: 0, command: 0};
  /** The database error a dropped connection gives, the first time each is called. */
  const dropped = () => Object.assign(new Error('terminating connection due to administrator command'), {code: '57P01'});

  @injectable({scope: BindingScope.SINGLETON})
  class FlakyController {
    @get('/fixture/flaky-read', {responses: {'200': {description: 'A read'}}})
    async read() {
      if (calls.read++ === 0) throw dropped();
      return {ok: true};
    }

    @post('/fixture/flaky-command', {[IDEMPOTENT]: true, responses: {'200': {description: 'A command'}}})
    async command() {
      if (calls.command++ % 2 === 0) throw dropped();
      return {ok: true};
    }
  }

  beforeAll(async () => {
    app = await givenRunningApp('pglite');
    app.server.lbApp.controller(FlakyController);
    ROLE_MATRIX['GET /fixture/flaky-read'] = ['admin'];
    ROLE_MATRIX['POST /fixture/flaky-command'] = ['admin'];
    token = await loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
  });
  afterAll(async () => {
    delete ROLE_MATRIX['GET /fixture/flaky-read'];
    delete ROLE_MATRIX['POST /fixture/flaky-command'];
    await app?.stop();
  });

  it('a read runs once more', async () => {
    await app.client.get('/api/fixture/flaky-read').set(bearer(token)).expect(200, {ok: true});
    expect(calls.read).toBe(2);
  });

  it('a command without an Idempotency-Key is never run twice: 503, send it again', async () => {
    calls.command = 0;
    const res = await app.client.post('/api/fixture/flaky-command').set(bearer(token)).send({});
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe('The connection to the database was lost: try again');
    expect(calls.command).toBe(1);
  });

  it('a command with an Idempotency-Key runs once more', async () => {
    calls.command = 0;
    await app.client.post('/api/fixture/flaky-command').set(bearer(token)).set('Idempotency-Key', 'flaky-1').send({}).expect(200, {ok: true});
    expect(calls.command).toBe(2);
  });
});
