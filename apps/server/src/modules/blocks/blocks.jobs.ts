import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { defineJob, type JobDefinition } from '../../platform/jobs/define.ts';
import type { JobRunner } from '../../platform/jobs/runner.ts';
import { DEMO_FEED_PERIOD_MS, demoBlockId, demoBlocks, demoNoise, demoPacketId } from './blocks.demo.ts';
import { createBlocksService } from './blocks.service.ts';
import { blocks } from './blocks.table.ts';

/**
 * One value for each seeded demo block at each of `slots` (ms, multiples of 30 s): one query for the blocks and
 * one store per tenant. Answers how many were stored (a slot stored before stores nothing again).
 */
export async function feedDemoBlocks(db: Db, slots: number | number[], retentionDays = 30): Promise<number> {
  const rows = await db.select({ tenantId: blocks.tenantId, blockId: blocks.blockId, name: blocks.name }).from(blocks)
    .where(inArray(blocks.name, demoBlocks.map((b) => b.name)));
  const values = rows.flatMap((row) => {
    const demo = demoBlocks.find((b) => b.name === row.name);
    if (!demo || row.blockId !== demoBlockId(row.tenantId, row.name)) return [];
    return [slots].flat().map((slot) => ({
      tenantId: row.tenantId, blockId: row.blockId, packetId: demoPacketId(row.blockId, slot), timestamp: new Date(slot),
      value: demo.value(slot, demoNoise(row.blockId, slot)),
    }));
  });
  return createBlocksService({ db, retentionDays }).feed(values);
}

const slotOf = (t: number) => Math.floor(t / DEMO_FEED_PERIOD_MS) * DEMO_FEED_PERIOD_MS;

/**
 * The demo feed (DEMO_FEED): pg-boss's cron fires once a minute across all nodes (its finest slot), and that
 * run stores the current half-minute's values and enqueues the next half-minute's run, so values arrive every
 * 30 s. Each value's packet id and timestamp come from its slot, so a retried or repeated run stores nothing twice.
 * With DEMO_FEED off the schedule still fires and the run does nothing.
 */
export function demoFeedJob(db: Db, config: Config, jobs: JobRunner): JobDefinition<{ slot?: number }> {
  const job: JobDefinition<{ slot?: number }> = defineJob({
    name: 'blocks.demo-feed',
    payload: z.object({ slot: z.number().int().nonnegative().optional() }),
    cron: '* * * * *',
    retryLimit: 1,
    expireInSeconds: 60,
    async run({ slot }) {
      if (config.DEMO_FEED !== 'true') return;
      const now = Date.now();
      const current = slot ?? slotOf(now);
      await feedDemoBlocks(db, current, config.PACKET_RETENTION_DAYS);
      if (slot === undefined) {
        const next = current + DEMO_FEED_PERIOD_MS;
        await jobs.send(job, { slot: next }, { singletonKey: `blocks.demo-feed:${next}`, startAfterSeconds: Math.max(1, Math.ceil((next - now) / 1000)) });
      }
    },
  });
  return job;
}
