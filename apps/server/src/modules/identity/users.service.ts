import { type Permission, isLookAlikeIdentity, lookAlikeIdentityMessage, normalizeIdentity } from '@portal/contracts';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identityEquals } from '../../db/identity.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { holdsInEveryTenant } from '../../platform/tenancy/index.ts';
import { OPERATOR_NAME_PREFIX } from '../../platform/auth/operator-actor.ts';
import { TOKEN_USER_NAME_PREFIX, isTokenUserName } from '../../platform/auth/token-actor.ts';
import { HttpError, badRequest, conflict, forbidden } from '../../platform/errors/index.ts';
import { hashPassword } from '../../platform/identity/password.ts';
import { users } from '../../platform/identity/users.table.ts';
import { type GrantsService, withGrantsLock } from '../grants/index.ts';

type UserRow = typeof users.$inferSelect;

export const MIN_PASSWORD_LENGTH = 8;

export interface NewUser {
  userName: string;
  displayName: string;
  email?: string | null;
  /** The password in clear (hashed here); none for a person who signs in at an external provider. */
  password?: string;
  homeTenantId?: string | null;
  /** The `sub` this account's person has at the external identity provider. */
  externalSubject?: string;
  /** The first external subject whose OIDC_LINK_CLAIM matches takes this account over. */
  linkOnFirstSignIn?: boolean;
  /** A demo account (the seed's): never linked to an external provider's person (docs/identity.md). */
  demo?: boolean;
}

export interface ExternalLink {
  externalSubject?: string;
  linkOnFirstSignIn?: boolean;
}

export interface UsersDeps {
  db: Db;
  grants: Pick<GrantsService, 'assertAccountMayBeDisabled'>;
  /** Drops cached actors of a user who changed, in this server's processes (none from the CLI). */
  forgetActor?: (userId: string) => Promise<void>;
}

/**
 * Every write to an account, whichever door it comes by (the operator CLI today; routes later): the
 * checks of a user name, email and password, and the guard that keeps an administrator who can sign in.
 * Accounts hold permissions in every tenant through their grants, so only an actor holding the people
 * permission in all tenants changes them.
 */
