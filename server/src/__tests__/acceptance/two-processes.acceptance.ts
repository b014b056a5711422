import {Client as PgClient} from 'pg';
import supertest from 'supertest';
import {SESSION_CACHE} from '../../keys';
import {HEAVY_LISTS_LOCK} from '../../repositories/query/heavy-reads';
import {CLIENT_ERRORS_PER_MINUTE} from '../../services/client-error.service';
import {ExpressServer} from '../../server';
import {bearer, givenRunningApp, loginAs, testConfig, type TestApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles} from '../helpers/builders';
import {ConnectionCutter} from '../helpers/connection-cutter';

// Two server processes on one PostgreSQL behave as one: a deactivation, a logout or a password
// change made through one ends the session on the other at once (LISTEN/NOTIFY clears its session
// cache, and the change answers once the other has confirmed), not when its cached lookup would
// have run out (SESSION_CACHE_MS).

describe('two server processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: ExpressServer;
  /** B's link to the database: it can hold what the database sends B, as a slow network or a busy process would. */
  let bLink: ConnectionCutter;
  let onB: supertest.SuperTest<supertest.Test>;
  let admin: string;

  beforeAll(async () => {
    // A is one server; B is the second, on A's database.
    a = await givenRunningApp('postgres', {processes: 1});
    bLink = await ConnectionCutter.start(a.url);
    b = new ExpressServer({...testConfig(), initialAdmin: undefined}, {url: bLink.url, max: 5});
    await b.boot();
    await b.start();
    onB = supertest(b.app);
    admin = await adminToken(a);
  });
  afterAll(async () => {
    await b?.stop();
    await bLink?.stop();
    await a?.stop();
  });

  /** Makes the change on A and checks that B's session cache was cleared by the time A answered. */
  async function bHeard(change: () => Promise<unknown>) {
    const cache = await b.lbApp.get(SESSION_CACHE);
    const before = cache.version;
    await change();
    expect(cache.version).toBeGreaterThan(before);
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

  it('a change on A answers only once B has cleared its cache, however late the word reaches B', async () => {
    const {member, token} = await givenMemberWithRoles(a, ['receiver']);
    await meOnB(token).expect(200);
    const cache = await b.lbApp.get(SESSION_CACHE);
    const before = cache.version;
    bLink.hold();
    let answered = false;
    const versionAtAnswer = a.client
      .patch(`/api/Members/${member.id}`)
      .set(bearer(admin))
      .send({isActive: false})
      .expect(204)
      .then(() => {
        answered = true;
        return cache.version;
      });
    try {
      // The notification has reached B's link and waits there: A has not answered yet.
      await expect.poll(() => bLink.heldBytes).toBeGreaterThan(0);
      expect(answered).toBe(false);
    } finally {
      bLink.release();
    }
    expect(await versionAtAnswer).toBeGreaterThan(before);
    await meOnB(token).expect(401);
  });

  it("a heavy list waits while any process has the heavy lists' turn: one at a time across the processes", async () => {
    const heavy = `/api/Orders?filter=${encodeURIComponent(JSON.stringify({limit: 1000, include: ['client', 'caller']}))}`;
    const holder = new PgClient({connectionString: a.url});
    await holder.connect();
    const waiting = async () =>
      (
        await holder.query<{n: number}>(
          `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid = $1 AND objid = 0 AND objsubid = 2`,
          [HEAVY_LISTS_LOCK],
        )
      ).rows[0].n;
    try {
      // The turn is taken elsewhere (a third process, here the test's own session).
      await holder.query('SELECT pg_advisory_lock($1, 0)', [HEAVY_LISTS_LOCK]);
      const onA = a.client
        .get(heavy)
        .set(bearer(admin))
        .then(res => res.status);
      const onBoth = onB
        .get(heavy)
        .set(bearer(admin))
        .then(res => res.status);
      // Each process's heavy list waits in the database, not in its own queue.
      await expect.poll(waiting).toBe(2);
      await holder.query('SELECT pg_advisory_unlock($1, 0)', [HEAVY_LISTS_LOCK]);
      expect(await Promise.all([onA, onBoth])).toEqual([200, 200]);
      expect(await waiting()).toBe(0);
    } finally {
      await holder.end();
    }
  });

  it("a member's browser error reports count once across the processes: the minute's limit is the same whichever takes them", async () => {
    const {token} = await givenMemberWithRoles(a, ['receiver']);
    const report = (i: number) =>
      (i % 2 ? onB : a.client)
        .post('/api/client-errors')
        .set(bearer(token))
        .send({message: `error ${i}`});
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE; i++) await report(i).expect(204);
    await report(CLIENT_ERRORS_PER_MINUTE).expect(429);
    await report(CLIENT_ERRORS_PER_MINUTE + 1).expect(429);
  });

  // Last: B loses its connections here.
  it('a process that dies before it confirms does not hold the change: its answer goes once the database has let it go', async () => {
    const {member} = await givenMemberWithRoles(a, ['receiver']);
    const complaints = vi.spyOn(console, 'error');
    bLink.hold();
    const status = a.client
      .patch(`/api/Members/${member.id}`)
      .set(bearer(admin))
      .send({name: 'Renamed'})
      .then(res => res.status);
    await expect.poll(() => bLink.heldBytes).toBeGreaterThan(0);
    // B's connections are gone as a killed process's are.
    bLink.cut();
    expect(await status).toBe(204);
    // Let go because B was gone, not given up on after ACK_WAIT_MS (which says so).
    expect(complaints).not.toHaveBeenCalled();
  });
});
