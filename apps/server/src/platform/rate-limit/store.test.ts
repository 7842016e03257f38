import { setTimeout as sleep } from 'node:timers/promises';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDb } from '../../db/client.ts';
import { ACCESS_REQUESTS_PER_MINUTE } from '../../modules/workunits/access-request.routes.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { rateLimitHits } from './rate-limit.table.ts';
import { pgRateLimitStore } from './store.ts';

let ctx: TestContext;
/** A second connection pool over the same database, as a second server process would have. */
let other: ReturnType<typeof createDb>;
beforeAll(async () => {
  ctx = await createTestContext();
  other = createDb(ctx.databaseUrl, 2);
});
afterAll(() => other.pool.end());

const route = (method: string, url: string) => ({ routeInfo: { method, url } }) as unknown as Parameters<FastifyRateLimitStore['child']>[0];

/** A route's store as one process would make it. */
function storeFor(db = ctx.db, method = 'POST', url = '/limited', options?: Parameters<typeof pgRateLimitStore>[1]) {
  const Store = pgRateLimitStore(db, options);
  return new Store({}).child(route(method, url)) as FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] };
}

const hit = (store: FastifyRateLimitStore, key: string, timeWindow = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 10));
const peek = (store: FastifyRateLimitStore & { read: FastifyRateLimitStore['incr'] }, key: string, timeWindow = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.read(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 10));

const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

