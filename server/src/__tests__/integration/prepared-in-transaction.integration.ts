import {DB_DATASOURCE} from '../../keys';
import {preparedIn} from '../../repositories/query/prepared';
import {inTransaction} from '../../services/transaction';
import type {DbDataSource} from '../../datasources/db.datasource';
import {givenRunningApp, TEST_ADMIN, TestApp, type DbKind} from '../helpers/app.helper';

// A command's statements run as named prepared statements on its transaction's own connection:
// planned once per connection (the packager's claim), and still inside the transaction.
describe.each<DbKind>(['postgres', 'pglite'])('prepared statements in a transaction (%s)', kind => {
  let app: TestApp;
  let ds: DbDataSource;
  beforeAll(async () => {
    app = await givenRunningApp(kind);
    ds = await app.server.lbApp.get(DB_DATASOURCE);
  });
  afterAll(async () => app?.stop());

  const adminName = async () => (await ds.execute(`SELECT name FROM members WHERE username = $1`, [TEST_ADMIN.username])) as {name: string}[];

  it('writes inside the transaction: a rollback undoes it', async () => {
    const [before] = await adminName();
    await expect(
      inTransaction(ds, async options => {
        await preparedIn(ds, `UPDATE members SET name = $1 WHERE username = $2 RETURNING id`, ['Rolled back', TEST_ADMIN.username], options);
        const [inside] = await preparedIn<{name: string}>(ds, `SELECT name FROM members WHERE username = $1`, [TEST_ADMIN.username], options);
        expect(inside.name).toBe('Rolled back');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await adminName()).toEqual([before]);
  });

  it('on PostgreSQL names the statement on the transaction connection, and starts over past 100 of them', async () => {
    await inTransaction(ds, async options => {
      for (let i = 0; i < 120; i++) {
        const [row] = await preparedIn<{n: number}>(ds, `SELECT $1::int + ${i} AS n`, [1], options);
        expect(row.n).toBe(1 + i);
      }
      const named = (await preparedIn<{n: number}>(ds, `SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'k%'`, [], options))[0].n;
      if (kind === 'postgres') expect(named).toBeGreaterThan(0);
      else expect(named).toBe(0); // PGlite is one shared session: nothing is named there
      expect(named).toBeLessThanOrEqual(101);
    });
  });
});
