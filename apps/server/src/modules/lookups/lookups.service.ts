import { readFileSync } from 'node:fs';
import {
  type LocationLookup,
  PEOPLE_SEARCH_LIMIT,
  type PersonOrGroup,
  type SubscriptionLookup,
  type TenantLookup,
  knownFeatures,
  splitAssignmentGroups,
} from '@portal/contracts';
import { type AnyColumn, type SQL, and, asc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { users } from '../../platform/identity/users.table.ts';
import { roleGrants } from '../../platform/permissions/roles.table.ts';
import { tenantScope } from '../../platform/tenancy/index.ts';
import { locations } from '../locations/locations.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { installSettings } from './lookups.table.ts';

const LICENSE_KEY = 'licenseExpiration';

/** APP_VERSION, else the version of the root package.json, else the server package's. */
export function readVersion(env: Record<string, string | undefined> = process.env): string {
  if (env.APP_VERSION?.trim()) return env.APP_VERSION.trim();
  for (const path of ['../../../../../package.json', '../../../package.json']) {
    try {
      const { version } = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { version?: unknown };
      if (typeof version === 'string' && version) return version;
    } catch {
      // Not there in this layout; try the next one.
    }
  }
  return '0.0.0';
}

/**
 * Tenants the actor holds anything in: the tenants they may pick in the tenant > subscription picker
 * and see in the shell's dropdowns (the same rule as the context switch).
 */
function visibleTenants(actor: Actor, column: AnyColumn | SQL, shared = false): SQL {
  if (actor.grants.some((g) => g.tenantIds === 'all')) return sql`true`;
  const ids = [...new Set(actor.grants.flatMap((g) => (g.tenantIds === 'all' ? [] : [...g.tenantIds])))];
  const mine = ids.length ? inArray(column as AnyColumn, ids) : sql`false`;
  return shared ? (or(mine, sql`${column} is null`) ?? mine) : mine;
}

/** `%term%` for ILIKE with the pattern characters escaped. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createLookupsService({ db, config }: { db: Db; config: Config }) {
  const version = readVersion();

  /** LICENSE_EXPIRATION when set; otherwise one year after the first start, decided once and kept. */
  async function licenseExpiration(): Promise<string> {
    if (config.LICENSE_EXPIRATION) {
      const configured = new Date(config.LICENSE_EXPIRATION);
      if (!Number.isNaN(configured.getTime())) return configured.toISOString();
    }
    const oneYear = new Date();
    oneYear.setUTCFullYear(oneYear.getUTCFullYear() + 1);
    await db.insert(installSettings).values({ key: LICENSE_KEY, value: oneYear.toISOString() }).onConflictDoNothing();
    const [row] = await db.select({ value: installSettings.value }).from(installSettings).where(eq(installSettings.key, LICENSE_KEY));
    return row?.value ?? oneYear.toISOString();
  }

  function featureEnabled(feature: string): boolean {
    const known = knownFeatures.find((f) => f.toLowerCase() === feature.toLowerCase());
    return known !== undefined && config.features.has(known);
  }

  async function tenantSettings(actor: Actor, tenantId: string): Promise<{ agentDownloadUrl: string | null }> {
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants)
      .where(and(eq(tenants.tenantId, tenantId), visibleTenants(actor, tenants.tenantId)));
    if (!tenant) throw notFound('The tenant');
    return { agentDownloadUrl: config.AGENT_DOWNLOAD_URL ?? null };
  }

  async function tenantLookup(actor: Actor): Promise<TenantLookup[]> {
    return db.select({ tenantId: tenants.tenantId, name: tenants.name }).from(tenants)
      .where(and(eq(tenants.enabled, true), visibleTenants(actor, tenants.tenantId)))
      .orderBy(asc(tenants.name));
  }

  async function subscriptionLookup(actor: Actor, tenantId?: string): Promise<SubscriptionLookup[]> {
    return db.select({ subscriptionId: subscriptions.subscriptionId, name: subscriptions.name, tenantId: subscriptions.tenantId })
      .from(subscriptions).innerJoin(tenants, eq(tenants.tenantId, subscriptions.tenantId))
      .where(and(
        eq(tenants.enabled, true),
        visibleTenants(actor, subscriptions.tenantId),
        tenantId ? eq(subscriptions.tenantId, tenantId) : undefined,
      ))
      .orderBy(asc(subscriptions.name));
  }

  /** The tenant's locations and the shared ones; without a tenant, every location the actor can see. */
  async function locationLookup(actor: Actor, tenantId?: string): Promise<LocationLookup[]> {
    return db.select({ locationId: locations.locationId, name: locations.name, tenantId: locations.tenantId }).from(locations)
      .where(and(
        visibleTenants(actor, locations.tenantId, true),
        tenantId ? or(eq(locations.tenantId, tenantId), isNull(locations.tenantId)) : undefined,
      ))
      .orderBy(asc(locations.name));
  }

  /**
   * Enabled accounts whose name, user name or mail contains the term. Staff (no home tenant) are
   * visible to every People:view holder; a tenant's customers only to those with People:view there.
   */
  async function people(actor: Actor, term: string): Promise<PersonOrGroup[]> {
    const pattern = contains(term.trim());
    const rows = await db.select({ displayName: users.displayName, mail: users.email, userName: users.userName }).from(users)
      .where(and(
        eq(users.enabled, true),
        tenantScope(actor, 'People:view', users.homeTenantId, 'shared'),
        term.trim() ? or(ilike(users.displayName, pattern), ilike(users.userName, pattern), ilike(users.email, pattern)) : undefined,
      ))
      .orderBy(asc(users.displayName)).limit(PEOPLE_SEARCH_LIMIT);
    return rows.map((r) => ({ ...r, kind: 'person' as const }));
  }

  /** Groups: assignment groups of the tenants the actor may see people of, and group names that hold role grants. */
  async function groups(actor: Actor, term: string): Promise<PersonOrGroup[]> {
    const needle = term.trim().toLowerCase();
    const tenantRows = await db.select({ groups: tenants.assignmentGroups }).from(tenants)
      .where(tenantScope(actor, 'People:view', tenants.tenantId));
    const grantRows = await db.selectDistinct({ groupName: roleGrants.groupName }).from(roleGrants)
      .where(and(isNotNull(roleGrants.groupName), grantVisible(actor)));
    const names = new Map<string, string>();
    for (const name of [...tenantRows.flatMap((t) => splitAssignmentGroups(t.groups)), ...grantRows.flatMap((g) => (g.groupName ? [g.groupName] : []))]) {
      if (name.toLowerCase().includes(needle) && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
    return [...names.values()].map((displayName) => ({ displayName, mail: null, kind: 'group' as const }));
  }

  async function peopleAndGroups(actor: Actor, term: string): Promise<PersonOrGroup[]> {
    const all = [...(await people(actor, term)), ...(await groups(actor, term))];
    return all.sort((a, b) => a.displayName.localeCompare(b.displayName)).slice(0, PEOPLE_SEARCH_LIMIT);
  }

  return {
    version: () => ({ version }),
    environment: () => ({ environmentName: config.ENVIRONMENT_NAME }),
    environmentColor: () => ({ environmentColor: config.ENVIRONMENT_COLOR }),
    licenseExpiration,
    featureEnabled,
    tenantSettings,
    tenantLookup,
    subscriptionLookup,
    locationLookup,
    people,
    peopleAndGroups,
  };
}

/** Role grants for all tenants, or for a tenant in which the actor holds People:view. */
function grantVisible(actor: Actor): SQL {
  const scope = tenantScope(actor, 'People:view', sql`t.id`);
  return sql`(${roleGrants.tenantIds} is null or exists (select 1 from unnest(${roleGrants.tenantIds}) as t(id) where ${scope}))`;
}

export type LookupsService = ReturnType<typeof createLookupsService>;
