import supertest from 'supertest';
import {SESSION_CACHE} from '../../keys';
import {ExpressServer} from '../../server';
import {bearer, givenRunningApp, loginAs, testConfig, type TestApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles} from '../helpers/builders';

// Two server processes on one PostgreSQL behave as one: a deactivation, a logout or a password
// change made through one ends the session on the other at once (LISTEN/NOTIFY clears its session
// cache), not when its cached lookup would have run out (SESSION_CACHE_MS).

describe('two server processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: ExpressServer;
  let onB: supertest.SuperTest<supertest.Test>;
  let admin: string;

  beforeAll(async () => {
    a = await givenRunningApp('postgres');
    b = new ExpressServer({...testConfig(), initialAdmin: undefined}, {url: a.url, max: 5});
    await b.boot();
    await b.start();
    onB = supertest(b.app);
    admin = await adminToken(a);
  });
  afterAll(async () => {
    await b.stop();
    await a.stop();
  });

  /** Resolves once process B's session cache has been cleared from elsewhere (the NOTIFY arrived). */
  async function bHeard(change: () => Promise<unknown>) {
    const cache = await b.lbApp.get(SESSION_CACHE);
    const before = cache.version;
    await change();
    await expect.poll(() => cache.version).toBeGreaterThan(before);
  }
  const meOnB = (token: string) => onB.get('/api/Members/me').set(bearer(token));

  it("a deactivation on A ends the member's session on B at once", async () => {
    const {member, token} = await givenMemberWithRoles(a, ['receiver']);
    // B has the session cached: its next answer would come from the cache.
    await meOnB(token).expect(200);
    await meOnB(token).expect(200);
    await bHeard(() => a.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({isActive: false}).expect(204));
    await meOnB(token).expect(401);
  });

  it('a logout on A and a password change on A end the sessions on B at once', async () => {
    const {member, token, password} = await givenMemberWithRoles(a, ['packager']);
    await meOnB(token).expect(200);
    await bHeard(() => a.client.post('/api/Members/logout').set(bearer(token)).expect(204));
    await meOnB(token).expect(401);

    const again = await loginAs(a, member.username, password);
    await meOnB(again).expect(200);
    await bHeard(() => a.client.post(`/api/Members/${member.id}/password`).set(bearer(admin)).send({password: 'a brand new pass phrase'}).expect(204));
    await meOnB(again).expect(401);
  });
});
