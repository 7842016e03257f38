import { WorkUnitTypeId } from '@portal/contracts';
import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { identityEquals } from '../../db/identity.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { type TenantSet, holdsInEveryTenant, tenantIn, tenantScope, tenantsOf } from '../../platform/tenancy/index.ts';
import { workUnits } from './workunits.table.ts';

/** Qualifies a column: the translator's alias inside OData queries, the plain column elsewhere. */
export type Ref = (column: AnyPgColumn) => SQL;
export const plainRef: Ref = (column) => sql`${column}`;

const mineOnly = { homeTenantOnly: true } as const;

/**
 * Tenants where the actor sees its own work units only (WorkUnits:view:mine, the customers): the
 * home tenant when the actor has one, else the tenants of the grant.
 */
export function mineTenants(actor: Actor): TenantSet {
  return tenantsOf(actor, 'WorkUnits:view:mine', mineOnly);
}

/**
 * Work units that are the actor's own (WorkUnits:view:mine, spec part 3 §6 "limits a user to own work
 * units"): those it created, and those naming it as the stakeholder by email, compared as identities
 * (`identityEquals`: ASCII letter case aside, exactly, so `\u212Airk@…` is not `kirk@…`).
 */
export function ownScope(actor: Actor, ref: Ref = plainRef): SQL {
  const created = identityEquals(ref(workUnits.createdBy), actor.userName);
  return or(created, identityEquals(ref(workUnits.stakeHolderEmailAddress), actor.email)) ?? created;
}

/**
 * What the actor may read: every work unit of the tenants where it holds WorkUnits:view, and its own
 * Incident work units (ownScope) of its own tenant under WorkUnits:view:mine, whatever the query asks for.
 */
export function viewScope(actor: Actor, ref: Ref = plainRef): SQL {
  if (holdsInEveryTenant(actor, 'WorkUnits:view')) return sql`true`;
  const mine = mineTenants(actor);
  const customer = mine === 'all' || mine.length > 0
    ? and(
      eq(ref(workUnits.workUnitTypeId), WorkUnitTypeId.Incident),
      tenantIn(actor, 'WorkUnits:view:mine', ref(workUnits.tenantId), mineOnly),
      ownScope(actor, ref),
    )
    : undefined;
  const staffSql = isCustomerOnly(actor) ? undefined : tenantIn(actor, 'WorkUnits:view', ref(workUnits.tenantId));
  return or(staffSql, customer) ?? sql`false`;
}

/**
 * Where the staff calls (`GET /v1/workunits`, its export, GET by id) give whole records: the tenants
 * where the actor holds WorkUnits:view. What WorkUnits:view:mine alone lets it see comes as the
 * Resolution Center shows it (see customer-view.ts).
 */
export function fullRecordScope(actor: Actor, ref: Ref = plainRef): SQL {
  return tenantIn(actor, 'WorkUnits:view', ref(workUnits.tenantId));
}

/** A customer: sees work units under WorkUnits:view:mine only, nowhere under WorkUnits:view. */
export function isCustomerOnly(actor: Actor): boolean {
  const staff = tenantsOf(actor, 'WorkUnits:view');
  return staff !== 'all' && staff.length === 0;
}

/** The Resolution Center shows incidents only, to staff and customers alike. */
export function resolutionCenterScope(actor: Actor, ref: Ref = plainRef): SQL {
  return and(viewScope(actor, ref), eq(ref(workUnits.workUnitTypeId), WorkUnitTypeId.Incident)) ?? sql`false`;
}

export function editScope(actor: Actor, ref: Ref = plainRef): SQL {
  return tenantScope(actor, 'WorkUnits:edit', ref(workUnits.tenantId));
}
