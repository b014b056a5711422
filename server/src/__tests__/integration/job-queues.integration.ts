import {Context} from '@loopback/core';
import {DbDataSource} from '../../datasources/db.datasource';
import {JOB_TAG, JobRunner, type JobDefinition} from '../../jobs/job-runner';
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
