import { type Permission, idempotencyMessages } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../modules/locations/locations.table.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { idempotencyKeys } from './idempotency.table.ts';
import { REPLAYED_HEADER } from './index.ts';
import { createIdempotencyStore } from './store.ts';

let ctx: TestContext;
beforeAll(async () => {
  // Two connections at least: one test holds a table lock on a connection of its own while the app works.
  ctx = await createTestContext({}, { poolSize: 4 });
});

const all: Permission[] = ['Locations:view', 'Locations:create', 'Locations:edit'];

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}

const putLocation = (headers: Record<string, string>, key: string | undefined, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/v1/locations', headers: { ...headers, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload });

const locationsNamed = async (name: string) => ctx.db.select().from(locations).where(eq(locations.name, name));

describe('Idempotency-Key on a create', () => {
  it('answers the same key a second time with the first answer, without creating again', async () => {
    const headers = await bearerFor(all);
    const body = { name: 'Idempotent DC', city: 'Oslo' };
    const first = await putLocation(headers, 'key-same-twice', body);
    expect(first.statusCode).toBe(200);
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    const second = await putLocation(headers, 'key-same-twice', body);
    expect(second.statusCode).toBe(200);
    expect(second.headers[REPLAYED_HEADER]).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json()).toEqual(first.json());
    expect(await locationsNamed('Idempotent DC')).toHaveLength(1);
    // Without a key, nothing changes: every request creates.
    await putLocation(headers, undefined, body);
    expect(await locationsNamed('Idempotent DC')).toHaveLength(2);
  });

  it('answers 422 to the same key with a different body, and creates nothing', async () => {
    const headers = await bearerFor(all);
    expect((await putLocation(headers, 'key-two-bodies', { name: 'First Body' })).statusCode).toBe(200);
    const other = await putLocation(headers, 'key-two-bodies', { name: 'Second Body' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ statusCode: 422, error: 'Unprocessable Content', message: idempotencyMessages.differentRequest });
    expect(await locationsNamed('Second Body')).toHaveLength(0);
  });

  it('keeps keys apart by caller: the same key from someone else is their own request', async () => {
    const alice = await bearerFor(all);
    const bob = await bearerFor(all);
    const aliceAnswer = await putLocation(alice, 'shared-key', { name: 'Per Caller' });
    const bobAnswer = await putLocation(bob, 'shared-key', { name: 'Per Caller' });
    expect(bobAnswer.statusCode).toBe(200);
    expect(bobAnswer.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(bobAnswer.json().locationId).not.toBe(aliceAnswer.json().locationId);
    expect(await locationsNamed('Per Caller')).toHaveLength(2);
  });

  it('respects tenancy: a caller of another tenant reusing a key gets no answer made for someone else', async () => {
    const [a, b] = [await ctx.factories.tenant(), await ctx.factories.tenant()];
    const ofA = await bearerFor(all, [a.tenantId]);
    const ofB = await bearerFor(all, [b.tenantId]);
    const body = { name: 'Tenant A Site', tenantId: a.tenantId };
    expect((await putLocation(ofA, 'tenant-key', body)).statusCode).toBe(200);
    // The same key and body from tenant B's caller is their own request: refused for tenant A, and no replay of A's record.
    const fromB = await putLocation(ofB, 'tenant-key', body);
    expect(fromB.statusCode).toBe(404);
    expect(fromB.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(JSON.stringify(fromB.json())).not.toContain('Tenant A Site');
    // A refused request writes nothing, so its key is free again for that caller.
    const own = await putLocation(ofB, 'tenant-key', { name: 'Tenant B Site', tenantId: b.tenantId });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ tenantId: b.tenantId, name: 'Tenant B Site' });
  });

  it('answers 409 to a second request while the first is still under way, then the first answer', async () => {
    const headers = await bearerFor(all);
    const body = { name: 'Concurrent Site' };
    // Hold the table, so the first request waits inside its insert while the second arrives.
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('lock table locations in exclusive mode');
    const first = putLocation(headers, 'key-concurrent', body);
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await holder.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
      if (rows[0].n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const second = await putLocation(headers, 'key-concurrent', body);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(idempotencyMessages.inProgress);
    await holder.query('commit');
    await holder.end();
    expect((await first).statusCode).toBe(200);
    const third = await putLocation(headers, 'key-concurrent', body);
    expect(third.headers[REPLAYED_HEADER]).toBe('true');
    expect(third.json()).toEqual((await first).json());
    expect(await locationsNamed('Concurrent Site')).toHaveLength(1);
  });

  it('never runs twice a request whose outcome is unknown (it ended in a server error)', async () => {
    const headers = await bearerFor(all);
    const body = { name: 'Interrupted Site' };
    expect((await putLocation(headers, 'key-interrupted', body)).statusCode).toBe(200);
    // What a request that lost its database after the claim leaves behind: no answer, marked interrupted.
    await ctx.db.update(idempotencyKeys).set({ statusCode: null, body: null, interrupted: true }).where(eq(idempotencyKeys.key, 'key-interrupted'));
    const retry = await putLocation(headers, 'key-interrupted', body);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(idempotencyMessages.outcomeUnknown);
    // A request that never recorded anything reads the same once its lease is over.
    await ctx.db.update(idempotencyKeys).set({ interrupted: false, created: sql`now() - interval '10 minutes'` }).where(eq(idempotencyKeys.key, 'key-interrupted'));
    expect((await putLocation(headers, 'key-interrupted', body)).json().message).toBe(idempotencyMessages.outcomeUnknown);
    expect(await locationsNamed('Interrupted Site')).toHaveLength(1);
  });

  it('holds a key for a day: an older key runs the request again, and the next claim deletes expired keys', async () => {
    const headers = await bearerFor(all);
    const body = { name: 'Day Old Site' };
    await putLocation(headers, 'key-a-day-old', body);
    await ctx.db.update(idempotencyKeys).set({ created: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, 'key-a-day-old'));
    const again = await putLocation(headers, 'key-a-day-old', body);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await locationsNamed('Day Old Site')).toHaveLength(2);

    await ctx.db.update(idempotencyKeys).set({ created: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, 'key-a-day-old'));
    const store = createIdempotencyStore(ctx.db, { sweepEveryMs: 0 });
    await store.claim('test:sweeper', 'any', 'x');
    for (let tries = 0; tries < 50; tries++) {
      if ((await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-a-day-old'))).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-a-day-old'))).toEqual([]);
  });

  it('refuses a malformed key with 400, before doing anything', async () => {
    const headers = await bearerFor(all);
    for (const key of ['', 'has space', 'x'.repeat(256), 'caf\u00e9']) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/v1/locations', headers: { ...headers, 'idempotency-key': key }, payload: { name: 'Bad Key Site' } });
      expect({ key, status: res.statusCode, message: res.json().message }).toEqual({ key, status: 400, message: idempotencyMessages.invalidKey });
    }
    expect(await locationsNamed('Bad Key Site')).toHaveLength(0);
  });

  it('never stores a new API token: a retry answers 409 saying the secret is shown once', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(['Tokens:view', 'Tokens:create']);
    const body = { tenantId: tenant.tenantId, name: 'Agent token', description: '', lifetimeYears: 1 };
    const first = await ctx.app.inject({ method: 'PUT', url: '/v1/tokens', headers: { ...headers, 'idempotency-key': 'token-key' }, payload: body });
    expect(first.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'PUT', url: '/v1/tokens', headers: { ...headers, 'idempotency-key': 'token-key' }, payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(idempotencyMessages.answerNotKept);
    const [row] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'token-key'));
    expect(row).toMatchObject({ statusCode: 200, body: null });
  });

  it('is declared by every create route', () => {
    // The demo receiver's PUT takes webhook deliveries, which it deduplicates by their webhook-id instead.
    const creates = ctx.app.routeTable.filter((r) => r.method === 'PUT' && r.module && !/revoke|demoreceiver\/hooks/.test(r.url));
    expect(creates.length).toBeGreaterThan(8);
    const declared = new Set(ctx.app.routeTable.filter((r) => r.idempotent).map((r) => `${r.method} ${r.url}`));
    expect(creates.map((r) => `${r.method} ${r.url}`).filter((route) => !declared.has(route))).toEqual([]);
  });
});
