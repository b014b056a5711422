import {Client as PgClient} from 'pg';
import {BANK_DETAILS_FORBIDDEN, MESSAGES, PAYEE_MESSAGES, PAYMENT_MESSAGES} from '@karat/shared';
import {TELLER_MESSAGES} from '@karat/shared/teller';
import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder, setApprovedPayee, type ApiOrder} from '../helpers/builders';
import {expectBankReady, parsePain001} from '../helpers/pain001';

// Pay only what was approved, only to whom it was approved (docs/decisions/pay-the-approved-payee.md): the approval's
// payee snapshot, cancelled deals, bank details changed after approval, and what no admin may write.
const NOW = new Date('2026-11-25T08:05:00Z');

type Member = {token: string; member: {id: number}};

const PRODUCTS = [{key: 'p1', name: 'Ring', category: 'gold', density: 'm1', densityName: '0.585', weight: 10, factor: 12.5, price: 125, inDeal: true}];
const APPROVED_IBAN = 'FI2112345600000785';
const OTHER_IBAN = 'FI1410093000123458';

describe.each(DESK_DATABASES)('money controls (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let teller: Member;
  let payer: Member;
  let customer: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    teller = await givenMemberWithRoles(app, ['teller']);
    payer = await givenMemberWithRoles(app, ['payer']);
    customer = await givenMemberWithRoles(app, ['customer']);
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

  /** A valued order of a new client, waiting for the teller. */
  const givenValuedOrder = (clientPartial: Record<string, unknown> = {}) =>
    givenOrder(app, admin, {isReceived: true, isValued: true, price: 125, products: PRODUCTS}, clientPartial);
  const approve = (order: ApiOrder, body: Record<string, unknown> = {}) =>
    app.client
      .post(`/api/Orders/${order.id}/teller`)
      .set(bearer(teller.token))
      .send({action: 'approve', offerAccepted: true, offer: 125, iban: APPROVED_IBAN, ...body});
  /** An approved Finnish order, its payee frozen by the teller's approval. */
  async function givenApprovedOrder(clientPartial: Record<string, unknown> = {}): Promise<ApiOrder> {
    const order = await givenValuedOrder(clientPartial);
    await approve(order).expect(200);
    return order;
  }
  const payable = async () =>
    ((await app.client.get('/api/payer/orders/finland?limit=1000').set(bearer(payer.token)).expect(200)).body.orders as {id: number}[]).map(o => o.id);
  const pay = (ids: number[]) => app.client.post('/api/Payments').set(bearer(payer.token)).send({country: 'finland', orderIds: ids});
  const orderRow = async (id: number) =>
    (await db.query('SELECT istellered, ispaid, paymentxmlid, payee, bankdetailschangedat FROM orders WHERE id = $1', [id])).rows[0];
  const batchCount = async () => (await db.query('SELECT count(*)::int AS n FROM payment_xmls')).rows[0].n as number;
  async function fileOf(paymentId: number, again = false): Promise<string> {
    const res = await app.client
      .get(`/api/payer/files/${paymentId}/download${again ? '?again=true' : ''}`)
      .set(bearer(payer.token))
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const xml = (res.body as Buffer).toString('utf8');
    // Every file these tests make passes the schema and the bank's rules.
    await expectBankReady(xml, 'finland');
    return xml;
  }

  it('the approval freezes the payee: name, IBAN, amount, who approved it when', async () => {
    const order = await givenApprovedOrder({firstName: 'Aino', lastName: 'Virtanen'});
    const {payee} = await orderRow(order.id);
    expect(payee).toMatchObject({
      name: 'Aino Virtanen',
      iban: APPROVED_IBAN,
      bankName: 'Nordea',
      offer: '125.00',
      isDonation: false,
      approvedBy: teller.member.id,
      approvedAt: NOW.toISOString(),
    });
  });

  it('a closed order is never paid, whatever the close reason: not listed, 409 with nothing written', async () => {
    for (const reason of ['Sold elsewhere', 'Age']) {
      const order = await givenApprovedOrder();
      expect(await payable()).toContain(order.id);
      await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(customer.token)).send({method: 'phone', reason}).expect(200);
      expect(await payable()).not.toContain(order.id);
      const batches = await batchCount();
      const res = await pay([order.id]).expect(409);
      expect(res.body.error).toMatchObject({message: PAYMENT_MESSAGES.notPayable, details: {orderIds: [order.id]}});
      expect(await batchCount()).toBe(batches);
      expect(await orderRow(order.id)).toMatchObject({ispaid: false, paymentxmlid: null});
    }
  });

  it('a re-opened deal needs a new approval: back to the teller, not payable until approved again', async () => {
    const order = await givenApprovedOrder();
    await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(admin)).send({method: 'phone', reason: 'Changed mind'}).expect(200);
    await app.client.post(`/api/Orders/${order.id}/reopen`).set(bearer(admin)).send({reason: 'Wants to sell after all'}).expect(200);
    expect(await orderRow(order.id)).toMatchObject({istellered: false, payee: null});
    expect(await payable()).not.toContain(order.id);
    await pay([order.id]).expect(409);
    await approve(order).expect(200);
    expect(await payable()).toContain(order.id);
  });

  it('the batch pays the approved account, not the client record as an admin edited it later', async () => {
    const order = await givenApprovedOrder({firstName: 'Aino', lastName: 'Virtanen'});
    await app.client.patch(`/api/Clients/${order.clientId}`).set(bearer(admin)).send({iban: OTHER_IBAN, firstName: 'Mallory'}).expect(204);
    const res = await pay([order.id]).expect(200);
    const [transaction] = parsePain001(await fileOf(res.body.payment.id)).transactions;
    expect(transaction).toMatchObject({iban: APPROVED_IBAN, name: 'Aino Virtanen', amount: '125.00'});
  });

  it('new bank details on an approved, unpaid order undo the approval; after a new one the payer sees the change, the history shows it', async () => {
    const order = await givenApprovedOrder();
    const res = await app.client.post(`/api/teller/orders/${order.id}/bank-details`).set(bearer(teller.token)).send({iban: OTHER_IBAN}).expect(200);
    expect(res.body).toMatchObject({reapprovalNeeded: true, notice: PAYEE_MESSAGES.reapprovalNeeded, client: {iban: OTHER_IBAN}});
    const changed = await orderRow(order.id);
    expect(changed).toMatchObject({istellered: false, payee: null});
    expect(new Date(changed.bankdetailschangedat).toISOString()).toBe(NOW.toISOString());
    expect(await payable()).not.toContain(order.id);
    await pay([order.id]).expect(409);
    // Back in the teller's queue; approved again with the new account.
    await approve(order, {iban: OTHER_IBAN}).expect(200);
    const listed = (await app.client.get('/api/payer/orders/finland?limit=1000').set(bearer(payer.token)).expect(200)).body.orders.find(
      (o: {id: number}) => o.id === order.id,
    );
    expect(listed).toMatchObject({bankDetailsChangedAt: NOW.toISOString(), payee: {iban: OTHER_IBAN}});
    const history = (await app.client.get(`/api/Orders/${order.id}/history`).set(bearer(admin)).expect(200)).body;
    expect(JSON.stringify(history)).toContain('teller-bank-details-after-approval');
    const paid = await pay([order.id]).expect(200);
    expect(parsePain001(await fileOf(paid.body.payment.id)).transactions[0].iban).toBe(OTHER_IBAN);
  });

  it('the same bank details again change nothing: the approval stands', async () => {
    const order = await givenApprovedOrder();
    const res = await app.client.post(`/api/teller/orders/${order.id}/bank-details`).set(bearer(teller.token)).send({iban: APPROVED_IBAN}).expect(200);
    expect(res.body.reapprovalNeeded).toBeUndefined();
    expect(await payable()).toContain(order.id);
  });

  it('no admin writes lifecycle or money: an order born approved, a raised offer, a moved approved order are refused', async () => {
    const client = (await givenValuedOrder()).clientId;
    for (const field of [{isTellered: true}, {offerAccepted: true}, {offer: 9999}, {isPaid: true}, {payerId: payer.member.id}, {payee: {iban: OTHER_IBAN}}]) {
      const body = {country: 'finland', language: 'finnish', team: 'turku', clientId: client, ...field};
      await app.client.post('/api/Orders').set(bearer(admin)).send(body).expect(422);
    }
    const order = await givenApprovedOrder();
    for (const field of [{offer: 9999}, {tellerId: payer.member.id}, {payerId: payer.member.id}, {bursarId: payer.member.id}, {payee: null}])
      await app.client.patch(`/api/Orders/${order.id}`).set(bearer(admin)).send(field).expect(422);
    const other = (await givenValuedOrder()).clientId;
    const moved = await app.client.patch(`/api/Orders/${order.id}`).set(bearer(admin)).send({clientId: other}).expect(409);
    expect(moved.body.error.message).toBe(MESSAGES.approvedClientFixed);
    expect((await orderRow(order.id)).payee).toMatchObject({offer: '125.00', iban: APPROVED_IBAN});
  });

  it("the admin's client edit checks bank details by the teller's rules", async () => {
    const order = await givenValuedOrder();
    const bad = await app.client.patch(`/api/Clients/${order.clientId}`).set(bearer(admin)).send({iban: 'FI2112345600000786'}).expect(422);
    expect(bad.body.error.message).toBe(TELLER_MESSAGES.invalidIban);
    await app.client.patch(`/api/Clients/${order.clientId}`).set(bearer(admin)).send({iban: OTHER_IBAN}).expect(204);
    const uk = await app.client
      .post('/api/Clients')
      .set(bearer(admin))
      .send({
        firstName: 'John',
        lastName: 'Smith',
        address: '1 High St',
        zip: 'SW1A 1AA',
        city: 'London',
        country: 'uk',
        language: 'uk-english',
        phone: '447700900123',
        gender: 'male',
        birthYear: 1960,
        ukSortCode: '938063',
        ukAccountNumber: '15764273',
      })
      .expect(422);
    expect(uk.body.error.message).toBe(TELLER_MESSAGES.invalidAccountNumber);
  });

  it('a paid or completed order is closed by nobody: customer service and admin get 409', async () => {
    const order = await givenApprovedOrder();
    await pay([order.id]).expect(200);
    for (const token of [customer.token, admin]) {
      const res = await app.client.post(`/api/Orders/${order.id}/close`).set(bearer(token)).send({method: 'phone', reason: 'Too late'}).expect(409);
      expect(res.body.error.message).toBe(MESSAGES.paidCannotClose);
    }
    // Completed by the bursar (as the bursar's command leaves it): still nobody's to close, and said so.
    await db.query('UPDATE orders SET iscomplete = true WHERE id = $1', [order.id]);
    const completed = await app.client
      .post(`/api/Orders/${order.id}/close`)
      .set(bearer(customer.token))
      .send({method: 'phone', reason: 'Too late'})
      .expect(409);
    expect(completed.body.error).toMatchObject({message: MESSAGES.completedCannotClose, code: 'ORDER_COMPLETE'});
  });

  it('offers with a third decimal are refused, never rounded; the seller is 18 on the day by the full date', async () => {
    const order = await givenValuedOrder({birthYear: 2008});
    const decimals = await approve(order, {offer: 125.005}).expect(422);
    expect(decimals.body.error.message).toBe(TELLER_MESSAGES.offerDecimals('Offer'));
    const year = await approve(order).expect(422);
    expect(year.body.error.message).toBe(TELLER_MESSAGES.turns18ThisYear(2008));
    const young = await approve(order, {dateOfBirth: '2008-11-26'}).expect(422);
    expect(young.body.error.message).toBe(TELLER_MESSAGES.underAge(17));
    await approve(order, {dateOfBirth: '2008-11-25'}).expect(200);
    expect((await db.query('SELECT dateofbirth FROM clients WHERE id = $1', [order.clientId])).rows[0].dateofbirth).toBe('2008-11-25');
    const client = (await app.client.get(`/api/Clients/${order.clientId}`).set(bearer(admin)).expect(200)).body;
    expect(client.dateOfBirth).toBe('2008-11-25');
  });

  it('a file is taken once: the first download is recorded, a second asks first and says when and by whom, then the payer marks it sent', async () => {
    const order = await givenApprovedOrder();
    const {payment} = (await pay([order.id]).expect(200)).body;
    expect((await app.client.get('/api/payer/files').set(bearer(payer.token)).expect(200)).body.files[0]).toMatchObject({
      id: payment.id,
      firstDownloadedAt: null,
    });
    await app.client.post(`/api/payer/files/${payment.id}/sent`).set(bearer(payer.token)).expect(409);
    await fileOf(payment.id);
    const again = await app.client.get(`/api/payer/files/${payment.id}/download`).set(bearer(payer.token)).expect(409);
    expect(again.body.error.code).toBe('ALREADY_DOWNLOADED');
    expect(again.body.error.message).toContain('25.11.2026 10:05');
    expect(again.body.error.details).toMatchObject({firstDownloadedBy: payer.member.id, firstDownloadedAt: NOW.toISOString()});
    await fileOf(payment.id, true);
    const sent = await app.client.post(`/api/payer/files/${payment.id}/sent`).set(bearer(payer.token)).expect(200);
    expect(sent.body).toMatchObject({sentBy: payer.member.id, sentAt: NOW.toISOString(), firstDownloadedBy: payer.member.id});
    await app.client.post(`/api/payer/files/${payment.id}/sent`).set(bearer(payer.token)).expect(409);
    const audits = await db.query(`SELECT action FROM audit_entries WHERE model = 'PaymentXML' AND modelid = $1 ORDER BY id`, [String(payment.id)]);
    expect(audits.rows.map(r => r.action)).toEqual(['payment-batch', 'payment-file-download', 'payment-file-download-again', 'payment-file-sent']);
  });

  it('a returned payment is paid again once, after new bank details and a new approval; the new batch names the old', async () => {
    const order = await givenApprovedOrder();
    const first = (await pay([order.id]).expect(200)).body.payment;
    await app.client.post('/api/payer/returns').set(bearer(payer.token)).send({orderId: order.id, reason: ' '}).expect(422);
    const returned = await app.client.post('/api/payer/returns').set(bearer(payer.token)).send({orderId: order.id, reason: 'Account closed'}).expect(200);
    expect(returned.body).toMatchObject({returnedFrom: first.id, order: {isPaid: false, isTellered: false, paymentXmlId: null, payee: null}});
    // Registered once only; and not payable until approved again.
    await app.client.post('/api/payer/returns').set(bearer(payer.token)).send({orderId: order.id, reason: 'Again'}).expect(409);
    await pay([order.id]).expect(409);
    await app.client.post(`/api/teller/orders/${order.id}/bank-details`).set(bearer(teller.token)).send({iban: OTHER_IBAN}).expect(200);
    await approve(order, {iban: OTHER_IBAN}).expect(200);
    const second = (await pay([order.id]).expect(200)).body.payment;
    expect(parsePain001(await fileOf(second.id)).transactions[0].iban).toBe(OTHER_IBAN);
    const shown = (await app.client.get(`/api/payer/files/${second.id}`).set(bearer(payer.token)).expect(200)).body;
    expect(shown.returns).toEqual([
      expect.objectContaining({orderId: order.id, paymentXmlId: first.id, repaidPaymentXmlId: second.id, reason: 'Account closed'}),
    ]);
    // Paid for this approval: never again.
    await pay([order.id]).expect(409);
    const history = JSON.stringify((await app.client.get(`/api/Orders/${order.id}/history`).set(bearer(admin)).expect(200)).body);
    expect(history).toContain('payment-returned');
  });

  it('an address holding entity-like text makes a valid file (every text escaped and in the bank set)', async () => {
    const order = await givenValuedOrder();
    await db.query(`UPDATE orders SET address = '&x; &amp; &#0; <b>', city = 'Espoo &lt;' WHERE id = $1`, [order.id]);
    await approve(order).expect(200);
    const {payment} = (await pay([order.id]).expect(200)).body;
    const xml = await fileOf(payment.id);
    await expectBankReady(xml, 'finland');
  });

  it('in production a bank file is never made from the demo accounts (409 with the reason), and the payer screens are told; PAYER_UK_FEES=seller', async () => {
    const production = await givenRunningApp(kind, {
      clock,
      config: {payment: {ukFees: 'seller', demoAccounts: {finland: true, sweden: false}, refuseDemoAccounts: true}},
    });
    try {
      const token = (await givenMemberWithRoles(production, ['payer'])).token;
      // The UK's CSV pays from the provider's account, not a bank account of ours: made, and the seller bears the fee.
      const uk = await givenOrder(
        production,
        await adminToken(production),
        {country: 'uk', language: 'uk-english', team: 'uk', zip: 'SW1A 1AA', city: 'London', isTellered: true, offerAccepted: true, offer: 10, gbpOffer: 8.5},
        {country: 'uk', language: 'uk-english', zip: 'SW1A 1AA', city: 'London', phone: '447700900123', ukSortCode: '089999', ukAccountNumber: '66374958'},
      );
      const pg = new PgClient({connectionString: production.url});
      await pg.connect();
      await setApprovedPayee(pg, uk.id).finally(() => pg.end());
      const ukFile = (
        await production.client
          .post('/api/Payments')
          .set(bearer(token))
          .send({country: 'uk', orderIds: [uk.id]})
          .expect(200)
      ).body.payment;
      const csv = await production.client.get(`/api/payer/files/${ukFile.id}/download`).set(bearer(token)).expect(200);
      expect(csv.text.split('\r\n')[1]).toContain(',source,GBP,GBP,8.50,089999,66374958');
      const res = await production.client
        .post('/api/Payments')
        .set(bearer(token))
        .send({country: 'finland', orderIds: [1]})
        .expect(409);
      expect(res.body.error.message).toBe(PAYMENT_MESSAGES.accountsNotConfigured);
      const settings = (await production.client.get('/api/payer/settings').set(bearer(token)).expect(200)).body;
      expect(settings).toMatchObject({demoAccounts: true, demoCountries: ['finland'], refused: true, message: PAYMENT_MESSAGES.accountsNotConfigured});
    } finally {
      await production.stop();
    }
    const development = (await app.client.get('/api/payer/settings').set(bearer(payer.token)).expect(200)).body;
    expect(development).toMatchObject({demoAccounts: true, refused: false, message: PAYMENT_MESSAGES.demoAccounts});
  });

  it('bank details are seen only by the roles that approve or pay: every other role gets none, in any list, include or search', async () => {
    const order = await givenApprovedOrder();
    const receiver = await givenMemberWithRoles(app, ['receiver']);
    const hidden = ['iban', 'ukSortCode', 'ukAccountNumber', 'payee'];
    for (const member of [customer, receiver]) {
      const client = (await app.client.get(`/api/Clients/${order.clientId}`).set(bearer(member.token)).expect(200)).body;
      expect(client.firstName).toBeDefined();
      for (const field of hidden) expect(client).not.toHaveProperty(field);
      const filter = encodeURIComponent(JSON.stringify({where: {id: order.id}, include: [{relation: 'client'}]}));
      const [listed] = (await app.client.get(`/api/Orders?filter=${filter}`).set(bearer(member.token)).expect(200)).body;
      expect(listed.id).toBe(order.id);
      expect(JSON.stringify(listed)).not.toMatch(/"(iban|ukSortCode|ukAccountNumber|payee)"/);
      // Nor probed through a filter, nor written through a body.
      const probe = encodeURIComponent(JSON.stringify({where: {iban: APPROVED_IBAN}}));
      const refused = await app.client.get(`/api/Clients?filter=${probe}`).set(bearer(member.token)).expect(403);
      expect(refused.body.error.message).toBe(BANK_DETAILS_FORBIDDEN);
      const fields = encodeURIComponent(JSON.stringify({fields: ['id', 'iban']}));
      await app.client.get(`/api/Clients?filter=${fields}`).set(bearer(member.token)).expect(403);
    }
    await app.client.patch(`/api/Clients/${order.clientId}`).set(bearer(customer.token)).send({iban: OTHER_IBAN}).expect(403);
    // The roles that approve or pay see them.
    for (const member of [teller, payer]) {
      const filter = encodeURIComponent(JSON.stringify({where: {id: order.id}, include: [{relation: 'client'}]}));
      const [listed] = (await app.client.get(`/api/Orders?filter=${filter}`).set(bearer(member.token)).expect(200)).body;
      expect(listed).toMatchObject({client: {iban: APPROVED_IBAN}, payee: {iban: APPROVED_IBAN}});
    }
  });
});
