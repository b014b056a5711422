import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {ROLE_FLAGS, type RoleFlag} from '@karat/shared';
import {allows, ROLE_MATRIX} from '../../authorization/role-matrix';
import {bearer, givenRunningApp, loginAs, TestApp} from '../helpers/app.helper';
import {givenMemberWithRoles} from '../helpers/builders';

const spec = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../openapi.json'), 'utf8'));
// Logout would end the token the run goes on with; everything else is fair game.
const endpoints = Object.entries(spec.paths as Record<string, Record<string, unknown>>)
  .flatMap(([p, ops]) => Object.keys(ops).map(verb => ({verb: verb.toUpperCase(), path: p, key: `${verb.toUpperCase()} ${p}`})))
  .filter(e => e.key !== 'POST /Members/logout');

const SQL_AND_FRIENDS = [
  "'; DROP TABLE orders; --",
  '" OR 1=1 --',
  "' OR ''='",
  '\\',
  '%',
  '_',
  '%_%',
  '$where',
  '{"$gt": ""}',
  '\u0000',
  '😀 ÅÄÖ',
  'NaN',
  '-1',
  '1e309',
  '2020-13-45T99:99:99',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  'x'.repeat(100_000),
  // What the database refuses: a pattern ending in an escape, years it cannot hold, integers beyond int4.
  'abc\\',
  '%\\',
  'a\u0000b',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '0000-01-01T00:00:00Z',
  '99999-01-01T00:00:00Z',
  '2147483648',
];
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  {weight: 6, arbitrary: fc.constantFrom(...SQL_AND_FRIENDS)},
  fc.string({maxLength: 20}),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2147483648, -2147483649, 2 ** 53, 1e20),
  fc.string({maxLength: 8}).map(s => `${s}\u0000${s}`),
  fc.date({noInvalidDate: true, min: new Date('1900-01-01'), max: new Date('2100-01-01')}).map(d => d.toISOString()),
);
const propName = fc.constantFrom(
  'id',
  'name',
  'password',
  'passwordHash',
  'salt',
  'orderNumber',
  'createdAt',
  'country',
  'products',
  'products.key',
  '$where',
  '__proto__',
  'constructor',
  'city',
  'isReceived',
  'price',
  'username',
  'barCode',
  'memberId',
  'action',
);
const operator = fc.constantFrom(
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'between',
  'inq',
  'nin',
  'like',
  'nlike',
  'ilike',
  'nilike',
  'regexp',
  '$ne',
  '$where',
  'near',
  'exists',
);
const leaf = fc
  .tuple(propName, fc.oneof(nasty, fc.dictionary(operator, fc.oneof(nasty, fc.array(nasty, {maxLength: 3})), {maxKeys: 2}), fc.array(nasty, {maxLength: 3})))
  .map(([k, v]) => ({[k]: v}));
