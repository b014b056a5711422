import {Client as PgClient} from 'pg';
import {migrate} from '../../database/migrate';
import {givenDatabaseWithout} from '../helpers/app.helper';

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
