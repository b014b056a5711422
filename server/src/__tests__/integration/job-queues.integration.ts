import {Context} from '@loopback/core';
import {DbDataSource} from '../../datasources/db.datasource';
import {JOB_TAG, JobRunner, SETTLE_ATTEMPTS, type JobDefinition} from '../../jobs/job-runner';
import {givenDatabase} from '../helpers/app.helper';

// Two server processes starting at once on a new database each set up the same queues: pg-boss's
// createQueue makes a partition table per queue, and the two took their locks in opposite orders
// (a clean-clone CI run: "Cannot start Karat: deadlock detected" from the second process of the
// Caddy test). Here two job runners, each with its own pool as a process has, start side by side.

/** Queues enough for the two setups to cross (without the retry, four runs of four deadlocked): each is a partition table pg-boss creates. */
const QUEUES = Array.from({length: 8}, (_, i) => `crossing-${i}`);

function runnerOn(url: string) {
  const ds = new DbDataSource({url, max: 4});
  const context = new Context();
  for (const name of QUEUES) {
    const job: JobDefinition = {queue: {name, policy: 'stately', retryLimit: 2}, handle: async () => undefined};
    context.bind(`jobs.${name}`).to(job).tag(JOB_TAG);
  }
  return {runner: new JobRunner(ds, {enabled: false, pollingSeconds: 1}, context), ds};
}

describe('job queues set up by two processes starting at once', () => {
  it('both start, and each queue exists once, with its settings', async () => {
    const {url} = await givenDatabase('postgres');
    const processes = [runnerOn(url), runnerOn(url)];
    try {
      await Promise.all(processes.map(p => p.runner.start()));
      const {rows} = await processes[0].ds.pool.query(`SELECT name, retry_limit AS "retryLimit" FROM pgboss.queue WHERE name LIKE 'crossing-%' ORDER BY name`);
      expect(rows).toEqual(QUEUES.map(name => ({name, retryLimit: 2})));
    } finally {
      for (const p of processes) {
        await p.runner.stop();
        await p.ds.disconnect();
      }
    }
    // The work: two setups of eight queues, and PostgreSQL's deadlock check (after a second's wait).
  }, 30_000);
});

// pg-boss sends a job's completion (and its failure) without awaiting it: when the pool could not
// give a connection in time (a soak at 200 requests a second), the rejection went unhandled and
// Node ended the server. The runner now sends it again after a pause and then gives it up.
describe("a job's outcome the database could not take", () => {
  const QUEUE = 'outcome-lost';

  async function runJob(failures: number) {
    const {url} = await givenDatabase('postgres');
    const ds = new DbDataSource({url, max: 4});
    const context = new Context();
    let runs = 0;
    const job: JobDefinition = {queue: {name: QUEUE, retryLimit: 0}, handle: async () => void runs++};
    context.bind(`jobs.${QUEUE}`).to(job).tag(JOB_TAG);
    const runner = new JobRunner(ds, {enabled: true, pollingSeconds: 0.5}, context);
    // The pool refuses the completion `failures` times, as a pool busy past its wait does.
    const query = ds.pool.query.bind(ds.pool) as (text: string, values?: unknown[]) => Promise<unknown>;
    let refused = 0;
    (ds.pool as unknown as {query: typeof query}).query = (text, values) =>
      /SET completed_on = now\(\)/.test(text) && refused < failures
        ? (refused++, Promise.reject(new Error('timeout exceeded when trying to connect')))
        : query(text, values);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await runner.start();
      await runner.queue(QUEUE, {}, {singletonKey: 'one'});
      await vi.waitFor(() => expect(refused).toBe(Math.min(failures, SETTLE_ATTEMPTS)), {timeout: 10_000, interval: 100});
      await vi.waitFor(async () => expect((await runner.jobs(QUEUE, 'one'))[0]?.state).toBe(failures < SETTLE_ATTEMPTS ? 'completed' : 'active'), {
        timeout: 10_000,
        interval: 100,
      });
      return {runs, unhandled, logged: errors.mock.calls.map(call => String(call[0]))};
    } finally {
      await runner.stop();
      await ds.disconnect();
      process.off('unhandledRejection', onUnhandled);
      errors.mockRestore();
    }
  }

  it('is sent again after a pause, and recorded', async () => {
    const {runs, unhandled, logged} = await runJob(1);
    expect(runs).toBe(1);
    expect(unhandled).toEqual([]);
    expect(logged.filter(line => line.includes('not recorded'))).toEqual([]);
  }, 30_000);

  it('is given up after the last attempt with an error in the log, the server going on; the job stays active until its expiry', async () => {
    const {runs, unhandled, logged} = await runJob(SETTLE_ATTEMPTS + 5);
    expect(runs).toBe(1);
    expect(unhandled).toEqual([]);
    expect(logged.some(line => line.includes("a job's outcome was not recorded (timeout exceeded when trying to connect)"))).toBe(true);
  }, 30_000);
});
