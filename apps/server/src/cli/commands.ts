import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { type Permission, withoutPrefix } from '@portal/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { CLI_ACTOR, describeGrant, recordGrantChange, withGrantsLock } from '../modules/grants/grant-audit.ts';
import { tenants } from '../modules/tenants/tenants.table.ts';
import { TOKEN_USER_NAME_PREFIX, isTokenUserName } from '../platform/auth/token-actor.ts';
import { hashPassword } from '../platform/identity/password.ts';
import { users } from '../platform/identity/users.table.ts';
import { roleGrants, roles } from '../platform/permissions/roles.table.ts';

/** A mistake of the operator: printed as one line, exit code 1. */
export class CliError extends Error {}

export const MIN_PASSWORD_LENGTH = 8;

export interface CommandDeps {
  db: Db;
  /** The configuration, for commands that need more than the database (secrets); default loadConfig(). */
  config?: Config;
  /** Asks for a password on a terminal; undefined means "generate one". */
  readPassword(): Promise<string | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Lines of aligned columns, header first. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

/** The password given, typed, or generated; a generated one is returned so it can be printed once. */
async function choosePassword(deps: CommandDeps, given: string | undefined): Promise<{ password: string; generated: boolean }> {
  const password = given ?? (await deps.readPassword());
  if (password === undefined || password === '') return { password: generatePassword(), generated: true };
  if (password.length < MIN_PASSWORD_LENGTH) throw new CliError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  return { password, generated: false };
}

async function findUser(db: Db, userName: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`).limit(1);
  if (!user) throw new CliError(`No user named '${userName}'.`);
  return user;
}

async function findRole(db: Db, name: string) {
  const [role] = await db.select().from(roles).where(sql`lower(${roles.name}) = lower(${name})`).limit(1);
  if (!role) throw new CliError(`No role named '${name}'. See: npm run admin -- roles list`);
  return role;
}

/** Tenants by id or by name (any letter case), in the order given. */
async function resolveTenants(db: Db, list: string): Promise<string[]> {
  const wanted = list.split(',').map((t) => t.trim()).filter(Boolean);
  if (!wanted.length) throw new CliError('Give at least one tenant with --tenants, or leave the option out for all tenants.');
  const all = await db.select({ tenantId: tenants.tenantId, name: tenants.name }).from(tenants);
  return [...new Set(wanted.map((w) => {
    const match = UUID.test(w)
      ? all.find((t) => t.tenantId.toLowerCase() === w.toLowerCase())
      : all.find((t) => t.name.toLowerCase() === w.toLowerCase());
    if (!match) throw new CliError(`No tenant '${w}'.`);
    return match.tenantId;
  }))];
}

async function tenantNames(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ tenantId: tenants.tenantId, name: tenants.name }).from(tenants);
  return new Map(rows.map((t) => [t.tenantId, t.name]));
}

function describeTenants(ids: string[] | null, names: Map<string, string>): string {
  if (ids === null) return 'all tenants';
  return ids.map((id) => names.get(id) ?? id).join(', ');
}

export async function listUsers({ db }: CommandDeps): Promise<string> {
  const rows = await db.select().from(users).orderBy(asc(sql`lower(${users.userName})`));
  if (!rows.length) return 'No users yet. Add one with: npm run admin -- users add <userName> --name "Full Name"';
  const grants = await db
    .select({ userId: roleGrants.userId, role: roles.name, tenantIds: roleGrants.tenantIds })
    .from(roleGrants)
    .innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
    .where(inArray(roleGrants.userId, rows.map((u) => u.userId)));
  const names = await tenantNames(db);
  return table(['USER NAME', 'NAME', 'EMAIL', 'STATUS', 'SIGN-IN', 'ROLES'], rows.map((u) => [
    u.userName,
    u.displayName,
    u.email ?? '',
    u.enabled ? 'enabled' : 'disabled',
    [u.passwordHash ? 'password' : '', u.externalSubject ? 'external' : '', u.linkOnFirstSignIn ? 'link on first sign-in' : ''].filter(Boolean).join('+') || 'none',
    grants.filter((g) => g.userId === u.userId).map((g) => `${g.role} (${describeTenants(g.tenantIds, names)})`).join('; '),
  ]));
}

export interface AddUserInput {
  userName: string;
  name?: string;
  email?: string;
  password?: string;
  homeTenant?: string;
  /** The `sub` this account's person has at the external identity provider. */
  externalSubject?: string;
  /** The first external subject whose OIDC_LINK_CLAIM matches takes this account over. */
  linkOnFirstSignIn?: boolean;
}

export async function addUser(deps: CommandDeps, input: AddUserInput): Promise<string> {
  const { db } = deps;
  const userName = input.userName.trim();
  if (!/^\S{1,100}$/.test(userName)) throw new CliError('A user name has 1 to 100 characters and no spaces.');
  if (isTokenUserName(userName)) throw new CliError(`'${userName}' reads as an API token's identity; choose a user name that does not start with '${TOKEN_USER_NAME_PREFIX}'.`);
  const link = await externalLink(db, input);
  const displayName = input.name?.trim();
  if (!displayName) throw new CliError('Give the full name with --name "Full Name".');
  const email = input.email?.trim() || null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError(`'${email}' is not an email address.`);
  const [taken] = await db.select({ userId: users.userId }).from(users).where(sql`lower(${users.userName}) = lower(${userName})`);
  if (taken) throw new CliError(`A user named '${userName}' already exists.`);
  const [homeTenantId = null] = input.homeTenant ? await resolveTenants(db, input.homeTenant) : [];
  // A person of an external provider signs in there: no local password unless one is given.
  const external = Boolean(link.externalSubject || link.linkOnFirstSignIn);
  const chosen = external && input.password === undefined ? undefined : await choosePassword(deps, input.password);
  await db.insert(users).values({
    userName, displayName, email, homeTenantId, ...link, passwordHash: chosen ? await hashPassword(chosen.password) : null,
  });
  const lines = [`Added user '${userName}'. Give them a role with: npm run admin -- grants add ${userName} <roleName>`];
  if (link.externalSubject) lines.push(`Signs in through the identity provider as subject '${link.externalSubject}'.`);
  if (link.linkOnFirstSignIn) lines.push(`The first person to sign in through the identity provider with this account's ${LINK_WHAT} takes it over.`);
  if (chosen?.generated) lines.push(`Password: ${chosen.password}`);
  return lines.join('\n');
}

const LINK_WHAT = 'email (verified) or, with OIDC_LINK_CLAIM set to another claim, user name';

/** The link options, checked: one of them at most, and a subject no other account has. */
async function externalLink(db: Db, input: Pick<AddUserInput, 'externalSubject' | 'linkOnFirstSignIn'>) {
  const externalSubject = input.externalSubject?.trim() || undefined;
  if (input.externalSubject !== undefined && !externalSubject) throw new CliError('Give the subject: --external-subject <sub claim at the identity provider>.');
  if (externalSubject && input.linkOnFirstSignIn) throw new CliError('Use --external-subject or --link-on-first-sign-in, not both.');
  if (externalSubject) {
    const [holder] = await db.select({ userName: users.userName }).from(users).where(eq(users.externalSubject, externalSubject));
    if (holder) throw new CliError(`Subject '${externalSubject}' already signs in as '${holder.userName}'.`);
  }
  return { ...(externalSubject ? { externalSubject } : {}), linkOnFirstSignIn: Boolean(input.linkOnFirstSignIn) };
}

/**
 * Arranges how an existing account's person signs in through an external provider: as a given
 * subject, or as the first one whose link claim matches. Demo accounts are never linked.
 */
export async function linkUser({ db }: CommandDeps, userName: string, input: Pick<AddUserInput, 'externalSubject' | 'linkOnFirstSignIn'>): Promise<string> {
  const user = await findUser(db, userName);
  if (user.demo) throw new CliError(`'${user.userName}' is a demo account; demo accounts are never linked to an identity provider. Add an account of your own with: npm run admin -- users add`);
  if (!input.externalSubject && !input.linkOnFirstSignIn) throw new CliError('Give --external-subject SUB or --link-on-first-sign-in.');
  const link = await externalLink(db, input);
  if (link.linkOnFirstSignIn && user.externalSubject) throw new CliError(`'${user.userName}' already signs in as subject '${user.externalSubject}'.`);
  await db.update(users).set({ externalSubject: link.externalSubject ?? null, linkOnFirstSignIn: link.linkOnFirstSignIn }).where(eq(users.userId, user.userId));
  return link.externalSubject
    ? `'${user.userName}' signs in through the identity provider as subject '${link.externalSubject}'.`
    : `The first person to sign in through the identity provider with the ${LINK_WHAT} of '${user.userName}' takes it over.`;
}

export async function setPassword(deps: CommandDeps, userName: string, given?: string): Promise<string> {
  const user = await findUser(deps.db, userName);
  const { password, generated } = await choosePassword(deps, given);
  await deps.db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.userId, user.userId));
  return [`Changed the password of '${user.userName}'.`, ...(generated ? [`Password: ${password}`] : [])].join('\n');
}

