import {Client as PgClient} from 'pg';
import {MESSAGES, PACKAGER_MESSAGES, BAR_CODE_MESSAGES} from '@karat/shared';
import {bearer, givenRunningApp, TestApp, TestClock, BOTH_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder} from '../helpers/builders';

// The packager's queue, Send's mark-as-packaged, the UK flow's bar code and client correction.
const NOW = new Date('2026-03-11T10:00:00Z');
const MINUTE = 60_000;

type Member = {token: string; member: {id: number}};
type ApiOrder = {id: number; orderNumber: number; barCode: string | null; clientId?: number; client?: Record<string, unknown>};

describe.each(BOTH_DATABASES)('packager (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let packager: Member;
  let other: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    packager = await givenMemberWithRoles(app, ['packager'], {team: 'turku'});
    other = await givenMemberWithRoles(app, ['packager'], {team: 'turku'});
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });
  beforeEach(async () => {
    clock.current = NOW;
    // Each test starts from an empty queue and no packaging today: earlier tests' orders leave them.
    await db.query("UPDATE orders SET ispackaged = true, inpackager = false, packageddate = '2000-01-01T00:00:00Z'");
  });

  const UK_CLIENT = {country: 'uk', language: 'uk-english', address: '10 Downing Street', zip: 'SW1A 2AA', city: 'London', phone: '447700900123'};
  const UK_ORDER = {country: 'uk', language: 'uk-english', team: 'uk', address: '10 Downing Street', zip: 'SW1A 2AA', city: 'London'};

  /** A waiting order (shipment registered, not packaged) of a new client, through the admin's create. */
  async function givenWaitingOrder(partial: Record<string, unknown> = {}, clientPartial: Record<string, unknown> = {}): Promise<ApiOrder> {
    return givenOrder<ApiOrder>(app, admin, {isShipmentRegistered: true, ...partial}, clientPartial);
  }
  const next = (member: Member, language = 'finnish') => app.client.get(`/api/Orders/find-next-order/${language}`).set(bearer(member.token));
  const mark = (member: Member, orderId: number) => app.client.post('/api/Orders/mark-as-packaged').set(bearer(member.token)).send({orderId});
  const addBarCode = (member: Member, orderId: number, barCode: string) =>
    app.client.post('/api/Orders/add-barcode').set(bearer(member.token)).send({orderId, barCode});
  const row = async (id: number) =>
    (await db.query('SELECT inpackager, packagerid, packagerclaimedat, ispackaged, packageddate, barcode, address, zip FROM orders WHERE id = $1', [id]))
      .rows[0];
  const audits = async (id: number, action: string) =>
    (await db.query('SELECT count(*)::int AS n FROM audit_entries WHERE model = $1 AND modelid = $2 AND action = $3', ['Order', String(id), action])).rows[0].n;

  it('hands out the queue by order number, for the language and the team, with the client; isLast on the last', async () => {
    const first = await givenWaitingOrder();
    await givenWaitingOrder({team: 'helsinki'});
    await givenWaitingOrder({}, {language: 'swedish', country: 'sweden', zip: '411 01', city: 'Göteborg'});
    await givenWaitingOrder({isShipmentRegistered: false});
    const closed = await givenWaitingOrder();
    await app.client.post(`/api/Orders/${closed.id}/close`).set(bearer(admin)).send({method: 'phone', reason: 'Age'}).expect(200);
    const second = await givenWaitingOrder();

    const a = (await next(packager).expect(200)).body;
    expect(a.order).toMatchObject({id: first.id, inPackager: true, packagerId: packager.member.id, client: {firstName: 'Matti'}});
    expect(a.isLast).toBe(false);
    // The client read with the lock is the client as the API answers it anywhere else.
    // (without the bank details, which a packager never sees).
    const {
      iban: _iban,
      ukSortCode: _sort,
      ukAccountNumber: _account,
      ...visible
    } = (await app.client.get(`/api/Clients/${a.order.clientId}`).set(bearer(admin)).expect(200)).body;
    expect(a.order.client).toEqual(visible);
    // Asking again answers the order in hand (a reload skips nothing).
    expect((await next(packager).expect(200)).body.order.id).toBe(first.id);
    const b = (await next(other).expect(200)).body;
    expect(b).toMatchObject({order: {id: second.id}, isLast: true});
    expect((await next(other, 'uk').expect(200)).body).toEqual({order: null, isLast: true});
    expect((await row(second.id)).inpackager).toBe(false);
    expect(await audits(first.id, 'packager-claim')).toBeGreaterThanOrEqual(1);
  });

  it('10 packagers asking at once for 3 waiting orders get 3 different orders and 7 No more orders', async () => {
    const orders = [await givenWaitingOrder(), await givenWaitingOrder(), await givenWaitingOrder()];
    const packagers: Member[] = [];
    for (let i = 0; i < 10; i++) packagers.push(await givenMemberWithRoles(app, ['packager'], {team: 'turku'}));
    const answers = await Promise.all(packagers.map(member => next(member)));
    expect(answers.map(r => r.status)).toEqual(Array(10).fill(200));
    const given = answers.map(r => r.body.order?.id).filter(Boolean);
    expect(given.sort()).toEqual(orders.map(o => o.id).sort());
    expect(answers.filter(r => r.body.order === null)).toHaveLength(7);
    for (const order of orders) {
      const holder = packagers[answers.findIndex(r => r.body.order?.id === order.id)];
      expect((await row(order.id)).packagerid).toBe(holder.member.id);
    }
  });

  it('an abandoned order returns to the queue: after 30 idle minutes, on logout, when its packager takes another language', async () => {
    const order = await givenWaitingOrder();
    expect((await next(packager).expect(200)).body.order.id).toBe(order.id);
    expect((await next(other).expect(200)).body.order).toBeNull();
    clock.current = new Date(NOW.getTime() + 29 * MINUTE);
    expect((await next(other).expect(200)).body.order).toBeNull();
    clock.current = new Date(NOW.getTime() + 31 * MINUTE);
    expect((await next(other).expect(200)).body.order.id).toBe(order.id);
    // The first packager's Send now finds the order in another's hands.
    expect((await mark(packager, order.id).expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.inAnotherPackager);
    // The first packager asks again: the order is not theirs any more.
    expect((await next(packager).expect(200)).body.order).toBeNull();

    // Logout gives it back.
    const leaving = await givenMemberWithRoles(app, ['packager'], {team: 'turku'});
    await db.query('UPDATE orders SET ispackaged = true WHERE id = $1', [order.id]);
    const another = await givenWaitingOrder();
    expect((await next(leaving).expect(200)).body.order.id).toBe(another.id);
    await app.client.post('/api/Members/logout').set(bearer(leaving.token)).expect(204);
    expect(await row(another.id)).toMatchObject({inpackager: false, packagerid: null});
    expect(await audits(another.id, 'packager-release')).toBe(1);
    expect((await next(other).expect(200)).body.order.id).toBe(another.id);

    // Taking another language's order gives back the one in hand.
    const uk = await givenWaitingOrder(UK_ORDER, UK_CLIENT);
    const ukPackager = await givenMemberWithRoles(app, ['packager'], {team: null});
    const finnish = await givenWaitingOrder();
    expect((await next(ukPackager).expect(200)).body.order.id).toBe(finnish.id);
    expect((await next(ukPackager, 'uk').expect(200)).body.order.id).toBe(uk.id);
    expect(await row(finnish.id)).toMatchObject({inpackager: false, packagerid: null});
  });

  it('an order the old system left in packager without a claim time is free', async () => {
    const order = await givenWaitingOrder();
    await db.query('UPDATE orders SET inpackager = true, packagerid = $2, packagerclaimedat = NULL WHERE id = $1', [order.id, other.member.id]);
    expect((await next(packager).expect(200)).body.order.id).toBe(order.id);
  });

  it('mark-as-packaged: one success, then 409; audited once; Send then finds the next order', async () => {
    const order = await givenWaitingOrder();
    const following = await givenWaitingOrder();
    await next(packager).expect(200);
    const results = await Promise.all(Array.from({length: 5}, () => mark(packager, order.id)));
    expect(results.map(r => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.find(r => r.status === 409)!.body.error.message).toBe(PACKAGER_MESSAGES.alreadyPackaged);
    expect(await row(order.id)).toMatchObject({ispackaged: true, inpackager: false, packagerid: packager.member.id, packageddate: NOW});
    expect(await audits(order.id, 'mark-as-packaged')).toBe(1);
    expect((await mark(packager, order.id).expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.alreadyPackaged);
    expect((await next(packager).expect(200)).body).toMatchObject({order: {id: following.id}, isLast: true});
    await mark(packager, 999_999).expect(404);
  });

  it('mark-as-packaged refuses an order without a bar code, unregistered or closed', async () => {
    const noCode = await givenWaitingOrder({barCode: null});
    expect((await mark(packager, noCode.id).expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.noBarCode);
    const unregistered = await givenWaitingOrder({isShipmentRegistered: false});
    expect((await mark(packager, unregistered.id).expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.notRegistered);
    const closed = await givenWaitingOrder();
    await app.client.post(`/api/Orders/${closed.id}/close`).set(bearer(admin)).send({method: 'phone', reason: 'Age'}).expect(200);
    expect((await mark(packager, closed.id).expect(409)).body.error.message).toBe(MESSAGES.alreadyClosed);
  });

  it('the stats count the waiting queue and today per language, for the team', async () => {
    await givenWaitingOrder();
    await givenWaitingOrder();
    await givenWaitingOrder({team: 'helsinki'});
    const done = await givenWaitingOrder();
    await db.query('UPDATE orders SET ispackaged = true, packageddate = $2 WHERE id = $1', [done.id, NOW]);
    const stats = (await app.client.get('/api/packager/stats').set(bearer(packager.token)).expect(200)).body;
    expect(stats.team).toBe('turku');
    expect(stats.queues.find((q: {slug: string}) => q.slug === 'finnish')).toEqual({slug: 'finnish', language: 'finnish', waiting: 2, doneToday: 1});
    expect(stats.queues.map((q: {slug: string}) => q.slug)).toEqual(['finnish', 'finland-swedish', 'swedish', 'uk']);

    const page = (await app.client.get('/api/packager/waiting?language=finnish&limit=1').set(bearer(packager.token)).expect(200)).body;
    expect(page.total).toBe(2);
    expect(page.orders).toHaveLength(1);
    expect(page.orders[0].client.firstName).toBe('Matti');
    await app.client.get('/api/packager/waiting?language=klingon').set(bearer(packager.token)).expect(404);
    await next(packager, 'klingon').expect(404);
  });

  it("history: the member's packaged orders today and in the last 7 days", async () => {
    const today = await givenWaitingOrder();
    const lastWeek = await givenWaitingOrder();
    const someoneElses = await givenWaitingOrder();
    await db.query('UPDATE orders SET ispackaged = true, packagerid = $2, packageddate = $3 WHERE id = $1', [today.id, packager.member.id, NOW]);
    await db.query('UPDATE orders SET ispackaged = true, packagerid = $2, packageddate = $3 WHERE id = $1', [
      lastWeek.id,
      packager.member.id,
      new Date(NOW.getTime() - 3 * 24 * 60 * MINUTE),
    ]);
    await db.query('UPDATE orders SET ispackaged = true, packagerid = $2, packageddate = $3 WHERE id = $1', [someoneElses.id, other.member.id, NOW]);
    const ids = async (period: string) =>
      (await app.client.get(`/api/packager/history?period=${period}`).set(bearer(packager.token)).expect(200)).body.orders.map((o: {id: number}) => o.id);
    expect(await ids('today')).toEqual([today.id]);
    expect(await ids('week')).toEqual([today.id, lastWeek.id]);
  });

  it('add-barcode: the shared rule, only an order without one, not a code of another active order; red notices are the texts', async () => {
    const order = await givenWaitingOrder({...UK_ORDER, barCode: null}, UK_CLIENT);
    const ukPackager = await givenMemberWithRoles(app, ['packager'], {team: 'uk'});
    expect((await next(ukPackager, 'uk').expect(200)).body.order).toMatchObject({id: order.id, barCode: null});
    expect((await addBarCode(ukPackager, order.id, ' ').expect(422)).body.error.message).toBe(BAR_CODE_MESSAGES.required);
    expect((await addBarCode(ukPackager, order.id, 'AB 12345').expect(422)).body.error.message).toBe(BAR_CODE_MESSAGES.characters);
    const active = await givenWaitingOrder({barCode: 'KG000000001GB', isShipmentRegistered: false});
    expect((await addBarCode(ukPackager, order.id, 'kg000000001gb').expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.barCodeInUse(active.orderNumber));
    expect((await addBarCode(other, order.id, 'KG000000002GB').expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.inAnotherPackager);
    const added = (await addBarCode(ukPackager, order.id, ' kg000000002gb ').expect(200)).body;
    expect(added).toMatchObject({id: order.id, barCode: 'KG000000002GB', client: {lastName: 'Meikäläinen'}});
    expect((await addBarCode(ukPackager, order.id, 'KG000000003GB').expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.hasBarCode);
    expect(await audits(order.id, 'add-barcode')).toBe(1);
    await mark(ukPackager, order.id).expect(200);
  });

  it('the client correction: postal fields only, the client form rules, the zip of the country; the order follows; only the held order', async () => {
    const order = await givenWaitingOrder({...UK_ORDER}, {...UK_CLIENT, iban: 'GB82WEST12345698765432'});
    const ukPackager = await givenMemberWithRoles(app, ['packager'], {team: 'uk'});
    const correct = (member: Member, body: Record<string, unknown>) =>
      app.client.patch(`/api/packager/orders/${order.id}/client`).set(bearer(member.token)).send(body);
    const postal = {firstName: 'John', lastName: 'Smith', address: '1 Abbey Road', zip: 'NW8 9AY', city: 'London'};
    expect((await correct(ukPackager, postal).expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.notInYourPackager);
    await next(ukPackager, 'uk').expect(200);
    // Bank details and the phone are not the packager's: unknown fields.
    await correct(ukPackager, {...postal, iban: 'GB33BUKB20201555555555'}).expect(422);
    await correct(ukPackager, {...postal, phone: '447700900999'}).expect(422);
    expect((await correct(ukPackager, {...postal, zip: '00100'}).expect(422)).body.error.message).toBe('Zip 00100 does not fit UK');
    expect((await correct(ukPackager, {...postal, firstName: 'J0hn'}).expect(422)).body.error.message).toBe(
      'First name may contain only letters, spaces and hyphens',
    );
    const corrected = (await correct(ukPackager, {...postal, city: ' London '}).expect(200)).body;
    expect(corrected.client).toMatchObject({...postal, phone: '447700900123', country: 'uk'});
    // A packager never sees bank details; they are as they were.
    expect(corrected.client).not.toHaveProperty('iban');
    expect((await db.query('SELECT iban FROM clients WHERE id = $1', [order.clientId])).rows[0].iban).toBe('GB82WEST12345698765432');
    expect(await row(order.id)).toMatchObject({address: '1 Abbey Road', zip: 'NW8 9AY'});
    const clientAudits = (await db.query("SELECT count(*)::int AS n FROM audit_entries WHERE model = 'Client' AND action = 'packager-correct-client'")).rows[0]
      .n;
    expect(clientAudits).toBeGreaterThanOrEqual(1);
    expect((await correct(other, postal).expect(409)).body.error.message).toBe(PACKAGER_MESSAGES.inAnotherPackager);
  });

  it('a buyer, a receiver and an admin get 403 on every packager endpoint', async () => {
    const order = await givenWaitingOrder();
    const buyer = await givenMemberWithRoles(app, ['buyer']);
    const receiver = await givenMemberWithRoles(app, ['receiver']);
    for (const token of [buyer.token, receiver.token, admin]) {
      await app.client.get('/api/Orders/find-next-order/finnish').set(bearer(token)).expect(403);
      await app.client.post('/api/Orders/mark-as-packaged').set(bearer(token)).send({orderId: order.id}).expect(403);
      await app.client.post('/api/Orders/add-barcode').set(bearer(token)).send({orderId: order.id, barCode: 'KG000000009GB'}).expect(403);
      await app.client.patch(`/api/packager/orders/${order.id}/client`).set(bearer(token)).send({}).expect(403);
      await app.client.get('/api/packager/stats').set(bearer(token)).expect(403);
      await app.client.get('/api/packager/waiting').set(bearer(token)).expect(403);
      await app.client.get('/api/packager/history').set(bearer(token)).expect(403);
    }
    expect(await row(order.id)).toMatchObject({inpackager: false, ispackaged: false});
  });
});
