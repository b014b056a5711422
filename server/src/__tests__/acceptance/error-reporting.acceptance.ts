import {createServer, IncomingMessage, Server} from 'node:http';
import {AddressInfo} from 'node:net';
import {BindingScope, injectable} from '@loopback/core';
import {get} from '@loopback/rest';
import {ROLE_MATRIX} from '../../authorization/role-matrix';
import {errorReporterFromEnv, LogErrorReporter, parseSentryDsn, ReportingStep, SentryErrorReporter} from '../../adapters/errors/error-reporter.adapter';
import {ERROR_REPORTING} from '../../keys';
import {CLIENT_ERRORS_PER_MINUTE} from '../../services/client-error.service';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles} from '../helpers/builders';

// The spec's error-reporting step (spec 02 §7 "Login and shell", §8 "Login and general") through an adapter: a server
// fault and a browser's report reach a Sentry-compatible service (here a local HTTP server speaking
// its envelope protocol), except the two messages the spec ignores; the default is the server log.

interface Received {
  path: string;
  auth: string | undefined;
  header: Record<string, unknown>;
  item: Record<string, unknown>;
  event: Record<string, unknown>;
}

/** A local stand-in of the service: records each envelope it is sent. */
async function givenSentryServer() {
  const received: Received[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>(resolve => {
      let body = '';
      req.on('data', chunk => (body += chunk));
      req.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (req, res) => {
    const [header, item, event] = (await read(req)).split('\n').map(line => JSON.parse(line));
    received.push({path: req.url!, auth: req.headers['x-sentry-auth'] as string | undefined, header, item, event});
    res.writeHead(200, {'Content-Type': 'application/json'}).end(JSON.stringify({id: header.event_id}));
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {received, dsn: `http://publickey123@127.0.0.1:${port}/sentry/42`, close: () => new Promise(resolve => server.close(resolve))};
}

@injectable({scope: BindingScope.SINGLETON})
class BrokenController {
  @get('/fixture/broken', {responses: {'200': {description: 'Never'}}})
  async broken(): Promise<object> {
    throw new TypeError('Broken on purpose');
  }
  @get('/fixture/noise', {responses: {'200': {description: 'Never'}}})
  async noise(): Promise<object> {
    throw new Error('Connection closed before response received');
  }
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise(resolve => setTimeout(resolve, 20));
};

describe('the error-reporting step', () => {
  let sentry: Awaited<ReturnType<typeof givenSentryServer>>;
  let app: TestApp;
  let admin: string;

  beforeAll(async () => {
    sentry = await givenSentryServer();
    app = await givenRunningApp('pglite', {
      bindings: [[ERROR_REPORTING, new ReportingStep(new SentryErrorReporter(parseSentryDsn(sentry.dsn), {environment: 'test'}))]],
    });
    app.server.lbApp.controller(BrokenController);
    ROLE_MATRIX['GET /fixture/broken'] = ['admin'];
    ROLE_MATRIX['GET /fixture/noise'] = ['admin'];
    admin = await adminToken(app);
  });
  afterAll(async () => {
    delete ROLE_MATRIX['GET /fixture/broken'];
    delete ROLE_MATRIX['GET /fixture/noise'];
    await app?.stop();
    await sentry?.close();
  });
  beforeEach(() => {
    sentry.received.length = 0;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('reports a server fault as an event envelope with the DSN key, and still logs it', async () => {
    const res = await app.client.get('/api/fixture/broken').set(bearer(admin)).expect(500);
    expect(res.body.error.message).toBe('Internal Server Error');
    await until(() => sentry.received.length > 0);
    expect(sentry.received).toHaveLength(1);
    const [sent] = sentry.received;
    expect(sent.path).toBe('/sentry/api/42/envelope/');
    expect(sent.auth).toMatch(/^Sentry sentry_version=7, sentry_key=publickey123, sentry_client=karat\//);
    expect(sent.item).toEqual({type: 'event'});
    expect(sent.header.event_id).toBe(sent.event.event_id);
    expect(sent.event).toMatchObject({
      platform: 'node',
      level: 'error',
      environment: 'test',
      exception: {values: [{type: 'TypeError', value: 'Broken on purpose'}]},
      tags: {source: 'server', status: '500'},
      request: {method: 'GET', url: '/api/fixture/broken'},
    });
    const [line] = vi.mocked(console.error).mock.calls.map(call => String(call[0]));
    expect(JSON.parse(line)).toMatchObject({
      level: 'error',
      source: 'server',
      msg: 'Request GET /api/fixture/broken failed with status code 500',
      message: 'Broken on purpose',
      stack: expect.stringMatching(/^TypeError: Broken on purpose\n/),
    });
  });

  it("logs a browser's report as one JSON line: its text cannot start a line or pass for another entry", async () => {
    const member = await givenMemberWithRoles(app, ['receiver']);
    const forged = '\n2026-03-10T10:00:00Z INFO admin-user logged in\r\u0085\u2028\u2029\u202eevil\u001b[2J';
    await app.client
      .post('/api/client-errors')
      .set(bearer(member.token))
      .send({message: `Broken${forged}`, stack: `Error: Broken${forged}`, url: `/receiver${forged}`, type: 'Error'})
      .expect(204);
    await until(() => vi.mocked(console.error).mock.calls.length > 0 && sentry.received.length > 0);
    const lines = vi.mocked(console.error).mock.calls.map(call => String(call[0]));
    expect(lines).toHaveLength(1);
    // Nothing a viewer takes for a line break, a control or a change of direction.
    const unsafe = [...lines[0]].filter(char => /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u.test(char));
    expect(unsafe).toEqual([]);
    expect(JSON.parse(lines[0])).toMatchObject({
      source: 'client',
      memberId: member.member.id,
      message: `Broken${forged}`,
      stack: `Error: Broken${forged}`,
      url: `/receiver${forged}`,
    });
  });

  it('does not report a 4xx, nor the messages the spec ignores', async () => {
    await app.client.get('/api/Orders/999999').set(bearer(admin)).expect(404);
    await app.client.get('/api/fixture/noise').set(bearer(admin)).expect(500);
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(sentry.received).toHaveLength(0);
  });

  it("reports a browser's error with the member, drops the ignored ones, and limits each member", async () => {
    const member = await givenMemberWithRoles(app, ['receiver']);
    const report = (body: object, token = member.token) => app.client.post('/api/client-errors').set(bearer(token)).send(body);
    await report({
      message: 'Cannot read properties of undefined (reading map)',
      type: 'TypeError',
      stack: 'TypeError: at Receiver',
      url: '/receiver',
      status: 0,
    }).expect(204);
    await until(() => sentry.received.length > 0);
    expect(sentry.received[0].event).toMatchObject({
      platform: 'javascript',
      exception: {values: [{type: 'TypeError', value: 'Cannot read properties of undefined (reading map)'}]},
      tags: {source: 'client'},
      user: {id: String(member.member.id)},
      request: {url: '/receiver'},
      extra: {stack: 'TypeError: at Receiver'},
    });
    await report({message: 'Cannot read properties of null (reading send)'}).expect(204);
    await new Promise(resolve => setTimeout(resolve, 200));
    expect(sentry.received).toHaveLength(1);

    await report({}).expect(422);
    await report({message: 'x', extra: 'nope'}).expect(422);
    await app.client.post('/api/client-errors').send({message: 'anonymous'}).expect(401);
    for (let i = 2; i < CLIENT_ERRORS_PER_MINUTE; i++) await report({message: `error ${i}`}).expect(204);
    expect((await report({message: 'one too many'}).expect(429)).body.error.message).toBe('Too many error reports; try again in a minute');
  });
});

describe('the error reporter from the environment', () => {
  it('is the server log without a DSN, a Sentry-compatible service with one', () => {
    expect(errorReporterFromEnv({})).toBeInstanceOf(LogErrorReporter);
    expect(errorReporterFromEnv({ERROR_REPORTER_DSN: 'https://abc@errors.example.com/7'})).toBeInstanceOf(SentryErrorReporter);
    expect(errorReporterFromEnv({SENTRY_DSN: 'https://abc@errors.example.com/7'})).toBeInstanceOf(SentryErrorReporter);
    expect(() => errorReporterFromEnv({ERROR_REPORTER_DSN: 'not a url'})).toThrow('ERROR_REPORTER_DSN is not a URL');
    expect(() => errorReporterFromEnv({ERROR_REPORTER_DSN: 'https://errors.example.com/7'})).toThrow(/must look like/);
  });

  it('finds the envelope endpoint of a DSN, with or without a path', () => {
    expect(parseSentryDsn('https://k@o1.ingest.sentry.io/123').envelopeUrl).toBe('https://o1.ingest.sentry.io/api/123/envelope/');
    expect(parseSentryDsn('http://k@localhost:8000/glitchtip/9')).toMatchObject({
      publicKey: 'k',
      envelopeUrl: 'http://localhost:8000/glitchtip/api/9/envelope/',
    });
  });
});