const PHOTO_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif' };
const MAX_PHOTO_BYTES = 1024 * 1024;

/** The profile photo the header shows (`/api/auth/currentUserPhoto`); `--clear` removes it. */
export async function setPhoto({ db }: CommandDeps, userName: string, file: string | undefined, clear: boolean): Promise<string> {
  const user = await findUser(db, userName);
  if (clear) {
    await db.update(users).set({ photo: null, photoContentType: null }).where(eq(users.userId, user.userId));
    return `Removed the photo of '${user.userName}'.`;
  }
  if (!file) throw new CliError('Give the image file: npm run admin -- users set-photo <userName> <file.jpg|png|webp|gif>');
  const contentType = PHOTO_TYPES[extname(file).toLowerCase()];
  if (!contentType) throw new CliError(`'${file}' is not a .jpg, .png, .webp or .gif image.`);
  const data = await readFile(file).catch(() => {
    throw new CliError(`Cannot read '${file}'.`);
  });
  if (data.length > MAX_PHOTO_BYTES) throw new CliError(`'${file}' is larger than 1 MB; use a smaller image.`);
  await db.update(users).set({ photo: data, photoContentType: contentType }).where(eq(users.userId, user.userId));
  return `Set the photo of '${user.userName}' (${Math.ceil(data.length / 1024)} KB).`;
}

