import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { notFound } from '../../platform/errors/index.ts';
import { tenants } from './tenants.table.ts';

/** For records that name a tenant (null: shared by all): 404 'The tenant' when it does not exist. */
export async function assertTenantExists(db: DbOrTx, tenantId: string | null): Promise<void> {
  if (tenantId === null) return;
  const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, tenantId));
  if (!tenant) throw notFound('The tenant');
}
