import {Client} from 'pg';
import {finnishReference, orderReferenceNumber} from '@karat/shared';
import {bearer, givenRunningApp, TestApp, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenClient, givenClientData, givenMemberWithRoles, givenOrder, givenOrderData} from '../helpers/builders';

// Every order gets the reference number of its order number by every path,
// unique and never changed; the database's rule is shared's.

const DAY = 86_400_000;

describe.each(DESK_DATABASES)('reference numbers on %s', kind => {
  let app: TestApp;
  let admin: string;
  let db: Client;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    db = new Client({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const getOrder = async (id: number) => (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;

  it("gives the admin's and the buyer's new orders their order number's reference, and the API cannot set or change it", async () => {
    const client = await givenClient(app, admin);
    const created = await givenOrder(app, admin, {clientId: client.id}, null);
    expect(created.referenceNumber).toBe(orderReferenceNumber(created.orderNumber));

    const buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    const added = (
      await app.client
        .post('/api/buyer/orders')
        .set(bearer(buyer.token))
        .send({
          client: givenClientData({phone: '358467777777'}),
          order: {
            welcomeCall: new Date(Date.now() + 4 * DAY).toISOString(),
            dueDate: new Date(Date.now() + 16 * DAY).toISOString(),
            language: 'finnish',
            country: 'finland',
          },
        })
        .expect(200)
    ).body.order;
    expect((await getOrder(added.id)).referenceNumber).toBe(orderReferenceNumber(added.orderNumber));

    await app.client
      .post('/api/Orders')
      .set(bearer(admin))
      .send(givenOrderData({clientId: client.id, referenceNumber: '1232'}))
      .expect(422);
    await app.client.patch(`/api/Orders/${created.id}`).set(bearer(admin)).send({referenceNumber: '1232'}).expect(422);
    expect((await getOrder(created.id)).referenceNumber).toBe(created.referenceNumber);
  });

  it('sets it on any insert and keeps it on any update, in the database itself', async () => {
    const client = await givenClient(app, admin);
    const {rows} = await db.query(
      `INSERT INTO orders (clientid, country, language, team) VALUES ($1, 'finland', 'finnish', 'turku') RETURNING ordernumber, referencenumber`,
      [client.id],
    );
    expect(rows[0].referencenumber).toBe(finnishReference(rows[0].ordernumber));
    await db.query('UPDATE orders SET referencenumber = $2 WHERE ordernumber = $1', [rows[0].ordernumber, '1232']);
    await db.query('UPDATE orders SET referencenumber = NULL WHERE ordernumber = $1', [rows[0].ordernumber]);
    const kept = await db.query('SELECT referencenumber FROM orders WHERE ordernumber = $1', [rows[0].ordernumber]);
    expect(kept.rows[0].referencenumber).toBe(finnishReference(rows[0].ordernumber));
    const {rows: nulls} = await db.query('SELECT count(*)::int AS n FROM orders WHERE referencenumber IS NULL');
    expect(nulls[0].n).toBe(0);
  });

  it("computes the same reference as shared's rule, from 3 to 18 digits", async () => {
    const bases = [100, 101, 123, 999, 100001, 123456, 123456789, 987654321012, 999999999999999999n];
    for (let i = 0; i < 200; i++) bases.push(Math.floor(Math.random() * 1e12) + 100);
    const {rows} = await db.query('SELECT b::text AS base, finnish_reference(b::bigint) AS ref FROM unnest($1::text[]) AS b', [bases.map(String)]);
    for (const row of rows) expect(row.ref).toBe(finnishReference(row.base));
  });
});
