import { describe, expect, it } from 'vitest';
import {
  RECENT_TENANTS_KEY,
  RECENT_TENANTS_MAX,
  TENANT_GROUPS,
  orderTenants,
  readFavoriteTenants,
  readRecentTenants,
  recordRecentTenant,
  toggleFavoriteTenant,
} from './tenantOrder.ts';

const tenants = ['Delta', 'alpha', 'Charlie', 'Bravo', 'Echo', 'Foxtrot', 'Golf'].map((name, i) => ({ tenantId: `t${i}`, name }));

describe('recent tenants', () => {
  it('keeps the 5 most recent, dropping the oldest', () => {
    expect(RECENT_TENANTS_MAX).toBe(5);
    for (let i = 0; i < 7; i++) recordRecentTenant(`t${i}`, 1000 + i);
    expect(readRecentTenants().map((r) => r.tenantId)).toEqual(['t6', 't5', 't4', 't3', 't2']);
    expect(JSON.parse(window.localStorage.getItem(RECENT_TENANTS_KEY) ?? '[]')).toHaveLength(5);
  });

  it('moves a tenant used again to the front without a duplicate', () => {
    for (let i = 0; i < 5; i++) recordRecentTenant(`t${i}`, 1000 + i);
    recordRecentTenant('t0', 2000);
    expect(readRecentTenants().map((r) => r.tenantId)).toEqual(['t0', 't4', 't3', 't2', 't1']);
  });
});

describe('orderTenants', () => {
  it('lists recent tenants first (most recent first), then the rest by name', () => {
    const ordered = orderTenants(tenants, 'recent', [{ tenantId: 't4', timestamp: 2 }, { tenantId: 't0', timestamp: 1 }], []);
    expect(ordered.map((t) => t.name)).toEqual(['Echo', 'Delta', 'alpha', 'Bravo', 'Charlie', 'Foxtrot', 'Golf']);
    expect(ordered.slice(0, 2).every((t) => t.group === TENANT_GROUPS.recent)).toBe(true);
    expect(ordered[2]?.group).toBe(TENANT_GROUPS.all);
  });

  it('lists favourites first by name when sorting by favourite', () => {
    toggleFavoriteTenant('t6');
    toggleFavoriteTenant('t3');
    toggleFavoriteTenant('t1');
    toggleFavoriteTenant('t1');
    expect(readFavoriteTenants()).toEqual(['t6', 't3']);
    const ordered = orderTenants(tenants, 'favorite', [], readFavoriteTenants());
    expect(ordered.map((t) => `${t.group}:${t.name}`).slice(0, 3)).toEqual(['Favorites:Bravo', 'Favorites:Golf', 'All Tenants:alpha']);
  });
});
