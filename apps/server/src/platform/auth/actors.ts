import { createHash } from 'node:crypto';
import { type Permission, identityKey, normalizeIdentity, withoutPrefix } from '@portal/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import type { Db } from '../../db/client.ts';
import { identityEquals, identityIn } from '../../db/identity.ts';
import { readsLikeKey } from '../identity/reads-like.ts';
import { users } from '../identity/users.table.ts';
import { roleGrants, roles } from '../permissions/roles.table.ts';
import type { Actor, Grant } from './actor.ts';
import { emailVerified, groupsOf, stringClaim } from './claims.ts';
import { TokenRefused } from './refusal.ts';
import { isTokenUserName } from './token-actor.ts';

type UserRow = typeof users.$inferSelect;

/** Grants of a user: their own and those of the groups they belong to (named as `identityIn` compares). */
export async function loadGrants(db: Db, userId: string, groups: string[]): Promise<Grant[]> {
  const principal = groups.length
    ? or(eq(roleGrants.userId, userId), identityIn(roleGrants.groupName, groups))
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
 * only when the provider vouches for it) or user name (any other claim) is the token's claim, as
 * `identityEquals` compares: a look-alike (`s\u212A@…`, fullwidth letters, zero-width characters)
 * names no one and `\u0130van` is not `ivan`. Demo accounts never link, nor an account already linked;
 * two candidates link neither.
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
    identityEquals(column, value),
  )).limit(2);
  if (candidates.length !== 1) return undefined;
  const [linked] = await db.update(users)
    .set({ externalSubject: sub, linkOnFirstSignIn: false })
    .where(and(eq(users.userId, candidates[0]!.userId), isNull(users.externalSubject)))
    .returning();
  return linked;
}

const MAX_USER_NAME = 100;

/** The token's email when the provider vouches for it and it is one: never a look-alike, stored in NFC. */
function verifiedEmail(claims: JWTPayload): string | undefined {
  const email = emailVerified(claims) ? stringClaim(claims, 'email') : undefined;
  if (!email || identityKey(email) === null || email.length > MAX_USER_NAME || !/^[^\s@]+@[^\s@]+$/.test(email)) return undefined;
  return normalizeIdentity(email);
}

/** `ext-{subject}`; a subject that is not short printable ASCII is hashed (the provider chooses it, not the person). */
function subjectUserName(sub: string): string {
  const plain = /^[\x21-\x7e]{1,80}$/.test(sub);
  return `ext-${plain ? sub : createHash('sha256').update(sub).digest('base64url').slice(0, 22)}`;
}

/** `first` (when given), then `base`, `base-2`, `base-3`, ...: the user names a newcomer may get, the first free one wins. */
function* userNameCandidates(base: string, first?: string): Generator<string> {
  if (first) yield first;
  yield base;
  for (let n = 2; n <= 20; n++) yield `${base.slice(0, MAX_USER_NAME - 3)}-${n}`;
  for (;;) yield `${base.slice(0, MAX_USER_NAME - 9)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Whether an account has this name as user name or email, or one it reads like (`sk@example.com` for
 * `s\u212A@example.com`, `ivan` for `\u0130van`): a newcomer never gets a name that passes for another's.
 */
async function readsLikeAnAccount(db: Db, name: string): Promise<boolean> {
  const names = [name, readsLikeKey(name)];
  const [holder] = await db.select({ userId: users.userId }).from(users)
    .where(or(identityIn(users.userName, names), identityIn(users.email, names))).limit(1);
  return !!holder;
}

/**
 * A new account for a subject seen for the first time, with no grants. Names a person chooses at the
 * provider (`preferred_username`, `upn`, an unverified email) are never used: the user name is the
 * verified email, unless it is not a plain email or it is, or reads like, another account's user name or
 * email; then it is `ext-{subject}` (made unique: `ext-{subject}-2`). The verified email is kept
 * under the same condition, since customer scoping compares emails.
 */
async function createExternalUser(db: Db, sub: string, claims: JWTPayload): Promise<UserRow | undefined> {
  const verified = verifiedEmail(claims);
  const email = verified && !(await readsLikeAnAccount(db, verified)) ? verified : null;
  const fromSubject = subjectUserName(sub);
  const displayName = stringClaim(claims, 'name') ?? email ?? fromSubject;
  for (const userName of userNameCandidates(fromSubject, email && !isTokenUserName(email) ? email : undefined)) {
    if (await readsLikeAnAccount(db, userName)) continue;
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
