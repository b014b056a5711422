import {Client as PgClient} from 'pg';
import {migrate} from '../../database/migrate';
import {BOTH_DATABASES, givenDatabase, givenDatabaseWithout, type TestDatabase} from '../helpers/app.helper';

// Migration 030: the cold-case list's size per language, team, month of creation and tried or not,
// kept by triggers on orders. After every kind of write the kept counts equal a count of orders.

/** The rows where cold_case_months and a count of the active orders differ (none when kept right). */
async function differences(pg: PgClient) {
  const {rows} = await pg.query(
    `WITH direct AS (
       SELECT language, cold_case_month(createdat) AS month, coalesce(team, '') AS team, coldcalllasttry IS NOT NULL AS tried, count(*)::int AS n
         FROM orders WHERE NOT isreceived AND NOT closed AND language IS NOT NULL AND createdat IS NOT NULL GROUP BY 1, 2, 3, 4),
     kept AS (SELECT language, month, team, tried, n FROM cold_case_months WHERE n <> 0)
     (SELECT 'direct' AS side, * FROM direct EXCEPT SELECT 'direct', * FROM kept)
     UNION ALL (SELECT 'kept', * FROM kept EXCEPT SELECT 'kept', * FROM direct)`,
  );
  return rows;
}

const ORDERS = `INSERT INTO orders (language, team, createdat, isreceived, closed) VALUES
  ('finnish', 'turku', '2026-01-15T10:00:00Z', false, false),
  ('finnish', 'turku', '2026-01-31T23:59:59Z', false, false),
  ('finnish', 'helsinki', '2026-02-01T00:00:00Z', false, false),
  ('finnish', NULL, '2026-02-10T10:00:00Z', false, false),
  ('swedish', 'stockholm', '2026-02-10T10:00:00Z', false, false),
  ('finnish', 'turku', '2026-02-11T10:00:00Z', true, false),
  ('finnish', 'turku', '2026-02-12T10:00:00Z', false, true)
  RETURNING id`;

describe('migration 030: the cold-case counts, filled from the orders there', () => {
  let pg: PgClient;
  let url: string;
  beforeAll(async () => {
    ({pg, url} = await givenDatabaseWithout('030-cold-case-counts'));
  });
  afterAll(async () => {
    await pg?.end();
  });

  it('counts the active orders already there per language, team, month and tried', async () => {
    await pg.query(ORDERS);
    expect(await migrate(url)).toEqual(['030-cold-case-counts']);
    const {rows} = await pg.query(`SELECT language, month::text, team, tried, n FROM cold_case_months ORDER BY 1, 2, 3`);
    expect(rows).toEqual([
      {language: 'finnish', month: '2026-01-01', team: 'turku', tried: false, n: 2},
      {language: 'finnish', month: '2026-02-01', team: '', tried: false, n: 1},
      {language: 'finnish', month: '2026-02-01', team: 'helsinki', tried: false, n: 1},
      {language: 'swedish', month: '2026-02-01', team: 'stockholm', tried: false, n: 1},
    ]);
    expect(await differences(pg)).toEqual([]);
  });
});

describe.each(BOTH_DATABASES)('the cold-case counts kept by triggers (%s)', kind => {
  let database: TestDatabase;
  let pg: PgClient;
  beforeAll(async () => {
    database = await givenDatabase(kind);
    pg = new PgClient({connectionString: database.url});
    await pg.connect();
  });
  afterAll(async () => {
    await pg?.end();
    await database?.drop();
  });

  it('equal a count of the orders after inserts, every change the count reads, other changes, deletes and a truncate', async () => {
    const ids = (await pg.query(ORDERS)).rows.map(r => r.id as number);
    expect(await differences(pg)).toEqual([]);
    const member = (await pg.query(`INSERT INTO members (name, username) VALUES ('Cold caller', 'cold-030-${kind}') RETURNING id`)).rows[0].id;
    const steps: [string, unknown[]][] = [
      ['UPDATE orders SET isreceived = true WHERE id = $1', [ids[0]]],
      ['UPDATE orders SET isreceived = false WHERE id = $1', [ids[0]]],
      ['UPDATE orders SET isreceived = false WHERE id = $1', [ids[5]]],
      ['UPDATE orders SET closed = true WHERE id = $1', [ids[1]]],
      ['UPDATE orders SET closed = false WHERE id = $1', [ids[6]]],
      ["UPDATE orders SET language = 'swedish' WHERE id = $1", [ids[2]]],
      ["UPDATE orders SET team = 'oulu' WHERE id = $1", [ids[3]]],
      ['UPDATE orders SET team = NULL WHERE id = $1', [ids[4]]],
      ["UPDATE orders SET createdat = '2025-12-24T12:00:00Z' WHERE id = $1", [ids[0]]],
      // A cold call tried (the call-log trigger of migration 012 writes the order's last try), several in one statement.
      [
        `INSERT INTO call_logs (type, event, memberid, orderid, createdat) VALUES
           ('COLD_CALL', 'doesNotAnswer', $1, $2, '2026-03-01T10:00:00Z'), ('COLD_CALL', 'doesNotAnswer', $1, $3, '2026-03-01T10:00:00Z')`,
        [member, ids[0], ids[3]],
      ],
      ['DELETE FROM call_logs WHERE orderid = $1', [ids[3]]],
      // Changes the count does not read, and a statement changing many orders at once.
      ['UPDATE orders SET welcomecalldone = true', []],
      ['UPDATE orders SET isreceived = NOT isreceived', []],
      ['UPDATE orders SET isreceived = false, closed = false', []],
      ['DELETE FROM call_logs WHERE orderid = ANY($1)', [ids]],
      ['DELETE FROM orders WHERE id = ANY($1)', [ids.slice(0, 2)]],
      [
        "INSERT INTO orders (language, team, createdat) SELECT 'finnish', 'turku', '2026-01-01T00:00:00Z'::timestamptz + i * interval '1 day' FROM generate_series(1, 40) i",
        [],
      ],
    ];
    for (const [sql, values] of steps) {
      await pg.query(sql, values);
      expect(await differences(pg), sql).toEqual([]);
    }
    await pg.query('TRUNCATE orders CASCADE');
    expect((await pg.query('SELECT count(*)::int AS n FROM cold_case_months WHERE n <> 0')).rows[0].n).toBe(0);
  });
});
