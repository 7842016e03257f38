/**
 * One "node" of the job runner test: `node node.fixture.ts <databaseUrl> <name>`. Runs `test.slow`,
 * which records its start, works for 2 s, then records its completion once per job (idempotent).
 */
import pg from 'pg';
import { z } from 'zod';
import { defineJob } from './define.ts';
import { createJobRunner } from './runner.ts';

const [databaseUrl = '', name = 'node'] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const silent = { info() {}, warn() {}, error() {} };

export const slowJob = defineJob({
  name: 'test.slow', payload: z.object({ n: z.number() }), heartbeatSeconds: 10, retryDelaySeconds: 1,
  async run(_payload, { jobId }) {
    await pool.query(`insert into job_test_runs (job_id, node, phase) values ($1, $2, 'started')`, [jobId, name]);
    console.log(`started ${jobId}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await pool.query(`insert into job_test_runs (job_id, node, phase) values ($1, $2, 'completed') on conflict do nothing`, [jobId, name]);
  },
});

if (process.argv[1]?.endsWith('node.fixture.ts')) {
  const runner = createJobRunner({ connectionString: databaseUrl, log: silent, pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 });
  runner.register(slowJob);
  await runner.start();
  console.log('ready');
}
