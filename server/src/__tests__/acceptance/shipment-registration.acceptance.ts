import {Client as PgClient} from 'pg';
import {CarrierError, type Carrier, type Shipment, type ShipmentRequest} from '../../adapters/carrier/carrier.adapter';
import {CARRIER, JOB_RUNNER} from '../../keys';
import {REGISTER_SHIPMENT_QUEUE} from '../../services/shipment.service';
import {ExpressServer} from '../../server';
import {bearer, BOTH_DATABASES, givenRunningApp, testConfig, type TestApp} from '../helpers/app.helper';
import {adminToken, givenClientData, givenMemberWithRoles, givenOrder} from '../helpers/builders';

// Every new order is registered with its carrier by the background job (pg-boss): a failure is
// kept on the order, retried when a retry can help, listed in "Registration failed" with Retry;
// a person's Register package goes through the same path; two servers never register one order twice.

const DAY = 86_400_000;

/** A carrier that answers as scripted: the queued failures first, then shipments with unique numbers. */
class ScriptedCarrier implements Carrier {
  readonly name = 'posti' as const;
  readonly calls: ShipmentRequest[] = [];
  readonly failures: CarrierError[] = [];
  private issued = 0;

  async register(request: ShipmentRequest): Promise<Shipment> {
    this.calls.push(request);
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.issued++;
    const trackingNumber = `JJFI${String(request.orderId).padStart(8, '0')}${String(this.issued).padStart(8, '0')}`;
    return {
      carrier: 'posti',
      trackingNumber,
      trackingUrl: `https://tracking.example/${trackingNumber}`,
      label: {format: 'zpl', content: Buffer.from(`^XA^FD${trackingNumber}^FS^XZ`)},
      returnCode: `R${request.orderId}`,
    };
  }

  callsFor(orderId: number) {
    return this.calls.filter(call => call.orderId === orderId).length;
  }
}

/** Polls until `check` answers something truthy, or fails after `ms`. */
async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise(resolve => setTimeout(resolve, 100));
  }
}

/** A buyer's new order of a new client, as the buyer's Add order makes it (no bar code). */
async function givenBuyersOrderOn(app: TestApp, buyerToken: string, phone: string) {
  const form = {
    welcomeCall: new Date(Date.now() + 4 * DAY).toISOString(),
    dueDate: new Date(Date.now() + 16 * DAY).toISOString(),
    language: 'finnish',
    country: 'finland',
  };
  const res = await app.client
    .post('/api/buyer/orders')
    .set(bearer(buyerToken))
    .send({client: givenClientData({phone}), order: form})
    .expect(200);
  return res.body.order as {id: number; orderNumber: number; barCode: string | null};
}

const refused = (reason: string) => new CarrierError('posti', `Posti refused the shipment (HTTP 400): ${reason}`, false, 400);
const unavailable = () => new CarrierError('posti', 'Posti did not answer in 15 s', true);

