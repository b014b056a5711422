import {Client as PgClient} from 'pg';
import {LIMITS} from '@karat/shared';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenClient, givenOrderData} from '../helpers/builders';

// The cost rule of the generic reads counts every include level: a to-many include (a client's
// orders) has its own row limit per record, and no read sends more than LIMITS.maxAnswerBytes.

const q = (value: object) => encodeURIComponent(JSON.stringify(value));
const ORDERS = LIMITS.maxIncludedRows + 30;

describe.each(['postgres', 'pglite'] as const)('include cost (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let client: {id: number};
  let other: {id: number};

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    client = await givenClient(app, admin);
    other = await givenClient(app, admin, {phone: '+358401110000'});
    await app.client
      .post('/api/Orders')
      .set(bearer(admin))
      .send(givenOrderData({clientId: other.id}))
      .expect(200);
    // Many orders of one client, as years of selling leave them (SQL: the API's create is not what is tested).
    await sql(
      `INSERT INTO orders (clientid, country, language, team, address, zip, city)
       SELECT $1, 'finland', 'finnish', 'turku', 'Aurakatu 1', '20100', 'Turku' FROM generate_series(1, $2)`,
      [client.id, ORDERS],
    );
  });
  afterAll(async () => app?.stop());

  const get = (url: string) => app.client.get(url).set(bearer(admin));
  async function sql(text: string, params: unknown[]) {
    const db = new PgClient({connectionString: app.url});
    await db.connect();
    try {
      await db.query(text, params);
    } finally {
      await db.end();
    }
  }

  it(`gives a record at most ${LIMITS.maxIncludedRows} rows of a to-many include when the scope names no limit`, async () => {
    const {body} = await get(`/api/Clients/${client.id}?filter=${q({include: ['orders']})}`).expect(200);
    expect(body.orders).toHaveLength(LIMITS.maxIncludedRows);
    const scoped = await get(`/api/Clients/${client.id}?filter=${q({include: [{relation: 'orders', scope: {order: ['id DESC']}}]})}`).expect(200);
    expect(scoped.body.orders).toHaveLength(LIMITS.maxIncludedRows);
    const few = await get(`/api/Clients/${client.id}?filter=${q({include: [{relation: 'orders', scope: {limit: 5, skip: 2}}]})}`).expect(200);
    expect(few.body.orders).toHaveLength(5);
    // Each record gets its own rows, not a share of one limit.
    const list = await get(`/api/Clients?filter=${q({where: {id: {inq: [client.id, other.id]}}, order: ['id ASC'], limit: 2, include: ['orders']})}`).expect(
      200,
    );
    expect(list.body.map((c: {orders: unknown[]}) => c.orders.length)).toEqual([LIMITS.maxIncludedRows, 1]);
  });

  it('refuses a to-many include that asks for more rows per record, with 400 and the way out', async () => {
    const res = await get(`/api/Clients/${client.id}?filter=${q({include: [{relation: 'orders', scope: {limit: LIMITS.maxIncludedRows + 1}}]})}`).expect(400);
    expect(res.body.error.message).toBe(
      `include orders: at most ${LIMITS.maxIncludedRows} related rows per record (limit ${LIMITS.maxIncludedRows + 1}); read more of them from their own list, paged`,
    );
    await get(`/api/Clients?filter=${q({limit: 1, include: [{relation: 'orders', scope: {limit: 1000}}]})}`).expect(400);
  });

  it("counts a to-many include's rows in a list's cost", async () => {
    // The default page of clients, each with up to 100 orders, is far above the cost rule.
    const res = await get(`/api/Clients?filter=${q({include: ['orders']})}`).expect(400);
    expect(res.body.error.message).toMatch(
      new RegExp(
        `^The list asks for too much at once: ${LIMITS.maxPageSize} rows with ${LIMITS.maxIncludedRows} related records each \\(at most ${LIMITS.maxListCost} in all\\)`,
      ),
    );
    // Each client counts 1 + 100 rows.
    const perClient = 1 + LIMITS.maxIncludedRows;
    const fits = Math.floor(LIMITS.maxListCost / perClient);
    await get(`/api/Clients?filter=${q({limit: fits, include: ['orders']})}`).expect(200);
    const over = await get(`/api/Clients?filter=${q({limit: fits + 1, include: ['orders']})}`).expect(400);
    expect(over.body.error.message).toMatch(`${fits + 1} rows with ${LIMITS.maxIncludedRows} related records each`);
    // A smaller limit per record makes room for more records.
    await get(`/api/Clients?filter=${q({limit: 100, include: [{relation: 'orders', scope: {limit: 10}}]})}`).expect(200);
  });

  it('refuses a relation named like an Object member as unknown (400, not 500)', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await get(`/api/Clients/${client.id}?filter=${q({include: [name]})}`).expect(400);
      expect(res.body.error.message).toBe(`Unknown relation: ${name}`);
      await get(`/api/Orders?filter=${q({include: [{relation: name}]})}`).expect(400);
    }
  });

  it(`refuses an answer larger than ${LIMITS.maxAnswerBytes / 1024 / 1024} MB, on both read paths, and sends it with fewer fields`, async () => {
    // Rows the API could not write (text has a maxLength), as an old import or a direct edit could leave them.
    const rowBytes = 1024 * 1024;
    const big = Math.ceil(LIMITS.maxAnswerBytes / rowBytes) + 2;
    await sql(`UPDATE orders SET bursarcomment = repeat('x', $1) WHERE id IN (SELECT id FROM orders WHERE clientid = $2 ORDER BY id LIMIT $3)`, [
      rowBytes,
      client.id,
      big,
    ]);
    try {
      const where = {clientId: client.id};
      // PostgreSQL's JSON path (the list) and the JavaScript path (a to-many include).
      const list = await get(`/api/Orders?filter=${q({where, order: ['id ASC'], limit: big})}`).expect(400);
      expect(list.body.error.message).toMatch(
        new RegExp(
          `^The answer would be \\d+ MB, more than the ${LIMITS.maxAnswerBytes / 1024 / 1024} MB one read may send; ask for fewer rows, fewer fields or fewer relations$`,
        ),
      );
      await get(`/api/Clients/${client.id}?filter=${q({include: [{relation: 'orders', scope: {order: ['id ASC']}}]})}`).expect(400);
      const slim = await get(`/api/Orders?filter=${q({where, order: ['id ASC'], limit: big, fields: ['id', 'orderNumber']})}`).expect(200);
      expect(slim.body).toHaveLength(big);
      await get(`/api/Orders?filter=${q({where, order: ['id ASC'], limit: 5})}`).expect(200);
    } finally {
      await sql('UPDATE orders SET bursarcomment = NULL WHERE clientid = $1', [client.id]);
    }
  });
});
