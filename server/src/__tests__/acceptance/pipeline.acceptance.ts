import {BindingScope, inject, injectable} from '@loopback/core';
import {post, requestBody} from '@loopback/rest';
import {SecurityBindings} from '@loopback/security';
import {supertest} from '@loopback/testlab';
import {Client} from 'pg';
import {ROLE_MATRIX} from '../../authorization/role-matrix';
import type {MemberProfile} from '../../security/principal';
import {DEMO_PASSWORD, demoUsername, runDemo} from '../../scripts/seed-data';
import {REQUESTS_IN_FLIGHT} from '../../keys';
import {RequestsInFlight, TOO_MANY_AT_ONCE} from '../../pipeline/requests-in-flight';
import {bearer, givenRunningApp, loginAs, TEST_ADMIN, TestApp} from '../helpers/app.helper';

const q = (value: object) => encodeURIComponent(JSON.stringify(value));

/** An endpoint a test adds: nothing registers it but its controller binding and its matrix line. */
@injectable({scope: BindingScope.SINGLETON})
class FixtureController {
  @post('/fixture/echo', {responses: {'200': {description: 'The number and who sent it'}}})
  async echo(
    @requestBody({
      required: true,
      content: {'application/json': {schema: {type: 'object', required: ['n'], additionalProperties: false, properties: {n: {type: 'integer', maximum: 10}}}}},
    })
    body: {n: number},
    @inject(SecurityBindings.USER) user: MemberProfile,
  ) {
    return {n: body.n, by: user.id};
  }
}

const statusOf = (res: supertest.Response) => res.status;

