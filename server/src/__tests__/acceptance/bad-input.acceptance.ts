import {bearer, givenRunningApp, TestApp, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMaterialData, givenMemberWithRoles, givenOrder} from '../helpers/builders';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * Input the database would refuse must be refused before it: a 4xx that says what is wrong, never
 * a 500, never a partial write, on both databases.
 */
describe.each(DESK_DATABASES)('bad input on %s', kind => {
  let app: TestApp;
  let admin: string;
  let orderId: number;
  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    orderId = (await givenOrder(app, admin, {}, null)).id;
  });
  afterAll(async () => app?.stop());

  const get = (path: string) => app.client.get(path).set(bearer(admin));
  const expect4xx = (res: {status: number; text: string}, what: string) => {
    expect({what, status: res.status >= 400 && res.status < 500 ? '4xx' : res.status}).toEqual({what, status: '4xx'});
  };

  describe('NUL bytes', () => {
    it('in the login name, without a token', async () => {
      const res = await app.client.post('/api/Members/login').send({username: 'a\u0000b', password: 'some-password'});
      expect(res.status).toBe(400);
    });
    it('in a body', async () => {
      const res = await app.client
        .post('/api/Materials')
        .set(bearer(admin))
        .send(givenMaterialData({name: 'Gold\u0000'}));
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Text must not contain NUL characters');
      const count = await get(`/api/Materials/count`).expect(200);
      expect(count.body.count).toBe(0);
    });
    it('in a key of a body', async () => {
      const res = await app.client
        .post('/api/Materials')
        .set(bearer(admin))
        .send({...givenMaterialData(), 'name\u0000': 'x'});
      expect4xx(res, 'key');
      expect((await get(`/api/Materials/count`).expect(200)).body.count).toBe(0);
    });
    it('in filters, patterns, path and query parameters', async () => {
      expect4xx(await get(`/api/Orders?filter=${q({where: {city: {like: 'a\u0000%'}}})}`), 'like');
      expect4xx(await get(`/api/Orders?filter=${q({where: {city: {nilike: '\u0000'}}})}`), 'nilike');
      expect4xx(await get(`/api/Orders?filter=${q({where: {city: {inq: ['a', '\u0000']}}})}`), 'inq');
      expect4xx(await get(`/api/Orders?filter=${q({order: ['city\u0000 DESC']})}`), 'order');
      expect4xx(await get(`/api/cold-cases/finnish?team=${encodeURIComponent('turku\u0000')}`), 'query parameter');
      expect4xx(await get(`/api/places/autocomplete?q=${encodeURIComponent('a\u0000')}&country=finland`), 'places');
      const buyer = await givenMemberWithRoles(app, ['buyer']);
      expect4xx(await app.client.get(`/api/buyer/welcome-calls?q=${encodeURIComponent('a\u0000')}`).set(bearer(buyer.token)), 'buyer quick filter');
      expect4xx(await app.client.get(`/api/buyer/clients/by-phone/${encodeURIComponent('358\u0000')}`).set(bearer(buyer.token)), 'path');
      expect4xx(await app.client.post('/api/Orders/receive').set(bearer(admin)).send({barCode: 'JJ\u0000'}), 'receive');
    });
  });

  it('a LIKE pattern ending in a backslash', async () => {
    for (const op of ['like', 'nlike', 'ilike', 'nilike']) {
      const res = await get(`/api/Orders?filter=${q({where: {city: {[op]: 'Turku\\'}}})}`);
      expect({op, status: res.status}).toEqual({op, status: 400});
    }
    // An escaped backslash at the end is a fine pattern.
    await get(`/api/Orders?filter=${q({where: {city: {like: 'Turku\\\\'}}})}`).expect(200);
    const buyer = await givenMemberWithRoles(app, ['buyer']);
    await app.client
      .get(`/api/buyer/welcome-calls?q=${encodeURIComponent('abc\\')}`)
      .set(bearer(buyer.token))
      .expect(200);
    await app.client
      .get(`/api/buyer/orders?q=${encodeURIComponent('abc\\')}`)
      .set(bearer(buyer.token))
      .expect(200);
    await get(`/api/Orders/count?where=${q({barCode: {ilike: '%\\'}})}`).expect(400);
  });

  it('dates outside the range the database stores', async () => {
    for (const date of ['99999-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '-271821-04-20T00:00:00.000Z', '0000-01-01T00:00:00Z']) {
      expect4xx(await get(`/api/Orders/count?where=${q({createdAt: {gt: date}})}`), `filter ${date}`);
      expect4xx(await get(`/api/Orders?filter=${q({where: {dueDate: {between: ['2020-01-01T00:00:00Z', date]}}})}`), `between ${date}`);
      expect4xx(await app.client.patch(`/api/Orders/${orderId}`).set(bearer(admin)).send({dueDate: date}), `body ${date}`);
    }
  });

  it('integers beyond the column', async () => {
    const manager = await givenMemberWithRoles(app, ['ccManager']);
    const transfer = await app.client
      .post('/api/Orders/transfer')
      .set(bearer(manager.token))
      .send({orderIds: [orderId], newCallerId: 2147483648, isPermanent: true});
    expect(transfer.status).toBe(422);
    expect4xx(
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [2147483648], newCallerId: 1, isPermanent: true}),
      'order id',
    );
    expect4xx(await get(`/api/Orders/2147483648`), 'path id');
    expect4xx(await get(`/api/Orders?filter=${q({where: {callerId: 99999999999}})}`), 'filter');
    expect4xx(await get(`/api/Orders?filter=${q({where: {orderNumber: {inq: [1, -2147483649]}}})}`), 'inq');
    expect4xx(await app.client.patch(`/api/Orders/${orderId}`).set(bearer(admin)).send({afterCallTries: 2147483648}), 'body');
  });

  it('text longer than a column sensibly holds', async () => {
    const res = await app.client
      .post('/api/Materials')
      .set(bearer(admin))
      .send(givenMaterialData({name: 'x'.repeat(100_000)}));
    expect(res.status).toBe(422);
    expect4xx(
      await app.client
        .patch(`/api/Orders/${orderId}`)
        .set(bearer(admin))
        .send({city: 'x'.repeat(10_000)}),
      'order city',
    );
    const notes = 'y'.repeat(1_500);
    const long = await app.client.patch(`/api/Orders/${orderId}`).set(bearer(admin)).send({customerServiceComment: notes});
    expect({status: long.status, body: long.body}).toEqual({status: 204, body: {}});
  });
});
