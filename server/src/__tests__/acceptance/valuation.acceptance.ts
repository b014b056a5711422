import {Client as PgClient} from 'pg';
import {VALUATION_MESSAGES} from '@karat/shared';
import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder as givenStoredOrder} from '../helpers/builders';

// The valuation prompt's checks, the save (first and re-valuation) with the
// server's recomputed figures, the race of two valuers, boomerang, the lists, counters and stats.
const NOW = new Date('2026-03-11T10:00:00Z');

type Member = {token: string; member: {id: number; name: string}};
type ApiOrder = {id: number; orderNumber: number; barCode: string};

describe.each(DESK_DATABASES)('valuation (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let valuer: Member;
  let other: Member;
  let gold: {id: number};
  let silver: {id: number};
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    valuer = await givenMemberWithRoles(app, ['valuation']);
    other = await givenMemberWithRoles(app, ['valuation']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
    const material = (data: object) => app.client.post('/api/Materials').set(bearer(admin)).send(data).expect(200);
    gold = (await material({name: 'Gold 0.585', price: 30.5, category: 'gold'})).body;
    silver = (await material({name: 'Silver 0.925', price: 0.4, category: 'silver'})).body;
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });
  beforeEach(async () => {
    clock.current = NOW;
    // Each test starts with nothing waiting and nothing valued today: earlier tests' orders leave the lists.
    await db.query("UPDATE orders SET isvalued = true, returntovaluation = false, valuationdate = '2000-01-01T00:00:00Z'");
  });

  const givenOrder = (partial: Record<string, unknown> = {}, clientPartial: Record<string, unknown> = {}) =>
    givenStoredOrder<ApiOrder>(app, admin, {isReceived: true, ...partial}, clientPartial);
  const lookup = (barCode: string, token = valuer.token) => app.client.get('/api/valuation/lookup').query({barCode}).set(bearer(token));
  /** The form's image is one an upload made for the order saved (valuation-images.acceptance.ts uploads them). */
  const save = (id: number, body: object, token = valuer.token) =>
    app.client
      .post(`/api/Orders/${id}/valuation`)
      .set(bearer(token))
      .send({...body, valuationImage: `valuation-images/${NOW.getTime()}-O${id}-valuationImage.png`});
  const row = async (id: number) => (await db.query('SELECT * FROM orders WHERE id = $1', [id])).rows[0];

  /** A gold and a silver product priced as the form prices them: 12.345 g x 30.5 = 376.5225 -> 376.52; 20 g x 0.4 = 8. */
  const form = () => ({
    materialWeight: 40,
    packageWeight: 55.5,
    valuationImage: 'set by save()',
    extraImages: [],
    tellerMessageFromValuation: 'Ring with stone',
    products: [
      {key: 'a', name: 'Ring', category: 'gold', density: gold.id, weight: 12.345, factor: 30.5, price: 376.52, inDeal: true},
      {key: 'b', name: 'Spoon', category: 'silver', density: silver.id, weight: 20, factor: 0.4, price: 8, inDeal: true},
      {key: 'c', name: 'Nugget', category: 'customGold', density: 'customGold', weight: 1.5, factor: 0, price: 40.55, inDeal: false},
    ],
    price: 425.07,
    goldWeight: 12.345,
    silverWeight: 20,
    customGoldWeight: 1.5,
    otherWeight: 0,
  });

  it('checks the bar code in the spec order with its texts, and opens a valuable order', async () => {
    // The refusal names the code as scanned (trimmed, upper-cased), so a misread shows at once.
    expect((await lookup(' no-such-code ').expect(404)).body.error.message).toBe('Cannot find order: NO-SUCH-CODE');
    const notReceived = await givenOrder({isReceived: false});
    expect((await lookup(notReceived.barCode).expect(409)).body.error.message).toBe(VALUATION_MESSAGES.notReceived);
    // Closed and boomerang: closed is asked first.
    const closedBoomerang = await givenOrder({closed: true, isBoomerang: true, isValued: true});
    const closedAnswer = await lookup(closedBoomerang.barCode);
    expect([closedAnswer.status, closedAnswer.body.error?.message, closedBoomerang.barCode]).toEqual([409, 'Package is closed', closedBoomerang.barCode]);
    const boomerang = await givenOrder({isBoomerang: true, isValued: true});
    expect((await lookup(boomerang.barCode).expect(409)).body.error.message).toBe('Package is marked as boomerang');
    const valued = await givenOrder({isValued: true});
    expect((await lookup(valued.barCode).expect(409)).body.error.message).toBe('Order is already valuated');
    const returned = await givenOrder({isValued: true, returnToValuation: true});
    expect((await lookup(` ${returned.barCode} `).expect(200)).body).toEqual({orderId: returned.id, orderNumber: returned.orderNumber, isRevaluation: true});
    const fresh = await givenOrder();
    expect((await lookup(fresh.barCode).expect(200)).body).toMatchObject({orderId: fresh.id, isRevaluation: false});
    expect((await app.client.get(`/api/valuation/orders/${fresh.id}`).set(bearer(valuer.token)).expect(200)).body.client.firstName).toBe('Matti');
    await app.client.get(`/api/valuation/orders/${valued.id}`).set(bearer(valuer.token)).expect(409);
  });

  it('saves a first valuation with the recomputed figures, audited; a second save is refused', async () => {
    const order = await givenOrder();
    const saved = (await save(order.id, form()).expect(200)).body;
    expect(saved).toMatchObject({
      isValued: true,
      valuatorId: valuer.member.id,
      valuationDate: NOW.toISOString(),
      price: 425.07,
      goldWeight: 12.345,
      silverWeight: 20,
    });
    const stored = await row(order.id);
    expect(stored).toMatchObject({isvalued: true, valuatorid: valuer.member.id, returntovaluation: false, isrevaluated: false, revaluatorid: null});
    expect(Number(stored.price)).toBe(425.07);
    expect(Number(stored.customgoldweight)).toBe(1.5);
    expect(stored.products.map((p: {densityName: string; price: number}) => [p.densityName, p.price])).toEqual([
      ['Gold 0.585', 376.52],
      ['Silver 0.925', 8],
      ['Custom gold', 40.55],
    ]);
    const audits = await db.query("SELECT memberid FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'valuation'", [String(order.id)]);
    expect(audits.rows).toEqual([{memberid: valuer.member.id}]);
    expect((await save(order.id, form(), other.token).expect(409)).body.error.message).toBe('Order is already valuated');
  });

  it('refuses a body whose figures disagree, and writes nothing', async () => {
    const order = await givenOrder();
    const products = form().products;
    const cases: [object, RegExp][] = [
      [{...form(), price: 425.06}, /^price is 425.06 but the products make it 425.07$/],
      [{...form(), goldWeight: 12.3}, /^goldWeight is 12.3/],
      [{...form(), products: [{...products[0], price: 376.53}, products[1], products[2]]}, /^products\[0\]\.price is 376.53 but the products make it 376.52$/],
      [{...form(), products: [{...products[0], factor: 31}, products[1], products[2]]}, /^products\[0\]\.factor is 31/],
      [{...form(), products: [{...products[0], category: 'silver'}, products[1], products[2]]}, /^products\[0\]\.category/],
      [{...form(), materialWeight: 30}, /The products weigh more than the material weight/],
      [{...form(), products: [{...products[0], density: 999999}]}, /Unknown material 999999/],
    ];
    for (const [body, message] of cases) expect((await save(order.id, body).expect(422)).body.error.message).toMatch(message);
    await save(order.id, {...form(), materialWeight: undefined}).expect(422);
    expect((await row(order.id)).isvalued).toBe(false);
  });

  it('a re-valuation clears returnToValuation and records the re-valuator, keeping the first valuator', async () => {
    const order = await givenOrder({isValued: true, returnToValuation: true, valuatorId: other.member.id});
    clock.current = new Date('2026-03-11T11:00:00Z');
    const saved = (await save(order.id, form()).expect(200)).body;
    expect(saved).toMatchObject({
      returnToValuation: false,
      isRevaluated: true,
      reValuatorId: valuer.member.id,
      reValuationDate: '2026-03-11T11:00:00.000Z',
      valuatorId: other.member.id,
    });
    const audit = await db.query("SELECT count(*)::int AS n FROM audit_entries WHERE modelid = $1 AND action = 're-valuation'", [String(order.id)]);
    expect(audit.rows[0].n).toBe(1);
  });

  it('a re-valuation opens with the previous valuation and saves only what changed', async () => {
    const order = await givenOrder();
    const first = form();
    await save(order.id, first).expect(200);
    await db.query('UPDATE orders SET returntovaluation = true WHERE id = $1', [order.id]);
    // The valuate page's order holds the previous valuation: the form starts from it.
    const opened = (await app.client.get(`/api/valuation/orders/${order.id}`).set(bearer(valuer.token)).expect(200)).body;
    expect(opened).toMatchObject({
      materialWeight: 40,
      packageWeight: 55.5,
      tellerMessageFromValuation: 'Ring with stone',
      valuationImage: `valuation-images/${NOW.getTime()}-O${order.id}-valuationImage.png`,
      products: first.products.map(p => ({key: p.key, density: p.density, weight: p.weight, inDeal: p.inDeal})),
    });
    // The Ring weighed again and the nugget taken into the deal; nothing else changes.
    const products = [{...first.products[0], weight: 12, price: 366}, first.products[1], {...first.products[2], inDeal: true}];
    await save(order.id, {...first, products, price: 414.55, goldWeight: 12}).expect(200);
    const audit = await db.query("SELECT before, after FROM audit_entries WHERE modelid = $1 AND action = 're-valuation'", [String(order.id)]);
    const {before, after} = audit.rows[0];
    const changed = Object.keys(after).filter(key => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    expect(changed.sort()).toEqual(['goldWeight', 'isRevaluated', 'price', 'products', 'reValuationDate', 'reValuatorId', 'returnToValuation']);
    expect(after.products.map((p: {weight: number; inDeal: boolean}) => [p.weight, p.inDeal])).toEqual([
      [12, true],
      [20, true],
      [1.5, true],
    ]);
  });

  it('two valuers saving one order at once: one wins, the other gets 409', async () => {
    const order = await givenOrder();
    const answers = await Promise.all([save(order.id, form(), valuer.token), save(order.id, form(), other.token)]);
    expect(answers.map(a => a.status).sort()).toEqual([200, 409]);
    expect(answers.find(a => a.status === 409)!.body.error.message).toBe('Order is already valuated');
    const winner = answers.find(a => a.status === 200)!.body.valuatorId;
    expect((await row(order.id)).valuatorid).toBe(winner);
  });

  it('marks a boomerang: closed as boomerang, then the prompt refuses it', async () => {
    const order = await givenOrder();
    const closed = (await app.client.post(`/api/Orders/${order.id}/valuation/boomerang`).set(bearer(valuer.token)).expect(200)).body;
    expect(closed).toMatchObject({closed: true, isBoomerang: true, closeMethod: 'boomerang', closeReason: VALUATION_MESSAGES.boomerangReason});
    await lookup(order.barCode).expect(409, /Package is closed/);
    await app.client.post(`/api/Orders/${order.id}/valuation/boomerang`).set(bearer(valuer.token)).expect(409);
  });

  it('lists the waiting and re-valuation orders by order number, counts and today stats', async () => {
    const w2 = await givenOrder();
    const w1 = await givenOrder();
    await givenOrder({isReceived: false});
    const fi = await givenOrder({isValued: true, returnToValuation: true});
    const se = await givenOrder(
      {isValued: true, returnToValuation: true, country: 'sweden', language: 'swedish', zip: '411 01', city: 'Göteborg'},
      {country: 'sweden', language: 'swedish', zip: '411 01', city: 'Göteborg'},
    );
    const waiting = (await app.client.get('/api/valuation/waiting').set(bearer(valuer.token)).expect(200)).body;
    expect(waiting.total).toBe(2);
    expect(waiting.orders.map((o: ApiOrder) => o.id)).toEqual([w2.id, w1.id]);
    expect(waiting.orders[0].client.lastName).toBe('Meikäläinen');
    const finnish = (await app.client.get('/api/valuation/re-valuation/finnish').set(bearer(valuer.token)).expect(200)).body;
    expect(finnish.orders.map((o: ApiOrder) => o.id)).toEqual([fi.id]);
    const swedish = (await app.client.get('/api/valuation/re-valuation/swedish').set(bearer(valuer.token)).expect(200)).body;
    expect(swedish.orders.map((o: ApiOrder) => o.id)).toEqual([se.id]);
    await app.client.get('/api/valuation/re-valuation/german').set(bearer(valuer.token)).expect(400);

    await save(w1.id, form()).expect(200);
    await save(w2.id, form(), other.token).expect(200);
    const counts = (await app.client.get('/api/valuation/counts').set(bearer(valuer.token)).expect(200)).body;
    expect(counts).toEqual({waitingValuation: 0, waitingRevaluation: 2, valuedToday: 2, mineToday: 1});
    const stats = (await app.client.get('/api/valuation/stats').set(bearer(valuer.token)).expect(200)).body;
    expect(stats).toEqual(
      expect.arrayContaining([
        {name: valuer.member.name, count: 1},
        {name: other.member.name, count: 1},
      ]),
    );
    expect(stats).toHaveLength(2);
  });

  it('serves valuers only: a buyer gets 403', async () => {
    const buyer = await givenMemberWithRoles(app, ['buyer']);
    const order = await givenOrder();
    await save(order.id, form(), buyer.token).expect(403);
    await lookup(order.barCode, buyer.token).expect(403);
    await app.client.get('/api/valuation/counts').set(bearer(buyer.token)).expect(403);
  });

  it("refuses products when no silver material exists: 'Missing silver material'", async () => {
    const order = await givenOrder();
    await db.query("UPDATE materials SET category = NULL WHERE category = 'silver'");
    try {
      const products = [form().products[0]];
      const body = {...form(), products, price: 376.52, silverWeight: 0, customGoldWeight: 0};
      expect((await save(order.id, body).expect(422)).body.error.message).toBe('Missing silver material');
    } finally {
      await db.query("UPDATE materials SET category = 'silver' WHERE id = $1", [silver.id]);
    }
  });
});
