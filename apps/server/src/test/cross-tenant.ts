import type { TestContext } from './context.ts';

/**
 * What a module gives the cross-tenant matrix, from its `<area>.fixtures.ts`. Ids are keyed by the
 * route parameter names the module's routes use (`tenantId`, `locationId`, `id`, ...).
 */
export interface CrossTenantFixtures {
  /** Makes one record of each of the module's entities in `tenantId`; answers route param → id. */
  createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>>;
  /** Valid bodies for the module's write routes, keyed `METHOD /url` as registered, built from one tenant's ids. */
  foreignBodies?(ids: Record<string, string>): Record<string, unknown>;
  /** Routes that touch no tenant's records, keyed `METHOD /url`, with the reason. */
  notTenantScoped?: Record<string, string>;
}
