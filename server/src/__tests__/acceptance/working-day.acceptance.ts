import {Client} from 'pg';
import {DEMO_PASSWORD, demoUsername, runDemo} from '../../scripts/seed-data';
import {bearer, givenRunningApp, loginAs, poolEmptied, TestApp, BOTH_DATABASES} from '../helpers/app.helper';

const q = (value: object) => encodeURIComponent(JSON.stringify(value));

/**
 * One long-lived server per database, used as staff use it: bursts of hot reads, idle pauses
 * longer than the pool's idle timeout (shortened to 200 ms, and awaited as the pool's own events), requests whose SQL fails in the
 * database, connections the database drops. After each, every hot read and every desk's reads and
 * commands (packing, paying, a bursar scan) must still answer. The
 * embedded database once answered 500 ('prepared statement "k..." already exists') to every hot
 * read after ten idle seconds or one failed query, until a restart.
 */
describe.each(BOTH_DATABASES)('a working day on %s', kind => {
  let app: TestApp;
  const tokens: Record<string, string> = {};
  let barCodes: string[] = [];
  let orderId = 0;

  beforeAll(async () => {
    app = await givenRunningApp(kind, {poolIdleMs: 200});
    await runDemo(app.url);
    for (const role of ['admin', 'receiver', 'buyer', 'packager', 'valuation', 'teller', 'payer', 'bursar'] as const)
      tokens[role] = await loginAs(app, demoUsername(role), DEMO_PASSWORD);
    const db = new Client({connectionString: app.url});
    await db.connect();
    try {
      const rows = await db.query(`SELECT id, barcode FROM orders WHERE NOT isreceived AND NOT closed AND barcode IS NOT NULL ORDER BY id LIMIT 20`);
      barCodes = rows.rows.map(r => r.barcode);
      orderId = rows.rows[0].id;
    } finally {
      await db.end();
    }
  });
  afterAll(async () => app?.stop());

  /** Each read, by the member of its role, answers 200. */
  async function expectEachAnswers(reads: [string, string][]) {
    for (const [role, path] of reads) {
      const res = await app.client.get(path).set(bearer(tokens[role]));
      expect({path, status: res.status, error: res.body?.error?.message}).toEqual({path, status: 200, error: undefined});
    }
  }

  /** The reads staff repeat all day, and one receive scan: each must answer 200. */
  async function everyHotReadAnswers() {
    const reads: [string, string][] = [
      ['admin', '/api/Materials'],
      ['admin', `/api/Orders/${orderId}`],
      ['admin', `/api/Orders/${orderId}?filter=${q({include: ['client']})}`],
      ['admin', `/api/Orders/count?where=${q({closed: false})}`],
      ['admin', `/api/Orders?filter=${q({where: {country: 'finland'}, order: ['orderNumber DESC'], limit: 50})}`],
      ['admin', `/api/Orders?filter=${q({where: {or: [{barCode: {ilike: '%jj%'}}, {city: {ilike: '%jj%'}}]}, limit: 20})}`],
      ['buyer', '/api/buyer/welcome-calls'],
      ['buyer', '/api/buyer/after-calls'],
      ['buyer', '/api/buyer/call-counts'],
      ['receiver', '/api/Orders/received-today'],
    ];
    await expectEachAnswers(reads);
    const barCode = barCodes.shift();
    const scan = await app.client.post('/api/Orders/receive').set(bearer(tokens.receiver)).send({barCode});
    expect({barCode, status: scan.status, error: scan.body?.error?.message}).toEqual({barCode, status: 200, error: undefined});
  }

  /**
   * The later desks the same way: their reads, the packager's claim and mark (a
   * transaction whose statements are prepared on its own connection), one payment batch, and a bursar
   * scan that the database answers with 'Cannot find order'.
   */
  async function everyDeskAnswers() {
    const reads: [string, string][] = [
      ['packager', '/api/packager/stats'],
      ['packager', '/api/packager/waiting'],
      ['valuation', '/api/valuation/counts'],
      ['valuation', '/api/valuation/stats'],
      ['valuation', '/api/valuation/waiting'],
      ['teller', '/api/teller/lists/finnish/orders'],
      ['teller', '/api/teller/stats'],
      ['teller', '/api/teller/today'],
      ['payer', '/api/payer/files'],
      ['bursar', '/api/bursar/unhandled'],
      ['bursar', '/api/bursar/handled'],
    ];
    await expectEachAnswers(reads);
    const next = await app.client.get('/api/Orders/find-next-order/finnish').set(bearer(tokens.packager));
    expect({status: next.status, claimed: typeof next.body?.order?.id}).toEqual({status: 200, claimed: 'number'});
    const packed = await app.client.post('/api/Orders/mark-as-packaged').set(bearer(tokens.packager)).send({orderId: next.body.order.id});
    expect({status: packed.status, error: packed.body?.error?.message}).toEqual({status: 200, error: undefined});

    const payable = await app.client.get('/api/payer/orders/finland?limit=1').set(bearer(tokens.payer));
    expect({status: payable.status, orders: payable.body?.orders?.length}).toEqual({status: 200, orders: 1});
    const batch = await app.client
      .post('/api/Payments')
      .set(bearer(tokens.payer))
      .send({country: 'finland', orderIds: [payable.body.orders[0].id]});
    expect({status: batch.status, error: batch.body?.error?.message}).toEqual({status: 200, error: undefined});

    const scan = await app.client.post('/api/bursar/finland/scan').set(bearer(tokens.bursar)).send({barCode: 'NO-SUCH-PARCEL'});
    expect({status: scan.status, error: scan.body?.error?.message}).toEqual({status: 404, error: 'Cannot find order'});
  }

  /** A burst of everything the staff of every desk do. */
  async function everyoneAnswers() {
    await everyHotReadAnswers();
    await everyDeskAnswers();
  }

  it('every desk answers, twice in a row', async () => {
    await everyoneAnswers();
    await everyoneAnswers();
  });

  it('every desk answers after idling past the pool timeout', async () => {
    await everyoneAnswers();
    await poolEmptied(app);
    await everyoneAnswers();
  });

  it('every desk answers after requests whose SQL fails in the database', async () => {
    await everyoneAnswers();
    // No token needed: the login looks the name up in the database.
    await app.client.post('/api/Members/login').send({username: 'a\u0000b', password: 'whatever-password'});
    await app.client.get(`/api/Orders?filter=${q({where: {city: {like: 'a\\'}}})}`).set(bearer(tokens.admin));
    await everyoneAnswers();
    await app.client.get(`/api/Orders/count?where=${q({createdAt: {gt: '99999-01-01T00:00:00Z'}})}`).set(bearer(tokens.admin));
    await everyoneAnswers();
  });

  it('every desk answers after the database dropped its connections', async () => {
    await everyoneAnswers();
    await app.dropConnections();
    await everyoneAnswers();
    await app.dropConnections();
    await poolEmptied(app);
    await everyoneAnswers();
  });
});
