import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type CryptoKey, type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { roleGrants } from '../permissions/roles.table.ts';
import { users } from './users.table.ts';

/** A stand-in for Entra ID or Keycloak: a discovery document and a key set, nothing more. */
let idp: Server;
let issuer: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
const audience = 'api://portal-test';
let ctx: TestContext;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'idp-key', alg: 'RS256', use: 'sig' };
  idp = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/realm/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/keys`, authorization_endpoint: `${issuer}/auth` }));
    } else if (req.url === '/realm/keys') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}/realm`;
  ctx = await createTestContext({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'portal-spa', OIDC_AUDIENCE: audience });
});

afterAll(async () => {
  await new Promise((resolve) => idp.close(resolve));
});

function token(claims: Record<string, unknown>, options: { key?: CryptoKey; iss?: string; aud?: string } = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'idp-key' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(options.key ?? signingKey);
}

const get = async (url: string, bearer?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('with an external identity provider', () => {
  it('does not mount the built-in provider', async () => {
    expect(ctx.config.builtInIdentity).toBe(false);
    expect((await get('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
    expect(ctx.app.routeTable.some((r) => r.url.startsWith('/oidc'))).toBe(false);
  });

  it('points the web client at the external issuer', async () => {
    const res = await get('/api/generalLookup/oidcclientconfig');
    expect(res.json()).toEqual({ authority: issuer, clientId: 'portal-spa', lifetime: ctx.config.TOKEN_LIFETIME_SECONDS, scope: ctx.config.OIDC_SCOPE });
  });

  it('accepts its tokens and creates the user on first sight, without permissions', async () => {
    const jwt = await token({ sub: 'ext-1', preferred_username: 'jane@example.com', name: 'Jane Doe', email: 'jane@example.com' });
    const me = await get('/v1/currentUser', jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: 'jane@example.com', name: 'Jane Doe', email: 'jane@example.com', kind: 'user' });
    const [row] = await ctx.db.select().from(users).where(eq(users.externalSubject, 'ext-1'));
    expect(row?.passwordHash).toBeNull();
    // Signed in, but no grant: the permissions call answers 403, which the client shows as access denied.
    expect((await get('/v1/permissions', jwt)).statusCode).toBe(403);
  });

  it('links an account an operator created beforehand by user name', async () => {
    const precreated = await ctx.factories.user({ permissions: ['Tenants:view'] });
    const jwt = await token({ sub: 'ext-2', preferred_username: precreated.userName.toUpperCase(), name: 'Ignored Name' });
    const me = await get('/v1/currentUser', jwt);
    expect(me.json()).toMatchObject({ userName: precreated.userName, name: precreated.displayName });
    expect((await get('/v1/permissions', jwt)).json()).toEqual(['Portal.Tenants:view']);
  });

  it('gives members of a granted group that role', async () => {
    const role = await ctx.factories.role(['Devices:view', 'Blocks:view']);
    await ctx.db.insert(roleGrants).values({ roleId: role.roleId, groupName: 'Portal Operators', tenantIds: null });
    const member = await token({ sub: 'ext-3', preferred_username: 'op@example.com', groups: ['Portal Operators', 'Other'] });
    expect((await get('/v1/permissions', member)).json()).toEqual(['Portal.Blocks:view', 'Portal.Devices:view']);
    const outsider = await token({ sub: 'ext-4', preferred_username: 'nobody@example.com', groups: ['Other'] });
    expect((await get('/v1/permissions', outsider)).statusCode).toBe(403);
  });

  it('refuses tokens for another audience, from another issuer, or signed by another key', async () => {
    const claims = { sub: 'ext-5', preferred_username: 'mallory@example.com' };
    expect((await get('/v1/currentUser', await token(claims, { aud: 'urn:portal:api' }))).statusCode).toBe(401);
    expect((await get('/v1/currentUser', await token(claims, { iss: 'http://127.0.0.1:1/elsewhere' }))).statusCode).toBe(401);
    expect((await get('/v1/currentUser', await token(claims, { key: strangerKey }))).statusCode).toBe(401);
  });
});
