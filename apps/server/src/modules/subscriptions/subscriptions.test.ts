import { type Permission, tenantMoveMessage } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const all: Permission[] = ['Subscriptions:view', 'Subscriptions:create', 'Subscriptions:edit'];

describe('subscriptions', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/subscriptions' })).statusCode).toBe(401);
    const headers = await bearerFor(['Tenants:view']);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/subscriptions', headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/subscriptions', headers, payload: {} })).statusCode).toBe(403);
  });

  it('creates (ignoring a subscriptionId in the body), reads and renames a subscription', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const created = await ctx.app.inject({
      method: 'PUT', url: '/v1/subscriptions', headers,
      payload: { subscriptionId: '00000000-0000-4000-8000-000000000000', tenantId: tenant.tenantId, name: ' Production ' },
    });
    expect(created.statusCode).toBe(200);
    const sub = created.json();
    expect(sub).toMatchObject({ tenantId: tenant.tenantId, name: 'Production' });
    expect(sub.subscriptionId).not.toBe('00000000-0000-4000-8000-000000000000');

    const got = await ctx.app.inject({ method: 'GET', url: `/v1/subscriptions/${sub.subscriptionId}`, headers });
    expect(got.json()).toEqual(sub);

    const renamed = await ctx.app.inject({
      method: 'POST', url: `/v1/subscriptions/${sub.subscriptionId}`, headers, payload: { ...sub, name: 'Prod' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ subscriptionId: sub.subscriptionId, name: 'Prod' });

    const other = await ctx.factories.tenant();
    const moved = await ctx.app.inject({ method: 'POST', url: `/v1/subscriptions/${sub.subscriptionId}`, headers, payload: { name: 'Prod', tenantId: other.tenantId } });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(`tenantId: ${tenantMoveMessage('A subscription')}`);
  });

  it.each([
    [{ name: 'X' }, 'tenantId: This field is required.'],
    [{ tenantId: 'nope', name: 'X' }, 'tenantId: Please enter a valid GUID.'],
    [{ tenantId: '9b2f4a7e-4a1c-4d3e-9f00-000000000001' }, 'name: This field is required.'],
    [{ tenantId: '9b2f4a7e-4a1c-4d3e-9f00-000000000001', name: '  ' }, 'name: This field is required.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/subscriptions', headers: await bearerFor(all), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("answers 404 for another tenant's subscription, and for creating in another tenant", async () => {
    const mine = await ctx.factories.tenant();
    const foreign = await ctx.factories.subscription();
    const headers = await bearerFor(all, [mine.tenantId]);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/subscriptions/${foreign.subscriptionId}`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/subscriptions/${foreign.subscriptionId}`, headers, payload: { name: 'Mine' } })).statusCode).toBe(404);
    const create = await ctx.app.inject({ method: 'PUT', url: '/v1/subscriptions', headers, payload: { tenantId: foreign.tenantId, name: 'Sneaky' } });
    expect(create.statusCode).toBe(404);
    expect(create.json().message).toBe('The tenant was not found.');
    const unknownTenant = await ctx.app.inject({
      method: 'PUT', url: '/v1/subscriptions', headers: await bearerFor(all), payload: { tenantId: '9b2f4a7e-4a1c-4d3e-9f00-000000000001', name: 'X' },
    });
    expect(unknownTenant.statusCode).toBe(404);
  });

  it('lists by tenantId (parameter or $filter) with the tenant expanded, grouped by tenant, and exports', async () => {
    const a = await ctx.factories.tenant({ name: 'Alpha' });
    const b = await ctx.factories.tenant({ name: 'Beta' });
    const hidden = await ctx.factories.subscription();
    const s1 = await ctx.factories.subscription({ tenantId: a.tenantId, name: '=cmd|calc' });
    const s2 = await ctx.factories.subscription({ tenantId: b.tenantId, name: 'Lab' });
    const headers = await bearerFor(['Subscriptions:view'], [a.tenantId, b.tenantId]);

    const byParam = await ctx.app.inject({ method: 'GET', url: `/v1/subscriptions?tenantId=${a.tenantId}&$expand=tenant&$count=true`, headers });
    expect(byParam.statusCode).toBe(200);
    expect(byParam.json()).toMatchObject({ '@odata.count': 1, value: [{ subscriptionId: s1.subscriptionId, tenant: { name: 'Alpha' } }] });
    const byFilter = await ctx.app.inject({ method: 'GET', url: `/v1/subscriptions?$filter=${encodeURIComponent(`tenantId eq ${b.tenantId}`)}`, headers });
    expect(byFilter.json().value.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([s2.subscriptionId]);
    const everything = await ctx.app.inject({ method: 'GET', url: '/v1/subscriptions', headers });
    expect(everything.json().value).toHaveLength(2);
    expect(everything.body).not.toContain(hidden.subscriptionId);

    const grouped = await ctx.app.inject({ method: 'GET', url: '/v1/subscriptions/grouped', headers });
    expect(grouped.statusCode).toBe(200);
    expect(grouped.json()).toEqual([
      { groupId: a.tenantId, groupName: 'Alpha', items: [{ value: s1.subscriptionId, label: '=cmd|calc' }] },
      { groupId: b.tenantId, groupName: 'Beta', items: [{ value: s2.subscriptionId, label: 'Lab' }] },
    ]);

    const csv = await ctx.app.inject({ method: 'GET', url: `/v1/subscriptions/export?tenantId=${a.tenantId}`, headers });
    expect(csv.headers['content-disposition']).toContain('subscriptions.csv');
    expect(csv.body).toContain(`'=cmd|calc,${s1.subscriptionId},Alpha,${a.tenantId}`);
    expect(csv.body).not.toContain(s2.subscriptionId);
  });
});
