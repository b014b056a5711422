import {Client as PgClient} from 'pg';
import {monthDays} from '@karat/shared';
import {migrate} from '../../database/migrate';
import {DbDataSource} from '../../datasources/db.datasource';
import {TimeRecordRepository} from '../../repositories';
import {givenDatabase, givenDatabaseWithout, TestDatabase} from '../helpers/app.helper';

// Migration 024 turns the records' timestamp into the calendar day it was in Helsinki, keeps the
// newest of two records of one member's day, and from then on holds one record a day and the
// rules of shared's timeRecordSchema for new rows, whatever path writes them.
const ID = '024-time-records';

describe('migration 024: time records by calendar day, one a member a day', () => {
  let url: string;
  let pg: PgClient;

  beforeAll(async () => {
    ({pg, url} = await givenDatabaseWithout(ID));
  });
  afterAll(async () => {
    await pg?.end();
  });

  it("stores each record's Helsinki day, keeps the newest of one day, and refuses a second record of a day afterwards", async () => {
    const member = (await pg.query(`INSERT INTO members (name, username) VALUES ('Anna', 'anna-024') RETURNING id`)).rows[0].id;
    const insert = async (date: string, hours: number | null, sickLeave = false) =>
      (await pg.query('INSERT INTO time_records (userid, date, hours, sickleave) VALUES ($1, $2, $3, $4) RETURNING id', [member, date, hours, sickLeave]))
        .rows[0].id as number;
    // 22:30 UTC is already the next day in Helsinki.
    const lateEvening = await insert('2026-11-02T22:30:00Z', 8);
    const older = await insert('2026-11-05T08:00:00Z', 4);
    const newer = await insert('2026-11-05T12:00:00Z', 6);
    const noHours = await insert('2026-11-06T08:00:00Z', null, true);

    expect(await migrate(url)).toEqual([ID]);

    const rows = (await pg.query('SELECT id, date::text AS date, hours::float AS hours, updatedat IS NOT NULL AS updated FROM time_records ORDER BY id')).rows;
    expect(rows).toEqual([
      {id: lateEvening, date: '2026-11-03', hours: 8, updated: true},
      {id: newer, date: '2026-11-05', hours: 6, updated: true},
      {id: noHours, date: '2026-11-06', hours: 0, updated: true},
    ]);
    expect(rows.map(r => r.id)).not.toContain(older);
    await expect(pg.query(`INSERT INTO time_records (userid, date, hours) VALUES ($1, '2026-11-03', 2)`, [member])).rejects.toMatchObject({
      code: '23505',
      constraint: 'time_records_member_day_key',
    });
    // A new row holds to one kind a day and 0 to 24 hours.
    await expect(pg.query(`INSERT INTO time_records (userid, date, hours, sickleave) VALUES ($1, '2026-11-09', 4, true)`, [member])).rejects.toMatchObject({
      code: '23514',
    });
    await expect(pg.query(`INSERT INTO time_records (userid, date, hours) VALUES ($1, '2026-11-09', 25)`, [member])).rejects.toMatchObject({code: '23514'});
    await expect(pg.query(`INSERT INTO time_records (userid, date) VALUES ($1, '2026-11-09')`, [member])).rejects.toMatchObject({code: '23514'});
  });
});

// Every list query of time recording is one month, of one member or of everyone: each statement the
// repository runs can be answered from migration 024's indexes. On analysed records of a year, with
// sequential scans off, no plan reads time_records whole.
describe('the month lists read the indexes of migration 024', () => {
  let database: TestDatabase;
  let ds: DbDataSource;
  let pg: PgClient;
  let member: number;
  const statements: {sql: string; params: unknown[]}[] = [];

  beforeAll(async () => {
    database = await givenDatabase('postgres');
    pg = new PgClient({connectionString: database.url});
    await pg.connect();
    await pg.query(`INSERT INTO members (name, username) SELECT 'Member ' || n, 'member-' || n FROM generate_series(1, 40) n`);
    await pg.query(
      `INSERT INTO time_records (userid, date, hours)
        SELECT m.id, d::date, 7.5 FROM members m, generate_series(date '2026-01-01', date '2026-12-31', interval '1 day') d`,
    );
    member = (await pg.query('SELECT min(id) AS id FROM members')).rows[0].id;
    await pg.query('ANALYZE');
    ds = new DbDataSource({url: database.url, max: 1});
    const execute = ds.execute.bind(ds);
    ds.execute = ((sql: string, params: unknown[], options?: object) => {
      statements.push({sql, params});
      return execute(sql, params, options);
    }) as typeof ds.execute;
  });
  afterAll(async () => {
    await ds?.disconnect();
    await pg?.end();
    await database?.drop();
  });

  async function plansOf(read: (records: TimeRecordRepository) => Promise<unknown>): Promise<string[]> {
    statements.length = 0;
    await read(new TimeRecordRepository(ds));
    await pg.query('SET enable_seqscan = off');
    const plans: string[] = [];
    for (const {sql, params} of statements) plans.push((await pg.query(`EXPLAIN ${sql}`, params)).rows.map(row => row['QUERY PLAN']).join('\n'));
    await pg.query('RESET enable_seqscan');
    return plans;
  }

  it.each([
    ["a member's month", () => ({...monthDays('2026-11'), userId: member}), 'time_records_member_day_key'],
    ["everyone's month", () => monthDays('2026-11'), 'time_records_date_idx'],
  ])('%s: the page, its count, the totals and the CSV', async (_name, scope, index) => {
    const plans = await plansOf(async records => {
      await records.page(scope(), {limit: 50, skip: 0});
      await records.monthRecords(scope());
    });
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on time_records/);
      expect(plan).toContain(index);
    }
  });

  it("a member's day (one create or edit), by either index", async () => {
    const [plan] = await plansOf(records => records.findDay(member, '2026-11-20'));
    expect(plan).toMatch(/Index (Only )?Scan using time_records_(member_day_key|date_idx)/);
  });
});
