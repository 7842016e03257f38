import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext } from '../../test/context.ts';
import { defineJob } from './define.ts';
import { type JobRunner, createJobRunner } from './runner.ts';

const context = await createTestContext();
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop()));
});
const silent = { info() {}, warn() {}, error() {} };

function runner(): JobRunner {
  const made = createJobRunner({ connectionString: context.databaseUrl, log: silent, pollingIntervalSeconds: 0.5 });
  runners.push(made);
  return made;
}

async function until(condition: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the job runner', () => {
  it('runs each job once across two nodes, and retries one that failed', async () => {
    const runs: Array<{ node: string; n: number; retry: number }> = [];
    const jobFor = (node: string) => defineJob({
      name: 'test.count', payload: z.object({ n: z.number().int() }), retryDelaySeconds: 1,
      async run({ n }, { retryCount }) {
        runs.push({ node, n, retry: retryCount });
        if (n === 0 && retryCount === 0) throw new Error('the first try of job 0 fails');
      },
    });
    const a = runner();
    const b = runner();
    const onA = jobFor('a');
    a.register(onA);
    b.register(jobFor('b'));
    expect(a.running()).toBe(false);
    await a.start();
    await b.start();
    expect(a.state().state).toBe('running');
    expect(a.running()).toBe(true);
    expect(createJobRunner({ log: silent }).running()).toBe(false);
    for (let n = 0; n < 10; n++) await a.send(onA, { n });
    await until(() => new Set(runs.filter((r) => r.retry === 0 || r.n === 0).map((r) => `${r.n}:${r.retry}`)).size === 11);
    const succeeded = runs.filter((r) => !(r.n === 0 && r.retry === 0)).map((r) => r.n).sort((x, y) => x - y);
    expect(succeeded).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const figures = await a.figures();
    expect(figures.find((f) => f.name === 'test.count')).toMatchObject({ failed: 0 });
  });

  it('tells a looping job that the node is stopping, so a stop waits for one batch, not the job\'s budget', async () => {
    const seen: string[] = [];
    const job = defineJob({
      name: 'test.drain', payload: z.object({}),
      async run(_payload, { signal }) {
        seen.push('started');
        // A drain that would go on for minutes: batches of 50 ms until told to stop.
        for (let batch = 0; batch < 10_000 && !signal.aborted; batch++) await new Promise((r) => setTimeout(r, 50));
        seen.push(signal.aborted ? 'stopped when told' : 'ran out');
      },
    });
    const d = runner();
    d.register(job);
    await d.start();
    await d.send(job, {});
    await until(() => seen.includes('started'));
    await d.stop();
    expect(seen).toEqual(['started', 'stopped when told']);
  });

  it('refuses a payload its schema refuses, before enqueueing', async () => {
    const c = runner();
    const job = defineJob({ name: 'test.strict', payload: z.object({ id: z.string() }), async run() {} });
    c.register(job);
    await c.start();
    await expect(c.send(job, { id: 1 } as unknown as { id: string })).rejects.toThrow(/expected string/);
  });
});
