import http from 'node:http';
import {once} from 'node:events';
import {FortySixElksProvider, GatewayApiProvider, LocalSmsProvider, smsProviderFromEnv} from '../../adapters/sms/sms.adapter';
import {HttpPlacesProvider, NoPlacesProvider, placesProviderFromEnv} from '../../adapters/places/places.adapter';
import {bearer, givenRunningApp} from '../helpers/app.helper';
import {adminToken, givenMemberWithRoles, givenOrder} from '../helpers/builders';
import {PLACES_PROVIDER, SMS_PROVIDER} from '../../keys';

interface Seen {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the provider on 127.0.0.1: records each request and answers as told. */
async function givenFakeProvider(answer: (seen: Seen) => {status: number; body: unknown}) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', chunk => (body += chunk));
    req.on('end', () => {
      const request = {method: req.method, url: req.url, headers: req.headers, body};
      seen.push(request);
      const {status, body: reply} = answer(request);
      res.writeHead(status, {'Content-Type': 'application/json'});
      res.end(typeof reply === 'string' ? reply : JSON.stringify(reply));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  return {url: `http://127.0.0.1:${port}`, seen, close: () => new Promise(resolve => server.close(resolve))};
}

describe('SMS providers against a local HTTP server', () => {
  it('46elks: form POST to /a1/sms with basic auth, the number in E.164', async () => {
    const fake = await givenFakeProvider(() => ({status: 200, body: {id: 's7a1', status: 'created'}}));
    const provider = new FortySixElksProvider({url: fake.url, username: 'u123', password: 'p456', from: 'Karat'});
    expect(await provider.send({to: '358401234567', message: 'Hei ä'})).toEqual({provider: '46elks', providerMessageId: 's7a1'});
    const [req] = fake.seen;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/a1/sms');
    expect(req.headers.authorization).toBe('Basic ' + Buffer.from('u123:p456').toString('base64'));
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({from: 'Karat', to: '+358401234567', message: 'Hei ä'});
    await fake.close();
  });

  it('46elks: a refusal throws with the status and reason', async () => {
    const fake = await givenFakeProvider(() => ({status: 401, body: 'API access denied'}));
    const provider = new FortySixElksProvider({url: fake.url, username: 'u', password: 'bad', from: 'Karat'});
    await expect(provider.send({to: '358401234567', message: 'x'})).rejects.toThrow(/46elks refused the message \(HTTP 401\): API access denied/);
    await fake.close();
  });

  it('GatewayAPI: JSON POST to /rest/mtsms with a bearer token and MSISDN recipients', async () => {
    const fake = await givenFakeProvider(() => ({status: 200, body: {ids: [42]}}));
    const provider = new GatewayApiProvider({url: fake.url, token: 'tok', from: 'Karat'});
    expect(await provider.send({to: '46701234567', message: 'Hej'})).toEqual({provider: 'gatewayapi', providerMessageId: '42'});
    const [req] = fake.seen;
    expect(req.url).toBe('/rest/mtsms');
    expect(req.headers.authorization).toBe('Bearer tok');
    expect(JSON.parse(req.body)).toEqual({sender: 'Karat', message: 'Hej', recipients: [{msisdn: 46701234567}]});
    await fake.close();
  });

  it('is chosen by the environment, and refuses a half configuration', () => {
    expect(smsProviderFromEnv({})).toBeInstanceOf(LocalSmsProvider);
    expect(smsProviderFromEnv({SMS_PROVIDER: '46elks', ELKS_USERNAME: 'u', ELKS_PASSWORD: 'p'})).toBeInstanceOf(FortySixElksProvider);
    expect(smsProviderFromEnv({SMS_PROVIDER: 'gatewayapi', GATEWAYAPI_TOKEN: 't'})).toBeInstanceOf(GatewayApiProvider);
    expect(() => smsProviderFromEnv({SMS_PROVIDER: 'gatewayapi'})).toThrow(/GATEWAYAPI_TOKEN must be set/);
  });

  it('records a failed message in SmsLog and answers 424 with the reason', async () => {
    const fake = await givenFakeProvider(() => ({status: 500, body: 'upstream down'}));
    const app = await givenRunningApp('postgres', {bindings: [[SMS_PROVIDER, new GatewayApiProvider({url: fake.url, token: 't', from: 'Karat'})]]});
    try {
      const token = await adminToken(app);
      const order = await givenOrder(app, token, {isReceived: true, isValued: true});
      const res = await app.client.post('/api/SMs/send').set(bearer(token)).send({orderId: order.id, kind: 'tellerNoAnswer'}).expect(424);
      expect(res.body.error.message).toMatch(/Message not sent: gatewayapi refused the message \(HTTP 500\)/);
      const logs = (await app.client.get('/api/SmsLogs').set(bearer(token)).expect(200)).body;
      expect(logs).toEqual([expect.objectContaining({status: 'failed', provider: 'gatewayapi', to: '358401234567', error: expect.stringMatching(/HTTP 500/)})]);
      const noClient = await givenOrder(app, token, {isReceived: true, isValued: true}, null);
      await app.client.post('/api/SMs/send').set(bearer(token)).send({orderId: noClient.id, kind: 'tellerNoAnswer'}).expect(422);
    } finally {
      await app.stop();
      await fake.close();
    }
  });
});

describe('places autocomplete', () => {
  it('is off by default and answers enabled: false', async () => {
    expect(placesProviderFromEnv({})).toBeInstanceOf(NoPlacesProvider);
    const app = await givenRunningApp('postgres');
    try {
      const {token} = await givenMemberWithRoles(app, ['buyer']);
      await app.client.get('/api/places/autocomplete?q=Aurakatu').set(bearer(token)).expect(200, {enabled: false, suggestions: []});
    } finally {
      await app.stop();
    }
  });

  it('asks the configured HTTP service and maps its answer', async () => {
    const fake = await givenFakeProvider(() => ({
      status: 200,
      body: [{description: 'Aurakatu 1, Turku', address: 'Aurakatu 1', zip: '20100', city: 'Turku', extra: 'x'}],
    }));
    const provider = new HttpPlacesProvider({url: `${fake.url}/places`, apiKey: 'k'});
    const app = await givenRunningApp('postgres', {bindings: [[PLACES_PROVIDER, provider]]});
    try {
      const {token} = await givenMemberWithRoles(app, ['buyer']);
      const res = await app.client.get('/api/places/autocomplete?q=Aurakatu%201&country=finland').set(bearer(token)).expect(200);
      expect(res.body).toEqual({enabled: true, suggestions: [{description: 'Aurakatu 1, Turku', address: 'Aurakatu 1', zip: '20100', city: 'Turku'}]});
      expect(fake.seen[0].url).toBe('/places?q=Aurakatu+1&country=finland');
      expect(fake.seen[0].headers.authorization).toBe('Bearer k');
    } finally {
      await app.stop();
      await fake.close();
    }
  });
});
