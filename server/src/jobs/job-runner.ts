import {BindingScope, Context, inject, injectable, lifeCycleObserver, type LifeCycleObserver} from '@loopback/core';
import PgBoss from 'pg-boss';
import {DbDataSource} from '../datasources/db.datasource';
import {DB_DATASOURCE, JOBS_CONFIG} from '../keys';
import {setTimeout as sleep} from 'node:timers/promises';
import {pgBossUnawaitedStatements, transactionConnectionOf} from '../loopback-internals';
import {JOB_SCHEMA} from './job-schema';

export interface JobsConfig {
  /** false: this process runs no job handlers (jobs are still queued); tests that do not test jobs. */
  enabled: boolean;
  /** How often an idle worker asks for a job (pg-boss's polling; 0.5 at least). */
  pollingSeconds: number;
  /** Seconds before a failed job's first retry (then doubling); unset: each queue's own. Tests shorten it. */
  retryDelaySeconds?: number;
}

export const DEFAULT_JOBS_CONFIG: JobsConfig = {enabled: true, pollingSeconds: 2};

/** Bindings of the jobs this application defines (a JobDefinition each). */
export const JOB_TAG = 'karat.job';

/** A kind of job: its queue, an optional cron schedule (the runner sends it one job each time), and its work. */
export interface JobDefinition<T extends object = object> {
  readonly queue: QueueDefinition;
  readonly schedule?: string;
  /** The job's work; a throw is a failure that pg-boss retries as the queue says. */
  handle(data: T): Promise<void>;
}

export interface QueueDefinition {
  name: string;
  /** 'stately': at most one job per singletonKey waiting and one running (one order, one registration). */
  policy?: PgBoss.QueuePolicy;
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time with retryBackoff. */
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/**
 * The background jobs, on pg-boss: PostgreSQL-backed, each job claimed once across server
 * processes (SKIP LOCKED), retried with backoff. It speaks through the application's own pool
 * rather than one of its own, so on the embedded PGlite (one connection, one session) its
 * statements take their turn with the requests' instead of interleaving with them; and a job is
 * queued in the transaction of the change it follows (`queue(..., options)`), so it exists exactly
 * when that change committed.
 */
@lifeCycleObserver('jobs')
@injectable({scope: BindingScope.SINGLETON})
export class JobRunner implements LifeCycleObserver {
  private boss?: PgBoss;

  constructor(
    @inject(DB_DATASOURCE) private ds: DbDataSource,
    @inject(JOBS_CONFIG) private config: JobsConfig,
    @inject.context() private context: Context,
  ) {}

  async start(): Promise<void> {
    const pool = this.ds.pool;
    const unawaited = new Set(pgBossUnawaitedStatements(JOB_SCHEMA));
    this.boss = new PgBoss({
      db: {executeSql: (text, values) => (unawaited.has(text) ? settled(() => pool.query(text, values)) : pool.query(text, values)) as never},
      schema: JOB_SCHEMA,
      // migrate() installed the schema; a newer pg-boss migrates its own tables at start.
      migrate: true,
      supervise: this.config.enabled,
      schedule: this.config.enabled,
    });
    this.boss.on('error', err => console.error(`Background jobs: ${err.message}`));
    await this.boss.start();
    const definitions = await Promise.all(this.context.findByTag(JOB_TAG).map(binding => this.context.get<JobDefinition>(binding.key)));
    for (const job of definitions) {
      const {name, ...queue} = job.queue;
      const options = {name, ...queue, ...(this.config.retryDelaySeconds && queue.retryDelay ? {retryDelay: this.config.retryDelaySeconds} : {})};
      await againOnDeadlock(() => this.setUpQueue(name, options));
      if (!this.config.enabled) continue;
      if (job.schedule) await this.boss.schedule(name, job.schedule);
      // One job at a time per process: a carrier is not asked twenty things at once by one server.
      await this.boss.work<object>(name, {pollingIntervalSeconds: this.config.pollingSeconds, batchSize: 1, priority: true}, async ([claimed]) =>
        job.handle(claimed.data),
      );
    }
  }

  /** A queue's retry policy is the code's: an existing queue takes the current one. */
  private async setUpQueue(name: string, options: PgBoss.Queue) {
    const boss = this.running();
    if (await boss.getQueue(name)) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options).catch(ignoreExisting);
  }

  async stop(): Promise<void> {
    await this.boss?.stop({graceful: true, wait: true, close: false});
    this.boss = undefined;
  }

  /**
   * Queues a job; with `options` (a LoopBack transaction) inside that transaction. A job of the
   * same singletonKey already waiting is not queued twice ('stately' queues): undefined then.
   */
  async queue<T extends object>(
    name: string,
    data: T,
    key: {singletonKey?: string; startAfter?: Date; priority?: number},
    options?: object,
  ): Promise<string | undefined> {
    const boss = this.running();
    const connection = transactionConnectionOf(options);
    const db = connection ? {executeSql: (text: string, values: unknown[]) => connection.query(text, values) as never} : undefined;
    return (await boss.send(name, data, {...key, ...(db ? {db} : {})})) ?? undefined;
  }

  /** The jobs of a queue in a state, newest first (tests and the admin's view of the queue). */
  async jobs(name: string, singletonKey: string): Promise<{state: string; retryCount: number}[]> {
    const {rows} = await this.ds.pool.query(
      `SELECT state, retry_count AS "retryCount" FROM ${JOB_SCHEMA}.job WHERE name = $1 AND singleton_key = $2 ORDER BY created_on DESC`,
      [name, singletonKey],
    );
    return rows;
  }

  private running(): PgBoss {
    if (!this.boss) throw new Error('The job runner is not started');
    return this.boss;
  }
}

/** How often a job's completion or failure is sent again before it is given up (settled). */
export const SETTLE_ATTEMPTS = 3;
export const SETTLE_PAUSE_MS = 1_000;

/**
 * A job's completion or failure, which pg-boss sends without awaiting it: sent again after a pause
 * when it fails (the pool busy under load), then given up with an error in the log instead of a
 * rejection nobody handles, which would end the server. A job whose completion was given up stays
 * active until its expiry and then runs again: a job's work must bear a second run (the shipment
 * registration skips an order already registered).
 */
export async function settled<T>(send: () => Promise<T>, attempts = SETTLE_ATTEMPTS, pauseMs = SETTLE_PAUSE_MS): Promise<T | {rows: {count: string}[]}> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      if (attempt >= attempts) {
        console.error(`Background jobs: a job's outcome was not recorded (${(err as Error).message}); it runs again after its expiry`);
        return {rows: [{count: '0'}]};
      }
      await sleep(pauseMs);
    }
  }
}

/** PostgreSQL's deadlock_detected: it ended this statement, whole, so that the other could go on. */
const DEADLOCK = '40P01';

/**
 * Does `work` again when PostgreSQL ends it as one side of a deadlock, as its manual advises. Two
 * server processes starting at once on a new database both create each queue (pg-boss makes a
 * partition table for it) and each waited for the other's lock: the second process would not start.
 * Done again, the queue the other made is found and takes the code's settings.
 */
export async function againOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if ((err as {code?: string}).code !== DEADLOCK || attempt >= attempts) throw err;
    }
  }
}

function ignoreExisting(err: Error) {
  if (!/already exists/.test(err.message)) throw err;
}
