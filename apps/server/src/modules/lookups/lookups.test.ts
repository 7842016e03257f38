import type { Permission } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { roleGrants } from '../../platform/permissions/roles.table.ts';
import { readVersion } from './lookups.service.ts';

let ctx: TestContext;
let configured: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  configured = await createTestContext({
    FEATURES: 'I3ERequestForm, AssignmentGroupRequired',
    LICENSE_EXPIRATION: '2031-01-31',
    AGENT_DOWNLOAD_URL: 'https://downloads.example/agent.msi',
    ENVIRONMENT_NAME: 'Staging',
    ENVIRONMENT_COLOR: '#b71c1c',
  });
});

async function bearerFor(c: TestContext, permissions: Permission[], tenantIds?: string[], values?: { displayName?: string; email?: string; homeTenantId?: string }) {
  const user = await c.factories.user({ permissions, tenantIds, values });
  return { authorization: `Bearer ${await c.tokenFor(user.userId)}` };
}
const get = (c: TestContext, url: string, headers?: Record<string, string>) => c.app.inject({ method: 'GET', url, headers });

describe('public shell lookups', () => {
  it('answers version, environment and colour without signing in', async () => {
    expect((await get(ctx, '/api/generalLookup/version')).json()).toEqual({ version: readVersion() });
    expect(readVersion({ APP_VERSION: '2.3.4' })).toBe('2.3.4');
    expect(readVersion({})).toMatch(/^\d+\.\d+\.\d+/);
    expect((await get(ctx, '/api/generalLookup/environment')).json()).toEqual({ environmentName: 'Development' });
    expect((await get(ctx, '/api/generallookup/environmentcolor')).json()).toEqual({ environmentColor: '#1565c0' });
    expect((await get(configured, '/api/generalLookup/environment')).json()).toEqual({ environmentName: 'Staging' });
    expect((await get(configured, '/api/generalLookup/environmentColor')).json()).toEqual({ environmentColor: '#b71c1c' });
  });

  it('answers feature flags as booleans, unknown ones false', async () => {
    const flag = async (c: TestContext, name: string) => (await get(c, `/v1/features/${name}/enabled`)).json();
    expect(await flag(ctx, 'I3ERequestForm')).toBe(true);
    expect(await flag(ctx, 'AssignmentGroupRequired')).toBe(false);
    expect(await flag(configured, 'AssignmentGroupRequired')).toBe(true);
    expect(await flag(configured, 'assignmentgrouprequired')).toBe(true);
    expect(await flag(configured, 'NoSuchFeature')).toBe(false);
  });
});

