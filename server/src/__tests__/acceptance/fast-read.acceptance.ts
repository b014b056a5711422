import {supertest} from '@loopback/testlab';
import {DEMO_PASSWORD, demoUsername, runDemo} from '../../scripts/seed-data';
import {bearer, givenRunningApp, loginAs, TestApp} from '../helpers/app.helper';

const q = (value: object) => encodeURIComponent(JSON.stringify(value));

/** Everything of an answer but the time it was sent. */
function answerOf(res: supertest.Response) {
  const {date, ...headers} = res.headers;
  return {status: res.status, headers, text: res.text};
}

describe('the fast read lane answers exactly as LoopBack', () => {
  let app: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    // The demo writes with its own connection: no repository of the app has been made yet.
    await runDemo(app.url);
    for (const role of ['admin', 'receiver', 'buyer', 'teller'] as const) tokens[role] = await loginAs(app, demoUsername(role), DEMO_PASSWORD);
    tokens.bogus = 'not-a-token';
  });
  afterAll(async () => app?.stop());

  // Must stay the first request of the file: the bug only showed before any client was read.
  it('gets an order with its client while no client repository exists yet', async () => {
    const res = await app.client.get(`/api/Orders/1?filter=${q({include: [{relation: 'client'}, {relation: 'receiver'}]})}`).set(bearer(tokens.admin));
    expect(res.status).toBe(200);
    expect(res.body.client.id).toBe(res.body.clientId);
  });

  // [role, path, answered by the lane]: the lane answers only what LoopBack answers 200.
  const cases: [string, string, boolean][] = [
    ['admin', `/api/Orders?filter=${q({where: {country: 'finland', isReceived: false}, order: ['orderNumber DESC'], limit: 50})}`, true],
    ['receiver', `/api/Orders?filter=${q({where: {isReceived: 'true'}, order: ['receivedDate DESC'], limit: 20, include: ['client', {relation: 'receiver'}]})}`, true],
    ['admin', `/api/Orders?filter=${q({where: {and: [{createdAt: {gt: '2020-01-22T15:15:30Z'}}, {offer: {gte: '100.5'}}]}, fields: ['id', 'offer', 'createdAt'], limit: 30})}`, true],
    ['admin', `/api/Orders?filter[where][country]=sweden&filter[limit]=3&filter[order]=id%20DESC`, true],
    ['admin', `/api/Orders?filter=${q({where: {id: {inq: [1, '2', 3]}}, include: [{relation: 'client', scope: {fields: ['id', 'firstName']}}]})}`, true],
    ['admin', `/api/Orders/count?where=${q({closed: false, country: 'finland'})}`, true],
    ['teller', `/api/Orders/2?filter=${q({include: [{relation: 'client'}, {relation: 'caller'}]})}`, true],
    ['admin', `/api/Orders/3`, true],
    ['admin', `/api/Clients?filter=${q({where: {lastName: {ilike: '%NEN'}}, include: [{relation: 'orders', scope: {limit: 2}}], limit: 5})}`, true],
    ['admin', `/api/CallLogs?filter=${q({include: [{relation: 'member'}, {relation: 'order'}], order: ['id DESC'], limit: 10})}`, true],
    // Members' credentials live in their own model: never in an answer.
    ['buyer', `/api/Members?filter=${q({order: ['id ASC']})}`, true],
    ['admin', `/api/AuditEntries?filter=${q({order: ['id DESC'], limit: 5})}`, true],
    ['admin', `/api/Orders?unknown=1`, true],
    // The buyer's call lists take the member from the token.
    ['buyer', `/api/buyer/welcome-calls`, true],
    ['buyer', `/api/buyer/after-calls?q=a&limit=5&skip=1`, true],
    ['buyer', `/api/buyer/call-counts`, true],
    // Errors: LoopBack answers them, the lane stays out.
    ['admin', `/api/Orders/99999999`, false],
    ['admin', `/api/Orders/abc`, false],
    ['admin', `/api/Orders?filter=${q({limit: 'x'})}`, false],
    ['admin', `/api/Orders?filter=not-json`, false],
    ['admin', `/api/Orders?filter=${q({limit: 100000})}`, false],
    ['admin', `/api/Orders?filter=${q({where: {$where: '1 = 1'}})}`, false],
    ['admin', `/api/Orders?filter=${q({where: {city: {regexp: '^T'}}})}`, false],
    ['admin', `/api/Orders?filter=${q({where: {nope: 1}})}`, false],
    ['admin', `/api/Orders?filter=${q({fields: {password: true}})}`, false],
    ['buyer', `/api/Orders?filter=${q({limit: 1})}`, false],
    ['buyer', `/api/Orders/1`, false],
    ['receiver', `/api/AuditEntries`, false],
    ['bogus', `/api/Orders`, false],
    ['none', `/api/Orders/1`, false],
    // Not generic reads: always LoopBack.
    ['admin', `/api/Members/me`, false],
    ['admin', `/api/health`, false],
    ['admin', `/api/buyer/welcome-calls`, false],
    ['buyer', `/api/buyer/after-calls?limit=0`, false],
    ['admin', `/api/no-such-thing`, false],
  ];

  it.each(cases)('%s GET %s', async (role, path, byLane) => {
    const lane = app.server.fastReads;
    const request = () => (role === 'none' ? app.client.get(path) : app.client.get(path).set(bearer(tokens[role])));
    const before = lane.served;
    const fast = answerOf(await request());
    if (byLane) expect(fast.status).toBe(200);
    expect(lane.served - before).toBe(byLane ? 1 : 0);
    lane.enabled = false;
    try {
      const slow = answerOf(await request());
      expect(fast).toEqual(slow);
    } finally {
      lane.enabled = true;
    }
    if (fast.status === 200) expect(fast.text).not.toMatch(/passwordHash|"salt"/);
  });

  it('leaves HEAD and writes to LoopBack', async () => {
    const before = app.server.fastReads.served;
    // LoopBack routes no HEAD: the lane must not answer one either.
    await app.client.head('/api/Orders').set(bearer(tokens.admin)).expect(404);
    await app.client.post('/api/Orders').set(bearer(tokens.buyer)).send({}).expect(403);
    expect(app.server.fastReads.served).toBe(before);
  });
});
