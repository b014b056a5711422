import {once} from 'node:events';
import {DbDataSource} from '../../datasources/db.datasource';
import {givenDatabase, TestDatabase} from '../helpers/app.helper';

// The pool keeps its connections open through a quiet spell: a new one starts cold (PostgreSQL loads
// its catalog and plans every prepared statement again), which after a half-minute's pause made the
// next burst of requests wait seconds. Two pools on one database, each with three connections and
// the same 1 ms idle time: the one that keeps none empties (awaited as its own 'remove' events), and
// by then the default pool, idle as long, still has all three.
describe('the pool through a quiet spell', () => {
  let database: TestDatabase;
  const sources: DbDataSource[] = [];
  const pool = (keepIdle?: number) => {
    const ds = new DbDataSource({url: database.url, max: 3, idleMs: 1, ...(keepIdle === undefined ? {} : {keepIdle})});
    sources.push(ds);
    return ds;
  };
  /** Three statements at once, so the pool opens three connections; answers when all are idle again. */
  const threeAtOnce = (ds: DbDataSource) => Promise.all([1, 2, 3].map(() => ds.execute('SELECT pg_sleep(0.05)', [])));

  beforeAll(async () => {
    database = await givenDatabase('postgres');
  });
  afterAll(async () => {
    for (const ds of sources) await ds.disconnect();
    await database?.drop();
  });

  it('keeps every connection open by default, however long they idle; keepIdle 0 closes them', async () => {
    const kept = pool();
    const closing = pool(0);
    let opened = 0;
    closing.pool.on('connect', () => opened++);
    await Promise.all([threeAtOnce(kept), threeAtOnce(closing)]);
    expect([kept.pool.totalCount, opened]).toEqual([3, 3]);

    while (closing.pool.totalCount > 0) await once(closing.pool, 'remove');
    expect(kept.pool.totalCount).toBe(3);
    expect(kept.pool.idleCount).toBe(3);
  });
});
