import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, incidentBody } from '../modules/workunits/test-helpers.ts';
import { type TestContext, createTestContext } from '../test/context.ts';
import { freePort } from '../test/free-port.ts';
import EmbeddedPostgres from './embedded-postgres.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** A promise and the function that resolves it (Promise.withResolvers, without lib es2024). */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => { resolve = r; });
  return { promise, resolve };
}

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Creates work units from `workers` loops until `until` resolves; returns every answer and the
 * titles of the creates that were acknowledged.
 */
async function createUnderLoad(call: (title: string) => Promise<Answer>, until: Promise<unknown>, workers = 6) {
  const state = { done: false };
  void until.finally(() => { state.done = true; }).catch(() => {});
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let n = 0;
  await Promise.all(Array.from({ length: workers }, async () => {
    while (!state.done) {
      const title = `Load ${++n}`;
      const answer = await call(title);
      answers.push(answer);
      if (answer.statusCode === 200) acknowledged.push(title);
      if (answer.statusCode !== 200) await sleep(50);
    }
  }));
  return { answers, acknowledged };
}

/** Timeouts for the frozen server: a statement is given up this long after it was sent (statement + connect). */
const FROZEN = { connectMs: 500, statementMs: 1_500, boundMs: 2_000 } as const;

/** The postmaster of a data directory and its children (backends, background workers). */
function postgresProcesses(dataDir: string): number[] {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      return Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) === postmaster;
    } catch {
      return false; // gone meanwhile
    }
  });
  return [postmaster, ...children];
}

/** Only 200 and 503 (with Retry-After), never a 500 or a reset. */
function expectOnlyOkOrUnavailable(answers: Answer[]) {
  const wrong = answers.filter((a) => a.statusCode !== 200 && !(a.statusCode === 503 && a.headers['retry-after']));
  expect(wrong.map((a) => `${a.statusCode} ${a.body.slice(0, 160)}`)).toEqual([]);
}

async function countTitles(db: TestContext['db'], titles: string[]): Promise<Map<string, number>> {
  const { rows } = await db.$client.query<{ title: string; n: number }>(
    'select title, count(*)::int as n from work_units where title = any($1) group by title', [titles]);
  return new Map(rows.map((r) => [r.title, r.n]));
}

describe('a connection lost inside a transaction (pg_terminate_backend)', () => {
  it('leaves the process alive: the error pg emits on the checked-out connection is heard', { timeout: 30_000 }, async () => {
    const ctx = await createTestContext();
    const script = fileURLToPath(new URL('./faults.fixture.ts', import.meta.url));
    const result = spawnSync(process.execPath, [script, ctx.databaseUrl], { encoding: 'utf8', timeout: 20_000 });
    expect(result.stderr).not.toContain("Unhandled 'error' event");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('failed: ');
    expect(result.stdout).toContain('warned: A database connection in use was lost');
    expect(result.stdout).toContain('alive, serving: 1');
  });

  it('fails only the requests in flight, with 503, and the server goes on serving', { timeout: 60_000 }, async () => {
    const ctx = await createTestContext({}, { poolSize: 4 });
    const { tenantId } = await ctx.factories.tenant({ name: 'Faults' });
    const agent = await clientFor(ctx, { role: 'Administrator' });
    const admin = new pg.Client({ connectionString: ctx.databaseUrl });
    await admin.connect();
    const database = new URL(ctx.databaseUrl).pathname.slice(1);
    const killAll = () => admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);

    const chaos = (async () => {
      for (let round = 0; round < 6; round++) {
        // A transaction held open across the kill, as a slow request would hold one.
        const { promise: started, resolve: begin } = deferred();
        const held = ctx.db.transaction(async (tx) => {
          await tx.execute('select 1');
          begin();
          await sleep(300);
          await tx.execute('select 1');
        }).then(() => 'committed', (error: Error) => error.message);
        await started;
        await killAll();
        expect(await held).not.toBe('committed');
        await sleep(200);
      }
    })();
    const { answers, acknowledged } = await createUnderLoad(
      (title) => agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { title })), chaos);
    await admin.end();

    expectOnlyOkOrUnavailable(answers);
    expect(answers.some((a) => a.statusCode === 503)).toBe(true);
    // Every acknowledged create is there, once.
    const counts = await countTitles(ctx.db, acknowledged);
    expect(acknowledged.filter((t) => counts.get(t) !== 1)).toEqual([]);
    // And the portal serves again at once.
    expect((await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { title: 'After' }))).statusCode).toBe(200);
    expect((await agent.call('GET', '/v1/workunits?$top=5&$count=true')).statusCode).toBe(200);
  });
});

