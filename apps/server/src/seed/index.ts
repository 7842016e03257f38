import { existsSync, readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { loadGrants, userActor } from '../platform/auth/actors.ts';
import { operatorActor } from '../platform/auth/operator-actor.ts';
import { users } from '../platform/identity/users.table.ts';
import { upsertBuiltInRoles } from '../platform/permissions/roles.service.ts';
import { ensureBuiltInControlSets } from '../modules/compliance/index.ts';
import { createGrantsService } from '../modules/grants/index.ts';
import { createUsersService } from '../modules/identity/index.ts';
import { createSessionService } from '../modules/session/index.ts';
import { createSubscriptionsService } from '../modules/subscriptions/index.ts';
import { createTenantsService } from '../modules/tenants/index.ts';
import { secretsFor } from '../platform/secrets/index.ts';
import type { Db } from '../db/client.ts';
import type { SeedContext } from '../platform/module.ts';

export interface DemoAccount {
  role: string;
  userName: string;
  password: string;
  displayName: string;
  /** The demo tenants (by name) the role is granted in; every tenant when left out. */
  tenants?: string[];
  /** A customer of one tenant: its requests go there, whatever tenant it picks. */
  homeTenant?: string;
}

/** Fixed so the README can list them; change them with `npm run admin -- users set-password`. */
export const demoAccounts: DemoAccount[] = [
  { role: 'Administrator', userName: 'admin', password: 'admin-demo-pass', displayName: 'Ada Administrator' },
  { role: 'Support Agent', userName: 'agent', password: 'agent-demo-pass', displayName: 'Sam Support' },
  { role: 'Program Manager', userName: 'manager', password: 'manager-demo-pass', displayName: 'Pat Manager' },
  { role: 'Customer', userName: 'customer', password: 'customer-demo-pass', displayName: 'Casey Customer', tenants: ['Contoso'], homeTenant: 'Contoso' },
  // Staff hold Devices or Blocks view, which hides the tenant > subscription picker (part 1 §6); this
  // customer of two tenants is the demo account that sees the picker and has another tenant to switch to.
  {
    role: 'Customer', userName: 'partner', password: 'partner-demo-pass', displayName: 'Robin Partner', tenants: ['Contoso', 'Fabrikam'],
  },
];

export const demoTenants = [
  { name: 'Contoso', email: 'noc@contoso.example', subscriptions: ['Production', 'Staging'], groups: 'Service Desk,Network Team,Database Team' },
  { name: 'Fabrikam', email: 'ops@fabrikam.example', subscriptions: ['Production'], groups: 'Service Desk,Platform Team' },
  { name: 'Northwind', email: 'it@northwind.example', subscriptions: ['Production', 'Lab'], groups: 'Service Desk' },
];

/**
 * A module adds demo data from its own `seed.ts` (default export), run after the platform's, in folder
 * order except that a seed runs after the modules its `seedAfter` export names (devices after locations
 * and packages, whose rows it uses).
 */
async function moduleSeeds(): Promise<Array<(ctx: SeedContext) => Promise<void>>> {
  const dir = new URL('../modules/', import.meta.url);
  const names = readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(new URL(`${d.name}/seed.ts`, dir)))
    .map((d) => d.name)
    .sort();
  const loaded = new Map(await Promise.all(names.map(async (n) => [n, await import(new URL(`${n}/seed.ts`, dir).href)] as const)));
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name) || !loaded.has(name)) return;
    if (path.includes(name)) throw new Error(`Seeds wait for each other: ${[...path, name].join(' -> ')}`);
    for (const before of (loaded.get(name)!.seedAfter as string[] | undefined) ?? []) visit(before, [...path, name]);
    ordered.push(name);
  };
  for (const name of names) visit(name, []);
  return ordered.map((n) => loaded.get(n)!.default);
}

/**
 * Seeds the demo data set once, on a database without users; returns the accounts it made. With an
 * external provider this runs only when SEED_DEMO_DATA=true is set explicitly (config.ts), and the
 * accounts, marked `demo`, can neither sign in there nor be linked to anyone.
 */
/** Reference data every portal has, demo data or not (the built-in control sets); made at each start. */
export async function ensureReferenceData(db: Db): Promise<void> {
  await ensureBuiltInControlSets(db);
}

export async function seedIfEmpty(db: Db, config: Config): Promise<{ accounts: DemoAccount[] } | undefined> {
  const roleIds = await upsertBuiltInRoles(db);
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(users)) as [{ count: number }];
  if (count > 0) return undefined;

  // Tenants and subscriptions, the accounts, their grants and their context go through the services the
  // API and the CLI use, so they meet the same checks and the audits name who made them (`cli:seed`).
  const actor = operatorActor('seed');
  const tenantsService = createTenantsService({ db, secrets: secretsFor(config) });
  const subscriptionsService = createSubscriptionsService({ db });
  const tenantRows: Array<{ tenantId: string; name: string }> = [];
  for (const t of demoTenants) {
    const row = await tenantsService.create(actor, { name: t.name, internalNotificationEmailAddress: t.email, assignmentGroups: t.groups });
    tenantRows.push({ tenantId: row.tenantId, name: row.name });
  }
  const subscriptionRows: Array<{ subscriptionId: string; tenantId: string; name: string }> = [];
  for (const [i, t] of demoTenants.entries()) {
    for (const name of t.subscriptions) {
      const row = await subscriptionsService.create(actor, { tenantId: tenantRows[i]!.tenantId, name });
      subscriptionRows.push({ subscriptionId: row.subscriptionId, tenantId: row.tenantId, name: row.name });
    }
  }
  const tenantIdOf = (name: string) => {
    const row = tenantRows.find((t) => t.name === name);
    if (!row) throw new Error(`No demo tenant ${name}.`);
    return row.tenantId;
  };
  const contoso = tenantRows[0]!;
  const contosoProduction = subscriptionRows[0]!;

  const grants = createGrantsService({ db, providerSendsGroups: !config.builtInIdentity });
  const people = createUsersService({ db, grants });
  const session = createSessionService({ db });
  for (const account of demoAccounts) {
    const user = await people.add(actor, {
      userName: account.userName,
      displayName: account.displayName,
      email: `${account.userName}@portal.example`,
      password: account.password,
      // Never linked to a subject of an external provider (docs/identity.md).
      demo: true,
      homeTenantId: account.homeTenant ? tenantIdOf(account.homeTenant) : null,
    });
    await grants.create(actor, {
      principalKind: 'user',
      userId: user.userId,
      roleId: roleIds.get(account.role)!,
      tenantIds: account.tenants ? account.tenants.map(tenantIdOf) : null,
    });
    const asUser = userActor(user, await loadGrants(db, user.userId, []));
    await session.setContext(asUser, contoso.tenantId, contosoProduction.subscriptionId);
  }

  const ctx: SeedContext = { db, config, tenants: tenantRows, subscriptions: subscriptionRows };
  for (const seed of await moduleSeeds()) await seed(ctx);
  return { accounts: demoAccounts };
}

/** The demo accounts `npm start` lists: none with an external provider, where their passwords do nothing. */
export function demoAccountsToShow(config: Pick<Config, 'builtInIdentity'>, seeded: { accounts: DemoAccount[] } | undefined): DemoAccount[] | undefined {
  return config.builtInIdentity ? seeded?.accounts : undefined;
}
