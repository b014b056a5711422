import {LIMITS, MEMBER_DIRECTORY_FIELDS} from '@karat/shared';
import {bearer, givenRunningApp, TestApp, DESK_DATABASES} from '../helpers/app.helper';
import {
  adminToken,
  givenClient,
  givenClientData,
  givenMaterialData,
  givenMemberData,
  givenMemberWithRoles,
  givenOrder,
  givenOrderData,
} from '../helpers/builders';

const q = (filter: unknown) => encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter));

describe.each(DESK_DATABASES)('hardened generic endpoints on %s', kind => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await givenRunningApp(kind);
    token = await adminToken(app);
    await app.client.post('/api/Materials').set(bearer(token)).send(givenMaterialData()).expect(200);
  });
  afterAll(async () => app?.stop());

  const get = (path: string) => app.client.get(path).set(bearer(token));

  it.each([
    ['where', {where: {password: 'x'}}],
    ['where in or', {where: {or: [{name: 'a'}, {password: {like: 'a%'}}]}}],
    ['fields', {fields: ['id', 'password']}],
    ['fields object', {fields: {password: true}}],
    ['order', {order: ['password DESC']}],
  ])('refuses password in %s with 400', async (_label, filter) => {
    const res = await get(`/api/Members?filter=${q(filter)}`);
    expect(res.status).toBe(400);
  });

  it('refuses password in count where and in include scopes', async () => {
    await get(`/api/Members/count?where=${q({password: 'x'})}`).expect(400);
    await get(`/api/Orders?filter=${q({include: [{relation: 'caller', scope: {where: {password: 'x'}}}]})}`).expect(400);
    await get(`/api/Orders?filter=${q({include: [{relation: 'caller', scope: {fields: ['password']}}]})}`).expect(400);
  });

  it('never returns a password or hash on a member, by any route', async () => {
    const created = await app.client.post('/api/Members').set(bearer(token)).send(givenMemberData()).expect(200);
    const answers = [
      created.body,
      (await get(`/api/Members/${created.body.id}`).expect(200)).body,
      (await get('/api/Members').expect(200)).body,
      (await get('/api/Members/me').expect(200)).body,
    ];
    const text = JSON.stringify(answers);
    expect(text).not.toMatch(/password|hash|salt/i);
  });

  it("answers other members' directory only to a non-admin (id, name, active, team, market, caller flags): no phone, commission or username", async () => {
    const colleague = await app.client
      .post('/api/Members')
      .set(bearer(token))
      .send(givenMemberData({phone: '358401112223', buyerCommission: 77, buyer: true}))
      .expect(200);
    const receiver = await givenMemberWithRoles(app, ['receiver']);
    const read = (path: string) => app.client.get(path).set(bearer(receiver.token));
    const directory = [...MEMBER_DIRECTORY_FIELDS].sort();
    const listed = (await read('/api/Members').expect(200)).body as Record<string, unknown>[];
    expect(listed.length).toBeGreaterThan(1);
    for (const row of listed) expect(Object.keys(row).sort()).toEqual(directory);
    expect(JSON.stringify(listed)).not.toMatch(/358401112223|buyerCommission|username|phone/);
    expect(Object.keys((await read(`/api/Members/${colleague.body.id}`).expect(200)).body).sort()).toEqual(directory);
    // Filtering or sorting by what may not be read is refused like a hidden property: nothing can be learnt from it.
    for (const filter of [
      {where: {phone: '358401112223'}},
      {where: {or: [{name: 'x'}, {buyerCommission: {gt: 50}}]}},
      {order: ['buyerCommission DESC']},
      {include: ['x']},
    ])
      await read(`/api/Members?filter=${q(filter)}`).expect(400);
    await read(`/api/Members/count?where=${q({buyerCommission: {gt: 50}})}`).expect(400);
    expect((await read(`/api/Members?filter=${q({where: {buyer: true}, fields: ['id', 'name', 'phone']})}`).expect(200)).body[0]).not.toHaveProperty('phone');
    // The desks' own questions still work.
    await read(`/api/Members?filter=${q({where: {buyer: true, isActive: true}, fields: ['id', 'name', 'team', 'preferCountry'], order: ['name ASC']})}`).expect(
      200,
    );
    // The admin reads everything.
    expect((await get(`/api/Members/${colleague.body.id}`).expect(200)).body).toMatchObject({phone: '358401112223', buyerCommission: 77});
  });

  it('caps limit at 1000: 5000 is a 400, no limit returns at most 1000', async () => {
    const res = await get(`/api/Materials?filter=${q({limit: 5000})}`).expect(400);
    expect(res.body.error.message).toMatch(/limit/);
    await get(`/api/Materials?filter=${q({limit: 1000})}`).expect(200);
    await get(`/api/Materials?filter=${q({limit: -1})}`).expect(400);
    await get(`/api/Materials?filter=${q({skip: 'x'})}`).expect(400);
  });

  it('refuses include deeper than 2 and unknown relations', async () => {
    await get(`/api/Clients?filter=${q({limit: 10, include: [{relation: 'orders', scope: {include: [{relation: 'caller'}]}}]})}`).expect(200);
    const deep = {include: [{relation: 'orders', scope: {include: [{relation: 'client', scope: {include: [{relation: 'orders'}]}}]}}]};
    await get(`/api/Clients?filter=${q(deep)}`).expect(400);
    await get(`/api/Orders?filter=${q({include: ['credentials']})}`).expect(400);
  });

  it.each([
    ['regexp', {where: {name: {regexp: '^a'}}}],
    ['$where', {where: {$where: 'sleep(1)'}}],
    ['$ operator', {where: {name: {$ne: 'a'}}}],
    ['unknown operator', {where: {name: {near: 'a'}}}],
    ['two operators', {where: {name: {like: 'a', gt: 'b'}}}],
    ['array element path', {where: {'products.key': 'x'}}],
    ['unknown filter key', {where: {}, evil: 1}],
    ['deep nesting', {where: {and: [{and: [{and: [{and: [{and: [{and: [{and: [{and: [{name: 'a'}]}]}]}]}]}]}]}]}}],
    ['wrong value type', {where: {price: 'abc'}}],
    ['like on a number', {where: {price: {like: '1%'}}}],
    ['bad date', {where: {id: {gt: {}}}}],
  ])('refuses %s with 400', async (_label, filter) => {
    const res = await get(`/api/Materials?filter=${q(filter)}`);
    expect(res.status).toBe(400);
  });

  it('refuses where on jsonb lists with 400 and bad dates with 400', async () => {
    await get(`/api/Orders?filter=${q({where: {products: 'x'}})}`).expect(400);
    await get(`/api/Orders?filter=${q({where: {createdAt: {gt: 'not-a-date'}}})}`).expect(400);
    await get(`/api/Orders?filter=${q({where: {createdAt: {gt: '2020-01-22T15:15:30Z'}}})}`).expect(200);
  });

  it('refuses an impossible date in a filter with 400 and says so, never reading it as a day of the next month', async () => {
    for (const date of ['2026-02-30', '2026-02-30T10:00:00Z', '2026-04-31T00:00:00Z']) {
      const res = await get(`/api/Orders?filter=${q({where: {createdAt: {gt: date}}})}`).expect(400);
      expect(res.body.error.message).toBe(`Invalid value for createdAt: "${date}" is not a real date`);
      await get(`/api/Orders/count?where=${q({dueDate: {between: ['2026-01-01', date]}})}`).expect(400);
    }
    for (const date of ['Feb 30', 'Feb 30 2026', '2026/02/30']) {
      const res = await get(`/api/Orders?filter=${q({where: {createdAt: {gt: date}}})}`).expect(400);
      expect(res.body.error.message).toBe(`Invalid value for createdAt: "${date}" must be an ISO 8601 date such as 2026-02-28 or 2026-02-28T10:00:00Z`);
    }
    const manager = await givenMemberWithRoles(app, ['ccManager']);
    const period = (start: string) => `/api/cc-manager/lists?startDate=${q(start)}&endDate=${q('2026-03-31T00:00:00Z')}&callerId=1`;
    const refused = await app.client.get(period('2026-02-30T00:00:00Z')).set(bearer(manager.token)).expect(400);
    expect(refused.body.error.message).toBe('startDate is not a real date');
    await get(`/api/Orders?filter=${q({where: {createdAt: {gt: '2024-02-29'}}})}`).expect(200);
  });

  it('answers malformed filter JSON with 400', async () => {
    await get(`/api/Materials?filter=${q('{"where":')}`).expect(400);
    await get(`/api/Materials/count?where=${q('{oops')}`).expect(400);
  });

  it('refuses unknown fields in bodies with 422 and writes nothing', async () => {
    const before = (await get('/api/Materials/count').expect(200)).body.count;
    const res = await app.client
      .post('/api/Materials')
      .set(bearer(token))
      .send({...givenMaterialData(), evil: true})
      .expect(422);
    expect(JSON.stringify(res.body.error.details)).toContain('evil');
    await app.client.patch('/api/Materials/1').set(bearer(token)).send({evil: true}).expect(422);
    await app.client
      .post('/api/Orders')
      .set(bearer(token))
      .send({...givenOrderData(), shipmentOffices: [{name: 'a', nope: 1}]})
      .expect(422);
    // ...while a list of well-formed items is taken (the schema once asked for a list of lists).
    const made = await app.client
      .post('/api/Orders')
      .set(bearer(token))
      .send({...givenOrderData(), shipmentOffices: [{name: 'Posti', zip: '00100'}]})
      .expect(200);
    expect(made.body.shipmentOffices).toEqual([{name: 'Posti', zip: '00100'}]);
    expect((await get('/api/Materials/count').expect(200)).body.count).toBe(before);
  });

  it('refuses server-owned fields in bodies (id, orderNumber, createdAt)', async () => {
    await app.client
      .post('/api/Orders')
      .set(bearer(token))
      .send({...givenOrderData(), orderNumber: 1})
      .expect(422);
    await app.client
      .post('/api/Clients')
      .set(bearer(token))
      .send({...givenClientData(), clientNumber: 1})
      .expect(422);
    await app.client.patch('/api/Materials/1').set(bearer(token)).send({id: 7}).expect(422);
  });

  it("validates bodies with the spec's messages (422)", async () => {
    const res = await app.client
      .post('/api/Members')
      .set(bearer(token))
      .send(givenMemberData({password: '12345678901'}))
      .expect(422);
    expect(res.body.error.message).toBe('Password must be at least 12 characters');
    const short = await app.client
      .post('/api/Members')
      .set(bearer(token))
      .send(givenMemberData({username: 'short'}))
      .expect(422);
    expect(short.body.error.message).toBe('Username must be at least 8 characters');
    const mat = await app.client.post('/api/Materials').set(bearer(token)).send({name: '', price: 1}).expect(422);
    expect(mat.body.error.message).toBe('Name is required');
  });

  it("refuses the admin's empty or partial new order with the order form's required-field messages, and writes nothing", async () => {
    const count = async () => (await get('/api/Orders/count').expect(200)).body.count;
    const audits = async () => (await get(`/api/AuditEntries/count?where=${q({model: 'Order'})}`).expect(200)).body.count;
    const [orders, entries] = [await count(), await audits()];
    const empty = await app.client.post('/api/Orders').set(bearer(token)).send({}).expect(422);
    expect(empty.body.error.message).toBe('Welcome call is required');
    expect(empty.body.error.details.map((d: {path: string; message: string}) => [d.path, d.message])).toEqual([
      ['/welcomeCall', 'Welcome call is required'],
      ['/dueDate', 'Due date is required'],
      ['/language', 'Language is required'],
      ['/country', 'Country is required'],
    ]);
    const {dueDate: _due, ...noDueDate} = givenOrderData();
    expect((await app.client.post('/api/Orders').set(bearer(token)).send(noDueDate).expect(422)).body.error.message).toBe('Due date is required');
    expect([await count(), await audits()]).toEqual([orders, entries]);
    await app.client.post('/api/Orders').set(bearer(token)).send(givenOrderData()).expect(200);
  });

  it('answers duplicates and references as 409, missing records as 404, never 500', async () => {
    const data = givenMemberData();
    await app.client.post('/api/Members').set(bearer(token)).send(data).expect(200);
    await app.client
      .post('/api/Members')
      .set(bearer(token))
      .send({...data, username: data.username.toUpperCase()})
      .expect(409);
    const client = await givenClient(app, token);
    await givenOrder(app, token, {clientId: client.id}, null);
    await app.client.delete(`/api/Clients/${client.id}`).set(bearer(token)).expect(409);
    await app.client
      .post('/api/Orders')
      .set(bearer(token))
      .send(givenOrderData({clientId: 987654}))
      .expect(409);
    await get('/api/Orders/987654').expect(404);
    await app.client.patch('/api/Orders/987654').set(bearer(token)).send({city: 'Turku'}).expect(404);
    await app.client.delete('/api/Orders/987654').set(bearer(token)).expect(404);
    await get('/api/Orders/abc').expect(400);
  });

  it('answers a missing or non-JSON body with 400, never 500', async () => {
    await app.client.post('/api/Materials').set(bearer(token)).expect(400);
    await app.client.post('/api/Orders/receive').set(bearer(token)).expect(400);
    await app.client.post('/api/Materials').set(bearer(token)).set('Content-Type', 'application/json').send('{"name":').expect(400);
    await app.client.post('/api/Orders/mass-boomerang').set(bearer(token)).send([1, 2]).expect(422);
  });

  it('answers an oversized body with 413', async () => {
    const big = {name: 'x'.repeat(2 * 1024 * 1024), price: 1};
    await app.client.post('/api/Materials').set(bearer(token)).send(big).expect(413);
  });

  it('refuses a stale admin edit with 409 (If-Match carries the updatedAt the editor loaded)', async () => {
    const order = await givenOrder(app, token, {}, null);
    const loaded = order.updatedAt;
    await app.client.patch(`/api/Orders/${order.id}`).set(bearer(token)).set('If-Match', `"${loaded}"`).send({city: 'Raisio'}).expect(204);
    const stale = await app.client.patch(`/api/Orders/${order.id}`).set(bearer(token)).set('If-Match', `"${loaded}"`).send({city: 'Naantali'}).expect(409);
    expect(stale.body.error.code).toBe('STALE');
    expect((await get(`/api/Orders/${order.id}`)).body.city).toBe('Raisio');

    const fresh = (await get(`/api/Orders/${order.id}`)).body.updatedAt;
    // As many parallel edits as one member may have in flight.
    const parallel = LIMITS.maxRequestsPerMember;
    const results = await Promise.all(
      Array.from({length: parallel}, (_, i) =>
        app.client
          .patch(`/api/Orders/${order.id}`)
          .set(bearer(token))
          .set('If-Match', fresh)
          .send({city: `City ${String.fromCharCode(65 + i)}`}),
      ),
    );
    expect(results.filter(r => r.status === 204)).toHaveLength(1);
    expect(results.filter(r => r.status === 409)).toHaveLength(parallel - 1);
    await app.client.patch(`/api/Orders/${order.id}`).set(bearer(token)).send({city: 'Turku'}).expect(204);
    await app.client.patch('/api/Materials/1').set(bearer(token)).set('If-Match', fresh).send({price: 2}).expect(400);
  });

  it('stores money as exact numeric and answers numbers', async () => {
    // Offers and weights are the teller's and the valuation's: written as their commands would.
    const order = await givenOrder<{id: number; offer: number; goldWeight: number; orderNumber: number}>(
      app,
      token,
      {offer: 1234.56, goldWeight: 12.345},
      null,
    );
    expect(order.offer).toBe(1234.56);
    expect(order.goldWeight).toBe(12.345);
    expect(order.orderNumber).toBeGreaterThan(100000);
    const sum = await get(`/api/Orders?filter=${q({where: {offer: {gte: 1234.56}}, fields: ['id', 'offer']})}`).expect(200);
    expect(sum.body).toEqual([{id: order.id, offer: 1234.56}]);
  });
});
