import type { TestContext } from '../../test/context.ts';

/** Route parameter of the tokens module: `tokenGrantId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const token = await ctx.factories.tokenGrant({ tenantId });
  return { tokenGrantId: token.tokenGrantId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/tokens': { tenantId: ids.tenantId, name: 'Foreign token', lifetimeYears: 1 },
    'POST /v1/tokens/:tokenGrantId': { name: 'Renamed token' },
    'PUT /v1/tokens/:tokenGrantId/revoke': {},
  };
}
