import {Client as PgClient} from 'pg';
import {MESSAGES} from '@karat/shared';
import {bearer, DbKind, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenClient, givenMemberWithRoles, givenOrder} from '../helpers/builders';

// One normaliser per input, on every write and every lookup: a bar code, a phone, an IBAN or a
// postal code typed by one member the way they type it is found by another member typing or
// scanning it their way.
describe.each<DbKind>(['postgres', 'pglite'])('normalized inputs (%s)', kind => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let receiver: string;
  let valuer: string;
  let bursar: string;
  let customer: string;
  let buyer: string;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
    receiver = (await givenMemberWithRoles(app, ['receiver'])).token;
    valuer = (await givenMemberWithRoles(app, ['valuation'])).token;
    bursar = (await givenMemberWithRoles(app, ['bursar'])).token;
    customer = (await givenMemberWithRoles(app, ['customer'])).token;
    buyer = (await givenMemberWithRoles(app, ['buyer'])).token;
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  const stored = async (table: 'orders' | 'clients', id: number) => (await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id])).rows[0];
  const unique = () => Math.random().toString(36).slice(2, 8);

  describe('bar codes', () => {
    it("an order the admin created with a lower-case bar code (and blanks) is found by the receiver's scan", async () => {
      const code = `jjfi-lower-${unique()}`;
      const order = await givenOrder(app, admin, {barCode: `  ${code}  `});
      expect((await stored('orders', order.id)).barcode).toBe(code.toUpperCase());
      const scan = await app.client.post('/api/Orders/receive').set(bearer(receiver)).send({barCode: code.toUpperCase()}).expect(200);
      expect(scan.body.order.id).toBe(order.id);
    });

    it('the scanner in lower-case mode finds an upper-case bar code too', async () => {
      const code = `JJFI-UPPER-${unique()}`.toUpperCase();
      const order = await givenOrder(app, admin, {barCode: code});
      const scan = await app.client
        .post('/api/Orders/receive')
        .set(bearer(receiver))
        .send({barCode: ` ${code.toLowerCase()} `})
        .expect(200);
      expect(scan.body.order.id).toBe(order.id);
    });

    it("the admin's edit stores the bar code normalized, and valuation and the bursar find it typed either way", async () => {
      const forValuation = await givenOrder(app, admin, {isReceived: true});
      const valuationCode = `jjfi-val-${unique()}`;
      await app.client
        .patch(`/api/Orders/${forValuation.id}`)
        .set(bearer(admin))
        .send({barCode: ` ${valuationCode} `})
        .expect(204);
      expect((await stored('orders', forValuation.id)).barcode).toBe(valuationCode.toUpperCase());
      const lookup = await app.client.get('/api/valuation/lookup').query({barCode: valuationCode}).set(bearer(valuer)).expect(200);
      expect(lookup.body.orderId).toBe(forValuation.id);

      const bursarCode = `jjfi-bur-${unique()}`;
      const paid = await givenOrder(app, admin, {barCode: bursarCode, isReceived: true, isValued: true, isTellered: true, offerAccepted: true, isPaid: true});
      const scan = await app.client
        .post('/api/bursar/finland/scan')
        .set(bearer(bursar))
        .send({barCode: `${bursarCode} `})
        .expect(200);
      expect(scan.body.orderId).toBe(paid.id);
    });

    it('mass boomerang finds the orders however their codes are typed, and one code typed twice is one code', async () => {
      const code = `jjfi-mass-${unique()}`;
      const order = await givenOrder(app, admin, {barCode: code});
      const twice = await app.client
        .post('/api/Orders/mass-boomerang')
        .set(bearer(customer))
        .send({barCodes: [code, ` ${code.toUpperCase()}`]})
        .expect(422);
      expect(twice.body.error.message).toBe(MESSAGES.alreadyAdded);
      await app.client
        .post('/api/Orders/mass-boomerang')
        .set(bearer(customer))
        .send({barCodes: [code.toUpperCase()]})
        .expect(200, {count: 1});
      expect((await stored('orders', order.id)).isboomerang).toBe(true);
    });
  });

  describe('phones, IBANs and postal codes', () => {
    it("a client's phone typed with spaces and a plus is stored in one form and found by the buyer's phone search", async () => {
      const digits = `35840${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
      const spaced = `+${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
      const client = await givenClient(app, admin, {phone: spaced, firstName: 'Aino'});
      expect((await stored('clients', client.id)).phone).toBe(digits);
      const found = await app.client.get(`/api/buyer/clients/by-phone/${digits}`).set(bearer(buyer)).expect(200);
      expect(found.body.id).toBe(client.id);
    });

    it("a national phone takes the client's calling code, also on the admin's edit", async () => {
      const client = await givenClient(app, admin, {country: 'sweden', language: 'swedish', zip: '11120', city: 'Stockholm', phone: '46700000001'});
      await app.client.patch(`/api/Clients/${client.id}`).set(bearer(admin)).send({phone: '070-123 45 67'}).expect(204);
      expect((await stored('clients', client.id)).phone).toBe('46701234567');
    });

    it('an IBAN is stored without blanks in upper case, a postal code in its country\u2019s form', async () => {
      const client = await givenClient(app, admin, {
        country: 'uk',
        language: 'uk-english',
        zip: ' sw1a1aa ',
        city: 'London',
        phone: '447700900123',
        iban: 'fi14 1009 3000 1234 58',
      });
      const row = await stored('clients', client.id);
      expect(row.iban).toBe('FI1410093000123458');
      expect(row.zip).toBe('SW1A 1AA');
      const order = await givenOrder(app, admin, {clientId: client.id, zip: 'ec1a1bb', country: 'uk', language: 'uk-english'}, null);
      expect((await stored('orders', order.id)).zip).toBe('EC1A 1BB');
    });
  });
});
