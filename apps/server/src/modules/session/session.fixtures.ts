import type { TestContext } from '../../test/context.ts';

/** The session routes act on the caller; only the context switch names a tenant. */
export async function createForeignRecords(_ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  return { tenant: tenantId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return { 'POST /v1/tenantSubscriptionContext/:tenant': { tenant: ids.tenantId, subscriptionId: ids.subscriptionId } };
}

export const notTenantScoped: Record<string, string> = {
  'GET /v1/currentUser': 'answers the caller only',
  'GET /v1/permissions': 'answers the caller only',
  'GET /api/auth/currentUserPhoto': "the caller's own photo",
};
