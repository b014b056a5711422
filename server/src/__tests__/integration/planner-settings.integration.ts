import {DB_DATASOURCE} from '../../keys';
import {RANDOM_PAGE_COST, type DbDataSource} from '../../datasources/db.datasource';
import {inTransaction} from '../../services/transaction';
import {givenRunningApp, TestApp, type DbKind} from '../helpers/app.helper';

// Every connection of the server's pool plans with the solid-state page cost (RANDOM_PAGE_COST) and
// without JIT (CONNECTION_SETTINGS): the pool's first statements and a transaction's own connection alike.
describe.each<DbKind>(['postgres', 'pglite'])('planner settings (%s)', kind => {
  let app: TestApp;
  let ds: DbDataSource;
  beforeAll(async () => {
    app = await givenRunningApp(kind, {processes: 1});
    ds = await app.server.lbApp.get(DB_DATASOURCE);
  });
  afterAll(async () => app?.stop());

  const cost = async (options?: object) => ((await ds.execute('SHOW random_page_cost', [], options)) as {random_page_cost: string}[])[0].random_page_cost;
  const jit = async (options?: object) => ((await ds.execute('SHOW jit', [], options)) as {jit: string}[])[0].jit;

  it('sets random_page_cost on every connection, before its first statement', async () => {
    // Several at once, so the pool opens more than one connection.
    expect(await Promise.all([cost(), cost(), cost(), cost()])).toEqual(Array(4).fill(String(RANDOM_PAGE_COST)));
    expect(await inTransaction(ds, options => cost(options))).toBe(String(RANDOM_PAGE_COST));
  });

  it('turns JIT off on every connection, before its first statement', async () => {
    expect(await Promise.all([jit(), jit(), jit(), jit()])).toEqual(Array(4).fill('off'));
    expect(await inTransaction(ds, options => jit(options))).toBe('off');
  });
});
