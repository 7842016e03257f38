import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { StatementPipeline } from './pipeline.ts';

const url = () => inject('databaseUrl');
const opened: StatementPipeline[] = [];
function pipeline(size: number, statementsPerLane = 100, config: pg.ClientConfig = { connectionString: url() }) {
  const made = new StatementPipeline(config, size, statementsPerLane);
  opened.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((p) => p.end()));
});

const double = (n: number) => ({ name: 'pipeline_test_double', text: 'select $1::int * 2 as "n", pg_backend_pid() as "pid"', values: [n] });

describe('StatementPipeline', () => {
  it('answers each of many statements at once with its own rows, over at most `size` connections', async () => {
    const two = pipeline(2);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => two.run(double(i))));
    expect(answers.map((a) => a.rows[0]?.[0])).toEqual(Array.from({ length: 60 }, (_, i) => String(i * 2)));
    expect(new Set(answers.map((a) => a.rows[0]?.[1])).size).toBe(2);
    expect(two.stats).toEqual({ lanes: 2, inFlight: 0, waiting: 0 });
  });

  it('fails a failing statement alone; the others sent with it answer', async () => {
    const one = pipeline(1);
    const runs = [1, 0, 3, 0, 5].map((n) => one.run({ name: 'pipeline_test_div', text: 'select 10 / $1::int as "n"', values: [n] }));
    const settled = await Promise.allSettled(runs);
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value.rows[0]?.[0] : (s.reason as Error).message))).toEqual(['10', 'division by zero', '3', 'division by zero', '2']);
    // The lane of a failed statement takes no more; the next statement gets a new one.
    expect((await one.run(double(4))).rows[0]?.[0]).toBe('8');
  });

  it('fails what was in flight when its connection is lost, then answers on a new one', async () => {
    const one = pipeline(1);
    const pid = (await one.run(double(1))).rows[0]?.[1];
    // Caught at once: the rejection comes while the test is still terminating the backend.
    const sleeping = one.run({ text: 'select pg_sleep(5)', values: [] }).then(() => undefined, (error: Error) => error);
    const admin = new pg.Client({ connectionString: url() });
    await admin.connect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await admin.query('select pg_terminate_backend($1::int)', [pid]);
    await admin.end();
    expect((await sleeping)?.message).toMatch(/terminat/i);
    expect((await one.run(double(21))).rows[0]?.[0]).toBe('42');
  });

  it('fails a statement it cannot connect for, rather than keep it waiting', async () => {
    const nowhere = pipeline(1, 100, { connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 2000 });
    await expect(nowhere.run(double(1))).rejects.toThrow(/terminated|ECONNREFUSED/);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nowhere.stats.lanes).toBe(0);
  });

  it('replaces a connection that has prepared statementsPerLane statements', async () => {
    const one = pipeline(1, 3);
    const pids = [];
    for (let i = 0; i < 5; i++) {
      const answer = await one.run({ name: `pipeline_test_cap_${i}`, text: `select ${i} as "n", pg_backend_pid() as "pid"`, values: [] });
      pids.push(answer.rows[0]?.[1]);
    }
    // Three named on the first connection, the fourth unnamed on it before it is replaced, the fifth on a new one.
    expect(new Set(pids.slice(0, 4)).size).toBe(1);
    expect(pids[4]).not.toBe(pids[0]);
  });
});
