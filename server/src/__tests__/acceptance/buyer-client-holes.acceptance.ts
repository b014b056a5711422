import {Client as PgClient} from 'pg';
import {ADDRESS_MESSAGES, MESSAGES, parseOrderSearch} from '@karat/shared';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {
  adminToken,
  givenClient as givenApiClient,
  givenClientData,
  givenMaterialData,
  givenMemberData,
  givenMemberWithRoles,
  givenOrder as givenStoredOrder,
} from '../helpers/builders';

type Member = {token: string; member: {id: number}};
const DAY = 86_400_000;
const BANK = {iban: 'FI2112345600000785', ukSortCode: '12-34-56', ukAccountNumber: '12345678'};
/** What the buyer's look-up may show of a client: the order form's fields, its id and number. */
const BUYER_CLIENT_KEYS = [
  'id',
  'clientNumber',
  'firstName',
  'lastName',
  'gender',
  'address',
  'zip',
  'city',
  'country',
  'language',
  'phone',
  'email',
  'birthYear',
];

let phoneSeq = 0;
/** A phone no other test uses (the look-up answers the newest client with a phone). */
const uniquePhone = () => `3584${String(Date.now() % 1e6).padStart(6, '0')}${String(phoneSeq++ % 1000).padStart(3, '0')}`;

