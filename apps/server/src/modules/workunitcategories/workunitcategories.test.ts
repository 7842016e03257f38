import { workUnitCategoryMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { type Client, clientFor, expectStatus } from '../workunits/test-helpers.ts';

let ctx: TestContext;
let tenantA: string;
let tenantB: string;
let managerA: Client;

beforeAll(async () => {
  ctx = await createTestContext();
  tenantA = (await ctx.factories.tenant({ name: 'Alpha' })).tenantId;
  tenantB = (await ctx.factories.tenant({ name: 'Beta' })).tenantId;
  managerA = await clientFor(ctx, {
    permissions: ['WorkUnits.Categories:view', 'WorkUnits.Categories:create', 'WorkUnits.Categories:edit', 'WorkUnits.Subcategories:view', 'WorkUnits.Subcategories:create', 'WorkUnits.Subcategories:edit'],
    tenantIds: [tenantA],
  });
});

describe('work unit categories', () => {
  it('creates, lists with tenant and type, gets and updates', async () => {
    const created = await managerA.call('PUT', '/v1/workunitcategories', { name: 'Network', tenantId: tenantA, workUnitTypeId: 3, isVisibleInResolutionCenter: true });
    expectStatus(created, 200);
    const category = created.json();
    expect(category).toMatchObject({ name: 'Network', tenantId: tenantA, workUnitTypeId: 3, workUnitType: 'Incident', isEnabled: true, isVisibleInResolutionCenter: true, tenant: { name: 'Alpha' } });

    const list = await managerA.call('GET', '/v1/workunitcategories?$expand=tenant,workUnitType&$count=true');
    expectStatus(list, 200);
    expect(list.json().value.map((c: { name: string }) => c.name)).toContain('Network');

    const updated = await managerA.call('POST', `/v1/workunitcategories/${category.workUnitCategoryId}`, { name: 'Networking', tenantId: tenantA, workUnitTypeId: 3, isEnabled: false });
    expectStatus(updated, 200);
    expect(updated.json()).toMatchObject({ name: 'Networking', isEnabled: false, isVisibleInResolutionCenter: true });

    const grouped = await managerA.call('GET', '/v1/workunitcategories/grouped');
    expectStatus(grouped, 200);
    expect(grouped.json()).toContainEqual(expect.objectContaining({ groupName: 'Alpha' }));
  });

  it('gives the spec messages and refuses duplicates', async () => {
    const noType = await managerA.call('PUT', '/v1/workunitcategories', { name: 'Hardware', tenantId: tenantA });
    expect(noType.statusCode).toBe(400);
    expect(noType.json().message).toContain('Please choose a work unit type.');
    const noName = await managerA.call('PUT', '/v1/workunitcategories', { name: ' ', tenantId: tenantA, workUnitTypeId: 3 });
    expect(noName.json().message).toContain(workUnitCategoryMessages.nameRequired);
    await managerA.call('PUT', '/v1/workunitcategories', { name: 'Software', tenantId: tenantA, workUnitTypeId: 1 });
    const duplicate = await managerA.call('PUT', '/v1/workunitcategories', { name: 'software', tenantId: tenantA, workUnitTypeId: 1 });
    expect(duplicate.statusCode).toBe(409);
    expect((await managerA.call('PUT', '/v1/workunitcategories', { name: 'Software', tenantId: tenantA, workUnitTypeId: 3 })).statusCode).toBe(200);
  });

  it("keeps another tenant's categories out of reach, and shared ones to all-tenant managers", async () => {
    const foreign = await ctx.factories.workUnitCategory({ tenantId: tenantB });
    const shared = await ctx.factories.workUnitCategory({ tenantId: null, name: 'Shared one' });
    expect((await managerA.call('GET', `/v1/workunitcategories/${foreign.workUnitCategoryId}`)).statusCode).toBe(404);
    expect((await managerA.call('POST', `/v1/workunitcategories/${foreign.workUnitCategoryId}`, { name: 'x', workUnitTypeId: 3 })).statusCode).toBe(404);
    expect((await managerA.call('PUT', '/v1/workunitcategories', { name: 'x', tenantId: tenantB, workUnitTypeId: 3 })).statusCode).toBe(404);
    expect((await managerA.call('PUT', '/v1/workunitcategories', { name: 'x', workUnitTypeId: 3 })).statusCode).toBe(404);
    expect((await managerA.call('GET', `/v1/workunitcategories/${shared.workUnitCategoryId}`)).statusCode).toBe(200);
    expect((await managerA.call('POST', `/v1/workunitcategories/${shared.workUnitCategoryId}`, { name: 'x', workUnitTypeId: 3 })).statusCode).toBe(404);
    const names = (await managerA.call('GET', '/v1/workunitcategories')).json().value.map((c: { name: string }) => c.name);
    expect(names).not.toContain(foreign.name);

    const agent = await clientFor(ctx, { permissions: ['WorkUnits:view'] });
    expect((await agent.call('PUT', '/v1/workunitcategories', { name: 'x', workUnitTypeId: 3 })).statusCode).toBe(403);
  });

  it("offers enabled categories in the lookup, the Resolution Center's only when asked", async () => {
    const tenant = (await ctx.factories.tenant()).tenantId;
    const visible = await ctx.factories.workUnitCategory({ tenantId: tenant, isVisibleInResolutionCenter: true, name: 'Visible' });
    await ctx.factories.workUnitCategory({ tenantId: tenant, name: 'Staff only' });
    await ctx.factories.workUnitCategory({ tenantId: tenant, name: 'Off', isEnabled: false });
    const customer = await clientFor(ctx, { role: 'Customer', tenantIds: [tenant], values: { homeTenantId: tenant } });
    const all = await customer.call('GET', `/api/generallookup/workunitcatgories?tenantId=${tenant}`);
    expectStatus(all, 200);
    const own = all.json().filter((c: { tenantId: string | null }) => c.tenantId === tenant);
    expect(own.map((c: { name: string }) => c.name).sort()).toEqual(['Staff only', 'Visible']);
    const rc = await customer.call('GET', `/api/generallookup/workunitcatgories?tenantId=${tenant}&visibleInResolutionCenter=true`);
    expect(rc.json()).toEqual([expect.objectContaining({ workUnitCategoryId: visible.workUnitCategoryId })]);
    const foreign = await customer.call('GET', `/api/generallookup/workunitcatgories?tenantId=${tenantB}`);
    expect(foreign.json().every((c: { tenantId: string | null }) => c.tenantId === null)).toBe(true);
  });
});

describe('work unit subcategories', () => {
  it('creates, lists by category, updates, and keeps to the category tenant', async () => {
    const category = await ctx.factories.workUnitCategory({ tenantId: tenantA });
    const created = await managerA.call('PUT', '/v1/workunitsubcategories', { name: 'VPN', workUnitCategoryId: category.workUnitCategoryId });
    expectStatus(created, 200);
    const sub = created.json();
    expect(sub).toMatchObject({ name: 'VPN', isEnabled: true, category: { workUnitCategoryId: category.workUnitCategoryId } });
    const list = await managerA.call('GET', `/v1/workunitsubcategories?$filter=${encodeURIComponent(`workUnitCategoryId eq ${category.workUnitCategoryId}`)}`);
    expect(list.json().value.map((s: { name: string }) => s.name)).toEqual(['VPN']);
    const updated = await managerA.call('POST', `/v1/workunitsubcategories/${sub.workUnitSubcategoryId}`, { name: 'VPN access', workUnitCategoryId: category.workUnitCategoryId, isEnabled: false });
    expect(updated.json()).toMatchObject({ name: 'VPN access', isEnabled: false });
    expect((await managerA.call('PUT', '/v1/workunitsubcategories', { name: 'vpn ACCESS', workUnitCategoryId: category.workUnitCategoryId })).statusCode).toBe(409);
    expect((await managerA.call('PUT', '/v1/workunitsubcategories', { name: '', workUnitCategoryId: category.workUnitCategoryId })).json().message).toContain(workUnitCategoryMessages.nameRequired);

    const foreignCategory = await ctx.factories.workUnitCategory({ tenantId: tenantB });
    const foreignSub = await ctx.factories.workUnitSubcategory({ workUnitCategoryId: foreignCategory.workUnitCategoryId });
    expect((await managerA.call('PUT', '/v1/workunitsubcategories', { name: 'x', workUnitCategoryId: foreignCategory.workUnitCategoryId })).statusCode).toBe(404);
    expect((await managerA.call('GET', `/v1/workunitsubcategories/${foreignSub.workUnitSubcategoryId}`)).statusCode).toBe(404);
    expect((await managerA.call('POST', `/v1/workunitsubcategories/${foreignSub.workUnitSubcategoryId}`, { name: 'x', workUnitCategoryId: foreignCategory.workUnitCategoryId })).statusCode).toBe(404);
    const names = (await managerA.call('GET', '/v1/workunitsubcategories')).json().value.map((s: { name: string }) => s.name);
    expect(names).not.toContain(foreignSub.name);
  });

  it('offers enabled subcategories of usable categories in the lookup', async () => {
    const category = await ctx.factories.workUnitCategory({ tenantId: tenantA });
    await ctx.factories.workUnitSubcategory({ workUnitCategoryId: category.workUnitCategoryId, name: 'On' });
    await ctx.factories.workUnitSubcategory({ workUnitCategoryId: category.workUnitCategoryId, name: 'Off', isEnabled: false });
    const agent = await clientFor(ctx, { permissions: ['WorkUnits:view'], tenantIds: [tenantA] });
    const res = await agent.call('GET', `/api/generallookup/workunitsubcatgories?workUnitCategoryId=${category.workUnitCategoryId}`);
    expectStatus(res, 200);
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(['On']);
  });
});
