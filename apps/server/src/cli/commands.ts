import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { GrantCreateBody, type Permission, withoutPrefix } from '@portal/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createGrantsService } from '../modules/grants/index.ts';
import { ACTOR_TOPIC } from '../platform/auth/index.ts';
import { notifyInvalidation } from '../platform/invalidation/invalidation.ts';
import { MIN_PASSWORD_LENGTH, createUsersService } from '../modules/identity/index.ts';
import { tenants } from '../modules/tenants/tenants.table.ts';
import type { Actor } from '../platform/auth/index.ts';
import { operatorActor } from '../platform/auth/operator-actor.ts';
import { HttpError } from '../platform/errors/index.ts';
import { users } from '../platform/identity/users.table.ts';
import { roleGrants, roles } from '../platform/permissions/roles.table.ts';

/** A mistake of the operator: printed as one line, exit code 1. */
export class CliError extends Error {}

export { MIN_PASSWORD_LENGTH };

export interface CommandDeps {
  db: Db;
  /** The configuration, for commands that need more than the database (secrets); default loadConfig(). */
  config?: Config;
  /** Asks for a password on a terminal; undefined means "generate one". */
  readPassword(): Promise<string | undefined>;
  /** Who the audits name; default the operator at this terminal, `cli:<OS user>`. */
  actor?: Actor;
}

/**
 * The services the API uses, so a change made here meets the same guards, audit and invalidation: a
 * running portal's nodes forget the changed person's cached actor within about a second, told through
 * the database (platform/invalidation), and within the cache's 15 s even if that hint is lost.
 */
function servicesFor(deps: CommandDeps) {
  const config = deps.config ?? loadConfig();
  const forgetActor = async (userId: string): Promise<void> => {
    await notifyInvalidation(deps.db.$client, ACTOR_TOPIC, userId)
      .catch((error: Error) => console.warn(`Running portals could not be told at once (${error.message}); the change holds there within 15 s.`));
  };
  const grants = createGrantsService({ db: deps.db, providerSendsGroups: !config.builtInIdentity, forgetActor });
  return { actor: deps.actor ?? operatorActor(), grants, users: createUsersService({ db: deps.db, grants, forgetActor }) };
}

/** A service's refusal (400, 404, 409) becomes the operator's one line. */
async function asCommand<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof HttpError) throw new CliError(error.message);
    throw error;
  }
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
  const { actor, users: accounts } = servicesFor(deps);
  const userName = input.userName.trim();
  const displayName = input.name?.trim();
  if (!displayName) throw new CliError('Give the full name with --name "Full Name".');
  const [homeTenantId = null] = input.homeTenant ? await resolveTenants(deps.db, input.homeTenant) : [];
  // A person of an external provider signs in there: no local password unless one is given.
  const external = Boolean(input.externalSubject?.trim() || input.linkOnFirstSignIn);
  const chosen = external && input.password === undefined ? undefined : await choosePassword(deps, input.password);
  const user = await asCommand(accounts.add(actor, {
    userName, displayName, email: input.email, homeTenantId, password: chosen?.password,
    externalSubject: input.externalSubject, linkOnFirstSignIn: input.linkOnFirstSignIn,
  }));
  const lines = [`Added user '${user.userName}'. Give them a role with: npm run admin -- grants add ${user.userName} <roleName>`];
  if (user.externalSubject) lines.push(`Signs in through the identity provider as subject '${user.externalSubject}'.`);
  if (user.linkOnFirstSignIn) lines.push(`The first person to sign in through the identity provider with this account's ${LINK_WHAT} takes it over.`);
  if (chosen?.generated) lines.push(`Password: ${chosen.password}`);
  return lines.join('\n');
}

const LINK_WHAT = 'email (verified) or, with OIDC_LINK_CLAIM set to another claim, user name';

/**
 * Arranges how an existing account's person signs in through an external provider: as a given
 * subject, or as the first one whose link claim matches. Demo accounts are never linked.
 */
export async function linkUser(deps: CommandDeps, userName: string, input: Pick<AddUserInput, 'externalSubject' | 'linkOnFirstSignIn'>): Promise<string> {
  const { actor, users: accounts } = servicesFor(deps);
  const user = await asCommand(accounts.link(actor, userName, input));
  return user.externalSubject
    ? `'${user.userName}' signs in through the identity provider as subject '${user.externalSubject}'.`
    : `The first person to sign in through the identity provider with the ${LINK_WHAT} of '${user.userName}' takes it over.`;
}