describe('PostgreSQL rate-limit store', () => {
  it('counts one key across two stores on separate pools, as two processes would', async () => {
    const [a, b] = [storeFor(ctx.db, 'POST', '/shared'), storeFor(other.db, 'POST', '/shared')];
    const key = unique('10.0.0.1');
    const counts = [];
    for (const store of [a, b, a, b, b]) counts.push((await hit(store, key)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    const { ttl } = await hit(a, key);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('counts concurrent hits exactly once each', async () => {
    const [a, b] = [storeFor(ctx.db, 'POST', '/race'), storeFor(other.db, 'POST', '/race')];
    const key = unique('race');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => hit(i % 2 ? a : b, key)));
    expect(results.map((r) => r.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts again at 1 once the window has passed', async () => {
    const store = storeFor();
    const key = unique('window');
    expect((await hit(store, key, 200)).current).toBe(1);
    const second = await hit(store, key, 200);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(0);
    expect(second.ttl).toBeLessThanOrEqual(200);
    await sleep(250);
    const fresh = await hit(storeFor(other.db), key, 200);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(150);
    expect(fresh.ttl).toBeLessThanOrEqual(200);
  });

  it('keeps routes apart: the same key on another method or URL counts from 1', async () => {
    const key = unique('10.0.0.2');
    expect((await hit(storeFor(ctx.db, 'POST', '/a'), key)).current).toBe(1);
    expect((await hit(storeFor(ctx.db, 'POST', '/a'), key)).current).toBe(2);
    expect((await hit(storeFor(ctx.db, 'POST', '/b'), key)).current).toBe(1);
    expect((await hit(storeFor(ctx.db, 'GET', '/a'), key)).current).toBe(1);
    const [row] = await ctx.db.select().from(rateLimitHits).where(sql`${rateLimitHits.key} = ${`POST /a|${key}`}`);
    expect(row?.hits).toBe(2);
  });

  it('bounds long keys and stores any text a caller can type', async () => {
    const store = storeFor(ctx.db, 'POST', '/long');
    const long = `10.0.0.3|${'x'.repeat(100_000)}`;
    const nearly = `${long.slice(0, -1)}y`;
    const odd = ['10.0.0.3|a\u0000b', '10.0.0.3|ünïcödé', '10.0.0.3|\ud800 lone surrogate'];
    expect((await hit(store, long)).current).toBe(1);
    expect((await hit(store, long)).current).toBe(2);
    expect((await hit(store, nearly)).current).toBe(1);
    for (const key of odd) expect((await hit(store, key)).current).toBe(1);
    expect((await hit(store, odd[0]!)).current).toBe(2);
    const rows = await ctx.db.select({ key: rateLimitHits.key }).from(rateLimitHits).where(sql`${rateLimitHits.key} like 'POST /long|%'`);
    expect(rows).toHaveLength(5);
    for (const { key } of rows) expect(key.length).toBeLessThanOrEqual(100);
    // A short printable key stays readable.
    await hit(store, '10.0.0.3|jane');
    const [plain] = await ctx.db.select().from(rateLimitHits).where(sql`${rateLimitHits.key} = 'POST /long|10.0.0.3|jane'`);
    expect(plain?.hits).toBe(1);
  });

  it('reads a count without counting', async () => {
    const store = storeFor(ctx.db, 'POST', '/read');
    const key = unique('read');
    expect(await peek(store, key)).toEqual({ current: 0, ttl: 0 });
    await hit(store, key);
    await hit(store, key);
    const seen = await peek(store, key);
    expect(seen.current).toBe(2);
    expect(seen.ttl).toBeGreaterThan(0);
    expect((await peek(store, key)).current).toBe(2);
    const expired = unique('read-expired');
    await hit(store, expired, 50);
    await sleep(80);
    expect(await peek(store, expired, 50)).toEqual({ current: 0, ttl: 0 });
  });

  it('deletes expired rows when a hit comes after the sweep interval', async () => {
    const gone = unique('gone');
    await hit(storeFor(ctx.db, 'POST', '/sweep'), gone, 20);
    await sleep(40);
    const sweeping = storeFor(ctx.db, 'POST', '/sweep', { sweepEveryMs: 0 });
    await hit(sweeping, unique('kept'));
    // The delete is not awaited by the hit; it runs on the pool beside it.
    await expect.poll(async () =>
      (await ctx.db.select().from(rateLimitHits).where(sql`${rateLimitHits.key} = ${`POST /sweep|${gone}`}`)).length).toBe(0);
  });

  it('refuses options it does not implement instead of ignoring them', () => {
    const Store = pgRateLimitStore(ctx.db);
    expect(() => new Store({}).child({ ...route('POST', '/x'), continueExceeding: true } as never)).toThrow(/continueExceeding/);
    expect(() => new Store({ exponentialBackoff: true } as never)).toThrow(/exponentialBackoff/);
  });
});

describe('on a database error', () => {
  it('fails closed: the request answers 500 and its handler does not run', async () => {
    const broken = createDb(ctx.databaseUrl, 1);
    await broken.pool.end();
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: pgRateLimitStore(broken.db, { sweepEveryMs: Infinity }), skipOnError: false });
    let handled = 0;
    app.post('/limited', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async () => ({ handled: ++handled }));
    const res = await app.inject({ method: 'POST', url: '/limited' });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('The rate-limit counter could not be read or written.');
    expect(handled).toBe(0);
  });
});

describe('through the app', () => {
  it('counts access requests from one address across two app instances on one database', async () => {
    await ctx.factories.tenant({ name: 'Access Desk' });
    const second = await buildApp({ config: ctx.config, db: other.db });
    try {
      const payload = {
        requestType: 'New Account', firstName: 'Jane', lastName: 'Doe', email: 'jane.doe@example.test', phone: '555-555-5555',
        environment: 'IL5', citizenship: 'U.S. Citizen', designation: 'Contractor', company: 'Acme', organization: 'SSC',
        acknowledgeUsage: true, acknowledgeCredentials: true,
      };
      const statuses = [];
      for (let i = 0; i <= ACCESS_REQUESTS_PER_MINUTE; i++) {
        const app = i % 2 ? second : ctx.app;
        statuses.push((await app.inject({ method: 'POST', url: '/api/v1/accessrequest', payload, remoteAddress: '10.7.7.7' })).statusCode);
      }
      expect(statuses).toEqual([...Array(ACCESS_REQUESTS_PER_MINUTE).fill(200), 429]);
      const [row] = await ctx.db.select().from(rateLimitHits).where(sql`${rateLimitHits.key} = 'POST /api/v1/accessrequest|10.7.7.7'`);
      expect(row?.hits).toBe(ACCESS_REQUESTS_PER_MINUTE + 1);
    } finally {
      await second.close();
    }
  });
});
