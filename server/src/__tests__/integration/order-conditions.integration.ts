import {Client as PgClient} from 'pg';
import {afterCallWindow, coldCaseBefore, startOfBusinessDay, welcomeCallWindow} from '@karat/shared';
import type {DbDataSource} from '../../datasources/db.datasource';
import {
  BursarRepository,
  CallListRepository,
  HOME_QUEUES,
  OrderStatsRepository,
  PayerRepository,
  TellerRepository,
  ValuationRepository,
  type HomeQueue,
} from '../../repositories';
import {runSeed} from '../../scripts/seed-data';
import {givenDatabase, TestDatabase} from '../helpers/app.helper';

// The repositories' list queries, written with the named conditions, can be
// answered from the partial indexes they name (PostgreSQL uses a partial index only when the query
// implies its predicate). On seeded orders, analysed, with sequential scans off and, in a rolled
// back transaction, no other index on orders (the constraints' stay), each plan must read the
// indexes named: it can only when the query implies their predicates.

interface Statement {
  sql: string;
  params: unknown[];
}

/** A datasource that records the statements instead of running them. */
function recorder() {
  const statements: Statement[] = [];
  const run = async (sql: string, params: unknown[]) => {
    statements.push({sql, params});
    return [{total: 0, id: null, welcomeCalls: 0, afterCalls: 0, untried: 100, cases: 200}];
  };
  // As an embedded database's (one shared session): prepared() sends the text through pool.query.
  const pool = {query: async (sql: string, params: unknown[]) => ({rows: await run(sql, params)})};
  return {statements, db: {sharedSession: true, pool, execute: run} as unknown as DbDataSource};
}

