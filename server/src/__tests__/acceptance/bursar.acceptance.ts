import {Client as PgClient} from 'pg';
import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder as givenStoredOrder} from '../helpers/builders';

// The bursar's scan (each check's text, in order), the completion (once, the
// return rule, audited), the two lists, and who may call them.
const NOW = new Date('2026-03-11T10:00:00Z');

type Member = {token: string; member: {id: number}};
type ApiOrder = {id: number; orderNumber: number; barCode: string};

describe.each(DESK_DATABASES)('bursar (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let bursar: Member;
  let payer: Member;
  let teller: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    bursar = await givenMemberWithRoles(app, ['bursar']);
    payer = await givenMemberWithRoles(app, ['payer']);
    teller = await givenMemberWithRoles(app, ['teller']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });
  beforeEach(async () => {
    clock.current = NOW;
    // Each test starts with no order waiting for the bursar and none handled.
    await db.query('UPDATE orders SET iscomplete = true, bursarhandledate = NULL WHERE NOT iscomplete OR bursarhandledate IS NOT NULL');
  });

  const IN_DEAL = [
    {key: 'p1', name: 'Ring', category: 'gold', weight: 10, price: 125, inDeal: true},
    {key: 'p2', name: 'Chain', category: 'silver', weight: 20, price: 10, inDeal: true},
  ];

  const SWEDEN = {country: 'sweden', language: 'swedish', zip: '41101', city: 'Göteborg'};

  /** A tellered, paid Finnish order (accepted, every product in the deal) of a new client, unless told otherwise. */
  async function givenOrder(partial: Record<string, unknown> = {}): Promise<ApiOrder> {
    // A new order follows its client's country: the client lives where the order is.
    const home = partial.country === 'sweden' ? SWEDEN : {};
    const {products = IN_DEAL, ...rest} = partial;
    const order = await givenStoredOrder<ApiOrder>(
      app,
      admin,
      {isReceived: true, isValued: true, isTellered: true, offerAccepted: true, isPaid: true, offer: 135, ...rest},
      home,
    );
    await db.query('UPDATE orders SET products = $1::jsonb WHERE id = $2', [JSON.stringify(products), order.id]);
    return order;
  }
  const scan = (member: Member | string, country: string, barCode: string) =>
    app.client
      .post(`/api/bursar/${country}/scan`)
      .set(bearer(typeof member === 'string' ? member : member.token))
      .send({barCode});
  const complete = (member: Member | string, id: number, body: Record<string, unknown>) =>
    app.client
      .post(`/api/Orders/${id}/bursar`)
      .set(bearer(typeof member === 'string' ? member : member.token))
      .send(body);
  const row = async (id: number) =>
    (await db.query('SELECT iscomplete, bursarhandledate, bursarid, bursarcomment, isbursarreturnmade FROM orders WHERE id = $1', [id])).rows[0];
  const audits = async (id: number) =>
    (await db.query(`SELECT count(*)::int AS n FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'bursar-complete'`, [String(id)])).rows[0]
      .n;

  it("scan: 'Cannot find order', 'Order is not paid', 'Order is not handled by teller', \"Order's country is: {country}.\", in that order", async () => {
    expect((await scan(bursar, 'finland', 'NO-SUCH-CODE').expect(404)).body.error.message).toBe('Cannot find order');
    const unpaid = await givenOrder({isPaid: false, isTellered: false, ...SWEDEN, team: 'gothenburg'});
    expect((await scan(bursar, 'finland', unpaid.barCode).expect(409)).body.error.message).toBe('Order is not paid');
    const untellered = await givenOrder({isTellered: false, ...SWEDEN, team: 'gothenburg'});
    expect((await scan(bursar, 'finland', untellered.barCode).expect(409)).body.error.message).toBe('Order is not handled by teller');
    const swedish = await givenOrder({...SWEDEN, team: 'gothenburg'});
    expect((await scan(bursar, 'finland', swedish.barCode).expect(409)).body.error.message).toBe("Order's country is: sweden.");
    expect((await scan(bursar, 'sweden', ` ${swedish.barCode} `).expect(200)).body).toEqual({orderId: swedish.id, orderNumber: swedish.orderNumber});
  });

  it('scan: paid, donation and declined orders pass; another country in the path is 404 Unknown country', async () => {
    const donation = await givenOrder({isPaid: false, offerAccepted: false, isDonation: true});
    const declined = await givenOrder({isPaid: false, offerAccepted: false, offeredDeclined: true});
    expect((await scan(bursar, 'finland', donation.barCode).expect(200)).body.orderId).toBe(donation.id);
    expect((await scan(bursar, 'finland', declined.barCode).expect(200)).body.orderId).toBe(declined.id);
    expect((await scan(bursar, 'norway', declined.barCode).expect(404)).body.error.message).toBe('Unknown country');
  });

  it('complete: isComplete, bursarHandleDate, bursarId, bursarComment and isBursarReturnMade in one audited write; a second completion is 409', async () => {
    const order = await givenOrder();
    const res = await complete(bursar, order.id, {bursarComment: 'Checked', isBursarReturnMade: false}).expect(200);
    expect(res.body).toMatchObject({id: order.id, isComplete: true, bursarId: bursar.member.id, bursarComment: 'Checked', isBursarReturnMade: false});
    const stored = await row(order.id);
    expect(stored).toMatchObject({iscomplete: true, bursarid: bursar.member.id, bursarcomment: 'Checked', isbursarreturnmade: false});
    expect(stored.bursarhandledate.toISOString()).toBe(NOW.toISOString());
    expect(await audits(order.id)).toBe(1);

    clock.current = new Date(NOW.getTime() + 60_000);
    const again = await complete(bursar, order.id, {bursarComment: 'Again', isBursarReturnMade: true}).expect(409);
    expect(again.body.error).toMatchObject({message: 'Order is already completed', code: 'ALREADY_COMPLETE'});
    expect(await row(order.id)).toEqual(stored);
    expect(await audits(order.id)).toBe(1);
  });

  it("complete: a product out of the deal or an ignoble return needs 'I made return' (422 'You should make return'); with it, it completes", async () => {
    const outOfDeal = await givenOrder({products: [IN_DEAL[0], {...IN_DEAL[1], inDeal: false}]});
    const ignoble = await givenOrder({ignobleReturn: true});
    for (const order of [outOfDeal, ignoble]) {
      const refused = await complete(bursar, order.id, {bursarComment: 'x', isBursarReturnMade: false}).expect(422);
      expect(refused.body.error.message).toBe('You should make return');
      expect(await row(order.id)).toMatchObject({iscomplete: false, bursarhandledate: null, bursarid: null});
      expect(await audits(order.id)).toBe(0);
      await complete(bursar, order.id, {isBursarReturnMade: true}).expect(200);
      expect(await row(order.id)).toMatchObject({iscomplete: true, isbursarreturnmade: true, bursarcomment: null});
    }
    // Nothing out of the deal: no tick needed.
    const plain = await givenOrder();
    await complete(bursar, plain.id, {}).expect(200);
  });

  it('complete: an unpaid, untellered, closed or missing order is refused with its text', async () => {
    const unpaid = await givenOrder({isPaid: false});
    expect((await complete(bursar, unpaid.id, {}).expect(409)).body.error.message).toBe('Order is not paid');
    const untellered = await givenOrder({isTellered: false});
    expect((await complete(bursar, untellered.id, {}).expect(409)).body.error.message).toBe('Order is not handled by teller');
    const closed = await givenOrder();
    await db.query(`UPDATE orders SET closed = true, closereason = 'x' WHERE id = $1`, [closed.id]);
    expect((await complete(bursar, closed.id, {}).expect(409)).body.error.message).toBe('Order is already closed');
    expect((await complete(bursar, 2_000_000_000, {}).expect(404)).body.error.message).toBe('Cannot find order');
    await complete(bursar, unpaid.id, {isBursarReturnMade: 'yes'}).expect(422);
  });

  it('two completions at once: one 200, one 409, one audit entry', async () => {
    const order = await givenOrder();
    const other = await givenMemberWithRoles(app, ['bursar']);
    const results = await Promise.all([complete(bursar, order.id, {}), complete(other, order.id, {})]);
    expect(results.map(r => r.status).sort()).toEqual([200, 409]);
    expect(await audits(order.id)).toBe(1);
  });

  it('unhandled: tellered, not complete, paid or declined or donation, open; by order number, paged', async () => {
    const paid = await givenOrder();
    const declined = await givenOrder({isPaid: false, offerAccepted: false, offeredDeclined: true});
    const donation = await givenOrder({isPaid: false, offerAccepted: false, isDonation: true});
    await givenOrder({isPaid: false}); // accepted, not paid yet
    await givenOrder({isTellered: false}); // paid before the teller? not the bursar's
    const closed = await givenOrder();
    await db.query(`UPDATE orders SET closed = true, closereason = 'x' WHERE id = $1`, [closed.id]);
    const done = await givenOrder();
    await complete(bursar, done.id, {}).expect(200);

    const page = (await app.client.get('/api/bursar/unhandled').set(bearer(bursar.token)).expect(200)).body;
    expect(page.total).toBe(3);
    expect(page.orders.map((o: {id: number}) => o.id)).toEqual([paid.id, declined.id, donation.id]);
    expect(page.orders[0].client).toBeTruthy();
    const second = (await app.client.get('/api/bursar/unhandled?limit=2&skip=2').set(bearer(bursar.token)).expect(200)).body;
    expect(second).toMatchObject({total: 3, orders: [{id: donation.id}]});
  });

  it('handled: complete since the start of today in the business time zone, newest first', async () => {
    const early = await givenOrder();
    const late = await givenOrder();
    const yesterday = await givenOrder();
    // 2026-03-10T22:30Z is 00:30 on the 11th in Helsinki: today; 21:30Z is still the 10th there.
    clock.current = new Date('2026-03-10T22:30:00Z');
    await complete(bursar, early.id, {}).expect(200);
    clock.current = new Date('2026-03-10T21:30:00Z');
    await complete(bursar, yesterday.id, {}).expect(200);
    clock.current = NOW;
    await complete(bursar, late.id, {}).expect(200);
    const page = (await app.client.get('/api/bursar/handled').set(bearer(bursar.token)).expect(200)).body;
    expect(page.total).toBe(2);
    expect(page.orders.map((o: {id: number}) => o.id)).toEqual([late.id, early.id]);
    expect(page.orders[0].bursar).toMatchObject({id: bursar.member.id});
  });

  it('roles: a payer or a teller can neither scan, complete, nor list; admin can', async () => {
    const order = await givenOrder();
    for (const member of [payer, teller]) {
      await complete(member, order.id, {}).expect(403);
      await scan(member, 'finland', order.barCode).expect(403);
      await app.client.get('/api/bursar/unhandled').set(bearer(member.token)).expect(403);
      await app.client.get('/api/bursar/handled').set(bearer(member.token)).expect(403);
      await app.client.get(`/api/bursar/orders/${order.id}`).set(bearer(member.token)).expect(403);
    }
    expect(await row(order.id)).toMatchObject({iscomplete: false});
    await app.client.get(`/api/bursar/orders/${order.id}`).set(bearer(admin)).expect(200);
    await complete(admin, order.id, {}).expect(200);
  });
});
