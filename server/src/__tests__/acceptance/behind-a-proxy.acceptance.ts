import {Client} from 'pg';
import {LIMITS, MESSAGES} from '@karat/shared';
import {givenRunningApp, TestApp} from '../helpers/app.helper';

// Behind a proxy every request comes from the proxy's address. With TRUST_PROXY the login throttle
// counts the client's address the proxy forwards; without it a forwarded address is not believed,
// or a guesser would pick a new one for each try.

const login = (app: TestApp, from: string, i: number) =>
  app.client
    .post('/api/Members/login')
    .set('X-Forwarded-For', from)
    .send({username: `nobody-${i}-here`, password: 'wrong-guess-123'});

async function addresses(app: TestApp): Promise<string[]> {
  const db = new Client({connectionString: app.url});
  await db.connect();
  try {
    return (await db.query<{address: string}>('SELECT DISTINCT address FROM login_attempts ORDER BY address')).rows.map(r => r.address);
  } finally {
    await db.end();
  }
}

describe('the login throttle behind a proxy', () => {
  let proxied: TestApp;
  let direct: TestApp;
  beforeAll(async () => {
    proxied = await givenRunningApp('postgres', {config: {trustProxy: 1}});
    direct = await givenRunningApp('postgres');
  });
  afterAll(async () => {
    await proxied?.stop();
    await direct?.stop();
  });

  it("with TRUST_PROXY=1, counts each client's forwarded address: one guesser does not lock the office out", async () => {
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) await login(proxied, '203.0.113.5', i).expect(401);
    expect((await login(proxied, '203.0.113.5', 99).expect(429)).body.error.message).toBe(MESSAGES.tooManyLogins);
    // A colleague behind the same proxy still gets an answer about the password.
    await login(proxied, '198.51.100.7', 100).expect(401);
    expect(await addresses(proxied)).toEqual(['198.51.100.7', '203.0.113.5']);
  });

  it('without it, believes no forwarded address: a new one for each guess changes nothing', async () => {
    for (let i = 0; i < LIMITS.loginFailuresAllowed; i++) await login(direct, `203.0.113.${i + 1}`, i).expect(401);
    await login(direct, '198.51.100.7', 99).expect(429);
    expect(await addresses(direct)).toHaveLength(1);
  });
});
