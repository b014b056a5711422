import {MESSAGES} from '@karat/shared';
import {scryptCalls} from '../../services/password.service';
import {bearer, givenRunningApp, loginAs, TEST_ADMIN, TestApp, TestClock, DESK_DATABASES} from '../helpers/app.helper';
import {SESSION_CACHE_MS} from '../../services/session-cache.service';
import {adminToken, givenMemberWithRoles} from '../helpers/builders';
import {hashToken} from '../../services/auth.service';

describe.each(DESK_DATABASES)('login and tokens on %s', kind => {
  let app: TestApp;
  beforeAll(async () => {
    app = await givenRunningApp(kind);
  });
  afterAll(async () => app?.stop());

  it('creates the first admin from INITIAL_ADMIN_* and answers {id, ttl, created, userId}', async () => {
    const res = await app.client.post('/api/Members/login').send(TEST_ADMIN).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['created', 'id', 'ttl', 'userId']);
    expect(res.body.ttl).toBe(12 * 60 * 60);
    const me = await app.client.get('/api/Members/me').set(bearer(res.body.id)).expect(200);
    expect(me.body).toMatchObject({id: res.body.userId, username: TEST_ADMIN.username, admin: true, isActive: true});
  });

  it('never stores the token itself', async () => {
    const token = await adminToken(app);
    const {Client} = await import('pg');
    const db = new Client({connectionString: app.url});
    await db.connect();
    const rows = (await db.query('SELECT id FROM access_tokens')).rows;
    await db.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map(r => r.id)).not.toContain(token);
  });

  it('answers one 401 message for a wrong password, an unknown user and an inactive member', async () => {
    const wrong = await app.client.post('/api/Members/login').send({username: TEST_ADMIN.username, password: 'nope-nope'}).expect(401);
    const unknown = await app.client.post('/api/Members/login').send({username: 'nobody-here', password: 'nope-nope'}).expect(401);
    const {member, password} = await givenMemberWithRoles(app, ['receiver']);
    const admin = await adminToken(app);
    await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({isActive: false}).expect(204);
    const inactive = await app.client.post('/api/Members/login').send({username: member.username, password}).expect(401);
    for (const res of [wrong, unknown, inactive]) expect(res.body.error.message).toBe(MESSAGES.loginFailed);
  });

  it('stops the tokens of a deactivated member', async () => {
    const {member, token} = await givenMemberWithRoles(app, ['receiver']);
    await app.client.get('/api/Members/me').set(bearer(token)).expect(200);
    const admin = await adminToken(app);
    await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({isActive: false}).expect(204);
    await app.client.get('/api/Members/me').set(bearer(token)).expect(401);
  });

  it('logout revokes the token', async () => {
    const token = await loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
    await app.client.get('/api/Members/me').set(bearer(token)).expect(200);
    await app.client.post('/api/Members/logout').set(bearer(token)).expect(204);
    await app.client.get('/api/Members/me').set(bearer(token)).expect(401);
  });

  it('rejects missing and malformed tokens with 401', async () => {
    await app.client.get('/api/Members/me').expect(401);
    await app.client.get('/api/Members/me').set({Authorization: 'Bearer x'}).expect(401);
    await app.client.get('/api/Members/me').set({Authorization: 'Basic abc'}).expect(401);
  });

  it('answers with the member as edited at once: roles and name', async () => {
    const {member, token} = await givenMemberWithRoles(app, ['receiver']);
    await app.client.get('/api/Orders/received-today').set(bearer(token)).expect(200);
    const admin = await adminToken(app);
    await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({receiver: false, name: 'Renamed'}).expect(204);
    await app.client.get('/api/Orders/received-today').set(bearer(token)).expect(403);
    expect((await app.client.get('/api/Members/me').set(bearer(token)).expect(200)).body.name).toBe('Renamed');
  });

  it('changes a password: the old one stops, the new one works, other sessions end', async () => {
    const {member, token} = await givenMemberWithRoles(app, ['teller']);
    await app.client.get('/api/Members/me').set(bearer(token)).expect(200);
    const admin = await adminToken(app);
    await app.client.post(`/api/Members/${member.id}/password`).set(bearer(admin)).send({password: 'short'}).expect(422);
    await app.client.post(`/api/Members/${member.id}/password`).set(bearer(admin)).send({password: 'a-new-password'}).expect(204);
    await app.client.get('/api/Members/me').set(bearer(token)).expect(401);
    await app.client.post('/api/Members/login').send({username: member.username, password: 'member-password'}).expect(401);
    await loginAs(app, member.username, 'a-new-password');
  });
});

