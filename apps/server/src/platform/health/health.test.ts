import { type Server, type Socket, createServer } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { Readiness, databaseCheck } from './readiness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('GET /api/health', () => {
  it('answers JSON 200 without signing in, never cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with each check when the database answers and is migrated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.checks.database).toMatchObject({ ok: true });
    expect(body.checks.migrations).toMatchObject({ ok: true });
  });

  it('answers 503 naming the check a module added when it fails', async () => {
    const other = await createTestContext();
    other.app.readiness.add('jobs', async () => {
      throw new Error('the job workers are not running');
    });
    const res = await other.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      message: 'Not ready: jobs: the job workers are not running',
      checks: { database: { ok: true }, jobs: { ok: false, error: 'the job workers are not running' } },
    });
  });

  it('answers 503 when a migration of this code is missing from the database', async () => {
    const behind = await createTestContext();
    const pool = new pg.Pool({ connectionString: behind.databaseUrl, max: 1 });
    await pool.query('delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)');
    await pool.end();
    const res = await behind.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.migrations.error).toMatch(/^migration \d{4}_\w+ is not applied/);
  });
});

describe('the database check', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let port: number;
  beforeAll(async () => {
    // A database that accepts connections and never answers: a frozen server or a network partition.
    silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => {
    for (const socket of sockets) socket.destroy();
    silent.close(() => resolve());
  }));

  it('fails within its time limit when the database does not answer', async () => {
    const pool = new pg.Pool({ connectionString: `postgres://x:y@127.0.0.1:${port}/db`, connectionTimeoutMillis: 1_500 });
    pool.on('error', () => {});
    const readiness = new Readiness();
    readiness.add('database', databaseCheck(pool));
    const started = Date.now();
    const result = await readiness.run(300);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({ ok: false, checks: { database: { ok: false, error: 'no answer within 300 ms' } } });
    void pool.end().catch(() => {});
  });

  it('fails with PostgreSQL\'s reason when the database refuses', async () => {
    const url = new URL(ctx.databaseUrl);
    url.pathname = '/no_such_database';
    const pool = new pg.Pool({ connectionString: url.toString() });
    const readiness = new Readiness();
    readiness.add('database', databaseCheck(pool));
    const result = await readiness.run();
    expect(result.checks.database).toMatchObject({ ok: false, error: expect.stringContaining('no_such_database') });
    await pool.end();
  });
});
