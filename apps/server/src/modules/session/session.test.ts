import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe('session', () => {
  it('answers 401 without a token and with a bad one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Sign in to continue.');
    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
  });

  it('accepts the bearer scheme in any case', async () => {
    const user = await ctx.factories.user({ permissions: ['Tenants:view'] });
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: `bearer ${await ctx.tokenFor(user.userId)}` } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 403 on the permissions call for an account without any grant', async () => {
    const user = await ctx.factories.user({ permissions: [] });
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/permissions', headers: { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have access. Please contact your system administrator for access.');
  });

  it("never shows a tenant the caller holds no grant in as the current one", async () => {
    const none = await ctx.factories.user({ permissions: [] });
    const bare = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: `Bearer ${await ctx.tokenFor(none.userId)}` } });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ tenantId: null, subscriptionId: null });

    // A tenant whose name sorts first, and one the user holds a grant in: the latter is shown.
    await ctx.factories.tenant({ name: '0 first by name' });
    const mine = await ctx.factories.subscription();
    const limited = await ctx.factories.user({ permissions: ['Tenants:view'], tenantIds: [mine.tenantId] });
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: `Bearer ${await ctx.tokenFor(limited.userId)}` } });
    expect(me.json()).toMatchObject({ tenantId: mine.tenantId, subscriptionId: mine.subscriptionId });
  });

  it('refuses a context without a subscription, or with a subscription of another tenant', async () => {
    const mine = await ctx.factories.subscription();
    const other = await ctx.factories.subscription();
    const user = await ctx.factories.user({ permissions: ['Tenants:view'], tenantIds: [mine.tenantId, other.tenantId] });
    const headers = { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
    const missing = await ctx.app.inject({ method: 'POST', url: `/v1/tenantSubscriptionContext/${mine.tenantId}`, headers, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Subscription is required.');
    const crossed = await ctx.app.inject({
      method: 'POST', url: `/v1/tenantSubscriptionContext/${mine.tenantId}`, headers, payload: { subscriptionId: other.subscriptionId },
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('reports the current user with their context and prefixed permissions', async () => {
    const sub = await ctx.factories.subscription();
    const user = await ctx.factories.user({ permissions: ['Tenants:view', 'WorkUnits:view:mine'], tenantIds: [sub.tenantId] });
    const token = await ctx.tokenFor(user.userId);
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: user.displayName, userName: user.userName, kind: 'user' });
    const perms = await ctx.app.inject({ method: 'GET', url: '/v1/permissions', headers: { authorization: `Bearer ${token}` } });
    expect(perms.json()).toEqual(['Portal.Tenants:view', 'Portal.WorkUnits:view:mine']);

    const set = await ctx.app.inject({
      method: 'POST', url: `/v1/tenantSubscriptionContext/${sub.tenantId}`,
      headers: { authorization: `Bearer ${token}` }, payload: { tenant: sub.tenantId, subscriptionId: sub.subscriptionId },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ tenantId: sub.tenantId, subscriptionId: sub.subscriptionId });
  });

  it("answers 404 when switching to another tenant's context", async () => {
    const mine = await ctx.factories.tenant();
    const foreign = await ctx.factories.subscription();
    const user = await ctx.factories.user({ permissions: ['Tenants:view'], tenantIds: [mine.tenantId] });
    const res = await ctx.app.inject({
      method: 'POST', url: `/v1/tenantSubscriptionContext/${foreign.tenantId}`,
      headers: { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` }, payload: { subscriptionId: foreign.subscriptionId },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 204 without a body when the user has no photo (no failed request for the browser to log)', async () => {
    const user = await ctx.factories.user({ permissions: [] });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/auth/currentUserPhoto', headers: { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` } });
    expect(res.statusCode).toBe(204);
    expect(res.rawPayload.length).toBe(0);
  });
});
