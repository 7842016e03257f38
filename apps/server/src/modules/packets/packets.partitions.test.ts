import { randomUUID } from 'node:crypto';
import { packetIngestMessages } from '@portal/contracts';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { maintainPacketPartitions } from './packets.jobs.ts';
import { addDays, ensurePartition, listPartitions, maintainPartitions, partitionName, utcDay } from './packets.partitions.ts';
import { createPacketsService } from './packets.service.ts';

let ctx: TestContext;
let service: ReturnType<typeof createPacketsService>;
beforeAll(async () => {
  // One ingestion at a time per process, so a second one in flight meets the bound.
  // Three connections whatever TEST_DB_POOL_SIZE says: the overload test holds one ingestion in the database
  // on purpose while a second call (its token read needs a connection) meets the bound.
  ctx = await createTestContext({ PACKET_INGEST_CONCURRENCY: '1' }, { poolSize: 3 });
  service = createPacketsService({ db: ctx.db, retentionDays: 30 });
});

const names = async () => (await listPartitions(ctx.db)).map((p) => p.name);
const today = () => utcDay(Date.now());

async function tenantWithEntity() {
  const tenant = await ctx.factories.tenant();
  const grant = await ctx.factories.tokenGrant({ tenantId: tenant.tenantId });
  const entityId = randomUUID();
  await service.registerEntities(ctx.db, tenant.tenantId, [{ entityId, kind: 'test' }]);
  return { tenantId: tenant.tenantId, entityId, headers: { authorization: `Bearer ${grant.token}` } };
}

describe('packet partitions', () => {
  it('are made at start for today and the next two days, and the daily job is registered', async () => {
    await ctx.app.ready();
    expect(await names()).toEqual(expect.arrayContaining([0, 1, 2].map((d) => partitionName(addDays(today(), d)))));
    expect(ctx.app.jobs.definitions().map((d) => d.name)).toContain('packets.partitions');
  });

  it('are made on demand when a packet meets a day without one', async () => {
    const { tenantId, entityId } = await tenantWithEntity();
    const day = addDays(today(), -6);
    expect(await names()).not.toContain(partitionName(day));
    const result = await service.store(tenantId, [{ entityId, timestamp: new Date(day.getTime() + 3_600_000).toISOString(), message: {} }]);
    expect(result).toEqual({ stored: 1, duplicate: 0, refused: [] });
    expect(await names()).toContain(partitionName(day));
  });

  it('survive concurrent creators of the same day (nodes and batches racing)', async () => {
    const day = addDays(today(), -7);
    // Racing for one day rarely hits the gap between IF NOT EXISTS's check and the create; twenty days do.
    for (let k = 10; k < 30; k++) await Promise.all(Array.from({ length: 5 }, () => ensurePartition(ctx.db, addDays(today(), k))));
    await Promise.all(Array.from({ length: 6 }, () => ensurePartition(ctx.db, day)));
    const { tenantId, entityId } = await tenantWithEntity();
    const day8 = addDays(today(), -8);
    const stores = await Promise.all(Array.from({ length: 4 }, (_, i) =>
      service.store(tenantId, [{ entityId, timestamp: new Date(day8.getTime() + i * 1000).toISOString(), message: { i } }])));
    expect(stores.map((s) => s.stored)).toEqual([1, 1, 1, 1]);
    expect(await names()).toEqual(expect.arrayContaining([partitionName(day), partitionName(day8)]));
  });

  it('older than the retention are dropped with their packets, the others kept', async () => {
    const { tenantId, entityId } = await tenantWithEntity();
    const old = addDays(today(), -31);
    await ensurePartition(ctx.db, old);
    await ensurePartition(ctx.db, addDays(today(), -30));
    // Stored under a longer retention, as before the setting was lowered.
    const longer = createPacketsService({ db: ctx.db, retentionDays: 60 });
    expect((await longer.store(tenantId, [{ entityId, timestamp: new Date(old.getTime() + 60_000).toISOString(), message: {} }])).stored).toBe(1);
    const { dropped } = await maintainPartitions(ctx.db, 30);
    expect(dropped).toEqual([partitionName(old)]);
    expect(await names()).toContain(partitionName(addDays(today(), -30)));
    expect(await names()).not.toContain(partitionName(old));
    // The job does the same, and a second run finds nothing to do.
    await maintainPacketPartitions(ctx.db, 30).run({}, { jobId: 'test', retryCount: 0, log: { info: () => {}, warn: () => {} }, signal: new AbortController().signal });
    expect(await maintainPartitions(ctx.db, 30)).toEqual({ created: [], dropped: [] });
  });
});

describe('overload', () => {
  it('answers 503 with Retry-After at once while the ingestions in flight are at the bound', async () => {
    const { entityId, headers } = await tenantWithEntity();
    const batch = [{ entityId, timestamp: new Date().toISOString(), message: {} }];
    // Hold the first ingestion inside the database: latest_packets locked by another session.
    const blocker = new pg.Client({ connectionString: ctx.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table latest_packets in exclusive mode');
      const first = ctx.app.inject({ method: 'POST', url: '/v1/packets', headers, payload: batch });
      for (let i = 0; i < 100; i++) {
        const waiting = await blocker.query(`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if (waiting.rowCount) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const started = Date.now();
      const second = await ctx.app.inject({ method: 'POST', url: '/v1/packets', headers, payload: batch });
      expect(second.statusCode).toBe(503);
      expect(second.headers['retry-after']).toBe('1');
      expect(second.json().message).toBe(packetIngestMessages.overloaded);
      expect(Date.now() - started).toBeLessThan(2_000);
      await blocker.query('commit');
      expect((await first).json()).toEqual({ stored: 1, duplicate: 0, refused: [] });
      expect((await ctx.app.inject({ method: 'POST', url: '/v1/packets', headers, payload: batch })).statusCode).toBe(200);
    } finally {
      await blocker.end();
    }
  });
});
