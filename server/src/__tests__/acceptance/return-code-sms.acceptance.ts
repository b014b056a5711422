import {Client as PgClient} from 'pg';
import {LIMITS, MESSAGES, smsText} from '@karat/shared';
import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder as givenStoredOrder, setOrderCreatedAt, setOrderState} from '../helpers/builders';

// The return-code SMS only for orders the member may call, limited, in the order's language.
const NOW = new Date('2026-03-11T10:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY);
const PER_ORDER = LIMITS.smsPerOrderPer24h;
const PER_MEMBER = LIMITS.smsPerMemberPerHour;

type Member = {token: string; member: {id: number}};

describe.each(DESK_DATABASES)('return-code SMS (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let buyer: Member;
  let otherBuyer: Member;
  let coldCaller: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    buyer = await givenMemberWithRoles(app, ['buyer']);
    otherBuyer = await givenMemberWithRoles(app, ['buyer']);
    coldCaller = await givenMemberWithRoles(app, ['isColdCaller']);
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

  /** An order of `buyer` (through the API), then placed in time with SQL (createdAt is server-owned). */
  async function givenOrder(partial: Record<string, unknown> = {}, createdAt = daysAgo(1), clientPartial: Record<string, unknown> = {}) {
    const order = await givenStoredOrder(app, admin, {callerId: buyer.member.id, ...partial}, clientPartial);
    await setOrderCreatedAt(db, order.id, createdAt);
    return order;
  }
  const send = (id: number, member: Member) => app.client.post(`/api/Orders/${id}/return-code-sms`).set(bearer(member.token));
  const statuses = (results: {status: number}[]) => results.reduce<Record<number, number>>((acc, r) => ({...acc, [r.status]: (acc[r.status] ?? 0) + 1}), {});
  /** Return-code messages already sent, written straight into the log (the limits count the log). */
  async function givenSent(count: number, values: {orderId?: number | null; memberId: number; at: Date}) {
    for (let i = 0; i < count; i++) {
      await db.query(
        `INSERT INTO sms_logs ("to", message, kind, status, provider, orderid, memberid, createdat) VALUES ('358401234567', 'earlier', 'returnCode', 'sent', 'local', $1, $2, $3)`,
        [values.orderId ?? null, values.memberId, values.at],
      );
    }
  }
  const logged = async (orderId: number) => (await db.query('SELECT count(*)::int AS n FROM sms_logs WHERE orderid = $1', [orderId])).rows[0].n as number;

  describe('who may send', () => {
    it('a cold caller only for a cold case: not for a young order of a buyer', async () => {
      const young = await givenOrder({}, daysAgo(10));
      // To a cold caller an order that is no cold case is no order (the answer of an unknown id).
      const res = await send(young.id, coldCaller).expect(404);
      expect(res.body.error.message).toBe(MESSAGES.cannotFindOrder);
      expect(await logged(young.id)).toBe(0);
      const cold = await givenOrder({}, daysAgo(50));
      expect((await send(cold.id, coldCaller).expect(200)).body).toMatchObject({orderId: cold.id, memberId: coldCaller.member.id, status: 'sent'});
    });

    it('a cold caller not for a received old order', async () => {
      const received = await givenOrder({isReceived: true}, daysAgo(50));
      expect((await send(received.id, coldCaller).expect(404)).body.error.message).toBe(MESSAGES.cannotFindOrder);
    });

    it('never for a closed order, neither the buyer own nor a cold case', async () => {
      const own = await givenOrder({closed: true, closeReason: 'test'});
      expect((await send(own.id, buyer).expect(409)).body.error.message).toBe(MESSAGES.alreadyClosed);
      const cold = await givenOrder({closed: true, closeReason: 'test'}, daysAgo(50));
      expect((await send(cold.id, coldCaller).expect(409)).body.error.message).toBe(MESSAGES.alreadyClosed);
      expect(await logged(own.id)).toBe(0);
      expect(await logged(cold.id)).toBe(0);
    });

    it('a buyer only for their own (or assigned) order', async () => {
      const order = await givenOrder();
      await send(order.id, otherBuyer).expect(404);
      const assigned = await givenOrder({callerId: otherBuyer.member.id, assignedCallerId: buyer.member.id});
      await send(assigned.id, buyer).expect(200);
      await send(9_999_999, buyer).expect(404);
    });
  });

  describe('limits', () => {
    it(`at most ${PER_ORDER} per order in 24 hours, then 429 until the oldest is a day old`, async () => {
      const order = await givenOrder();
      for (let i = 0; i < PER_ORDER; i++) await send(order.id, buyer).expect(200);
      const refused = await send(order.id, buyer).expect(429);
      expect(refused.body.error.message).toBe(MESSAGES.smsOrderLimit);
      expect(await logged(order.id)).toBe(PER_ORDER);
      clock.current = new Date(NOW.getTime() + DAY + 1000);
      await send(order.id, buyer).expect(200);
    });

    it(`at most ${PER_MEMBER} per member in an hour, over all orders`, async () => {
      const member = await givenMemberWithRoles(app, ['buyer']);
      await givenSent(PER_MEMBER - 1, {memberId: member.member.id, at: new Date(NOW.getTime() - 30 * 60_000)});
      await givenSent(5, {memberId: member.member.id, at: new Date(NOW.getTime() - 2 * HOUR)});
      const a = await givenOrder({callerId: member.member.id});
      const b = await givenOrder({callerId: member.member.id});
      await send(a.id, member).expect(200);
      expect((await send(b.id, member).expect(429)).body.error.message).toBe(MESSAGES.smsMemberLimit);
      // Another member is not held back by it.
      const other = await givenOrder();
      await send(other.id, buyer).expect(200);
      clock.current = new Date(NOW.getTime() + 31 * 60_000);
      await send(b.id, member).expect(200);
    });

    it('parallel sends at the order limit: exactly the remaining one passes', async () => {
      const order = await givenOrder();
      await givenSent(PER_ORDER - 1, {orderId: order.id, memberId: buyer.member.id, at: new Date(NOW.getTime() - HOUR)});
      const results = await Promise.all(Array.from({length: 8}, () => send(order.id, buyer)));
      expect(statuses(results)).toEqual({200: 1, 429: 7});
      expect(await logged(order.id)).toBe(PER_ORDER);
    });

    it('parallel sends at the member limit over different orders: exactly the remaining one passes', async () => {
      const member = await givenMemberWithRoles(app, ['buyer']);
      await givenSent(PER_MEMBER - 1, {memberId: member.member.id, at: new Date(NOW.getTime() - 10 * 60_000)});
      const orders = [];
      for (let i = 0; i < 6; i++) orders.push(await givenOrder({callerId: member.member.id}));
      const results = await Promise.all(orders.map(o => send(o.id, member)));
      expect(statuses(results)).toEqual({200: 1, 429: 5});
    });
  });

  describe('text', () => {
    it.each(['finnish', 'finland-swedish', 'uk-english'])('is the catalogue text of the order language (%s), with the return code', async language => {
      // A new order takes its client's language: the order's own differs only when changed since.
      const order = await givenOrder({}, daysAgo(1), {language: 'finnish'});
      await db.query('UPDATE orders SET language = $2 WHERE id = $1', [order.id, language]);
      const res = await send(order.id, buyer).expect(200);
      expect(res.body.message).toBe(smsText('returnCode', language, {returnCode: order.barCode}));
      expect(res.body.message).toContain(order.barCode);
      expect(res.body.kind).toBe('returnCode');
    });

    it('takes the client language when the order has none', async () => {
      // The admin's form needs a language now; orders brought over from the old system may have none.
      const order = await givenOrder({}, daysAgo(1), {language: 'finland-swedish'});
      await setOrderState(app, order.id, {language: null});
      const res = await send(order.id, buyer).expect(200);
      expect(res.body.message).toBe(smsText('returnCode', 'finland-swedish', {returnCode: order.barCode}));
    });
  });
});
