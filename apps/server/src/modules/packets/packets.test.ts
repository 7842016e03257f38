import { randomUUID } from 'node:crypto';
import { PACKET_BATCH_MAX, packetIngestMessages } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { waitWhile } from './packets.routes.ts';
import { createPacketsService } from './packets.service.ts';
import { latestPackets, packets } from './packets.table.ts';

let ctx: TestContext;
let service: ReturnType<typeof createPacketsService>;
beforeAll(async () => {
  ctx = await createTestContext();
  service = createPacketsService({ db: ctx.db, retentionDays: 30 });
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** A tenant, an API token of it (the Integration role) and entities registered there. */
async function tenantWithEntities(n = 2) {
  const tenant = await ctx.factories.tenant();
  const grant = await ctx.factories.tokenGrant({ tenantId: tenant.tenantId });
  const entityIds = Array.from({ length: n }, () => randomUUID());
  await service.registerEntities(ctx.db, tenant.tenantId, entityIds.map((entityId) => ({ entityId, kind: 'test' })));
  return { tenantId: tenant.tenantId, entityIds, headers: { authorization: `Bearer ${grant.token}` } };
}

const post = (headers: Record<string, string>, payload: unknown) => ctx.app.inject({ method: 'POST', url: '/v1/packets', headers, payload: payload as object });
const storedOf = async (entityId: string) => (await ctx.db.select({ n: count() }).from(packets).where(eq(packets.entityId, entityId)))[0]!.n;

describe('POST /v1/packets', () => {
  it("stores the valid packets and refuses another tenant's or an unknown entity by id", async () => {
    const own = await tenantWithEntities();
    const other = await tenantWithEntities(1);
    const unknown = randomUUID();
    const res = await post(own.headers, [
      { entityId: own.entityIds[0], timestamp: minutesAgo(2), message: { Metrics: { DeviceCpu: 12 } } },
      { entityId: other.entityIds[0], timestamp: minutesAgo(2), message: {} },
      { entityId: own.entityIds[1], timestamp: minutesAgo(1), message: { ok: true } },
      { entityId: unknown, timestamp: minutesAgo(1), message: {} },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stored: 2, duplicate: 0,
      refused: [
        { index: 1, entityId: other.entityIds[0], message: packetIngestMessages.notRegistered(other.entityIds[0]!) },
        { index: 3, entityId: unknown, message: packetIngestMessages.notRegistered(unknown) },
      ],
    });
    expect(await storedOf(own.entityIds[0]!)).toBe(1);
    expect(await storedOf(other.entityIds[0]!)).toBe(0);
  });

  it("stores several tenants' batches in one statement (storeEach), each only for its own tenant's entities and counted apart", async () => {
    const a = await tenantWithEntities(1);
    const b = await tenantWithEntities(1);
    const resent = { packetId: randomUUID(), entityId: a.entityIds[0]!, timestamp: minutesAgo(2), message: { n: 1 } };
    const [forA, forB] = await service.storeEach([
      { tenantId: a.tenantId, packets: [resent, resent, { entityId: b.entityIds[0]!, timestamp: minutesAgo(1), message: {} }] },
      { tenantId: b.tenantId, packets: [{ entityId: b.entityIds[0]!, timestamp: minutesAgo(1), message: {} }, resent] },
    ]);
    expect(forA).toEqual({ stored: 1, duplicate: 1, refused: [{ index: 2, entityId: b.entityIds[0], message: packetIngestMessages.notRegistered(b.entityIds[0]!) }] });
    expect(forB).toEqual({ stored: 1, duplicate: 0, refused: [{ index: 1, entityId: a.entityIds[0], message: packetIngestMessages.notRegistered(a.entityIds[0]!) }] });
    expect(await storedOf(a.entityIds[0]!)).toBe(1);
    expect(await storedOf(b.entityIds[0]!)).toBe(1);
    // Through the batcher, calls made together share a statement and are answered apart.
    const [x, y] = await Promise.all([
      service.storeBatched({ tenantId: a.tenantId, packets: [{ entityId: a.entityIds[0]!, timestamp: minutesAgo(1), message: {} }] }),
      service.storeBatched({ tenantId: b.tenantId, packets: [{ entityId: a.entityIds[0]!, timestamp: minutesAgo(1), message: {} }] }),
    ]);
    expect([x.stored, y.stored, y.refused.length]).toEqual([1, 0, 1]);
  });

  it('stores a resent packet (same packetId and timestamp) once and counts it as duplicate', async () => {
    const { entityIds, headers } = await tenantWithEntities(1);
    const packet = { packetId: randomUUID(), entityId: entityIds[0], timestamp: minutesAgo(3), message: { n: 1 } };
    expect((await post(headers, [packet, packet])).json()).toEqual({ stored: 1, duplicate: 1, refused: [] });
    expect((await post(headers, [packet])).json()).toEqual({ stored: 0, duplicate: 1, refused: [] });
    expect(await storedOf(entityIds[0]!)).toBe(1);
  });

  it('counts a packet whose id is written in capitals as stored, beside a resend in the same call', async () => {
    const { entityIds, headers } = await tenantWithEntities(1);
    const resent = { packetId: randomUUID(), entityId: entityIds[0], timestamp: minutesAgo(3), message: { n: 1 } };
    const capitals = { packetId: randomUUID().toUpperCase(), entityId: entityIds[0], timestamp: minutesAgo(2), message: { n: 2 } };
    expect((await post(headers, [resent, capitals, resent])).json()).toEqual({ stored: 2, duplicate: 1, refused: [] });
    expect(await storedOf(entityIds[0]!)).toBe(2);
  });

  it(`refuses more than ${PACKET_BATCH_MAX} packets in one call, saying so, and stores none of them`, async () => {
    const { entityIds, headers } = await tenantWithEntities(1);
    const batch = Array.from({ length: PACKET_BATCH_MAX + 1 }, () => ({ entityId: entityIds[0], timestamp: minutesAgo(1), message: {} }));
    const res = await post(headers, batch);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(packetIngestMessages.tooMany);
    expect(await storedOf(entityIds[0]!)).toBe(0);
    expect((await post(headers, batch.slice(1))).json()).toMatchObject({ stored: PACKET_BATCH_MAX, refused: [] });
  });

  it('refuses per packet a timestamp past the retention or more than a day ahead', async () => {
    const { entityIds, headers } = await tenantWithEntities(1);
    const entityId = entityIds[0]!;
    const res = await post(headers, [
      { entityId, timestamp: minutesAgo(32 * 24 * 60), message: {} },
      { entityId, timestamp: minutesAgo(-25 * 60), message: {} },
      { entityId, timestamp: minutesAgo(-23 * 60), message: {} },
    ]);
    expect(res.json()).toEqual({
      stored: 1, duplicate: 0,
      refused: [{ index: 0, entityId, message: packetIngestMessages.tooOld(30) }, { index: 1, entityId, message: packetIngestMessages.tooNew }],
    });
  });

  it('answers 400 with a readable message for a packet that is not one', async () => {
    const { entityIds, headers } = await tenantWithEntities(1);
    const res = await post(headers, [{ entityId: entityIds[0], timestamp: 'yesterday', message: {} }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('timestamp: Please enter the timestamp as an ISO 8601 date and time');
    expect((await post(headers, { entityId: entityIds[0] })).statusCode).toBe(400);
  });

  it('moves the latest packet of an entity only forward in time', async () => {
    const { tenantId, entityIds, headers } = await tenantWithEntities(1);
    const entityId = entityIds[0]!;
    const newer = { packetId: randomUUID(), entityId, timestamp: minutesAgo(1), message: { Metrics: { DeviceCpu: 50 } } };
    await post(headers, [newer, { entityId, timestamp: minutesAgo(5), message: { Metrics: { DeviceCpu: 5 } } }]);
    await post(headers, [{ entityId, timestamp: minutesAgo(10), message: { Metrics: { DeviceCpu: 10 } } }]);
    const latest = await service.latestFor([entityId, randomUUID()], [tenantId]);
    expect(latest.size).toBe(1);
    expect(latest.get(entityId)).toMatchObject({ packetId: newer.packetId, message: newer.message });
    expect((await service.latestFor([entityId], [randomUUID()])).size).toBe(0);
    await post(headers, [{ entityId, timestamp: minutesAgo(0), message: { Metrics: { DeviceCpu: 99 } } }]);
    expect((await service.latestFor([entityId]))).toSatisfy((m: Map<string, { message: unknown }>) => JSON.stringify(m.get(entityId)?.message).includes('99'));
    const rows = await ctx.db.select().from(latestPackets).where(eq(latestPackets.entityId, entityId));
    expect(rows).toHaveLength(1);
  });

  it('refuses without the permission and without credentials', async () => {
    expect((await post({}, [])).statusCode).toBe(401);
    const viewer = await ctx.factories.user({ permissions: ['Packets:view'] });
    expect((await post({ authorization: `Bearer ${await ctx.tokenFor(viewer.userId)}` }, [])).statusCode).toBe(403);
  });

  it('stops storing for an unregistered entity', async () => {
    const { tenantId, entityIds, headers } = await tenantWithEntities(1);
    await service.unregisterEntities(ctx.db, tenantId, entityIds);
    expect((await post(headers, [{ entityId: entityIds[0], timestamp: minutesAgo(1), message: {} }])).json()).toMatchObject({ stored: 0, refused: [{ index: 0 }] });
  });
});

describe('GET /v1/packets', () => {
  it("lists by entity, newest first, and never another tenant's packets", async () => {
    const own = await tenantWithEntities(2);
    const other = await tenantWithEntities(1);
    await post(own.headers, [0, 1, 2].map((m) => ({ entityId: own.entityIds[0], timestamp: minutesAgo(m), message: { m } })));
    await post(own.headers, [{ entityId: own.entityIds[1], timestamp: minutesAgo(30), message: { m: 30 } }]);
    await post(other.headers, [{ entityId: other.entityIds[0], timestamp: minutesAgo(0), message: {} }]);
    const filter = encodeURIComponent(`entityId in (${own.entityIds.join(', ')}, ${other.entityIds[0]})`);
    const res = await ctx.app.inject({ method: 'GET', url: `/v1/packets?$filter=${filter}&$orderby=timestamp desc&$top=3&$count=true`, headers: own.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@odata.count']).toBe(4);
    expect(body.value.map((p: { message: { m: number } }) => p.message.m)).toEqual([0, 1, 2]);
    const packetId = body.value[0].packetId as string;
    const one = await ctx.app.inject({ method: 'GET', url: `/v1/packets/${packetId}`, headers: own.headers });
    expect(one.json()).toMatchObject({ packetId, entityId: own.entityIds[0], tenantId: own.tenantId, message: { m: 0 } });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/packets/${packetId}`, headers: other.headers })).statusCode).toBe(404);
    const foreign = await ctx.app.inject({ method: 'GET', url: `/v1/packets?$filter=${filter}`, headers: other.headers });
    expect(foreign.json().value.map((p: { entityId: string }) => p.entityId)).toEqual([other.entityIds[0]]);
  });

  it('answers 400 for a filter on the message and 404 for an unknown packet', async () => {
    const { headers } = await tenantWithEntities(1);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/packets?$filter=message eq 'x'`, headers })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/packets/${randomUUID()}`, headers })).statusCode).toBe(404);
  });
});

describe('waitWhile (a call held while the rules are behind)', () => {
  it('lets a call go on at once when nothing is behind, once the backlog clears, and refuses it when the wait runs out', async () => {
    expect(await waitWhile(() => false, 0)).toBe(true);
    let looks = 0;
    expect(await waitWhile(() => ++looks < 4, 10_000, 1)).toBe(true);
    expect(looks).toBe(4);
    expect(await waitWhile(() => true, 20, 1)).toBe(false);
  });
});