const {where} = fc.letrec<{where: unknown}>(tie => ({
  where: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    leaf,
    fc.record({and: fc.array(tie('where'), {maxLength: 3})}),
    fc.record({or: fc.array(tie('where'), {maxLength: 3})}),
  ),
}));
// Mostly well-formed filters carrying hostile values, so requests get past the first checks and
// reach the services and the database; wild shapes and plain junk are the minority.
const realProp = fc.constantFrom(
  'id',
  'name',
  'orderNumber',
  'createdAt',
  'country',
  'city',
  'isReceived',
  'price',
  'barCode',
  'username',
  'action',
  'memberId',
);
const allowedOp = fc.constantFrom('eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'nlike', 'ilike', 'nilike', 'inq', 'nin', 'between');
const plausibleWhere = fc
  .array(
    fc.tuple(
      realProp,
      fc.oneof(
        nasty,
        fc.tuple(allowedOp, fc.oneof(nasty, fc.array(nasty, {minLength: 2, maxLength: 2}))).map(([op, v]) => ({[op]: v})),
      ),
    ),
    {maxLength: 3},
  )
  .map(pairs => Object.fromEntries(pairs));
const filter = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({where: plausibleWhere, limit: fc.integer({min: 0, max: 1000}), order: fc.constant(['id DESC'])}, {requiredKeys: ['where']}),
  },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        where,
        limit: fc.oneof(fc.integer({min: -5, max: 5000}), nasty),
        skip: fc.oneof(fc.integer({min: -5, max: 100}), nasty),
        order: fc.oneof(
          fc.array(
            fc.tuple(propName, fc.constantFrom('ASC', 'DESC', 'SIDEWAYS', '; DROP')).map(([p, d]) => `${p} ${d}`),
            {maxLength: 3},
          ),
          nasty,
        ),
        fields: fc.oneof(fc.array(propName, {maxLength: 4}), fc.dictionary(propName, fc.boolean(), {maxKeys: 3})),
        include: fc.oneof(fc.array(fc.constantFrom('client', 'orders', 'caller', 'credentials', 'member', 'order'), {maxLength: 2}), nasty),
        $where: nasty,
      },
      {requiredKeys: []},
    ),
  },
  {weight: 1, arbitrary: nasty},
);
const body = fc.oneof(
  fc.dictionary(
    fc.oneof(
      propName,
      fc.constantFrom(
        'barCode',
        'barCodes',
        'reopen',
        'method',
        'reason',
        'type',
        'event',
        'orderIds',
        'newCallerId',
        'isPermanent',
        'to',
        'msg',
        'value',
        'client',
        'order',
      ),
    ),
    fc.oneof(nasty, fc.array(nasty, {maxLength: 3})),
    {maxKeys: 6},
  ),
  nasty,
);
const pathValue = fc.oneof(
  fc.constantFrom('987654', '0', '-1', '2147483648', 'abc', 'finnish', '358401234567', '2026-01-01'),
  fc.constantFrom(...SQL_AND_FRIENDS),
);
// Admins pass most role checks, so they reach the deepest code most often.
const who = fc.oneof(
  {weight: 3, arbitrary: fc.constant<RoleFlag | 'anonymous'>('admin')},
  {weight: 4, arbitrary: fc.constantFrom<RoleFlag | 'anonymous'>('anonymous', ...ROLE_FLAGS)},
);

// PostgreSQL gets the long run; the embedded default a shorter one of the same properties.
describe.each([
  ['postgres', 1500],
  ['pglite', 300],
] as const)('hostile input on every endpoint, for every role, on %s', (kind, numRuns) => {
  let app: TestApp;
  const tokens = new Map<string, string>();
  const credentials = new Map<string, {username: string; password: string}>();

  beforeAll(async () => {
    app = await givenRunningApp(kind);
    for (const role of ROLE_FLAGS) {
      const {member, token, password} = await givenMemberWithRoles(app, [role]);
      tokens.set(role, token);
      credentials.set(role, {username: member.username, password});
    }
  });
  afterAll(async () => app?.stop());

  it('never answers 5xx, never shows a secret, never lists more than 1000, never lets a denied role succeed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...endpoints), who, filter, body, pathValue, async (e, role, f, b, p) => {
        const url = '/api' + e.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(p));
        const method = e.verb.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
        const query = e.path.endsWith('/count') || e.path.endsWith('export.csv') ? 'where' : 'filter';
        let req = app.client[method](`${url}?${query}=${encodeURIComponent(typeof f === 'string' ? f : JSON.stringify(f))}`);
        if (role !== 'anonymous') req = req.set(bearer(tokens.get(role)!));
        const res = method === 'get' || method === 'delete' ? await req : await req.set('Content-Type', 'application/json').send(JSON.stringify(b));

        expect(res.status, `${e.key} as ${role}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
        expect(res.text).not.toMatch(/"(password|passwordHash|salt)"\s*:/);
        if (res.status === 200 && Array.isArray(res.body)) expect(res.body.length).toBeLessThanOrEqual(1000);
        const allowed = allows(ROLE_MATRIX[e.key], role === 'anonymous' ? [] : [role], role !== 'anonymous');
        if (!allowed) expect(res.status, `${e.key} as ${role}`).toBeGreaterThanOrEqual(400);
        // A password change by an admin may end a role's token: log that role in again.
        if (res.status === 401 && role !== 'anonymous' && allowed) {
          const c = credentials.get(role)!;
          tokens.set(role, await loginAs(app, c.username, c.password));
        }
      }),
      {numRuns, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31)},
    );
  }, 300_000);
});
