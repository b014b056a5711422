import {Client as PgClient} from 'pg';
import {parseOrderSearch} from '@karat/shared';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenClientData, givenMemberWithRoles, givenOrderData} from '../helpers/builders';

type Member = {token: string; member: {id: number}};

describe('buyer and client holes (issue 12, items 3 and 7)', () => {
  let app: TestApp;
  let admin: string;
  let db: PgClient;
  let buyer: Member;
  let otherBuyer: Member;

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    admin = await adminToken(app);
    buyer = await givenMemberWithRoles(app, ['buyer']);
    otherBuyer = await givenMemberWithRoles(app, ['buyer']);
    db = new PgClient({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  async function givenOrder(partial: Record<string, unknown> = {}, clientPartial: Record<string, unknown> = {}) {
    const client = (await app.client.post('/api/Clients').set(bearer(admin)).send(givenClientData(clientPartial)).expect(200)).body;
    return (await app.client.post('/api/Orders').set(bearer(admin)).send(givenOrderData({clientId: client.id, callerId: buyer.member.id, ...partial})).expect(200)).body;
  }

  describe('staff foreign keys', () => {
    it('filters orders by callerId, and the callerId: search key finds them', async () => {
      const mine = await givenOrder();
      const theirs = await givenOrder({callerId: otherBuyer.member.id});
      const list = async (where: object) => {
        const filter = encodeURIComponent(JSON.stringify({where}));
        const res = await app.client.get(`/api/Orders?filter=${filter}`).set(bearer(admin)).expect(200);
        return res.body.map((o: {id: number}) => o.id);
      };
      for (const where of [{callerId: otherBuyer.member.id}, {callerId: String(otherBuyer.member.id)}, parseOrderSearch(`callerId:${otherBuyer.member.id}`)]) {
        const ids = await list(where);
        expect(ids).toContain(theirs.id);
        expect(ids).not.toContain(mine.id);
      }
      expect(await list({closerId: null, callerId: {inq: [buyer.member.id]}})).toContain(mine.id);
      const count = await app.client.get(`/api/Orders/count?where=${encodeURIComponent(JSON.stringify({callerId: otherBuyer.member.id}))}`).set(bearer(admin)).expect(200);
      expect(count.body.count).toBeGreaterThanOrEqual(1);
      // The buyer's own list reads the same search syntax.
      const own = await app.client.get(`/api/buyer/orders?q=callerId:${buyer.member.id}`).set(bearer(buyer.token)).expect(200);
      expect(own.body.orders.map((o: {id: number}) => o.id)).toContain(mine.id);
    });
  });
});
