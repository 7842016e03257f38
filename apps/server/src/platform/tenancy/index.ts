import type { Permission } from '@portal/contracts';
import { type AnyColumn, type SQL, inArray, sql } from 'drizzle-orm';
import { type Actor, tenantsWith } from '../auth/actor.ts';
import { forbidden, notFound } from '../errors/errors.ts';

/** Tenants in which an actor holds a permission: every tenant, or a (possibly empty) list. */
export type TenantSet = 'all' | readonly string[];

export interface TenantOptions {
  /**
   * Narrow to the actor's home tenant when it has one: a customer sees its own tenant only, whatever
   * tenants its grant names (WorkUnits:view:mine).
   */
  homeTenantOnly?: boolean;
}

/** Tenants in which the actor holds `permission` (see TenantOptions). */
export function tenantsOf(actor: Actor, permission: Permission, { homeTenantOnly = false }: TenantOptions = {}): TenantSet {
  const granted = tenantsWith(actor, permission);
  if (!homeTenantOnly || !actor.homeTenantId) return granted;
  const home = actor.homeTenantId;
  return granted === 'all' || granted.includes(home) ? [home] : [];
}

/** True when the actor holds `permission` in every tenant (what shared records and all-tenant grants need). */
export function holdsInEveryTenant(actor: Actor, permission: Permission): boolean {
  return tenantsWith(actor, permission) === 'all';
}

/**
 * The primitive every tenant predicate is built from: `column` names a tenant in which the actor holds
 * `permission`. `nullMeans` says how rows without a tenant (shared records such as global locations)
 * are treated. Every tenant: `true`; none: `false` (or only the shared rows).
 */
export function tenantIn(
  actor: Actor,
  permission: Permission,
  column: AnyColumn | SQL,
  { nullMeans = 'hidden', ...options }: TenantOptions & { nullMeans?: 'shared' | 'hidden' } = {},
): SQL {
  const tenants = tenantsOf(actor, permission, options);
  if (tenants === 'all') return sql`true`;
  const shared = nullMeans === 'shared' ? sql` or ${column} is null` : sql``;
  if (tenants.length === 0) return nullMeans === 'shared' ? sql`(${column} is null)` : sql`false`;
  return sql`(${inArray(column as AnyColumn, [...tenants])}${shared})`;
}

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
  return tenantIn(actor, permission, tenantColumn, { nullMeans });
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
