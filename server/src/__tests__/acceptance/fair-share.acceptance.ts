import http from 'node:http';
import {DEMO_PASSWORD, demoUsername, runDemo} from '../../scripts/seed-data';
import {bearer, givenRunningApp, loginAs, TestApp} from '../helpers/app.helper';

const q = (value: object) => encodeURIComponent(JSON.stringify(value));

/** A GET over a real connection whose body is read and dropped, as another machine's browser would. */
function fetchStatus(url: string, token: string): Promise<{status: number; body: string}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers: bearer(token)}, res => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => res.statusCode !== 200 && chunks.push(c));
        res.on('end', () => resolve({status: res.statusCode!, body: Buffer.concat(chunks).toString()}));
      })
      .on('error', reject);
  });
}

/** One heavy reader must not stall everyone else. */
describe('one heavy reader cannot stall everyone', () => {
  let app: TestApp;
  let receiver: string;
  let admin: string;
  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    await runDemo(app.url);
    receiver = await loginAs(app, demoUsername('receiver'), DEMO_PASSWORD);
    admin = await loginAs(app, demoUsername('admin'), DEMO_PASSWORD);
  });
  afterAll(async () => app?.stop());

  it('refuses a list that asks for more rows and relations than the cost cap', async () => {
    const every = ['client', 'caller', 'receiver', 'valuator', 'teller', 'payer'];
    const res = await app.client.get(`/api/Orders?filter=${q({limit: 1000, include: every})}`).set(bearer(receiver));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^The list asks for too much at once: 1000 rows with 6 related records each/);
    // No limit means the largest page: with includes it costs the same.
    await app.client
      .get(`/api/Orders?filter=${q({include: every})}`)
      .set(bearer(receiver))
      .expect(400);
    await app.client
      .get(`/api/Orders?filter=${q({limit: 100, include: every})}`)
      .set(bearer(receiver))
      .expect(200);
    await app.client
      .get(`/api/Orders/1?filter=${q({include: every})}`)
      .set(bearer(receiver))
      .expect(200);
  });

  it("24 parallel 1,000-row lists from one receiver: some wait their turn (429), another member's gets are answered meanwhile", async () => {
    const heavy = `/api/Orders?filter=${q({limit: 1000, include: ['client', 'caller', 'receiver', 'valuator']})}`;
    // Warm up both requests' statements and the token cache, as a working server has.
    await app.client.get(heavy).set(bearer(receiver)).expect(200);
    await app.client.get('/api/Orders/7').set(bearer(admin)).expect(200);

    const storm = Promise.all(Array.from({length: 24}, () => fetchStatus(app.server.url + heavy, receiver)));
    for (let i = 0; i < 10; i++) {
      await app.client
        .get(`/api/Orders/${7 + i}`)
        .set(bearer(admin))
        .expect(200);
    }
    const answers = await storm;
    const statuses = answers.map(r => r.status);
    expect(statuses.filter(s => s !== 200 && s !== 429)).toEqual([]);
    // How many overlap depends on how fast the burst arrives; the exact cap is RequestsInFlight's unit test.
    expect(statuses.filter(s => s === 429).length).toBeGreaterThan(0);
    expect(JSON.parse(answers.find(r => r.status === 429)?.body ?? '{}').error?.message).toBe('Too many requests at once: wait for the ones under way');
    // The latency target (another member's get under 200 ms) is bench scenario (g): speed targets live in
    // the benchmark, not in timed tests on a machine shared with other test files.
    // Once answered, the receiver works on as before.
    await app.client.get(heavy).set(bearer(receiver)).expect(200);
  });
});
