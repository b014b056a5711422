import {ROLE_FLAGS} from '@karat/shared';
import {OPERATION_TABLE} from '../../keys';
import {bearer, givenRunningApp, TestApp} from '../helpers/app.helper';
import {givenMemberWithRoles} from '../helpers/builders';

/** Names every plain JavaScript object answers: a lookup keyed by a path parameter must not find them. */
const OBJECT_MEMBER_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

/** A value each path parameter accepts, so the other parameters of a route reach the one tried. */
const SAMPLE: Record<string, string> = {
  id: '987654',
  orderId: '987654',
  userId: '987654',
  key: 'test.key',
  phone: '358400000000',
  language: 'finnish',
  kind: 'orders',
  list: 'waiting',
  start: '2026-01-01',
  end: '2026-01-31',
  field: 'valuationImage',
  file: '1773223200000-O987654-valuationImage.png',
  country: 'finland',
  team: 'turku',
  generator: 'finnish',
  document: 'carrier-label',
};

/** A body that passes the schema, so a route with text parameters reaches its controller. */
const BODIES: Record<string, object | Buffer> = {
  'POST /bursar/{country}/scan': {barCode: 'NO-SUCH-CODE'},
  'POST /payment-xml/generate/{generator}': {orderIds: [987654]},
  'PUT /Members/me/preferences/{key}': {value: ['orderNumber']},
  'POST /Orders/{id}/valuation-images/{field}': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]),
};

/** Parameters whose value is a free name the member chooses (a preference is a row keyed by it), not a lookup. */
const FREE_NAMES = new Set(['GET /Members/me/preferences/{key}', 'PUT /Members/me/preferences/{key}']);

const parametersOf = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map(m => m[1]);

/** Each name in each parameter alone (the others a usable value), then in all of them at once. */
function pathsFor(path: string, name: string): string[] {
  const params = parametersOf(path);
  const fill = (pick: (param: string) => string) => path.replace(/\{([^}]+)\}/g, (_, param: string) => encodeURIComponent(pick(param)));
  const one = params.map(target => fill(param => (param === target ? name : (SAMPLE[param] ?? 'x'))));
  return params.length > 1 ? [...one, fill(() => name)] : one;
}

describe.each(['postgres', 'pglite'] as const)('path parameters named like Object.prototype members (%s)', kind => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    // Every role flag, so no route refuses before its parameters are read.
    token = (await givenMemberWithRoles(app, [...ROLE_FLAGS])).token;
  });
  afterAll(async () => app?.stop());
  afterEach(() => vi.restoreAllMocks());

  it('answers 4xx, never 500, on every route of the route table, with and without a token, and logs no stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table = await app.server.lbApp.get(OPERATION_TABLE);
    // Logout would end the token.
    const routes = table.keys().filter(key => key.includes('{') && key !== 'POST /Members/logout');
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const key of routes) {
      const [verb, path] = key.split(' ');
      for (const name of OBJECT_MEMBER_NAMES) {
        for (const url of pathsFor(path, name)) {
          for (const auth of [undefined, token]) {
            let req = app.client[verb.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete']('/api' + url);
            if (auth) req = req.set(bearer(auth));
            const body = BODIES[key] ?? (['POST', 'PUT', 'PATCH'].includes(verb) ? {} : undefined);
            if (Buffer.isBuffer(body)) req = req.set('Content-Type', 'application/octet-stream').send(body);
            else if (body) req = req.send(body);
            const res = await req;
            if (res.status >= 500) failures.push(`${verb} ${url} ${auth ? 'with' : 'without'} a token: ${res.status} ${res.text.slice(0, 120)}`);
            // No lookup may take an Object member for a known name (a generator, a country...).
            else if (res.status < 400 && !FREE_NAMES.has(key)) failures.push(`${verb} ${url}: ${res.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
  });

  it('answers 400 to a malformed percent-encoding in a path parameter', async () => {
    const res = await app.client.get('/api/Orders/%E0').set(bearer(token)).expect(400);
    expect(res.body.error.message).toMatch(/percent-encoding/);
    await app.client.get('/api/Orders/%E0').expect(400);
  });
});
