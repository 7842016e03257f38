import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
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
      extraQueryParams: {},
    });
  });

  it('hands the client the extra sign-in parameters of OIDC_EXTRA_AUTH_PARAMS', () => {
    const config = loadConfig({ OIDC_EXTRA_AUTH_PARAMS: 'resource=api://portal&prompt=select_account' });
    expect(config.extraAuthParams).toEqual({ resource: 'api://portal', prompt: 'select_account' });
    expect(() => loadConfig({ OIDC_EXTRA_AUTH_PARAMS: 'prompt=login&redirect_uri=https://evil.example' }))
      .toThrow('OIDC_EXTRA_AUTH_PARAMS may not set redirect_uri (the portal sets it)');
  });

  it('answers the same path in any letter case', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/generallookup/oidcclientconfig' });
    expect(res.statusCode).toBe(200);
  });
});
