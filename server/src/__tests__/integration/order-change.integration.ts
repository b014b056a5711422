import {Client as PgClient} from 'pg';
import {Order} from '../../models';
import {OrderRepository} from '../../repositories';
import {changeOrder, changeOrderIfUnchanged} from '../../services/order-change';
import {inTransaction} from '../../services/transaction';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenClientData, givenOrderData} from '../helpers/builders';
import {DB_DATASOURCE, ORDER_REPOSITORY} from '../../keys';

describe('an order change and its audit entry, written in one statement', () => {
  let app: TestApp;
  let db: PgClient;
  let orders: OrderRepository;
  let admin: string;

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    admin = await adminToken(app);
    orders = await app.server.lbApp.get(ORDER_REPOSITORY);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  async function givenOrder() {
    const client = (await app.client.post('/api/Clients').set(bearer(admin)).send(givenClientData()).expect(200)).body;
    return (
      await app.client
        .post('/api/Orders')
        .set(bearer(admin))
        .send(givenOrderData({clientId: client.id}))
        .expect(200)
    ).body as {id: number; barCode: string};
  }
  const auditOf = async (id: number) =>
    (
      await db.query(
        `SELECT action, memberid, changedfields, before, after FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action LIKE 'test-%' ORDER BY id`,
        [String(id)],
      )
    ).rows;

  it('writes only while the row is still the version read; otherwise nothing, not even the audit entry', async () => {
    const {id, barCode} = await givenOrder();
    const read = (await orders.newestByBarCode(barCode))!;
    expect(read.order.id).toBe(id);
    // Another command changes the order after the read.
    await db.query(`UPDATE orders SET generalmessage = 'meanwhile' WHERE id = $1`, [id]);
    expect(await changeOrderIfUnchanged(orders, read.order, read.version, {city: 'Espoo'}, 'test-stale', 1, new Date())).toBeUndefined();
    expect((await db.query('SELECT city FROM orders WHERE id = $1', [id])).rows[0].city).toBe('Turku');
    expect(await auditOf(id)).toEqual([]);

    const again = (await orders.newestByBarCode(barCode))!;
    const now = new Date('2026-05-04T03:02:01.123Z');
    const stored = await changeOrderIfUnchanged(orders, again.order, again.version, {city: 'Espoo', closeDate: null}, 'test-fresh', 1, now);
    expect(stored).toBeInstanceOf(Order);
    expect(stored).toMatchObject({id, city: 'Espoo', generalMessage: 'meanwhile', updatedAt: now});
    expect(await auditOf(id)).toEqual([
      {
        action: 'test-fresh',
        memberid: 1,
        changedfields: expect.arrayContaining(['city', 'updatedAt']),
        before: {city: 'Turku', updatedAt: again.order.updatedAt!.toISOString()},
        after: {city: 'Espoo', updatedAt: now.toISOString()},
      },
    ]);
  });

  it('under a lock, writes the change and the audit entry, which match the stored row', async () => {
    const {id} = await givenOrder();
    const stored = await inTransaction(app.server.lbApp.getSync(DB_DATASOURCE), async options => {
      const before = (await orders.lockById(id, options))!;
      return changeOrder(orders, before, {welcomeCallTried: ['2026-01-02T03:04:05.000Z'], isReceived: true}, 'test-locked', 7, options, new Date());
    });
    const [entry] = await auditOf(id);
    expect([...entry.changedfields].sort()).toEqual(['isReceived', 'updatedAt', 'welcomeCallTried']);
    // A list the change only appended to is recorded as the items added (shared's appendedItems).
    expect(entry.after).toEqual({isReceived: true, welcomeCallTried: {appended: ['2026-01-02T03:04:05.000Z']}, updatedAt: stored.updatedAt!.toISOString()});
    const row = (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;
    expect(row).toMatchObject({isReceived: true, welcomeCallTried: ['2026-01-02T03:04:05.000Z'], updatedAt: stored.updatedAt!.toISOString()});
  });
});
