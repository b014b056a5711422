import fs from 'node:fs';
import path from 'node:path';
import {ROLE_FLAGS, type RoleFlag} from '@karat/shared';
import {allows, ROLE_MATRIX} from '../../authorization/role-matrix';
import {ACCESS_DENIED} from '../../authorization/role-matrix.authorizer';
import {bearer, givenRunningApp, TEST_ADMIN, TestApp} from '../helpers/app.helper';
import {givenClientData, givenMaterialData, givenMemberData, givenMemberWithRoles, givenOrderData} from '../helpers/builders';

const spec = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../openapi.json'), 'utf8'));
const endpoints: {verb: string; path: string; key: string}[] = Object.entries(spec.paths as Record<string, object>).flatMap(([p, ops]) =>
  Object.keys(ops).map(verb => ({verb: verb.toUpperCase(), path: p, key: `${verb.toUpperCase()} ${p}`})),
);
/** Routes that exist but are undocumented in openapi.json. */
const UNDOCUMENTED = ['GET /explorer', 'GET /explorer/', 'GET /explorer/openapi.json'];

/** A body that passes validation, so only authorization can refuse the call. */
function validBody(key: string): object | undefined {
  const bodies: Record<string, () => object> = {
    'POST /Members/login': () => TEST_ADMIN,
    'POST /Members/{id}/password': () => ({password: 'long-enough-password'}),
    'POST /Members': () => givenMemberData(),
    'POST /Materials': () => givenMaterialData(),
    'POST /Clients': () => givenClientData(),
    'POST /Orders': () => givenOrderData(),
    'POST /CallLogs': () => ({type: 'WELCOME_CALL', event: 'done'}),
    'POST /Greetings': () => ({fi: 'Hei', sv: 'Hej', svFI: 'Hej'}),
    'POST /PaymentXMLs': () => ({name: 'payment.xml'}),
    'POST /PackageCodeRegistries': () => ({orderId: 987654, packageCode: 'JJFI1'}),
    'POST /SmsLogs': () => ({to: '358401234567', message: 'Hello'}),
    'POST /AuditEntries': () => ({action: 'create', model: 'Order'}),
    'POST /TimeRecords': () => ({userId: 1, date: '2026-01-01', hours: 7.5}),
    // Today by the UTC calendar: never after the business day, so within the bounds.
    'POST /time-records/mine': () => ({date: new Date().toISOString().slice(0, 10), hours: 7.5}),
    'PUT /time-records/mine/{id}': () => ({date: new Date().toISOString().slice(0, 10), hours: 7.5}),
    'PUT /Members/me/preferences/{key}': () => ({value: ['orderNumber']}),
    'POST /Orders/receive': () => ({barCode: 'NO-SUCH-CODE'}),
    'POST /Orders/{id}/close': () => ({method: 'phone', reason: 'Age'}),
    'POST /Orders/mass-boomerang': () => ({barCodes: ['NO-SUCH-CODE']}),
    'POST /buyer/orders': () => ({
      client: {id: 987654},
      order: {welcomeCall: '2026-01-01T00:00:00Z', dueDate: '2026-01-10T00:00:00Z', language: 'finnish', country: 'finland'},
    }),
    'POST /Orders/{id}/calls': () => ({type: 'WELCOME_CALL', event: 'done'}),
    'POST /SMs/send': () => ({orderId: 987654, kind: 'tellerNoAnswer'}),
    'POST /Orders/transfer': () => ({orderIds: [987654], newCallerId: 987654, isPermanent: false}),
    'POST /Orders/cancel-transfer': () => ({orderIds: [987654]}),
  };
  if (bodies[key]) return bodies[key]();
  return key.startsWith('PATCH ') ? {} : undefined;
}

describe('role matrix', () => {
  it('names every endpoint of openapi.json', () => {
    const missing = endpoints.filter(e => !(e.key in ROLE_MATRIX)).map(e => e.key);
    expect(missing).toEqual([]);
  });

  it('names nothing that does not exist', () => {
    const known = new Set([...endpoints.map(e => e.key), ...UNDOCUMENTED]);
    expect(Object.keys(ROLE_MATRIX).filter(k => !known.has(k))).toEqual([]);
  });

  it('denies an unknown route key by default', () => {
    expect(allows(undefined, ['admin'], true)).toBe(false);
  });
});

describe('role matrix enforced on the server', () => {
  let app: TestApp;
  const tokens = new Map<RoleFlag, string>();

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    for (const role of ROLE_FLAGS) tokens.set(role, (await givenMemberWithRoles(app, [role])).token);
  });
  afterAll(async () => app?.stop());

  const call = (e: (typeof endpoints)[number], token?: string) => {
    const url =
      '/api' +
      e.path
        .replace('{id}', '987654')
        .replace('{key}', 'test.key')
        .replace('{phone}', '358400000000')
        .replace('{language}', 'finnish')
        .replace('{start}', 'x')
        .replace('{end}', 'x')
        .replace('{userId}', '987654')
        .replace('{field}', 'valuationImage')
        .replace('{file}', '1773223200000-O987654-valuationImage.png');
    const method = e.verb.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    let req = app.client[method](url);
    if (token) req = req.set(bearer(token));
    const body = validBody(e.key);
    return body ? req.send(body) : req;
  };

  // Logout ends the token, so it goes last.
  const ordered = [...endpoints].sort((a, b) => Number(a.key === 'POST /Members/logout') - Number(b.key === 'POST /Members/logout'));

  it.each(ROLE_FLAGS.map(r => [r]))('allows and denies exactly per the matrix for %s', async role => {
    const failures: string[] = [];
    for (const e of ordered) {
      const allowed = allows(ROLE_MATRIX[e.key], [role], true);
      const res = await call(e, tokens.get(role));
      // The matrix's refusal is 403 'Access denied'; a 403 of the command's own rules (a cold caller's
      // welcome call: a call type the role does not make) comes after the matrix let the call in.
      const denied = res.status === 403 && res.body?.error?.message === ACCESS_DENIED;
      if (allowed ? denied || res.status === 401 : !denied) {
        failures.push(`${e.key}: expected ${allowed ? 'allowed' : '403'}, got ${res.status}`);
      }
      if (res.status >= 500) failures.push(`${e.key}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 401 without a token on every non-public endpoint', async () => {
    const failures: string[] = [];
    for (const e of ordered) {
      const res = await call(e);
      const isPublic = allows(ROLE_MATRIX[e.key], [], false);
      if (isPublic ? res.status === 401 || res.status === 403 : res.status !== 401) failures.push(`${e.key}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});
