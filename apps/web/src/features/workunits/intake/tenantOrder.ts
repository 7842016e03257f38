import { readSetting, writeSetting } from '../../../kit/localSettings.ts';

/**
 * The intake's tenant list can put recently used or favourite tenants first (Settings: Sort Tenants by
 * Recent / Favorite). Both lists are kept in this browser (part 1 §3): recent tenants as
 * `{ tenantId, timestamp }`, at most 5, the oldest dropped; favourites as tenant ids.
 */
export const RECENT_TENANTS_KEY = 'portal.intake.recentTenants';
export const FAVORITE_TENANTS_KEY = 'portal.tenants.favorites';
export const RECENT_TENANTS_MAX = 5;

export interface RecentTenant {
  tenantId: string;
  timestamp: number;
}

function readJsonArray(key: string): unknown[] {
  const raw = readSetting(key);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const isRecent = (v: unknown): v is RecentTenant =>
  typeof v === 'object' && v !== null && typeof (v as RecentTenant).tenantId === 'string' && typeof (v as RecentTenant).timestamp === 'number';

/** Recent tenants, most recent first. */
export function readRecentTenants(): RecentTenant[] {
  return readJsonArray(RECENT_TENANTS_KEY).filter(isRecent).sort((a, b) => b.timestamp - a.timestamp).slice(0, RECENT_TENANTS_MAX);
}

/** Moves the tenant to the front of the recent list; the list keeps the 5 most recent. */
export function recordRecentTenant(tenantId: string, now = Date.now()): RecentTenant[] {
  const next = [{ tenantId, timestamp: now }, ...readRecentTenants().filter((r) => r.tenantId !== tenantId)]
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, RECENT_TENANTS_MAX);
  writeSetting(RECENT_TENANTS_KEY, JSON.stringify(next));
  return next;
}

export function readFavoriteTenants(): string[] {
  return readJsonArray(FAVORITE_TENANTS_KEY).filter((v): v is string => typeof v === 'string');
}

export function toggleFavoriteTenant(tenantId: string): string[] {
  const current = readFavoriteTenants();
  const next = current.includes(tenantId) ? current.filter((id) => id !== tenantId) : [...current, tenantId];
  writeSetting(FAVORITE_TENANTS_KEY, JSON.stringify(next));
  return next;
}

export interface TenantChoice {
  tenantId: string;
  name: string;
  /** The heading the option is listed under. */
  group: string;
}

export const TENANT_GROUPS = { recent: 'Recent', favorites: 'Favorites', all: 'All Tenants' } as const;

/**
 * Orders tenants for the intake's tenant field: the recent ones (most recent first) or the favourites
 * (by name) under their own heading, then every other tenant by name.
 */
export function orderTenants(
  tenants: ReadonlyArray<{ tenantId: string; name: string }>,
  mode: 'recent' | 'favorite',
  recent: readonly RecentTenant[],
  favorites: readonly string[],
): TenantChoice[] {
  const byName = [...tenants].sort((a, b) => a.name.localeCompare(b.name));
  const first: TenantChoice[] =
    mode === 'recent'
      ? recent.flatMap((r) => {
          const tenant = tenants.find((t) => t.tenantId === r.tenantId);
          return tenant ? [{ tenantId: tenant.tenantId, name: tenant.name, group: TENANT_GROUPS.recent }] : [];
        })
      : byName.filter((t) => favorites.includes(t.tenantId)).map((t) => ({ tenantId: t.tenantId, name: t.name, group: TENANT_GROUPS.favorites }));
  const firstIds = new Set(first.map((t) => t.tenantId));
  const rest = byName.filter((t) => !firstIds.has(t.tenantId)).map((t) => ({ tenantId: t.tenantId, name: t.name, group: TENANT_GROUPS.all }));
  return [...first, ...rest];
}
