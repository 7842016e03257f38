import type { Permission } from '@portal/contracts';
import { type AnyColumn, type SQL, inArray, sql } from 'drizzle-orm';
import { type Actor, tenantsWith } from '../auth/actor.ts';
import { forbidden, notFound } from '../errors/errors.ts';

/**
 * The one place tenant scoping is decided: the `where` fragment that keeps only rows of tenants in
 * which the actor holds `permission`. Rows of other tenants simply do not match, so lookups answer 404.
 * `nullMeans` says how rows without a tenant (shared records such as global locations) are treated.
 */
export function tenantScope(
  actor: Actor,
  permission: Permission,
  tenantColumn: AnyColumn | SQL,
  nullMeans: 'shared' | 'hidden' = 'hidden',
): SQL {
  const tenants = tenantsWith(actor, permission);
  if (tenants === 'all') return sql`true`;
  const shared = nullMeans === 'shared' ? sql` or ${tenantColumn} is null` : sql``;
  if (tenants.length === 0) return nullMeans === 'shared' ? sql`(${tenantColumn} is null)` : sql`false`;
  return sql`(${inArray(tenantColumn as AnyColumn, tenants)}${shared})`;
}

/** Throws 404 unless the actor holds `permission` in `tenantId`; for creates and parent checks. */
export function assertTenantAccess(actor: Actor, permission: Permission, tenantId: string | null, what = 'The tenant'): void {
  const tenants = tenantsWith(actor, permission);
  if (tenants === 'all') return;
  if (tenantId === null || !tenants.includes(tenantId)) throw notFound(what);
}

/** True when the actor holds `permission` in `tenantId`. */
export function hasTenantAccess(actor: Actor, permission: Permission, tenantId: string): boolean {
  const tenants = tenantsWith(actor, permission);
  return tenants === 'all' || tenants.includes(tenantId);
}

/**
 * One record through the scope: `select` runs with the permission it is given. Not visible even with
 * `view`: 404 `what`. Visible but without `permission` in its tenant: 403.
 */
export async function findScoped<T>(
  select: (permission: Permission) => Promise<T | undefined>, permission: Permission, view: Permission, what: string,
): Promise<T> {
  const row = await select(permission);
  if (row) return row;
  if (permission !== view && (await select(view))) throw forbidden();
  throw notFound(what);
}
