import {supertest} from '@loopback/testlab';
import {Client} from 'pg';
import {DEMO_PASSWORD, demoUsername, runDemo} from '../../scripts/seed-data';
import {bearer, givenRunningApp, loginAs, TestApp} from '../helpers/app.helper';

const q = (value: object) => encodeURIComponent(JSON.stringify(value));

/** Everything of an answer but the time it was sent. */
function answerOf(res: supertest.Response) {
  const {date, ...headers} = res.headers;
  return {status: res.status, headers, text: res.text};
}

describe('the fast read lane answers exactly as LoopBack', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
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

  // [role, path, answered by the lane]: the lane answers only what LoopBack answers 200.
  const cases: [string, string, boolean][] = [
    ['admin', `/api/Orders?filter=${q({where: {country: 'finland', isReceived: false}, order: ['orderNumber DESC'], limit: 50})}`, true],
    [
      'receiver',
      `/api/Orders?filter=${q({where: {isReceived: 'true'}, order: ['receivedDate DESC'], limit: 20, include: ['client', {relation: 'receiver'}]})}`,
      true,
    ],
    [
      'admin',
      `/api/Orders?filter=${q({where: {and: [{createdAt: {gt: '2020-01-22T15:15:30Z'}}, {offer: {gte: '100.5'}}]}, fields: ['id', 'offer', 'createdAt'], limit: 30})}`,
      true,
    ],
    ['admin', `/api/Orders?filter[where][country]=sweden&filter[limit]=3&filter[order]=id%20DESC`, true],
    ['admin', `/api/Orders?filter=${q({where: {id: {inq: [1, '2', 3]}}, include: [{relation: 'client', scope: {fields: ['id', 'firstName']}}]})}`, true],
    ['admin', `/api/Orders/count?where=${q({closed: false, country: 'finland'})}`, true],
    ['teller', `/api/Orders/2?filter=${q({include: [{relation: 'client'}, {relation: 'caller'}]})}`, true],
    ['admin', `/api/Orders/3`, true],
    ['admin', `/api/Clients?filter=${q({where: {lastName: {ilike: '%NEN'}}, include: [{relation: 'orders', scope: {limit: 2}}], limit: 5})}`, true],
    ['admin', `/api/CallLogs?filter=${q({include: [{relation: 'member'}, {relation: 'order'}], order: ['id DESC'], limit: 10})}`, true],
    // Members' credentials live in their own model: never in an answer.
    ['buyer', `/api/Members?filter=${q({order: ['id ASC']})}`, true],
    ['admin', `/api/AuditEntries?filter=${q({order: ['id DESC'], limit: 5})}`, true],
    ['admin', `/api/Orders?unknown=1`, true],
    // The buyer's call lists take the member from the token.
    ['buyer', `/api/buyer/welcome-calls`, true],
    ['buyer', `/api/buyer/after-calls?q=a&limit=5&skip=1`, true],
    ['buyer', `/api/buyer/call-counts`, true],
    // Errors: LoopBack answers them, the lane stays out.
    ['admin', `/api/Orders/99999999`, false],
    ['admin', `/api/Orders/abc`, false],
    ['admin', `/api/Orders?filter=${q({limit: 'x'})}`, false],
    ['admin', `/api/Orders?filter=not-json`, false],
    ['admin', `/api/Orders?filter=${q({limit: 100000})}`, false],
    ['admin', `/api/Orders?filter=${q({where: {$where: '1 = 1'}})}`, false],
    ['admin', `/api/Orders?filter=${q({where: {city: {regexp: '^T'}}})}`, false],
    ['admin', `/api/Orders?filter=${q({where: {nope: 1}})}`, false],
    ['admin', `/api/Orders?filter=${q({fields: {password: true}})}`, false],
    ['buyer', `/api/Orders?filter=${q({limit: 1})}`, false],
    ['buyer', `/api/Orders/1`, false],
    ['receiver', `/api/AuditEntries`, false],
    ['bogus', `/api/Orders`, false],
    ['none', `/api/Orders/1`, false],
    // Not generic reads: always LoopBack.
    ['admin', `/api/Members/me`, false],
    ['admin', `/api/health`, false],
    ['admin', `/api/buyer/welcome-calls`, false],
    ['buyer', `/api/buyer/after-calls?limit=0`, false],
    ['admin', `/api/no-such-thing`, false],
  ];

  it.each(cases)('%s GET %s', async (role, path, byLane) => {
    const lane = app.server.fastLane;
    const request = () => (role === 'none' ? app.client.get(path) : app.client.get(path).set(bearer(tokens[role])));
    const before = lane.served;
    const fast = answerOf(await request());
    if (byLane) expect(fast.status).toBe(200);
    expect(lane.served - before).toBe(byLane ? 1 : 0);
    lane.enabled = false;
    try {
      const slow = answerOf(await request());
      expect(fast).toEqual(slow);
    } finally {
      lane.enabled = true;
    }
    if (fast.status === 200) expect(fast.text).not.toMatch(/passwordHash|"salt"/);
  });

  it('leaves HEAD and writes to LoopBack', async () => {
    const before = app.server.fastLane.served;
    // LoopBack routes no HEAD: the lane must not answer one either.
    await app.client.head('/api/Orders').set(bearer(tokens.admin)).expect(404);
    await app.client.post('/api/Orders').set(bearer(tokens.buyer)).send({}).expect(403);
    expect(app.server.fastLane.served).toBe(before);
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

    it('answers a scan once, as LoopBack does, and writes one audit entry', async () => {
      const [first, second] = await arriving(2);
      const lane = app.server.fastLane;
      const before = lane.served;
      const fast = await scan({barCode: first});
      expect(lane.served - before).toBe(1);
      lane.enabled = false;
      let slow;
      try {
        slow = await scan({barCode: second});
      } finally {
        lane.enabled = true;
      }
      expect(fast.status).toBe(200);
      expect(slow.status).toBe(200);
      const {date: _d1, 'content-length': _l1, ...fastHeaders} = fast.headers;
      const {date: _d2, 'content-length': _l2, ...slowHeaders} = slow.headers;
      expect(fastHeaders).toEqual(slowHeaders);
      expect(fast.body.notices).toEqual(slow.body.notices);
      expect(Object.keys(fast.body.order)).toEqual(Object.keys(slow.body.order));
      expect(fast.body.order).toMatchObject({barCode: first, isReceived: true, receiverId: slow.body.order.receiverId});
      const audit = await db.query(`SELECT count(*)::int AS n FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'receive'`, [
        String(fast.body.order.id),
      ]);
      expect(audit.rows[0].n).toBe(1);
    });

    // [role, body]: every refusal is byte for byte LoopBack's, and none is written twice.
    const refusals: [string, unknown][] = [
      ['receiver', {barCode: 'NO-SUCH-CODE'}],
      ['receiver', {barCode: '   '}],
      ['receiver', {barCode: 'X', extra: 1}],
      ['receiver', {barCode: 42}],
      ['receiver', {}],
      ['receiver', '{"barCode": '],
      ['receiver', {barCode: 'x'.repeat(101)}],
      ['buyer', {barCode: 'NO-SUCH-CODE'}],
      ['buyer', {barCode: 42}],
      ['bogus', {barCode: 'NO-SUCH-CODE'}],
      ['none', {barCode: 'NO-SUCH-CODE'}],
    ];
    it.each(refusals)('%s scans %j', async (role, body) => {
      const lane = app.server.fastLane;
      const before = lane.served;
      const fast = answerOf(await scan(body, role));
      // Past the token and the role the lane answers, refusals too; before, LoopBack does.
      expect(lane.served - before).toBe(role === 'receiver' ? 1 : 0);
      lane.enabled = false;
      try {
        expect(fast).toEqual(answerOf(await scan(body, role)));
      } finally {
        lane.enabled = true;
      }
      expect(fast.status).toBeGreaterThanOrEqual(400);
    });

    it('refuses a second scan of a received order as LoopBack does', async () => {
      const [code] = await arriving(1);
      await scan({barCode: code}).expect(200);
      const fast = answerOf(await scan({barCode: code}));
      app.server.fastLane.enabled = false;
      try {
        expect(fast).toEqual(answerOf(await scan({barCode: code})));
      } finally {
        app.server.fastLane.enabled = true;
      }
      expect(fast.status).toBe(409);
    });
  });
});
