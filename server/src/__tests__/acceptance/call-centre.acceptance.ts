import {Client as PgClient} from 'pg';
import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenClient, givenMemberWithRoles, givenOrder as givenStoredOrder, givenOrderData, setOrderCreatedAt} from '../helpers/builders';
import {MANAGER_ORDER_FIELDS} from '../../repositories/call-list.repository';

// Call-centre ergonomics: attempts and last try on the call lists (an order just
// tried goes after the untried ones), the call forms' contact history, and the manager's paged lists.

// Wednesday 11 March 2026, 12:00 in Helsinki.
const NOW = new Date('2026-03-11T10:00:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

type Member = {token: string; member: {id: number; name: string}};
type Row = {id: number; attempts: number; lastTry: string | null};

describe.each(DESK_DATABASES)('call-centre ergonomics on %s', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let buyer: Member;
  let otherBuyer: Member;
  let coldCaller: Member;
  let manager: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku', name: 'Bea Buyer'});
    otherBuyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    coldCaller = await givenMemberWithRoles(app, ['isColdCaller'], {team: 'helsinki', name: 'Cole Caller'});
    manager = await givenMemberWithRoles(app, ['ccManager']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });
  beforeEach(() => {
    clock.current = NOW;
  });

  /** An order of `buyer` created through the API, then placed in time with SQL (createdAt is server-owned). */
  async function givenOrder(partial: Record<string, unknown> = {}, createdAt = daysAgo(1), clientPartial: Record<string, unknown> = {}) {
    const order = await givenStoredOrder(app, admin, {callerId: buyer.member.id, ...partial}, clientPartial);
    await setOrderCreatedAt(db, order.id, createdAt);
    return order;
  }
  const call = (id: number, body: object, token = buyer.token) => app.client.post(`/api/Orders/${id}/calls`).set(bearer(token)).send(body);
  /** Calls at `minutes` past NOW (the clock says when the log is written). */
  async function callAt(minutes: number, id: number, body: object, token = buyer.token) {
    clock.current = new Date(NOW.getTime() + minutes * MINUTE);
    await call(id, body, token).expect(200);
  }
  const page = async (path: string, token: string) => (await app.client.get(path).set(bearer(token)).expect(200)).body;
  const getOrder = async (id: number) => (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;

  describe('attempts and last try on the lists', () => {
    it("welcome calls: an order just tried goes after the untried ones; each row says its list's attempts and last try", async () => {
      const tag = `Tries${kind === 'postgres' ? 'pg' : 'pgl'}welcome`;
      const [a, b, c] = [
        await givenOrder({welcomeCall: daysAgo(3)}, daysAgo(10), {lastName: tag}),
        await givenOrder({welcomeCall: daysAgo(2)}, daysAgo(10), {lastName: tag}),
        await givenOrder({welcomeCall: daysAgo(1)}, daysAgo(10), {lastName: tag}),
      ];
      const list = async () => (await page(`/api/buyer/welcome-calls?q=${tag}`, buyer.token)) as {total: number; orders: Row[]};
      const untried = await list();
      expect(untried.orders.map(o => o.id)).toEqual([a.id, b.id, c.id]);
      expect(untried.orders.map(o => [o.attempts, o.lastTry])).toEqual([
        [0, null],
        [0, null],
        [0, null],
      ]);

      await callAt(1, a.id, {type: 'WELCOME_CALL', event: 'doesNotAnswer'});
      const once = await list();
      expect(once.orders.map(o => o.id)).toEqual([b.id, c.id, a.id]);
      expect(once.orders[2]).toMatchObject({attempts: 1, lastTry: new Date(NOW.getTime() + MINUTE).toISOString()});

      // Tried ones by last try, oldest first: b tried later goes after a; a tried again goes last.
      await callAt(2, b.id, {type: 'WELCOME_CALL', event: 'callAgain'});
      expect((await list()).orders.map(o => o.id)).toEqual([c.id, a.id, b.id]);
      await callAt(3, a.id, {type: 'WELCOME_CALL', event: 'doesNotAnswer'});
      const later = await list();
      expect(later.orders.map(o => o.id)).toEqual([c.id, b.id, a.id]);
      expect(later.orders.find(o => o.id === a.id)).toMatchObject({attempts: 2, lastTry: new Date(NOW.getTime() + 3 * MINUTE).toISOString()});
      // The page is cut after the order: limit and skip over the whole order.
      expect((await page(`/api/buyer/welcome-calls?q=${tag}&limit=1&skip=1`, buyer.token)).orders.map((o: Row) => o.id)).toEqual([b.id]);

      // The order itself says the tries of each type (server-owned, read-only).
      const stored = await getOrder(a.id);
      expect(stored).toMatchObject({welcomeCallAttempts: 2, afterCallAttempts: 0, coldCallAttempts: 0, afterCallLastTry: null});
      expect(stored.welcomeCallLastTry).toBe(new Date(NOW.getTime() + 3 * MINUTE).toISOString());
    });

    it("after calls count only after calls: a welcome call's log is not an after call's attempt", async () => {
      const tag = `Tries${kind === 'postgres' ? 'pg' : 'pgl'}after`;
      const [a, b] = [
        await givenOrder({welcomeCall: daysAgo(30), dueDate: daysAgo(20)}, daysAgo(30), {lastName: tag}),
        await givenOrder({welcomeCall: daysAgo(30), dueDate: daysAgo(19)}, daysAgo(30), {lastName: tag}),
      ];
      await callAt(1, a.id, {type: 'WELCOME_CALL', event: 'doesNotAnswer'});
      const list = async () => ((await page(`/api/buyer/after-calls?q=${tag}`, buyer.token)) as {orders: Row[]}).orders;
      expect((await list()).map(o => [o.id, o.attempts, o.lastTry])).toEqual([
        [a.id, 0, null],
        [b.id, 0, null],
      ]);
      await callAt(2, a.id, {type: 'AFTER_CALL', event: 'doesNotAnswer'});
      expect((await list()).map(o => [o.id, o.attempts])).toEqual([
        [b.id, 0],
        [a.id, 1],
      ]);
    });

    it('cold cases: untried newest first, then tried by last cold call, oldest first, paged across both parts', async () => {
      const language = 'uk-english';
      const team = 'uk';
      const made = [];
      for (const age of [50, 60, 70, 80]) made.push(await givenOrder({}, daysAgo(age)));
      // The order follows its client: placed in its language and team with SQL.
      await db.query('UPDATE orders SET language = $2, team = $3 WHERE id = ANY($1)', [made.map(o => o.id), language, team]);
      const [n50, n60, n70, n80] = made;
      const list = async (query = '') =>
        (await page(`/api/cold-cases/${language}?team=${team}${query}`, coldCaller.token)) as {total: number; orders: {id: number; coldCallAttempts: number}[]};
      expect((await list()).orders.map(o => o.id)).toEqual([n50.id, n60.id, n70.id, n80.id]);

      await callAt(1, n60.id, {type: 'COLD_CALL', event: 'doesNotAnswer'}, coldCaller.token);
      await callAt(2, n50.id, {type: 'COLD_CALL', event: 'doesNotAnswer'}, coldCaller.token);
      const tried = await list();
      expect(tried.total).toBe(4);
      expect(tried.orders.map(o => o.id)).toEqual([n70.id, n80.id, n60.id, n50.id]);
      expect(tried.orders.map(o => o.coldCallAttempts)).toEqual([0, 0, 1, 1]);
      // A page across the two parts, and pages within each.
      expect((await list('&limit=2&skip=1')).orders.map(o => o.id)).toEqual([n80.id, n60.id]);
      expect((await list('&limit=1&skip=0')).orders.map(o => o.id)).toEqual([n70.id]);
      expect((await list('&limit=2&skip=3')).orders.map(o => o.id)).toEqual([n50.id]);
      expect(await list('&skip=10')).toEqual({total: 4, orders: []});
    });

    it('keeps the counts right on every path that writes call logs: the generic create, edit and delete', async () => {
      const order = await givenOrder({welcomeCall: daysAgo(1)});
      const log = (
        await app.client
          .post('/api/CallLogs')
          .set(bearer(admin))
          .send({type: 'AFTER_CALL', event: 'doesNotAnswer', orderId: order.id, memberId: buyer.member.id})
          .expect(200)
      ).body;
      const lastTryIsTheLog = async (column: string) =>
        (await db.query(`SELECT o.${column} = l.createdat AS same FROM orders o, call_logs l WHERE o.id = $1 AND l.id = $2`, [order.id, log.id])).rows[0].same;
      expect(await getOrder(order.id)).toMatchObject({afterCallAttempts: 1, welcomeCallAttempts: 0});
      expect(await lastTryIsTheLog('aftercalllasttry')).toBe(true);
      await app.client.patch(`/api/CallLogs/${log.id}`).set(bearer(admin)).send({type: 'COLD_CALL'}).expect(204);
      expect(await getOrder(order.id)).toMatchObject({afterCallAttempts: 0, afterCallLastTry: null, coldCallAttempts: 1});
      expect(await lastTryIsTheLog('coldcalllasttry')).toBe(true);
      await app.client.delete(`/api/CallLogs/${log.id}`).set(bearer(admin)).expect(204);
      expect(await getOrder(order.id)).toMatchObject({coldCallAttempts: 0, coldCallLastTry: null});
    });

    it('refuses the tries in the generic create and edit of an order (the database keeps them)', async () => {
      const order = await givenOrder({welcomeCall: daysAgo(1)});
      const patched = await app.client.patch(`/api/Orders/${order.id}`).set(bearer(admin)).send({welcomeCallAttempts: 5}).expect(422);
      expect(JSON.stringify(patched.body)).toContain('welcomeCallAttempts');
      await app.client.patch(`/api/Orders/${order.id}`).set(bearer(admin)).send({coldCallLastTry: NOW.toISOString()}).expect(422);
      const client = await givenClient(app, admin);
      await app.client
        .post('/api/Orders')
        .set(bearer(admin))
        .send(givenOrderData({clientId: client.id, afterCallAttempts: 3}))
        .expect(422);
      expect(await getOrder(order.id)).toMatchObject({welcomeCallAttempts: 0, coldCallLastTry: null});
    });
  });

  describe('contact history', () => {
    const history = (id: number, token: string) => app.client.get(`/api/Orders/${id}/contact-history`).set(bearer(token));

    it("answers the order's calls and SMS newest first, with who and when, and the tries of each type", async () => {
      const order = await givenOrder({welcomeCall: daysAgo(1)});
      await callAt(1, order.id, {type: 'WELCOME_CALL', event: 'doesNotAnswer', message: 'No answer'});
      await callAt(5, order.id, {type: 'WELCOME_CALL', event: 'callAgain', message: 'Call tomorrow'});
      await db.query(
        `INSERT INTO sms_logs ("to", message, kind, status, orderid, memberid, createdat) VALUES ('358401234567', 'Code 123', 'returnCode', 'sent', $1, $2, $3)`,
        [order.id, buyer.member.id, new Date(NOW.getTime() + 3 * MINUTE)],
      );
      const body = (await history(order.id, buyer.token).expect(200)).body;
      expect(body.orderId).toBe(order.id);
      expect(body.tries).toEqual({
        WELCOME_CALL: {attempts: 2, lastTry: new Date(NOW.getTime() + 5 * MINUTE).toISOString()},
        AFTER_CALL: {attempts: 0, lastTry: null},
        COLD_CALL: {attempts: 0, lastTry: null},
      });
      expect(body.calls.map((c: {event: string; message: string; memberName: string; type: string}) => [c.type, c.event, c.message, c.memberName])).toEqual([
        ['WELCOME_CALL', 'callAgain', 'Call tomorrow', 'Bea Buyer'],
        ['WELCOME_CALL', 'doesNotAnswer', 'No answer', 'Bea Buyer'],
      ]);
      expect(body.calls[0].createdAt).toBe(new Date(NOW.getTime() + 5 * MINUTE).toISOString());
      // The buyer sees the client's phone on the form, not the numbers the SMS log holds.
      expect(body.sms).toHaveLength(1);
      expect(body.sms[0]).toMatchObject({kind: 'returnCode', status: 'sent', memberName: 'Bea Buyer'});
      expect(body.sms[0]).not.toHaveProperty('to');
      expect(JSON.stringify(body)).not.toContain('358401234567');
      // The admin, who may read the SMS log, sees the number.
      expect((await history(order.id, admin).expect(200)).body.sms[0].to).toBe('358401234567');
    });

    it("answers another buyer's order as an unknown order (404); roles that do not call get 403 for any order", async () => {
      const order = await givenOrder({welcomeCall: daysAgo(1)});
      const refused = await history(order.id, otherBuyer.token).expect(404);
      expect(refused.body.error.message).toBe('Cannot find order');
      await history(2_000_000_000, buyer.token).expect(404);
      await history(order.id, manager.token).expect(403);
      await history(2_000_000_000, manager.token).expect(403);
      // A cold caller reads cold cases only.
      await history(order.id, coldCaller.token).expect(404);
      const cold = await givenOrder({}, daysAgo(60));
      await history(cold.id, coldCaller.token).expect(200);
      // Assigned orders are the buyer's too.
      const assigned = await givenOrder({callerId: otherBuyer.member.id, assignedCallerId: buyer.member.id});
      await history(assigned.id, buyer.token).expect(200);
    });
  });

  describe("the manager's paged lists", () => {
    const week = {startDate: daysAgo(7).toISOString(), endDate: NOW.toISOString()};

    it('pages and sorts the transfer search on the server, with the total and an id tiebreak; the array path stays', async () => {
      const caller = await givenMemberWithRoles(app, ['buyer']);
      const names = ['Cedergren', 'Aalto', 'Berg', 'Aalto', 'Dahl'];
      const made = [];
      for (const [i, lastName] of names.entries()) {
        made.push(await givenOrder({welcomeCall: daysAgo(5 - i), callerId: caller.member.id}, daysAgo(6), {lastName, firstName: 'Anna'}));
      }
      const query = `startDate=${week.startDate}&endDate=${week.endDate}&type=WELCOME_CALL&callerId=${caller.member.id}`;
      const search = async (extra: string) =>
        (await page(`/api/cc-manager/transfer-search/page?${query}${extra}`, manager.token)) as {total: number; orders: {id: number}[]};
      // Default: due first.
      const first = await search('&limit=2');
      expect(first.total).toBe(5);
      expect(first.orders.map(o => o.id)).toEqual([made[0].id, made[1].id]);
      expect((await search('&limit=2&skip=4')).orders.map(o => o.id)).toEqual([made[4].id]);
      // By client: last name, then first name, then id, in the direction asked.
      const [aalto1, aalto2] = [made[1].id, made[3].id].sort((x, y) => x - y);
      expect((await search('&sort=client')).orders.map(o => o.id)).toEqual([aalto1, aalto2, made[2].id, made[0].id, made[4].id]);
      expect((await search('&sort=-client')).orders.map(o => o.id)).toEqual([made[4].id, made[0].id, made[2].id, aalto2, aalto1]);
      expect((await search('&sort=-client&limit=2&skip=3')).orders.map(o => o.id)).toEqual([aalto2, aalto1]);
      // Unknown keys are refused with the known ones.
      const refused = await app.client.get(`/api/cc-manager/transfer-search/page?${query}&sort=password`).set(bearer(manager.token)).expect(422);
      expect(refused.body.error.message).toContain('use one of: orderNumber, createdAt, welcomeCall, dueDate, client, caller');
      await app.client.get(`/api/cc-manager/transfer-search/page?${query}&limit=500`).set(bearer(manager.token)).expect(400);
      await app.client.get(`/api/cc-manager/transfer-search/page?${query}`).set(bearer(buyer.token)).expect(403);
      // The first path still answers the whole list as an array, due first.
      const whole = await page(`/api/cc-manager/transfer-search?${query}`, manager.token);
      expect(whole.map((o: {id: number}) => o.id)).toEqual(made.map(o => o.id));
    });

    it("answers the manager's fields of each order, as the order holds them, with the client's name and phone and the callers' names", async () => {
      const caller = await givenMemberWithRoles(app, ['buyer']);
      const order = await givenOrder({welcomeCall: daysAgo(2), callerId: caller.member.id}, daysAgo(6), {lastName: 'Virtanen', firstName: 'Aino'});
      const query = `startDate=${week.startDate}&endDate=${week.endDate}&type=WELCOME_CALL&callerId=${caller.member.id}`;
      const [row] = await page(`/api/cc-manager/transfer-search?${query}`, manager.token);
      const filter = encodeURIComponent(JSON.stringify({include: ['client', 'caller', 'assignedCaller']}));
      const full = (await app.client.get(`/api/Orders/${order.id}?filter=${filter}`).set(bearer(admin)).expect(200)).body;
      // Not the whole ~150-column order: its listed fields, and the related records' few.
      expect(Object.keys(row).sort()).toEqual([...[...MANAGER_ORDER_FIELDS], 'client', 'caller'].sort());
      for (const key of [...MANAGER_ORDER_FIELDS]) expect(row[key] ?? null, key).toEqual(full[key] ?? null);
      expect(row.client).toEqual({id: full.client.id, firstName: 'Aino', lastName: 'Virtanen', phone: full.client.phone});
      expect(row.caller).toEqual({id: caller.member.id, name: full.caller.name});
      // The page answers the same rows.
      expect((await page(`/api/cc-manager/transfer-search/page?${query}`, manager.token)).orders).toEqual([row]);
      // A temporary transfer: the assigned caller comes along, in every manager list.
      const target = await givenMemberWithRoles(app, ['buyer']);
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [order.id], newCallerId: target.member.id, isPermanent: false})
        .expect(200);
      const [moved] = (await page(`/api/cc-manager/transferred-orders/page?callerId=${target.member.id}`, manager.token)).orders;
      expect(moved).toMatchObject({id: order.id, isTemporarilyTransferred: true, assignedCaller: {id: target.member.id, name: target.member.name}});
      expect(await page(`/api/cc-manager/transferred-orders?callerId=${target.member.id}`, manager.token)).toEqual([moved]);
    });

    it('pages the call lists and the transferred orders, with their totals', async () => {
      const caller = await givenMemberWithRoles(app, ['buyer']);
      const welcome = await givenOrder({welcomeCall: daysAgo(3), dueDate: daysAgo(30), callerId: caller.member.id}, daysAgo(6));
      const after = await givenOrder({welcomeCall: daysAgo(30), dueDate: daysAgo(2), welcomeCallDone: true, callerId: caller.member.id}, daysAgo(40));
      const lists = async (extra: string) =>
        (await page(`/api/cc-manager/lists/page?startDate=${week.startDate}&endDate=${week.endDate}&callerId=${caller.member.id}${extra}`, manager.token)) as {
          total: number;
          items: {type: string; order: {id: number}}[];
        };
      const all = await lists('');
      expect(all.total).toBe(2);
      expect(all.items.map(i => [i.type, i.order.id])).toEqual([
        ['WELCOME_CALL', welcome.id],
        ['AFTER_CALL', after.id],
      ]);
      expect((await lists('&sort=type&limit=1')).items.map(i => i.order.id)).toEqual([after.id]);
      expect(await lists('&skip=5')).toEqual({total: 2, items: []});
      const unpaged = await page(`/api/cc-manager/lists?startDate=${week.startDate}&endDate=${week.endDate}&callerId=${caller.member.id}`, manager.token);
      expect(unpaged.map((i: {order: {id: number}}) => i.order.id)).toEqual([welcome.id, after.id]);

      const target = await givenMemberWithRoles(app, ['buyer']);
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [welcome.id, after.id], newCallerId: target.member.id, isPermanent: false})
        .expect(200);
      const transferred = await page(`/api/cc-manager/transferred-orders/page?callerId=${target.member.id}&limit=1&sort=-orderNumber`, manager.token);
      expect(transferred.total).toBe(2);
      expect(transferred.orders.map((o: {id: number}) => o.id)).toEqual([after.id]);
      await app.client.get(`/api/cc-manager/transferred-orders/page?callerId=${target.member.id}&sort=due`).set(bearer(manager.token)).expect(422);
    });
  });
});
