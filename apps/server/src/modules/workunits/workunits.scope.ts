import { WorkUnitTypeId } from '@portal/contracts';
import { type SQL, and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { identityEquals } from '../../db/identity.ts';
import { type Actor, tenantsWith } from '../../platform/auth/index.ts';
import { tenantScope } from '../../platform/tenancy/index.ts';
import { workUnits } from './workunits.table.ts';

/** Qualifies a column: the translator's alias inside OData queries, the plain column elsewhere. */
export type Ref = (column: AnyPgColumn) => SQL;
export const plainRef: Ref = (column) => sql`${column}`;

/**
 * Tenants where the actor sees its own work units only (WorkUnits:view:mine, the customers): the
 * home tenant when the actor has one, else the tenants of the grant.
 */
export function mineTenants(actor: Actor): 'all' | string[] {
  const granted = tenantsWith(actor, 'WorkUnits:view:mine');
  if (actor.homeTenantId) {
    const home = actor.homeTenantId;
    return granted === 'all' || granted.includes(home) ? [home] : [];
  }
  return granted;
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
  const staff = tenantsWith(actor, 'WorkUnits:view');
  if (staff === 'all') return sql`true`;
  const mine = mineTenants(actor);
  const customer = mine === 'all' || mine.length > 0
    ? and(
      eq(ref(workUnits.workUnitTypeId), WorkUnitTypeId.Incident),
      mine === 'all' ? undefined : inArray(ref(workUnits.tenantId), mine),
      ownScope(actor, ref),
    )
    : undefined;
  const staffSql = staff.length > 0 ? inArray(ref(workUnits.tenantId), staff) : undefined;
  return or(staffSql, customer) ?? sql`false`;
}

/**
 * Where the staff calls (`GET /v1/workunits`, its export, GET by id) give whole records: the tenants
 * where the actor holds WorkUnits:view. What WorkUnits:view:mine alone lets it see comes as the
 * Resolution Center shows it (see customer-view.ts).
 */
export function fullRecordScope(actor: Actor, ref: Ref = plainRef): SQL {
  const staff = tenantsWith(actor, 'WorkUnits:view');
  if (staff === 'all') return sql`true`;
  return staff.length > 0 ? inArray(ref(workUnits.tenantId), staff) : sql`false`;
}

/** A customer: sees work units under WorkUnits:view:mine only, nowhere under WorkUnits:view. */
export function isCustomerOnly(actor: Actor): boolean {
  const staff = tenantsWith(actor, 'WorkUnits:view');
  return staff !== 'all' && staff.length === 0;
}

/** The Resolution Center shows incidents only, to staff and customers alike. */
export function resolutionCenterScope(actor: Actor, ref: Ref = plainRef): SQL {
  return and(viewScope(actor, ref), eq(ref(workUnits.workUnitTypeId), WorkUnitTypeId.Incident)) ?? sql`false`;
}

export function editScope(actor: Actor, ref: Ref = plainRef): SQL {
  return tenantScope(actor, 'WorkUnits:edit', ref(workUnits.tenantId));
}
