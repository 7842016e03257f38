import type { TestContext } from '../../test/context.ts';

/**
 * Route parameters of the tenants module: `tenantId` (every tenant route, including the OData key
 * form `v1/tenants(:tenantId)`) and `secretId`.
 */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const secret = await ctx.factories.tenantSecret({ tenantId });
  return { tenantId, secretId: secret.secretId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'POST /v1/tenants/:tenantId': { name: `Renamed ${ids.tenantId}` },
    'POST /v1/tenants/toggledisabled/:tenantId': {},
  };
}

export const notTenantScoped: Record<string, string> = {
  'PUT /v1/tenants': 'makes a new tenant; needs Tenants:create for all tenants, so a tenant-limited caller gets 403 (tested in tenants.test.ts)',
};
