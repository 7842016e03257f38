import type { GrantAuditAction, GrantPrincipalKind } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/types.ts';
import { users } from '../../platform/identity/users.table.ts';
import { roleGrants, roles } from '../../platform/permissions/roles.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { grantAudit } from './grants.table.ts';

/** A grant as a person reads it: who, which role, where (tenant names; null for all tenants). */
export interface GrantDescription {
  roleGrantId: string;
  principalKind: GrantPrincipalKind;
  principal: string;
  roleName: string;
  tenantIds: string[] | null;
  tenantNames: string[] | null;
}

export interface GrantAuditEntry {
  actor: { userId: string | null; name: string };
  action: GrantAuditAction;
  grant: GrantDescription;
  /** For 'changed': the grant before. */
  previous?: GrantDescription;
}

// Any fixed number: grant changes take this transaction-scoped advisory lock, one at a time.
const GRANTS_LOCK_KEY = 7_301_118;

/**
 * Runs `work` in a transaction that holds the grants lock, so two administrators removing the last two
 * Administrator grants at once cannot both pass the lockout check.
 */
export function withGrantsLock<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${GRANTS_LOCK_KEY})`);
    return work(tx);
  });
}

export async function describeGrant(tx: Tx, grant: typeof roleGrants.$inferSelect): Promise<GrantDescription> {
  const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.roleId, grant.roleId));
  let principal = grant.groupName ?? '';
  if (grant.userId) {
    const [user] = await tx.select({ userName: users.userName }).from(users).where(eq(users.userId, grant.userId));
    principal = user?.userName ?? grant.userId;
  }
  let tenantNames: string[] | null = null;
  if (grant.tenantIds) {
    const rows = grant.tenantIds.length
      ? await tx.select({ tenantId: tenants.tenantId, name: tenants.name }).from(tenants).where(inArray(tenants.tenantId, grant.tenantIds))
      : [];
    const names = new Map(rows.map((r) => [r.tenantId, r.name]));
    tenantNames = grant.tenantIds.map((id) => names.get(id) ?? id).sort((a, b) => a.localeCompare(b));
  }
  return {
    roleGrantId: grant.roleGrantId,
    principalKind: grant.groupName === null ? 'user' : 'group',
    principal,
    roleName: role?.name ?? grant.roleId,
    tenantIds: grant.tenantIds,
    tenantNames,
  };
}

/** Appends one change to the grant audit; run it in the transaction that made the change. */
export async function recordGrantChange(tx: Tx, { actor, action, grant, previous }: GrantAuditEntry): Promise<void> {
  await tx.insert(grantAudit).values({
    actorUserId: actor.userId,
    actorName: actor.name,
    action,
    roleGrantId: grant.roleGrantId,
    principalKind: grant.principalKind,
    principal: grant.principal,
    roleName: grant.roleName,
    tenantIds: grant.tenantIds,
    tenantNames: grant.tenantNames,
    previousRoleName: previous?.roleName ?? null,
    previousTenantNames: previous?.tenantNames ?? null,
  });
}