/** A disabled user can neither sign in nor use a token they already hold. */
export async function setEnabled({ db }: CommandDeps, userName: string, enabled: boolean): Promise<string> {
  const user = await findUser(db, userName);
  await db.update(users).set({ enabled }).where(eq(users.userId, user.userId));
  return `${enabled ? 'Enabled' : 'Disabled'} user '${user.userName}'.`;
}

export async function listRoles({ db }: CommandDeps): Promise<string> {
  const rows = await db.select().from(roles).orderBy(asc(roles.name));
  return rows.map((r) => [
    `${r.name}${r.description ? ` - ${r.description}` : ''}`,
    `  ${[...r.permissions].sort().join(', ') || '(no permissions)'}`,
  ].join('\n')).join('\n\n');
}

/** Permissions as given, with or without the provider prefix (Portal.Tenants:view or Tenants:view). */
export function parsePermissions(list: string): Permission[] {
  const given = list.split(',').map((p) => p.trim()).filter(Boolean);
  if (!given.length) throw new CliError('Give the permissions with --permissions, e.g. --permissions Tenants:view,Tenants:edit');
  return [...new Set(given.map((p) => {
    const permission = withoutPrefix(p);
    if (!permission) throw new CliError(`Unknown permission '${p}'. Permissions look like Tenants:view (area, then create, edit, view or delete).`);
    return permission;
  }))];
}

