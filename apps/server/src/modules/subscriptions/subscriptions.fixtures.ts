import type { TestContext } from '../../test/context.ts';

/** Route parameter of the subscriptions module: `subscriptionId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const subscription = await ctx.factories.subscription({ tenantId });
  return { subscriptionId: subscription.subscriptionId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/subscriptions': { tenantId: ids.tenantId, name: 'Foreign subscription' },
    'POST /v1/subscriptions/:subscriptionId': { name: 'Renamed subscription' },
  };
}
