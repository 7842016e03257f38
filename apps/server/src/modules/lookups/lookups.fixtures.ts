import type { TestContext } from '../../test/context.ts';

/**
 * The lookups own no records; `/api/:tenantId/settings` takes the matrix's `tenantId`. The list
 * lookups (tenants, subscriptions, locations, people) have no parameters and are checked for leaks.
 */
export async function createForeignRecords(_ctx: TestContext, _tenantId: string): Promise<Record<string, string>> {
  return {};
}

export const notTenantScoped: Record<string, string> = {
  'GET /api/generalLookup/licenseexpiration': 'one value for the whole install',
};
