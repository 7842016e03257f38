import { eq } from 'drizzle-orm';
import { roleGrants } from '../../platform/permissions/roles.table.ts';
import type { TestContext } from '../../test/context.ts';

/** Route parameter of the grants module: `roleGrantId`, a grant limited to the tenant. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const user = await ctx.factories.user({ role: 'Support Agent', tenantIds: [tenantId] });
  const [grant] = await ctx.db.select({ roleGrantId: roleGrants.roleGrantId }).from(roleGrants).where(eq(roleGrants.userId, user.userId));
  return { roleGrantId: grant!.roleGrantId };
}

const allTenantsOnly = 'grants are no records of a tenant: only a holder of the grants permission in all tenants manages them, anyone else gets 403 (grants.test.ts)';

export const notTenantScoped: Record<string, string> = Object.fromEntries([
  'GET /v1/grants', 'GET /v1/grants/audit', 'GET /v1/grants/roles', 'GET /v1/grants/users', 'GET /v1/grants/:roleGrantId',
  'PUT /v1/grants', 'POST /v1/grants/:roleGrantId', 'DELETE /v1/grants/:roleGrantId',
].map((key) => [key, allTenantsOnly]));
