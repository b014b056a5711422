import {Client as PgClient} from 'pg';
import {LIMITS, MESSAGES} from '@karat/shared';
import {bearer, givenRunningApp, TestApp, BOTH_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder as givenStoredOrder} from '../helpers/builders';

describe.each(BOTH_DATABASES)('order lifecycle commands on %s', kind => {
  let app: TestApp;
  let admin: string;
  let receiver: {token: string; member: {id: number}};
  let customer: {token: string; member: {id: number}};
  let buyer: {token: string; member: {id: number}};
  let db: PgClient;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    receiver = await givenMemberWithRoles(app, ['receiver']);
    customer = await givenMemberWithRoles(app, ['customer']);
    buyer = await givenMemberWithRoles(app, ['buyer']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const givenOrder = (partial: Record<string, unknown> = {}, clientPartial: Record<string, unknown> | null = {}) =>
    givenStoredOrder(app, admin, partial, clientPartial);
  const getOrder = async (id: number) => (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;
  const receive = (barCode: string, token = receiver.token, reopen?: boolean) =>
    app.client
      .post('/api/Orders/receive')
      .set(bearer(token))
      .send(reopen === undefined ? {barCode} : {barCode, reopen});

  describe('receive scan', () => {
    it("answers 404 'Cannot find order' for an unknown bar code", async () => {
      const res = await receive('NO-SUCH-CODE').expect(404);
      expect(res.body.error.message).toBe('Cannot find order');
    });

    it("receives the newest order with that bar code, then answers 409 'Package is already received'", async () => {
      const old = await givenOrder({barCode: 'SHARED-1'});
      const newest = await givenOrder({barCode: 'SHARED-1'});
      await db.query(`UPDATE orders SET createdat = now() - interval '30 days' WHERE id = $1`, [old.id]);
      const res = await receive('SHARED-1').expect(200);
      expect(res.body.notices).toEqual(['Received']);
      // The scan history shows whose parcel it was.
      expect(res.body.clientName).toBe('Matti Meikäläinen');
      expect(res.body.order).toMatchObject({id: newest.id, isReceived: true, receiverId: receiver.member.id});
      expect(Date.now() - new Date(res.body.order.receivedDate).getTime()).toBeLessThan(60_000);
      expect((await getOrder(old.id)).isReceived).toBe(false);
      const again = await receive('SHARED-1').expect(409);
      expect(again.body.error.message).toBe('Package is already received');
    });

    it("swaps in the cold-case caller, keeps the old one as originalCallerId, and says 'Cold case'", async () => {
      const coldCaller = await givenMemberWithRoles(app, ['buyer', 'isColdCaller']);
      const order = await givenOrder({isColdCase: true, callerId: buyer.member.id, coldCaseCallerId: coldCaller.member.id});
      const res = await receive(order.barCode).expect(200);
      expect(res.body.notices).toEqual(['Received', 'Cold case']);
      expect(res.body.order).toMatchObject({callerId: coldCaller.member.id, originalCallerId: buyer.member.id});
    });

    it("fails 'Missing coldCaseCAllerId' for a cold case without its caller, writing nothing", async () => {
      const order = await givenOrder({isColdCase: true, callerId: buyer.member.id});
      const res = await receive(order.barCode).expect(422);
      expect(res.body.error.message).toBe('Missing coldCaseCAllerId');
      expect((await getOrder(order.id)).isReceived).toBe(false);
    });

    it('asks before reopening a closed order, showing its close reason; reopening clears the close', async () => {
      const order = await givenOrder();
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(200);
      const asked = await receive(order.barCode).expect(409);
      expect(asked.body.error).toMatchObject({code: 'ORDER_CLOSED', details: {closeReason: 'Age'}});
      expect((await getOrder(order.id)).isReceived).toBe(false);
      const res = await receive(order.barCode, receiver.token, true).expect(200);
      expect(res.body.order).toMatchObject({closed: false, closerId: null, closeDate: null, closeReason: null, isReceived: true});
    });

    it('fills a missing address from the client', async () => {
      const order = await givenOrder(
        {address: null, zip: null, city: null},
        {address: 'Storgatan 1', zip: '411 01', city: 'Göteborg', country: 'sweden', language: 'swedish'},
      );
      const res = await receive(order.barCode).expect(200);
      expect(res.body.order).toMatchObject({address: 'Storgatan 1', zip: '411 01', city: 'Göteborg'});
    });

    it("fails 'Address update missing information' when neither order nor client has the address", async () => {
      const order = await givenOrder({city: null});
      // A client without a city (legacy data: the client form requires one).
      await db.query('UPDATE clients SET city = NULL WHERE id = $1', [order.clientId]);
      const res = await receive(order.barCode).expect(422);
      expect(res.body.error.message).toBe(MESSAGES.addressUpdateMissing);
      const orphan = await givenOrder({zip: null}, null);
      await receive(orphan.barCode).expect(422);
      expect((await getOrder(orphan.id)).isReceived).toBe(false);
    });

    it('audits the receive with the changed fields', async () => {
      const order = await givenOrder();
      await receive(order.barCode).expect(200);
      const {rows} = await db.query(`SELECT memberid, action, changedfields FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'receive'`, [
        String(order.id),
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0].memberid).toBe(receiver.member.id);
      expect(rows[0].changedfields).toEqual(expect.arrayContaining(['isReceived', 'receiverId', 'receivedDate']));
    });

    it('lets exactly one of 20 parallel scans of one bar code win', async () => {
      const order = await givenOrder();
      // Four scanners, five scans each: one member may have only LIMITS.maxRequestsPerMember in flight.
      const others = await Promise.all([1, 2, 3].map(() => givenMemberWithRoles(app, ['receiver'])));
      const scanners = [receiver, ...others];
      const results = await Promise.all(Array.from({length: 20}, (_, i) => receive(order.barCode, scanners[i % 4].token)));
      const statuses = results.map(r => r.status).sort();
      if (statuses.filter(s => s === 409).length !== 19)
        console.log('PARALLEL', JSON.stringify(results.filter(r => r.status !== 409).map(r => [r.status, r.body])));
      expect(statuses.filter(s => s === 200)).toHaveLength(1);
      expect(statuses.filter(s => s === 409)).toHaveLength(19);
      expect(results.filter(r => r.status === 409).every(r => r.body.error.message === 'Package is already received')).toBe(true);
      const {rows} = await db.query(`SELECT count(*)::int AS n FROM audit_entries WHERE modelid = $1 AND action = 'receive'`, [String(order.id)]);
      expect(rows[0].n).toBe(1);
    });

    it('is refused to a buyer and a customer-service member (403)', async () => {
      const order = await givenOrder();
      await receive(order.barCode, buyer.token).expect(403);
      await receive(order.barCode, customer.token).expect(403);
      await app.client.get('/api/Orders/received-today').set(bearer(buyer.token)).expect(403);
    });
  });

  describe('received today', () => {
    it('counts today in the business time zone, in total and per team', async () => {
      const before = (await app.client.get('/api/Orders/received-today').set(bearer(receiver.token)).expect(200)).body;
      const uk = await givenOrder({team: 'uk', country: 'uk', language: 'uk-english', zip: 'SW1A 1AA', city: 'London'});
      const malaga = await givenOrder({team: 'malaga-sweden'});
      const yesterday = await givenOrder({team: 'uk'});
      const closedAfter = await givenOrder({team: 'uk'});
      for (const o of [uk, malaga, yesterday, closedAfter]) await receive(o.barCode).expect(200);
      // Received and then closed (a boomerang): not among today's arrivals.
      await app.client.post(`/api/Orders/${closedAfter.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(200);
      await db.query(
        `UPDATE orders SET receiveddate = (date_trunc('day', now() AT TIME ZONE 'Europe/Helsinki') AT TIME ZONE 'Europe/Helsinki') - interval '1 second' WHERE id = $1`,
        [yesterday.id],
      );
      const after = (await app.client.get('/api/Orders/received-today').set(bearer(receiver.token)).expect(200)).body;
      expect(after.total).toBe(before.total + 2);
      expect(after.byTeam.uk).toBe(before.byTeam.uk + 1);
      expect(after.byTeam.malagaSweden).toBe(before.byTeam.malagaSweden + 1);
      expect(Object.keys(after.byTeam).sort()).toEqual(['gothenburg', 'helsinki', 'malagaFinland', 'malagaSweden', 'turku', 'uk']);
    });
  });

  describe('close', () => {
    it('sets closed, reason, method, closer and date; boomerang method marks isBoomerang', async () => {
      const order = await givenOrder();
      const res = await app.client
        .post(`/api/Orders/${order.id}/close`)
        .set(bearer(customer.token))
        .send({method: 'boomerang', reason: 'Nothing to send'})
        .expect(200);
      expect(res.body).toMatchObject({closed: true, closeReason: 'Nothing to send', closeMethod: 'boomerang', closerId: customer.member.id, isBoomerang: true});
      expect(res.body.closeDate).toBeTruthy();
      const again = await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(409);
      expect(again.body.error.message).toBe('Order is already closed');
    });

    it('keeps isBoomerang off for phone unless asked, and validates the form', async () => {
      const order = await givenOrder();
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'fax', reason: 'Age'}).expect(422);
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: ' '}).expect(422);
      const res = await app.client
        .post(`/api/Orders/${order.id}/close`)
        .set(bearer(customer.token))
        .send({method: 'email', reason: 'Invoice paid'})
        .expect(200);
      expect(res.body.isBoomerang).toBe(false);
      await app.client.post('/api/Orders/987654/close').set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(404);
    });

    it('lets exactly one of as many parallel closes as a member may send win', async () => {
      const order = await givenOrder();
      const parallel = LIMITS.maxRequestsPerMember;
      const results = await Promise.all(
        Array.from({length: parallel}, () =>
          app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}),
        ),
      );
      expect(results.filter(r => r.status === 200)).toHaveLength(1);
      expect(results.filter(r => r.status === 409)).toHaveLength(parallel - 1);
    });

    it('is refused to buyers and receivers (403)', async () => {
      const order = await givenOrder();
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(buyer.token)).send({method: 'phone', reason: 'Age'}).expect(403);
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(receiver.token)).send({method: 'phone', reason: 'Age'}).expect(403);
    });
  });

  describe('mass boomerang', () => {
    const mass = (barCodes: string[]) => app.client.post('/api/Orders/mass-boomerang').set(bearer(customer.token)).send({barCodes});

    it('checks everything first and changes nothing on any problem', async () => {
      const a = await givenOrder();
      const closed = await givenOrder();
      await app.client.post(`/api/Orders/${closed.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(200);
      expect((await mass([])).body.error.message).toBe('Require at least 1 order');
      expect((await mass([a.barCode, a.barCode])).body.error.message).toBe('Order is already added to list');
      const missing = await mass([a.barCode, 'NO-SUCH']).expect(404);
      expect(missing.body.error.message).toBe('Cannot find order');
      const already = await mass([a.barCode, closed.barCode]).expect(409);
      expect(already.body.error.message).toBe('Order is already closed');
      const received = await givenOrder();
      await app.client.post('/api/Orders/receive').set(bearer(admin)).send({barCode: received.barCode}).expect(200);
      const arrived = await mass([a.barCode, received.barCode]).expect(409);
      expect(arrived.body.error).toMatchObject({code: 'ORDER_RECEIVED', message: MESSAGES.receivedNotBoomerang, details: {barCode: received.barCode}});
      expect((await getOrder(a.id)).closed).toBe(false);
    });

    it('marks every listed order as boomerang for the current member', async () => {
      const a = await givenOrder();
      const b = await givenOrder();
      const res = await mass([a.barCode, b.barCode]).expect(200);
      expect(res.body).toEqual({count: 2});
      for (const o of [a, b]) {
        expect(await getOrder(o.id)).toMatchObject({closed: true, isBoomerang: true, closeMethod: 'boomerang', closerId: customer.member.id});
      }
    });
  });

  describe('address check and package registration', () => {
    it('checks completeness and the postal-code format of the country', async () => {
      const ok = await givenOrder();
      // A Swedish client's order (it takes its client's country) with a zip the admin's edit would refuse.
      const badZip = await givenOrder({zip: '4110'}, {country: 'sweden', language: 'swedish', zip: '411 01'});
      expect((await app.client.get(`/api/Orders/${ok.id}/check-address-base64`).set(bearer(admin)).expect(200)).body.isValid).toBe(true);
      const res = await app.client.get(`/api/Orders/${badZip.id}/check-address-base64`).set(bearer(admin)).expect(200);
      expect(res.body).toMatchObject({isValid: false, problems: ['Invalid postal code for sweden']});
    });

    it('registers a package, giving a new bar code only after confirmation, and records the code', async () => {
      const fresh = await givenOrder({barCode: null});
      const registered = await app.client.post(`/api/Orders/${fresh.id}/register-package`).set(bearer(admin)).expect(200);
      expect(registered.body.barCode).toMatch(/^JJFI\d{16}$/);
      expect(registered.body.isShipmentRegistered).toBe(true);

      const asked = await app.client.post(`/api/Orders/${fresh.id}/register-package`).set(bearer(admin)).expect(409);
      expect(asked.body.error).toMatchObject({code: 'BARCODE_CHANGE', message: "Are you sure you want to change order's bar code?"});
      expect((await getOrder(fresh.id)).barCode).toBe(registered.body.barCode);

      const changed = await app.client.post(`/api/Orders/${fresh.id}/register-package?confirm=true`).set(bearer(admin)).expect(200);
      expect(changed.body.barCode).not.toBe(registered.body.barCode);

      const where = encodeURIComponent(JSON.stringify({where: {orderId: fresh.id}, order: ['id ASC']}));
      const codes = (await app.client.get(`/api/PackageCodeRegistries?filter=${where}`).set(bearer(admin)).expect(200)).body;
      expect(codes.map((c: {packageCode: string}) => c.packageCode)).toEqual([registered.body.barCode, changed.body.barCode]);
      expect(codes[0]).toMatchObject({orderNumber: fresh.orderNumber, clientName: 'Matti Meikäläinen'});
    });

    it('refuses to register a package to an address that cannot be posted to', async () => {
      const order = await givenOrder({barCode: null, zip: '123'});
      const res = await app.client.post(`/api/Orders/${order.id}/register-package`).set(bearer(admin)).expect(422);
      expect(res.body.error.code).toBe('ADDRESS_INVALID');
      expect((await getOrder(order.id)).isShipmentRegistered).toBe(false);
    });
  });

  describe('preferences', () => {
    it('stores a value per member and key', async () => {
      await app.client.get('/api/Members/me/preferences/admin.orders.columns').set(bearer(admin)).expect(200, {value: null});
      await app.client
        .put('/api/Members/me/preferences/admin.orders.columns')
        .set(bearer(admin))
        .send({value: ['orderNumber', 'city']})
        .expect(204);
      await app.client
        .get('/api/Members/me/preferences/admin.orders.columns')
        .set(bearer(admin))
        .expect(200, {value: ['orderNumber', 'city']});
      await app.client.get('/api/Members/me/preferences/admin.orders.columns').set(bearer(buyer.token)).expect(200, {value: null});
      await app.client.put('/api/Members/me/preferences/bad key').set(bearer(admin)).send({value: 1}).expect(400);
    });
  });
});