describe('buyer and client holes', () => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let buyer: Member;
  let otherBuyer: Member;
  let webBuyer: Member;
  let customer: Member;
  let manager: Member;

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    admin = await adminToken(app);
    buyer = await givenMemberWithRoles(app, ['buyer']);
    otherBuyer = await givenMemberWithRoles(app, ['buyer']);
    webBuyer = await givenMemberWithRoles(app, ['buyer', 'buyerWebOrder']);
    customer = await givenMemberWithRoles(app, ['customer']);
    manager = await givenMemberWithRoles(app, ['ccManager']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const givenClient = (partial: Record<string, unknown> = {}) =>
    givenApiClient<{id: number; phone: string} & Record<string, unknown>>(app, admin, {phone: uniquePhone(), ...partial});
  const givenOrder = (partial: Record<string, unknown> = {}, clientPartial: Record<string, unknown> = {}) =>
    givenStoredOrder(app, admin, {callerId: buyer.member.id, ...partial}, {phone: uniquePhone(), ...clientPartial});
  const getClient = async (id: number) => (await app.client.get(`/api/Clients/${id}`).set(bearer(admin)).expect(200)).body;
  const getOrder = async (id: number) => (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;
  const audits = async (model: string, id: number) => {
    const where = encodeURIComponent(JSON.stringify({where: {model, modelId: String(id)}, order: ['id ASC']}));
    return (await app.client.get(`/api/AuditEntries?filter=${where}`).set(bearer(admin)).expect(200)).body as {action: string; changedFields: string[]}[];
  };
  const form = () => ({
    welcomeCall: new Date(Date.now() + 4 * DAY).toISOString(),
    dueDate: new Date(Date.now() + 16 * DAY).toISOString(),
    language: 'finnish',
    country: 'finland',
  });
  /** The order form's client fields of a client (what the add-order screen sends back). */
  const contactOf = (client: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(client).filter(([key]) => BUYER_CLIENT_KEYS.includes(key) && key !== 'clientNumber' && client[key] !== null));
  const addOrder = (token: string, client: object, order: object = form()) => app.client.post('/api/buyer/orders').set(bearer(token)).send({client, order});

  describe('a buyer and the client', () => {
    it('the phone look-up answers only what the order form needs: no bank details, no internal fields', async () => {
      const client = await givenClient(BANK);
      const res = await app.client.get(`/api/buyer/clients/by-phone/${client.phone}`).set(bearer(buyer.token)).expect(200);
      expect(res.body.id).toBe(client.id);
      expect(Object.keys(res.body).filter(key => !BUYER_CLIENT_KEYS.includes(key))).toEqual([]);
      expect(JSON.stringify(res.body)).not.toContain('785');
    });

    it('refuses bank details from a buyer (422), for a found client and for a new one, and changes nothing', async () => {
      const client = await givenClient(BANK);
      for (const [key, value] of Object.entries({iban: 'FI9999999999999999', ukSortCode: '99-99-99', ukAccountNumber: '99999999'})) {
        const found = await addOrder(buyer.token, {...contactOf(client), [key]: value}).expect(422);
        expect(JSON.stringify(found.body.error)).toContain(key);
        await addOrder(buyer.token, {...givenClientData({phone: uniquePhone()}), [key]: value}).expect(422);
      }
      expect(await getClient(client.id)).toMatchObject(BANK);
      expect((await audits('Client', client.id)).map(a => a.action)).toEqual(['create']);
    });

    it('binds the client to the phone it was found by: an id alone reaches no client (404), whatever exists', async () => {
      const victim = await givenClient({...BANK, address: 'Aurakatu 9'});
      const mine = uniquePhone();
      const attack = await addOrder(buyer.token, {...givenClientData({phone: mine, address: 'Hackerkatu 1'}), id: victim.id}).expect(404);
      expect(attack.body.error.message).toBe('Missing client');
      await addOrder(buyer.token, {...givenClientData({phone: mine}), id: 987654}).expect(404);
      expect(await getClient(victim.id)).toMatchObject({...BANK, address: 'Aurakatu 9', phone: victim.phone});
      const where = encodeURIComponent(JSON.stringify({clientId: victim.id}));
      expect((await app.client.get(`/api/Orders/count?where=${where}`).set(bearer(admin)).expect(200)).body.count).toBe(0);
    });

    it("updates only a found client's changed contact fields, audited; the answer shows no bank details", async () => {
      const client = await givenClient(BANK);
      const res = await addOrder(buyer.token, {...contactOf(client), address: '  Linnankatu 5  ', email: 'uusi@example.fi'}).expect(200);
      expect(Object.keys(res.body.client).filter(key => !BUYER_CLIENT_KEYS.includes(key))).toEqual([]);
      expect(res.body.order).toMatchObject({clientId: client.id, address: 'Linnankatu 5', callerId: buyer.member.id});
      expect(await getClient(client.id)).toMatchObject({...BANK, address: 'Linnankatu 5', email: 'uusi@example.fi'});
      const entries = await audits('Client', client.id);
      expect(entries.map(a => a.action)).toEqual(['create', 'update']);
      expect(entries[1].changedFields.sort()).toEqual(['address', 'email', 'updatedAt']);
      // The same contact details again: an order, but no client write and no client audit entry.
      const updatedAt = (await getClient(client.id)).updatedAt;
      await addOrder(buyer.token, {...contactOf(await getClient(client.id))}).expect(200);
      expect((await getClient(client.id)).updatedAt).toBe(updatedAt);
      expect(await audits('Client', client.id)).toHaveLength(2);
    });

    it("a buyer's orders show their clients without bank details", async () => {
      const order = await givenOrder({}, BANK);
      const one = await app.client.get(`/api/buyer/orders/${order.id}`).set(bearer(buyer.token)).expect(200);
      expect(one.body.client.id).toBe(order.clientId);
      expect(one.body.client).not.toHaveProperty('iban');
      const page = await app.client.get(`/api/buyer/orders?q=id:${order.id}`).set(bearer(buyer.token)).expect(200);
      expect(page.body.orders[0].client).toMatchObject({id: order.clientId});
      expect(page.body.orders[0].client).not.toHaveProperty('ukAccountNumber');
    });

    it('POST and PATCH /api/Clients keep the client form rules and store the parsed (trimmed) values', async () => {
      const bad = await app.client
        .post('/api/Clients')
        .set(bearer(admin))
        .send(givenClientData({firstName: 'Anna2'}))
        .expect(422);
      expect(bad.body.error.message).toBe('First name may contain only letters, spaces and hyphens');
      await app.client
        .post('/api/Clients')
        .set(bearer(admin))
        .send(givenClientData({birthYear: undefined}))
        .expect(422);
      await app.client
        .post('/api/Clients')
        .set(bearer(admin))
        .send(givenClientData({zip: ''}))
        .expect(422);
      const created = await app.client
        .post('/api/Clients')
        .set(bearer(admin))
        .send(givenClientData({firstName: '  Liisa ', city: ' Turku ', phone: ` ${uniquePhone()} `, iban: ' FI2112345600000785 '}))
        .expect(200);
      expect(created.body).toMatchObject({firstName: 'Liisa', city: 'Turku', iban: 'FI2112345600000785'});
      expect(created.body.phone).toMatch(/^\d+$/);

      const id = created.body.id;
      await app.client.patch(`/api/Clients/${id}`).set(bearer(admin)).send({lastName: ' Virtanen  ', ukSortCode: ' 12-34-56 '}).expect(204);
      expect(await getClient(id)).toMatchObject({lastName: 'Virtanen', ukSortCode: '12-34-56'});
      expect((await app.client.patch(`/api/Clients/${id}`).set(bearer(admin)).send({city: 'Turku 2'}).expect(422)).body.error.message).toMatch(/^City/);
      // The birth year can be cleared only on a client with a web order, as on the admin's form.
      await app.client.patch(`/api/Clients/${id}`).set(bearer(admin)).send({birthYear: null}).expect(422);
      await givenStoredOrder(app, admin, {clientId: id, isWebOrder: true}, null);
      await app.client.patch(`/api/Clients/${id}`).set(bearer(admin)).send({birthYear: null}).expect(204);
      expect((await getClient(id)).birthYear).toBeNull();
    });

    it('stores the parsed body on the other generic writes and on member create', async () => {
      const material = await app.client
        .post('/api/Materials')
        .set(bearer(admin))
        .send(givenMaterialData({name: '  Gold 750  '}))
        .expect(200);
      expect(material.body.name).toBe('Gold 750');
      await app.client.patch(`/api/Materials/${material.body.id}`).set(bearer(admin)).send({name: ' Gold 585 '}).expect(204);
      expect((await app.client.get(`/api/Materials/${material.body.id}`).set(bearer(admin)).expect(200)).body.name).toBe('Gold 585');
      const member = await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({name: '  Maija Mehiläinen  '}))
        .expect(200);
      expect(member.body.name).toBe('Maija Mehiläinen');
      const order = await givenOrder();
      await app.client.patch(`/api/Orders/${order.id}`).set(bearer(admin)).send({closeReason: '  Age  ', city: ' Naantali '}).expect(204);
      expect(await getOrder(order.id)).toMatchObject({closeReason: 'Age', city: 'Naantali'});
    });
  });

  describe('smaller holes', () => {
    const givenComplaint = async (orderId: number) =>
      (await db.query<{id: number}>('INSERT INTO complaints (orderid) VALUES ($1) RETURNING id', [orderId])).rows[0].id;
    const complaintOf = async (id: number) => (await db.query('SELECT orderclosed FROM complaints WHERE id = $1', [id])).rows[0].orderclosed;

    it("closing with a complaintId takes only the order's own complaint, and audits it", async () => {
      const order = await givenOrder();
      const other = await givenOrder();
      const othersComplaint = await givenComplaint(other.id);
      const close = (complaintId: number) =>
        app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age', complaintId});
      const refused = await close(othersComplaint).expect(422);
      expect(refused.body.error).toMatchObject({code: 'COMPLAINT_NOT_OF_ORDER', message: "The complaint is not this order's"});
      await close(987654).expect(422);
      expect(await complaintOf(othersComplaint)).toBe('not_set');
      expect((await getOrder(order.id)).closed).toBe(false);

      const own = await givenComplaint(order.id);
      await close(own).expect(200);
      expect(await complaintOf(own)).toBe('closed');
      const entries = await audits('Complaint', own);
      expect(entries).toHaveLength(1);
      expect(entries[0].changedFields).toContain('orderClosed');
    });

    it('a web-order buyer may name only an active buyer as caller', async () => {
      const packager = await givenMemberWithRoles(app, ['packager']);
      const inactive = await givenMemberWithRoles(app, ['buyer']);
      await app.client.patch(`/api/Members/${inactive.member.id}`).set(bearer(admin)).send({isActive: false}).expect(204);
      const web = (callerId: number) =>
        addOrder(webBuyer.token, {...givenClientData({phone: uniquePhone()}), birthYear: null}, {...form(), isWebOrder: true, callerId});
      expect((await web(packager.member.id).expect(422)).body.error.message).toBe('Caller must be an active buyer');
      expect((await web(inactive.member.id).expect(422)).body.error.message).toBe('Caller must be an active buyer');
      expect((await web(otherBuyer.member.id).expect(200)).body.order).toMatchObject({isWebOrder: true, callerId: otherBuyer.member.id});
    });

    it("a buyer's order PATCH follows the order form's rules and refuses closed or received orders", async () => {
      const order = await givenOrder();
      const patch = (id: number, body: object) => app.client.patch(`/api/buyer/orders/${id}`).set(bearer(buyer.token)).send(body);
      expect((await patch(order.id, {country: null}).expect(422)).body.error.message).toBe('Country is required');
      expect((await patch(order.id, {welcomeCall: null}).expect(422)).body.error.message).toBe('Welcome call is required');
      expect((await patch(order.id, {team: 'nowhere'}).expect(422)).body.error.message).toBeTruthy();
      await patch(order.id, {city: '  Raisio ', generalMessage: ' Soita iltaisin '}).expect(204);
      expect(await getOrder(order.id)).toMatchObject({city: 'Raisio', generalMessage: 'Soita iltaisin', country: 'finland'});

      const closed = await givenOrder({closed: true});
      expect((await patch(closed.id, {city: 'Raisio'}).expect(409)).body.error.message).toBe('Order is already closed');
      const received = await givenOrder({isReceived: true});
      expect((await patch(received.id, {city: 'Raisio'}).expect(409)).body.error.message).toBe('Package is already received');
      expect((await getOrder(received.id)).city).toBe('Turku');
    });

    it("a buyer's order edit keeps the admin's edit rules: no past due date, the client's country, a zip of it, a postal address; nothing written", async () => {
      const order = await givenOrder();
      const before = await getOrder(order.id);
      const patch = (body: object) => app.client.patch(`/api/buyer/orders/${order.id}`).set(bearer(buyer.token)).send(body);
      const past = new Date(Date.now() - DAY).toISOString();
      expect((await patch({dueDate: past, city: 'Raisio'}).expect(422)).body.error).toMatchObject({message: MESSAGES.dueDateInPast, code: 'DUE_DATE_IN_PAST'});
      const moved = await patch({country: 'sweden', zip: '411 01', city: 'Göteborg'}).expect(422);
      expect(moved.body.error).toMatchObject({message: "The order's country must be its client's: Finland", code: 'COUNTRY_NOT_CLIENTS'});
      expect((await patch({zip: '1234'}).expect(422)).body.error.message).toBe('Zip 1234 does not fit Finland');
      expect((await patch({country: 'uk'}).expect(422)).body.error.message).toBe('Zip 20100 does not fit UK');
      expect((await patch({address: 'Call me <b>now</b>'}).expect(422)).body.error.message).toBe(ADDRESS_MESSAGES.address);
      const message = 'Please call me back after five, I am at home all evening and ask for Matti';
      expect((await patch({address: message}).expect(422)).body.error.message).toBe(ADDRESS_MESSAGES.addressMax);
      expect(await getOrder(order.id)).toMatchObject({
        updatedAt: before.updatedAt,
        dueDate: before.dueDate,
        country: 'finland',
        zip: '20100',
        address: before.address,
      });
      // What keeps the rules is saved, as on the admin's edit.
      await patch({zip: '20500', dueDate: new Date(Date.now() + 3 * DAY).toISOString(), address: 'Linnankatu 5 B 12'}).expect(204);
      expect(await getOrder(order.id)).toMatchObject({zip: '20500', address: 'Linnankatu 5 B 12'});
    });

    it('commands that change nothing write no audit entry', async () => {
      const order = await givenOrder({city: 'Raisio', welcomeCall: '2030-01-01T10:00:00.000Z'});
      const count = async () => (await audits('Order', order.id)).length;
      const start = await count();
      const {updatedAt} = await getOrder(order.id);
      // The buyer saves the form unchanged (the date written another way).
      await app.client.patch(`/api/buyer/orders/${order.id}`).set(bearer(buyer.token)).send({city: 'Raisio', welcomeCall: '2030-01-01T10:00:00Z'}).expect(204);
      // The admin saves the order unchanged.
      await app.client.patch(`/api/Orders/${order.id}`).set(bearer(admin)).send({city: 'Raisio', country: 'finland', isWebOrder: false}).expect(204);
      // A transfer to the caller the order already has.
      const same = await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [order.id], newCallerId: buyer.member.id, isPermanent: true})
        .expect(200);
      expect(same.body.count).toBe(0);
      expect(await count()).toBe(start);
      expect(await getOrder(order.id)).toMatchObject({updatedAt, callerId: buyer.member.id, originalCallerId: null, isPermanentlyTransferred: false});

      // A temporary transfer twice: the second changes nothing.
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [order.id], newCallerId: otherBuyer.member.id, isPermanent: false})
        .expect(200, {count: 1});
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [order.id], newCallerId: otherBuyer.member.id, isPermanent: false})
        .expect(200, {count: 0});
      expect(await count()).toBe(start + 1);

      // Closing an already closed order.
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(200);
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason: 'Age'}).expect(409);
      expect(await count()).toBe(start + 2);

      // A client and a preference saved unchanged.
      const client = await givenClient();
      await app.client.patch(`/api/Clients/${client.id}`).set(bearer(admin)).send({firstName: client.firstName, city: client.city}).expect(204);
      expect(await audits('Client', client.id)).toHaveLength(1);
      const key = `test.unchanged.${Date.now()}`;
      for (let i = 0; i < 2; i++)
        await app.client
          .put(`/api/Members/me/preferences/${key}`)
          .set(bearer(admin))
          .send({value: {b: 1, a: ['x']}})
          .expect(204);
      const prefs = encodeURIComponent(
        JSON.stringify({where: {model: 'MemberPreference', modelId: `${(await app.client.get('/api/Members/me').set(bearer(admin))).body.id}:${key}`}}),
      );
      expect((await app.client.get(`/api/AuditEntries?filter=${prefs}`).set(bearer(admin)).expect(200)).body).toHaveLength(1);
    });

    it('register package is a POST; the old GET answers 405 with the POST to use and changes nothing', async () => {
      const order = await givenOrder({barCode: null});
      const get = await app.client.get(`/api/Orders/${order.id}/register-package`).set(bearer(admin)).expect(405);
      expect(get.headers.allow).toBe('POST');
      expect(get.body.error).toMatchObject({code: 'USE_POST', details: {method: 'POST', path: `/api/Orders/${order.id}/register-package`}});
      expect(await getOrder(order.id)).toMatchObject({barCode: null, isShipmentRegistered: false});
      const posted = await app.client.post(`/api/Orders/${order.id}/register-package`).set(bearer(admin)).expect(200);
      expect(posted.body).toMatchObject({isShipmentRegistered: true});
      expect(posted.body.barCode).toMatch(/^JJFI\d{16}$/);
    });

    it('filters orders by callerId, and the callerId: search key finds them', async () => {
      const mine = await givenOrder();
      const theirs = await givenOrder({callerId: otherBuyer.member.id});
      const list = async (where: object) => {
        const filter = encodeURIComponent(JSON.stringify({where}));
        const res = await app.client.get(`/api/Orders?filter=${filter}`).set(bearer(admin)).expect(200);
        return res.body.map((o: {id: number}) => o.id);
      };
      for (const where of [{callerId: otherBuyer.member.id}, {callerId: String(otherBuyer.member.id)}, parseOrderSearch(`callerId:${otherBuyer.member.id}`)]) {
        const ids = await list(where);
        expect(ids).toContain(theirs.id);
        expect(ids).not.toContain(mine.id);
      }
      expect(await list({closerId: null, callerId: {inq: [buyer.member.id]}})).toContain(mine.id);
      const count = await app.client
        .get(`/api/Orders/count?where=${encodeURIComponent(JSON.stringify({callerId: otherBuyer.member.id}))}`)
        .set(bearer(admin))
        .expect(200);
      expect(count.body.count).toBeGreaterThanOrEqual(1);
      // The buyer's own list reads the same search syntax.
      const own = await app.client.get(`/api/buyer/orders?q=callerId:${buyer.member.id}`).set(bearer(buyer.token)).expect(200);
      expect(own.body.orders.map((o: {id: number}) => o.id)).toContain(mine.id);
    });
  });
});