describe('the request pipeline', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    // Its tests add routes and controllers to one server.
    app = await givenRunningApp('postgres', {processes: 1});
    // The demo writes with its own connection: no repository of the app has been made yet.
    await runDemo(app.url);
    for (const role of ['admin', 'receiver', 'buyer', 'teller'] as const) tokens[role] = await loginAs(app, demoUsername(role), DEMO_PASSWORD);
    tokens.bogus = 'not-a-token';
  });
  afterAll(async () => app?.stop());

  // Must stay the first request of the file: the bug only showed before any client was read.
  it('gets an order with its client while no client repository exists yet', async () => {
    const res = await app.client.get(`/api/Orders/1?filter=${q({include: [{relation: 'client'}, {relation: 'receiver'}]})}`).set(bearer(tokens.admin));
    expect(res.status).toBe(200);
    expect(res.body.client.id).toBe(res.body.clientId);
  });

  // [role, path, status]: the generic reads, the call lists, and the answers of each step's refusal.
  const cases: [string, string, number][] = [
    ['admin', `/api/Orders?filter=${q({where: {country: 'finland', isReceived: false}, order: ['orderNumber DESC'], limit: 50})}`, 200],
    [
      'receiver',
      `/api/Orders?filter=${q({where: {isReceived: 'true'}, order: ['receivedDate DESC'], limit: 20, include: ['client', {relation: 'receiver'}]})}`,
      200,
    ],
    [
      'admin',
      `/api/Orders?filter=${q({where: {and: [{createdAt: {gt: '2020-01-22T15:15:30Z'}}, {offer: {gte: '100.5'}}]}, fields: ['id', 'offer', 'createdAt'], limit: 30})}`,
      200,
    ],
    ['admin', `/api/Orders?filter[where][country]=sweden&filter[limit]=3&filter[order]=id%20DESC`, 200],
    ['admin', `/api/Orders?filter=${q({where: {id: {inq: [1, '2', 3]}}, include: [{relation: 'client', scope: {fields: ['id', 'firstName']}}]})}`, 200],
    ['admin', `/api/Orders/count?where=${q({closed: false, country: 'finland'})}`, 200],
    ['teller', `/api/Orders/2?filter=${q({include: [{relation: 'client'}, {relation: 'caller'}]})}`, 200],
    ['admin', `/api/Orders/3`, 200],
    ['admin', `/api/Clients?filter=${q({where: {lastName: {ilike: '%NEN'}}, include: [{relation: 'orders', scope: {limit: 2}}], limit: 5})}`, 200],
    ['admin', `/api/CallLogs?filter=${q({include: [{relation: 'member'}, {relation: 'order'}], order: ['id DESC'], limit: 10})}`, 200],
    // Members' credentials live in their own model: never in an answer.
    ['buyer', `/api/Members?filter=${q({order: ['id ASC']})}`, 200],
    ['admin', `/api/AuditEntries?filter=${q({order: ['id DESC'], limit: 5})}`, 200],
    ['admin', `/api/Orders?unknown=1`, 200],
    ['admin', `/api/Members/me`, 200],
    ['none', `/api/health`, 200],
    // The buyer's call lists take the member from the token.
    ['buyer', `/api/buyer/welcome-calls`, 200],
    ['buyer', `/api/buyer/after-calls?q=a&limit=5&skip=1`, 200],
    ['buyer', `/api/buyer/call-counts`, 200],
    // Step 3, authenticate: no token or an unknown one.
    ['bogus', `/api/Orders`, 401],
    ['none', `/api/Orders/1`, 401],
    ['none', `/api/Orders?filter=not-json`, 401],
    // Step 4, authorize: the matrix denies the role, whatever the parameters.
    ['buyer', `/api/Orders?filter=${q({limit: 1})}`, 403],
    ['buyer', `/api/Orders/1`, 403],
    ['buyer', `/api/Orders/abc`, 403],
    ['receiver', `/api/AuditEntries`, 403],
    ['admin', `/api/buyer/welcome-calls`, 403],
    // Step 6, parameters against the schema, and the read engine's guard.
    ['admin', `/api/Orders/abc`, 400],
    ['admin', `/api/Orders?filter=${q({limit: 'x'})}`, 400],
    ['admin', `/api/Orders?filter=not-json`, 400],
    ['admin', `/api/Orders?filter=${q({limit: 100000})}`, 400],
    ['admin', `/api/Orders?filter=${q({where: {$where: '1 = 1'}})}`, 400],
    ['admin', `/api/Orders?filter=${q({where: {city: {regexp: '^T'}}})}`, 400],
    ['admin', `/api/Orders?filter=${q({where: {nope: 1}})}`, 400],
    ['admin', `/api/Orders?filter=${q({fields: {password: true}})}`, 400],
    ['buyer', `/api/buyer/after-calls?limit=0`, 400],
    // Step 7, the controller's own answer.
    ['admin', `/api/Orders/99999999`, 404],
    // No route: LoopBack's static assets (the explorer's files) or 404, with or without a token.
    ['admin', `/api/no-such-thing`, 404],
    ['none', `/api/no-such-thing`, 404],
    ['none', `/api/explorer/`, 200],
    ['none', `/api/explorer/swagger-ui-bundle.js`, 200],
    ['none', `/api/explorer/swagger-ui.css`, 200],
    ['none', `/api/openapi.json`, 200],
  ];

  it.each(cases)('%s GET %s', async (role, path, status) => {
    const request = role === 'none' ? app.client.get(path) : app.client.get(path).set(bearer(tokens[role]));
    const res = await request;
    expect(res.status, res.text).toBe(status);
    if (status === 200) expect(res.text).not.toMatch(/passwordHash|"salt"/);
  });

  it('checks the role before the body: a denied role learns nothing of its input', async () => {
    await app.client.post('/api/Orders').set(bearer(tokens.buyer)).send({nope: 1}).expect(403);
    await app.client.post('/api/Orders').set(bearer(tokens.admin)).send({nope: 1}).expect(422);
    await app.client.post('/api/Orders').send({nope: 1}).expect(401);
  });

  it('fails closed: a route registered beside the controllers is refused, with or without a token', async () => {
    // LoopBack's own handler would serve it without a token or a role.
    app.server.lbApp.route('get', '/backdoor', {responses: {}}, () => ({secret: 'gold'}));
    ROLE_MATRIX['GET /backdoor'] = ['admin'];
    try {
      for (const res of [await app.client.get('/api/backdoor'), await app.client.get('/api/backdoor').set(bearer(tokens.admin))]) {
        expect(res.status).toBe(404);
        expect(res.text).not.toContain('gold');
      }
    } finally {
      delete ROLE_MATRIX['GET /backdoor'];
    }
    // What LoopBack serves by the explicit list stays public; its other documents do not.
    await app.client.get('/api/explorer/openapi.json').expect(200);
    await app.client.get('/api/openapi.yaml').expect(404);
  });

  it('sends the file a controller answers (FileAnswer): the order export streamed as CSV, named by the minute', async () => {
    const where = {country: 'sweden'};
    const res = await app.client
      .get(`/api/Orders/export.csv?where=${q(where)}&columns=orderNumber,country`)
      .set(bearer(tokens.admin))
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.startsWith('\uFEFFOrder number,Country\r\n')).toBe(true);
    const rows = text.slice(1).split('\r\n').filter(Boolean).slice(1);
    const {count} = (
      await app.client
        .get(`/api/Orders/count?where=${q(where)}`)
        .set(bearer(tokens.admin))
        .expect(200)
    ).body;
    expect(count).toBeGreaterThan(0);
    expect(rows).toHaveLength(count);
    expect(rows.every(row => row.endsWith(',sweden'))).toBe(true);
    // A bad request is still refused as JSON, before any byte of the file.
    expect((await app.client.get('/api/Orders/export.csv?columns=nope').set(bearer(tokens.admin)).expect(400)).body.error.message).toBe('Unknown column: nope');
  });

  it('routes no HEAD', async () => {
    await app.client.head('/api/Orders').set(bearer(tokens.admin)).expect(404);
  });

  it('serves an endpoint a test adds with its role and its schema, with no other registration', async () => {
    app.server.lbApp.controller(FixtureController);
    const echo = (role: string, body: object) => app.client.post('/api/fixture/echo').set(bearer(tokens[role])).send(body);
    // Not in the matrix yet: denied to everyone.
    await echo('receiver', {n: 1}).expect(403);
    ROLE_MATRIX['POST /fixture/echo'] = ['receiver'];
    try {
      const me = await app.client.get('/api/Members/me').set(bearer(tokens.receiver)).expect(200);
      expect((await echo('receiver', {n: 3}).expect(200)).body).toEqual({n: 3, by: me.body.id});
      expect(statusOf(await echo('receiver', {n: 11}))).toBe(422);
      expect(statusOf(await echo('receiver', {n: 1, more: true}))).toBe(422);
      expect(statusOf(await echo('admin', {n: 1}))).toBe(403);
      expect(statusOf(await app.client.post('/api/fixture/echo').send({n: 1}))).toBe(401);
    } finally {
      delete ROLE_MATRIX['POST /fixture/echo'];
    }
  });

  it('counts the requests in flight of every endpoint a member calls, commands included', async () => {
    // No room at all: every signed-in request is refused at that step, whatever its route.
    const full = await givenRunningApp('postgres', {bindings: [[REQUESTS_IN_FLIGHT, new RequestsInFlight(0)]]});
    try {
      const token = await loginAs(full, TEST_ADMIN.username, TEST_ADMIN.password);
      for (const request of [
        full.client.get('/api/Orders/1').set(bearer(token)),
        full.client.post('/api/Orders/1/close').set(bearer(token)).send({method: 'phone', reason: 'Age'}),
        full.client.post('/api/Orders/receive').set(bearer(token)).send({barCode: 'X'}),
        full.client.get('/api/Members/me').set(bearer(token)),
      ]) {
        const res = await request;
        expect(res.status, res.text).toBe(429);
        expect(res.body.error.message).toBe(TOO_MANY_AT_ONCE);
      }
      await full.client.get('/api/health').expect(200);
    } finally {
      await full.stop();
    }
  });

  it('answers 500 for every API route while a controller cannot be served, and serves it no other way', async () => {
    class TransientController {
      @post('/fixture/transient', {responses: {'200': {description: 'Never served'}}})
      async call() {
        return 'served';
      }
    }
    const broken = await givenRunningApp('postgres', {processes: 1});
    try {
      broken.server.lbApp.controller(TransientController);
      const token = await loginAs(broken, TEST_ADMIN.username, TEST_ADMIN.password).catch(() => 'no-token');
      const res = await broken.client.post('/api/fixture/transient').set(bearer(token)).send({});
      expect(res.status).toBe(500);
      expect(res.text).not.toContain('served');
      expect(res.text).not.toMatch(/at \w+ \(/);
    } finally {
      await broken.stop();
    }
  });

  describe('the receive scan', () => {
    let db: Client;
    beforeAll(async () => {
      db = new Client({connectionString: app.url});
      await db.connect();
    });
    afterAll(async () => db?.end());

    /** Bar codes of orders a scan receives: open, with an address, not cold cases. */
    const arriving = async (n: number) =>
      (
        await db.query(
          `SELECT barcode FROM orders o WHERE NOT isreceived AND NOT closed AND NOT iscoldcase AND barcode IS NOT NULL
              AND address IS NOT NULL AND zip IS NOT NULL AND city IS NOT NULL
              AND id = (SELECT id FROM orders WHERE barcode = o.barcode ORDER BY createdat DESC, id DESC LIMIT 1)
            ORDER BY id LIMIT $1`,
          [n],
        )
      ).rows.map(row => row.barcode as string);
    const scan = (body: unknown, role = 'receiver') => {
      const request = app.client.post('/api/Orders/receive').set('Content-Type', 'application/json');
      if (role !== 'none') request.set(bearer(tokens[role]));
      return request.send(typeof body === 'string' ? body : JSON.stringify(body));
    };

    it('answers a scan once and writes one audit entry', async () => {
      const [first] = await arriving(1);
      const me = await app.client.get('/api/Members/me').set(bearer(tokens.receiver)).expect(200);
      const res = await scan({barCode: first});
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.notices).toContain('Received');
      expect(res.body.order).toMatchObject({barCode: first, isReceived: true, receiverId: me.body.id});
      const audit = await db.query(`SELECT count(*)::int AS n FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'receive'`, [
        String(res.body.order.id),
      ]);
      expect(audit.rows[0].n).toBe(1);
    });

    // [role, body, status, message]: each refusal of each step, with LoopBack's error answer (a body
    // its contract refuses: the zod schema's first problem, code VALIDATION_FAILED).
    const refusals: [string, unknown, number, string][] = [
      ['receiver', {barCode: 'NO-SUCH-CODE'}, 404, 'Cannot find order'],
      ['receiver', {barCode: '   '}, 404, 'Cannot find order'],
      ['receiver', {barCode: 'X', extra: 1}, 422, 'Unrecognized key: "extra"'],
      ['receiver', {barCode: 42}, 422, 'Invalid input: expected string, received number'],
      ['receiver', {}, 422, 'Invalid input: expected string, received undefined'],
      ['receiver', '{"barCode": ', 400, 'Unexpected end of JSON input'],
      ['receiver', {barCode: 'x'.repeat(101)}, 422, 'Too big: expected string to have <=100 characters'],
      ['buyer', {barCode: 'NO-SUCH-CODE'}, 403, 'Access denied'],
      ['buyer', {barCode: 42}, 403, 'Access denied'],
      ['bogus', {barCode: 'NO-SUCH-CODE'}, 401, 'Authorization header is missing or the token is invalid'],
      ['none', {barCode: 'NO-SUCH-CODE'}, 401, 'Authorization header is missing or the token is invalid'],
    ];
    it.each(refusals)('%s scans %j', async (role, body, status, message) => {
      const res = await scan(body, role);
      expect(res.status, res.text).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body.error).toMatchObject({statusCode: status, message});
      if (status === 422) expect(res.body.error.code).toBe('VALIDATION_FAILED');
    });

    it('refuses a second scan of a received order', async () => {
      const [code] = await arriving(1);
      await scan({barCode: code}).expect(200);
      expect((await scan({barCode: code})).status).toBe(409);
    });
  });
});