describe('PostgreSQL restarted under write load', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-faults-pg-'));
  // Made when the tests start, on a port the system has just said is free (test/free-port.ts).
  let server: InstanceType<typeof EmbeddedPostgres>;
  let ctx: TestContext;
  let frozenCtx: TestContext;
  // Registered first, so it runs last: after the test contexts have dropped their databases.
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeAll(async () => {
    const port = await freePort();
    server = new EmbeddedPostgres({
      databaseDir: dir, user: 'portal', password: 'portal', port, persistent: true, createPostgresUser: true,
      onLog: () => {}, onError: () => {}, postgresFlags: ['-c', 'fsync=off'],
    });
    await server.initialise();
    await server.start();
    const serverUrl = `postgres://portal:portal@127.0.0.1:${port}/postgres`;
    ctx = await createTestContext({}, { serverUrl, poolSize: 4, connectMs: 1_000 });
    // Short timeouts, as DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS would set them.
    frozenCtx = await createTestContext({}, { serverUrl, poolSize: 4, connectMs: FROZEN.connectMs, statementMs: FROZEN.statementMs });
  }, 60_000);

  it('answers 503 while it is down, keeps the process alive and serves once it is back', { timeout: 120_000 }, async () => {
    const { tenantId } = await ctx.factories.tenant({ name: 'Restart' });
    const agent = await clientFor(ctx, { role: 'Administrator' });
    const restart = (async () => {
      await sleep(500);
      await server.stop();
      await sleep(1_500);
      await server.start();
      await sleep(1_000);
    })();
    const { answers, acknowledged } = await createUnderLoad(
      (title) => agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { title })), restart);

    expectOnlyOkOrUnavailable(answers);
    expect(answers.filter((a) => a.statusCode === 503).length).toBeGreaterThan(0);
    const counts = await countTitles(ctx.db, acknowledged);
    expect(acknowledged.filter((t) => counts.get(t) !== 1)).toEqual([]);
    expect((await agent.call('GET', '/v1/workunits?$top=5&$count=true')).statusCode).toBe(200);
    expect((await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { title: 'After' }))).statusCode).toBe(200);
  });

  it('gives up on a frozen PostgreSQL (SIGSTOP) at the statement plus the connect timeout, COMMIT included', { timeout: 60_000 }, async () => {
    const { tenantId } = await frozenCtx.factories.tenant({ name: 'Frozen' });
    const agent = await clientFor(frozenCtx, { role: 'Administrator' });
    const list = () => agent.call('GET', '/v1/workunits?$top=5&$count=true');
    const create = (title: string) => agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { title }));
    // Connections open in the pool and on the read statements' lanes, as on a serving portal.
    expect((await create('Before')).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
    const freeze = (signal: 'SIGSTOP' | 'SIGCONT') => postgresProcesses(dir).forEach((pid) => process.kill(pid, signal));
    try {
      // A write whose COMMIT is sent to a frozen server: its outcome is unknown, and it fails within the bound.
      let frozenAt = 0;
      const commit = frozenCtx.db.transaction(async (tx) => {
        await tx.execute('select 1');
        freeze('SIGSTOP');
        frozenAt = performance.now();
      }).then(() => 'committed', (error: Error) => (isDatabaseUnavailable(error) ? 'unavailable' : error.message));
      expect(await commit).toBe('unavailable');
      const commitMs = performance.now() - frozenAt;

      // Requests meanwhile: a create (a transaction) and a list (a pipelined read), each a 503 within the bound.
      const timed = async (call: () => Promise<Answer>) => {
        const started = performance.now();
        const answer = await call();
        return { status: answer.statusCode, retryAfter: answer.headers['retry-after'], withinBound: performance.now() - started < FROZEN.boundMs + 1_000 };
      };
      const during = await Promise.all([timed(() => create('During')), timed(list), timed(() => create('During 2')), timed(list)]);
      expect({ commitWithinBound: commitMs < FROZEN.boundMs + 1_000, during }).toEqual({
        commitWithinBound: true,
        during: Array.from({ length: 4 }, () => ({ status: 503, retryAfter: '5', withinBound: true })),
      });
    } finally {
      freeze('SIGCONT');
    }
    // Thawed: no connection is left waiting on an answer that will not come; the next requests are served.
    expect((await create('After')).statusCode).toBe(200);
    expect((await list()).statusCode).toBe(200);
  });
});

describe('no free connection', () => {
  it('answers 503 with Retry-After within the connect timeout instead of waiting for ever', { timeout: 30_000 }, async () => {
    const ctx = await createTestContext({}, { poolSize: 1, connectMs: 500 });
    const { tenantId } = await ctx.factories.tenant({ name: 'Busy' });
    const agent = await clientFor(ctx, { role: 'Administrator' });
    const { promise: release, resolve: done } = deferred();
    const { promise: holding, resolve: hold } = deferred();
    // The one pooled connection, held by a long transaction.
    const held = ctx.db.transaction(async (tx) => {
      await tx.execute('select 1');
      hold();
      await release;
    });
    await holding;
    const started = performance.now();
    const res = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().message).toBe('The database is unavailable at the moment. Please try again in a few seconds.');
    expect(performance.now() - started).toBeLessThan(5_000);
    done();
    await held;
    expect((await agent.call('PUT', '/v1/workunits', incidentBody(tenantId))).statusCode).toBe(200);
  });
});
