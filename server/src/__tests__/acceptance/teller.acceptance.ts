import {Client as PgClient} from 'pg';
import {LIMITS, MESSAGES, TELLER_QUEUE_FIELDS, TELLER_TODAY_FIELDS} from '@karat/shared';
import {TELLER_MESSAGES} from '@karat/shared/teller';
import {bearer, givenRunningApp, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder} from '../helpers/builders';

// The teller's command, bank details, lists, today and the panel.
const NOW = new Date('2026-03-11T10:00:00Z');

type Member = {token: string; member: {id: number}};
type ApiOrder = {id: number; orderNumber: number; clientId: number};

describe.each(DESK_DATABASES)('teller (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let teller: Member;
  let other: Member;
  const clock = new TestClock(NOW);

  beforeAll(async () => {
    app = await givenRunningApp(kind, {clock});
    admin = await adminToken(app);
    teller = await givenMemberWithRoles(app, ['teller']);
    other = await givenMemberWithRoles(app, ['teller']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });
  beforeEach(async () => {
    clock.current = NOW;
    // Each test starts from an empty teller queue.
    await db.query('UPDATE orders SET istellered = true WHERE NOT istellered');
  });

  const PRODUCTS = [
    {key: 'p1', name: 'Ring', category: 'gold', density: 'm1', densityName: '0.585', weight: 10, factor: 12.5, price: 125, inDeal: true},
    {key: 'p2', name: 'Chain', category: 'silver', density: 'm2', densityName: '0.925', weight: 20, factor: 0.5, price: 10, inDeal: true},
  ];

  /** A valued order waiting for the teller, of a new client. */
  async function givenValuedOrder(partial: Record<string, unknown> = {}, clientPartial: Record<string, unknown> = {}): Promise<ApiOrder> {
    const {products = PRODUCTS, ...rest} = partial;
    const order = await givenOrder<ApiOrder>(
      app,
      admin,
      {isReceived: true, isValued: true, goldWeight: 10, silverWeight: 20, price: 135, ...rest},
      clientPartial,
    );
    // The valuation writes the products (the admin's create takes none: the products are the valuation's to write).
    await db.query('UPDATE orders SET products = $1::jsonb WHERE id = $2', [JSON.stringify(products), order.id]);
    return order;
  }
  const act = (member: Member, id: number, body: Record<string, unknown>) => app.client.post(`/api/Orders/${id}/teller`).set(bearer(member.token)).send(body);
  const approve = (member: Member, id: number, body: Record<string, unknown> = {}) =>
    act(member, id, {action: 'approve', offerAccepted: true, offer: 135, iban: 'FI21 1234 5600 0007 85', ...body});
  const row = async (id: number) =>
    (
      await db.query(
        'SELECT istellered, tellerid, tellerdate, offer::numeric(12,2)::text AS offer, sekoffer::numeric(12,2)::text AS sekoffer, purchasenotenumber, insurancereturn, returntovaluation, tellercalltries, latesttellercall FROM orders WHERE id = $1',
        [id],
      )
    ).rows[0];
  const audits = async (model: string, id: number, action: string) =>
    (await db.query('SELECT count(*)::int AS n FROM audit_entries WHERE model = $1 AND modelid = $2 AND action = $3', [model, String(id), action])).rows[0].n;

  it('approve: isTellered, tellerDate, tellerId and the offer in one audited write; the IBAN without spaces to the client', async () => {
    const order = await givenValuedOrder();
    // A caller and a valuator, so the answer's relations are all there to compare below.
    await db.query('UPDATE orders SET callerid = $1, valuatorid = $1 WHERE id = $2', [teller.member.id, order.id]);
    const res = await approve(teller, order.id, {offer: 120.5, products: [{key: 'p2', inDeal: false}]}).expect(200);
    expect(res.body.order).toMatchObject({
      id: order.id,
      isTellered: true,
      tellerId: teller.member.id,
      offerAccepted: true,
      client: {iban: 'FI2112345600000785'},
    });
    expect(await row(order.id)).toMatchObject({
      istellered: true,
      tellerid: teller.member.id,
      offer: '120.50',
      insurancereturn: false,
      purchasenotenumber: null,
    });
    expect((await row(order.id)).tellerdate.toISOString()).toBe(NOW.toISOString());
    expect(await audits('Order', order.id, 'teller-approve')).toBe(1);
    expect(await audits('Client', order.clientId, 'teller-bank-details')).toBe(1);
    // The answer's order (PostgreSQL's JSON) is the show page's (the repository's models), value for value.
    const shown = await app.client.get(`/api/teller/orders/${order.id}`).set(bearer(teller.token)).expect(200);
    expect(res.body.order).toEqual(shown.body.order);
    expect(res.body.order).toMatchObject({caller: {id: teller.member.id}, valuator: {id: teller.member.id}});
  });

  it('two tellers approving one order at once: one wins, the other 409', async () => {
    const order = await givenValuedOrder();
    const answers = await Promise.all([approve(teller, order.id), approve(other, order.id, {offer: 99})]);
    expect(answers.map(r => r.status).sort()).toEqual([200, 409]);
    const loser = answers.find(r => r.status === 409)!;
    expect(loser.body.error.message).toBe(TELLER_MESSAGES.alreadyTellered);
    const winner = answers.find(r => r.status === 200)!;
    expect((await row(order.id)).tellerid).toBe(winner.body.order.tellerId);
    expect(await audits('Order', order.id, 'teller-approve')).toBe(1);
  });

  it("the spec's validation texts, nothing written", async () => {
    const order = await givenValuedOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{offerAccepted: false}, 'Check offer accept or decline'],
      [{offer: 0}, 'Deal is accepted, but offer is empty or 0'],
      [{iban: 'FI2112345600000786'}, 'Invalid IBAN'],
      [{iban: '', bban: '123456-786'}, 'Invalid Finnish account number: its check digit does not match (typo?)'],
    ];
    for (const [body, message] of cases) expect((await approve(teller, order.id, body).expect(422)).body.error.message).toBe(message);
    const se = await givenValuedOrder(
      {country: 'sweden', language: 'swedish', zip: '41101', city: 'Göteborg'},
      {country: 'sweden', language: 'swedish', zip: '41101', city: 'Göteborg'},
    );
    expect((await approve(teller, se.id, {sekOffer: 0, iban: 'SE4550000000058398257466'}).expect(422)).body.error.message).toBe(
      'Deal is accepted, but SEK offer is empty or 0',
    );
    const uk = await givenValuedOrder(
      {country: 'uk', language: 'uk-english', team: 'uk', zip: 'SW1A 2AA', city: 'London'},
      {country: 'uk', language: 'uk-english', zip: 'SW1A 2AA', city: 'London', phone: '447700900123'},
    );
    const ukBody = {iban: undefined, gbpOffer: 100};
    expect((await approve(teller, uk.id, {...ukBody, ukSortCode: '08 99 9', ukAccountNumber: '66374958'}).expect(422)).body.error.message).toBe(
      'Invalid UK sort code 08999',
    );
    expect((await approve(teller, uk.id, {...ukBody, ukSortCode: '938063', ukAccountNumber: '15764273'}).expect(422)).body.error.message).toBe(
      'Invalid UK account number',
    );
    for (const id of [order.id, se.id, uk.id]) expect((await row(id)).istellered).toBe(false);
    await approve(teller, uk.id, {...ukBody, ukSortCode: '08-99-99', ukAccountNumber: '6637 4958'}).expect(200);
    expect((await db.query('SELECT uksortcode, ukaccountnumber FROM clients WHERE id = $1', [uk.clientId])).rows[0]).toEqual({
      uksortcode: '089999',
      ukaccountnumber: '66374958',
    });
  });

  it('a Finnish BBAN becomes the IBAN; Swedish purchases take purchase-note numbers in sequence; a seller under 18 is refused', async () => {
    const fi = await givenValuedOrder();
    await approve(teller, fi.id, {iban: '', bban: '123456-785'}).expect(200);
    expect((await db.query('SELECT iban FROM clients WHERE id = $1', [fi.clientId])).rows[0].iban).toBe('FI2112345600000785');
    const sweden = {country: 'sweden', language: 'swedish', zip: '41101', city: 'Göteborg'};
    const a = await givenValuedOrder(sweden, sweden);
    const b = await givenValuedOrder(sweden, sweden);
    // A Swedish purchase records the seller's personnummer and how the identity was checked (police-reports.acceptance).
    const seller = {personalIdentityNumber: '19811218-9876', identityCheck: {method: 'passport', documentNumber: 'AA1234567'}};
    await approve(teller, a.id, {sekOffer: 1500, iban: '', bban: '5491-0000003', ...seller}).expect(200);
    await approve(teller, b.id, {sekOffer: 1500, iban: 'SE4550000000058398257466', ...seller}).expect(200);
    const [na, nb] = [(await row(a.id)).purchasenotenumber, (await row(b.id)).purchasenotenumber];
    expect(na).toBeGreaterThan(0);
    expect(nb).toBe(na + 1);
    expect((await row(a.id)).sekoffer).toBe('1500.00');
    const young = await givenValuedOrder({}, {birthYear: 2009});
    const refused = await approve(teller, young.id).expect(422);
    expect(refused.body.error).toMatchObject({message: TELLER_MESSAGES.underAgeByYear(2009), code: 'SELLER_AGE'});
    // Born in the year that makes 18: the full date settles it, the 18th birthday is enough.
    const adult = await givenValuedOrder({}, {birthYear: 2008});
    expect((await approve(teller, adult.id).expect(422)).body.error.message).toBe(TELLER_MESSAGES.turns18ThisYear(2008));
    await approve(teller, adult.id, {dateOfBirth: '2008-03-11'}).expect(200);
  });

  it('out-of-deal products worth more than 100 set insuranceReturn', async () => {
    const order = await givenValuedOrder({products: [{...PRODUCTS[0], price: 100.01}, PRODUCTS[1]]});
    await approve(teller, order.id, {offer: 10, products: [{key: 'p1', inDeal: false}]}).expect(200);
    expect((await row(order.id)).insurancereturn).toBe(true);
  });

  it('return to valuation, did not answer, did not answer and send SMS (an SmsLog entry)', async () => {
    const order = await givenValuedOrder();
    await act(teller, order.id, {action: 'didNotAnswer'}).expect(200);
    clock.current = new Date(NOW.getTime() + 60_000);
    const res = await act(teller, order.id, {action: 'didNotAnswerSms'}).expect(200);
    expect(res.body.sms).toMatchObject({to: '358401234567', kind: 'tellerNoAnswer', status: 'sent'});
    const r = await row(order.id);
    expect(r.tellercalltries).toEqual([NOW.toISOString(), clock.current.toISOString()]);
    expect(r.latesttellercall.toISOString()).toBe(clock.current.toISOString());
    const logs = (await db.query("SELECT message FROM sms_logs WHERE orderid = $1 AND kind = 'tellerNoAnswer'", [order.id])).rows;
    expect(logs).toHaveLength(1);
    expect(logs[0].message).toMatch(/^Hei! Yritimme soittaa/);
    // The number to call back on, the order's country's (the demo's: no CALLBACK_PHONE_FINLAND in the tests).
    expect(logs[0].message).toContain('numeroon +358 9 4245 0100 arkisin');
    await act(teller, order.id, {action: 'returnToValuation', revaluationMessageFromTeller: 'Weigh the chain again'}).expect(200);
    expect((await row(order.id)).returntovaluation).toBe(true);
    expect((await act(teller, order.id, {action: 'didNotAnswer'}).expect(409)).body.error.message).toBe(TELLER_MESSAGES.notEligible);
    expect(await audits('Order', order.id, 'teller-return-to-valuation')).toBe(1);

    const noPhone = await givenValuedOrder();
    await db.query('UPDATE clients SET phone = NULL WHERE id = $1', [noPhone.clientId]);
    expect((await act(teller, noPhone.id, {action: 'didNotAnswerSms'}).expect(422)).body.error.message).toBe('Missing phone number');
    expect((await row(noPhone.id)).tellercalltries).toBeNull();
  });

  it("a teller's SMS is a catalogue text to the order's own client, never another number or free text", async () => {
    const order = await givenValuedOrder();
    const send = (body: object) => app.client.post('/api/SMs/send').set(bearer(teller.token)).send(body);
    const res = await send({orderId: order.id, kind: 'tellerNoAnswer'}).expect(200);
    expect(res.body).toMatchObject({to: '358401234567', kind: 'tellerNoAnswer', orderId: order.id, status: 'sent', memberId: teller.member.id});
    expect(res.body.message).toMatch(/^Hei! Yritimme soittaa/);
    // A number and a text of the sender's own are no part of the request.
    await send({orderId: order.id, kind: 'tellerNoAnswer', to: '358409999999'}).expect(422);
    await send({orderId: order.id, kind: 'tellerNoAnswer', msg: 'Send your PIN to 358409999999'}).expect(422);
    await send({to: '358409999999', msg: 'Hello'}).expect(422);
    await send({orderId: order.id, kind: 'returnCode'}).expect(422);
    expect((await db.query('SELECT count(*)::int AS n FROM sms_logs WHERE "to" = \'358409999999\'')).rows[0].n).toBe(0);
    // The arrival SMS goes to the client's phone with the catalogue's text too.
    const arrived = await givenValuedOrder({isValued: false});
    await app.client.post('/api/SMs/send/arrived').set(bearer(teller.token)).send({orderId: arrived.id, to: '358409999999', msg: 'Hello'}).expect(422);
    await app.client.post('/api/SMs/send/arrived').set(bearer(teller.token)).send({orderId: arrived.id, msg: 'Hello'}).expect(422);
    expect((await db.query('SELECT arrivedsmsdate FROM orders WHERE id = $1', [arrived.id])).rows[0].arrivedsmsdate).toBeNull();
    await app.client.post('/api/SMs/send').set(bearer(teller.token)).send({orderId: 99999999, kind: 'tellerNoAnswer'}).expect(404);
  });

  it("a teller's SMS keeps the return-code SMS's limits: so many per order in 24 hours, so many per member in an hour", async () => {
    const order = await givenValuedOrder();
    const send = (member: Member, orderId: number) => app.client.post('/api/SMs/send').set(bearer(member.token)).send({orderId, kind: 'tellerNoAnswer'});
    await send(teller, order.id).expect(200);
    // Did not answer and send SMS sends the same text: it counts, and is counted.
    await act(other, order.id, {action: 'didNotAnswerSms'}).expect(200);
    for (let i = 2; i < LIMITS.smsPerOrderPer24h; i++) await send(teller, order.id).expect(200);
    expect((await send(other, order.id).expect(429)).body.error.message).toBe(MESSAGES.smsOrderLimit);
    const refused = await act(teller, order.id, {action: 'didNotAnswerSms'}).expect(429);
    expect(refused.body.error.message).toBe(MESSAGES.smsOrderLimit);
    expect((await row(order.id)).tellercalltries).toHaveLength(1);
    clock.current = new Date(NOW.getTime() + 24 * 3_600_000 + 1000);
    await send(teller, order.id).expect(200);

    // A member's hour: the messages sent (not failed) count, whichever orders they went to.
    const sender = await givenMemberWithRoles(app, ['teller']);
    const previous = await givenValuedOrder();
    await db.query(
      `INSERT INTO sms_logs ("to", message, kind, status, provider, orderid, memberid, createdat)
       SELECT '358401234567', 'earlier', 'tellerNoAnswer', 'sent', 'local', $1, $2, $3 FROM generate_series(1, $4)`,
      [previous.id, sender.member.id, new Date(clock.current.getTime() - 60_000), LIMITS.smsPerMemberPerHour],
    );
    const fresh = await givenValuedOrder();
    expect((await send(sender, fresh.id).expect(429)).body.error.message).toBe(MESSAGES.smsMemberLimit);
    await db.query(
      "UPDATE sms_logs SET status = 'failed' WHERE memberid = $1 AND message = 'earlier' AND id = (SELECT min(id) FROM sms_logs WHERE memberid = $1)",
      [sender.member.id],
    );
    await send(sender, fresh.id).expect(200);
  });

  it("bounds the teller's tries on an order a business day (429), and audits each as the new try only", async () => {
    const order = await givenValuedOrder();
    for (let i = 0; i < LIMITS.callsPerOrderPerDay; i++) {
      clock.current = new Date(NOW.getTime() + i * 1000);
      await act(teller, order.id, {action: 'didNotAnswer'}).expect(200);
    }
    expect((await act(teller, order.id, {action: 'didNotAnswer'}).expect(429)).body.error.message).toBe(MESSAGES.callsPerOrderPerDay);
    expect((await act(teller, order.id, {action: 'didNotAnswerSms'}).expect(429)).body.error.message).toBe(MESSAGES.callsPerOrderPerDay);
    expect((await row(order.id)).tellercalltries).toHaveLength(LIMITS.callsPerOrderPerDay);
    const {rows} = await db.query(
      "SELECT after FROM audit_entries WHERE model = 'Order' AND modelid = $1 AND action = 'teller-did-not-answer' ORDER BY id DESC LIMIT 1",
      [String(order.id)],
    );
    expect(rows[0].after.tellerCallTries).toEqual({appended: [clock.current.toISOString()]});
    clock.current = new Date(NOW.getTime() + 24 * 3_600_000);
    await act(teller, order.id, {action: 'didNotAnswer'}).expect(200);
  });

  it('bank details saved on leaving: a valid changed IBAN, not an invalid one', async () => {
    const order = await givenValuedOrder();
    await app.client.post(`/api/teller/orders/${order.id}/bank-details`).set(bearer(teller.token)).send({iban: 'fi14 1009 3000 1234 58'}).expect(200);
    expect((await db.query('SELECT iban FROM clients WHERE id = $1', [order.clientId])).rows[0].iban).toBe('FI1410093000123458');
    const bad = await app.client.post(`/api/teller/orders/${order.id}/bank-details`).set(bearer(teller.token)).send({iban: 'FI2112345600000786'}).expect(422);
    expect(bad.body.error.message).toBe('Invalid IBAN');
  });

  it('lists per language and kind, today, stats and the show page', async () => {
    const gold = await givenValuedOrder();
    const zero = await givenValuedOrder({goldWeight: 0, silverWeight: 0, price: 0});
    const silver = await givenValuedOrder({goldWeight: 0, silverWeight: 5, price: 3});
    const others = await givenValuedOrder({goldWeight: 0, silverWeight: 0, price: 7});
    await givenValuedOrder({}, {}).then(o => db.query('UPDATE orders SET language = $1 WHERE id = $2', ['swedish', o.id]));
    const ids = async (kind: string) =>
      (await app.client.get(`/api/teller/lists/finnish/${kind}`).set(bearer(teller.token)).expect(200)).body.orders.map((o: {id: number}) => o.id);
    expect(await ids('orders')).toEqual([gold.id]);
    expect(await ids('zero')).toEqual([zero.id]);
    expect(await ids('silver')).toEqual([silver.id]);
    expect(await ids('others')).toEqual([others.id]);
    await app.client.get('/api/teller/lists/klingon/orders').set(bearer(teller.token)).expect(400);

    // Each list answers what its screen shows (shared's desk-list fields), not whole orders.
    const queue = (await app.client.get('/api/teller/lists/finnish/orders').set(bearer(teller.token)).expect(200)).body;
    expect(Object.keys(queue.orders[0]).sort()).toEqual([...TELLER_QUEUE_FIELDS, 'client'].sort());
    expect(queue.orders[0].client).toEqual({id: gold.clientId, firstName: 'Matti', lastName: expect.any(String), phone: expect.any(String)});

    await approve(teller, gold.id).expect(200);
    const today = (await app.client.get('/api/teller/today').set(bearer(teller.token)).expect(200)).body;
    expect(today.orders.map((o: {id: number}) => o.id)).toContain(gold.id);
    const confirmed = today.orders.find((o: {id: number}) => o.id === gold.id);
    expect(Object.keys(confirmed).sort()).toEqual([...TELLER_TODAY_FIELDS, 'client', 'teller'].sort());
    expect(confirmed.teller).toEqual({id: teller.member.id, name: expect.any(String)});
    const stats = (await app.client.get('/api/teller/stats').set(bearer(teller.token)).expect(200)).body;
    expect(stats.doneGoldWeight).toBeGreaterThanOrEqual(10);
    expect(stats.unvalued).toEqual({finland: expect.any(Number), sweden: expect.any(Number)});
    const show = (await app.client.get(`/api/teller/orders/${zero.id}`).set(bearer(teller.token)).expect(200)).body;
    expect(show).toMatchObject({order: {id: zero.id, client: {firstName: 'Matti'}}, clientOrderCount: 1});
  });

  it("an order just called ('Did not answer', with or without SMS) goes behind the untried ones, the earlier try first", async () => {
    const [first, second, third] = [await givenValuedOrder(), await givenValuedOrder(), await givenValuedOrder()];
    const list = async () =>
      (await app.client.get('/api/teller/lists/finnish/orders').set(bearer(teller.token)).expect(200)).body.orders.map((o: {id: number}) => o.id);
    expect(await list()).toEqual([first.id, second.id, third.id]);
    await act(teller, first.id, {action: 'didNotAnswer'}).expect(200);
    expect(await list()).toEqual([second.id, third.id, first.id]);
    clock.current = new Date(NOW.getTime() + 60_000);
    await act(teller, second.id, {action: 'didNotAnswerSms'}).expect(200);
    expect(await list()).toEqual([third.id, first.id, second.id]);
    // The pages follow the same order.
    const page = (await app.client.get('/api/teller/lists/finnish/orders?limit=1&skip=1').set(bearer(teller.token)).expect(200)).body;
    expect({total: page.total, ids: page.orders.map((o: {id: number}) => o.id)}).toEqual({total: 3, ids: [first.id]});
  });

  it("the client form of the teller's page: name, address, phone, email, birth year; never country, language or bank details", async () => {
    const order = await givenValuedOrder();
    const edit = (member: Member, id: number, body: object) => app.client.patch(`/api/teller/orders/${id}/client`).set(bearer(member.token)).send(body);
    const form = {firstName: 'Maija', lastName: 'Virtanen', address: 'Uusikatu 2', zip: '00200', city: 'Helsinki', phone: '040 765 4321', birthYear: 1980};
    const res = await edit(teller, order.id, form).expect(200);
    expect(res.body).toMatchObject({id: order.id, address: 'Uusikatu 2', zip: '00200', client: {firstName: 'Maija', phone: '358407654321', birthYear: 1980}});
    expect(await audits('Client', order.clientId, 'teller-edit-client')).toBe(1);
    // Nothing changed: nothing written.
    await edit(teller, order.id, form).expect(200);
    expect(await audits('Client', order.clientId, 'teller-edit-client')).toBe(1);
    await edit(teller, order.id, {...form, iban: 'FI2112345600000785'}).expect(422);
    await edit(teller, order.id, {...form, country: 'uk'}).expect(422);
    await edit(teller, order.id, {...form, zip: 'SW1A 1AA'}).expect(422);
    const buyer = await givenMemberWithRoles(app, ['buyer']);
    await edit(buyer, order.id, form).expect(403);
    await approve(teller, order.id, {iban: 'FI2112345600000785'}).expect(200);
    expect((await edit(teller, order.id, form).expect(409)).body.error.message).toBe(TELLER_MESSAGES.alreadyTellered);
  });

  it('arrival SMS: the list of a language, Send records arrivedSmsDate and the status, a second send 409, the log newest first', async () => {
    await db.query("UPDATE orders SET arrivedsmsdate = '2000-01-01T00:00:00Z' WHERE arrivedsmsdate IS NULL");
    const waiting = await givenValuedOrder({isValued: false});
    await givenValuedOrder({isValued: false, isReceived: false});
    const swedish = {country: 'sweden', language: 'swedish', zip: '41101', city: 'Göteborg'};
    const se = await givenValuedOrder({...swedish, isValued: false}, swedish);
    const list = async (language: string) =>
      (await app.client.get(`/api/teller/sms/${language}`).set(bearer(teller.token)).expect(200)).body.orders.map((o: {id: number}) => o.id);
    expect(await list('finnish')).toEqual([waiting.id]);
    expect(await list('swedish')).toEqual([se.id]);
    // The UK's page: its orders in uk-english, with their own arrival text.
    const british = {country: 'uk', language: 'uk-english', zip: 'SW1A 1AA', city: 'London'};
    const gb = await givenValuedOrder({...british, isValued: false}, british);
    expect(await list('uk')).toEqual([gb.id]);
    await app.client.get('/api/teller/sms/uk-english').set(bearer(teller.token)).expect(400);

    const send = (orderId: number, extra: object = {}) =>
      app.client
        .post('/api/SMs/send/arrived')
        .set(bearer(teller.token))
        .send({orderId, ...extra});
    const res = await send(waiting.id).expect(200);
    expect(res.body.sms).toMatchObject({kind: 'arrived', status: 'sent', to: '358401234567'});
    expect(res.body.order.arrivedSmsLog).toEqual([expect.objectContaining({status: 'sent', smsLogId: res.body.sms.id})]);
    expect(res.body.order.arrivedSmsDate).toBe(NOW.toISOString());
    expect((await send(waiting.id).expect(409)).body.error.message).toBe(TELLER_MESSAGES.arrivedAlreadySent);
    expect(await list('finnish')).toEqual([]);
    clock.current = new Date(NOW.getTime() + 60_000);
    const sv = await send(se.id).expect(200);
    expect(sv.body.sms.message).toMatch(/^Hej! Ditt paket har kommit fram/);
    const log = (await app.client.get('/api/teller/sms/log?limit=2').set(bearer(teller.token)).expect(200)).body.orders.map((o: {id: number}) => o.id);
    expect(log).toEqual([se.id, waiting.id]);
    expect((await send(gb.id).expect(200)).body.sms.message).toMatch(/^Hello! Your parcel has arrived/);
  });

  it('the review invitation goes through the local e-mail adapter in the language, recorded in the audit trail', async () => {
    const res = await app.client.post('/api/ClientEmails/send').set(bearer(teller.token)).send({email: 'matti@example.com', lang: 'svFI'}).expect(200);
    expect(res.body).toMatchObject({sent: true, provider: 'local'});
    const entry = (await db.query("SELECT after FROM audit_entries WHERE model = 'ClientEmail' ORDER BY id DESC LIMIT 1")).rows[0];
    expect(entry.after).toMatchObject({to: 'matti@example.com', lang: 'svFI', subject: 'Tack för affären – berätta om din erfarenhet', status: 'sent'});
    expect((await app.client.post('/api/ClientEmails/send').set(bearer(teller.token)).send({email: 'nobody', lang: 'fi'}).expect(422)).body.error.message).toBe(
      'Invalid email',
    );
    await app.client.post('/api/ClientEmails/send').set(bearer(teller.token)).send({email: 'matti@example.com', lang: 'de'}).expect(422);
  });

  it('a buyer gets 403 on every teller endpoint', async () => {
    const buyer = await givenMemberWithRoles(app, ['buyer']);
    const order = await givenValuedOrder();
    await act(buyer, order.id, {action: 'didNotAnswer'}).expect(403);
    await app.client.get('/api/teller/lists/finnish/orders').set(bearer(buyer.token)).expect(403);
    await app.client.get('/api/teller/today').set(bearer(buyer.token)).expect(403);
    await app.client.get('/api/teller/stats').set(bearer(buyer.token)).expect(403);
    await app.client.get('/api/teller/sms/finnish').set(bearer(buyer.token)).expect(403);
    await app.client.get('/api/teller/sms/log').set(bearer(buyer.token)).expect(403);
    await app.client.post('/api/SMs/send/arrived').set(bearer(buyer.token)).send({orderId: order.id}).expect(403);
    await app.client.post('/api/ClientEmails/send').set(bearer(buyer.token)).send({email: 'matti@example.com', lang: 'fi'}).expect(403);
    await app.client.get(`/api/teller/orders/${order.id}`).set(bearer(buyer.token)).expect(403);
    await app.client.post(`/api/teller/orders/${order.id}/bank-details`).set(bearer(buyer.token)).send({iban: 'FI1410093000123458'}).expect(403);
  });
});