export async function addRole({ db }: CommandDeps, name: string, permissionList: string | undefined, description = ''): Promise<string> {
  const roleName = name.trim();
  if (!roleName) throw new CliError('Give the role a name.');
  if (permissionList === undefined) throw new CliError('Give the permissions with --permissions, e.g. --permissions Tenants:view,Tenants:edit');
  const permissions = parsePermissions(permissionList);
  const [existing] = await db.select({ roleId: roles.roleId }).from(roles).where(sql`lower(${roles.name}) = lower(${roleName})`);
  if (existing) throw new CliError(`A role named '${roleName}' already exists.`);
  await db.insert(roles).values({ name: roleName, description, permissions });
  return `Added role '${roleName}' with ${permissions.length} permission${permissions.length === 1 ? '' : 's'}.`;
}

export async function listGrants({ db }: CommandDeps): Promise<string> {
  const rows = await db
    .select({ id: roleGrants.roleGrantId, userName: users.userName, group: roleGrants.groupName, role: roles.name, tenantIds: roleGrants.tenantIds })
    .from(roleGrants)
    .innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
    .leftJoin(users, eq(users.userId, roleGrants.userId))
    .orderBy(asc(roles.name));
  if (!rows.length) return 'No grants yet. Add one with: npm run admin -- grants add <userName|group:Name> <roleName>';
  const names = await tenantNames(db);
  return table(['GRANT ID', 'WHO', 'ROLE', 'TENANTS'], rows.map((g) => [
    g.id,
    g.group !== null ? `group:${g.group}` : (g.userName ?? '?'),
    g.role,
    describeTenants(g.tenantIds, names),
  ]));
}

export async function addGrant({ db }: CommandDeps, principal: string, roleName: string, tenantList?: string): Promise<string> {
  const role = await findRole(db, roleName);
  const tenantIds = tenantList === undefined ? null : await resolveTenants(db, tenantList);
  let who: { userId: string } | { groupName: string };
  let label: string;
  if (principal.toLowerCase().startsWith('group:')) {
    const groupName = principal.slice('group:'.length).trim();
    if (!groupName) throw new CliError('Name the group: group:<name as your identity provider sends it>.');
    who = { groupName };
    label = `group '${groupName}'`;
  } else {
    const user = await findUser(db, principal);
    who = { userId: user.userId };
    label = `'${user.userName}'`;
  }
  const grant = await withGrantsLock(db, async (tx) => {
    const [row] = await tx.insert(roleGrants).values({ roleId: role.roleId, tenantIds, ...who }).returning();
    if (!row) throw new Error('insert returned no row');
    await recordGrantChange(tx, { actor: { userId: null, name: CLI_ACTOR }, action: 'added', grant: await describeGrant(tx, row) });
    return row;
  });
  const scope = describeTenants(tenantIds, await tenantNames(db));
  return `Granted role '${role.name}' to ${label} for ${scope} (grant ${grant.roleGrantId}).`;
}

export async function removeGrant({ db }: CommandDeps, grantId: string): Promise<string> {
  if (!UUID.test(grantId)) throw new CliError(`'${grantId}' is not a grant id. See: npm run admin -- grants list`);
  await withGrantsLock(db, async (tx) => {
    const [grant] = await tx.select().from(roleGrants).where(eq(roleGrants.roleGrantId, grantId)).for('update');
    if (!grant) throw new CliError(`No grant with id ${grantId}.`);
    const described = await describeGrant(tx, grant);
    await tx.delete(roleGrants).where(eq(roleGrants.roleGrantId, grantId));
    await recordGrantChange(tx, { actor: { userId: null, name: CLI_ACTOR }, action: 'removed', grant: described });
  });
  return `Removed grant ${grantId}.`;
}
