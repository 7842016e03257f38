import type { Permission } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { builtInRoles } from '../../platform/permissions/builtin-roles.ts';
import { hashToken } from './token-secret.ts';
import { tokenGrants } from './tokens.table.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { headers: { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` }, user };
}
const all: Permission[] = ['Tokens:view', 'Tokens:create', 'Tokens:edit'];
const asToken = (token: string) => ({ authorization: `Bearer ${token}` });

describe('tokens: view without edit', () => {
  it('answers 403 to revoke a token the caller sees but may not edit, and 404 for one it cannot see', async () => {
    const sub = await ctx.factories.subscription();
    const foreign = await ctx.factories.subscription();
    const { headers: owner } = await bearerFor(all, [sub.tenantId, foreign.tenantId]);
    const created = async (tenantId: string) => (await ctx.app.inject({
      method: 'PUT', url: '/v1/tokens', headers: owner, payload: { name: 'k', tenantId, lifetimeYears: 1 },
    })).json().tokenGrantId as string;
    const [seen, unseen] = [await created(sub.tenantId), await created(foreign.tenantId)];
    // Viewer in the first tenant, editor only in a third one: the route lets them in, the record decides.
    const third = await ctx.factories.tenant();
    const viewerUser = await ctx.factories.user({ permissions: ['Tokens:view'], tenantIds: [sub.tenantId] });
    await ctx.factories.grant({ userId: viewerUser.userId, permissions: ['Tokens:edit'], tenantIds: [third.tenantId] });
    const viewer = { authorization: `Bearer ${await ctx.tokenFor(viewerUser.userId)}` };
    const forbidden = await ctx.app.inject({ method: 'PUT', url: `/v1/tokens/${seen}/revoke`, headers: viewer });
    expect(forbidden.statusCode).toBe(403);
    const hidden = await ctx.app.inject({ method: 'PUT', url: `/v1/tokens/${unseen}/revoke`, headers: viewer });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('tokens: the token flow', () => {
  it('shows the token once, authenticates with it as the tenant, and stops at once when revoked', async () => {
    const sub = await ctx.factories.subscription();
    const { headers, user } = await bearerFor(all, [sub.tenantId]);
    const created = await ctx.app.inject({
      method: 'PUT', url: '/v1/tokens', headers, payload: { tenantId: sub.tenantId, name: 'Agent key', description: 'for the agents', lifetimeYears: 2 },
    });
    expect(created.statusCode).toBe(200);
    const grant = created.json();
    expect(grant.generatedToken).toMatch(/^ptk_[A-Za-z0-9_-]{43}$/);
    expect(grant).toMatchObject({ name: 'Agent key', description: 'for the agents', lifetimeYears: 2, tenantId: sub.tenantId, createdBy: user.userName, revokedOn: null });
    const expires = new Date(grant.created);
    expires.setUTCFullYear(expires.getUTCFullYear() + 2);
    expect(grant.expiresOn).toBe(expires.toISOString());

    // Stored only as a hash.
    const [row] = await ctx.db.select().from(tokenGrants).where(eq(tokenGrants.tokenGrantId, grant.tokenGrantId));
    expect(row?.tokenHash).toBe(hashToken(grant.generatedToken));
    expect(JSON.stringify(row)).not.toContain(grant.generatedToken);

    // Never shown again.
    for (const url of ['/v1/tokens', `/v1/tokens?tenantId=${sub.tenantId}&$count=true`, `/v1/tokens/${grant.tokenGrantId}`, '/v1/tokens/export',
      `/v1/tokens?$filter=${encodeURIComponent(`tokenGrantId eq ${grant.tokenGrantId}`)}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain(grant.tokenGrantId);
      for (const secret of [grant.generatedToken, 'generatedToken', row?.tokenHash ?? 'no hash']) expect(res.body.includes(secret) ? `${url} shows ${secret}` : '').toBe('');
    }

    const me = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken(grant.generatedToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      kind: 'token', name: 'Agent key (API token)', userName: `token:${grant.tokenGrantId}`, email: null, tenantId: sub.tenantId, subscriptionId: sub.subscriptionId,
    });
    const perms = await ctx.app.inject({ method: 'GET', url: '/v1/permissions', headers: asToken(grant.generatedToken) });
    expect(perms.json()).toEqual([...(builtInRoles.Integration?.permissions ?? [])].sort().map((p) => `Portal.${p}`));
    // The integration identity is no administrator.
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/tenants', headers: asToken(grant.generatedToken) })).statusCode).toBe(403);
    const [used] = await ctx.db.select({ lastUsed: tokenGrants.lastUsed }).from(tokenGrants).where(eq(tokenGrants.tokenGrantId, grant.tokenGrantId));
    expect(used?.lastUsed).toBeInstanceOf(Date);

    const revoked = await ctx.app.inject({ method: 'PUT', url: `/v1/tokens/${grant.tokenGrantId}/revoke`, headers });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revokedOn).toEqual(expect.any(String));
    const after = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken(grant.generatedToken) });
    expect(after.statusCode).toBe(401);

    const again = await ctx.app.inject({ method: 'PUT', url: `/v1/tokens/${grant.tokenGrantId}/revoke`, headers });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The token has already been revoked.');
  });

  it('refuses expired tokens, tokens of a disabled tenant, and look-alikes', async () => {
    const expired = await ctx.factories.tokenGrant({ expiresOn: new Date(Date.now() - 1000) });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken(expired.token) })).statusCode).toBe(401);
    const disabledTenant = await ctx.factories.tenant({ enabled: false });
    const ofDisabled = await ctx.factories.tokenGrant({ tenantId: disabledTenant.tenantId });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken(ofDisabled.token) })).statusCode).toBe(401);
    const forever = await ctx.factories.tokenGrant({ lifetimeYears: 0, expiresOn: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken(forever.token) })).statusCode).toBe(200);
    for (const fake of ['ptk_short', `ptk_${'A'.repeat(43)}`, `${forever.token}x`]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken(fake) });
      expect({ fake, status: res.statusCode }).toEqual({ fake, status: 401 });
      expect(res.json().message).toBe('The API token is unknown, revoked or expired.');
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token", error_description="The API token is unknown, revoked or expired."');
    }
  });

  it('makes forever tokens without an expiry', async () => {
    const tenant = await ctx.factories.tenant();
    const { headers } = await bearerFor(all);
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/tokens', headers, payload: { tenantId: tenant.tenantId, name: 'Forever', lifetimeYears: '0' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ lifetimeYears: 0, expiresOn: null });
  });
});

describe('tokens: management', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/tokens' })).statusCode).toBe(401);
    const { headers } = await bearerFor(['Tokens:view']);
    const token = await ctx.factories.tokenGrant();
    expect((await ctx.app.inject({ method: 'PUT', url: `/v1/tokens/${token.tokenGrantId}/revoke`, headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/v1/tokens', headers, payload: {} })).statusCode).toBe(403);
    const { headers: none } = await bearerFor(['Tenants:view']);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/tokens', headers: none })).statusCode).toBe(403);
  });

  it.each([
    [{ name: 'X', lifetimeYears: 1 }, 'tenantId: This field is required.'],
    [{ tenantId: '9b2f4a7e-4a1c-4d3e-9f00-000000000001', lifetimeYears: 1 }, 'name: This field is required.'],
    [{ tenantId: '9b2f4a7e-4a1c-4d3e-9f00-000000000001', name: 'X' }, 'lifetimeYears: This field is required.'],
    [{ tenantId: '9b2f4a7e-4a1c-4d3e-9f00-000000000001', name: 'X', lifetimeYears: 5 }, 'lifetimeYears: Lifetime must be 1, 2 or 3 years, or 0 for forever.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/tokens', headers: (await bearerFor(all)).headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('updates only the name and description', async () => {
    const token = await ctx.factories.tokenGrant({ lifetimeYears: 1 });
    const { headers } = await bearerFor(all, [token.tenantId]);
    const res = await ctx.app.inject({
      method: 'POST', url: `/v1/tokens/${token.tokenGrantId}`, headers, payload: { name: 'Renamed', description: 'new', lifetimeYears: 0, revokedOn: new Date().toISOString() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', description: 'new', lifetimeYears: 1, revokedOn: null });
    const missing = await ctx.app.inject({ method: 'POST', url: `/v1/tokens/${token.tokenGrantId}`, headers, payload: { description: 'x' } });
    expect(missing.json().message).toBe('name: This field is required.');
  });

  it("answers 404 for another tenant's token: read, update, revoke, and creating into it", async () => {
    const mine = await ctx.factories.tenant();
    const foreign = await ctx.factories.tokenGrant();
    const { headers } = await bearerFor(all, [mine.tenantId]);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/tokens/${foreign.tokenGrantId}`, headers })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/tokens/${foreign.tokenGrantId}`, headers, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'PUT', url: `/v1/tokens/${foreign.tokenGrantId}/revoke`, headers })).statusCode).toBe(404);
    const create = await ctx.app.inject({ method: 'PUT', url: '/v1/tokens', headers, payload: { tenantId: foreign.tenantId, name: 'x', lifetimeYears: 1 } });
    expect(create.statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: `/v1/tokens?tenantId=${foreign.tenantId}&$count=true`, headers });
    expect(list.json()).toEqual({ '@odata.count': 0, value: [] });
    // The foreign token still works: nothing above touched it.
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: asToken(foreign.token) })).statusCode).toBe(200);
  });

  it('exports CSV with formulas escaped', async () => {
    const token = await ctx.factories.tokenGrant({ name: '=1+2' });
    const { headers } = await bearerFor(['Tokens:view'], [token.tenantId]);
    const csv = await ctx.app.inject({ method: 'GET', url: `/v1/tokens/export?tenantId=${token.tenantId}`, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('tokens.csv');
    expect(csv.body).toContain(`'=1+2,,${token.tokenGrantId}`);
    expect(csv.body).not.toContain(token.token);
  });
});