describe('license expiration', () => {
  it('is one year after the first start unless configured, and stays put', async () => {
    const headers = await bearerFor(ctx, []);
    expect((await get(ctx, '/api/generalLookup/licenseexpiration')).statusCode).toBe(401);
    const first = (await get(ctx, '/api/generalLookup/licenseexpiration', headers)).json().licenseExpiration;
    const days = (new Date(first).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThan(367);
    expect((await get(ctx, '/api/generalLookup/licenseexpiration', headers)).json().licenseExpiration).toBe(first);
    const other = await bearerFor(configured, []);
    expect((await get(configured, '/api/generalLookup/licenseexpiration', other)).json()).toEqual({ licenseExpiration: '2031-01-31T00:00:00.000Z' });
  });
});

describe('tenant settings', () => {
  it('answers the agent download address for a visible tenant, 404 for another', async () => {
    const mine = await configured.factories.tenant();
    const other = await configured.factories.tenant();
    const headers = await bearerFor(configured, ['Home:view'], [mine.tenantId]);
    expect((await get(configured, `/api/${mine.tenantId}/settings`)).statusCode).toBe(401);
    expect((await get(configured, `/api/${mine.tenantId}/settings`, headers)).json()).toEqual({ agentDownloadUrl: 'https://downloads.example/agent.msi' });
    expect((await get(configured, `/api/${other.tenantId}/settings`, headers)).statusCode).toBe(404);
    const plain = await ctx.factories.tenant();
    expect((await get(ctx, `/api/${plain.tenantId}/settings`, await bearerFor(ctx, ['Home:view']))).json()).toEqual({ agentDownloadUrl: null });
  });
});

describe('tenant, subscription and location dropdowns', () => {
  it('lists only visible, enabled tenants and their subscriptions', async () => {
    const a = await ctx.factories.tenant({ name: 'Lookup A' });
    const disabled = await ctx.factories.tenant({ name: 'Lookup Disabled', enabled: false });
    const foreign = await ctx.factories.tenant({ name: 'Lookup Foreign' });
    const subA = await ctx.factories.subscription({ tenantId: a.tenantId, name: 'Prod' });
    await ctx.factories.subscription({ tenantId: disabled.tenantId });
    const subForeign = await ctx.factories.subscription({ tenantId: foreign.tenantId });
    const headers = await bearerFor(ctx, ['Devices:view'], [a.tenantId, disabled.tenantId]);

    expect((await get(ctx, '/api/generallookup/tenants')).statusCode).toBe(401);
    expect((await get(ctx, '/api/generallookup/tenants', headers)).json()).toEqual([{ tenantId: a.tenantId, name: 'Lookup A' }]);
    expect((await get(ctx, '/api/generallookup/subscriptions', headers)).json()).toEqual([{ subscriptionId: subA.subscriptionId, name: 'Prod', tenantId: a.tenantId }]);
    expect((await get(ctx, `/api/generallookup/subscriptions?tenantId=${foreign.tenantId}`, headers)).json()).toEqual([]);

    const everyone = await bearerFor(ctx, ['Devices:view']);
    const all = (await get(ctx, '/api/generallookup/subscriptions', everyone)).json() as Array<{ subscriptionId: string }>;
    expect(all.map((s) => s.subscriptionId)).toEqual(expect.arrayContaining([subA.subscriptionId, subForeign.subscriptionId]));
  });
});

describe('people and groups', () => {
  it('searches accounts case-insensitively, at most 25, scoped by home tenant, and needs People:view', async () => {
    const a = await ctx.factories.tenant({ assignmentGroups: 'Network Team, Zebra Desk' });
    const b = await ctx.factories.tenant({ assignmentGroups: 'Secret Squad' });
    for (let i = 0; i < 30; i++) await ctx.factories.user({ values: { displayName: `Searchable Person ${String(i).padStart(2, '0')}` } });
    await ctx.factories.user({ values: { displayName: 'Foreign Customer Searchable', homeTenantId: b.tenantId } });
    await ctx.factories.user({ values: { displayName: 'Own Customer', email: 'own.customer@searchable.example', homeTenantId: a.tenantId } });
    const headers = await bearerFor(ctx, ['People:view'], [a.tenantId]);

    expect((await get(ctx, '/api/people?searchTerm=x', await bearerFor(ctx, ['Tenants:view']))).statusCode).toBe(403);
    const people = await get(ctx, '/api/people?searchTerm=SEARCHABLE', headers);
    expect(people.statusCode).toBe(200);
    const found = people.json() as Array<{ displayName: string; mail: string | null; kind: string }>;
    expect(found).toHaveLength(25);
    expect(found[0]).toMatchObject({ displayName: 'Own Customer', mail: 'own.customer@searchable.example', kind: 'person' });
    expect(found.some((p) => p.displayName.startsWith('Foreign'))).toBe(false);
    expect((await get(ctx, '/api/people?searchTerm=%25', headers)).json()).toEqual([]);

    await ctx.db.insert(roleGrants).values({ roleId: (await ctx.factories.role(['Tenants:view'])).roleId, groupName: 'Network Operators', tenantIds: null });
    const mixed = (await get(ctx, '/api/peopleandgroups?searchTerm=network', headers)).json();
    expect(mixed).toEqual([
      { displayName: 'Network Operators', mail: null, kind: 'group' },
      { displayName: 'Network Team', mail: null, kind: 'group' },
    ]);
    const squad = (await get(ctx, '/api/peopleandgroups?searchTerm=squad', headers)).json();
    expect(squad).toEqual([]);
    const capped = (await get(ctx, '/api/peopleandgroups?searchTerm=e', headers)).json();
    expect(capped).toHaveLength(25);
  });
});
