import type {Pool} from 'pg';

/**
 * Runs at most `width` tasks at once; the others wait their turn in arrival order. Heavy lists
 * (many rows with their relations) run one at a time server-wide, so however many arrive,
 * the database's cores stay free for everyone's small requests.
 */
export class TakeTurns {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly width: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.width) await new Promise<void>(resolve => this.waiting.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The turn passes straight to the next in line; running stays counted.
      if (next) next();
      else this.running--;
    }
  }
}

/** Key of the advisory lock that passes the heavy lists' turn between processes (two-int form: its own key space). */
export const HEAVY_LISTS_LOCK = 1_207_020;

/**
 * Runs the task while this session holds the heavy lists' advisory lock, on a pooled connection of
 * its own: server processes sharing the database take turns with each other as heavyLists makes a
 * process's own lists take turns (first that, so a process keeps at most one connection waiting
 * here). Waiting counts against the statement timeout: after it the list answers 503, not a hang.
 * A connection that may still hold the lock is closed rather than returned: the lock goes with it.
 */
export async function inTheDatabaseTurn<T>(pool: Pool, task: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1, 0)', [HEAVY_LISTS_LOCK]);
    try {
      return await task();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, 0)', [HEAVY_LISTS_LOCK]).catch((err: Error) => (broken = err));
    }
  } finally {
    client.release(broken);
  }
}

/** Lists costing more than this (LIMITS.maxListCost's measure) are heavy. */
export const HEAVY_LIST_COST = 1000;

/** One at a time: with two, another member's get by id waited up to 254 ms (p99, bench (g)); with one, 156 ms. */
export const HEAVY_LISTS_AT_ONCE = 1;
