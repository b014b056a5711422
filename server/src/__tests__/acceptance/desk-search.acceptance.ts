import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder, setOrderState, type ApiOrder} from '../helpers/builders';

// Every desk's list finds an order by its number, its client's name and phone (the search column),
// sorts on the server by a whitelisted key, and stays its role's; the global search (Ctrl-K)
// answers every member only the orders their role may read.
const NOW = new Date('2026-03-11T10:00:00Z');
const PAYEE = {name: 'Aino Tapio', iban: 'FI2112345600000785', offer: 100, isDonation: false};

/** Each desk list: its path, who reads it, and the state that puts an order on it. */
const DESKS = [
  {path: '/api/teller/lists/finnish/orders', role: 'teller', state: {isReceived: true, isValued: true, goldWeight: 10}},
  {path: '/api/teller/today', role: 'teller', state: {isReceived: true, isValued: true, isTellered: true, tellerDate: NOW.toISOString()}},
  {path: '/api/valuation/waiting', role: 'valuation', state: {isReceived: true}},
  {path: '/api/valuation/re-valuation/finnish', role: 'valuation', state: {isReceived: true, isValued: true, returnToValuation: true}},
  {
    path: '/api/payer/orders/finland',
    role: 'payer',
    state: {isReceived: true, isValued: true, isTellered: true, offerAccepted: true, payee: PAYEE},
  },
  {path: '/api/bursar/unhandled', role: 'bursar', state: {isReceived: true, isValued: true, isTellered: true, offerAccepted: true, isPaid: true}},
  {path: '/api/bursar/handled', role: 'bursar', state: {isComplete: true, bursarHandleDate: NOW.toISOString()}},
] as const;

type Member = {token: string; member: {id: number}};

describe.each(DESK_DATABASES)('desk search (%s)', kind => {
  let app: TestApp;
  let admin: string;
  const members: Record<string, Member> = {};
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    for (const role of ['teller', 'valuation', 'payer', 'bursar', 'buyer', 'isColdCaller', 'messageCenter'] as const) {
      members[role] = await givenMemberWithRoles(app, [role]);
    }
  });
  afterAll(async () => {
    await app?.stop();
  });

  const list = (member: Member, path: string, query: Record<string, string>) => app.client.get(path).query(query).set(bearer(member.token));
  const numbers = (body: {orders: {orderNumber: number}[]}) => body.orders.map(order => order.orderNumber);

  /** Two orders on the desk's list: clients of one surname (unique to the list), different first names and phones. */
  async function givenTwo(desk: (typeof DESKS)[number], index: number) {
    const surname = `Tapiirisuo${'abcdefg'[index]}`;
    const made: ApiOrder[] = [];
    for (const [first, phone] of [
      ['Aino', `+358 40 71${index}0 001`],
      ['Östen', `+358 40 71${index}0 002`],
    ]) {
      const order = await givenOrder(app, admin, {}, {firstName: first, lastName: surname, phone});
      await setOrderState(app, order.id, desk.state);
      made.push(order);
    }
    return {surname, made};
  }

  it.each(DESKS.map((desk, index) => [desk.path, desk, index] as const))(
    '%s: by order number, name and phone, sorted on the server',
    async (_p, desk, index) => {
      const member = members[desk.role];
      const {surname, made} = await givenTwo(desk, index);
      const [aino, osten] = made;

      const byName = (await list(member, desk.path, {q: surname.toUpperCase()}).expect(200)).body;
      expect(byName.total).toBe(2);
      expect(numbers(byName).sort()).toEqual([aino.orderNumber, osten.orderNumber].sort());
      // Two words, both required; a name with a letter lower() of the C ctype does not fold.
      expect(numbers((await list(member, desk.path, {q: `östen ${surname}`}).expect(200)).body)).toEqual([osten.orderNumber]);
      // The phone in any format: spaces, the national form.
      expect(numbers((await list(member, desk.path, {q: `040 71${index}0 002`}).expect(200)).body)).toEqual([osten.orderNumber]);
      expect(numbers((await list(member, desk.path, {q: String(aino.orderNumber)}).expect(200)).body)).toContain(aino.orderNumber);
      expect((await list(member, desk.path, {q: `${aino.orderNumber} ${surname}`}).expect(200)).body.total).toBe(1);
      expect((await list(member, desk.path, {q: 'no-such-client-anywhere'}).expect(200)).body).toEqual({total: 0, orders: []});

      // Sorted by the client's first name within one surname: Aino, Östen; descending the other way.
      expect(numbers((await list(member, desk.path, {q: surname, sort: 'client'}).expect(200)).body)).toEqual([aino.orderNumber, osten.orderNumber]);
      expect(numbers((await list(member, desk.path, {q: surname, sort: '-orderNumber'}).expect(200)).body)).toEqual([osten.orderNumber, aino.orderNumber]);
      const refused = await list(member, desk.path, {sort: 'password'}).expect(422);
      expect(refused.body.error.message).toMatch(/Unknown sort key 'password'/);

      // Another desk's member may not read the list at all.
      const other = desk.role === 'teller' ? members.bursar : members.teller;
      await list(other, desk.path, {q: surname}).expect(403);
    },
  );

  describe('the global search (Ctrl-K)', () => {
    const quick = (member: Member, q: string) => app.client.get('/api/Orders/quick-search').query({q}).set(bearer(member.token));

    it('finds every order for the roles that read every order, with what a desk needs to open it', async () => {
      const order = await givenOrder(app, admin, {}, {firstName: 'Quick', lastName: 'Kivijärvi', phone: '+358 40 555 0101'});
      for (const role of ['teller', 'valuation', 'payer', 'bursar']) {
        const hits = (await quick(members[role], 'kivijärvi').expect(200)).body;
        expect(hits.map((hit: {id: number}) => hit.id)).toContain(order.id);
        expect(hits[0]).toMatchObject({country: 'finland', language: 'finnish', client: {lastName: 'Kivijärvi'}});
        expect((await quick(members[role], '040 555 0101').expect(200)).body.map((hit: {id: number}) => hit.id)).toContain(order.id);
      }
    });

    it('a buyer finds only their own orders, a cold caller only cold cases, another role nothing', async () => {
      const others = await givenOrder(app, admin, {}, {firstName: 'Hidden', lastName: 'Salasuo'});
      const own = await givenOrder(app, admin, {callerId: members.buyer.member.id}, {firstName: 'Own', lastName: 'Salasuo'});
      const cold = await givenOrder(app, admin, {}, {firstName: 'Cold', lastName: 'Salasuo'});
      await setOrderState(app, cold.id, {createdAt: new Date(NOW.getTime() - 60 * 86_400_000).toISOString()});
      const ids = async (member: Member) => (await quick(member, 'salasuo').expect(200)).body.map((hit: {id: number}) => hit.id).sort();

      expect(await ids(members.buyer)).toEqual([own.id]);
      expect(await ids(members.isColdCaller)).toEqual([cold.id]);
      expect(await ids(members.messageCenter)).toEqual([]);
      expect(await ids(members.teller)).toEqual([others.id, own.id, cold.id].sort());
      // The order number of another's order tells a buyer nothing either.
      expect((await quick(members.buyer, String(others.orderNumber)).expect(200)).body).toEqual([]);
    });
  });
});
