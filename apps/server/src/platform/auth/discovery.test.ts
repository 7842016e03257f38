import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createDiscovery, discoveryUrl } from './discovery.ts';
import { type TestIdp, startTestIdp } from './idp.fixture.ts';

/** Issue 20 item 3: OIDC_ISSUER checked at startup against the provider's own discovery document. */
let idp: TestIdp;
beforeAll(async () => {
  idp = await startTestIdp();
});
afterAll(async () => {
  await idp.close();
});

function captureLog() {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, obj, msg });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const external = (issuer: string) => ({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'api://portal' });

describe('OIDC_ISSUER', () => {
  it('must be https, or http only for this machine', () => {
    expect(() => loadConfig(external('http://login.example.com/realm'))).toThrow(/OIDC_ISSUER must be an https URL \(http only for localhost\), got 'http:\/\/login.example.com\/realm'/);
    expect(() => loadConfig(external('login.example.com'))).toThrow(/OIDC_ISSUER must be an https URL/);
    for (const ok of ['https://login.example.com/realm', 'http://localhost:8080/realms/portal', 'http://127.0.0.1:9000/', 'http://[::1]:9000']) {
      expect(loadConfig(external(ok)).issuer).toBe(ok);
    }
  });

  it('finds the discovery document without a doubled slash', () => {
    expect(discoveryUrl('https://login.example.com/tenant/v2.0/')).toBe('https://login.example.com/tenant/v2.0/.well-known/openid-configuration');
    expect(discoveryUrl('https://login.example.com/tenant/v2.0')).toBe('https://login.example.com/tenant/v2.0/.well-known/openid-configuration');
  });

  it('reports a provider that names its issuer differently, with both values', async () => {
    idp.advertise(`${idp.issuer}/`);
    const { lines, log } = captureLog();
    const discovery = createDiscovery({ issuer: idp.issuer, log, initialRetryMs: 60_000 });
    try {
      discovery.start();
      await discovery.document();
      const status = discovery.status();
      expect(status.state).toBe('issuer-mismatch');
      expect(status.problem).toContain(`OIDC_ISSUER is '${idp.issuer}' but the provider's discovery document names its issuer '${idp.issuer}/'`);
      expect(lines).toContainEqual(expect.objectContaining({ level: 'error', obj: { configured: idp.issuer, discovered: `${idp.issuer}/` } }));
    } finally {
      discovery.stop();
      idp.advertise(undefined);
    }
  });

  it('retries an unreachable provider with backoff, says so, and is ready once it answers', async () => {
    idp.setDown(true);
    const { lines, log } = captureLog();
    const discovery = createDiscovery({ issuer: idp.issuer, log, initialRetryMs: 50, maxRetryMs: 200 });
    try {
      discovery.start();
      const warnings = () => lines.filter((l) => l.level === 'warn');
      await until(() => warnings().length >= 3);
      expect(discovery.status()).toMatchObject({ state: 'unreachable', nextAttemptAt: expect.any(String) });
      expect(discovery.status().problem).toContain(discoveryUrl(idp.issuer));
      expect(warnings().map((w) => (w.obj as { retryInMs: number }).retryInMs).slice(0, 3)).toEqual([50, 100, 200]);
      idp.setDown(false);
      await until(() => discovery.status().state === 'ready');
      expect(discovery.status().problem).toBeUndefined();
      expect((await discovery.document())?.jwks_uri).toBe(`${idp.issuer}/keys`);
    } finally {
      discovery.stop();
      idp.setDown(false);
    }
  });
});

describe('a portal whose provider cannot be reached', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(external('http://127.0.0.1:1/realm'));
  });

  it('answers 503 with Retry-After and the reason for calls that need a sign-in, serves public ones, and reports it', async () => {
    const jwt = await idp.token({ sub: 'x' }, { iss: 'http://127.0.0.1:1/realm', aud: 'api://portal' });
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: `Bearer ${jwt}` } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().message).toBe('The sign-in service (identity provider) cannot be reached at the moment. Please try again shortly.');
    const open = await ctx.app.inject({ method: 'GET', url: '/api/generalLookup/oidcclientconfig', headers: { authorization: `Bearer ${jwt}` } });
    expect(open.statusCode).toBe(200);
    expect(ctx.app.identityProviderStatus()).toMatchObject({ kind: 'external', state: 'unreachable', attempts: expect.any(Number) });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().checks.identityProvider).toMatchObject({ ok: false, error: expect.stringContaining('http://127.0.0.1:1/realm/.well-known/openid-configuration could not be read') });
  });
});
