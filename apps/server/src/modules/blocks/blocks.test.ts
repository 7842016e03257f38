import { randomUUID } from 'node:crypto';
import { type Permission, blockMessages, packetIngestMessages } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { packetEntities, packets } from '../packets/packets.table.ts';
import { demoBlockId, demoBlocks } from './blocks.demo.ts';
import { makeBlock } from './blocks.fixtures.ts';
import { demoFeedJob, feedDemoBlocks } from './blocks.jobs.ts';
import seedBlocks from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const all: Permission[] = ['Blocks:view', 'Blocks:create', 'Blocks:edit', 'Blocks:delete'];
async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
const v4 = () => randomUUID();

async function tenantWithToken() {
  const subscription = await ctx.factories.subscription();
  const grant = await ctx.factories.tokenGrant({ tenantId: subscription.tenantId });
  return { ...subscription, integration: { authorization: `Bearer ${grant.token}` }, headers: await bearerFor(all, [subscription.tenantId]) };
}

describe('blocks', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    const { tenantId } = await ctx.factories.subscription();
    const block = await makeBlock(ctx, tenantId);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/blocks?tenantId=${tenantId}` })).statusCode).toBe(401);
    const viewer = await bearerFor(['Blocks:view']);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/blocks?tenantId=${tenantId}`, headers: viewer })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/blocks/${block.blockId}`, headers: viewer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/blocks/${block.blockId}`, headers: viewer, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/blocks/${block.blockId}`, headers: await bearerFor(['Devices:view']) })).statusCode).toBe(403);
  });

  it('creates a block that takes packets at once, shows its latest value, history and logs, and deletes it', async () => {
    const t = await tenantWithToken();
    const blockId = v4();
    const created = await ctx.app.inject({
      method: 'PUT', url: '/v1/blocks', headers: t.headers,
      payload: { blockId: blockId.toUpperCase(), name: ' Boiler pressure ', description: 'bar', blockTypeId: 1, tenantId: t.tenantId, subscriptionId: t.subscriptionId },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      blockId, name: 'Boiler pressure', description: 'bar', blockTypeId: 1, tenantId: t.tenantId, latest: null,
      subscription: { subscriptionId: t.subscriptionId, tenantId: t.tenantId },
    });

    const posted = await ctx.app.inject({
      method: 'POST', url: '/v1/packets', headers: t.integration,
      payload: [3, 2, 1].map((m, i) => ({ entityId: blockId, timestamp: minutesAgo(m), message: { Value: i === 2 ? 'not a number' : 1.5 + i } })),
    });
    expect(posted.json()).toEqual({ stored: 3, duplicate: 0, refused: [] });

    const [listed] = (await ctx.app.inject({ method: 'GET', url: `/v1/blocks?subscriptionId=${t.subscriptionId}&$orderby=name`, headers: t.headers })).json().value;
    // The newest packet's value does not fit a numeric block: the card shows no value rather than the text.
    expect(listed).toMatchObject({ blockId, latest: { value: null } });

    const history = await ctx.app.inject({ method: 'GET', url: `/v1/blocks/${blockId}/history?pageNumber=1&rowCount=2`, headers: t.headers });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ totalCount: 3, historyItems: [{ value: null }, { value: 2.5 }] });
    const page2 = (await ctx.app.inject({ method: 'GET', url: `/v1/blocks/${blockId}/history?pageNumber=2&rowCount=2`, headers: t.headers })).json();
    expect(page2.historyItems).toEqual([expect.objectContaining({ value: 1.5 })]);
    expect(page2.historyItems[0].receivedTimestamp).toEqual(expect.any(String));

    const renamed = await ctx.app.inject({ method: 'POST', url: `/v1/blocks/${blockId}`, headers: t.headers, payload: { name: 'Pressure', description: 'bar' } });
    expect(renamed.json()).toMatchObject({ name: 'Pressure', blockTypeId: 1 });
    const logs = (await ctx.app.inject({ method: 'GET', url: `/v1/blocks/${blockId}/logs`, headers: t.headers })).json().logs;
    expect(logs.map((l: { detail: string }) => l.detail)).toEqual([
      expect.stringContaining('renamed from "Boiler pressure" to "Pressure"'),
      expect.stringContaining('Block created as Numeric'),
    ]);

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/v1/blocks/${blockId}`, headers: t.headers });
    expect(deleted.json()).toEqual({ message: blockMessages.deleted });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/blocks/${blockId}`, headers: t.headers })).statusCode).toBe(404);
    // Deleting unregistered the entity: its packets are refused from now on.
    const after = await ctx.app.inject({ method: 'POST', url: '/v1/packets', headers: t.integration, payload: [{ entityId: blockId, timestamp: minutesAgo(0), message: { Value: 1 } }] });
    expect(after.json().refused).toEqual([{ index: 0, entityId: blockId, message: packetIngestMessages.notRegistered(blockId) }]);
    expect((await ctx.db.select({ n: count() }).from(packetEntities).where(eq(packetEntities.entityId, blockId)))[0]!.n).toBe(0);
  });

  it.each([
    [{ blockId: '6ba7b810-9dad-11d1-80b4-00c04fd430c8' }, `blockId: ${blockMessages.guid}`],
    [{ blockId: 'nope' }, `blockId: ${blockMessages.guid}`],
    [{ name: ' ' }, `name: ${blockMessages.nameRequired}`],
    [{ blockTypeId: 8 }, `blockTypeId: ${blockMessages.heartbeatNotCreatable}`],
    [{ blockTypeId: 3 }, `blockTypeId: ${blockMessages.typeRequired}`],
    [{ subscriptionId: undefined }, `subscriptionId: ${blockMessages.subscriptionRequired}`],
  ])('refuses %j with "%s"', async (change, message) => {
    const t = await tenantWithToken();
    const payload = { blockId: v4(), name: 'X', blockTypeId: 1, tenantId: t.tenantId, subscriptionId: t.subscriptionId, ...change };
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/blocks', headers: t.headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts a v5 GUID, refuses a subscription of another tenant, and an id already used by any entity', async () => {
    const t = await tenantWithToken();
    const other = await ctx.factories.subscription();
    const base = { name: 'X', blockTypeId: 2, tenantId: t.tenantId, subscriptionId: t.subscriptionId };
    const v5 = '886313e1-3b8a-5372-9b90-0c9aee199e5d';
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/blocks', headers: t.headers, payload: { ...base, blockId: v5 } })).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'PUT', url: '/v1/blocks', headers: t.headers, payload: { ...base, blockId: v5 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`blockId: ${blockMessages.alreadyExists}`);
    const foreignSubscription = await ctx.app.inject({ method: 'PUT', url: '/v1/blocks', headers: t.headers, payload: { ...base, blockId: v4(), subscriptionId: other.subscriptionId } });
    expect(foreignSubscription.statusCode).toBe(400);
    expect(foreignSubscription.json().message).toBe(`subscriptionId: ${blockMessages.subscriptionNotInTenant}`);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/blocks', headers: t.headers })).json().message).toBe(blockMessages.scopeRequired);
  });

  it('stores a test value that fits the type, and refuses and logs one that does not', async () => {
    const t = await tenantWithToken();
    const block = await makeBlock(ctx, t.tenantId, { subscriptionId: t.subscriptionId });
    const ok = await ctx.app.inject({ method: 'POST', url: `/v1/blocks/${block.blockId}/test`, headers: t.headers, payload: { value: '42' } });
    expect(ok.json()).toMatchObject({ stored: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/blocks/${block.blockId}`, headers: t.headers })).json().latest).toMatchObject({ value: 42 });
    const refused = await ctx.app.inject({ method: 'POST', url: `/v1/blocks/${block.blockId}/test`, headers: t.headers, payload: { value: 'warm' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`value: ${blockMessages.valueRefused('Numeric')}`);
    const [newest] = (await ctx.app.inject({ method: 'GET', url: `/v1/blocks/${block.blockId}/logs`, headers: t.headers })).json().logs;
    expect(newest.detail).toBe(`Test value "warm" refused: ${blockMessages.valueRefused('Numeric')}`);
  });

  it('lists only the blocks of the tenants the user may view, ordered by name', async () => {
    const t = await tenantWithToken();
    await makeBlock(ctx, t.tenantId, { name: 'b', subscriptionId: t.subscriptionId });
    await makeBlock(ctx, t.tenantId, { name: 'a', subscriptionId: t.subscriptionId });
    const other = await tenantWithToken();
    await makeBlock(ctx, other.tenantId, { name: 'c' });
    const names = (await ctx.app.inject({ method: 'GET', url: `/v1/blocks?tenantId=${t.tenantId}`, headers: t.headers })).json().value.map((b: { name: string }) => b.name);
    expect(names).toEqual(['a', 'b']);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/blocks?tenantId=${other.tenantId}`, headers: t.headers })).json().value).toEqual([]);
  });
});

describe('demo blocks and the demo feed', () => {
  it('seeds the demo blocks with an hour of values, and a slot fed twice stores its values once', async () => {
    const subscription = await ctx.factories.subscription();
    const config = loadConfig({ DEMO_FEED: 'true' });
    await seedBlocks({ db: ctx.db, config, tenants: [], subscriptions: [{ ...subscription, name: 'Main' }] });
    const blockId = demoBlockId(subscription.tenantId, demoBlocks[0]!.name);
    const stored = async () => (await ctx.db.select({ n: count() }).from(packets)
      .where(and(eq(packets.tenantId, subscription.tenantId), eq(packets.entityId, blockId))))[0]!.n;
    expect(await stored()).toBe(121);
    const slot = Math.ceil(Date.now() / 30_000) * 30_000;
    expect(await feedDemoBlocks(ctx.db, slot)).toBe(demoBlocks.length);
    expect(await feedDemoBlocks(ctx.db, slot)).toBe(0);
    expect(await stored()).toBe(122);

    // A block a person made with a demo block's name is not fed.
    await makeBlock(ctx, subscription.tenantId, { name: demoBlocks[0]!.name });
    expect(await feedDemoBlocks(ctx.db, slot + 30_000)).toBe(demoBlocks.length);

    // With DEMO_FEED off the scheduled run stores nothing.
    const off = demoFeedJob(ctx.db, loadConfig({ DEMO_FEED: 'false' }), ctx.app.jobs);
    await off.run({ slot: slot + 60_000 }, { jobId: 'x', retryCount: 0, log: { info() {}, warn() {} }, signal: new AbortController().signal });
    expect(await stored()).toBe(123);
  });

  it('DEMO_FEED follows SEED_DEMO_DATA unless set', () => {
    expect(loadConfig({}).DEMO_FEED).toBe('true');
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).DEMO_FEED).toBe('false');
    expect(loadConfig({ SEED_DEMO_DATA: 'true', DEMO_FEED: 'false' }).DEMO_FEED).toBe('false');
  });
});
