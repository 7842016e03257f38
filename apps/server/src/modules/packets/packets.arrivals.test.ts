import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { type ArrivedPacket, arrivalsBacklog, backlogGauge, claimArrivals, consumeInStore, onPacketsStored, pendingArrivals, queueingTenantsOf } from './packets.arrivals.ts';
import { createPacketsService } from './packets.service.ts';
import { packetArrivalTenants } from './packets.table.ts';

let ctx: TestContext;
let service: ReturnType<typeof createPacketsService>;
beforeAll(async () => {
  // The outbox itself: packets are not judged in their store here.
  ctx = await createTestContext({ RULES_ON_STORE: 'false' }, { poolSize: 3 });
  service = createPacketsService({ db: ctx.db, retentionDays: 30 });
});

/** A tenant whose packets are queued for evaluation, as one with an enabled rule is (the rules' trigger adds it). */
async function queuedTenant() {
  const tenant = await ctx.factories.tenant();
  await ctx.db.insert(packetArrivalTenants).values({ tenantId: tenant.tenantId });
  // What a rules change's hint makes every process do.
  await queueingTenantsOf(ctx.db).reload(ctx.db);
  return tenant;
}

async function storedPackets(n: number) {
  const tenant = await queuedTenant();
  const entityId = randomUUID();
  await service.registerEntities(ctx.db, tenant.tenantId, [{ entityId, kind: 'test' }]);
  const batch = Array.from({ length: n }, (_, i) => ({
    packetId: randomUUID(), entityId, timestamp: new Date(Date.now() - (n - i) * 1000).toISOString(), message: { Value: i },
  }));
  await service.store(tenant.tenantId, batch);
  return { tenantId: tenant.tenantId, entityId, batch };
}

