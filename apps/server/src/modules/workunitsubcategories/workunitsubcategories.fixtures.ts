import type { TestContext } from '../../test/context.ts';
import { distinctId } from '../workunits/distinct-id.ts';

/** Route parameters of the subcategories module: `workUnitSubcategoryId` (its tenant is its category's). */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const category = await ctx.factories.workUnitCategory({ workUnitCategoryId: distinctId(), tenantId });
  const subcategory = await ctx.factories.workUnitSubcategory({ workUnitSubcategoryId: distinctId(), workUnitCategoryId: category.workUnitCategoryId });
  return { workUnitSubcategoryId: String(subcategory.workUnitSubcategoryId), workUnitCategoryId: String(category.workUnitCategoryId) };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/workunitsubcategories': { name: 'Foreign need', workUnitCategoryId: Number(ids.workUnitCategoryId) },
    'POST /v1/workunitsubcategories/:workUnitSubcategoryId': { name: 'Renamed', workUnitCategoryId: Number(ids.workUnitCategoryId) },
  };
}