export async function setPassword(deps: CommandDeps, userName: string, given?: string): Promise<string> {
  const { actor, users: accounts } = servicesFor(deps);
  await asCommand(accounts.find(userName));
  const { password, generated } = await choosePassword(deps, given);
  const user = await asCommand(accounts.setPassword(actor, userName, password));
  return [`Changed the password of '${user.userName}'.`, ...(generated ? [`Password: ${password}`] : [])].join('\n');
}

const PHOTO_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.gif': 'image/gif' };
const MAX_PHOTO_BYTES = 1024 * 1024;

/** The profile photo the header shows (`/api/auth/currentUserPhoto`); `--clear` removes it. */
export async function setPhoto(deps: CommandDeps, userName: string, file: string | undefined, clear: boolean): Promise<string> {
  const { actor, users: accounts } = servicesFor(deps);
  await asCommand(accounts.find(userName));
  if (clear) {
    const user = await asCommand(accounts.setPhoto(actor, userName, null));
    return `Removed the photo of '${user.userName}'.`;
  }
  if (!file) throw new CliError('Give the image file: npm run admin -- users set-photo <userName> <file.jpg|png|webp|gif>');
  const contentType = PHOTO_TYPES[extname(file).toLowerCase()];
  if (!contentType) throw new CliError(`'${file}' is not a .jpg, .png, .webp or .gif image.`);
  const data = await readFile(file).catch(() => {
    throw new CliError(`Cannot read '${file}'.`);
  });
  if (data.length > MAX_PHOTO_BYTES) throw new CliError(`'${file}' is larger than 1 MB; use a smaller image.`);
  const user = await asCommand(accounts.setPhoto(actor, userName, { data, contentType }));
  return `Set the photo of '${user.userName}' (${Math.ceil(data.length / 1024)} KB).`;
}

/**
 * A disabled user can neither sign in nor use a token they already hold; the account holding the last
 * usable all-tenant Administrator grant cannot be disabled (the users service's guard).
 */
export async function setEnabled(deps: CommandDeps, userName: string, enabled: boolean): Promise<string> {
  const { actor, users: accounts } = servicesFor(deps);
  const user = await asCommand(accounts.setEnabled(actor, userName, enabled));
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

/** Adds a grant through the grants service: the API's checks (duplicates), and the audit as `cli:<OS user>`. */
export async function addGrant(deps: CommandDeps, principal: string, roleName: string, tenantList?: string): Promise<string> {
  const { db } = deps;
  const { actor, grants, users: accounts } = servicesFor(deps);
  const role = await findRole(db, roleName);
  const tenantIds = tenantList === undefined ? null : await resolveTenants(db, tenantList);
  let who: { principalKind: 'user'; userId: string } | { principalKind: 'group'; groupName: string };
  let label: string;
  if (principal.toLowerCase().startsWith('group:')) {
    const groupName = principal.slice('group:'.length).trim();
    if (!groupName) throw new CliError('Name the group: group:<name as your identity provider sends it>.');
    who = { principalKind: 'group', groupName };
    label = `group '${groupName}'`;
  } else {
    const user = await asCommand(accounts.find(principal));
    who = { principalKind: 'user', userId: user.userId };
    label = `'${user.userName}'`;
  }
  // The body the API would take, checked by the API's own schema.
  const body = GrantCreateBody.safeParse({ ...who, roleId: role.roleId, tenantIds });
  if (!body.success) throw new CliError(body.error.issues[0]?.message ?? 'The grant is not valid.');
  const grant = await asCommand(grants.create(actor, body.data));
  const scope = describeTenants(tenantIds, await tenantNames(db));
  return `Granted role '${role.name}' to ${label} for ${scope} (grant ${grant.roleGrantId}).`;
}

/** Removes a grant through the grants service: refused (the API's message) when it is the last usable Administrator grant. */
export async function removeGrant(deps: CommandDeps, grantId: string): Promise<string> {
  if (!UUID.test(grantId)) throw new CliError(`'${grantId}' is not a grant id. See: npm run admin -- grants list`);
  const { actor, grants } = servicesFor(deps);
  try {
    await grants.remove(actor, grantId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw new CliError(`No grant with id ${grantId}.`);
    throw error instanceof HttpError ? new CliError(error.message) : error;
  }
  return `Removed grant ${grantId}.`;
}
