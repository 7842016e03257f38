import { and, asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import { createJobRunner } from '../../platform/jobs/runner.ts';
import { createTestContext } from '../../test/context.ts';
import { within } from '../../test/within.ts';
import { packets } from '../packets/packets.table.ts';
import { DEMO_FEED_PERIOD_MS, demoBlockId, demoBlocks } from './blocks.demo.ts';
import { createBlocksService } from './blocks.service.ts';

const ctx = await createTestContext({ DEMO_FEED: 'true' });
const silent = { info() {}, warn() {}, error() {} };

describe('the demo feed job', () => {
  let app: App | undefined;
  afterAll(async () => {
    await app?.close();
  });

  it("stores the current half-minute's value, then the next half-minute's through the run it enqueued", { timeout: 90_000 }, async () => {
    const subscription = await ctx.factories.subscription();
    const demo = demoBlocks[0]!;
    const blockId = demoBlockId(subscription.tenantId, demo.name);
    await createBlocksService({ db: ctx.db }).create(operatorActor('test'), {
      blockId, name: demo.name, description: null, blockTypeId: demo.blockTypeId, tenantId: subscription.tenantId, subscriptionId: subscription.subscriptionId,
    });
    const jobs = createJobRunner({ connectionString: ctx.databaseUrl, log: silent, pollingIntervalSeconds: 0.5 });
    app = await buildApp({ config: ctx.config, db: ctx.db, jobs });
    await app.ready();
    await jobs.start();
    const feed = jobs.definitions().find((d) => d.name === 'blocks.demo-feed')!;
    const slot = Math.floor(Date.now() / DEMO_FEED_PERIOD_MS) * DEMO_FEED_PERIOD_MS;
    // As the cron sends it: no slot.
    await jobs.send(feed, {});
    const stored = () => ctx.db.select({ timestamp: packets.timestamp }).from(packets)
      .where(and(eq(packets.tenantId, subscription.tenantId), eq(packets.entityId, blockId))).orderBy(asc(packets.timestamp));
    const times = await within(60_000, async () => {
      const found = (await stored()).map((p) => p.timestamp.getTime());
      return found.length >= 2 ? found : undefined;
    });
    // The run's slot (the one it started in, normally `slot`), then the next: values 30 s apart, each once.
    expect([slot, slot + DEMO_FEED_PERIOD_MS]).toContain(times[0]);
    expect(times.slice(0, 2)).toEqual([times[0], times[0]! + DEMO_FEED_PERIOD_MS]);
  });
});