describe('packet arrivals', () => {
  it('are written for newly stored packets only, and a claim answers the packets themselves in arrival order (within a batch, by time)', async () => {
    const heard: number[] = [];
    const stop = onPacketsStored(ctx.db, () => heard.push(1));
    const { tenantId, entityId, batch } = await storedPackets(3);
    await service.store(tenantId, batch); // a resend: nothing new, no arrival, no notice
    stop();
    expect(heard).toHaveLength(1);
    expect(await pendingArrivals(ctx.db)).toBe(3);
    const claimed = await ctx.db.transaction(async (tx) => claimArrivals(tx, 10));
    expect(claimed.map((a) => a.packetId)).toEqual(batch.map((p) => p.packetId));
    expect(claimed[0]).toMatchObject({ tenantId, entityId, entityKind: 'test', message: { Value: 0 } });
    const { rows: [packet] } = await ctx.db.$client.query('select received from packets where tenant_id = $1 and packet_id = $2', [tenantId, batch[0]!.packetId]);
    expect(claimed[0]!.received).toEqual(packet.received);
    expect(await pendingArrivals(ctx.db)).toBe(0);
  });

  it('are not written for a tenant that never had an enabled rule (nobody would evaluate them), nor heard of', async () => {
    const tenant = await ctx.factories.tenant();
    const entityId = randomUUID();
    await service.registerEntities(ctx.db, tenant.tenantId, [{ entityId, kind: 'test' }]);
    const heard: number[] = [];
    const stop = onPacketsStored(ctx.db, () => heard.push(1));
    const stored = await service.store(tenant.tenantId, [{ packetId: randomUUID(), entityId, timestamp: new Date().toISOString(), message: { Value: 1 } }]);
    stop();
    expect(stored).toMatchObject({ stored: 1, duplicate: 0, refused: [] });
    expect(heard).toHaveLength(0);
    const queued = await ctx.db.$client.query('select count(*)::int as n from packet_arrivals where tenant_id = $1', [tenant.tenantId]);
    expect(queued.rows[0].n).toBe(0);
  });

  it("number each entity's stored packets without a gap across stores (a resend takes no number), and a re-registered entity never repeats one", async () => {
    const { tenantId, entityId, batch } = await storedPackets(3);
    const packet = (seconds: number, value: number) => ({ packetId: randomUUID(), entityId, timestamp: new Date(Date.now() - seconds * 1000).toISOString(), message: { Value: value } });
    // Older than the first three: numbers follow the stores, not the timestamps.
    await service.store(tenantId, [batch[0]!, packet(100, 3), packet(99, 4)]);
    const claimed = await ctx.db.transaction(async (tx) => claimArrivals(tx, 10));
    const numbers = claimed.map((a) => a.entitySequence!);
    const first = numbers[0]!;
    expect(new Set(numbers)).toEqual(new Set([first, first + 1, first + 2, first + 3, first + 4]));
    expect(claimed.filter((a) => a.entitySequence! > first + 2).map((a) => a.message)).toEqual([{ Value: 3 }, { Value: 4 }]);
    const { rows: [latest] } = await ctx.db.$client.query('select last_sequence, message from latest_packets where tenant_id = $1 and entity_id = $2', [tenantId, entityId]);
    expect(Number(latest.last_sequence)).toBe(first + 4);
    expect(latest.message).toEqual({ Value: 2 }); // the newest by time stays the latest

    await service.unregisterEntities(ctx.db, tenantId, [entityId]);
    await service.registerEntities(ctx.db, tenantId, [{ entityId, kind: 'test' }]);
    await service.store(tenantId, [packet(1, 5)]);
    const [again] = await ctx.db.transaction(async (tx) => claimArrivals(tx, 10));
    expect(again!.entitySequence!).toBeGreaterThan(first + 5);
  });

  it('go back to the outbox when the claiming transaction rolls back', async () => {
    await storedPackets(2);
    await expect(ctx.db.transaction(async (tx) => {
      expect(await claimArrivals(tx, 10)).toHaveLength(2);
      throw new Error('the evaluator died');
    })).rejects.toThrow('the evaluator died');
    expect(await pendingArrivals(ctx.db)).toBe(2);
    await ctx.db.transaction((tx) => claimArrivals(tx, 10));
  });

  it('are never handed to two claims at once (SKIP LOCKED)', async () => {
    const { batch } = await storedPackets(40);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: string[] = [];
    const firstClaim = ctx.db.transaction(async (tx) => {
      first = (await claimArrivals(tx, 25)).map((a) => a.packetId);
      await held;
    });
    while (first.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await ctx.db.transaction((tx) => claimArrivals(tx, 100))).map((a) => a.packetId);
    release();
    await firstClaim;
    expect(first).toHaveLength(25);
    expect(second).toHaveLength(15);
    expect(new Set([...first, ...second])).toEqual(new Set(batch.map((p) => p.packetId)));
  });
});

