import {LIMITS} from '@karat/shared';
import {Client as PgClient} from 'pg';
import {REQUESTS_IN_FLIGHT} from '../../keys';
import {RequestsInFlight} from '../../pipeline/requests-in-flight';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder as givenStoredOrder} from '../helpers/builders';

const N = 50;

describe('50 parallel attempts on one order', () => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let receiver: {token: string};
  let customer: {token: string};
  let buyer: {token: string; member: {id: number}};
  let otherBuyer: {member: {id: number}};
  let manager: {token: string};

  beforeAll(async () => {
    // Each member may have LIMITS.maxRequestsPerMember requests in flight; this suite is about row
    // locking under 50 parallel writers of one member, so it lifts that cap.
    app = await givenRunningApp('postgres', {bindings: [[REQUESTS_IN_FLIGHT, new RequestsInFlight(N)]]});
    admin = await adminToken(app);
    receiver = await givenMemberWithRoles(app, ['receiver']);
    customer = await givenMemberWithRoles(app, ['customer']);
    buyer = await givenMemberWithRoles(app, ['buyer']);
    otherBuyer = await givenMemberWithRoles(app, ['buyer']);
    manager = await givenMemberWithRoles(app, ['ccManager']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const givenOrder = (partial: Record<string, unknown> = {}) => givenStoredOrder(app, admin, {callerId: buyer.member.id, ...partial});
  const statuses = (results: {status: number}[]) => results.reduce<Record<number, number>>((acc, r) => ({...acc, [r.status]: (acc[r.status] ?? 0) + 1}), {});
  const audits = async (id: number, action: string) =>
    (await db.query('SELECT count(*)::int AS n FROM audit_entries WHERE model = $1 AND modelid = $2 AND action = $3', ['Order', String(id), action])).rows[0].n;

  it('receive: one 200, the rest 409, one audit entry', async () => {
    const order = await givenOrder();
    const results = await Promise.all(
      Array.from({length: N}, () => app.client.post('/api/Orders/receive').set(bearer(receiver.token)).send({barCode: order.barCode})),
    );
    expect(statuses(results)).toEqual({200: 1, 409: N - 1});
    expect(await audits(order.id, 'receive')).toBe(1);
  });

  it('close: one 200, the rest 409, one audit entry', async () => {
    const order = await givenOrder();
    const results = await Promise.all(
      Array.from({length: N}, (_, i) =>
        app.client
          .post(`/api/Orders/${order.id}/close`)
          .set(bearer(customer.token))
          .send({method: 'phone', reason: `Reason ${i}`}),
      ),
    );
    expect(statuses(results)).toEqual({200: 1, 409: N - 1});
    expect(await audits(order.id, 'close')).toBe(1);
    const winner = results.find(r => r.status === 200)!.body.closeReason;
    expect((await app.client.get(`/api/Orders/${order.id}`).set(bearer(admin))).body.closeReason).toBe(winner);
  });

  it('a closing after-call event: one 200, the rest 409; one call log entry', async () => {
    const order = await givenOrder();
    const results = await Promise.all(
      Array.from({length: N}, () => app.client.post(`/api/Orders/${order.id}/calls`).set(bearer(buyer.token)).send({type: 'AFTER_CALL', event: 'invoicePaid'})),
    );
    expect(statuses(results)).toEqual({200: 1, 409: N - 1});
    const {rows} = await db.query('SELECT count(*)::int AS n FROM call_logs WHERE orderid = $1', [order.id]);
    expect(rows[0].n).toBe(1);
  });

  it("doesNotAnswer: exactly the day's bound of the 50 succeed, the rest 429, and none of the kept try times is lost", async () => {
    const order = await givenOrder();
    const results = await Promise.all(
      Array.from({length: N}, () =>
        app.client.post(`/api/Orders/${order.id}/calls`).set(bearer(buyer.token)).send({type: 'WELCOME_CALL', event: 'doesNotAnswer'}),
      ),
    );
    const bound = LIMITS.callsPerOrderPerDay;
    expect(statuses(results)).toEqual({200: bound, 429: N - bound});
    const stored = (await app.client.get(`/api/Orders/${order.id}`).set(bearer(admin))).body;
    expect(stored.welcomeCallTried).toHaveLength(bound);
    const {rows} = await db.query('SELECT count(*)::int AS n FROM call_logs WHERE orderid = $1', [order.id]);
    expect(rows[0].n).toBe(bound);
    expect(await audits(order.id, 'call:WELCOME_CALL:doesNotAnswer')).toBe(bound);
  });

  it('permanent transfer: every attempt succeeds, the first transfers and the first caller stays the original', async () => {
    const order = await givenOrder();
    const results = await Promise.all(
      Array.from({length: N}, () =>
        app.client
          .post('/api/Orders/transfer')
          .set(bearer(manager.token))
          .send({orderIds: [order.id], newCallerId: otherBuyer.member.id, isPermanent: true}),
      ),
    );
    expect(statuses(results)).toEqual({200: N});
    // The others find the order already the new caller's: they change nothing and write no audit entry.
    expect(results.map(r => (r as unknown as {body: {count: number}}).body.count).sort()).toEqual([...Array(N - 1).fill(0), 1]);
    const stored = (await app.client.get(`/api/Orders/${order.id}`).set(bearer(admin))).body;
    expect(stored).toMatchObject({callerId: otherBuyer.member.id, originalCallerId: buyer.member.id, isPermanentlyTransferred: true});
    expect(await audits(order.id, 'transfer')).toBe(1);
  });
});
