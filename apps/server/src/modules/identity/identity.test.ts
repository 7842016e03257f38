import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TOKEN_LIFETIME_SECONDS: '1800' });
});

describe('GET /api/generalLookup/oidcclientconfig', () => {
  it('tells anyone where the built-in provider is, which client to be, the token lifetime and the scopes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/generalLookup/oidcclientconfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      authority: 'http://localhost:3000/oidc',
      clientId: 'portal-web',
      lifetime: 1800,
      scope: 'openid profile email offline_access',
    });
  });

  it('answers the same path in any letter case', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/generallookup/oidcclientconfig' });
    expect(res.statusCode).toBe(200);
  });
});
