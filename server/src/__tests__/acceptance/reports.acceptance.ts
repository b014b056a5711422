import {REPORT_MESSAGES} from '@karat/shared';
import {Client} from 'pg';
import {BOTH_DATABASES, bearer, givenRunningApp, TestApp, TestClock} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder, setOrderCreatedAt} from '../helpers/builders';

// The admin's reports on a hand-built set of orders whose answers are worked out here, the buyer's
// own view of them, and the period rules.
const NOW = new Date('2026-11-27T10:00:00Z');
const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));
const PERIOD = {start: '2026-11-16T00:00:00.000Z', end: '2026-11-22T23:59:59.999Z'};

describe.each(BOTH_DATABASES)('reports (%s)', kind => {
  let app: TestApp;
  let db: Client;
  let admin: string;
  let buyerA: {member: {id: number; name: string}; token: string};
  let buyerB: {member: {id: number; name: string}; token: string};
  const clock = new TestClock(NOW);

  const report = (path: string, body: object, token = admin) => app.client.post(`/api/order/reports/${path}`).set(bearer(token)).send(body);

  /** An order of a caller in a team, created at `created`, with the state the commands would have left. */
  async function order(caller: {id: number}, team: string, created: Date, state: Record<string, unknown> = {}, partial: Record<string, unknown> = {}) {
    const made = await givenOrder(app, admin, {callerId: caller.id, team, ...partial, ...state});
    await setOrderCreatedAt(db, made.id, created);
    return made;
  }
  const material = async (body: object) => (await app.client.post('/api/Materials').set(bearer(admin)).send(body).expect(200)).body as {id: number};

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    db = new Client({connectionString: app.url});
    await db.connect();
    admin = await adminToken(app);
    buyerA = await givenMemberWithRoles(app, ['buyer'], {name: 'Anna Buyer', team: 'turku'});
    buyerB = await givenMemberWithRoles(app, ['buyer'], {name: 'Bert Buyer', team: 'helsinki'});

    const A = buyerA.member;
    const B = buyerB.member;
    // Valuated orders in the period 16.-22.11. (two weeks earlier: 2.-8.11.).
    await order(A, 'turku', at(17), {isValued: true, valuationDate: at(18), goldWeight: 5}); // out, valued, gold in
    await order(A, 'turku', at(3), {isValued: true, valuationDate: at(19), goldWeight: 0, silverWeight: 10}); // out 2 weeks earlier, valued
    await order(A, 'turku', at(18), {closed: true, closeDate: at(20)}); // out, cancelled
    await order(B, 'helsinki', at(5), {isValued: true, valuationDate: at(21), goldWeight: 3}); // out 2 weeks earlier, valued, gold in
    await order(B, 'helsinki', new Date(Date.UTC(2026, 9, 1)), {closed: true, closeDate: at(10)}); // nothing in the period
    await order(A, 'turku', at(10), {isValued: true, valuationDate: at(25), goldWeight: 2}); // nothing in the period

    // Accepted offers in the period.
    const gold = await material({name: 'Gold 585', price: 44, category: 'gold', fineness: 0.585});
    const silver = await material({name: 'Silver 925', price: 0.7, category: 'silver', fineness: 0.925});
    const mystery = await material({name: 'Mystery alloy', price: 1, category: 'gold'});
    const deal = {isTellered: true, offerAccepted: true, offeredDeclined: false};
    await order(A, 'turku', at(26), {
      ...deal,
      tellerDate: at(18),
      offer: 300,
      products: [
        {density: gold.id, densityName: 'Gold 585', weight: 10, factor: 44, price: 440, inDeal: true},
        {density: silver.id, densityName: 'Silver 925', weight: 20, factor: 0.7, price: 14, inDeal: false},
        {density: 'customGold', weight: 4, factor: 0.75, price: 120},
        {density: 'other', weight: 2, factor: 1, price: 2},
      ],
    });
    await order(
      B,
      'helsinki',
      at(26),
      {
        ...deal,
        tellerDate: at(20),
        offer: 100,
        sekOffer: 1150,
        products: [
          {density: gold.id, densityName: 'Gold 585', weight: 5.5, factor: 44, price: 242},
          {density: mystery.id, densityName: 'Mystery alloy', weight: 3, factor: 1, price: 3},
        ],
      },
      {country: 'sweden', language: 'swedish'},
    );
    await order(A, 'turku', at(26), {isTellered: true, offerAccepted: false, offeredDeclined: true, tellerDate: at(19), offer: 50}); // declined
    await order(A, 'turku', at(26), {...deal, tellerDate: at(25), offer: 999}); // after the period
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  it('counts valued, gold in, out, out two weeks earlier and cancelled per caller and in total, with the gold-in shares', async () => {
    const {body} = await report('valuated-orders', PERIOD).expect(200);
    expect(body.users).toEqual([
      {
        userId: buyerA.member.id,
        name: 'Anna Buyer',
        auCount: 1,
        totalCount: 2,
        outCount: 2,
        out2WCount: 1,
        cancelledCount: 1,
        auInPercent: 50,
        auInOut2WPercent: 100,
      },
      {
        userId: buyerB.member.id,
        name: 'Bert Buyer',
        auCount: 1,
        totalCount: 1,
        outCount: 0,
        out2WCount: 1,
        cancelledCount: 0,
        auInPercent: 100,
        auInOut2WPercent: 100,
      },
    ]);
    expect(body.total).toEqual({auCount: 2, totalCount: 3, outCount: 2, out2WCount: 2, cancelledCount: 1, auInPercent: 66.7, auInOut2WPercent: 100});
  });

  it('narrows to a team, and shows a buyer only their own orders whatever team they ask for', async () => {
    const team = (await report('valuated-orders', {...PERIOD, team: 'helsinki'}).expect(200)).body;
    expect(team.users.map((row: {name: string}) => row.name)).toEqual(['Bert Buyer']);
    const own = (await report('valuated-orders', PERIOD, buyerA.token).expect(200)).body;
    expect(own.users.map((row: {userId: number}) => row.userId)).toEqual([buyerA.member.id]);
    expect(own.total.totalCount).toBe(2);
    const ownAccepted = (await report('accepted-offers', {...PERIOD, team: 'helsinki'}, buyerA.token).expect(200)).body;
    expect(ownAccepted.users).toEqual([]);
  });

  it('weighs the kept products of accepted deals gross and net per material, and sums the offers per caller', async () => {
    const {body} = await report('accepted-offers', PERIOD).expect(200);
    expect(body.materials).toEqual([
      {material: 'Gold 585', category: 'gold', fineness: 0.585, grossWeight: 15.5, netWeight: 9.07, productCount: 2},
      {material: 'Mystery alloy', category: 'gold', fineness: null, grossWeight: 3, netWeight: null, productCount: 1},
      {material: 'Other items', category: null, fineness: null, grossWeight: 2, netWeight: null, productCount: 1},
      {material: 'Custom gold', category: 'gold', fineness: null, grossWeight: 4, netWeight: 3, productCount: 1},
    ]);
    expect(body.users).toEqual([
      {userId: buyerA.member.id, name: 'Anna Buyer', dealCount: 1, totalOffer: 300, totalSekOffer: 0, totalGbpOffer: 0},
      {userId: buyerB.member.id, name: 'Bert Buyer', dealCount: 1, totalOffer: 100, totalSekOffer: 1150, totalGbpOffer: 0},
    ]);
    expect(body.total).toEqual({grossWeight: 24.5, netWeight: 12.07, productCount: 5, dealCount: 2, totalOffer: 400, totalSekOffer: 1150, totalGbpOffer: 0});
  });

  it('reaches five years back, ends after it starts, and takes only a known team', async () => {
    expect((await report('valuated-orders', {start: '2021-11-26T00:00:00.000Z', end: PERIOD.end}).expect(422)).body.error.message).toBe(REPORT_MESSAGES.tooOld);
    expect((await report('accepted-offers', {start: PERIOD.end, end: PERIOD.start}).expect(422)).body.error.message).toBe(REPORT_MESSAGES.endBeforeStart);
    await report('valuated-orders', {...PERIOD, team: 'atlantis'}).expect(422);
    expect((await report('valuated-orders', {end: PERIOD.end}).expect(422)).body.error.message).toContain(REPORT_MESSAGES.startRequired);
  });

  it('is for the admin and buyers only', async () => {
    for (const role of ['teller', 'customer', 'ccManager', 'bursar'] as const) {
      const {token} = await givenMemberWithRoles(app, [role]);
      await report('valuated-orders', PERIOD, token).expect(403);
      await report('accepted-offers', PERIOD, token).expect(403);
    }
  });
});
