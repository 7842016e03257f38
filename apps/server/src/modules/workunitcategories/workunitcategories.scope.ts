import type { Permission } from '@portal/contracts';
import { type SQL, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../../platform/auth/index.ts';
import { holdsInEveryTenant, tenantIn, tenantScope } from '../../platform/tenancy/index.ts';
import { workUnitCategories } from './workunitcategories.table.ts';

type Ref = (column: AnyPgColumn) => SQL;
const plain: Ref = (column) => sql`${column}`;

/** Categories of the tenants where the actor holds `permission`, and the shared ones (no tenant). */
export function categoryScope(actor: Actor, permission: Permission, ref: Ref = plain): SQL {
  return tenantScope(actor, permission, ref(workUnitCategories.tenantId), 'shared');
}

/**
 * Categories a work unit form or the Resolution Center may offer: those of tenants where the actor
 * sees work units (all of them, or only its own as a customer) or manages categories; shared ones too.
 */
export function usableCategoryScope(actor: Actor, ref: Ref = plain): SQL {
  const customer = tenantIn(actor, 'WorkUnits:view:mine', ref(workUnitCategories.tenantId), { homeTenantOnly: true, nullMeans: 'shared' });
  return or(
    categoryScope(actor, 'WorkUnits:view', ref),
    categoryScope(actor, 'WorkUnits.Categories:view', ref),
    customer,
  ) ?? sql`false`;
}

/** True when the actor may write categories shared by every tenant. */
export const canWriteShared = (actor: Actor, permission: Permission) => holdsInEveryTenant(actor, permission);
