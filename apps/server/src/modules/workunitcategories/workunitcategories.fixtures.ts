import type { TestContext } from '../../test/context.ts';
import { distinctId } from '../workunits/distinct-id.ts';

/** Route parameters of the categories module: `workUnitCategoryId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const category = await ctx.factories.workUnitCategory({ workUnitCategoryId: distinctId(), tenantId });
  return { workUnitCategoryId: String(category.workUnitCategoryId) };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/workunitcategories': { name: 'Foreign category', tenantId: ids.tenantId, workUnitTypeId: 3 },
    'POST /v1/workunitcategories/:workUnitCategoryId': { name: 'Renamed', workUnitTypeId: 3 },
  };
}
