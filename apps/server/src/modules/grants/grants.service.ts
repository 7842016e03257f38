import {
  ADMINISTRATOR_ROLE, type GrantCreateBody, type GrantResponse, type GrantRoleOption, type GrantUpdateBody, type GrantUserOption,
  grantMessages, grantPermissions, normalizeIdentity,
} from '@portal/contracts';
import { type SQL, and, asc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityEquals } from '../../db/identity.ts';
import type { Tx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { holdsInEveryTenant } from '../../platform/tenancy/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors/index.ts';
import { users } from '../../platform/identity/users.table.ts';
import { type ODataQuery, runGet, runList } from '../../platform/odata/index.ts';
import { roleGrants, roles } from '../../platform/permissions/roles.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { type GrantAuditEntry, describeGrant, recordGrantChange, withGrantsLock } from './grant-audit.ts';
import { grantAuditEntity, grantEntity } from './grants.entity.ts';

type GrantRow = typeof roleGrants.$inferSelect;

export const USER_SEARCH_LIMIT = 25;

export interface GrantsDeps {
  db: Db;
  /**
   * Whether the identity provider's tokens list the caller's groups: an external provider
   * (OIDC_ISSUER) does; the built-in provider's tokens carry none, so there no one can sign in with a
   * group grant and the lockout guard does not count them.
   */
  providerSendsGroups: boolean;
  /** Drops cached actors of a user whose grants changed, so the change holds from their next request. */
  forgetActor?: (userId: string) => Promise<void>;
}

/**
 * Grants decide every permission, in every tenant, of whoever holds them: only an actor holding the
 * grants permission in all tenants manages them, or a tenant-limited administrator could grant
 * themselves everything.
 */
function assertAllTenants(actor: Actor, permission: (typeof grantPermissions)[keyof typeof grantPermissions]): void {
  if (!holdsInEveryTenant(actor, permission)) throw forbidden(grantMessages.allTenantsOnly);
}

const sameTenants = (a: string[] | null, b: string[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function createGrantsService({ db, providerSendsGroups, forgetActor = async () => {} }: GrantsDeps) {
  async function list(actor: Actor, query: ODataQuery) {
    assertAllTenants(actor, grantPermissions.view);
    const page = await runList(db, grantEntity, query);
    // Read-only: tells the screen which grant's removal assertNoLockout would refuse, so it can say so first.
    const last = await lastAdministratorGrantId();
    return { ...page, value: page.value.map((row) => ('roleGrantId' in row ? { ...row, isLastAdministratorGrant: row.roleGrantId === last } : row)) };
  }

  /** The usable all-tenant Administrator grant when it is the only one: removing or narrowing it is refused. */
  async function lastAdministratorGrantId(): Promise<string | undefined> {
    const found = await db.select({ roleGrantId: roleGrants.roleGrantId }).from(roleGrants)
      .innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
      .leftJoin(users, eq(users.userId, roleGrants.userId))
      .where(and(eq(roles.name, ADMINISTRATOR_ROLE), isNull(roleGrants.tenantIds), usable()))
      .limit(2);
    return found.length === 1 ? found[0]?.roleGrantId : undefined;
  }

  async function get(actor: Actor, roleGrantId: string): Promise<GrantResponse> {
    assertAllTenants(actor, grantPermissions.view);
    return present(roleGrantId);
  }

  async function present(roleGrantId: string): Promise<GrantResponse> {
    const row = await runGet(db, grantEntity, {}, { where: (ref) => eq(ref(roleGrants.roleGrantId), roleGrantId) });
    if (!row) throw notFound('The grant');
    return row as GrantResponse;
  }

  async function audit(actor: Actor, query: ODataQuery) {
    assertAllTenants(actor, grantPermissions.view);
    return runList(db, grantAuditEntity, query);
  }

  async function roleOptions(actor: Actor): Promise<GrantRoleOption[]> {
    assertAllTenants(actor, grantPermissions.view);
    return db.select({ roleId: roles.roleId, name: roles.name, description: roles.description }).from(roles).orderBy(asc(roles.name));
  }

  /** People whose name, user name or email contains the term; disabled accounts too, marked as such. */
  async function userOptions(actor: Actor, term = ''): Promise<GrantUserOption[]> {
    assertAllTenants(actor, grantPermissions.view);
    const pattern = `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db.select({ userId: users.userId, userName: users.userName, displayName: users.displayName, email: users.email, enabled: users.enabled })
      .from(users)
      .where(term.trim() ? or(ilike(users.displayName, pattern), ilike(users.userName, pattern), ilike(users.email, pattern)) : undefined)
      .orderBy(asc(users.displayName)).limit(USER_SEARCH_LIMIT);
  }

  async function findRole(tx: Tx, roleId: string) {
    const [role] = await tx.select().from(roles).where(eq(roles.roleId, roleId));
    if (!role) throw badRequest(grantMessages.noSuchRole);
    return role;
  }

  async function checkTenants(tx: Tx, tenantIds: string[] | null): Promise<string[] | null> {
    if (tenantIds === null) return null;
    const unique = [...new Set(tenantIds.map((id) => id.toLowerCase()))];
    const found = await tx.select({ tenantId: tenants.tenantId }).from(tenants).where(inArray(tenants.tenantId, unique));
    if (found.length !== unique.length) throw badRequest(grantMessages.noSuchTenant);
    return unique;
  }

  async function assertNotDuplicate(tx: Tx, principal: Pick<GrantRow, 'userId' | 'groupName'>, roleId: string, tenantIds: string[] | null, except?: string) {
    const rows = await tx.select({ tenantIds: roleGrants.tenantIds }).from(roleGrants).where(and(
      eq(roleGrants.roleId, roleId),
      principal.userId ? eq(roleGrants.userId, principal.userId) : identityEquals(roleGrants.groupName, principal.groupName),
      except ? ne(roleGrants.roleGrantId, except) : undefined,
    ));
    if (rows.some((r) => sameTenants(r.tenantIds, tenantIds))) throw conflict(grantMessages.duplicate);
  }

  /**
   * Grants someone can sign in with: a person's on an enabled account, and a group's only when the
   * provider sends groups. `exceptUserId` leaves out the grants of an account about to be disabled.
   */
  function usable(exceptUserId?: string): SQL | undefined {
    const person = and(isNotNull(roleGrants.userId), eq(users.enabled, true), exceptUserId ? ne(roleGrants.userId, exceptUserId) : undefined);
    return providerSendsGroups ? or(person, isNotNull(roleGrants.groupName)) : person;
  }

  /** How many usable all-tenant Administrator grants there are, leaving out a grant or an account. */
  async function usableAdministratorGrants(tx: Tx, except: { roleGrantId?: string; userId?: string }): Promise<number> {
    const [found] = await tx.select({ count: sql<number>`count(*)::int` }).from(roleGrants)
      .innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
      .leftJoin(users, eq(users.userId, roleGrants.userId))
      .where(and(
        eq(roles.name, ADMINISTRATOR_ROLE),
        isNull(roleGrants.tenantIds),
        except.roleGrantId ? ne(roleGrants.roleGrantId, except.roleGrantId) : undefined,
        usable(except.userId),
      ));
    return found?.count ?? 0;
  }

  /**
   * Refuses to remove or narrow a usable all-tenant Administrator grant when no other usable one is
   * left: otherwise a group grant no one signs in with (the built-in provider sends no groups) would
   * let the last administrator lock everyone out. A grant no one can use may always go.
   */
  async function assertNoLockout(tx: Tx, grant: GrantRow, after?: { roleName: string; tenantIds: string[] | null }) {
    const [role] = await tx.select({ name: roles.name }).from(roles).where(eq(roles.roleId, grant.roleId));
    const isAllTenantAdmin = role?.name === ADMINISTRATOR_ROLE && grant.tenantIds === null;
    const staysAllTenantAdmin = after?.roleName === ADMINISTRATOR_ROLE && after.tenantIds === null;
    if (!isAllTenantAdmin || staysAllTenantAdmin) return;
    const [self] = await tx.select({ count: sql<number>`count(*)::int` }).from(roleGrants)
      .leftJoin(users, eq(users.userId, roleGrants.userId))
      .where(and(eq(roleGrants.roleGrantId, grant.roleGrantId), usable()));
    if (!self?.count) return;
    if ((await usableAdministratorGrants(tx, { roleGrantId: grant.roleGrantId })) === 0) throw conflict(grantMessages.lastAdministrator);
  }

  /**
   * For the users service, inside `withGrantsLock`: refuses to disable the account whose grants are
   * the last usable all-tenant Administrator grants.
   */
  async function assertAccountMayBeDisabled(tx: Tx, userId: string): Promise<void> {
    const before = await usableAdministratorGrants(tx, {});
    if (before > 0 && (await usableAdministratorGrants(tx, { userId })) === 0) throw conflict(grantMessages.lastAdministratorAccount);
  }

  async function findGrant(tx: Tx, roleGrantId: string): Promise<GrantRow> {
    const [grant] = await tx.select().from(roleGrants).where(eq(roleGrants.roleGrantId, roleGrantId)).for('update');
    if (!grant) throw notFound('The grant');
    return grant;
  }

  // An operator (npm run admin) has no account: the audit keeps their name, cli:<OS user>.
  const actorOf = (actor: Actor): GrantAuditEntry['actor'] => ({ userId: actor.kind === 'user' ? actor.id : null, name: actor.userName });

  // A group grant may concern anyone signed in: every cached actor is forgotten.
  async function afterChange(userId: string | null) {
    await forgetActor(userId ?? '*');
  }

  async function create(actor: Actor, body: GrantCreateBody): Promise<GrantResponse> {
    assertAllTenants(actor, grantPermissions.create);
    const grant = await withGrantsLock(db, async (tx) => {
      let principal: Pick<GrantRow, 'userId' | 'groupName'>;
      if (body.principalKind === 'user') {
        const [user] = await tx.select({ userId: users.userId }).from(users).where(eq(users.userId, body.userId ?? ''));
        if (!user) throw badRequest(grantMessages.noSuchUser);
        principal = { userId: user.userId, groupName: null };
      } else {
        // Stored in NFC, as tokens' groups are compared (identityIn in platform/auth/actors.ts).
        principal = { userId: null, groupName: normalizeIdentity(body.groupName ?? '') };
      }
      const role = await findRole(tx, body.roleId);
      const tenantIds = await checkTenants(tx, body.tenantIds);
      await assertNotDuplicate(tx, principal, role.roleId, tenantIds);
      const [row] = await tx.insert(roleGrants).values({ ...principal, roleId: role.roleId, tenantIds }).returning();
      if (!row) throw new Error('insert returned no row');
      await recordGrantChange(tx, { actor: actorOf(actor), action: 'added', grant: await describeGrant(tx, row) });
      return row;
    });
    await afterChange(grant.userId);
    return present(grant.roleGrantId);
  }

  async function update(actor: Actor, roleGrantId: string, body: GrantUpdateBody): Promise<GrantResponse> {
    assertAllTenants(actor, grantPermissions.edit);
    const grant = await withGrantsLock(db, async (tx) => {
      const before = await findGrant(tx, roleGrantId);
      const role = await findRole(tx, body.roleId);
      const tenantIds = await checkTenants(tx, body.tenantIds);
      if (role.roleId === before.roleId && sameTenants(tenantIds, before.tenantIds)) return before;
      await assertNoLockout(tx, before, { roleName: role.name, tenantIds });
      await assertNotDuplicate(tx, before, role.roleId, tenantIds, roleGrantId);
      const previous = await describeGrant(tx, before);
      const [row] = await tx.update(roleGrants).set({ roleId: role.roleId, tenantIds }).where(eq(roleGrants.roleGrantId, roleGrantId)).returning();
      if (!row) throw notFound('The grant');
      await recordGrantChange(tx, { actor: actorOf(actor), action: 'changed', grant: await describeGrant(tx, row), previous });
      return row;
    });
    await afterChange(grant.userId);
    return present(roleGrantId);
  }

  async function remove(actor: Actor, roleGrantId: string): Promise<void> {
    assertAllTenants(actor, grantPermissions.delete);
    const grant = await withGrantsLock(db, async (tx) => {
      const found = await findGrant(tx, roleGrantId);
      await assertNoLockout(tx, found);
      const described = await describeGrant(tx, found);
      await tx.delete(roleGrants).where(eq(roleGrants.roleGrantId, roleGrantId));
      await recordGrantChange(tx, { actor: actorOf(actor), action: 'removed', grant: described });
      return found;
    });
    await afterChange(grant.userId);
  }

  return { list, get, audit, roleOptions, userOptions, create, update, remove, assertAccountMayBeDisabled };
}

export type GrantsService = ReturnType<typeof createGrantsService>;
