import {Client as PgClient} from 'pg';
import {LIST_CLIENT_FIELDS, PAYER_LIST_FIELDS, PAYMENT_MESSAGES, sumMoney} from '@karat/shared';
import {REQUESTS_IN_FLIGHT} from '../../keys';
import {RequestsInFlight} from '../../pipeline/requests-in-flight';
import {bearer, givenRunningApp, TestApp, TestClock, BOTH_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder, setApprovedPayee} from '../helpers/builders';
import {expectBankReady, parsePain001, schemaErrors} from '../helpers/pain001';

// Payment batches that never pay twice, their files, the lists and the roles.
const NOW = new Date('2026-11-25T08:05:00Z');

type Member = {token: string; member: {id: number}};
type ApiOrder = {id: number; orderNumber: number; clientId: number};

const IBANS: Record<string, string> = {finland: 'FI2112345600000785', sweden: 'SE4550000000058398257466', uk: ''};

describe.each(BOTH_DATABASES)('payments (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let payer: Member;
  let bursar: Member;
  let teller: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    // Ten batches of one payer at once: the per-member cap of requests in flight is lifted.
    app = await givenRunningApp(kind, {clock, bindings: [[REQUESTS_IN_FLIGHT, new RequestsInFlight(50)]]});
    admin = await adminToken(app);
    payer = await givenMemberWithRoles(app, ['payer']);
    bursar = await givenMemberWithRoles(app, ['bursar']);
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
    // Each test starts with no payable order.
    await db.query('UPDATE orders SET offeraccepted = false WHERE NOT ispaid');
  });

  /** A tellered order with an accepted offer, of a new client. */
  async function givenPayableOrder(partial: Record<string, unknown> = {}, clientPartial: Record<string, unknown> = {}): Promise<ApiOrder> {
    const country = (partial.country as string) ?? 'finland';
    const {offer = 100.5, sekOffer = 1100.25, gbpOffer = 90.75, ...rest} = partial;
    const order = await givenOrder<ApiOrder>(
      app,
      admin,
      {country, ...rest},
      {country, iban: IBANS[country] || null, ukSortCode: '089999', ukAccountNumber: '66374958', ...clientPartial},
    );
    await db.query(
      `UPDATE orders SET isreceived = true, isvalued = true, istellered = true, tellerdate = now(), offeraccepted = true,
              offer = $2, sekoffer = $3, gbpoffer = $4, isdonation = $5 WHERE id = $1`,
      [order.id, offer, sekOffer, gbpOffer, Boolean(partial.isDonation)],
    );
    await setApprovedPayee(db, order.id);
    return order;
  }
  const pay = (member: Member | string, body: Record<string, unknown>, key?: string) => {
    const request = app.client.post('/api/Payments').set(bearer(typeof member === 'string' ? member : member.token));
    if (key) request.set('Idempotency-Key', key);
    return request.send(body);
  };
  const download = async (id: number, token = payer.token) => {
    const res = await app.client
      .get(`/api/payer/files/${id}/download`)
      .set(bearer(token))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return res;
  };
  const paidRows = async (ids: number[]) =>
    (await db.query('SELECT id, ispaid, payerid, payed, paymentxmlid FROM orders WHERE id = ANY($1::int[]) ORDER BY id', [ids])).rows;

  it('pays a Finnish batch in one go: orders paid by the payer, the record, the stored XML valid with its sums, audited', async () => {
    const orders = [await givenPayableOrder({offer: 10.1}), await givenPayableOrder({offer: 20.2}), await givenPayableOrder({offer: 0.7})];
    const res = await pay(payer, {country: 'finland', orderIds: orders.map(o => o.id)}).expect(200);
    const {payment, downloadUrl} = res.body;
    expect(payment).toMatchObject({
      name: 'payment-finland-2026-11-25T8-05.xml',
      country: 'finland',
      isDonation: false,
      payerId: payer.member.id,
      orderCount: 3,
    });
    expect(Number(payment.total)).toBe(31);
    expect(payment.location).toMatch(/^payment-xmls\/\d+-payment-finland-2026-11-25T8-05\.xml$/);
    expect(downloadUrl).toBe(`/api/payer/files/${payment.id}/download`);
    for (const row of await paidRows(orders.map(o => o.id))) {
      expect(row).toMatchObject({ispaid: true, payerid: payer.member.id, paymentxmlid: payment.id});
      expect(new Date(row.payed).toISOString()).toBe(NOW.toISOString());
    }
    const file = await download(payment.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/application\/xml/);
    expect(file.headers['content-disposition']).toContain('payment-finland-2026-11-25T8-05.xml');
    const xml = (file.body as Buffer).toString('utf8');
    expect(await schemaErrors(xml)).toEqual([]);
    await expectBankReady(xml, 'finland');
    const parsed = parsePain001(xml);
    expect(parsed.recomputedSum).toBe('31.00');
    expect(parsed.header).toEqual({nbOfTxs: '3', ctrlSum: '31.00'});
    expect(parsed.transactions.map(t => t.endToEndId).sort()).toEqual(orders.map(o => `ORDER-${o.orderNumber}`).sort());
    const audits = await db.query(
      `SELECT count(*)::int AS n FROM audit_entries WHERE action = 'payment-batch' AND model = 'Order' AND modelid = ANY($1::text[])`,
      [orders.map(o => String(o.id))],
    );
    expect(audits.rows[0].n).toBe(3);
    // Each entry says what was paid to which account (the history's sentence reads it).
    const paid = await db.query(`SELECT after->'paid' AS paid FROM audit_entries WHERE action = 'payment-batch' AND modelid = $1`, [String(orders[0].id)]);
    const approved = (await db.query('SELECT payee FROM orders WHERE id = $1', [orders[0].id])).rows[0].payee;
    expect(paid.rows[0].paid).toEqual({country: 'finland', amount: approved.offer, iban: approved.iban, isDonation: false});
    // Its orders, from the files list.
    const shown = (await app.client.get(`/api/payer/files/${payment.id}`).set(bearer(bursar.token)).expect(200)).body;
    expect(shown.orders.map((o: ApiOrder) => o.id).sort()).toEqual(orders.map(o => o.id).sort());
    const list = (await app.client.get('/api/payer/files').set(bearer(payer.token)).expect(200)).body;
    expect(list.files[0]).toMatchObject({id: payment.id, downloadUrl});
  });

  it('an order no longer payable: 409 and nothing changes; the spec texts with 422', async () => {
    const good = await givenPayableOrder();
    const paid = await givenPayableOrder();
    await db.query('UPDATE orders SET ispaid = true WHERE id = $1', [paid.id]);
    const files = async () => (await db.query('SELECT count(*)::int AS n FROM payment_xmls')).rows[0].n;
    const before = await files();
    const res = await pay(payer, {country: 'finland', orderIds: [good.id, paid.id]}).expect(409);
    expect(res.body.error.message).toBe(PAYMENT_MESSAGES.notPayable);
    expect(res.body.error.details).toEqual({orderIds: [paid.id]});
    expect((await paidRows([good.id]))[0].ispaid).toBe(false);
    expect(await files()).toBe(before);
    // The wrong country, a declined, a boomerang, a donation: 409.
    const swedish = await givenPayableOrder({country: 'sweden'});
    await pay(payer, {country: 'finland', orderIds: [swedish.id]}).expect(409);
    for (const column of ['offereddeclined', 'isboomerang', 'isdonation']) {
      const order = await givenPayableOrder();
      await db.query(`UPDATE orders SET ${column} = true WHERE id = $1`, [order.id]);
      await pay(payer, {country: 'finland', orderIds: [order.id]}).expect(409);
    }
    await pay(payer, {country: 'finland', orderIds: [999999]}).expect(409);
    // The texts.
    // An approval of older data with a mistyped IBAN (no write path takes one now).
    const badIban = await givenPayableOrder();
    await db.query(`UPDATE clients SET iban = 'FI2112345600000786' WHERE id = $1`, [badIban.clientId]);
    await setApprovedPayee(db, badIban.id);
    expect((await pay(payer, {country: 'finland', orderIds: [good.id, badIban.id]}).expect(422)).body.error.message).toBe(PAYMENT_MESSAGES.ibanInvalid);
    const noOffer = await givenPayableOrder({offer: 0});
    expect((await pay(payer, {country: 'finland', orderIds: [noOffer.id]}).expect(422)).body.error.message).toBe(PAYMENT_MESSAGES.missingOffer);
    const noIban = await givenPayableOrder({}, {iban: null});
    expect((await pay(payer, {country: 'finland', orderIds: [noIban.id]}).expect(422)).body.error.message).toBe(PAYMENT_MESSAGES.missingKeyInformation);
    expect((await pay(payer, {country: 'finland', orderIds: []}).expect(422)).body.error.message).toBe(PAYMENT_MESSAGES.noOrders);
    await pay(payer, {orderIds: [good.id]}).expect(422);
    await pay(payer, {country: 'norway', orderIds: [good.id]}).expect(422);
    // Payment records are written only by this command: no role writes PaymentXMLs, the admin neither.
    await app.client.post('/api/PaymentXMLs').set(bearer(admin)).send({name: 'forged.xml'}).expect(403);
    await app.client.patch('/api/PaymentXMLs/1').set(bearer(admin)).send({total: 1}).expect(403);
    await app.client.delete('/api/PaymentXMLs/1').set(bearer(admin)).expect(403);
    expect((await paidRows([good.id]))[0].ispaid).toBe(false);
    expect(await files()).toBe(before);
  });

  it('10 parallel batches over overlapping orders: disjoint batches or 409, never paid twice, stored files sum to the paid offers', async () => {
    const orders: ApiOrder[] = [];
    for (let i = 0; i < 12; i++) orders.push(await givenPayableOrder({offer: `${10 + i}.${String(i * 7).padStart(2, '0')}`}));
    const ids = orders.map(o => o.id);
    // Each request takes a window of 4 orders, in shuffled order; windows overlap.
    const requests = Array.from({length: 10}, (_, i) => {
      const window = [0, 1, 2, 3].map(k => ids[(i + k * 3) % ids.length]);
      return pay(payer, {country: 'finland', orderIds: i % 2 ? window.reverse() : window});
    });
    const answers = await Promise.all(requests.map(r => r.then(res => res)));
    const ok = answers.filter(res => res.status === 200);
    expect(ok.length).toBeGreaterThan(0);
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const seen = new Set<number>();
    let filesSum = 0n;
    for (const res of ok) {
      const shown = (await app.client.get(`/api/payer/files/${res.body.payment.id}`).set(bearer(payer.token)).expect(200)).body;
      for (const order of shown.orders as ApiOrder[]) {
        expect(seen.has(order.id)).toBe(false);
        seen.add(order.id);
      }
      const xml = ((await download(res.body.payment.id)).body as Buffer).toString('utf8');
      await expectBankReady(xml, 'finland');
      const parsed = parsePain001(xml);
      expect(parsed.transactions).toHaveLength(shown.orders.length);
      filesSum += BigInt(parsed.recomputedSum.replace('.', ''));
    }
    const paid = await db.query(`SELECT id, offer::text AS offer, paymentxmlid FROM orders WHERE id = ANY($1::int[]) AND ispaid`, [ids]);
    expect(paid.rows.map(r => r.id).sort()).toEqual([...seen].sort());
    expect(paid.rows.every(r => r.paymentxmlid !== null)).toBe(true);
    expect(sumMoney(paid.rows.map(r => r.offer))).toBe(`${filesSum / 100n}.${String(filesSum % 100n).padStart(2, '0')}`);
    // Two batches in one minute: two names.
    const names = ok.map(res => res.body.payment.name);
    expect(new Set(names).size).toBe(names.length);
    // The database keeps an order's batch once set.
    await expect(db.query('UPDATE orders SET paymentxmlid = $1 WHERE id = $2', [ok[0].body.payment.id + 1000, [...seen][0]])).rejects.toThrow();
  });

  it('the same Idempotency-Key answers the same batch and pays nothing again', async () => {
    const orders = [await givenPayableOrder(), await givenPayableOrder()];
    const body = {country: 'finland', orderIds: orders.map(o => o.id)};
    const [first, second] = await Promise.all([pay(payer, body, 'batch-key-1'), pay(payer, body, 'batch-key-1')]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.payment.id).toBe(first.body.payment.id);
    const third = await pay(payer, body, 'batch-key-1').expect(200);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.body.payment.id).toBe(first.body.payment.id);
    expect((await db.query('SELECT count(*)::int AS n FROM payment_xmls WHERE id >= $1', [first.body.payment.id])).rows[0].n).toBe(1);
    // Without the key, a retry is refused: the orders are paid.
    await pay(payer, body).expect(409);
  });

  it('Sweden pays sekOffer in SEK; the UK and donations get CSV files', async () => {
    const swedish = await givenPayableOrder({country: 'sweden', sekOffer: 1234.5});
    const seRes = await pay(payer, {country: 'sweden', orderIds: [swedish.id]});
    expect(seRes.body.error).toBeUndefined();
    const se = seRes.body.payment;
    expect(se.name).toBe('payment-sweden-2026-11-25T8-05.xml');
    const seXml = ((await download(se.id)).body as Buffer).toString('utf8');
    await expectBankReady(seXml, 'sweden');
    const parsed = parsePain001(seXml);
    expect(parsed.transactions[0]).toMatchObject({amount: '1234.50', currency: 'SEK'});

    const uk = await givenPayableOrder({country: 'uk', team: 'uk', gbpOffer: 55.5}, {email: 'a@b.uk', phone: '447700900123'});
    // Names the client form refuses, as older data may hold them.
    await db.query(`UPDATE clients SET firstname = '=cmd', lastname = 'Smith, "Jr"' WHERE id = $1`, [uk.clientId]);
    await setApprovedPayee(db, uk.id);
    const ukFile = (await pay(payer, {country: 'uk', orderIds: [uk.id]}).expect(200)).body.payment;
    expect(ukFile).toMatchObject({name: 'payment-uk-2026-11-25T8-05.csv', country: 'uk'});
    expect(ukFile.location).toMatch(/^payment-csv\//);
    const ukCsv = await download(ukFile.id);
    expect(ukCsv.headers['content-type']).toMatch(/text\/csv/);
    expect((ukCsv.body as Buffer).toString('utf8')).toBe(
      'name,recipientEmail,paymentReference,receiverType,amountCurrency,sourceCurrency,targetCurrency,amount,sortCode,accountNumber\r\n' +
        `"'=cmd Smith, ""Jr""",a@b.uk,Order ${uk.orderNumber},PERSON,target,GBP,GBP,55.50,089999,66374958\r\n`,
    );

    const donation = await givenPayableOrder({isDonation: true, team: 'helsinki', offer: 12}, {lastName: 'Virtanen'});
    const list = (await app.client.get('/api/payer/donations/helsinki').set(bearer(payer.token)).expect(200)).body;
    expect(list.orders.map((o: ApiOrder) => o.id)).toEqual([donation.id]);
    await pay(payer, {donationTeam: 'turku', orderIds: [donation.id]}).expect(409);
    await pay(payer, {country: 'finland', orderIds: [donation.id]}).expect(409);
    const donationFile = (await pay(payer, {donationTeam: 'helsinki', orderIds: [donation.id]}).expect(200)).body.payment;
    expect(donationFile).toMatchObject({name: 'payment-helsinki-donation-2026-11-25T8-05.csv', isDonation: true, team: 'helsinki', country: null});
    expect(((await download(donationFile.id)).body as Buffer).toString('utf8')).toBe(
      `id,orderNumber,offer,country,lastName,firstName,iban\r\n${donation.id},${donation.orderNumber},12.00,finland,Virtanen,Matti,FI2112345600000785\r\n`,
    );
  });

  it('lists the payable orders of a country: tellered, accepted, unpaid, not donation, boomerang or declined', async () => {
    const payable = await givenPayableOrder();
    const declined = await givenPayableOrder();
    await db.query('UPDATE orders SET offereddeclined = true WHERE id = $1', [declined.id]);
    await givenPayableOrder({country: 'sweden'});
    const donation = await givenPayableOrder({isDonation: true});
    const list = (await app.client.get('/api/payer/orders/finland').set(bearer(payer.token)).expect(200)).body;
    expect(list.orders.map((o: ApiOrder) => o.id)).toEqual([payable.id]);
    expect(list.total).toBe(1);
    // What the list shows (shared's PAYER_LIST_FIELDS): the payee the batch pays, not the client's own bank details.
    const [row] = list.orders;
    expect(row.payee.iban).toBe('FI2112345600000785');
    expect(Object.keys(row).filter(key => key !== 'client' && !(PAYER_LIST_FIELDS as readonly string[]).includes(key))).toEqual([]);
    expect(Object.keys(row)).toEqual(expect.arrayContaining(['id', 'orderNumber', 'offer', 'tellerDate', 'isTellered', 'createdAt']));
    expect(Object.keys(row.client).sort()).toEqual([...LIST_CLIENT_FIELDS].sort());
    expect(donation.id).toBeGreaterThan(0);
  });

  it('previews what a batch would carry, as JSON, never a bank file; pays nothing; audited; Missing generator', async () => {
    const a = await givenPayableOrder({country: 'sweden', sekOffer: 130}, {firstName: 'Åsa', lastName: 'Öberg'});
    const b = await givenPayableOrder({country: 'sweden', sekOffer: 20.5});
    const closed = await givenPayableOrder({country: 'sweden'});
    await db.query('UPDATE orders SET closed = true WHERE id = $1', [closed.id]);
    const res = await app.client
      .post('/api/payment-xml/generate/sweden')
      .set(bearer(payer.token))
      .send({orderIds: [a.id, b.id, closed.id]})
      .expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({country: 'sweden', currency: 'SEK', count: 2, total: '150.50', executionDate: '2026-11-25'});
    expect(res.body.lines.map((l: {orderId: number; amount: string}) => [l.orderId, l.amount])).toEqual([
      [a.id, '130.00'],
      [b.id, '20.50'],
    ]);
    expect(res.body.warnings).toEqual([{orderId: closed.id, orderNumber: closed.orderNumber, message: PAYMENT_MESSAGES.notPayable}]);
    // Not a pain.001 a bank would execute: no XML at all.
    expect(JSON.stringify(res.body)).not.toContain('CstmrCdtTrfInitn');
    expect((await paidRows([a.id, b.id])).every(row => !row.ispaid)).toBe(true);
    const audits = await db.query(`SELECT count(*)::int AS n FROM audit_entries WHERE action = 'payment-preview' AND memberid = $1`, [payer.member.id]);
    expect(audits.rows[0].n).toBeGreaterThan(0);
    const missing = await app.client
      .post('/api/payment-xml/generate/danish')
      .set(bearer(payer.token))
      .send({orderIds: [a.id]})
      .expect(422);
    expect(missing.body.error.message).toBe(PAYMENT_MESSAGES.missingGenerator);
    // The old client's list of items is no longer taken.
    await app.client
      .post('/api/payment-xml/generate/finnish')
      .set(bearer(payer.token))
      .send([{orderNumber: 1, iban: 'FI2112345600000785'}])
      .expect(422);
  });

  it('roles: a teller cannot pay; the bursar reads and downloads but cannot pay', async () => {
    const order = await givenPayableOrder();
    await pay(teller, {country: 'finland', orderIds: [order.id]}).expect(403);
    await pay(bursar, {country: 'finland', orderIds: [order.id]}).expect(403);
    await app.client.get('/api/payer/orders/finland').set(bearer(teller.token)).expect(403);
    const payment = (await pay(admin, {country: 'finland', orderIds: [order.id]}).expect(200)).body.payment;
    expect((await download(payment.id, bursar.token)).status).toBe(200);
    expect((await download(payment.id, teller.token)).status).toBe(403);
    await app.client.get('/api/payer/files').set(bearer(bursar.token)).expect(200);
    await app.client.get('/api/payer/files/999999').set(bearer(bursar.token)).expect(404);
  });
});
