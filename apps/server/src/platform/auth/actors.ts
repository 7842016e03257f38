import { type Permission, withoutPrefix } from '@portal/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { users } from '../identity/users.table.ts';
import { roleGrants, roles } from '../permissions/roles.table.ts';
import type { Actor, Grant } from './actor.ts';
import { emailVerified, groupsOf, stringClaim } from './claims.ts';
import { TokenRefused } from './refusal.ts';
import { TOKEN_USER_NAME_PREFIX } from './token-actor.ts';

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

export interface ClaimsOptions {
  /** Tokens of the built-in provider carry users.userId as `sub`. */
  builtIn: boolean;
  /** OIDC_GROUPS_CLAIM. */
  groupsClaim: string;
  /** OIDC_LINK_CLAIM. */
  linkClaim: string;
}

/**
 * The actor behind a verified access token. Built-in tokens carry the user id as `sub`; a user of an
 * external provider is found by subject, or on first sign-in takes over an account an operator marked
 * for it, or gets a new account with no grants. Throws TokenRefused when there is no such (enabled) user.
 */
export async function actorFromClaims(db: Db, claims: JWTPayload, options: ClaimsOptions): Promise<Actor> {
  const sub = claims.sub;
  if (!sub) throw new TokenRefused('no-subject', 'The access token names no subject (sub).');
  let user: UserRow | undefined;
  if (options.builtIn) {
    if (/^[0-9a-f-]{36}$/i.test(sub)) [user] = await db.select().from(users).where(eq(users.userId, sub));
  } else {
    [user] = await db.select().from(users).where(eq(users.externalSubject, sub));
    user ??= (await linkMarkedAccount(db, sub, claims, options.linkClaim)) ?? (await createExternalUser(db, sub, claims));
  }
  if (!user) throw new TokenRefused('unknown-user', 'The access token names no account of the portal.', `sub ${sub}`);
  if (!user.enabled) throw new TokenRefused('disabled', 'The account is disabled.', `user ${user.userName}`);
  return userActor(user, await loadGrants(db, user.userId, groupsOf(claims, options.groupsClaim)));
}

/**
 * The account an operator marked "link on first sign-in" whose email (for the `email` claim, and
 * only when the provider vouches for it) or user name (any other claim) equals the token's claim.
 * Demo accounts never link, nor an account already linked; two candidates link neither.
 */
async function linkMarkedAccount(db: Db, sub: string, claims: JWTPayload, linkClaim: string): Promise<UserRow | undefined> {
  const value = stringClaim(claims, linkClaim);
  if (!value) return undefined;
  const byEmail = linkClaim === 'email';
  if (byEmail && !emailVerified(claims)) return undefined;
  const column = byEmail ? users.email : users.userName;
  const candidates = await db.select({ userId: users.userId }).from(users).where(and(
    eq(users.linkOnFirstSignIn, true),
    eq(users.demo, false),
    isNull(users.externalSubject),
    sql`lower(${column}) = lower(${value})`,
  )).limit(2);
  if (candidates.length !== 1) return undefined;
  const [linked] = await db.update(users)
    .set({ externalSubject: sub, linkOnFirstSignIn: false })
    .where(and(eq(users.userId, candidates[0]!.userId), isNull(users.externalSubject)))
    .returning();
  return linked;
}

const MAX_USER_NAME = 100;

/** A user name from the token's name claims: no spaces, never one that reads as an API token's. */
function userNameFrom(claims: JWTPayload, sub: string): string {
  const wanted = stringClaim(claims, 'preferred_username') ?? stringClaim(claims, 'upn') ?? stringClaim(claims, 'email') ?? sub;
  let name = wanted.replace(/\s+/g, '.').slice(0, MAX_USER_NAME);
  if (name.toLowerCase().startsWith(TOKEN_USER_NAME_PREFIX)) name = `user-${name.slice(TOKEN_USER_NAME_PREFIX.length)}`;
  return name || 'user';
}

/** `name`, then `name-2`, `name-3`, ...: the user names a newcomer may get, the first free one wins. */
function* userNameCandidates(base: string): Generator<string> {
  yield base;
  for (let n = 2; n <= 20; n++) yield `${base.slice(0, MAX_USER_NAME - 3)}-${n}`;
  for (;;) yield `${base.slice(0, MAX_USER_NAME - 9)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Whether an account has this user name or this email, in any letter case. */
async function nameInUse(db: Db, name: string): Promise<boolean> {
  const [holder] = await db.select({ userId: users.userId }).from(users)
    .where(or(sql`lower(${users.userName}) = lower(${name})`, sql`lower(${users.email}) = lower(${name})`)).limit(1);
  return !!holder;
}

/**
 * A new account for a subject seen for the first time, with no grants. Its user name is the token's
 * own name made unique (another `admin` becomes `admin-2`); its email is kept only when the provider
 * vouches for it and no other account has it (as email or user name), since approvals and customer
 * scoping compare both.
 */
async function createExternalUser(db: Db, sub: string, claims: JWTPayload): Promise<UserRow | undefined> {
  const base = userNameFrom(claims, sub);
  const displayName = stringClaim(claims, 'name') ?? base;
  let email = emailVerified(claims) ? stringClaim(claims, 'email') ?? null : null;
  if (email && (await nameInUse(db, email))) email = null;
  for (const userName of userNameCandidates(base)) {
    // Approvers are written as a user name or an email: never take a name another account answers to.
    if (await nameInUse(db, userName)) continue;
    const [created] = await db.insert(users)
      .values({ userName, displayName, email, externalSubject: sub })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    // A concurrent first request of the same subject may have made the account meanwhile.
    const [same] = await db.select().from(users).where(eq(users.externalSubject, sub));
    if (same) return same;
  }
  return undefined;
}
