import {Client as PgClient} from 'pg';
import {IDENTITY_MESSAGES} from '@karat/shared';
import {readConfig} from '../../config';
import {BOTH_DATABASES, bearer, givenRunningApp, TestApp, TestClock} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder} from '../helpers/builders';
import {binary, pdfText} from '../helpers/pdf-text';

// Swedish purchases: the seller's identity on the approval, gap-free purchase notes, the month's
// hold, and the police report of an ISO week (week 53 of 2026 and week 1 of 2027), per region.
const RECEIVED = new Date('2026-12-21T09:00:00Z');
const IN_WEEK_53 = new Date('2026-12-30T10:00:00Z');
const IN_WEEK_1 = new Date('2027-01-05T10:00:00Z');
const SELLER = {personalIdentityNumber: '811218-9876', identityCheck: {method: 'passport', documentNumber: 'AA1234567'}};
const PRODUCTS = [
  {key: 'p1', name: 'Ring', category: 'gold', density: 'customGold', densityName: 'Custom gold', weight: 10, factor: 0.585, price: 125, inDeal: true},
  {key: 'p2', name: 'Chain', category: 'silver', density: 'other', densityName: 'Other', weight: 20, factor: 0.5, price: 10, inDeal: false},
];

describe.each(BOTH_DATABASES)('police reports (%s)', kind => {
  let app: TestApp;
  let db: PgClient;
  let admin: string;
  let teller: {token: string};
  const clock = new TestClock(IN_WEEK_53);

  beforeAll(async () => {
    // Uncompressed PDFs, so the test reads their texts.
    app = await givenRunningApp(kind, {clock, config: {documents: {...readConfig({}).documents, compressPdf: false}}});
    admin = await adminToken(app);
    teller = await givenMemberWithRoles(app, ['teller']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  async function givenSwedishValuedOrder(client: Record<string, unknown>) {
    const sweden = {country: 'sweden', language: 'swedish'};
    const order = await givenOrder(
      app,
      admin,
      {...sweden, isReceived: true, receivedDate: RECEIVED, isValued: true, goldWeight: 10, silverWeight: 20, price: 135},
      {...sweden, birthYear: 1981, ...client},
    );
    await db.query('UPDATE orders SET products = $1::jsonb WHERE id = $2', [JSON.stringify(PRODUCTS), order.id]);
    return order;
  }
  const approve = (id: number, body: Record<string, unknown>) =>
    app.client
      .post(`/api/Orders/${id}/teller`)
      .set(bearer(teller.token))
      .send({action: 'approve', offerAccepted: true, offer: 120, sekOffer: 1350, iban: 'SE4550000000058398257466', termsAccepted: true, ...body});
  const note = async (id: number) => (await db.query('SELECT purchasenotenumber AS n FROM orders WHERE id = $1', [id])).rows[0].n as number | null;

  it('refuses a Swedish purchase without the personnummer, with a wrong check digit, or without the identity check', async () => {
    const order = await givenSwedishValuedOrder({zip: '41101', city: 'Göteborg'});
    expect((await approve(order.id, {}).expect(422)).body.error.message).toBe(IDENTITY_MESSAGES.personalIdentityNumberRequired);
    expect((await approve(order.id, {personalIdentityNumber: '811218-9875', identityCheck: SELLER.identityCheck}).expect(422)).body.error.message).toBe(
      IDENTITY_MESSAGES.personalIdentityNumberInvalid,
    );
    expect((await approve(order.id, {personalIdentityNumber: SELLER.personalIdentityNumber}).expect(422)).body.error.message).toBe(
      IDENTITY_MESSAGES.identityCheckRequired,
    );
    // A seller under 18 by the personnummer.
    expect((await approve(order.id, {...SELLER, personalIdentityNumber: '20121212-1212'}).expect(422)).body.error.code).toBe('SELLER_AGE');
    expect(await note(order.id)).toBeNull();
  });

  it('gives purchase notes without gaps: a number taken in a rolled-back transaction is given again', async () => {
    const next = async (rollback: boolean) => {
      await db.query('BEGIN');
      const {rows} = await db.query(`UPDATE counters SET value = value + 1 WHERE name = 'purchaseNoteNumber' RETURNING value`);
      await db.query(rollback ? 'ROLLBACK' : 'COMMIT');
      return rows[0].value as number;
    };
    const first = await next(true);
    expect(await next(false)).toBe(first);
  });

  it("records the purchase with the seller's identity, keeps the personnummer for the client's next sale, and holds the goods a month", async () => {
    clock.current = IN_WEEK_53;
    const a = await givenSwedishValuedOrder({firstName: 'Åsa', lastName: 'Öberg', address: 'Storgatan 1', zip: '41101', city: 'Göteborg'});
    await approve(a.id, SELLER).expect(200);
    const first = await note(a.id);
    const b = await givenSwedishValuedOrder({firstName: 'Sven', lastName: 'Ek', zip: '11122', city: 'Stockholm'});
    await approve(b.id, {personalIdentityNumber: '19121212-1212', identityCheck: {method: 'bankid'}}).expect(200);
    expect(await note(b.id)).toBe(first! + 1);
    const unmapped = await givenSwedishValuedOrder({firstName: 'Nils', lastName: 'Utan', zip: '00123', city: 'Ingenstans'});
    await approve(unmapped.id, {personalIdentityNumber: '19121212-1212', identityCheck: {method: 'driving-licence', documentNumber: 'DL-1'}}).expect(200);

    // The client's second sale: the personnummer is known, the check is asked again.
    clock.current = IN_WEEK_1;
    const again = await givenOrder(
      app,
      admin,
      {country: 'sweden', language: 'swedish', isReceived: true, receivedDate: RECEIVED, isValued: true, clientId: a.clientId},
      null,
    );
    await db.query('UPDATE orders SET products = $1::jsonb WHERE id = $2', [JSON.stringify(PRODUCTS), again.id]);
    expect((await approve(again.id, {}).expect(422)).body.error.message).toBe(IDENTITY_MESSAGES.identityCheckRequired);
    await approve(again.id, {identityCheck: {method: 'national-id', documentNumber: 'ID-77'}}).expect(200);

    const {rows} = await db.query('SELECT personalidentitynumber, region, holduntil, items FROM purchase_records WHERE orderid = $1', [a.id]);
    expect(rows[0]).toMatchObject({personalidentitynumber: '19811218-9876', region: 'vast'});
    expect(new Date(rows[0].holduntil).toISOString()).toBe('2027-01-21T09:00:00.000Z');
    expect(rows[0].items).toEqual([{description: 'Ring', material: 'Custom gold', fineness: 0.585, weight: 10}]);
    // The number is nowhere in the client's generic reads, and the audit keeps only its date of birth.
    const client = (await app.client.get(`/api/Clients/${a.clientId}`).set(bearer(admin)).expect(200)).body;
    expect(JSON.stringify(client)).not.toContain('9876');
    const audits = await db.query(`SELECT after::text AS after FROM audit_entries WHERE action = 'purchase-record'`);
    expect(audits.rows.length).toBeGreaterThan(0);
    for (const row of audits.rows) expect(row.after).not.toMatch(/9876|1212"|AA1234567/);

    // The order's record: in full for the admin (and teller, bursar), masked for customer service.
    const full = (await app.client.get(`/api/Orders/${a.id}/purchase-record`).set(bearer(admin)).expect(200)).body.record;
    expect(full).toMatchObject({purchaseNoteNumber: first, personalIdentityNumber: '19811218-9876', identityCheck: SELLER.identityCheck, region: 'vast'});
    expect(full.holdUntil).toBe('2027-01-21T09:00:00.000Z');
    const customer = await givenMemberWithRoles(app, ['customer']);
    const masked = (await app.client.get(`/api/Orders/${a.id}/purchase-record`).set(bearer(customer.token)).expect(200)).body.record;
    expect(masked).toMatchObject({personalIdentityNumber: '19811218-****', identityCheck: {method: 'passport'}});
    expect(JSON.stringify(masked)).not.toContain('AA1234567');
    const finnish = await givenOrder(app, admin);
    expect((await app.client.get(`/api/Orders/${finnish.id}/purchase-record`).set(bearer(admin)).expect(200)).body).toEqual({record: null});

    // The hold: goods still held, the soonest released first.
    const held = (await app.client.get('/api/PoliceReports/sweden/on-hold').set(bearer(admin)).expect(200)).body;
    expect(held.total).toBe(4);
  });

  it("prints a week's report per region, with the unmapped postal codes apart, and audits each download", async () => {
    const weeks = (await app.client.get('/api/PoliceReports/sweden/weeks').set(bearer(admin)).expect(200)).body;
    expect(weeks.map((w: {year: number; week: number}) => `${w.year}/${w.week}`)).toEqual(['2027/1', '2026/53', '2026/52']);
    const week53 = weeks[1];
    expect(week53.count).toBe(3);
    expect(week53.regions.find((r: {region: string}) => r.region === 'vast').count).toBe(1);
    expect(week53.regions.find((r: {region: string}) => r.region === 'stockholm').count).toBe(1);
    expect(week53.unmapped.count).toBe(1);

    const pdf = async (path: string) =>
      pdfText(
        (
          await app.client
            .get(`/api/PoliceReports/sweden/${path}`)
            .set(bearer(admin))
            .buffer(true)
            .parse(binary as never)
            .expect(200)
        ).body as Buffer,
      );
    const all = await pdf('2026/53');
    expect(all).toContain('Police report, Sweden, week 53/2026 (28.12.2026-3.1.2027)');
    expect(all).toContain('Åsa Öberg');
    expect(all).toContain('19811218-9876');
    expect(all).toContain('Passport AA1234567');
    expect(all).toContain('Ring, 0.585, 10 g');
    expect(all).not.toContain('Chain');
    expect(all).toContain('21.1.2027');
    expect(all).toContain('3 purchases');
    const vast = await pdf('2026/53/vast');
    expect(vast).toContain('Åsa Öberg');
    expect(vast).not.toContain('Sven Ek');
    expect(await pdf('2026/53/unmapped')).toContain('Nils Utan');
    expect(await pdf('2027/1')).toContain('1 purchases');
    await app.client.get('/api/PoliceReports/sweden/2025/53').set(bearer(admin)).expect(404);
    await app.client.get('/api/PoliceReports/sweden/2026/53/narnia').set(bearer(admin)).expect(404);
    const downloads = await db.query(`SELECT count(*)::int AS n FROM audit_entries WHERE action = 'police-report-download'`);
    expect(downloads.rows[0].n).toBe(4);

    // A signed link opens it without the token; a buyer gets 403 on every police endpoint.
    const link = (await app.client.get('/api/PoliceReports/links/sweden/2026/53?region=vast').set(bearer(admin)).expect(200)).body;
    expect(
      pdfText(
        (
          await app.client
            .get(link.url)
            .buffer(true)
            .parse(binary as never)
            .expect(200)
        ).body as Buffer,
      ),
    ).toContain('Åsa Öberg');
    const buyer = await givenMemberWithRoles(app, ['buyer']);
    for (const path of ['sweden/weeks', 'sweden/on-hold', 'sweden/2026/53', 'sweden/2026/53/vast', 'links/sweden/2026/53'])
      await app.client.get(`/api/PoliceReports/${path}`).set(bearer(buyer.token)).expect(403);
  });
});
