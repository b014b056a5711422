import {Client as PgClient} from 'pg';
import {LIMITS, MESSAGES} from '@karat/shared';
import {bearer, givenRunningApp, TestApp, TestClock} from '../helpers/app.helper';
import {adminToken, givenClient, givenClientData, givenMemberWithRoles, givenOrder as givenStoredOrder} from '../helpers/builders';

// Wednesday 11 March 2026, 22:30 in Helsinki (20:30 UTC): late, so "end of today" is close.
const NOW = new Date('2026-03-11T20:30:00Z');
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);

type Member = {token: string; member: {id: number; team?: string}};

describe('buyers, cold cases and the call-centre manager', () => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let buyer: Member;
  let otherBuyer: Member;
  let coldCaller: Member;
  let manager: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp('postgres', {clock});
    admin = await adminToken(app);
    buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    otherBuyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    coldCaller = await givenMemberWithRoles(app, ['buyer', 'isColdCaller'], {team: 'helsinki'});
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

  /** An order created through the API, then placed in time with SQL (createdAt is server-owned). */
  async function givenOrder(partial: Record<string, unknown> = {}, createdAt = daysAgo(1), clientPartial: Record<string, unknown> = {}) {
    const order = await givenStoredOrder(app, admin, {callerId: buyer.member.id, ...partial}, clientPartial);
    // A new order follows its client and caller: an order of another country,
    // language or team than theirs is set up as such.
    await db.query('UPDATE orders SET createdat = $2, country = $3, language = $4, team = $5 WHERE id = $1', [
      order.id,
      createdAt,
      partial.country ?? order.country,
      partial.language ?? order.language,
      partial.team ?? order.team,
    ]);
    return order;
  }
  const ids = (res: {body: {id: number}[]}) => res.body.map(o => o.id);
  /** The ids on one page of a buyer's call list (200, the largest page: the tests pile up orders). */
  const callList = async (list: 'welcome-calls' | 'after-calls', token = buyer.token, query = 'limit=200') =>
    ((await app.client.get(`/api/buyer/${list}?${query}`).set(bearer(token)).expect(200)).body.orders as {id: number}[]).map(o => o.id);
  const getOrder = async (id: number) => (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;
  const call = (id: number, body: object, token = buyer.token) => app.client.post(`/api/Orders/${id}/calls`).set(bearer(token)).send(body);

  describe('welcome-call list', () => {
    it('takes open calls due by the end of today (Helsinki) on orders created within 45 days', async () => {
      const dueLate = await givenOrder({welcomeCall: '2026-03-11T21:59:00Z'}, daysAgo(44));
      const tomorrow = await givenOrder({welcomeCall: '2026-03-11T22:01:00Z'});
      const tooOld = await givenOrder({welcomeCall: daysAgo(1)}, daysAgo(46));
      const done = await givenOrder({welcomeCall: daysAgo(1), welcomeCallDone: true});
      const received = await givenOrder({welcomeCall: daysAgo(1), isReceived: true});
      const closed = await givenOrder({welcomeCall: daysAgo(1), closed: true});
      const notMine = await givenOrder({welcomeCall: daysAgo(1), callerId: otherBuyer.member.id});
      const assigned = await givenOrder({welcomeCall: daysAgo(1), callerId: otherBuyer.member.id, assignedCallerId: buyer.member.id});
      const list = await callList('welcome-calls');
      expect(list).toEqual(expect.arrayContaining([dueLate.id, assigned.id]));
      for (const o of [tomorrow, tooOld, done, received, closed, notMine]) expect(list).not.toContain(o.id);
      const counts = (await app.client.get('/api/buyer/call-counts').set(bearer(buyer.token)).expect(200)).body;
      expect(counts.welcomeCalls).toBe(list.length);
    });

    it('pages on the server, earliest call first, and filters by every word in number, name or phone', async () => {
      // Letters only: a client's name takes no digits (the client form's rule).
      const tag = `Pagetest${String(Date.now()).replace(/\d/g, d => 'abcdefghij'[Number(d)])}`;
      const made = [];
      for (let i = 0; i < 5; i++)
        made.push(
          await givenOrder({welcomeCall: daysAgo(30 - i)}, daysAgo(40), {lastName: tag, firstName: i === 3 ? 'Ülla' : 'Matti', phone: `35840999${i}000`}),
        );
      const page = async (query: string) =>
        (await app.client.get(`/api/buyer/welcome-calls?${query}`).set(bearer(buyer.token)).expect(200)).body as {
          total: number;
          orders: {id: number; client?: {lastName: string}}[];
        };
      const first = await page(`q=${tag}&limit=2`);
      expect(first.total).toBe(5);
      expect(first.orders.map(o => o.id)).toEqual([made[0].id, made[1].id]);
      expect(first.orders[0].client?.lastName).toBe(tag);
      expect((await page(`q=${tag}&limit=2&skip=4`)).orders.map(o => o.id)).toEqual([made[4].id]);
      // Past the end: no rows, still the size of the list.
      expect(await page(`q=${tag}&skip=50`)).toEqual({total: 5, orders: []});
      expect((await page(`q=${tag.toUpperCase()}%20%C3%BClla`)).orders.map(o => o.id)).toEqual([made[3].id]);
      expect((await page(`q=${tag}%20358409992`)).orders.map(o => o.id)).toEqual([made[2].id]);
      const {orderNumber} = await getOrder(made[1].id);
      expect((await page(`q=${orderNumber}%20${tag}`)).orders.map(o => o.id)).toEqual([made[1].id]);
      // Wildcards and quotes are plain text.
      expect(await page(`q=${encodeURIComponent("%' OR 1=1 --")}`)).toEqual({total: 0, orders: []});
      await app.client.get('/api/buyer/welcome-calls?limit=0').set(bearer(buyer.token)).expect(400);
      await app.client
        .get(`/api/buyer/after-calls?q=${'x'.repeat(201)}`)
        .set(bearer(buyer.token))
        .expect(400);
    });

    it('records done, doesNotAnswer and callAgain with a WELCOME_CALL log entry', async () => {
      const order = await givenOrder({welcomeCall: daysAgo(1)});
      const tried = await call(order.id, {type: 'WELCOME_CALL', event: 'doesNotAnswer', message: 'No answer'}).expect(200);
      expect(tried.body.order.welcomeCallTried).toEqual([NOW.toISOString()]);
      clock.current = new Date(NOW.getTime() + 60_000);
      await call(order.id, {type: 'WELCOME_CALL', event: 'callAgain'}).expect(200);
      const done = await call(order.id, {type: 'WELCOME_CALL', event: 'done'}).expect(200);
      expect(done.body.order).toMatchObject({welcomeCallDone: true, latestWelcomeCall: clock.current.toISOString()});
      expect(done.body.order.welcomeCallTried).toHaveLength(2);
      const {rows} = await db.query('SELECT type, event, message, memberid FROM call_logs WHERE orderid = $1 ORDER BY id', [order.id]);
      expect(rows).toEqual([
        {type: 'WELCOME_CALL', event: 'doesNotAnswer', message: 'No answer', memberid: buyer.member.id},
        {type: 'WELCOME_CALL', event: 'callAgain', message: null, memberid: buyer.member.id},
        {type: 'WELCOME_CALL', event: 'done', message: null, memberid: buyer.member.id},
      ]);
    });

    it("answers 'Please choose event' without an event, and no order (404) on another buyer's order", async () => {
      const order = await givenOrder();
      expect((await call(order.id, {type: 'WELCOME_CALL'}).expect(422)).body.error.message).toBe('Please choose event');
      expect((await call(order.id, {type: 'WELCOME_CALL', event: 'invoicePaid'}).expect(422)).body.error.message).toBe('Please choose event');
      await call(order.id, {type: 'WELCOME_CALL', event: 'done'}, otherBuyer.token).expect(404);
      await app.client.get(`/api/buyer/orders/${order.id}`).set(bearer(otherBuyer.token)).expect(404);
      await app.client.patch(`/api/buyer/orders/${order.id}`).set(bearer(otherBuyer.token)).send({city: 'Turku'}).expect(404);
    });
  });

  describe("someone else's order answers as no order", () => {
    it('gives a member who may not see an order the answer of an order that does not exist, open or closed, on every caller endpoint', async () => {
      const open = await givenOrder({welcomeCall: daysAgo(1)});
      const closed = await givenOrder({closed: true, closeReason: 'Age'});
      const young = await givenOrder({}, daysAgo(10));
      const received = await givenOrder({isReceived: true}, daysAgo(60));
      const missing = 2_000_000_000;
      const answers = async (id: number, token: string) => {
        const all = [
          await app.client.get(`/api/buyer/orders/${id}`).set(bearer(token)),
          await app.client.patch(`/api/buyer/orders/${id}`).set(bearer(token)).send({city: 'Turku'}),
          await call(id, {type: 'WELCOME_CALL', event: 'doesNotAnswer'}, token),
          await call(id, {type: 'AFTER_CALL', event: 'doesNotAnswer'}, token),
          await app.client.post(`/api/Orders/${id}/return-code-sms`).set(bearer(token)),
          await app.client.get(`/api/Orders/${id}/contact-history`).set(bearer(token)),
        ];
        return all.map(res => [res.status, res.body.error?.message]);
      };
      const nothing = await answers(missing, otherBuyer.token);
      expect(nothing.every(([status]) => status === 404)).toBe(true);
      for (const order of [open, closed]) expect(await answers(order.id, otherBuyer.token)).toEqual(nothing);
      // A cold caller: an order that is no cold case (young, or received) is no order either.
      const coldAnswers = async (id: number) => {
        const all = [
          await call(id, {type: 'COLD_CALL', event: 'doesNotAnswer'}, coldCaller.token),
          await app.client.post(`/api/Orders/${id}/return-code-sms`).set(bearer(coldCaller.token)),
          await app.client.get(`/api/Orders/${id}/contact-history`).set(bearer(coldCaller.token)),
          await app.client.get(`/api/cold-cases/finnish/${id}`).set(bearer(coldCaller.token)),
        ];
        return all.map(res => [res.status, res.body.error?.message]);
      };
      const none = await coldAnswers(missing);
      for (const order of [young, received]) expect(await coldAnswers(order.id)).toEqual(none);
      expect((await call(open.id, {type: 'WELCOME_CALL', event: 'done'}, manager.token)).status).toBe(403);
      expect((await call(missing, {type: 'WELCOME_CALL', event: 'done'}, manager.token)).status).toBe(403);
    });
  });

  describe('after-call list and events', () => {
    it('takes orders due more than 7 days ago, created within 45 days', async () => {
      const eightDays = await givenOrder({dueDate: daysAgo(8)}, daysAgo(20));
      const sixDays = await givenOrder({dueDate: daysAgo(6)}, daysAgo(20));
      const old = await givenOrder({dueDate: daysAgo(8)}, daysAgo(46));
      const done = await givenOrder({dueDate: daysAgo(8), afterCallDone: true}, daysAgo(20));
      const list = await callList('after-calls');
      expect(list).toContain(eightDays.id);
      for (const o of [sixDays, old, done]) expect(list).not.toContain(o.id);
    });

    it('newDueDate moves the due date and keeps the order open; it needs the date', async () => {
      const order = await givenOrder({dueDate: daysAgo(8)}, daysAgo(20));
      await call(order.id, {type: 'AFTER_CALL', event: 'newDueDate'}).expect(422);
      const res = await call(order.id, {type: 'AFTER_CALL', event: 'newDueDate', dueDate: '2026-03-20T10:00:00.000Z'}).expect(200);
      expect(res.body.order).toMatchObject({dueDate: '2026-03-20T10:00:00.000Z', closed: false, latestAfterCall: NOW.toISOString()});
    });

    it('invoicePaid and hasNotArrived close the order by phone', async () => {
      const paid = await givenOrder({dueDate: daysAgo(8)}, daysAgo(20));
      const res = await call(paid.id, {type: 'AFTER_CALL', event: 'invoicePaid'}).expect(200);
      expect(res.body.order).toMatchObject({closed: true, closeMethod: 'phone', closeReason: 'Invoice paid', closerId: buyer.member.id});
      const lost = await givenOrder({dueDate: daysAgo(8)}, daysAgo(20));
      expect((await call(lost.id, {type: 'AFTER_CALL', event: 'hasNotArrived'}).expect(200)).body.order.closed).toBe(true);
      await call(lost.id, {type: 'AFTER_CALL', event: 'doesNotAnswer'}).expect(409);
    });

    it('wantsANewSecurityBag closes the order and makes a new one for the same client, +4 and +16 days', async () => {
      const order = await givenOrder({dueDate: daysAgo(8)}, daysAgo(20));
      const res = await call(order.id, {type: 'AFTER_CALL', event: 'wantsANewSecurityBag', message: 'Lost the bag'}).expect(200);
      expect(res.body.order.closed).toBe(true);
      expect(res.body.newOrder).toMatchObject({
        clientId: order.clientId,
        callerId: buyer.member.id,
        closed: false,
        welcomeCall: new Date(NOW.getTime() + 4 * DAY).toISOString(),
        dueDate: new Date(NOW.getTime() + 16 * DAY).toISOString(),
      });
      const {rows} = await db.query(`SELECT type, event, message FROM call_logs WHERE orderid = $1`, [order.id]);
      expect(rows).toEqual([{type: 'AFTER_CALL', event: 'wantsANewSecurityBag', message: 'Lost the bag'}]);
    });

    it('doesNotAnswer records the try time', async () => {
      const order = await givenOrder({dueDate: daysAgo(8)}, daysAgo(20));
      const res = await call(order.id, {type: 'AFTER_CALL', event: 'doesNotAnswer'}).expect(200);
      expect(res.body.order).toMatchObject({afterCallTries: [NOW.toISOString()], latestAfterCall: NOW.toISOString(), closed: false});
    });
  });

  describe('calls per order per day', () => {
    it('bounds the calls logged on one order a business day: above it 429 and nothing written; the next day counts anew', async () => {
      const order = await givenOrder({welcomeCall: daysAgo(1)});
      for (let i = 0; i < LIMITS.callsPerOrderPerDay; i++) {
        clock.current = new Date(NOW.getTime() + i * 1000);
        await call(order.id, {type: 'WELCOME_CALL', event: i % 3 ? 'doesNotAnswer' : 'callAgain'}).expect(200);
      }
      const refused = await call(order.id, {type: 'WELCOME_CALL', event: 'doesNotAnswer'}).expect(429);
      expect(refused.body.error.message).toBe(MESSAGES.callsPerOrderPerDay);
      const logged = async () => (await db.query('SELECT count(*)::int AS n FROM call_logs WHERE orderid = $1', [order.id])).rows[0].n;
      expect(await logged()).toBe(LIMITS.callsPerOrderPerDay);
      // 22:30 in Helsinki plus two hours is the next business day.
      clock.current = new Date(NOW.getTime() + 2 * 3_600_000);
      await call(order.id, {type: 'WELCOME_CALL', event: 'doesNotAnswer'}).expect(200);
      expect(await logged()).toBe(LIMITS.callsPerOrderPerDay + 1);
    });

    it("audits a call as its change: the new try, never the order's whole list of tries again", async () => {
      const order = await givenOrder({dueDate: daysAgo(8)}, daysAgo(20));
      const stamps: string[] = [];
      for (let i = 0; i < 6; i++) {
        clock.current = new Date(NOW.getTime() + i * 1000);
        stamps.push(clock.current.toISOString());
        await call(order.id, {type: 'AFTER_CALL', event: 'doesNotAnswer'}).expect(200);
      }
      const {rows} = await db.query(
        `SELECT before, after, changedfields AS "changedFields", length(before::text) + length(after::text) AS size
           FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'call:AFTER_CALL:doesNotAnswer' ORDER BY id`,
        [String(order.id)],
      );
      expect(rows).toHaveLength(6);
      expect(rows[5].changedFields).toEqual(expect.arrayContaining(['afterCallTries', 'latestAfterCall']));
      expect(rows[5].after.afterCallTries).toEqual({appended: [stamps[5]]});
      expect(rows[5].before).not.toHaveProperty('afterCallTries');
      // The sixth entry is no larger than the second: the audit grows with the calls, not with their square.
      expect(rows[5].size).toBe(rows[1].size);
      expect((await getOrder(order.id)).afterCallTries).toEqual(stamps);
    });
  });

  describe('return-code SMS', () => {
    it('needs a Finnish order and a phone, then sends and logs', async () => {
      const swedish = await givenOrder({country: 'sweden', language: 'swedish', zip: '411 01'});
      expect((await app.client.post(`/api/Orders/${swedish.id}/return-code-sms`).set(bearer(buyer.token)).expect(422)).body.error.message).toBe(
        'Only Finnish orders can send SMS',
      );
      // A client without a phone (legacy data: the client form requires one).
      const noPhone = await givenOrder();
      await db.query('UPDATE clients SET phone = NULL WHERE id = $1', [noPhone.clientId]);
      expect((await app.client.post(`/api/Orders/${noPhone.id}/return-code-sms`).set(bearer(buyer.token)).expect(422)).body.error.message).toBe(
        'Missing phone number',
      );
      const order = await givenOrder();
      const res = await app.client.post(`/api/Orders/${order.id}/return-code-sms`).set(bearer(buyer.token)).expect(200);
      expect(res.body).toMatchObject({status: 'sent', provider: 'local', to: '358401234567', kind: 'returnCode', orderId: order.id});
      expect(res.body.message).toContain(order.barCode);
      await app.client.post(`/api/Orders/${order.id}/return-code-sms`).set(bearer(otherBuyer.token)).expect(404);
    });
  });

  describe('cold cases', () => {
    it('lists open, unreceived orders of the language created more than 45 days ago, optionally by team', async () => {
      const cold = await givenOrder({}, daysAgo(46));
      const warm = await givenOrder({}, daysAgo(44));
      const swedish = await givenOrder({language: 'swedish', country: 'sweden', zip: '411 01'}, daysAgo(60));
      const otherTeam = await givenOrder({team: 'helsinki'}, daysAgo(50));
      const list = (await app.client.get('/api/cold-cases/finnish').set(bearer(coldCaller.token)).expect(200)).body;
      const listed = list.orders.map((o: {id: number}) => o.id);
      expect(listed).toEqual(expect.arrayContaining([cold.id, otherTeam.id]));
      expect(listed).not.toContain(warm.id);
      expect(listed).not.toContain(swedish.id);
      // No bank-details field at all: a cold case has no payee, and a cold caller may not see one.
      expect(list.orders[0]).not.toHaveProperty('payee');
      const turku = (await app.client.get('/api/cold-cases/finnish?team=turku').set(bearer(coldCaller.token)).expect(200)).body;
      expect(turku.orders.map((o: {id: number}) => o.id)).not.toContain(otherTeam.id);
      await app.client.get('/api/cold-cases/klingon').set(bearer(coldCaller.token)).expect(404);
      await app.client.get('/api/cold-cases/finnish').set(bearer(buyer.token)).expect(403);
    });

    it('doesNotAnswer makes it a cold case of the member; close closes it as a cold call', async () => {
      const order = await givenOrder({}, daysAgo(50));
      const res = await call(order.id, {type: 'COLD_CALL', event: 'doesNotAnswer'}, coldCaller.token).expect(200);
      expect(res.body.order).toMatchObject({isColdCase: true, coldCaseCallerId: coldCaller.member.id, latestColdCall: NOW.toISOString()});
      const closed = await call(order.id, {type: 'COLD_CALL', event: 'close'}, coldCaller.token).expect(200);
      expect(closed.body.order).toMatchObject({closed: true, closeReason: 'Closed by cold call'});
      const {rows} = await db.query(`SELECT type FROM call_logs WHERE orderid = $1`, [order.id]);
      expect(rows.map(r => r.type)).toEqual(['COLD_CALL', 'COLD_CALL']);
      const warm = await givenOrder({}, daysAgo(10));
      await call(warm.id, {type: 'COLD_CALL', event: 'doesNotAnswer'}, coldCaller.token).expect(404);
      await call(warm.id, {type: 'COLD_CALL', event: 'doesNotAnswer'}, buyer.token).expect(403);
      await call(2_000_000_000, {type: 'COLD_CALL', event: 'doesNotAnswer'}, buyer.token).expect(403);
    });
  });

  describe('transfers', () => {
    const search = (type = 'WELCOME_CALL', callerId = buyer.member.id) =>
      app.client
        .get(`/api/cc-manager/transfer-search?startDate=${daysAgo(3).toISOString()}&endDate=${NOW.toISOString()}&type=${type}&callerId=${callerId}`)
        .set(bearer(manager.token));

    it('finds calls by period, type and caller; moves them permanently and back', async () => {
      const a = await givenOrder({welcomeCall: daysAgo(1)});
      const b = await givenOrder({welcomeCall: daysAgo(2)});
      const later = await givenOrder({welcomeCall: daysAgo(5)});
      const found = ids(await search().expect(200));
      expect(found).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(found).not.toContain(later.id);

      const moved = await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [a.id, b.id], newCallerId: otherBuyer.member.id, isPermanent: true})
        .expect(200);
      expect(moved.body).toEqual({count: 2});
      expect(await getOrder(a.id)).toMatchObject({callerId: otherBuyer.member.id, originalCallerId: buyer.member.id, isPermanentlyTransferred: true});
      const theirs = await callList('welcome-calls', otherBuyer.token);
      expect(theirs).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(await callList('welcome-calls')).not.toContain(a.id);

      const transferred = ids(
        await app.client.get(`/api/cc-manager/transferred-orders?callerId=${otherBuyer.member.id}`).set(bearer(manager.token)).expect(200),
      );
      expect(transferred).toEqual(expect.arrayContaining([a.id, b.id]));
      // A second permanent transfer keeps the caller it had as the original, not the first one.
      const third = await givenMemberWithRoles(app, ['buyer']);
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [b.id], newCallerId: third.member.id, isPermanent: true})
        .expect(200, {count: 1});
      expect(await getOrder(b.id)).toMatchObject({callerId: third.member.id, originalCallerId: otherBuyer.member.id, isPermanentlyTransferred: true});
      await app.client
        .post('/api/Orders/cancel-transfer')
        .set(bearer(manager.token))
        .send({orderIds: [a.id, b.id]})
        .expect(200, {count: 2});
      expect(await getOrder(a.id)).toMatchObject({callerId: buyer.member.id, originalCallerId: null, isPermanentlyTransferred: false});
      expect(await getOrder(b.id)).toMatchObject({callerId: otherBuyer.member.id, originalCallerId: null, isPermanentlyTransferred: false});
    });

    it('assigns temporarily and cancels the assignment', async () => {
      const a = await givenOrder({welcomeCall: daysAgo(1)});
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [a.id], newCallerId: otherBuyer.member.id, isPermanent: false})
        .expect(200);
      expect(await getOrder(a.id)).toMatchObject({callerId: buyer.member.id, assignedCallerId: otherBuyer.member.id, isTemporarilyTransferred: true});
      expect(await callList('welcome-calls', otherBuyer.token)).toContain(a.id);
      await app.client
        .post('/api/Orders/cancel-transfer')
        .set(bearer(manager.token))
        .send({orderIds: [a.id]})
        .expect(200);
      expect(await getOrder(a.id)).toMatchObject({assignedCallerId: null, isTemporarilyTransferred: false});
    });

    it('validates the search and the transfer, all or nothing', async () => {
      await app.client.get(`/api/cc-manager/transfer-search?type=WELCOME_CALL&callerId=1`).set(bearer(manager.token)).expect(422);
      await app.client
        .get(`/api/cc-manager/transfer-search?startDate=2020-01-01T00:00:00Z&endDate=${NOW.toISOString()}&type=WELCOME_CALL&callerId=1`)
        .set(bearer(manager.token))
        .expect(422);
      const a = await givenOrder({welcomeCall: daysAgo(1)});
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [a.id, 987654], newCallerId: otherBuyer.member.id, isPermanent: true})
        .expect(404);
      expect((await getOrder(a.id)).callerId).toBe(buyer.member.id);
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(manager.token))
        .send({orderIds: [a.id], newCallerId: manager.member.id, isPermanent: true})
        .expect(422);
      await app.client
        .post('/api/Orders/transfer')
        .set(bearer(buyer.token))
        .send({orderIds: [a.id], newCallerId: otherBuyer.member.id, isPermanent: true})
        .expect(403);
    });

    it('manager lists take open welcome and after calls in the range, matching any of the three callers', async () => {
      const welcome = await givenOrder({welcomeCall: new Date(NOW.getTime() + DAY)});
      const after = await givenOrder({
        welcomeCallDone: true,
        dueDate: new Date(NOW.getTime() + 2 * DAY),
        callerId: otherBuyer.member.id,
        originalCallerId: buyer.member.id,
      });
      const outside = await givenOrder({welcomeCall: new Date(NOW.getTime() + 10 * DAY), dueDate: new Date(NOW.getTime() + 20 * DAY)});
      const list = (await app.client.get(`/api/cc-manager/lists?callerId=${buyer.member.id}`).set(bearer(manager.token)).expect(200)).body;
      const byId = new Map(list.map((item: {type: string; order: {id: number}}) => [item.order.id, item.type]));
      expect(byId.get(welcome.id)).toBe('WELCOME_CALL');
      expect(byId.get(after.id)).toBe('AFTER_CALL');
      expect(byId.has(outside.id)).toBe(false);
    });
  });

  describe('manager report', () => {
    it('answers the twelve figures for the member, the team and the location, worked out by hand', async () => {
      const location = `Office ${Date.now()}`;
      const b1 = await givenMemberWithRoles(app, ['buyer'], {team: 'gothenburg', location});
      const b2 = await givenMemberWithRoles(app, ['buyer'], {team: 'gothenburg'});
      const b3 = await givenMemberWithRoles(app, ['buyer'], {team: 'uk', location});
      const mk = (callerId: number, partial: Record<string, unknown>, createdDaysAgo = 5, team = 'gothenburg') =>
        givenOrder({callerId, team, ...partial}, daysAgo(createdDaysAgo));
      const valued = (gold: number, silver = 0, extra: Record<string, unknown> = {}) => ({
        isValued: true,
        isReceived: true,
        goldWeight: gold,
        silverWeight: silver,
        ...extra,
      });
      await mk(b1.member.id, valued(10));
      await mk(b1.member.id, valued(0, 5, {offeredDeclined: true}));
      await mk(b1.member.id, valued(0, 0, {closed: true}));
      await mk(b1.member.id, {closed: true, closeReason: 'Invoice paid'});
      await mk(b1.member.id, {}, 2);
      await mk(b1.member.id, valued(20, 0, {offeredDeclined: true}));
      await mk(b1.member.id, {}, 50);
      await mk(b2.member.id, valued(30));
      await mk(b2.member.id, {}, 5);
      await mk(b3.member.id, valued(100), 5, 'uk');
      await mk(b1.member.id, valued(50), 70);
      const start = daysAgo(60).toISOString();
      const res = await app.client
        .get(`/api/cc-manager-reports/cc-manager-report/${start}/${NOW.toISOString()}/${b1.member.id}`)
        .set(bearer(manager.token))
        .expect(200);
      const totals = {totalCountUser: 7, totalCountTeam: 9, totalCountLocation: 8};
      expect(res.body.user).toEqual({
        ...totals,
        totalInCount: 4,
        totalCancelCount: 2,
        auInCount: 2,
        returnAgAu: 2,
        cancelSilverOnly: 1,
        cancelNoValue: 1,
        cancelPaidInvoice: 1,
        activeWarm: 1,
        activeCold: 1,
        goldAvg: 15,
      });
      expect(res.body.team).toEqual({
        ...totals,
        totalInCount: 5,
        totalCancelCount: 2,
        auInCount: 3,
        returnAgAu: 2,
        cancelSilverOnly: 1,
        cancelNoValue: 1,
        cancelPaidInvoice: 1,
        activeWarm: 2,
        activeCold: 1,
        goldAvg: 20,
      });
      // The location: b1's orders and b3's (another team, the same office).
      expect(res.body.location).toEqual({
        ...totals,
        totalInCount: 5,
        totalCancelCount: 2,
        auInCount: 3,
        returnAgAu: 2,
        cancelSilverOnly: 1,
        cancelNoValue: 1,
        cancelPaidInvoice: 1,
        activeWarm: 1,
        activeCold: 1,
        goldAvg: 43.333,
      });
      expect(res.body.locationName).toBe(location);
      expect(res.body.teamName).toBe('gothenburg');
      // A member without a location: its figures are all 0.
      const noLocation = await app.client
        .get(`/api/cc-manager-reports/cc-manager-report/${start}/${NOW.toISOString()}/${b2.member.id}`)
        .set(bearer(manager.token))
        .expect(200);
      expect(noLocation.body.locationName).toBeNull();
      expect(noLocation.body.location.totalInCount).toBe(0);
      expect(noLocation.body.user.totalCountLocation).toBe(0);
      await app.client.get(`/api/cc-manager-reports/cc-manager-report/2020-01-01/${NOW.toISOString()}/${b1.member.id}`).set(bearer(manager.token)).expect(422);
      await app.client.get(`/api/cc-manager-reports/cc-manager-report/${start}/${NOW.toISOString()}/${b1.member.id}`).set(bearer(buyer.token)).expect(403);
    });
  });

  describe('adding an order by phone, modify orders and stats', () => {
    it("checks the phone: 'Phone number must contain only numbers', 'Missing country code', then finds the client", async () => {
      expect((await app.client.get('/api/buyer/clients/by-phone/040-123').set(bearer(buyer.token)).expect(422)).body.error.message).toBe(
        'Phone number must contain only numbers',
      );
      expect((await app.client.get('/api/buyer/clients/by-phone/0401234').set(bearer(buyer.token)).expect(422)).body.error.message).toBe(
        'Missing country code',
      );
      await app.client.get('/api/buyer/clients/by-phone/358999999999').set(bearer(buyer.token)).expect(404);
      await givenClient(app, admin, {phone: '358455555555', firstName: 'Liisa'});
      expect((await app.client.get('/api/buyer/clients/by-phone/358455555555').set(bearer(buyer.token)).expect(200)).body.firstName).toBe('Liisa');
    });

    it('adds a new client and an order with the member as caller; web orders only for web-order buyers', async () => {
      const form = {
        welcomeCall: new Date(NOW.getTime() + 4 * DAY).toISOString(),
        dueDate: new Date(NOW.getTime() + 16 * DAY).toISOString(),
        language: 'finnish',
        country: 'finland',
      };
      const res = await app.client
        .post('/api/buyer/orders')
        .set(bearer(buyer.token))
        .send({client: givenClientData({phone: '358466666666'}), order: form})
        .expect(200);
      expect(res.body.order).toMatchObject({callerId: buyer.member.id, clientId: res.body.client.id, team: 'turku', address: 'Aurakatu 1', isWebOrder: false});
      expect(res.body.client.clientNumber).toBeGreaterThan(10000);
      const bad = await app.client
        .post('/api/buyer/orders')
        .set(bearer(buyer.token))
        .send({client: givenClientData({birthYear: 1900}), order: form})
        .expect(422);
      expect(bad.body.error.message).toMatch(/Birth year/);
      await app.client
        .post('/api/buyer/orders')
        .set(bearer(buyer.token))
        .send({client: givenClientData(), order: {...form, isWebOrder: true}})
        .expect(403);
      const web = await givenMemberWithRoles(app, ['buyer', 'buyerWebOrder']);
      const webOrder = await app.client
        .post('/api/buyer/orders')
        .set(bearer(web.token))
        .send({
          client: {...givenClientData({phone: '358466666666'}), birthYear: undefined, id: res.body.client.id},
          order: {...form, isWebOrder: true, callerId: otherBuyer.member.id},
        })
        .expect(200);
      expect(webOrder.body.order).toMatchObject({isWebOrder: true, callerId: otherBuyer.member.id, clientId: res.body.client.id});
    });

    it("lists and edits only the buyer's own orders", async () => {
      const mine = await givenOrder({city: 'Naantali'});
      const theirs = await givenOrder({callerId: otherBuyer.member.id, city: 'Naantali'});
      const page = (await app.client.get('/api/buyer/orders?q=naantali').set(bearer(buyer.token)).expect(200)).body;
      expect(page.orders.map((o: {id: number}) => o.id)).toContain(mine.id);
      expect(page.orders.map((o: {id: number}) => o.id)).not.toContain(theirs.id);
      await app.client.get('/api/buyer/orders?q=password:x').set(bearer(buyer.token)).expect(400);
      await app.client.patch(`/api/buyer/orders/${mine.id}`).set(bearer(buyer.token)).send({city: 'Raisio'}).expect(204);
      await app.client.patch(`/api/buyer/orders/${mine.id}`).set(bearer(buyer.token)).send({callerId: otherBuyer.member.id}).expect(422);
      expect((await getOrder(mine.id)).city).toBe('Raisio');
    });

    it('counts out, in and cancelled for today and the month, member and team', async () => {
      const statsBuyer = await givenMemberWithRoles(app, ['buyer'], {team: 'malaga-finland', buyerCommission: 30});
      const mk = (partial: Record<string, unknown>, created: Date) => givenOrder({callerId: statsBuyer.member.id, team: 'malaga-finland', ...partial}, created);
      await mk({}, new Date('2026-03-11T08:00:00Z'));
      await mk({isValued: true, goldWeight: 3, valuationDate: '2026-03-11T09:00:00Z'}, new Date('2026-03-02T08:00:00Z'));
      await mk({isValued: true, goldWeight: 0, valuationDate: '2026-03-11T09:00:00Z'}, new Date('2026-03-03T08:00:00Z'));
      await mk({closed: true, closeDate: '2026-03-05T09:00:00Z'}, new Date('2026-02-20T08:00:00Z'));
      await givenOrder({callerId: otherBuyer.member.id, team: 'malaga-finland'}, new Date('2026-03-11T10:00:00Z'));
      const stats = (await app.client.get('/api/buyer/stats').set(bearer(statsBuyer.token)).expect(200)).body;
      expect(stats.buyerCommission).toBe(30);
      expect(stats.today).toEqual({user: {out: 1, in: 1, cancelled: 0}, team: {out: 2, in: 1, cancelled: 0}});
      expect(stats.month).toEqual({user: {out: 3, in: 1, cancelled: 1}, team: {out: 4, in: 1, cancelled: 1}});
    });
  });
});
