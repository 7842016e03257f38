import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { type TestIdp, startTestIdp } from '../auth/idp.fixture.ts';
import { roleGrants } from '../permissions/roles.table.ts';
import { readsLikeKey } from './reads-like.ts';
import { users } from './users.table.ts';

/**
 * Issue 26 item 1: with accounts marked "link on first sign-in", a provider subject whose verified
 * email (or link claim) only reads like a marked account's takes nothing over, and its own account
 * is not named like the marked one.
 */
let idp: TestIdp;
let ctx: TestContext;

const lookAlikes: Array<[string, string, string]> = [
  ['the Kelvin sign', 's\u212A@example.com', 'sk'],
  ['fullwidth letters', '\uFF53\uFF4B@example.com', 'sk'],
  ['a zero-width space', 's\u200Bk@example.com', 'sk'],
  ['a zero-width joiner', 'sk\u200D@example.com', 'sk'],
  ['the dotted capital I', '\u0130van@example.com', 'ivan'],
  ['a fullwidth i', '\uFF49van@example.com', 'ivan'],
  ['a Cyrillic a', 'iv\u0430n@example.com', 'ivan'],
];

beforeAll(async () => {
  idp = await startTestIdp();
  ctx = await createTestContext({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal-spa', OIDC_AUDIENCE: 'api://portal-test' });
  for (const userName of ['sk', 'ivan']) {
    await ctx.factories.user({ role: 'Administrator', values: { userName, email: `${userName}@example.com`, linkOnFirstSignIn: true } });
  }
});

afterAll(async () => {
  await idp.close();
});

const get = (url: string, jwt: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${jwt}` } });

async function userNamed(userName: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.userName, userName));
  return row!;
}

describe('look-alike emails and marked accounts (issue 26 item 1)', () => {
  it.each(lookAlikes)('a verified email with %s takes over no account and is not named like it', async (_what, email, victim) => {
    const sub = `look-alike-${lookAlikes.findIndex(([, e]) => e === email)}`;
    const jwt = await idp.token({ sub, email, email_verified: true, preferred_username: victim, upn: victim, name: 'Whoever' });
    expect((await get('/v1/permissions', jwt)).statusCode).toBe(403);
    expect(await userNamed(victim)).toMatchObject({ externalSubject: null, linkOnFirstSignIn: true });
    const [mine] = await ctx.db.select().from(users).where(eq(users.externalSubject, sub));
    expect(mine).toMatchObject({ userName: `ext-${sub}`, email: null });
    expect(await ctx.db.select().from(roleGrants).where(eq(roleGrants.userId, mine!.userId))).toEqual([]);
    // Nothing it is known by reads like the marked account's user name or email.
    for (const name of [mine!.userName, mine!.email ?? '']) {
      expect([victim, `${victim}@example.com`]).not.toContain(readsLikeKey(name));
    }
  });

  it('still links the marked account to the subject whose verified email is its own, in any ASCII letter case', async () => {
    const jwt = await idp.token({ sub: 'the-real-sk', email: ' SK@Example.COM ', email_verified: true });
    expect((await get('/v1/permissions', jwt)).statusCode).toBe(200);
    expect(await userNamed('sk')).toMatchObject({ externalSubject: 'the-real-sk', linkOnFirstSignIn: false });
  });
});

describe('look-alike group names (issue 26 item 1)', () => {
  it('match no group grant; the same name in another ASCII letter case does', async () => {
    const role = await ctx.factories.role(['Devices:view']);
    await ctx.db.insert(roleGrants).values({ roleId: role.roleId, groupName: 'ops-k', tenantIds: null });
    const permissions = async (sub: string, groups: string[]) => (await get('/v1/permissions', await idp.token({ sub, groups }))).statusCode;
    expect(await permissions('group-1', ['ops-\u212A'])).toBe(403);
    expect(await permissions('group-2', ['\uFF4Fps-k'])).toBe(403);
    expect(await permissions('group-3', ['ops-k\u200B'])).toBe(403);
    expect(await permissions('group-4', ['\u0130ops-k'])).toBe(403);
    expect(await permissions('group-5', ['OPS-K'])).toBe(200);
  });
});

describe('linking by user name (OIDC_LINK_CLAIM=upn)', () => {
  let byName: TestContext;
  beforeAll(async () => {
    byName = await createTestContext({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal-spa', OIDC_AUDIENCE: 'api://portal-test', OIDC_LINK_CLAIM: 'upn' });
    await byName.factories.user({ role: 'Administrator', values: { userName: 'ivan', linkOnFirstSignIn: true } });
  });

  it('links no look-alike of the marked user name, then the name itself', async () => {
    const permissions = async (sub: string, upn: string) =>
      (await byName.app.inject({ method: 'GET', url: '/v1/permissions', headers: { authorization: `Bearer ${await idp.token({ sub, upn })}` } })).statusCode;
    for (const [i, upn] of ['\u0130van', '\uFF49van', 'i\u200Bvan', 'iv\u0430n'].entries()) expect(await permissions(`upn-${i}`, upn)).toBe(403);
    const [ivan] = await byName.db.select().from(users).where(eq(users.userName, 'ivan'));
    expect(ivan).toMatchObject({ externalSubject: null, linkOnFirstSignIn: true });
    expect(await permissions('upn-real', 'IVAN')).toBe(200);
  });
});
