import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { SeedContext } from '../../platform/module.ts';
import { DEMO_FEED_PERIOD_MS, demoBlockId, demoBlocks } from './blocks.demo.ts';
import { feedDemoBlocks } from './blocks.jobs.ts';
import { createBlocksService } from './blocks.service.ts';

/** The past hour of demo values, so the cards and history charts have something to show at once. */
const BACKFILL_MS = 60 * 60 * 1000;

/**
 * The demo blocks of every demo tenant (in its first subscription), made through the service as the API makes
 * them, and an hour of their values; the demo feed (blocks.jobs.ts) keeps them coming while DEMO_FEED is on.
 */
export default async function seedBlocks({ db, config, subscriptions }: SeedContext): Promise<void> {
  const service = createBlocksService({ db, retentionDays: config.PACKET_RETENTION_DAYS });
  const actor = operatorActor('seed');
  const firstSubscriptions = new Map<string, SeedContext['subscriptions'][number]>();
  for (const s of subscriptions) if (!firstSubscriptions.has(s.tenantId)) firstSubscriptions.set(s.tenantId, s);
  for (const subscription of firstSubscriptions.values()) {
    for (const block of demoBlocks) {
      await service.create(actor, {
        blockId: demoBlockId(subscription.tenantId, block.name), name: block.name, description: block.description,
        blockTypeId: block.blockTypeId, tenantId: subscription.tenantId, subscriptionId: subscription.subscriptionId,
      });
    }
  }
  const now = Math.floor(Date.now() / DEMO_FEED_PERIOD_MS) * DEMO_FEED_PERIOD_MS;
  const slots: number[] = [];
  for (let slot = now - BACKFILL_MS; slot <= now; slot += DEMO_FEED_PERIOD_MS) slots.push(slot);
  await feedDemoBlocks(db, slots, config.PACKET_RETENTION_DAYS);
}
