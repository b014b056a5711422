import {Client as PgClient} from 'pg';
import {migrate} from '../../database/migrate';
import {givenDatabaseWithout} from '../helpers/app.helper';

// Migration 012: the attempts and last try of each call type, kept on the order.
// On a database of the schema before it with call logs, migrating fills them from the logs, and
// from then on the triggers keep them, also for statements that write many logs of many orders.

describe('migration 012: call tries backfilled from existing call logs, then kept by triggers', () => {
  let url: string;
  let pg: PgClient;

  beforeAll(async () => {
    // Migration 030 counts the cold cases by their last cold call: it comes after 012.
    ({pg, url} = await givenDatabaseWithout('012-call-tries', ['030-cold-case-counts']));
  });
  afterAll(async () => {
    await pg?.end();
  });

  const tries = async (id: number) =>
    (
      await pg.query(
        `SELECT welcomecallattempts AS wa, welcomecalllasttry AS wl, aftercallattempts AS aa, aftercalllasttry AS al,
                coldcallattempts AS ca, coldcalllasttry AS cl FROM orders WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('fills the six columns from the logs there, then counts new logs of several orders in one statement', async () => {
    const member = (await pg.query(`INSERT INTO members (name, username) VALUES ('Caller', 'caller-012') RETURNING id`)).rows[0].id;
    const [a, b, c] = (await pg.query(`INSERT INTO orders (callerid) SELECT $1 FROM generate_series(1, 3) RETURNING id`, [member])).rows.map(r => r.id);
    await pg.query(
      `INSERT INTO call_logs (type, event, memberid, orderid, createdat) VALUES
         ('WELCOME_CALL', 'doesNotAnswer', $1, $2, '2026-03-01T10:00:00Z'),
         ('WELCOME_CALL', 'done', $1, $2, '2026-03-02T10:00:00Z'),
         ('AFTER_CALL', 'doesNotAnswer', $1, $2, '2026-03-20T10:00:00Z'),
         ('COLD_CALL', 'doesNotAnswer', $1, $3, '2026-04-20T10:00:00Z')`,
      [member, a, b],
    );
    expect(await migrate(url)).toEqual(['012-call-tries', '030-cold-case-counts']);
    expect(await tries(a)).toEqual({
      wa: 2,
      wl: new Date('2026-03-02T10:00:00Z'),
      aa: 1,
      al: new Date('2026-03-20T10:00:00Z'),
      ca: 0,
      cl: null,
    });
    expect(await tries(b)).toMatchObject({wa: 0, wl: null, ca: 1, cl: new Date('2026-04-20T10:00:00Z')});
    expect(await tries(c)).toEqual({wa: 0, wl: null, aa: 0, al: null, ca: 0, cl: null});

    // One statement, logs of three orders, an older one too: counted, the last try the latest.
    await pg.query(
      `INSERT INTO call_logs (type, event, memberid, orderid, createdat) VALUES
         ('WELCOME_CALL', 'callAgain', $1, $2, '2026-02-01T10:00:00Z'),
         ('COLD_CALL', 'close', $1, $3, '2026-05-01T10:00:00Z'),
         ('COLD_CALL', 'doesNotAnswer', $1, $4, '2026-05-02T10:00:00Z'),
         ('COLD_CALL', 'doesNotAnswer', $1, $4, '2026-05-03T10:00:00Z')`,
      [member, a, b, c],
    );
    expect(await tries(a)).toMatchObject({wa: 3, wl: new Date('2026-03-02T10:00:00Z')});
    expect(await tries(b)).toMatchObject({ca: 2, cl: new Date('2026-05-01T10:00:00Z')});
    expect(await tries(c)).toMatchObject({ca: 2, cl: new Date('2026-05-03T10:00:00Z')});

    // Deleting the latest log of an order takes its last try back to the one before.
    await pg.query(`DELETE FROM call_logs WHERE orderid = $1 AND createdat = '2026-05-03T10:00:00Z'`, [c]);
    expect(await tries(c)).toMatchObject({ca: 1, cl: new Date('2026-05-02T10:00:00Z')});
    // Moving a log to another order recounts both.
    await pg.query(`UPDATE call_logs SET orderid = $1 WHERE orderid = $2 AND type = 'AFTER_CALL'`, [c, a]);
    expect(await tries(a)).toMatchObject({aa: 0, al: null});
    expect(await tries(c)).toMatchObject({aa: 1, al: new Date('2026-03-20T10:00:00Z')});
    // Deleting an order deletes its logs (cascade) without touching the others.
    await pg.query('DELETE FROM orders WHERE id = $1', [b]);
    expect(await tries(a)).toMatchObject({wa: 3});
  });
});