describe('login throttle', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await givenRunningApp('postgres');
  });
  afterAll(async () => app?.stop());

  beforeEach(async () => {
    const {Client} = await import('pg');
    const db = new Client({connectionString: app.url});
    await db.connect();
    await db.query('DELETE FROM login_attempts');
    await db.end();
  });

  it('answers 429 after 10 failures in 15 minutes from one address', async () => {
    for (let i = 0; i < 10; i++) {
      await app.client
        .post('/api/Members/login')
        .send({username: `guess-${i}`, password: 'wrong-pass'})
        .expect(401);
    }
    const res = await app.client.post('/api/Members/login').send({username: 'guess-x', password: 'wrong-pass'}).expect(429);
    expect(res.body.error.message).toBe(MESSAGES.tooManyLogins);
  });

  it('keeps a member who logged in from this address lately able to log in despite others failing here', async () => {
    const {member, password} = await givenMemberWithRoles(app, ['buyer']);
    await loginAs(app, member.username, password);
    for (let i = 0; i < 10; i++) {
      await app.client.post('/api/Members/login').send({username: `typo-${i}`, password: 'wrong-pass'});
    }
    await app.client.post('/api/Members/login').send({username: 'typo-x', password: 'wrong-pass'}).expect(429);
    await loginAs(app, member.username, password);
    // Its own 10 failures from here still throttle it.
    for (let i = 0; i < 10; i++) {
      await app.client.post('/api/Members/login').send({username: member.username, password: 'wrong-pass'}).expect(401);
    }
    await app.client.post('/api/Members/login').send({username: member.username, password}).expect(429);
  });

  it('blocks a username attacked from many addresses, but not from where its member logged in lately', async () => {
    const {Client} = await import('pg');
    const db = new Client({connectionString: app.url});
    await db.connect();
    await db.query('DELETE FROM login_attempts');
    const {member, password} = await givenMemberWithRoles(app, ['buyer']);
    await db.query('DELETE FROM login_attempts');
    // The member's own earlier success from this address (the test client's), then 10 failures elsewhere.
    await db.query(`INSERT INTO login_attempts (username, address, succeeded) VALUES ($1, '::ffff:127.0.0.1', true), ($1, '127.0.0.1', true)`, [
      member.username,
    ]);
    for (let i = 0; i < 10; i++) {
      await db.query(`INSERT INTO login_attempts (username, address, succeeded) VALUES ($1, $2, false)`, [member.username, `10.9.8.${i}`]);
    }
    await loginAs(app, member.username, password);
    // From an address with no history the username is throttled.
    await db.query(`DELETE FROM login_attempts WHERE succeeded`);
    await app.client.post('/api/Members/login').send({username: member.username, password}).expect(429);
    await db.end();
  });
});

describe('token expiry and login work', () => {
  let app: TestApp;
  const clock = new TestClock();
  beforeAll(async () => {
    app = await givenRunningApp('postgres', {clock});
  });
  afterAll(async () => app?.stop());

  it('stops an expired token, also while its session is cached', async () => {
    const {Client} = await import('pg');
    const db = new Client({connectionString: app.url});
    await db.connect();
    const token = await loginAs(app, TEST_ADMIN.username, TEST_ADMIN.password);
    // Two seconds left, less than the session cache keeps a member (SESSION_CACHE_MS); the server's
    // clock starts at the database's now.
    const {rows} = await db.query(`UPDATE access_tokens SET expiresat = now() + interval '2 seconds' WHERE id = $1 RETURNING now() AS now`, [hashToken(token)]);
    expect(rows).toHaveLength(1);
    clock.current = rows[0].now;
    await app.client.get('/api/Members/me').set(bearer(token)).expect(200);
    // Three seconds later, by the server's clock and the database's: the cached session has expired too.
    clock.current = new Date(clock.current.getTime() + 3_000);
    expect(SESSION_CACHE_MS).toBeGreaterThan(3_000);
    await db.query(`UPDATE access_tokens SET expiresat = now() - interval '1 second' WHERE id = $1`, [hashToken(token)]);
    await app.client.get('/api/Members/me').set(bearer(token)).expect(401);
    await db.end();
  });

  it('refuses an unknown username with the same work as a wrong password: one scrypt each', async () => {
    const {Client} = await import('pg');
    const db = new Client({connectionString: app.url});
    await db.connect();
    const derivations = async (username: string) => {
      await db.query('DELETE FROM login_attempts');
      const before = scryptCalls.count;
      await app.client.post('/api/Members/login').send({username, password: 'wrong-password'}).expect(401);
      return scryptCalls.count - before;
    };
    // The first unknown username also makes the stand-in hash it is checked against, once.
    await derivations('nobody-first');
    expect([await derivations('nobody-else'), await derivations(TEST_ADMIN.username)]).toEqual([1, 1]);
    await db.end();
  });
});