describe.each(BOTH_DATABASES)('shipment registration (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  const carrier = new ScriptedCarrier();

  beforeAll(async () => {
    app = await givenRunningApp(kind, {bindings: [[CARRIER, carrier]], config: {jobs: {enabled: true, pollingSeconds: 0.5, retryDelaySeconds: 1}}});
    admin = await adminToken(app);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const order = async (id: number) => (await app.client.get(`/api/Orders/${id}`).set(bearer(admin)).expect(200)).body;

  const givenBuyersOrder = (buyerToken: string, phone: string) => givenBuyersOrderOn(app, buyerToken, phone);
  /** An order's registration jobs in pg-boss, newest first. */
  const registrationJobs = async (orderId: number) => (await app.server.lbApp.get(JOB_RUNNER)).jobs(REGISTER_SHIPMENT_QUEUE, String(orderId));

  it("registers a buyer's new order by itself, and the packager's queue hands it out with the carrier's label", async () => {
    const buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    const packager = await givenMemberWithRoles(app, ['packager'], {team: 'turku'});
    const created = await givenBuyersOrder(buyer.token, '358401110001');
    expect(created).toMatchObject({barCode: null});
    const registered = await eventually(async () => {
      const now = await order(created.id);
      return now.isShipmentRegistered && now;
    });
    expect(registered).toMatchObject({carrier: 'posti', hasShipmentError: false, returnCode: `R${created.id}`});
    expect(registered.barCode).toMatch(/^JJFI/);
    expect(registered.trackingUrl).toBe(`https://tracking.example/${registered.barCode}`);
    expect(carrier.callsFor(created.id)).toBe(1);
    const request = carrier.calls.find(call => call.orderId === created.id)!;
    expect(request).toMatchObject({orderNumber: created.orderNumber, country: 'finland', language: 'finnish', recipient: {zip: '20100', city: 'Turku'}});
    // The registration is audited as the system's, with the package code in the registry.
    const audit = await db.query(`SELECT memberid FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'register-package'`, [
      String(created.id),
    ]);
    expect(audit.rows).toEqual([{memberid: null}]);
    const codes = await db.query('SELECT packagecode FROM package_code_registry WHERE orderid = $1', [created.id]);
    expect(codes.rows).toEqual([{packagecode: registered.barCode}]);

    const next = await app.client.get('/api/Orders/find-next-order/finnish').set(bearer(packager.token)).expect(200);
    expect(next.body.order).toMatchObject({id: created.id});
    // The label the packager prints is the carrier's own.
    const link = await app.client.get(`/api/Orders/${created.id}/documents/carrier-label?format=zpl`).set(bearer(packager.token)).expect(200);
    expect(link.text).toBe(`^XA^FD${registered.barCode}^FS^XZ`);
  });

  it('keeps a refusal on the order, lists it under Registration failed, and Retry registers it', async () => {
    const buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    const packager = await givenMemberWithRoles(app, ['packager'], {team: 'turku'});
    carrier.failures.push(refused('Invalid postal code'));
    const created = await givenBuyersOrder(buyer.token, '358401110002');
    const failed = await eventually(async () => {
      const now = await order(created.id);
      return now.hasShipmentError && now;
    });
    expect(failed).toMatchObject({
      isShipmentRegistered: false,
      barCode: null,
      shipmentRegisterError: 'Posti refused the shipment (HTTP 400): Invalid postal code',
    });
    // A refusal is not retried by itself: a person fixes the address first. Its job ended done (not
    // failed, which pg-boss would retry), so nothing will ask the carrier again.
    expect(
      await eventually(async () => {
        const jobs = await registrationJobs(created.id);
        return jobs.every(job => job.state === 'completed') && jobs;
      }),
    ).toEqual([{state: 'completed', retryCount: 0}]);
    expect(carrier.callsFor(created.id)).toBe(1);

    const list = await app.client.get('/api/Orders/registration-failed').set(bearer(packager.token)).expect(200);
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    expect(list.body.data.find((row: {id: number}) => row.id === created.id)).toMatchObject({
      orderNumber: created.orderNumber,
      shipmentRegisterError: 'Posti refused the shipment (HTTP 400): Invalid postal code',
      clientName: expect.any(String),
    });

    // Written closed from the start: made through the API it would be open for a moment, with its
    // registration queued, and the job could register it before it closed ('Already registered').
    const closed = (
      await db.query<{id: number}>(
        `INSERT INTO orders (country, language, closed, closereason, closemethod) VALUES ('finland', 'finnish', true, 'Age', 'phone') RETURNING id`,
      )
    ).rows[0];
    const retry = await app.client
      .post('/api/Orders/registration-retry')
      .set(bearer(packager.token))
      .send({orderIds: [created.id, closed.id, 99999999]})
      .expect(200);
    expect(retry.body.queued).toEqual([created.id]);
    expect(retry.body.skipped).toEqual([
      {id: closed.id, reason: 'Order is already closed'},
      {id: 99999999, reason: 'Cannot find order'},
    ]);
    const registered = await eventually(async () => {
      const now = await order(created.id);
      return now.isShipmentRegistered && now;
    });
    expect(registered).toMatchObject({hasShipmentError: false, shipmentRegisterError: null});
    const after = await app.client.get('/api/Orders/registration-failed').set(bearer(admin)).expect(200);
    expect(after.body.data.map((row: {id: number}) => row.id)).not.toContain(created.id);
    // Bad input and other roles.
    const empty = await app.client.post('/api/Orders/registration-retry').set(bearer(admin)).send({orderIds: []}).expect(422);
    expect(empty.body.error.message).toBe('Choose at least one order');
    await app.client.get('/api/Orders/registration-failed').set(bearer(buyer.token)).expect(403);
    await app.client
      .post('/api/Orders/registration-retry')
      .set(bearer(buyer.token))
      .send({orderIds: [created.id]})
      .expect(403);
  });

  it('retries by itself when the carrier could not answer, and shows the error meanwhile', async () => {
    const buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    carrier.failures.push(unavailable(), unavailable());
    const created = await givenBuyersOrder(buyer.token, '358401110003');
    const registered = await eventually(async () => {
      const now = await order(created.id);
      return now.isShipmentRegistered && now;
    }, 30_000);
    expect(registered).toMatchObject({hasShipmentError: false, shipmentRegisterError: null});
    expect(carrier.callsFor(created.id)).toBe(3);
    // The second failure, the same reason again, changes nothing on the order: one audit entry of the error.
    const failures = await db.query(`SELECT count(*)::int AS n FROM audit_entries WHERE modelid = $1 AND action = 'register-package-failed'`, [
      String(created.id),
    ]);
    expect(failures.rows[0].n).toBe(1);
  });

  it("a person's Register package: a refusal is 422 with the carrier's reason and kept; a changed bar code needs confirming", async () => {
    const packager = await givenMemberWithRoles(app, ['packager'], {team: 'turku'});
    const typed = await givenOrder<{id: number; barCode: string}>(app, admin, {});
    expect(typed.barCode).toBeTruthy();
    // An order that came with its bar code is not the job's: none is queued for it (it is queued in
    // the order's own transaction, so it would be there now), and it stays as typed.
    expect(await registrationJobs(typed.id)).toEqual([]);
    expect(carrier.callsFor(typed.id)).toBe(0);
    const ask = await app.client.post(`/api/Orders/${typed.id}/register-package`).set(bearer(packager.token)).expect(409);
    expect(ask.body.error.code).toBe('BARCODE_CHANGE');
    carrier.failures.push(refused('Street address too long'));
    const no = await app.client.post(`/api/Orders/${typed.id}/register-package?confirm=true`).set(bearer(packager.token)).expect(422);
    expect(no.body.error).toMatchObject({code: 'CARRIER_REFUSED', message: 'Posti refused the shipment (HTTP 400): Street address too long'});
    expect(await order(typed.id)).toMatchObject({hasShipmentError: true, barCode: typed.barCode});
    carrier.failures.push(unavailable());
    const down = await app.client.post(`/api/Orders/${typed.id}/register-package?confirm=true`).set(bearer(packager.token)).expect(503);
    expect(down.body.error.message).toBe('Posti did not answer in 15 s');
    const yes = await app.client.post(`/api/Orders/${typed.id}/register-package?confirm=true`).set(bearer(packager.token)).expect(200);
    expect(yes.body).toMatchObject({isShipmentRegistered: true, hasShipmentError: false, carrier: 'posti'});
    expect(yes.body.barCode).not.toBe(typed.barCode);
  });
});

describe('shipment registration with two servers on one PostgreSQL', () => {
  let app: TestApp;
  let second: ExpressServer;
  const carrier = new ScriptedCarrier();

  beforeAll(async () => {
    const jobs = {enabled: true, pollingSeconds: 0.5};
    app = await givenRunningApp('postgres', {bindings: [[CARRIER, carrier]], config: {jobs}});
    second = new ExpressServer({...testConfig(), jobs}, {url: app.url, max: 10});
    await second.boot();
    second.lbApp.bind(CARRIER).to(carrier);
    await second.start();
  });
  afterAll(async () => {
    await second?.stop();
    await app?.stop();
  });

  it('never registers one order twice: each job is claimed once', async () => {
    const admin = await adminToken(app);
    const buyer = await givenMemberWithRoles(app, ['buyer'], {team: 'turku'});
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await givenBuyersOrderOn(app, buyer.token, `3584022200${String(i).padStart(2, '0')}`)).id);
    // One list request a poll: twenty at once would pass a member's limit of requests in flight.
    const filter = encodeURIComponent(JSON.stringify({where: {id: {inq: ids}}, fields: ['id', 'isShipmentRegistered']}));
    await eventually(async () => {
      const rows: {isShipmentRegistered?: boolean}[] = (await app.client.get(`/api/Orders?filter=${filter}`).set(bearer(admin)).expect(200)).body;
      return rows.length === ids.length && rows.every(row => row.isShipmentRegistered);
    }, 30_000);
    expect(ids.map(id => carrier.callsFor(id))).toEqual(ids.map(() => 1));
  });
});