export function createUsersService({ db, grants, forgetActor = async () => {} }: UsersDeps) {
  function assertAllTenants(actor: Actor, permission: Permission): void {
    if (!holdsInEveryTenant(actor, permission)) throw forbidden('Only someone who may manage people in all tenants can change accounts.');
  }

  async function find(userName: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(identityEquals(users.userName, userName)).limit(1);
    if (!user) throw new HttpError(404, `No user named '${userName}'.`);
    return user;
  }

  function checkPassword(password: string): void {
    if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }

  /** The link options, checked: one of them at most, and a subject no other account has. */
  async function checkLink(input: ExternalLink): Promise<{ externalSubject?: string; linkOnFirstSignIn: boolean }> {
    const externalSubject = input.externalSubject?.trim() || undefined;
    if (input.externalSubject !== undefined && !externalSubject) throw badRequest('Give the subject: --external-subject <sub claim at the identity provider>.');
    if (externalSubject && input.linkOnFirstSignIn) throw badRequest('Use --external-subject or --link-on-first-sign-in, not both.');
    if (externalSubject) {
      const [holder] = await db.select({ userName: users.userName }).from(users).where(eq(users.externalSubject, externalSubject));
      if (holder) throw conflict(`Subject '${externalSubject}' already signs in as '${holder.userName}'.`);
    }
    return { ...(externalSubject ? { externalSubject } : {}), linkOnFirstSignIn: Boolean(input.linkOnFirstSignIn) };
  }

  async function add(actor: Actor, input: NewUser): Promise<UserRow> {
    assertAllTenants(actor, 'People:create');
    // Stored as identities compare them (docs/identity.md, "How identities compare"): trimmed, in NFC.
    const userName = normalizeIdentity(input.userName);
    if (!/^\S{1,100}$/.test(userName)) throw badRequest('A user name has 1 to 100 characters and no spaces.');
    if (isLookAlikeIdentity(userName)) throw badRequest(`A user name ${lookAlikeIdentityMessage}`);
    if (isTokenUserName(userName)) throw badRequest(`'${userName}' reads as an API token's identity; choose a user name that does not start with '${TOKEN_USER_NAME_PREFIX}'.`);
    if (userName.toLowerCase().startsWith(OPERATOR_NAME_PREFIX)) throw badRequest(`'${userName}' reads as an operator's name in the audit; choose a user name that does not start with '${OPERATOR_NAME_PREFIX}'.`);
    const linked = await checkLink(input);
    if (input.demo && (linked.externalSubject || linked.linkOnFirstSignIn)) throw badRequest('A demo account is never linked to an identity provider.');
    const displayName = input.displayName.trim();
    if (!displayName) throw badRequest('Give the full name with --name "Full Name".');
    const email = (input.email && normalizeIdentity(input.email)) || null;
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw badRequest(`'${email}' is not an email address.`);
    if (email && isLookAlikeIdentity(email)) throw badRequest(`An email ${lookAlikeIdentityMessage}`);
    const [taken] = await db.select({ userId: users.userId }).from(users).where(identityEquals(users.userName, userName));
    if (taken) throw conflict(`A user named '${userName}' already exists.`);
    // Customer scoping and linking compare emails: one account per email, never another's user name.
    const [holder] = email
      ? await db.select({ userName: users.userName }).from(users).where(or(identityEquals(users.email, email), identityEquals(users.userName, email))).limit(1)
      : [];
    if (holder) throw conflict(`The account '${holder.userName}' already answers to '${email}' (as its email or user name).`);
    if (input.password !== undefined) checkPassword(input.password);
    const [created] = await db.insert(users).values({
      userName, displayName, email, homeTenantId: input.homeTenantId ?? null, ...linked, demo: Boolean(input.demo),
      passwordHash: input.password === undefined ? null : await hashPassword(input.password),
    }).returning();
    if (!created) throw new Error('insert returned no row');
    return created;
  }

  /**
   * Arranges how an existing account's person signs in through an external provider: as a given
   * subject, or as the first one whose link claim matches. Demo accounts are never linked.
   */
  async function link(actor: Actor, userName: string, input: ExternalLink): Promise<UserRow> {
    assertAllTenants(actor, 'People:edit');
    const user = await find(userName);
    if (user.demo) throw badRequest(`'${user.userName}' is a demo account; demo accounts are never linked to an identity provider. Add an account of your own with: npm run admin -- users add`);
    if (!input.externalSubject && !input.linkOnFirstSignIn) throw badRequest('Give --external-subject SUB or --link-on-first-sign-in.');
    const checked = await checkLink(input);
    if (checked.linkOnFirstSignIn && user.externalSubject) throw conflict(`'${user.userName}' already signs in as subject '${user.externalSubject}'.`);
    const [changed] = await db.update(users).set({ externalSubject: checked.externalSubject ?? null, linkOnFirstSignIn: checked.linkOnFirstSignIn })
      .where(eq(users.userId, user.userId)).returning();
    await forgetActor(user.userId);
    return changed ?? user;
  }

  async function setPassword(actor: Actor, userName: string, password: string): Promise<UserRow> {
    assertAllTenants(actor, 'People:edit');
    const user = await find(userName);
    checkPassword(password);
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.userId, user.userId));
    return user;
  }

  /** The profile photo the header shows; null removes it. */
  async function setPhoto(actor: Actor, userName: string, photo: { data: Buffer; contentType: string } | null): Promise<UserRow> {
    assertAllTenants(actor, 'People:edit');
    const user = await find(userName);
    await db.update(users).set({ photo: photo?.data ?? null, photoContentType: photo?.contentType ?? null }).where(eq(users.userId, user.userId));
    return user;
  }

  /**
   * A disabled user can neither sign in nor use a token they already hold (from their next request in
   * this process; elsewhere within the cached actor's life). Disabling the account whose grants are
   * the last usable all-tenant Administrator grants is refused (409), under the grants lock.
   */
  async function setEnabled(actor: Actor, userName: string, enabled: boolean): Promise<UserRow> {
    assertAllTenants(actor, 'People:edit');
    const user = await find(userName);
    await withGrantsLock(db, async (tx) => {
      if (!enabled) await grants.assertAccountMayBeDisabled(tx, user.userId);
      await tx.update(users).set({ enabled }).where(eq(users.userId, user.userId));
    });
    await forgetActor(user.userId);
    return user;
  }

  return { find, add, link, setPassword, setPhoto, setEnabled };
}

export type UsersService = ReturnType<typeof createUsersService>;
