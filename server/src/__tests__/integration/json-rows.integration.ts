import fc from 'fast-check';
import {prepared} from '../../repositories/query/prepared';
import {Entity, Filter} from '@loopback/repository';
import {Client} from 'pg';
import {AnyRepository, ReadEngine} from '../../repositories/query/read-engine';
import {JsonText} from '../../repositories/query/json-text';
import {DbDataSource} from '../../datasources/db.datasource';
import {givenDatabase, givenRunningApp, TestApp} from '../helpers/app.helper';
import {ORDER_REPOSITORY, READ_ENGINE} from '../../keys';

const json = (value: unknown) => JSON.parse(JSON.stringify(value));
/** What a client parses from the answer: PostgreSQL's text as it is (a second stringify would hide an Infinity). */
const parsed = (answer: unknown) => (answer instanceof JsonText ? JSON.parse(answer.text) : json(answer));

/** Instants with microseconds, as SQL text; pg keeps them, JavaScript answers milliseconds. */
const timestamp = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.date({min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true}), fc.integer({min: 0, max: 999}))
      .map(([date, micro]) => date.toISOString().replace('Z', `${String(micro).padStart(3, '0')}Z`)),
  },
  fc.constantFrom('infinity', '-infinity', '0050-06-01 12:00:00Z', '0100-01-01Z', '9999-12-31 23:59:59.999999Z', '12000-01-01Z', '0010-01-01 BC'),
  fc.constant(null),
);
/** numeric as stored: what JavaScript writes, and what only SQL could (NaN, trailing zeros, 40 digits, 1e400). */
const numeric = fc.oneof(
  {weight: 8, arbitrary: fc.double({noNaN: true, noDefaultInfinity: true}).map(String)},
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1.50', '0.1000000000000000055511151231257827', '1e400', '-1e400', '1e-400', '-0', '0.00001'),
  fc.constant(null),
);
const jsonb = fc.oneof(
  {weight: 8, arbitrary: fc.jsonValue().map(v => JSON.stringify(v))},
  fc.constantFrom(
    '[{"a": 1e400}]',
    '[{"a": 1.50, "b": -0, "c": 1e-7, "d": 123456789012345678901234567890}]',
    '{"deep": [[[{"x": -1e309}]]]}',
    '"text"',
    'null',
  ),
  fc.constant(null),
);
const text = fc.oneof(
  fc.string({unit: 'binary', maxLength: 40}).map(s => s.replace(/\0/g, '')),
  fc.constantFrom('"\\/\b\f\n\r\t\u0001\u001f\u007f\u2028', 'Åsa Öhman'),
);

describe('PostgreSQL makes the same JSON value as the JavaScript path, or leaves it to it', () => {
  let app: TestApp;
  let crud: ReadEngine;
  let orders: AnyRepository;
  let db: Client;

  beforeAll(async () => {
    app = await givenRunningApp('postgres');
    crud = await app.server.lbApp.get(READ_ENGINE);
    orders = await app.server.lbApp.get<AnyRepository>(ORDER_REPOSITORY);
    db = new Client({connectionString: app.url});
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await app?.stop();
  });

  it('for any timestamp, numeric, jsonb and text a row holds', async () => {
    let byPostgres = 0;
    let byIdsByPostgres = 0;
    await fc.assert(
      fc.asyncProperty(timestamp, numeric, jsonb, text, fc.boolean(), async (when, offer, products, message, withClient) => {
        // The client, read through a join, holds odd values too.
        const client = withClient
          ? (await db.query(`INSERT INTO clients (updatedat, firstname) VALUES (coalesce($1::timestamptz, now()), $2) RETURNING id`, [when, message])).rows[0]
              .id
          : null;
        const {rows} = await db.query(
          `INSERT INTO orders (welcomecall, offer, products, generalmessage, country, clientid) VALUES ($1, $2, $3, $4, 'finland', $5) RETURNING id`,
          [when, offer, products, message, client],
        );
        const where = {id: {inq: [rows[0].id, rows[0].id - 1]}};
        for (const filter of [
          {where, order: ['id DESC']},
          {where, order: ['id ASC'], include: [{relation: 'client'}, {relation: 'caller'}]},
        ] as Filter<Entity>[]) {
          const answer = await crud.findJson(orders, filter);
          if (answer instanceof JsonText) byPostgres++;
          expect(parsed(answer)).toEqual(json(await crud.findRows(orders, filter)));
        }
        // By id, every id through the one statement its filter keeps (statementKeyOf): its own row each time.
        const byId = await crud.findById(orders, rows[0].id, {include: [{relation: 'client'}]});
        expect(parsed(byId)).toEqual(json((await crud.findRows(orders, {where: {id: rows[0].id}, include: [{relation: 'client'}]} as Filter<Entity>))[0]));
        // By ids (a list's page, the cold cases'), the client with a scope of fields.
        const ids = [rows[0].id, rows[0].id - 1];
        const include = [{relation: 'client', scope: {fields: ['id', 'firstName', 'phone']}}];
        const byIds = await crud.findJsonRowsByIds(orders, ids, include);
        if (byIds) {
          byIdsByPostgres++;
          const expected = json(await crud.findRowsByIds(orders, ids, include)) as Record<string, unknown>[];
          expect(byIds.map(row => JSON.parse(row))).toEqual(expected);
          // The rows' own fields filtered (the cold cases leave the payee out): the same rows without them.
          const without = await crud.findJsonRowsByIds(orders, ids, include, {payee: false, generalMessage: false});
          expect(without?.map(row => JSON.parse(row))).toEqual(expected.map(({payee: _payee, generalMessage: _message, ...rest}) => rest));
        }
      }),
      {numRuns: 300},
    );
    // Most values are ordinary: the PostgreSQL path must have answered most of them.
    expect(byPostgres).toBeGreaterThan(200);
    expect(byIdsByPostgres).toBeGreaterThan(100);
  });
});

describe.each(['postgres', 'pglite'] as const)('prepared statements on %s', kind => {
  let database: {url: string; drop(): Promise<void>};
  let ds: DbDataSource;

  beforeAll(async () => {
    database = await givenDatabase(kind);
    ds = new DbDataSource({url: database.url, max: 1});
  });
  afterAll(async () => {
    await ds?.disconnect();
    await database?.drop();
  });

  it('answers as an ordinary query, and a connection keeps at most 100 of them', async () => {
    for (let i = 0; i < 150; i++) {
      const [row] = await prepared<{n: number}>(ds, `SELECT $1::int + ${i} AS n`, [1]);
      expect(row.n).toBe(1 + i);
    }
    // Again: the kept ones answer without a new parse, the others are prepared anew.
    for (let i = 0; i < 150; i += 7) expect((await prepared<{n: number}>(ds, `SELECT $1::int + ${i} AS n`, [2]))[0].n).toBe(2 + i);
    const [kept] = await prepared<{n: number}>(ds, 'SELECT count(*)::int AS n FROM pg_prepared_statements', []);
    expect(kept.n).toBeGreaterThan(0);
    expect(kept.n).toBeLessThanOrEqual(100);
    await expect(prepared(ds, 'SELECT $1::int AS n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
  });
});
