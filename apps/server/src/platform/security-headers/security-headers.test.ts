import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context.ts';
import { LOGOUT_AUTO_SUBMIT_SCRIPT, logoutPage } from '../identity/pages.ts';
import { contentSecurityPolicy, scriptHash } from './index.ts';

describe('security headers', () => {
  it('come with every answer: a policy with no inline script and no framing, nosniff, a referrer policy, no HSTS on http', async () => {
    const ctx = await createTestContext();
    for (const url of ['/api/generalLookup/version', '/oidc/.well-known/openid-configuration', '/api/docs', '/v1/workunits']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect({ url, csp }).toMatchObject({ url, csp: expect.stringContaining("script-src 'self'") });
      expect({ url, csp }).toMatchObject({ url, csp: expect.stringContaining("frame-ancestors 'none'") });
      expect({ url, inlineScript: /script-src[^;]*unsafe-inline/.test(csp) }).toEqual({ url, inlineScript: false });
      expect({ url, nosniff: res.headers['x-content-type-options'], referrer: res.headers['referrer-policy'], hsts: res.headers['strict-transport-security'] })
        .toEqual({ url, nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', hsts: undefined });
    }
  });

  it('add HSTS when PUBLIC_URL is https', async () => {
    const ctx = await createTestContext({ PUBLIC_URL: 'https://portal.example.test' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/generalLookup/version' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('let the client reach an external issuer, and nothing else', () => {
    const external = contentSecurityPolicy({ publicUrl: 'https://portal.example.test', issuer: 'https://login.example.test/realms/ops', builtInIdentity: false });
    expect(external['connect-src']).toEqual(["'self'", 'https://login.example.test']);
    const builtIn = contentSecurityPolicy({ publicUrl: 'http://localhost:3000', issuer: 'http://localhost:3000/oidc', builtInIdentity: true });
    expect(builtIn['connect-src']).toEqual(["'self'"]);
  });

  it('are met by the API reference page: it loads no inline script', async () => {
    const ctx = await createTestContext();
    let page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; hops < 3 && page.statusCode === 302; hops++) {
      page = await ctx.app.inject({ method: 'GET', url: new URL(String(page.headers.location), 'http://localhost/api/docs/').pathname });
    }
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src=');
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)];
    expect(inline).toEqual([]);
  });

  it("allow the sign-out page's one inline script by its hash, and no other", async () => {
    const page = logoutPage({ environmentName: 'Test', environmentColor: '#1565c0' }, '<form id="op.logoutForm"></form>', true);
    const inline = [...page.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([LOGOUT_AUTO_SUBMIT_SCRIPT]);
    const policy = contentSecurityPolicy({ publicUrl: 'http://localhost:3000', issuer: 'http://localhost:3000/oidc', builtInIdentity: true });
    expect(policy['script-src']).toEqual(["'self'", scriptHash(LOGOUT_AUTO_SUBMIT_SCRIPT)]);
  });

  it("let only the portal itself frame its silent renewal page, and nobody any other page", async () => {
    const ctx = await createTestContext();
    const silent = await ctx.app.inject({ method: 'GET', url: '/auth/silent?code=x&state=y' });
    expect(String(silent.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    const other = await ctx.app.inject({ method: 'GET', url: '/auth/callback?code=x' });
    expect(String(other.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
