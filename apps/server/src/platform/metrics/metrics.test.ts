import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { webClientPlugin } from '../web-client.ts';
import { metricsPlugin } from './index.ts';
import { isDatabaseFailure } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
let ctx: TestContext;
let withToken: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  withToken = await createTestContext({ METRICS_TOKEN: TOKEN });
});

const scrape = async (c: TestContext, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  c.app.inject({ method: 'GET', url: '/metrics', ...options });

/** The value of one series in Prometheus' text format, e.g. value(text, 'x_total{kind="a"}'). */
function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('times requests by route pattern and status, not by the raw URL', async () => {
    await ctx.app.inject({ method: 'GET', url: '/v1/features/I3ERequestForm/enabled' });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const res = await scrape(ctx);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/v1/features/:feature/enabled",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('I3ERequestForm');
    expect(text).not.toContain('no-such-thing');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\} \d+/);
  });

  it('times every built file of the web client as one route, (static)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-metrics-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    mkdirSync(join(dist, 'assets'));
    const assets = ['index-Bq1w2e3r.js', 'Button-Zx9y8w7v.js', 'index-Aa1b2c3d.css'];
    for (const asset of assets) writeFileSync(join(dist, 'assets', asset), '/* built */');
    const app = Fastify();
    try {
      await app.register(metricsPlugin, { db: ctx.db, token: undefined });
      await app.register(webClientPlugin, { distDir: dist });
      for (const url of [...assets.map((asset) => `/assets/${asset}`), '/favicon.svg', '/workunits/incidents']) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
      }
      const text = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(value(text, 'http_request_duration_seconds_count{method="GET",route="(static)",status_code="200"}')).toBeGreaterThanOrEqual(4);
      expect(value(text, 'http_request_duration_seconds_count{method="GET",route="/*",status_code="200"}')).toBeGreaterThanOrEqual(1);
      for (const name of [...assets, 'favicon.svg']) expect(text).not.toContain(name);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('reports the pool, the event loop and the process memory', async () => {
    await ctx.db.$client.query('select 1');
    const text = (await scrape(ctx)).body;
    expect(value(text, 'portal_db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'portal_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'portal_db_pool_waiting_clients')).toBe(0);
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('counts a database connection that is lost', async () => {
    const before = value((await scrape(ctx)).body, 'portal_db_errors_total{kind="connection"}') ?? 0;
    const { rows } = await ctx.db.$client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const admin = new pg.Client({ connectionString: ctx.databaseUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await expect.poll(async () => value((await scrape(ctx)).body, 'portal_db_errors_total{kind="connection"}') ?? 0).toBe(before + 1);
  });

  it('serves only this machine unless METRICS_TOKEN is set and sent', async () => {
    expect((await scrape(ctx, { remoteAddress: '::1' })).statusCode).toBe(200);
    const remote = await scrape(ctx, { remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().message).toMatch(/set METRICS_TOKEN/);
    // A proxy on this machine forwards other people's requests: they are not local.
    expect((await scrape(ctx, { headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect((await scrape(ctx, { remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(403);

    expect((await scrape(withToken, { remoteAddress: '10.1.2.3', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    expect((await scrape(withToken, { remoteAddress: '10.1.2.3', headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode).toBe(403);
    expect((await scrape(withToken, { remoteAddress: '10.1.2.3' })).json().message).toMatch(/METRICS_TOKEN/);
  });
});

describe('isDatabaseFailure', () => {
  it('knows errors from PostgreSQL and lost connections, also when wrapped', () => {
    const fromPostgres = new pg.DatabaseError('canceling statement due to statement timeout', 0, 'error');
    expect(isDatabaseFailure(fromPostgres)).toBe(true);
    expect(isDatabaseFailure(new Error('Failed query: select 1', { cause: fromPostgres }))).toBe(true);
    expect(isDatabaseFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseFailure(new Error('The tenant was not found.'))).toBe(false);
  });
});
