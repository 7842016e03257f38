import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { nodeProcesses } from './node-processes.fixture.ts';
import { slowJob } from './node.fixture.ts';
import { createJobRunner } from './runner.ts';

const context = await createTestContext();
const processes = nodeProcesses(new URL('./node.fixture.ts', import.meta.url));
afterAll(() => processes.killAll());
const startNode = (name: string) => processes.start([context.databaseUrl, name]);

async function rows(): Promise<Array<{ node: string; phase: string }>> {
  const result = await context.db.$client.query<{ node: string; phase: string }>('select node, phase from job_test_runs order by at');
  return result.rows;
}

describe('a job whose node is killed', () => {
  it('is run to completion once by another node', async () => {
    await context.db.$client.query(`create table job_test_runs (job_id text, node text, phase text, at timestamptz default clock_timestamp())`);
    await context.db.$client.query(`create unique index on job_test_runs (job_id) where phase = 'completed'`);
    const nodes = { a: await startNode('a'), b: await startNode('b') };
    const sender = createJobRunner({ connectionString: context.databaseUrl, log: { info() {}, warn() {}, error() {} } });
    sender.register(slowJob);
    await sender.start();
    await sender.send(slowJob, { n: 1 });

    let first: string | undefined;
    for (let i = 0; i < 300 && !first; i++) {
      first = (await rows()).find((r) => r.phase === 'started')?.node;
      if (!first) await new Promise((r) => setTimeout(r, 100));
    }
    expect(first).toBeDefined();
    await processes.kill(nodes[first as 'a' | 'b']);

    const deadline = Date.now() + 90_000;
    while (!(await rows()).some((r) => r.phase === 'completed') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await sender.stop();
    const all = await rows();
    const completed = all.filter((r) => r.phase === 'completed');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.node).not.toBe(first);
    expect(all.filter((r) => r.phase === 'started').map((r) => r.node)).toEqual([first, completed[0]!.node]);
  }, 120_000);
});
