import type { TestContext } from '../../test/context.ts';
import { demoDeliveries } from './demoreceiver.table.ts';

/** One received delivery in the tenant; the list takes no id, so the matrix checks it never lists it elsewhere. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const [row] = await ctx.db.insert(demoDeliveries).values({
    tenantId, webhookId: `msg_${crypto.randomUUID()}`, method: 'POST', path: '/v1/demoreceiver/hooks', headers: {}, body: '{}',
  }).returning();
  return { deliveryId: row!.deliveryId };
}
