import {Client} from 'pg';
import {bearer, givenRunningApp, TestApp, BOTH_DATABASES} from '../helpers/app.helper';
import {adminToken, givenClientData, givenMemberWithRoles, givenOrder as givenStoredOrder} from '../helpers/builders';
import {ANSWER_LOST_MESSAGE, INVALID_KEY_MESSAGE, KEY_REUSED_MESSAGE} from '../../pipeline/idempotency';

// A create or send command retried or doubled with one Idempotency-Key acts once
// and answers the first result, on both databases.

const DAY = 86_400_000;
let keys = 0;
const newKey = () => `test-key-${process.pid}-${++keys}-${Date.now()}`;

describe.each(BOTH_DATABASES)('Idempotency-Key on %s', kind => {
  let app: TestApp;
  let admin: string;
  let buyer: {token: string; member: {id: number}};
  let customer: {token: string};
  let db: Client;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    customer = await givenMemberWithRoles(app, ['customer']);
    db = new Client({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const count = async (text: string, params: unknown[]) => (await db.query(text, params)).rows[0].n as number;
  const ordersOfPhone = (phone: string) => count('SELECT count(*)::int AS n FROM orders o JOIN clients c ON c.id = o.clientid WHERE c.phone = $1', [phone]);

  const addOrderBody = (phone: string) => ({
    client: givenClientData({phone}),
    order: {
      welcomeCall: new Date(Date.now() + 4 * DAY).toISOString(),
      dueDate: new Date(Date.now() + 16 * DAY).toISOString(),
      language: 'finnish',
      country: 'finland',
    },
  });
  const addOrder = (body: object, key?: string) => {
    const request = app.client.post('/api/buyer/orders').set(bearer(buyer.token));
    if (key !== undefined) request.set('Idempotency-Key', key);
    return request.send(body);
  };

  const givenOrder = () => givenStoredOrder(app, admin, {callerId: buyer.member.id});

  it('a replayed add order answers the first order and creates no second one', async () => {
    const key = newKey();
    const body = addOrderBody('358461000001');
    const first = await addOrder(body, key).expect(200);
    const again = await addOrder(body, key).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body).toEqual(first.body);
    expect(await ordersOfPhone('358461000001')).toBe(1);
  });

  it('a doubled add order (both requests at once) creates one order and both get it', async () => {
    const key = newKey();
    const body = addOrderBody('358461000002');
    const answers = await Promise.all([addOrder(body, key), addOrder(body, key), addOrder(body, key)]);
    expect(answers.map(a => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map(a => a.body.order.id)).size).toBe(1);
    expect(await ordersOfPhone('358461000002')).toBe(1);
  });

  it('without a key every request acts (the header is optional for outside clients)', async () => {
    const body = addOrderBody('358461000003');
    await addOrder(body).expect(200);
    await addOrder(body).expect(200);
    expect(await ordersOfPhone('358461000003')).toBe(2);
  });

  it('refuses the same key for another body or another operation, and a malformed key', async () => {
    const key = newKey();
    await addOrder(addOrderBody('358461000004'), key).expect(200);
    const other = await addOrder(addOrderBody('358461000005'), key).expect(422);
    expect(other.body.error.message).toBe(KEY_REUSED_MESSAGE);
    expect(await ordersOfPhone('358461000005')).toBe(0);
    const order = await givenOrder();
    const elsewhere = await app.client
      .post(`/api/Orders/${order.id}/calls`)
      .set(bearer(buyer.token))
      .set('Idempotency-Key', key)
      .send({type: 'WELCOME_CALL', event: 'doesNotAnswer', message: 'No answer'})
      .expect(422);
    expect(elsewhere.body.error.message).toBe(KEY_REUSED_MESSAGE);
    for (const bad of ['', 'x'.repeat(256), 'spaces are not allowed', 'ä-key']) {
      const res = await addOrder(addOrderBody('358461000006'), bad).expect(400);
      expect(res.body.error.message).toBe(INVALID_KEY_MESSAGE);
    }
    expect(await ordersOfPhone('358461000006')).toBe(0);
  });

  it('keys are per member: another member with the same key acts for itself', async () => {
    const key = newKey();
    const other = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    await addOrder(addOrderBody('358461000007'), key).expect(200);
    await app.client.post('/api/buyer/orders').set(bearer(other.token)).set('Idempotency-Key', key).send(addOrderBody('358461000007')).expect(200);
    expect(await ordersOfPhone('358461000007')).toBe(2);
  });

  it('a replayed or doubled call event writes one call log', async () => {
    const order = await givenOrder();
    const key = newKey();
    const call = () =>
      app.client
        .post(`/api/Orders/${order.id}/calls`)
        .set(bearer(buyer.token))
        .set('Idempotency-Key', key)
        .send({type: 'WELCOME_CALL', event: 'doesNotAnswer', message: 'No answer'});
    const [a, b] = await Promise.all([call(), call()]);
    const c = await call();
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(await count('SELECT count(*)::int AS n FROM call_logs WHERE orderid = $1', [order.id])).toBe(1);
  });

  it('a replayed SMS is sent and logged once', async () => {
    const key = newKey();
    const order = await givenStoredOrder(app, admin, {isReceived: true, isValued: true});
    const send = () => app.client.post('/api/SMs/send').set(bearer(admin)).set('Idempotency-Key', key).send({orderId: order.id, kind: 'tellerNoAnswer'});
    const first = await send().expect(200);
    const again = await send().expect(200);
    expect(again.body).toEqual(first.body);
    expect(await count(`SELECT count(*)::int AS n FROM sms_logs WHERE orderid = $1`, [order.id])).toBe(1);
  });

  it('a command that failed changed nothing and releases its key: the retry runs it', async () => {
    const order = await givenOrder();
    const key = newKey();
    const close = () =>
      app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).set('Idempotency-Key', key).send({method: 'phone', reason: 'Age'});
    await db.query('UPDATE orders SET closed = true WHERE id = $1', [order.id]);
    const refused = await close();
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    await db.query('UPDATE orders SET closed = false WHERE id = $1', [order.id]);
    const closed = await close().expect(200);
    expect(closed.headers['idempotent-replayed']).toBeUndefined();
    const replayed = await close().expect(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(
      await count(`SELECT count(*)::int AS n FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action LIKE '%close%'`, [String(order.id)]),
    ).toBe(1);
  });

  it('a key whose request died before its commit is released in seconds: the retry runs the command', async () => {
    const order = await givenOrder();
    const close = (key: string) =>
      app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).set('Idempotency-Key', key).send({method: 'phone', reason: 'Age'});
    // A first close gives the claim (operation and fingerprint) the retry will make; then the order is open again.
    const retryKey = newKey();
    const first = await close(retryKey).expect(200);
    const claim = (await db.query(`SELECT operation, fingerprint, committed FROM idempotency_keys WHERE key = $1`, [retryKey])).rows[0];
    // Its transaction marked the key committed as it committed.
    expect(claim.committed).toBe(true);
    await db.query('UPDATE orders SET closed = false WHERE id = $1', [order.id]);
    // The claim a request that died mid-command left: running, its lease lapsed, nothing committed.
    const died = newKey();
    await db.query(
      `INSERT INTO idempotency_keys (memberid, key, operation, fingerprint, leaseuntil, committed)
       SELECT memberid, $2, operation, fingerprint, now() - interval '1 second', false FROM idempotency_keys WHERE key = $1`,
      [retryKey, died],
    );
    expect(first.body.closed).toBe(true);
    const retried = await close(died).expect(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await db.query('SELECT closed FROM orders WHERE id = $1', [order.id])).rows[0].closed).toBe(true);
    // One whose command committed is never run again: its effect happened, only its answer was lost.
    await db.query('UPDATE orders SET closed = false WHERE id = $1', [order.id]);
    const committed = newKey();
    await db.query(
      `INSERT INTO idempotency_keys (memberid, key, operation, fingerprint, leaseuntil, committed)
       VALUES ($1, $2, $3, $4, now() - interval '1 second', true)`,
      [(await db.query(`SELECT memberid FROM idempotency_keys WHERE key = $1`, [retryKey])).rows[0].memberid, committed, claim.operation, claim.fingerprint],
    );
    const lost = await close(committed).expect(409);
    expect(lost.body.error.message).toBe(ANSWER_LOST_MESSAGE);
    expect((await db.query('SELECT closed FROM orders WHERE id = $1', [order.id])).rows[0].closed).toBe(false);
  });

  it('the OpenAPI document lists the header for the create and send commands only', async () => {
    const spec = (await app.client.get('/api/openapi.json').expect(200)).body;
    const takesKey = (path: string, verb: string) =>
      (spec.paths[path][verb].parameters ?? []).some((p: {name: string; in: string}) => p.name === 'Idempotency-Key' && p.in === 'header');
    for (const [path, verb] of [
      ['/buyer/orders', 'post'],
      ['/Orders/{id}/calls', 'post'],
      ['/SMs/send', 'post'],
      ['/Orders/{id}/close', 'post'],
      ['/Orders/mass-boomerang', 'post'],
      ['/Orders/transfer', 'post'],
      ['/Orders/cancel-transfer', 'post'],
      ['/Orders', 'post'],
    ])
      expect(takesKey(path, verb)).toBe(true);
    expect(takesKey('/Orders/{id}', 'patch')).toBe(false);
    expect(takesKey('/Members/login', 'post')).toBe(false);
  });
});
