import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder} from '../helpers/builders';

/**
 * The quick suite's API smoke test (`npm run test:quick`): the embedded default, booted as
 * `npm start` boots it, takes one order from the admin's create through the receiver's scan to the
 * lists, each step through the whole pipeline (token, role, validation, command, audit).
 */
describe('smoke: one order on the embedded database', () => {
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    app = await givenRunningApp('pglite');
    admin = await adminToken(app);
  });
  afterAll(async () => app?.stop());

  it('is created, scanned in by the receiver, listed and audited', async () => {
    const order = await givenOrder(app, admin);
    const receiver = await givenMemberWithRoles(app, ['receiver']);
    const scan = await app.client.post('/api/Orders/receive').set(bearer(receiver.token)).send({barCode: order.barCode}).expect(200);
    expect(scan.body.order).toMatchObject({id: order.id, isReceived: true, receiverId: receiver.member.id});
    const listed = await app.client
      .get(`/api/Orders?filter=${encodeURIComponent(JSON.stringify({where: {isReceived: true}}))}`)
      .set(bearer(admin))
      .expect(200);
    expect(listed.body.map((o: {id: number}) => o.id)).toEqual([order.id]);
    const history = await app.client.get(`/api/Orders/${order.id}/history`).set(bearer(admin)).expect(200);
    expect(JSON.stringify(history.body)).toContain('receive');
    await app.client.get('/api/Orders').expect(401);
    await app.client.post('/api/Materials').set(bearer(receiver.token)).send({name: 'Gold', price: 1}).expect(403);
  });
});
