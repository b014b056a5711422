import {DbDataSource} from '../../datasources/db.datasource';
import {ClientErrorWindowRepository} from '../../repositories';
import {BOTH_DATABASES, givenDatabase, TestDatabase} from '../helpers/app.helper';

// A member's browser error reports are counted per minute in the database, so every server process
// counts the same minute.
describe.each(BOTH_DATABASES)('the minutes of browser error reports (%s)', kind => {
  let database: TestDatabase;
  let ds: DbDataSource;
  let windows: ClientErrorWindowRepository;
  let member: number;
  const T = new Date('2026-11-27T10:00:00Z');
  const at = (ms: number) => new Date(T.getTime() + ms);

  beforeAll(async () => {
    database = await givenDatabase(kind);
    ds = new DbDataSource(database);
    windows = new ClientErrorWindowRepository(ds);
    [{id: member}] = (await ds.execute(`INSERT INTO members (name, username) VALUES ('Anna', 'anna-errors') RETURNING id`, [])) as {id: number}[];
  });
  afterAll(async () => {
    await ds?.disconnect();
    await database?.drop();
  });

  it('counts a minute from its first report, then starts a new one', async () => {
    expect(await windows.count(member, T, 60_000)).toBe(1);
    expect(await windows.count(member, at(1_000), 60_000)).toBe(2);
    expect(await windows.count(member, at(59_999), 60_000)).toBe(3);
    // The minute that began at T is over: a new one begins with this report.
    expect(await windows.count(member, at(60_000), 60_000)).toBe(1);
    expect(await windows.count(member, at(60_500), 60_000)).toBe(2);
  });

  it('counts parallel reports once each', async () => {
    const [{id: other}] = (await ds.execute(`INSERT INTO members (name, username) VALUES ('Bo', 'bo-errors') RETURNING id`, [])) as {id: number}[];
    const counts = await Promise.all(Array.from({length: 10}, () => windows.count(other, T, 60_000)));
    expect(counts.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
