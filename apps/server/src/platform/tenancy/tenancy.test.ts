import type { Permission } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.ts';
import { holdsInEveryTenant, tenantIn, tenantsOf } from './index.ts';

const mine: Permission = 'WorkUnits:view:mine';
const actor = (tenantIds: 'all' | string[], homeTenantId: string | null = null): Actor => ({
  kind: 'user', id: 'u', name: 'U', userName: 'u', email: null, homeTenantId, contextTenantId: null, contextSubscriptionId: null,
  grants: [{ permissions: new Set([mine]), tenantIds: tenantIds === 'all' ? 'all' : new Set(tenantIds) }],
});
const render = (where: SQL) => { const { sql: text, params } = new PgDialect().sqlToQuery(where); return { sql: text, params }; };
const column = sql.raw('tenant_id');

describe('tenancy', () => {
  it('narrows to the home tenant only when asked, and only to a tenant the grant allows', () => {
    expect(tenantsOf(actor(['a', 'b'], 'a'), mine)).toEqual(['a', 'b']);
    expect(tenantsOf(actor(['a', 'b'], 'a'), mine, { homeTenantOnly: true })).toEqual(['a']);
    expect(tenantsOf(actor('all', 'a'), mine, { homeTenantOnly: true })).toEqual(['a']);
    expect(tenantsOf(actor(['b'], 'a'), mine, { homeTenantOnly: true })).toEqual([]);
    expect(tenantsOf(actor(['b']), mine, { homeTenantOnly: true })).toEqual(['b']);
  });

  it('builds the predicate: every tenant, none, listed ones, and shared rows when asked', () => {
    expect(render(tenantIn(actor('all'), mine, column)).sql).toBe('true');
    expect(render(tenantIn(actor([]), mine, column)).sql).toBe('false');
    expect(render(tenantIn(actor([]), mine, column, { nullMeans: 'shared' })).sql).toBe('(tenant_id is null)');
    const listed = render(tenantIn(actor(['a', 'b']), mine, column, { nullMeans: 'shared' }));
    expect(listed).toEqual({ sql: '(tenant_id in ($1, $2) or tenant_id is null)', params: ['a', 'b'] });
    expect(render(tenantIn(actor(['a', 'b'], 'b'), mine, column, { homeTenantOnly: true }))).toEqual({ sql: '(tenant_id in ($1))', params: ['b'] });
  });

  it('holds a permission in every tenant only with an all-tenant grant', () => {
    expect(holdsInEveryTenant(actor('all'), mine)).toBe(true);
    expect(holdsInEveryTenant(actor(['a']), mine)).toBe(false);
    expect(holdsInEveryTenant(actor(['a']), 'Tenants:view')).toBe(false);
  });
});
