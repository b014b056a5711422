import {Client as PgClient} from 'pg';
import {MESSAGES, normalizePhone, parseOrderSearch} from '@karat/shared';
import type {Where} from '@loopback/repository';
import {ORDER_REPOSITORY} from '../../keys';
import type {Order} from '../../models';
import {bearer, givenRunningApp, TestApp, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenClient as givenApiClient, givenClientData, givenMemberWithRoles, givenOrderData} from '../helpers/builders';

const DAY = 86_400_000;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
let phoneCounter = 0;
const uniquePhone = () => `35840${String(Date.now() % 1_000_000).padStart(6, '0')}${phoneCounter++}`;

// On both databases: orders follow their client, the admin's edit keeps
// the cross-field rules and leaves the lifecycle to Close... and Reopen..., and the order searches
// find an order by its client's name, number and phone however it is written.
describe.each(DESK_DATABASES)('order rules on %s', kind => {
  let app: TestApp;
  let admin: string;
  let customer: {token: string; member: {id: number}};
  let buyer: {token: string; member: {id: number}};
  let db: PgClient;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    customer = await givenMemberWithRoles(app, ['customer']);
    buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku', preferCountry: 'finland'});
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const givenClient = (partial: Record<string, unknown> = {}) => givenApiClient(app, admin, {phone: uniquePhone(), ...partial});
  const createOrder = (body: Record<string, unknown>) => app.client.post('/api/Orders').set(bearer(admin)).send(givenOrderData(body));
  const getOrder = async (id: number) => (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;
  const audits = async (id: number) =>
    (
      await app.client
        .get(`/api/AuditEntries?filter=${q({where: {model: 'Order', modelId: String(id)}, order: ['id ASC']})}`)
        .set(bearer(admin))
        .expect(200)
    ).body as {action: string; reason: string | null; memberId: number; changedFields: string[]}[];
  const orderForm = (partial: Record<string, unknown> = {}) => ({
    welcomeCall: new Date(Date.now() + 4 * DAY).toISOString(),
    dueDate: new Date(Date.now() + 16 * DAY).toISOString(),
    language: 'finnish',
    country: 'finland',
    ...partial,
  });
  const contact = (client: Record<string, unknown>) => {
    const {firstName, lastName, gender, address, zip, city, country, language, phone, birthYear} = client;
    return {firstName, lastName, gender, address, zip, city, country, language, phone, birthYear};
  };

  describe('item 3: orders follow the client', () => {
    it("the admin's create takes the client's country and language and the caller's team, whatever the body says", async () => {
      const client = await givenClient({country: 'sweden', language: 'swedish', zip: '411 01', city: 'Goteborg'});
      const gothenburg = await givenMemberWithRoles(app, ['buyer'], {team: 'gothenburg', preferCountry: 'sweden', preferLanguage: 'swedish'});
      const res = await createOrder({clientId: client.id, callerId: gothenburg.member.id, country: 'uk', language: 'uk-english', team: 'turku'}).expect(200);
      expect(res.body).toMatchObject({country: 'sweden', language: 'swedish', team: 'gothenburg'});
      expect(await getOrder(res.body.id)).toMatchObject({country: 'sweden', language: 'swedish', team: 'gothenburg'});
      // Without a caller the order has no member: the body's team stays (the admin is only its creator).
      const noCaller = await createOrder({clientId: client.id, country: 'finland', team: 'uk'}).expect(200);
      expect(noCaller.body).toMatchObject({country: 'sweden', team: 'uk', callerId: null});
    });

    it("the buyer's add order takes the client's country and language, and the buyer's team", async () => {
      const phone = uniquePhone();
      const res = await app.client
        .post('/api/buyer/orders')
        .set(bearer(buyer.token))
        .send({client: contact(givenClientData({phone, language: 'finland-swedish'})), order: orderForm({country: 'sweden', language: 'swedish', team: 'uk'})})
        .expect(200);
      expect(res.body.order).toMatchObject({country: 'finland', language: 'finland-swedish', team: 'turku'});
    });

    it('asks before adding an order for a client outside the buyer market: 409 OTHER_MARKET and nothing written, then with the confirmation', async () => {
      const phone = uniquePhone();
      const body = {client: contact(givenClientData({phone, country: 'uk', language: 'uk-english', zip: 'SW1A 1AA', city: 'London'})), order: orderForm()};
      const count = async () => Number((await db.query('SELECT count(*) AS n FROM clients WHERE phone = $1', [phone])).rows[0].n);
      const refused = await app.client.post('/api/buyer/orders').set(bearer(buyer.token)).send(body).expect(409);
      expect(refused.body.error).toMatchObject({
        code: 'OTHER_MARKET',
        message: 'The client is in UK, outside your market (Finland). Add the order anyway?',
        details: {clientCountry: 'uk', market: 'finland'},
      });
      expect(await count()).toBe(0);
      const added = await app.client
        .post('/api/buyer/orders')
        .set(bearer(buyer.token))
        .send({...body, confirmOtherMarket: true})
        .expect(200);
      expect(added.body.order).toMatchObject({country: 'uk', language: 'uk-english', team: 'turku'});
      expect(await count()).toBe(1);
    });
  });

  describe("item 5: the admin's edit and the status commands", () => {
    const patch = (id: number, body: object, token = admin) => app.client.patch(`/api/Orders/${id}`).set(bearer(token)).send(body);

    it('refuses an edit that breaks a cross-field rule with 422 and its text, and writes nothing', async () => {
      const client = await givenClient();
      const order = (await createOrder({clientId: client.id}).expect(200)).body;
      const before = await getOrder(order.id);
      const past = new Date(Date.now() - DAY).toISOString();
      const refused = await patch(order.id, {dueDate: past, city: 'Raisio'}).expect(422);
      expect(refused.body.error).toMatchObject({message: MESSAGES.dueDateInPast, code: 'DUE_DATE_IN_PAST'});
      expect((await patch(order.id, {zip: '1234'}).expect(422)).body.error.message).toBe('Zip 1234 does not fit Finland');
      expect((await patch(order.id, {country: 'uk'}).expect(422)).body.error.message).toBe('Zip 20100 does not fit UK');
      expect((await getOrder(order.id)).updatedAt).toBe(before.updatedAt);
      // Close... and then the reason cannot be cleared.
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(admin)).send({method: 'phone', reason: 'Age'}).expect(200);
      expect((await patch(order.id, {closeReason: '  '}).expect(422)).body.error.message).toBe(MESSAGES.closedWithoutReason);
      expect((await getOrder(order.id)).closeReason).toBe('Age');
      // An order follows its client: not into another country than the client's.
      const moved = await patch(order.id, {country: 'sweden', zip: '411 01'}).expect(422);
      expect(moved.body.error).toMatchObject({message: "The order's country must be its client's: Finland", code: 'COUNTRY_NOT_CLIENTS'});
      // What keeps the rules is saved.
      await app.client.patch(`/api/Clients/${client.id}`).set(bearer(admin)).send({country: 'sweden', zip: '411 01', city: 'Göteborg'}).expect(204);
      await patch(order.id, {country: 'sweden', zip: '411 01', closeReason: 'Nothing to send'}).expect(204);
      expect(await getOrder(order.id)).toMatchObject({country: 'sweden', zip: '411 01', closeReason: 'Nothing to send'});
    });

    it('takes no lifecycle flag in the edit: those are commands', async () => {
      const order = (await createOrder({clientId: (await givenClient()).id}).expect(200)).body;
      for (const body of [{closed: true}, {isReceived: true}, {isBoomerang: true}, {isPaid: true}, {closeDate: new Date().toISOString()}]) {
        await patch(order.id, body).expect(422);
      }
      expect(await getOrder(order.id)).toMatchObject({closed: false, isReceived: false, isBoomerang: false, isPaid: false, closeDate: null});
    });

    it('closes and reopens as commands with a reason, each audited with who and why', async () => {
      const order = (await createOrder({clientId: (await givenClient()).id}).expect(200)).body;
      const reopenOpen = await app.client.post(`/api/Orders/${order.id}/reopen`).set(bearer(admin)).send({reason: 'Parcel found'}).expect(409);
      expect(reopenOpen.body.error).toMatchObject({message: MESSAGES.notClosed, code: 'ORDER_NOT_CLOSED'});
      const closed = await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(admin)).send({method: 'boomerang', reason: 'Returned'}).expect(200);
      expect(closed.body).toMatchObject({closed: true, isBoomerang: true, closeReason: 'Returned', closeMethod: 'boomerang'});
      expect((await app.client.post(`/api/Orders/${order.id}/reopen`).set(bearer(admin)).send({reason: '  '}).expect(422)).body.error.message).toBe(
        'Reason is required',
      );
      await app.client.post(`/api/Orders/${order.id}/reopen`).set(bearer(customer.token)).send({reason: 'x'}).expect(403);
      const reopened = await app.client.post(`/api/Orders/${order.id}/reopen`).set(bearer(admin)).send({reason: ' Parcel found '}).expect(200);
      expect(reopened.body).toMatchObject({closed: false, closeReason: null, closeDate: null, closerId: null});
      const entries = (await audits(order.id)).filter(entry => entry.action !== 'create');
      expect(entries.map(entry => [entry.action, entry.reason])).toEqual([
        ['close', 'Returned'],
        ['reopen', 'Parcel found'],
      ]);
      expect(entries[1].changedFields).toEqual(expect.arrayContaining(['closed', 'closeReason', 'closeDate', 'closerId']));
      // A second reopen finds it open.
      await app.client.post(`/api/Orders/${order.id}/reopen`).set(bearer(admin)).send({reason: 'again'}).expect(409);
    });
  });

  describe("item 6: the order searches find the client's name, number and phone", () => {
    const search = async (text: string, token = admin) => {
      const where = parseOrderSearch(text);
      const res = await app.client
        .get(`/api/Orders?filter=${q({where, fields: ['id'], order: ['createdAt DESC', 'id DESC'], limit: 50})}`)
        .set(bearer(token))
        .expect(200);
      return (res.body as {id: number}[]).map(order => order.id);
    };
    const quick = async (text: string, token = admin) =>
      (
        await app.client
          .get(`/api/Orders/quick-search?q=${encodeURIComponent(text)}`)
          .set(bearer(token))
          .expect(200)
      ).body as {
        id: number;
        orderNumber: number;
        client?: {firstName: string; phone: string};
      }[];

    it('finds an order by name, client number and the phone in any format, in the lists and the quick search', async () => {
      const client = await givenClient({firstName: 'Ilmari', lastName: 'Quokkanen', phone: '0401234999', country: 'finland'});
      const order = (await createOrder({clientId: client.id, callerId: buyer.member.id}).expect(200)).body;
      const other = (await createOrder({clientId: (await givenClient()).id}).expect(200)).body;
      for (const text of [
        'Quokkanen',
        'ilmari quokkanen',
        '"Ilmari Quokkanen"',
        String(client.clientNumber),
        '+358 40 123 4999',
        '040 123 4999',
        '0401234999',
        '358401234999',
        '00358-40-1234999',
      ]) {
        const found = await search(text);
        expect(found, text).toContain(order.id);
        expect(found, text).not.toContain(other.id);
        expect(
          (await quick(text)).map(hit => hit.id),
          text,
        ).toContain(order.id);
      }
      const [hit] = await quick('Quokkanen');
      // The phone is stored in its one form (normalizePhone: the calling code of the client's country).
      expect(hit).toMatchObject({id: order.id, orderNumber: order.orderNumber, client: {firstName: 'Ilmari', phone: '358401234999'}});
      // The generic list's rows are the same as the connector's own ILIKEs.
      const where = parseOrderSearch('040 123 4999');
      const viaRepository = await (await app.server.lbApp.get(ORDER_REPOSITORY)).find({where: where as Where<Order>, fields: {id: true}});
      expect(viaRepository.map(row => row.id)).toEqual([order.id]);
    });

    it("is answered from the search column's trigram index, which holds the client's text", async () => {
      const client = await givenClient({firstName: 'Veikko', lastName: 'Tapiiri', phone: '+358 50 765 4321'});
      const order = (await createOrder({clientId: client.id}).expect(200)).body;
      const {rows} = await db.query('SELECT searchtext FROM orders WHERE id = $1', [order.id]);
      expect(rows[0].searchtext).toContain(`veikko tapiiri\u001f${client.clientNumber}\u001f358507654321`);
      await db.query('BEGIN');
      try {
        // Left only a bitmap scan (no whole-table read, no walk of the newest-first index), the word is
        // looked up in the trigram index.
        for (const off of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan']) await db.query(`SET LOCAL ${off} = off`);
        const plan = await db.query('EXPLAIN SELECT id FROM orders WHERE searchtext LIKE lower($1)', ['%tapiiri%']);
        expect(plan.rows.map(row => row['QUERY PLAN']).join('\n')).toContain('orders_searchtext_trgm_idx');
      } finally {
        await db.query('ROLLBACK');
      }
    });

    it("keeps each order's client text when the client changes", async () => {
      const client = await givenClient({firstName: 'Aino', lastName: 'Wombatti'});
      const order = (await createOrder({clientId: client.id}).expect(200)).body;
      expect(await search('Wombatti')).toContain(order.id);
      await app.client.patch(`/api/Clients/${client.id}`).set(bearer(admin)).send({lastName: 'Numbatti', phone: '+44 7700 900123'}).expect(204);
      expect(await search('Wombatti')).not.toContain(order.id);
      expect(await search('Numbatti')).toContain(order.id);
      expect(await search('+44 7700 900123')).toContain(order.id);
      // Moved to another client, it takes that one's.
      const next = await givenClient({firstName: 'Aino', lastName: 'Koalanen'});
      await db.query('UPDATE orders SET clientid = $2 WHERE id = $1', [order.id, next.id]);
      expect(await search('Koalanen')).toContain(order.id);
      expect(await search('Numbatti')).not.toContain(order.id);
    });

    it('the quick search finds a buyer only their own orders, every order for an order reader, none for a role that reads none', async () => {
      const client = await givenClient({lastName: 'Ornitorrinco'});
      const own = (await createOrder({clientId: client.id, callerId: buyer.member.id}).expect(200)).body;
      const notOwn = (await createOrder({clientId: client.id}).expect(200)).body;
      const forBuyer = (await quick('Ornitorrinco', buyer.token)).map(hit => hit.id);
      expect(forBuyer).toEqual([own.id]);
      expect((await quick('Ornitorrinco', customer.token)).map(hit => hit.id)).toEqual([notOwn.id, own.id]);
      const receiver = await givenMemberWithRoles(app, ['receiver']);
      expect((await quick('Ornitorrinco', receiver.token)).map(hit => hit.id)).toEqual([notOwn.id, own.id]);
      const messages = await givenMemberWithRoles(app, ['messageCenter']);
      expect(await quick('Ornitorrinco', messages.token)).toEqual([]);
      expect(await quick('   ')).toEqual([]);
      await app.client.get('/api/Orders/quick-search?q=nokey:1').set(bearer(admin)).expect(400);
    });

    it("writes a phone as shared's normalizePhone does (the database's phone_key)", async () => {
      const cases: [string | null, string | null][] = [
        ['+358 40 123 4567', null],
        ['+358-40-1234567', 'sweden'],
        ['00358 40 1234567', 'finland'],
        ['358401234567', 'finland'],
        ['040 123 4567', 'finland'],
        ['(040) 123 45 67', 'finland'],
        ['070-123 45 67', 'sweden'],
        ['07700 900123', 'uk'],
        ['040 123 4567', null],
        ['040 123 4567', 'norway'],
        [' +46 70 1', 'sweden'],
        ['', 'finland'],
        [null, 'finland'],
      ];
      for (const [phone, country] of cases) {
        const {rows} = await db.query('SELECT phone_key($1, $2) AS key', [phone, country]);
        expect(rows[0].key, `${phone} ${country}`).toBe(normalizePhone(phone, country));
      }
    });
  });
});
