import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedIfEmpty } from '../../seed/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { type TestIdp, signingKey, startTestIdp } from '../auth/idp.fixture.ts';
import { roleGrants } from '../permissions/roles.table.ts';
import { users } from './users.table.ts';

/** The portal against an external issuer: a local stand-in serving discovery and keys, tokens signed here. */
let idp: TestIdp;
const audience = 'api://portal-test';
let ctx: TestContext;

beforeAll(async () => {
  idp = await startTestIdp();
  ctx = await createTestContext({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal-spa', OIDC_AUDIENCE: audience });
  // The demo data set, as a careless `SEED_DEMO_DATA=true` would leave it beside the external provider.
  await seedIfEmpty(ctx.db, ctx.config);
});

afterAll(async () => {
  await idp.close();
});

const get = async (url: string, bearer?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

async function userNamed(userName: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.userName, userName));
  return row!;
}

describe('with an external identity provider', () => {
  it('does not mount the built-in provider', async () => {
    expect(ctx.config.builtInIdentity).toBe(false);
    expect((await get('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
    expect(ctx.app.routeTable.some((r) => r.url.startsWith('/oidc'))).toBe(false);
  });

  it('points the web client at the external issuer', async () => {
    const res = await get('/api/generalLookup/oidcclientconfig');
    expect(res.json()).toMatchObject({ authority: idp.issuer, clientId: 'portal-spa', lifetime: ctx.config.TOKEN_LIFETIME_SECONDS, scope: ctx.config.OIDC_SCOPE });
  });

  it('accepts its tokens and creates the user on first sight, without permissions', async () => {
    const jwt = await idp.token({ sub: 'ext-1', preferred_username: 'jane@example.com', name: 'Jane Doe', email: 'jane@example.com', email_verified: true });
    const me = await get('/v1/currentUser', jwt);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userName: 'jane@example.com', name: 'Jane Doe', email: 'jane@example.com', kind: 'user' });
    const [row] = await ctx.db.select().from(users).where(eq(users.externalSubject, 'ext-1'));
    expect(row?.passwordHash).toBeNull();
    // Signed in, but no grant: the permissions call answers 403, which the client shows as access denied.
    expect((await get('/v1/permissions', jwt)).statusCode).toBe(403);
  });

  it('gives members of a granted group that role', async () => {
    const role = await ctx.factories.role(['Devices:view', 'Blocks:view']);
    await ctx.db.insert(roleGrants).values({ roleId: role.roleId, groupName: 'Portal Operators', tenantIds: null });
    const member = await idp.token({ sub: 'ext-3', preferred_username: 'op@example.com', groups: ['Portal Operators', 'Other'] });
    expect((await get('/v1/permissions', member)).json()).toEqual(['Portal.Blocks:view', 'Portal.Devices:view']);
    const outsider = await idp.token({ sub: 'ext-4', preferred_username: 'nobody@example.com', groups: ['Other'] });
    expect((await get('/v1/permissions', outsider)).statusCode).toBe(403);
  });

  it('refuses tokens for another audience, from another issuer, or signed by another key', async () => {
    const claims = { sub: 'ext-5', preferred_username: 'mallory@example.com' };
    const stranger = await signingKey(idp.key.kid);
    expect((await get('/v1/currentUser', await idp.token(claims, { aud: 'urn:portal:api' }))).statusCode).toBe(401);
    expect((await get('/v1/currentUser', await idp.token(claims, { iss: 'http://127.0.0.1:1/elsewhere' }))).statusCode).toBe(401);
    expect((await get('/v1/currentUser', await idp.token(claims, { key: stranger }))).statusCode).toBe(401);
  });
});

describe('account takeover by name (issue 20 item 1)', () => {
  it.each([
    ['preferred_username admin', { sub: 'attacker-1', preferred_username: 'admin' }, 'admin'],
    ['preferred_username ADMIN', { sub: 'attacker-2', preferred_username: 'ADMIN' }, 'admin'],
    ['upn manager', { sub: 'attacker-3', upn: 'manager' }, 'manager'],
    ['an unverified email of a seeded account', { sub: 'attacker-4', preferred_username: 'mallory', email: 'manager@portal.example', email_verified: false }, 'manager'],
    ['a verified email of a seeded (demo) account', { sub: 'attacker-5', preferred_username: 'eve', email: 'admin@portal.example', email_verified: true }, 'admin'],
    ['preferred_username the email of a seeded account', { sub: 'attacker-6', preferred_username: 'Manager@portal.example' }, 'manager'],
  ])('a new subject with %s gets a new account with no grants', async (_what, claims, victim) => {
    const jwt = await idp.token(claims);
    const me = await get('/v1/currentUser', jwt);
    expect(me.statusCode).toBe(200);
    const seeded = await userNamed(victim);
    expect(me.json().userName.toLowerCase()).not.toBe(victim);
    const [mine] = await ctx.db.select().from(users).where(eq(users.externalSubject, claims.sub));
    expect(mine!.userId).not.toBe(seeded.userId);
    expect(await ctx.db.select().from(roleGrants).where(eq(roleGrants.userId, mine!.userId))).toEqual([]);
    // Never the seeded account's email: approvals and customer scoping compare emails.
    expect(me.json().email).not.toBe(seeded.email);
    expect((await get('/v1/permissions', jwt)).statusCode).toBe(403);
    expect((await userNamed(victim)).externalSubject).toBeNull();
    for (const approverId of [victim, seeded.email!]) {
      const approval = await get(`/api/generallookup/approval?approverId=${encodeURIComponent(approverId)}`, jwt);
      expect(approval.json()).toMatchObject({ isCurrentUser: false });
    }
  });

  it('names a newcomer by verified email, else by subject, never by a name the person chose (issue 26 item 2)', async () => {
    const name = async (claims: Record<string, unknown>) => (await get('/v1/currentUser', await idp.token(claims))).json();
    expect(await name({ sub: 'same-1', preferred_username: 'sam smith', email: 'sam@example.com', email_verified: true }))
      .toMatchObject({ userName: 'sam@example.com', email: 'sam@example.com' });
    // The same verified email again: taken, so neither its user name nor its email.
    expect(await name({ sub: 'same-2', preferred_username: 'sam smith', email: 'Sam@Example.com', email_verified: true }))
      .toMatchObject({ userName: 'ext-same-2', email: null });
    expect(await name({ sub: 'dana-1', preferred_username: 'dana.approver@contoso.example' })).toMatchObject({ userName: 'ext-dana-1' });
    expect(await name({ sub: 'dana-2', upn: 'dana.approver@contoso.example' })).toMatchObject({ userName: 'ext-dana-2' });
    expect(await name({ sub: 'dana-3', email: 'dana.approver@contoso.example', email_verified: false })).toMatchObject({ userName: 'ext-dana-3', email: null });
    // The real Dana, arriving later with her verified email, gets her own name.
    expect(await name({ sub: 'dana-4', preferred_username: 'dana', email: 'dana.approver@contoso.example', email_verified: true }))
      .toMatchObject({ userName: 'dana.approver@contoso.example', email: 'dana.approver@contoso.example' });
  });

  it('never names a person like an API token', async () => {
    const me = await get('/v1/currentUser', await idp.token({ sub: 'tok-1', email: 'token:1234@example.com', email_verified: true }));
    expect(me.json().userName).toBe('ext-tok-1');
  });
});

describe('links an operator arranged (issue 20 item 1)', () => {
  it('signs a subject into the account created for it (users add --external-subject)', async () => {
    const account = await ctx.factories.user({ permissions: ['Tenants:view'], values: { externalSubject: 'pre-1' } });
    const jwt = await idp.token({ sub: 'pre-1', preferred_username: 'whatever' });
    expect((await get('/v1/currentUser', jwt)).json()).toMatchObject({ userName: account.userName });
    expect((await get('/v1/permissions', jwt)).json()).toEqual(['Portal.Tenants:view']);
  });

  it('links an account marked "link on first sign-in" by verified email, once', async () => {
    const account = await ctx.factories.user({ permissions: ['Tenants:view'], values: { email: 'Jo@Corp.example', linkOnFirstSignIn: true } });
    const unverified = await idp.token({ sub: 'jo-unverified', preferred_username: 'jo', email: 'jo@corp.example' });
    expect((await get('/v1/permissions', unverified)).statusCode).toBe(403);
    const verified = await idp.token({ sub: 'jo-1', preferred_username: 'jo', email: 'jo@corp.example', email_verified: true });
    expect((await get('/v1/currentUser', verified)).json()).toMatchObject({ userName: account.userName });
    expect((await get('/v1/permissions', verified)).json()).toEqual(['Portal.Tenants:view']);
    const row = await userNamed(account.userName);
    expect(row).toMatchObject({ externalSubject: 'jo-1', linkOnFirstSignIn: false });
    // Taken: a second subject with the same verified email gets an account of its own.
    const other = await idp.token({ sub: 'jo-2', preferred_username: 'jo2', email: 'jo@corp.example', email_verified: true });
    expect((await get('/v1/permissions', other)).statusCode).toBe(403);
  });

  it('never links a demo account, even when marked', async () => {
    const demo = await ctx.factories.user({ permissions: ['Tenants:view'], values: { email: 'demo@corp.example', linkOnFirstSignIn: true, demo: true } });
    const jwt = await idp.token({ sub: 'demo-1', email: 'demo@corp.example', email_verified: true });
    expect((await get('/v1/permissions', jwt)).statusCode).toBe(403);
    expect((await userNamed(demo.userName)).externalSubject).toBeNull();
  });
});

describe('token checks', () => {
  it('tolerates 30 s of clock difference either way, not 2 minutes (item 5)', async () => {
    const claims = { sub: 'skew-1', preferred_username: 'skew' };
    expect((await get('/v1/currentUser', await idp.token(claims, { issuedIn: 30 }))).statusCode).toBe(200);
    expect((await get('/v1/currentUser', await idp.token(claims, { expiresIn: -30 }))).statusCode).toBe(200);
    expect((await get('/v1/currentUser', await idp.token(claims, { issuedIn: 120 }))).statusCode).toBe(401);
    expect((await get('/v1/currentUser', await idp.token(claims, { expiresIn: -120 }))).statusCode).toBe(401);
  });

  it('answers 401 with a Bearer challenge, naming invalid_token when a token was given (item 6)', async () => {
    const none = await get('/v1/currentUser');
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const expired = await get('/v1/currentUser', await idp.token({ sub: 'exp-1' }, { expiresIn: -300 }));
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token", error_description="The access token has expired."');
    const wrongAudience = await get('/v1/currentUser', await idp.token({ sub: 'aud-1' }, { aud: 'someone-else' }));
    expect(wrongAudience.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token", error_description="[^"]*audience[^"]*"$/);
    expect(wrongAudience.json().message).toBe('The access token is meant for another audience.');
    const garbage = await get('/v1/currentUser', 'not-a-token');
    expect(garbage.headers['www-authenticate']).toMatch(/^Bearer error="invalid_token"/);
  });

  it('accepts tokens signed with a rotated key at once (item 7)', async () => {
    const claims = { sub: 'rot-1', preferred_username: 'rotation' };
    expect((await get('/v1/currentUser', await idp.token(claims))).statusCode).toBe(200);
    await idp.rotate();
    const fetched = idp.hits.jwks;
    const started = Date.now();
    expect((await get('/v1/currentUser', await idp.token({ ...claims, n: 1 }))).statusCode).toBe(200);
    expect((await get('/v1/currentUser', await idp.token({ ...claims, n: 2 }))).statusCode).toBe(200);
    expect(idp.hits.jwks).toBe(fetched + 1);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reports the provider as ready, in the readiness probe too', async () => {
    expect(ctx.app.identityProviderStatus()).toMatchObject({ kind: 'external', issuer: idp.issuer, state: 'ready' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.json().checks.identityProvider).toMatchObject({ ok: true });
  });
});

describe('refusals in the log (item 2)', () => {
  it('logs each refusal at warn with reason, iss, aud and kid, never the token, at most 10 a minute per reason', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    const app = await buildApp({ config: ctx.config, db: ctx.db, logger: { level: 'warn', stream } });
    try {
      const jwt = await idp.token({ sub: 'log-1' }, { aud: 'api://other' });
      for (let i = 0; i < 15; i++) {
        const res = await app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: `Bearer ${jwt}` } });
        expect(res.statusCode).toBe(401);
      }
      const refusals = lines.filter((l) => l.reason === 'audience');
      expect(refusals).toHaveLength(10);
      expect(refusals[0]).toMatchObject({ level: 40, iss: idp.issuer, aud: 'api://other', kid: idp.key.kid });
      expect(String(refusals[0]!.detail)).toContain(audience);
      expect(JSON.stringify(lines)).not.toContain(jwt.split('.')[2]);
    } finally {
      await app.close();
    }
  });
});
