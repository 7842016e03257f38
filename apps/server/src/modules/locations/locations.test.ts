import type { Permission } from '@portal/contracts';
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
const all: Permission[] = ['Locations:view', 'Locations:create', 'Locations:edit', 'Locations:delete'];
const ids = (res: { json(): { value: Array<{ locationId: string }> } }) => res.json().value.map((l) => l.locationId);

describe('locations', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/locations' })).statusCode).toBe(401);
    const viewer = await bearerFor(['Locations:view']);
    const location = await ctx.factories.location();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/locations/${location.locationId}`, headers: viewer })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/locations', headers: viewer, payload: { name: 'x' } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/locations', headers: await bearerFor(['Tenants:view']) })).statusCode).toBe(403);
  });

  it('creates, reads with the tenant, updates and deletes a tenant location', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Contoso' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const created = await ctx.app.inject({
      method: 'PUT', url: '/v1/locations', headers,
      payload: { locationId: '00000000-0000-4000-8000-000000000000', name: ' HQ ', address1: '1 Main St', address2: '', city: 'Seattle', state: 'WA', country: 'US', postalCode: '98101', coordinates: '47.6, -122.3', tenantId: tenant.tenantId },
    });
    expect(created.statusCode).toBe(200);
    const location = created.json();
    expect(location).toMatchObject({
      name: 'HQ', address1: '1 Main St', address2: null, city: 'Seattle', coordinates: '47.6, -122.3',
      tenantId: tenant.tenantId, tenant: { tenantId: tenant.tenantId, name: 'Contoso' },
    });
    expect(location.locationId).not.toBe('00000000-0000-4000-8000-000000000000');
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/locations/${location.locationId}`, headers })).json()).toEqual(location);

    const updated = await ctx.app.inject({ method: 'POST', url: `/v1/locations/${location.locationId}`, headers, payload: { name: 'Head Office', city: 'Redmond' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Head Office', city: 'Redmond', address1: '1 Main St', tenantId: tenant.tenantId });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/v1/locations/${location.locationId}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Location deleted successfully.' });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/locations/${location.locationId}`, headers })).statusCode).toBe(404);
  });

  it.each([
    [{}, 'name: This field is required.'],
    [{ name: ' ' }, 'name: This field is required.'],
    [{ name: 'X', tenantId: 'nope' }, 'tenantId: Please enter a valid GUID.'],
    [{ name: 'X', city: 'c'.repeat(201) }, 'city: At most 200 characters are allowed.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/locations', headers: await bearerFor(all), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('shows shared locations to everyone but lets only all-tenant holders write them', async () => {
    const tenant = await ctx.factories.tenant();
    const limited = await bearerFor(all, [tenant.tenantId]);
    const global = await bearerFor(all);
    const refused = await ctx.app.inject({ method: 'PUT', url: '/v1/locations', headers: limited, payload: { name: 'Shared', tenantId: null } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only administrators of all tenants can manage shared locations.');
    const shared = await ctx.app.inject({ method: 'PUT', url: '/v1/locations', headers: global, payload: { name: 'Shared DC' } });
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ tenantId: null, tenant: null });
    const id = shared.json().locationId;

    expect((await ctx.app.inject({ method: 'GET', url: `/v1/locations/${id}`, headers: limited })).statusCode).toBe(200);
    const edit = await ctx.app.inject({ method: 'POST', url: `/v1/locations/${id}`, headers: limited, payload: { name: 'Mine now' } });
    expect(edit.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/locations/${id}`, headers: limited })).statusCode).toBe(403);
    // Nor may anyone make a tenant's location shared: that is a move between tenants (issue 26 item 19).
    const own = await ctx.factories.location({ tenantId: tenant.tenantId });
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/locations/${own.locationId}`, headers: limited, payload: { name: 'x', tenantId: null } })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/locations/${id}`, headers: global, payload: { name: 'Shared DC 2' } })).json().name).toBe('Shared DC 2');
  });

  it("answers 404 for another tenant's location: read, update, delete, and creating into it", async () => {
    const mine = await ctx.factories.tenant();
    const foreign = await ctx.factories.location();
    const headers = await bearerFor(all, [mine.tenantId]);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/locations/${foreign.locationId}`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/locations/${foreign.locationId}`, headers, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/locations/${foreign.locationId}`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/locations', headers, payload: { name: 'x', tenantId: foreign.tenantId } })).statusCode).toBe(404);
    const own = await ctx.factories.location({ tenantId: mine.tenantId });
    // Moving between tenants is no edit at all (issue 26 item 19): refused without looking at the other tenant.
    const move = await ctx.app.inject({ method: 'POST', url: `/v1/locations/${own.locationId}`, headers, payload: { name: 'x', tenantId: foreign.tenantId } });
    expect(move.statusCode).toBe(400);
  });

  it('lists own and shared locations with the tenant expanded, groups them, looks them up and exports', async () => {
    const a = await ctx.factories.tenant({ name: 'Alpha' });
    const own = await ctx.factories.location({ tenantId: a.tenantId, name: '@SUM(A1)' });
    const shared = await ctx.factories.location({ tenantId: null, name: 'Shared Site' });
    const foreign = await ctx.factories.location({ name: 'Foreign Site' });
    const headers = await bearerFor(['Locations:view'], [a.tenantId]);

    const list = await ctx.app.inject({ method: 'GET', url: '/v1/locations?$expand=tenant&$count=true&$orderby=name', headers });
    expect(list.statusCode).toBe(200);
    // Other tests of this file made shared locations too.
    expect(ids(list)).toEqual(expect.arrayContaining([own.locationId, shared.locationId]));
    expect(list.json().value.find((l: { locationId: string }) => l.locationId === own.locationId).tenant).toMatchObject({ name: 'Alpha' });
    expect(list.body).not.toContain(foreign.locationId);

    const grouped = await ctx.app.inject({ method: 'GET', url: '/v1/locations/grouped', headers });
    expect(grouped.statusCode).toBe(200);
    const groups = grouped.json() as Array<{ groupId: string | null; items: Array<{ value: string }> }>;
    expect(groups.find((g) => g.groupId === a.tenantId)?.items.map((i) => i.value)).toEqual([own.locationId]);
    expect(groups.find((g) => g.groupId === null)?.items.map((i) => i.value)).toContain(shared.locationId);

    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/generallookup/locations?tenantId=${a.tenantId}`, headers });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual(expect.arrayContaining([
      { locationId: own.locationId, name: '@SUM(A1)', tenantId: a.tenantId },
      { locationId: shared.locationId, name: 'Shared Site', tenantId: null },
    ]));
    expect(lookup.json().every((l: { tenantId: string | null }) => l.tenantId === a.tenantId || l.tenantId === null)).toBe(true);
    const foreignLookup = await ctx.app.inject({ method: 'GET', url: `/api/generallookup/locations?tenantId=${foreign.tenantId}`, headers });
    expect(foreignLookup.json().every((l: { tenantId: string | null }) => l.tenantId === null)).toBe(true);
    expect(foreignLookup.body).toContain(shared.locationId);

    const csv = await ctx.app.inject({ method: 'GET', url: '/v1/locations/export', headers });
    expect(csv.headers['content-disposition']).toContain('locations.csv');
    expect(csv.body).toContain("'@SUM(A1)");
    expect(csv.body).toContain('Alpha');
    expect(csv.body).not.toContain(foreign.locationId);
  });
});
