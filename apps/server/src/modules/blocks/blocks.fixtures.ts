import { randomUUID } from 'node:crypto';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { TestContext } from '../../test/context.ts';
import { createBlocksService } from './blocks.service.ts';

/** A numeric block in `tenantId` (in a new subscription of it), made through the service. */
export async function makeBlock(ctx: TestContext, tenantId: string, values: { name?: string; blockTypeId?: number; subscriptionId?: string } = {}) {
  const subscriptionId = values.subscriptionId ?? (await ctx.factories.subscription({ tenantId })).subscriptionId;
  return createBlocksService({ db: ctx.db }).create(operatorActor('test'), {
    blockId: randomUUID(), name: values.name ?? `Block ${randomUUID().slice(0, 8)}`, description: null,
    blockTypeId: values.blockTypeId ?? 1, tenantId, subscriptionId,
  });
}

/** Route parameter of the blocks module: `blockId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const block = await makeBlock(ctx, tenantId);
  return { blockId: block.blockId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/blocks': { blockId: randomUUID(), name: 'Foreign block', blockTypeId: 1, tenantId: ids.tenantId, subscriptionId: ids.subscriptionId },
    'POST /v1/blocks/:blockId': { name: 'Renamed block' },
    'POST /v1/blocks/:blockId/test': { value: 1 },
  };
}
