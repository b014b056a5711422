import {Client} from 'pg';
import {LIMITS, MESSAGES, USERNAME_MESSAGES} from '@karat/shared';
import {readConfig} from '../../config';
import {ExpressServer} from '../../server';
import {bearer, givenDatabase, givenRunningApp, loginAs, TEST_ADMIN, TestApp, DESK_DATABASES} from '../helpers/app.helper';
import {adminToken, givenMemberData, givenMemberWithRoles} from '../helpers/builders';

// The login throttle under parallel guesses, no token revived by a reactivation,
// the shared password rules on every path, usernames normalised and unique regardless of case.

async function sql<T = Record<string, unknown>>(app: TestApp, text: string, params: unknown[] = []): Promise<T[]> {
  const db = new Client({connectionString: app.url});
  await db.connect();
  try {
    return (await db.query(text, params)).rows as T[];
  } finally {
    await db.end();
  }
}

const login = (app: TestApp, username: string, password: string) => app.client.post('/api/Members/login').send({username, password});

describe.each(DESK_DATABASES)('auth hardening on %s', kind => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await givenRunningApp(kind);
    admin = await adminToken(app);
  });
  afterAll(async () => app?.stop());
  // Every test logs in from the same address: start each with no failures counted.
  beforeEach(async () => {
    await sql(app, 'DELETE FROM login_attempts');
  });

  describe('login throttle under parallel guesses', () => {
    it('checks at most the limit of 60 wrong passwords sent at once for one username; the rest answer 429', async () => {
      const {member} = await givenMemberWithRoles(app, ['receiver']);
      await sql(app, 'DELETE FROM login_attempts');
      const answers = await Promise.all(Array.from({length: 60}, (_, i) => login(app, member.username, `wrong-guess-${i}`)));
      const statuses = answers.map(r => r.status);
      expect(statuses.filter(s => s === 401)).toHaveLength(LIMITS.loginFailuresAllowed);
      expect(statuses.filter(s => s === 429)).toHaveLength(60 - LIMITS.loginFailuresAllowed);
      for (const r of answers.filter(a => a.status === 429)) expect(r.body.error.message).toBe(MESSAGES.tooManyLogins);
      const [{n}] = await sql<{n: number}>(app, 'SELECT count(*)::int AS n FROM login_attempts');
      expect(n).toBe(LIMITS.loginFailuresAllowed);
    });

    it('checks at most the limit of 60 guesses sent at once over different usernames from one address', async () => {
      const answers = await Promise.all(Array.from({length: 60}, (_, i) => login(app, `nobody-${i}-here`, 'wrong-guess-123')));
      expect(answers.filter(r => r.status === 401)).toHaveLength(LIMITS.loginFailuresAllowed);
      expect(answers.filter(r => r.status === 429)).toHaveLength(60 - LIMITS.loginFailuresAllowed);
    });

    it('records a successful login as a success, which makes the address trusted for that member', async () => {
      const {member, password} = await givenMemberWithRoles(app, ['receiver']);
      await sql(app, 'DELETE FROM login_attempts');
      await loginAs(app, member.username, password);
      const rows = await sql<{succeeded: boolean}>(app, 'SELECT succeeded FROM login_attempts');
      expect(rows).toEqual([{succeeded: true}]);
      // Colleagues' failures at this address do not lock the member out, also when they arrive together.
      await Promise.all(Array.from({length: 20}, (_, i) => login(app, `colleague-${i}`, 'wrong-guess-123')));
      await loginAs(app, member.username, password);
    });
  });

  describe('deactivation ends the sessions', () => {
    it('a token issued before a deactivation (PATCH) stays dead after the reactivation (PATCH)', async () => {
      const {member, token, password} = await givenMemberWithRoles(app, ['receiver']);
      await app.client.get('/api/Members/me').set(bearer(token)).expect(200);
      await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({isActive: false}).expect(204);
      await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({isActive: true}).expect(204);
      await app.client.get('/api/Members/me').set(bearer(token)).expect(401);
      // The member logs in anew.
      await app.client
        .get('/api/Members/me')
        .set(bearer(await loginAs(app, member.username, password)))
        .expect(200);
    });

    it('ends the tokens also when the member is deactivated by plain SQL', async () => {
      const {member, token} = await givenMemberWithRoles(app, ['receiver']);
      await sql(app, 'UPDATE members SET isactive = false WHERE id = $1', [member.id]);
      expect(await sql(app, 'SELECT id FROM access_tokens WHERE memberid = $1', [member.id])).toEqual([]);
      await sql(app, 'UPDATE members SET isactive = true WHERE id = $1', [member.id]);
      await app.client.get('/api/Members/me').set(bearer(token)).expect(401);
    });

    it('keeps the tokens of an edit that does not deactivate', async () => {
      const {member, token} = await givenMemberWithRoles(app, ['receiver']);
      await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({name: 'Still Active', isActive: true}).expect(204);
      await app.client.get('/api/Members/me').set(bearer(token)).expect(200);
    });
  });

  describe('password rules', () => {
    const cases: [string, (username: string) => string, string][] = [
      ['11 characters', () => 'kettle-harb', MESSAGES.passwordMin],
      ['only spaces', () => ' '.repeat(14), MESSAGES.passwordBlank],
      ['12 zero-width spaces', () => '\u200b'.repeat(12), MESSAGES.passwordBlank],
      ['11 visible characters padded with invisible ones', () => 'kettle-harb\u200b\u200d\u2060', MESSAGES.passwordMin],
      ['the username in other case', username => username.toUpperCase(), MESSAGES.passwordIsUsername],
      ['a common password', () => 'Qwerty123456', MESSAGES.passwordCommon],
    ];

    it.each(cases)('POST /api/Members refuses %s with 422 and creates nothing', async (_, password, message) => {
      const data = givenMemberData();
      const res = await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send({...data, password: password(data.username)})
        .expect(422);
      expect(res.body.error.message).toBe(message);
      expect(await sql(app, 'SELECT id FROM members WHERE username = $1', [data.username])).toEqual([]);
    });

    it.each(cases)('POST /api/Members/{id}/password refuses %s with 422 and keeps the old password', async (_, password, message) => {
      const {member, password: old} = await givenMemberWithRoles(app, ['receiver']);
      const res = await app.client
        .post(`/api/Members/${member.id}/password`)
        .set(bearer(admin))
        .send({password: password(member.username)})
        .expect(422);
      expect(res.body.error.message).toBe(message);
      await loginAs(app, member.username, old);
    });

    it('accepts a 12-character uncommon password on create and on change', async () => {
      const data = givenMemberData({password: 'kettle-harbo'});
      const res = await app.client.post('/api/Members').set(bearer(admin)).send(data).expect(200);
      await loginAs(app, data.username, 'kettle-harbo');
      await app.client.post(`/api/Members/${res.body.id}/password`).set(bearer(admin)).send({password: 'amber-kettle'}).expect(204);
      await loginAs(app, data.username, 'amber-kettle');
    });
  });

  describe('usernames', () => {
    it('stores a created username NFKC-normalised and trimmed, and logs it in however it is typed', async () => {
      const suffix = Date.now().toString(36);
      const typed = ` Ａｎｎａ－Ｂｕｙｅｒ－${suffix} `;
      const res = await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: typed}))
        .expect(200);
      expect(res.body.username).toBe(`Anna-Buyer-${suffix}`);
      for (const spelling of [`anna-buyer-${suffix}`, ` ANNA-BUYER-${suffix}`, `ａｎｎａ－ｂｕｙｅｒ－${suffix}`]) {
        expect((await login(app, spelling, 'member-password').expect(200)).body.userId).toBe(res.body.id);
      }
    });

    it('refuses invisible characters, spaces and mixed scripts in a username with 422, on POST and PATCH, and writes nothing', async () => {
      const suffix = Date.now();
      const {member} = await givenMemberWithRoles(app, ['receiver']);
      const cases: [string, string][] = [
        [`hidden\u200b-${suffix}`, USERNAME_MESSAGES.invisible],
        [`\u2060hidden-${suffix}`, USERNAME_MESSAGES.invisible],
        [`\u200b`.repeat(12), USERNAME_MESSAGES.invisible],
        [`two words-${suffix}`, USERNAME_MESSAGES.characters],
        [`mixed-\u0430lpha-${suffix}`, USERNAME_MESSAGES.mixedScripts],
        [`${'\u0301'.repeat(9)}`, USERNAME_MESSAGES.marks],
      ];
      for (const [username, message] of cases) {
        const created = await app.client.post('/api/Members').set(bearer(admin)).send(givenMemberData({username})).expect(422);
        expect(created.body.error.message).toBe(message);
        const renamed = await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({username}).expect(422);
        expect(renamed.body.error.message).toBe(message);
      }
      expect(await sql(app, 'SELECT count(*)::int AS n FROM members WHERE username LIKE $1', [`%${suffix}%`])).toEqual([{n: 0}]);
      expect((await app.client.get(`/api/Members/${member.id}`).set(bearer(admin)).expect(200)).body.username).toBe(member.username);
    });

    it('refuses a look-alike of an existing username (Cyrillic letters, 0 for o) with 409 naming it, on POST and PATCH', async () => {
      const suffix = Date.now();
      const original = `robot-cocoa-${suffix}`;
      await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: original}))
        .expect(200);
      const res = await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: `r0bot-cocoa-${suffix}`}))
        .expect(409);
      expect(res.body.error).toMatchObject({message: USERNAME_MESSAGES.confusable(original), code: 'USERNAME_CONFUSABLE'});
      // All Cyrillic, one script, and still the Latin one to the eye.
      const cyrillicOriginal = `cocoa-pec-${suffix}`;
      await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: cyrillicOriginal}))
        .expect(200);
      const cyrillic = `\u0441\u043e\u0441\u043e\u0430-\u0440\u0435\u0441-${suffix}`;
      const refused = await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: cyrillic}))
        .expect(409);
      expect(refused.body.error.message).toBe(USERNAME_MESSAGES.confusable(cyrillicOriginal));
      const {member} = await givenMemberWithRoles(app, ['receiver']);
      const renamed = await app.client
        .patch(`/api/Members/${member.id}`)
        .set(bearer(admin))
        .send({username: `r0b0t-c0c0a-${suffix}`})
        .expect(409);
      expect(renamed.body.error.message).toBe(USERNAME_MESSAGES.confusable(original));
      // The same username in another case is taken, as before; a member keeps its own name.
      expect(
        (
          await app.client
            .post('/api/Members')
            .set(bearer(admin))
            .send(givenMemberData({username: original.toUpperCase()}))
            .expect(409)
        ).body.error.message,
      ).toBe(MESSAGES.usernameTaken);
      await app.client.patch(`/api/Members/${member.id}`).set(bearer(admin)).send({username: member.username, name: 'Renamed'}).expect(204);
    });

    it("logs 'ＴＥＳＴ－ＡＤＭＩＮ' (full width, upper case) in as the admin 'test-admin'", async () => {
      const res = await login(app, 'ＴＥＳＴ－ＡＤＭＩＮ', TEST_ADMIN.password).expect(200);
      const me = await app.client.get('/api/Members/me').set(bearer(res.body.id)).expect(200);
      expect(me.body.username).toBe(TEST_ADMIN.username);
    });

    it('refuses a username taken in another case or width with 409 usernameTaken, on POST and PATCH', async () => {
      const suffix = Date.now().toString(36);
      await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: `taken-${suffix}`}))
        .expect(200);
      for (const username of [`TAKEN-${suffix}`, `ｔａｋｅｎ-${suffix}`, ` Taken-${suffix}`]) {
        const res = await app.client.post('/api/Members').set(bearer(admin)).send(givenMemberData({username})).expect(409);
        expect(res.body.error.message).toBe(MESSAGES.usernameTaken);
      }
      const {member} = await givenMemberWithRoles(app, ['receiver']);
      const res = await app.client
        .patch(`/api/Members/${member.id}`)
        .set(bearer(admin))
        .send({username: `Taken-${suffix}`})
        .expect(409);
      expect(res.body.error.message).toBe(MESSAGES.usernameTaken);
    });

    it('treats non-ASCII letters regardless of case too (Ä and ä)', async () => {
      const suffix = Date.now().toString(36);
      await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: `äijälä-${suffix}`}))
        .expect(200);
      const res = await app.client
        .post('/api/Members')
        .set(bearer(admin))
        .send(givenMemberData({username: `ÄIJÄLÄ-${suffix}`}))
        .expect(409);
      expect(res.body.error.message).toBe(MESSAGES.usernameTaken);
      await login(app, `ÄIJÄLÄ-${suffix}`, 'member-password').expect(200);
    });

    it('stores a username changed by PATCH normalised and trimmed', async () => {
      const {member} = await givenMemberWithRoles(app, ['receiver']);
      const suffix = Date.now().toString(36);
      await app.client
        .patch(`/api/Members/${member.id}`)
        .set(bearer(admin))
        .send({username: `  Ｒｅｎａｍｅｄ-${suffix}\u3000`})
        .expect(204);
      const res = await app.client.get(`/api/Members/${member.id}`).set(bearer(admin)).expect(200);
      expect(res.body.username).toBe(`Renamed-${suffix}`);
    });
  });
});

describe('INITIAL_ADMIN_* follow the member rules', () => {
  it('refuses to start with a weak INITIAL_ADMIN_PASSWORD, saying why', async () => {
    const db = await givenDatabase('postgres');
    const config = {...readConfig({}), port: 0, initialAdmin: {username: 'first-admin', password: 'short-pass'}, clientDist: '/nonexistent'};
    const server = new ExpressServer(config, db);
    await server.boot();
    try {
      await expect(server.start()).rejects.toThrow(`INITIAL_ADMIN_PASSWORD is not accepted: ${MESSAGES.passwordMin}`);
    } finally {
      await server.stop();
      await db.drop();
    }
  });
});