describe('a consumer judging packets in their store (consumeInStore)', () => {
  it('gets the new packets of tenants with rules, numbered, inside the storing transaction; nothing goes to the outbox', async () => {
    const tenant = await queuedTenant();
    const quiet = await ctx.factories.tenant(); // no rules: its packets are nobody's business
    const [entityId, quietEntity] = [randomUUID(), randomUUID()];
    await service.registerEntities(ctx.db, tenant.tenantId, [{ entityId, kind: 'test' }]);
    await service.registerEntities(ctx.db, quiet.tenantId, [{ entityId: quietEntity, kind: 'test' }]);
    const handed: Array<{ packetId: string; entitySequence: number | null; kind: string; visibleInside: number; visibleOutside: number }> = [];
    const other = new pg.Client({ connectionString: ctx.databaseUrl });
    await other.connect();
    const stop = consumeInStore(ctx.db, {
      async consume(tx, packets) {
        for (const packet of packets) {
          const inside = await tx.execute<{ n: number }>(sql`select count(*)::int as n from packets where packet_id = ${packet.packetId}`);
          // A second connection does not see it: the store has not committed.
          const outside = await other.query<{ n: number }>('select count(*)::int as n from packets where packet_id = $1', [packet.packetId]);
          handed.push({ packetId: packet.packetId, entitySequence: packet.entitySequence, kind: packet.entityKind, visibleInside: inside.rows[0]!.n, visibleOutside: outside.rows[0]!.n });
        }
      },
      rolledBack: () => { throw new Error('not rolled back'); },
    });
    try {
      const batch = [0, 1].map((i) => ({ packetId: randomUUID(), entityId, timestamp: new Date(Date.now() - (2 - i) * 1000).toISOString(), message: { Value: i } }));
      expect(await service.store(tenant.tenantId, batch)).toMatchObject({ stored: 2 });
      expect(await service.store(quiet.tenantId, [{ packetId: randomUUID(), entityId: quietEntity, timestamp: new Date().toISOString(), message: {} }])).toMatchObject({ stored: 1 });
      expect(await service.store(tenant.tenantId, [batch[0]!])).toMatchObject({ stored: 0, duplicate: 1 });
      expect(handed.map((h) => h.packetId)).toEqual(batch.map((p) => p.packetId));
      expect(handed.every((h) => h.kind === 'test' && h.visibleInside === 1 && h.visibleOutside === 0)).toBe(true);
      expect(handed[1]!.entitySequence).toBe(handed[0]!.entitySequence! + 1);
      expect(await pendingArrivals(ctx.db)).toBe(0);
    } finally {
      stop();
      await other.end();
    }
  });

  it('gets what the outbox would have carried: order, owners, kinds, numbers and messages, with and without a resend in the batch', async () => {
    const base = Date.now() - 60_000;
    /** One store of a mixed batch in a fresh tenant; answers what reached the consumer or the outbox, numbers counted from each entity's first. */
    async function storeMixed(inStore: boolean, resend: boolean) {
      const tenant = await queuedTenant();
      const stranger = await ctx.factories.tenant();
      const [a, b, foreign] = [randomUUID(), randomUUID(), randomUUID()];
      await service.registerEntities(ctx.db, tenant.tenantId, [{ entityId: a, kind: 'device' }, { entityId: b, kind: 'block' }]);
      await service.registerEntities(ctx.db, stranger.tenantId, [{ entityId: foreign, kind: 'device' }]);
      const at = (s: number) => new Date(base + s * 1000).toISOString();
      const ids = Array.from({ length: 5 }, () => randomUUID()).sort();
      const packets = [
        { packetId: ids[3]!.toUpperCase(), entityId: a, timestamp: at(2), message: { Value: 'a2' } },
        { packetId: ids[1]!, entityId: b, timestamp: at(1), message: { Value: 'b1' } },
        { packetId: ids[4]!, entityId: a, timestamp: at(1), message: { Value: 'a1-later-id' } },
        { packetId: ids[0]!, entityId: a, timestamp: at(1), message: { Value: 'a1-first-id' } },
        { packetId: ids[2]!, entityId: foreign, timestamp: at(0), message: { Value: 'not ours' } },
        ...(resend ? [{ packetId: ids[1]!, entityId: b, timestamp: at(1), message: { Value: 'b1' } }] : []),
      ];
      const seen: ArrivedPacket[] = [];
      const stop = inStore ? consumeInStore(ctx.db, { consume: async (_tx, handed) => void seen.push(...handed), rolledBack: () => {} }) : () => {};
      try {
        const [answer] = await service.storeEach([{ tenantId: tenant.tenantId, packets }]);
        expect(answer).toMatchObject({ stored: 4, duplicate: resend ? 1 : 0, refused: [{ index: 4 }] });
      } finally {
        stop();
      }
      if (!inStore) seen.push(...await ctx.db.transaction((tx) => claimArrivals(tx, 100)));
      const first = new Map<string, number>();
      for (const p of seen) if (!first.has(p.entityId)) first.set(p.entityId, Math.min(...seen.filter((q) => q.entityId === p.entityId).map((q) => q.entitySequence!)));
      const name = (entityId: string) => (entityId === a ? 'a' : entityId === b ? 'b' : 'foreign');
      return seen.map((p) => ({
        entity: name(p.entityId), ownedByTheTenant: p.tenantId === tenant.tenantId, kind: p.entityKind, number: p.entitySequence! - first.get(p.entityId)!,
        timestamp: p.timestamp.toISOString(), message: p.message, idIsLowerCase: p.packetId === p.packetId.toLowerCase(),
      }));
    }
    for (const resend of [false, true]) {
      const viaOutbox = await storeMixed(false, resend);
      expect(viaOutbox.map((p) => p.message.Value)).toEqual(['a1-first-id', 'b1', 'a1-later-id', 'a2']);
      expect(await storeMixed(true, resend)).toEqual(viaOutbox);
    }
  });

  it('is not asked for tenants this process does not know to have rules: their store is one statement, and what it queued after all teaches it', async () => {
    await queueingTenantsOf(ctx.db).reload(ctx.db);
    // A rule saved on another node whose hint has not come yet: the table has the tenant, this process does not know.
    const tenant = await ctx.factories.tenant();
    await ctx.db.insert(packetArrivalTenants).values({ tenantId: tenant.tenantId });
    const entityId = randomUUID();
    await service.registerEntities(ctx.db, tenant.tenantId, [{ entityId, kind: 'test' }]);
    const asked: string[] = [];
    const stop = consumeInStore(ctx.db, { consume: async (_tx, packets) => void asked.push(...packets.map((p) => p.packetId)), rolledBack: () => {} });
    try {
      const first = { packetId: randomUUID(), entityId, timestamp: new Date(Date.now() - 1000).toISOString(), message: {} };
      await service.store(tenant.tenantId, [first]);
      expect(asked).toEqual([]);
      expect((await ctx.db.transaction((tx) => claimArrivals(tx, 10))).map((a) => a.packetId)).toEqual([first.packetId]);
      const second = { packetId: randomUUID(), entityId, timestamp: new Date().toISOString(), message: {} };
      await service.store(tenant.tenantId, [second]);
      expect(asked).toEqual([second.packetId]);
    } finally {
      stop();
    }
  });

  it('that fails: the store rolls back, is made again through the outbox, and the consumer hears which packets it lost', async () => {
    const { tenantId } = await queuedTenant();
    const entityId = randomUUID();
    await service.registerEntities(ctx.db, tenantId, [{ entityId, kind: 'test' }]);
    const lost: string[] = [];
    const stop = consumeInStore(ctx.db, {
      consume: async () => { throw new Error('a rule the engine cannot read'); },
      rolledBack: (packets) => lost.push(...packets.map((p) => p.packetId)),
    });
    try {
      const batch = [{ packetId: randomUUID(), entityId, timestamp: new Date().toISOString(), message: { Value: 1 } }];
      expect(await service.store(tenantId, batch)).toEqual({ stored: 1, duplicate: 0, refused: [] });
      expect(lost).toEqual([batch[0]!.packetId]);
      const claimed = await ctx.db.transaction((tx) => claimArrivals(tx, 10));
      expect(claimed.map((a) => a.packetId)).toEqual([batch[0]!.packetId]);
    } finally {
      stop();
    }
  });
});

describe('the rules backlog as ingestion sees it', () => {
  it('counts at least the waiting arrivals from the two ends of the outbox', async () => {
    const before = await arrivalsBacklog(ctx.db);
    await storedPackets(5);
    expect(await arrivalsBacklog(ctx.db)).toBeGreaterThanOrEqual(Math.max(before, await pendingArrivals(ctx.db)));
  });

  it('reads again at most every maxAgeMs, never making a caller wait, and keeps the last value when a read fails', async () => {
    let clock = 0;
    const answers: Array<() => Promise<number>> = [async () => 10, async () => { throw new Error('database gone'); }, async () => 30];
    let reads = 0;
    const gauge = backlogGauge(() => answers[reads++]!(), 200, () => clock);
    expect(gauge()).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(gauge()).toBe(10);
    expect(reads).toBe(1);
    clock = 250;
    gauge();
    await new Promise((r) => setTimeout(r, 0));
    expect(gauge()).toBe(10);
    clock = 500;
    gauge();
    await new Promise((r) => setTimeout(r, 0));
    expect(gauge()).toBe(30);
    expect(reads).toBe(3);
  });
});
