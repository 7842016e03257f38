import type { TestContext } from '../../test/context.ts';

/** Route parameter of the locations module: `locationId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const location = await ctx.factories.location({ tenantId });
  return { locationId: location.locationId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/locations': { tenantId: ids.tenantId, name: 'Foreign location' },
    'POST /v1/locations/:locationId': { name: 'Renamed location' },
  };
}
