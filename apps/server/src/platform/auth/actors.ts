import { type Permission, withoutPrefix } from '@portal/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { users } from '../identity/users.table.ts';
import { roleGrants, roles } from '../permissions/roles.table.ts';
import type { Actor, Grant } from './actor.ts';

type UserRow = typeof users.$inferSelect;

/** Grants of a user: their own and those of the groups they belong to. */
export async function loadGrants(db: Db, userId: string, groups: string[]): Promise<Grant[]> {
  const principal = groups.length
    ? or(eq(roleGrants.userId, userId), inArray(roleGrants.groupName, groups))
    : eq(roleGrants.userId, userId);
  const rows = await db
    .select({ permissions: roles.permissions, tenantIds: roleGrants.tenantIds })
    .from(roleGrants)
    .innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
    .where(principal);
  return rows.map((r) => ({
    permissions: new Set(r.permissions.map((p) => withoutPrefix(p)).filter((p): p is Permission => !!p)),
    tenantIds: r.tenantIds === null ? 'all' : new Set(r.tenantIds),
  }));
}

export function userActor(user: UserRow, grants: Grant[]): Actor {
  return {
    kind: 'user',
    id: user.userId,
    name: user.displayName,
    userName: user.userName,
    email: user.email,
    homeTenantId: user.homeTenantId,
    contextTenantId: user.contextTenantId,
    contextSubscriptionId: user.contextSubscriptionId,
    grants,
  };
}

function groupsOf(claims: JWTPayload, claim: string): string[] {
  const value = claims[claim];
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

/**
 * The actor behind a verified access token. Built-in tokens carry the user id as `sub`; a user of an
 * external provider is found by subject, or by user name on first sign-in, or created with no grants.
 */
export async function actorFromClaims(db: Db, claims: JWTPayload, builtIn: boolean, groupsClaim: string): Promise<Actor | null> {
  const sub = claims.sub;
  if (!sub) return null;
  let user: UserRow | undefined;
  if (builtIn) {
    if (!/^[0-9a-f-]{36}$/i.test(sub)) return null;
    [user] = await db.select().from(users).where(eq(users.userId, sub));
  } else {
    [user] = await db.select().from(users).where(eq(users.externalSubject, sub));
    if (!user) user = await linkExternalUser(db, sub, claims);
  }
  if (!user || !user.enabled) return null;
  return userActor(user, await loadGrants(db, user.userId, groupsOf(claims, groupsClaim)));
}

async function linkExternalUser(db: Db, sub: string, claims: JWTPayload): Promise<UserRow | undefined> {
  const userName = String(claims.preferred_username ?? claims.upn ?? claims.email ?? sub);
  const displayName = String(claims.name ?? userName);
  const email = typeof claims.email === 'string' ? claims.email : null;
  // An operator may have pre-created the account by user name (npm run admin); link it on first sign-in.
  const [linked] = await db
    .update(users)
    .set({ externalSubject: sub })
    .where(and(sql`lower(${users.userName}) = lower(${userName})`, isNull(users.externalSubject)))
    .returning();
  if (linked) return linked;
  const [created] = await db
    .insert(users)
    .values({ userName, displayName, email, externalSubject: sub })
    .onConflictDoNothing()
    .returning();
  return created;
}
