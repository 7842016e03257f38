import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { users } from '../identity/users.table.ts';
import { roleGrants } from '../permissions/roles.table.ts';
import { claimAt, emailVerified, groupsOf } from './claims.ts';
import { type TestIdp, startTestIdp } from './idp.fixture.ts';

/** Issue 20 item 8: groups where providers put them, written as they write them. */
describe('groups claim', () => {
  const keycloak = {
    realm_access: { roles: ['offline_access', 'portal-admins'] },
    resource_access: { portal: { roles: ['operator'] }, account: { roles: ['view-profile'] } },
    groups: ['/ops/admins', '/customers/admins'],
    'https://example.com/groups': ['namespaced'],
  };

  it('reads a claim by name, or by a dotted path into objects', () => {
    expect(groupsOf(keycloak, 'realm_access.roles')).toEqual(['offline_access', 'portal-admins']);
    expect(groupsOf(keycloak, 'resource_access.portal.roles')).toEqual(['operator']);
    expect(groupsOf(keycloak, 'https://example.com/groups')).toEqual(['namespaced']);
    expect(groupsOf(keycloak, 'resource_access.missing.roles')).toEqual([]);
    expect(groupsOf(keycloak, 'realm_access')).toEqual([]);
    expect(claimAt({ a: ['x'] }, 'a.length')).toBeUndefined();
  });

  it('takes a path-shaped group with and without its leading slash, never its last segment alone', () => {
    expect(groupsOf(keycloak, 'groups')).toEqual(['/ops/admins', 'ops/admins', '/customers/admins', 'customers/admins']);
    expect(groupsOf({ groups: 'single' }, 'groups')).toEqual(['single']);
    expect(groupsOf({ groups: [1, null, '', 'ok'] }, 'groups')).toEqual(['ok']);
  });

  it('trusts an email only when the provider says it is verified', () => {
    expect(emailVerified({ email_verified: true })).toBe(true);
    expect(emailVerified({ email_verified: 'true' })).toBe(true);
    expect(emailVerified({ xms_edov: true })).toBe(true);
    expect(emailVerified({ email_verified: false })).toBe(false);
    expect(emailVerified({})).toBe(false);
  });
});

describe('group grants with OIDC_GROUPS_CLAIM=realm_access.roles', () => {
  let idp: TestIdp;
  let ctx: TestContext;
  beforeAll(async () => {
    idp = await startTestIdp();
    ctx = await createTestContext({
      OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal', OIDC_AUDIENCE: 'api://portal-test', OIDC_GROUPS_CLAIM: 'realm_access.roles',
    });
  });
  afterAll(async () => {
    await idp.close();
  });

  it('grants the role to holders of the realm role, and path groups match by full path', async () => {
    const role = await ctx.factories.role(['Devices:view']);
    await ctx.db.insert(roleGrants).values([
      { roleId: role.roleId, groupName: 'portal-admins', tenantIds: null },
      { roleId: role.roleId, groupName: '/ops/admins', tenantIds: null },
    ]);
    const permissions = async (claims: Record<string, unknown>) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/permissions', headers: { authorization: `Bearer ${await idp.token(claims)}` } });
      return res.statusCode === 200 ? res.json() : res.statusCode;
    };
    expect(await permissions({ sub: 'k1', realm_access: { roles: ['portal-admins'] } })).toEqual(['Portal.Devices:view']);
    expect(await permissions({ sub: 'k2', realm_access: { roles: ['/ops/admins'] } })).toEqual(['Portal.Devices:view']);
    expect(await permissions({ sub: 'k3', realm_access: { roles: ['/customers/admins', 'admins'] } })).toBe(403);
    // The top-level `groups` claim is not the one configured.
    expect(await permissions({ sub: 'k4', groups: ['portal-admins'] })).toBe(403);
  });

  /** Issue 26 item 6, and item 5 for token claims: each a 401 with the reason, never a 500 or a 200. */
  it('refuses a numeric sub, a token without exp, iat ahead, and a control character in a claim it reads', async () => {
    const call = async (token: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: '/v1/currentUser', headers: { authorization: `Bearer ${token}` } });
      return { status: res.statusCode, challenge: res.headers['www-authenticate'] };
    };
    const now = Math.floor(Date.now() / 1000);
    const refused = (description: string) => ({ status: 401, challenge: expect.stringContaining(description) });
    expect(await call(await idp.token({ sub: 4711 }))).toEqual(refused('The access token\'s subject (sub) is not a string.'));
    expect(await call(await idp.token({ sub: 'n1' }, { expiresIn: null }))).toEqual(refused('The access token lacks a claim the portal needs.'));
    expect(await call(await idp.token({ sub: 'n2', iat: now + 3600 }))).toEqual(refused('The access token is not valid yet.'));
    for (const [name, claims] of Object.entries({
      sub: { sub: 'n3\u0000' }, email: { sub: 'n4', email: 'eve\u0000@example.com', email_verified: true }, name: { sub: 'n5', name: 'E\u0000ve' },
      preferred_username: { sub: 'n6', preferred_username: 'eve\u0000' }, 'realm_access.roles': { sub: 'n7', realm_access: { roles: ['portal-\u0000admins'] } },
    })) {
      expect(await call(await idp.token(claims))).toEqual(refused(`The access token's claim '${name}' holds a control character.`));
    }
    // None of them made an account.
    expect(await ctx.db.select().from(users).where(inArray(users.externalSubject, ['4711', 'n1', 'n2', 'n4', 'n5', 'n6', 'n7']))).toEqual([]);
    expect((await call(await idp.token({ sub: 'n8', name: 'Eve' }))).status).toBe(200);
  });
});
