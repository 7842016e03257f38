import { eq } from 'drizzle-orm';
import { SignJWT, decodeProtectedHeader, importJWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCommand, runCommand } from '../../cli/run.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { prepareSecrets, sealContext, secretsFor } from '../secrets/index.ts';
import { identityKeys } from './keys.table.ts';
import { publishedForSeconds, readIdentityKeys } from './keys.ts';
import { hashPassword } from './password.ts';
import { signInThroughProvider } from './sign-in.fixture.ts';
import { freePort } from '../../test/free-port.ts';


let ctx: TestContext;
let base: string;
let user: { userId: string; userName: string };
const password = 'correct horse battery';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  ctx = await createTestContext({ PUBLIC_URL: base });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  user = await ctx.factories.user({ permissions: ['Tenants:view'], values: { passwordHash: await hashPassword(password) } });
});

const currentUser = (token: string) => fetch(`${base}/v1/currentUser`, { headers: { authorization: `Bearer ${token}` } });
const publishedKids = async () => ((await (await fetch(`${base}/oidc/jwks`)).json()) as { keys: Array<{ kid: string }> }).keys.map((k) => k.kid);
const signedBy = (token: string) => decodeProtectedHeader(token).kid;

/** Issue 26 item 3. */
describe('the built-in provider\'s keys', () => {
  it('are sealed with the secrets key in the database: no private key or cookie secret in clear', async () => {
    const rows = await ctx.db.select().from(identityKeys);
    expect(rows.map((r) => r.use).sort()).toEqual(['cookie', 'sig']);
    for (const row of rows) {
      expect(row.keyId).toMatch(/^[0-9a-f]{16}$/);
      expect(row.value).not.toMatch(/"(d|p|q|secret)"/);
    }
  });

  it('stored in clear by an earlier version are sealed at the next start, and read the same', async () => {
    const box = secretsFor(ctx.config);
    const before = await readIdentityKeys(ctx.db, box, ctx.config);
    // As migration 0008 leaves them: the JSON in `value`, no key id.
    for (const row of await ctx.db.select().from(identityKeys)) {
      const plain = box.open({ keyId: row.keyId, value: row.value }, sealContext('identity_keys', row.kid));
      await ctx.db.update(identityKeys).set({ value: plain, keyId: null }).where(eq(identityKeys.kid, row.kid));
    }
    expect((await ctx.db.select().from(identityKeys)).some((r) => /"d"/.test(r.value))).toBe(true);
    await prepareSecrets(ctx.db, ctx.config, { info() {}, warn() {} });
    const rows = await ctx.db.select().from(identityKeys);
    expect(rows.every((r) => r.keyId !== null && !/"(d|secret)"/.test(r.value))).toBe(true);
    expect(await readIdentityKeys(ctx.db, box, ctx.config)).toEqual(before);
  });

  it('identity rotate-keys: the new key signs, the old one is published until its tokens have expired, then refused', async () => {
    const before = await signInThroughProvider(base, ctx.config.clientId, user.userName, password);
    const oldKid = signedBy(before.access_token);
    // A token signed with the old key, as someone holding it could make one after the rotation.
    const forged = await ctx.tokenFor(user.userId);
    expect(signedBy(forged)).toBe(oldKid);

    const out = await runCommand(parseCommand(['identity', 'rotate-keys']), { db: ctx.db, config: ctx.config, readPassword: async () => undefined });
    expect(out).toMatch(/^Key [0-9a-f-]{36} signs from now on; running portals switch to it within 60 seconds\.\nThe replaced key\(s\) [0-9a-f-]{36} stay published until \d{4}-/);
    // What the running portal does every KEY_REFRESH_SECONDS.
    expect(await ctx.app.identityKeys.refresh()).toBe(true);

    const after = await signInThroughProvider(base, ctx.config.clientId, user.userName, password);
    const newKid = signedBy(after.access_token);
    expect(newKid).not.toBe(oldKid);
    expect(signedBy(after.id_token)).toBe(newKid);
    expect((await currentUser(after.access_token)).status).toBe(200);
    expect(await publishedKids()).toEqual([newKid, oldKid]);
    // Tokens the old key signed before the rotation still work until they expire.
    expect((await currentUser(before.access_token)).status).toBe(200);
    expect((await currentUser(forged)).status).toBe(200);

    // Once every token the old key signed has expired, it is no longer published, kept, or accepted.
    const expired = new Date(Date.now() + (publishedForSeconds(ctx.config) + 1) * 1000);
    expect(await ctx.app.identityKeys.refresh(expired)).toBe(true);
    expect(await publishedKids()).toEqual([newKid]);
    expect((await ctx.db.select({ kid: identityKeys.kid }).from(identityKeys)).map((r) => r.kid)).not.toContain(oldKid);
    // (A new token: the one used above is cached for a few seconds, as every accepted token is.)
    const forgedLater = await ctx.tokenFor(user.userId, { jti: 'after-expiry' });
    expect(signedBy(forgedLater)).toBe(oldKid);
    const refused = await currentUser(forgedLater);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toContain('signed with a key the provider does not publish');
    expect((await currentUser(after.access_token)).status).toBe(200);
  });

  it('a token signed with a key another process just made is accepted at once (the keys are read again)', async () => {
    await runCommand(parseCommand(['identity', 'rotate-keys']), { db: ctx.db, config: ctx.config, readPassword: async () => undefined });
    // Another server process has read the keys and signs with the new one; this one has not read them yet.
    const [signer] = (await readIdentityKeys(ctx.db, secretsFor(ctx.config), ctx.config)).privateJwks;
    expect(ctx.app.identityKeys.current.publicJwks.map((k) => k.kid)).not.toContain(signer!.kid);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: signer!.kid })
      .setIssuer(ctx.config.issuer).setAudience(ctx.config.audience).setSubject(user.userId).setIssuedAt().setExpirationTime('5m')
      .sign(await importJWK(signer!, 'RS256'));
    expect((await currentUser(token)).status).toBe(200);
    expect(ctx.app.identityKeys.current.privateJwks[0]!.kid).toBe(signer!.kid);
  });
});

/** Issue 26 item 7. */
describe('the development redirect URI', () => {
  const authorize = (app: TestContext['app'], redirectUri: string) => app.inject({
    method: 'GET',
    url: `/oidc/auth?${new URLSearchParams({
      client_id: 'portal-web', response_type: 'code', redirect_uri: redirectUri, scope: 'openid', state: 's',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256',
    })}`,
  });

  it('is refused without DEV_CLIENT_ORIGIN (production), accepted with it (npm run dev)', async () => {
    const production = await authorize(ctx.app, 'http://localhost:5173/auth/callback');
    expect(production.statusCode).toBe(400);
    expect(production.body).toContain('redirect_uri did not match any of the client');
    expect((await authorize(ctx.app, `${base}/auth/callback`)).statusCode).toBe(303);

    const dev = await createTestContext({ DEV_CLIENT_ORIGIN: 'http://localhost:5173' });
    const accepted = await authorize(dev.app, 'http://localhost:5173/auth/callback');
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toMatch(/^\/oidc\/interaction\//);
  });
});