describe('the list queries of the repositories read the partial indexes they name', () => {
  let database: TestDatabase;
  let pg: PgClient;
  let buyerId: number;
  const now = new Date();
  const week = {from: new Date(now.getTime() - 7 * 86_400_000), to: now};

  beforeAll(async () => {
    database = await givenDatabase('postgres');
    await runSeed(database.url, {orders: 5_000, buyers: 6, randomSeed: 13});
    pg = new PgClient({connectionString: database.url});
    await pg.connect();
    await pg.query('ANALYZE');
    await pg.query('SET enable_seqscan = off');
    // The busiest caller, as the bench asks.
    buyerId = (await pg.query('SELECT callerid FROM orders WHERE callerid IS NOT NULL GROUP BY callerid ORDER BY count(*) DESC LIMIT 1')).rows[0].callerid;
  });
  afterAll(async () => {
    await pg?.end();
    await database?.drop();
  });

  /** The plans of the statements `query` runs, with only the `kept` indexes (and the constraints') on orders. */
  async function plansOf(
    kept: string[],
    query: (lists: CallListRepository, stats: OrderStatsRepository, db: DbDataSource) => Promise<unknown>,
  ): Promise<string[]> {
    const {statements, db} = recorder();
    await query(new CallListRepository(db), new OrderStatsRepository(db), db);
    const plans: string[] = [];
    await pg.query('BEGIN');
    try {
      const others = await pg.query(
        `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE i.indrelid = 'orders'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE conindid = i.indexrelid)`,
      );
      for (const {name} of others.rows) if (!kept.includes(name)) await pg.query(`DROP INDEX ${name}`);
      for (const {sql, params} of statements) plans.push((await pg.query(`EXPLAIN ${sql}`, params)).rows.map(row => row['QUERY PLAN']).join('\n'));
    } finally {
      await pg.query('ROLLBACK');
    }
    return plans;
  }

  /** Every plan of the query reads every kept index, and never scans orders whole. */
  async function readsOnly(kept: string[], query: Parameters<typeof plansOf>[1]) {
    const plans = await plansOf(kept, query);
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on orders/);
      for (const index of kept) expect(plan, index).toContain(index);
    }
  }

  const WELCOME = ['orders_welcome_caller_idx', 'orders_welcome_assigned_idx'];
  const AFTER = ['orders_after_caller_idx', 'orders_after_assigned_idx'];

  it("a buyer's welcome and after calls (with and without search words), and their counts", async () => {
    const welcome = welcomeCallWindow(now);
    const after = afterCallWindow(now);
    for (const words of [[], ['matti']]) {
      await readsOnly(WELCOME, lists => lists.welcomeCalls(buyerId, welcome, words, {limit: 50, skip: 0}));
      await readsOnly(AFTER, lists => lists.afterCalls(buyerId, after, words, {limit: 50, skip: 0}));
    }
    await readsOnly([...WELCOME, ...AFTER], lists => lists.callCounts(buyerId, welcome, after));
  });

  it('the cold cases, with and without a team, untried first, then by last try (a page across both parts)', async () => {
    for (const team of [undefined, 'turku']) {
      await readsOnly(['orders_coldcase_tries_idx'], lists => lists.coldCases('finnish', team, coldCaseBefore(now), {limit: 50, skip: 80}));
    }
  });

  it("the cold cases' counts: the months before the cut's month from cold_case_months, the cut's month from short ranges of orders", async () => {
    for (const team of [undefined, 'turku']) {
      const [counts, ...pages] = await plansOf(['orders_coldcase_tries_idx', 'orders_coldcase_idx'], lists =>
        lists.coldCases('finnish', team, coldCaseBefore(now), {limit: 50, skip: 80}),
      );
      expect(counts).toContain('cold_case_months');
      expect(counts).not.toMatch(/Seq Scan on orders/);
      // Each of orders' two counts is a range of its index from the month's start to the 45-day cut:
      // a bitmap scan "on" the index, or, once autovacuum has marked the table's pages all-visible,
      // an index-only scan "using" it (a CI run's plan).
      for (const index of ['orders_coldcase_idx', 'orders_coldcase_tries_idx']) {
        expect(counts).toMatch(new RegExp(`Scan (on|using) ${index}[^\\n]*\\n\\s*Index Cond: [^\\n]*createdat < [^\\n]*createdat >= `));
      }
      for (const plan of pages) expect(plan).toContain('orders_coldcase_tries_idx');
    }
  });

  it("the managers' transfer search, call lists and transferred orders", async () => {
    for (const kept of [WELCOME, ['orders_welcomecall_open_idx']]) {
      for (const sort of [undefined, {key: 'client', direction: 'desc'} as const]) {
        await readsOnly(kept, lists => lists.transferSearch('WELCOME_CALL', week.from, week.to, buyerId, sort, {limit: 50, skip: 50}));
      }
    }
    for (const kept of [AFTER, ['orders_aftercall_idx']]) {
      await readsOnly(kept, lists => lists.transferSearch('AFTER_CALL', week.from, week.to, buyerId, {key: 'caller', direction: 'asc'}, {limit: 50, skip: 0}));
    }
    for (const caller of [undefined, buyerId]) {
      for (const sort of [undefined, {key: 'type', direction: 'desc'} as const]) {
        await readsOnly(['orders_welcomecall_open_idx', 'orders_aftercall_idx'], lists =>
          lists.managerCallLists(week.from, week.to, caller, sort, {limit: 50, skip: 0}),
        );
      }
    }
    await readsOnly(['orders_assigned_transfer_idx', 'orders_permanent_transfer_idx'], lists =>
      lists.transferredOrders(buyerId, {key: 'orderNumber', direction: 'desc'}, {limit: 50, skip: 0}),
    );
  });

  it("the receiver's count of today", async () => {
    await readsOnly(['orders_receiveddate_idx'], (_lists, stats) => stats.receivedSinceByTeam(startOfBusinessDay(now)));
  });

  it("the later desks' queue counts of the home screen, each on its list's index", async () => {
    const indexOf: Record<HomeQueue, string> = {
      toPack: 'orders_packager_queue_idx',
      toValue: 'orders_waiting_valuation_idx',
      toRevalue: 'orders_revaluation_idx',
      toTeller: 'orders_teller_queue_idx',
      toPay: 'orders_payer_idx',
      donationsToPay: 'orders_payer_donation_idx',
      toComplete: 'orders_bursar_waiting_idx',
    };
    for (const queue of HOME_QUEUES) {
      for (const team of queue === 'toPack' ? [null, 'turku'] : [null]) {
        await readsOnly([indexOf[queue]], (_lists, stats) => stats.queueCounts([queue], team));
      }
    }
  });

  // The desks' lists, plain, found by words (an ASCII name, a number, a folded name) and sorted by the client's name.
  const DESK_QUERIES = [
    {words: [], sort: undefined},
    {words: ['matti', '1004'], sort: undefined},
    {words: ['östman'], sort: {key: 'client', direction: 'desc'} as const},
  ];

  it("the bursar's unhandled and today's handled lists (migration 018), searched and sorted", async () => {
    for (const query of DESK_QUERIES) {
      await readsOnly(['orders_bursar_waiting_idx'], (_lists, _stats, db) => new BursarRepository(db).waiting(query, {limit: 50, skip: 50}));
      await readsOnly(['orders_bursar_handled_idx'], (_lists, _stats, db) =>
        new BursarRepository(db).handledSince(startOfBusinessDay(now), query, {limit: 50, skip: 0}),
      );
    }
  });

  it("the teller's, valuation's and payer's lists, searched and sorted, each on its list's index", async () => {
    for (const query of DESK_QUERIES) {
      await readsOnly(['orders_teller_queue_tries_idx'], (_lists, _stats, db) =>
        new TellerRepository(db).queue('finnish', 'orders', query, {limit: 50, skip: 0}),
      );
      await readsOnly(['orders_tellerdate_idx'], (_lists, _stats, db) =>
        new TellerRepository(db).telleredSince(startOfBusinessDay(now), query, {limit: 50, skip: 0}),
      );
      await readsOnly(['orders_waiting_valuation_idx'], (_lists, _stats, db) => new ValuationRepository(db).waiting(query, {limit: 50, skip: 0}));
      await readsOnly(['orders_revaluation_idx'], (_lists, _stats, db) => new ValuationRepository(db).revaluation('finland', query, {limit: 50, skip: 0}));
      const payer = (db: DbDataSource) => new PayerRepository(db, undefined as never);
      await readsOnly(['orders_payer_idx'], (_lists, _stats, db) => payer(db).payable({country: 'finland'}, query, {limit: 50, skip: 0}));
      await readsOnly(['orders_payer_donation_idx'], (_lists, _stats, db) => payer(db).payable({donationTeam: 'turku'}, query, {limit: 50, skip: 0}));
    }
  });

  it("the teller's lists, untried first, then by the latest teller call (migration 027)", async () => {
    for (const kind of ['orders', 'zero'] as const) {
      await readsOnly(['orders_teller_queue_tries_idx'], (_lists, _stats, db) =>
        new TellerRepository(db).queue('finnish', kind, {words: [], sort: undefined}, {limit: 50, skip: 50}),
      );
    }
  });

  it('reads no partial index whose predicate the query does not imply (so the checks above can fail)', async () => {
    const plans = await plansOf(['orders_coldcase_idx'], (_lists, _stats, db) =>
      db.execute(`SELECT id FROM orders WHERE NOT closed AND language = 'finnish' ORDER BY createdat DESC LIMIT 50`, []),
    );
    expect(plans[0]).not.toContain('orders_coldcase_idx');
  });
});
