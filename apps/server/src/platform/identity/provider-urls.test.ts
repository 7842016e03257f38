import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';

/** Issue 18 item 6: discovery follows PUBLIC_URL, never the request's host headers. */
let ctx: TestContext;
const publicUrl = 'https://portal.example.com';

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: publicUrl });
});

/** Every URL anywhere in a JSON document. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z]+:\/\//i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

describe('the built-in provider behind a proxy', () => {
  it('publishes the issuer and all its endpoints from PUBLIC_URL, whatever X-Forwarded-Host, Forwarded or Host say', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: {
        host: 'evil.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'http',
        forwarded: 'host=forged.example;proto=http',
      },
    });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.issuer).toBe(`${publicUrl}/oidc`);
    expect(document.jwks_uri).toBe(`${publicUrl}/oidc/jwks`);
    expect(document.token_endpoint).toBe(`${publicUrl}/oidc/token`);
    const urls = urlsIn(document);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.filter((u) => !u.startsWith(`${publicUrl}/`))).toEqual([]);
  });
});
