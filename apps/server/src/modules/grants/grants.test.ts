import { ADMINISTRATOR_ROLE, grantMessages } from '@portal/contracts';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import { roleGrants, roles } from '../../platform/permissions/roles.table.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createGrantsService } from './grants.service.ts';
import { grantAudit } from './grants.table.ts';

let ctx: TestContext;
let admin: { authorization: string };
let adminUserName: string;
let roleIds: Map<string, string>;

beforeAll(async () => {
  // Four connections whatever TEST_DB_POOL_SIZE says: a test here holds two transactions at once on purpose.
  ctx = await createTestContext({}, { poolSize: 4 });
  const user = await ctx.factories.user({ role: ADMINISTRATOR_ROLE });
  adminUserName = user.userName;
  admin = { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
  roleIds = new Map((await ctx.db.select().from(roles)).map((r) => [r.name, r.roleId]));
});

const roleId = (name: string) => roleIds.get(name)!;
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: object, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });
const auditOf = async (roleGrantId: string) =>
  (await call('GET', `/v1/grants/audit?$filter=${encodeURIComponent(`roleGrantId eq ${roleGrantId}`)}&$orderby=at asc`, admin)).json().value;

describe('grants: an administrator manages grants', () => {
  it('adds a group grant for all tenants, lists it, and records who added it', async () => {
    const added = await call('PUT', '/v1/grants', admin, { principalKind: 'group', groupName: 'Portal Admins', roleId: roleId('Administrator'), tenantIds: null });
    expect(added.statusCode).toBe(200);
    const grant = added.json();
    expect(grant).toMatchObject({ principalKind: 'group', principal: 'Portal Admins', groupName: 'Portal Admins', userId: null, roleName: 'Administrator', allTenants: true, tenants: null });

    const list = await call('GET', `/v1/grants?$count=true&$filter=${encodeURIComponent("principal eq 'Portal Admins'")}`, admin);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ '@odata.count': 1, value: [{ roleGrantId: grant.roleGrantId, roleName: 'Administrator' }] });

    const [entry] = await auditOf(grant.roleGrantId);
    expect(entry).toMatchObject({ action: 'added', actor: adminUserName, principalKind: 'group', principal: 'Portal Admins', roleName: 'Administrator', tenants: null });
    expect(Date.now() - new Date(entry.at).getTime()).toBeLessThan(60_000);
  });

  it('grants a role to a person in listed tenants, which holds from their next request, then changes and removes it', async () => {
    const [a, b] = [await ctx.factories.tenant({ name: 'Grants Tenant A' }), await ctx.factories.tenant({ name: 'Grants Tenant B' })];
    const person = await ctx.factories.user({ values: { displayName: 'Grace Granted' } });
    const personHeaders = { authorization: `Bearer ${await ctx.tokenFor(person.userId)}` };
    // No grant yet: refused, and the actor is now cached for this token.
    expect((await call('GET', '/v1/permissions', personHeaders)).statusCode).toBe(403);

    const added = await call('PUT', '/v1/grants', admin, { principalKind: 'user', userId: person.userId, roleId: roleId('Support Agent'), tenantIds: [b.tenantId, a.tenantId] });
    expect(added.statusCode).toBe(200);
    const grant = added.json();
    expect(grant).toMatchObject({
      principalKind: 'user', principal: person.userName, displayName: 'Grace Granted', roleName: 'Support Agent', allTenants: false,
      tenants: [{ tenantId: a.tenantId, name: 'Grants Tenant A' }, { tenantId: b.tenantId, name: 'Grants Tenant B' }],
    });
    const perms = await call('GET', '/v1/permissions', personHeaders);
    expect(perms.statusCode).toBe(200);
    expect(perms.json()).toContain('Portal.WorkUnits:view');

    const changed = await call('POST', `/v1/grants/${grant.roleGrantId}`, admin, { roleId: roleId('Program Manager'), tenantIds: [a.tenantId] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ roleName: 'Program Manager', tenants: [{ name: 'Grants Tenant A' }] });
    expect((await call('GET', '/v1/permissions', personHeaders)).json()).toContain('Portal.Tenants:edit');

    const removed = await call('DELETE', `/v1/grants/${grant.roleGrantId}`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await call('GET', `/v1/grants/${grant.roleGrantId}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/grants/${grant.roleGrantId}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/v1/permissions', personHeaders)).statusCode).toBe(403);

    expect(await auditOf(grant.roleGrantId)).toMatchObject([
      { action: 'added', actor: adminUserName, principalKind: 'user', principal: person.userName, roleName: 'Support Agent', tenants: ['Grants Tenant A', 'Grants Tenant B'] },
      { action: 'changed', roleName: 'Program Manager', tenants: ['Grants Tenant A'], previousRoleName: 'Support Agent', previousTenants: ['Grants Tenant A', 'Grants Tenant B'] },
      { action: 'removed', roleName: 'Program Manager', tenants: ['Grants Tenant A'] },
    ]);
  });

  it('answers 400 with a message for what cannot be granted, and 409 for a grant that exists already', async () => {
    const tenant = await ctx.factories.tenant();
    const person = await ctx.factories.user();
    const cases: Array<[object, string]> = [
      [{ principalKind: 'group', groupName: ' ', roleId: roleId('Customer'), tenantIds: null }, grantMessages.groupRequired],
      [{ principalKind: 'user', roleId: roleId('Customer'), tenantIds: null }, grantMessages.userRequired],
      [{ principalKind: 'group', groupName: 'G', roleId: roleId('Customer'), tenantIds: [] }, grantMessages.tenantsRequired],
      [{ principalKind: 'group', groupName: 'G', tenantIds: null }, grantMessages.roleRequired],
      [{ principalKind: 'group', groupName: 'G', roleId: person.userId, tenantIds: null }, grantMessages.noSuchRole],
      [{ principalKind: 'user', userId: tenant.tenantId, roleId: roleId('Customer'), tenantIds: null }, grantMessages.noSuchUser],
      [{ principalKind: 'group', groupName: 'G', roleId: roleId('Customer'), tenantIds: [person.userId] }, grantMessages.noSuchTenant],
    ];
    for (const [payload, message] of cases) {
      const res = await call('PUT', '/v1/grants', admin, payload);
      expect({ payload, status: res.statusCode, message: res.json().message }).toEqual({ payload, status: 400, message: expect.stringContaining(message) });
    }
    const body = { principalKind: 'user', userId: person.userId, roleId: roleId('Customer'), tenantIds: [tenant.tenantId] };
    expect((await call('PUT', '/v1/grants', admin, body)).statusCode).toBe(200);
    const again = await call('PUT', '/v1/grants', admin, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(grantMessages.duplicate);
  });

  it('lists the roles and finds people to grant them to', async () => {
    const roleList = (await call('GET', '/v1/grants/roles', admin)).json();
    expect(roleList.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Administrator', 'Customer', 'Support Agent']));
    await ctx.factories.user({ values: { displayName: 'Findable Fiona', userName: 'fiona-grants' } });
    const found = await call('GET', '/v1/grants/users?searchTerm=fiona', admin);
    expect(found.json()).toEqual([expect.objectContaining({ userName: 'fiona-grants', displayName: 'Findable Fiona', enabled: true })]);
  });
});

describe('grants: the lockout guard', () => {
  it('refuses to remove or narrow the last all-tenant Administrator grant, and allows it once another exists', async () => {
    // Leave exactly one all-tenant Administrator grant: the one of this file's administrator.
    const [own] = await ctx.db.select().from(roleGrants).innerJoin(roles, eq(roles.roleId, roleGrants.roleId))
      .where(and(eq(roles.name, ADMINISTRATOR_ROLE), isNull(roleGrants.tenantIds), isNull(roleGrants.groupName)));
    const ownId = own!.role_grants.roleGrantId;
    await ctx.db.delete(roleGrants).where(and(eq(roleGrants.roleId, roleId('Administrator')), ne(roleGrants.roleGrantId, ownId)));
    // A disabled person's Administrator grant administers nothing, so it does not count.
    await ctx.factories.user({ role: ADMINISTRATOR_ROLE, values: { enabled: false } });
    const tenant = await ctx.factories.tenant();
    // The list says which grant that is, so the screen can say so before anyone tries (issue 26.14).
    type Flagged = { roleGrantId: string; isLastAdministratorGrant: boolean };
    const lastFlags = async () => Object.fromEntries(
      (await call('GET', `/v1/grants?$filter=${encodeURIComponent("roleName eq 'Administrator'")}`, admin)).json().value.map((g: Flagged) => [g.roleGrantId, g.isLastAdministratorGrant]),
    );
    expect(Object.values(await lastFlags()).filter(Boolean)).toHaveLength(1);
    expect((await lastFlags())[ownId]).toBe(true);

    const removed = await call('DELETE', `/v1/grants/${ownId}`, admin);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(grantMessages.lastAdministrator);
    const narrowed = await call('POST', `/v1/grants/${ownId}`, admin, { roleId: roleId('Administrator'), tenantIds: [tenant.tenantId] });
    expect(narrowed.statusCode).toBe(409);
    const demoted = await call('POST', `/v1/grants/${ownId}`, admin, { roleId: roleId('Support Agent'), tenantIds: null });
    expect(demoted.statusCode).toBe(409);
    expect((await call('GET', `/v1/grants/${ownId}`, admin)).json()).toMatchObject({ roleName: 'Administrator', allTenants: true });

    // A group no one belongs to: the built-in provider's tokens carry no groups, so no one signs in with it.
    const nobody = await call('PUT', '/v1/grants', admin, { principalKind: 'group', groupName: 'Nobody Is In This Group', roleId: roleId('Administrator'), tenantIds: null });
    expect(nobody.statusCode).toBe(200);
    expect(await lastFlags()).toMatchObject({ [ownId]: true, [nobody.json().roleGrantId]: false });
    const stillLast = await call('DELETE', `/v1/grants/${ownId}`, admin);
    expect(stillLast.statusCode).toBe(409);
    expect(stillLast.json().message).toBe(grantMessages.lastAdministrator);
    // A grant no one can use may always go.
    expect((await call('DELETE', `/v1/grants/${nobody.json().roleGrantId}`, admin)).statusCode).toBe(204);

    const colleague = await ctx.factories.user();
    const other = await call('PUT', '/v1/grants', admin, { principalKind: 'user', userId: colleague.userId, roleId: roleId('Administrator'), tenantIds: null });
    expect(other.statusCode).toBe(200);
    expect(await lastFlags()).toMatchObject({ [ownId]: false, [other.json().roleGrantId]: false });
    // Now the other grant keeps an administrator, so this one may go; and then that one is the last.
    expect((await call('DELETE', `/v1/grants/${ownId}`, admin)).statusCode).toBe(204);
    // The removed grant was the caller's own: the next request holds no Administrator grant any more.
    expect((await call('DELETE', `/v1/grants/${other.json().roleGrantId}`, admin)).statusCode).toBe(403);
  });
});

describe('grants: the lockout guard under concurrency', () => {
  it('lets only one of two simultaneous removals of the last two Administrator grants through', async () => {
    // A grants manager who is no Administrator, so the two persons' grants are the only ones that count.
    const manager = await ctx.factories.user({ permissions: ['People:view', 'People:create', 'People:edit', 'People:delete'] });
    const headers = { authorization: `Bearer ${await ctx.tokenFor(manager.userId)}` };
    await ctx.db.delete(roleGrants).where(eq(roleGrants.roleId, roleId('Administrator')));
    const ids: string[] = [];
    for (const person of [await ctx.factories.user(), await ctx.factories.user()]) {
      const res = await call('PUT', '/v1/grants', headers, { principalKind: 'user', userId: person.userId, roleId: roleId('Administrator'), tenantIds: null });
      ids.push(res.json().roleGrantId);
    }
    // Hold both rows, so both removals are under way at once when they are let go.
    const holder = new pg.Client({ connectionString: ctx.databaseUrl });
    await holder.connect();
    await holder.query('begin');
    await holder.query('select 1 from role_grants where role_grant_id = any($1) for update', [ids]);
    const removals = ids.map((id) => call('DELETE', `/v1/grants/${id}`, headers));
    const waiting = async () => (await holder.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    )).rows[0].n as number;
    for (let tries = 0; (await waiting()) < 2 && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    await holder.query('commit');
    await holder.end();
    const statuses = (await Promise.all(removals)).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([204, 409]);
    const left = await ctx.db.select().from(roleGrants).where(eq(roleGrants.roleId, roleId('Administrator')));
    expect(left).toHaveLength(1);
  });
});

describe('grants: who may manage them', () => {
  it('answers 403 to a person without the grants permission, and to an administrator of some tenants only', async () => {
    const tenant = await ctx.factories.tenant();
    const agent = await ctx.factories.user({ role: 'Support Agent' });
    const limited = await ctx.factories.user({ role: ADMINISTRATOR_ROLE, tenantIds: [tenant.tenantId] });
    const [target] = await ctx.db.select().from(roleGrants).where(eq(roleGrants.userId, agent.userId));
    for (const [who, message] of [[agent, 'You do not have access to one or more requested resources'], [limited, grantMessages.allTenantsOnly]] as const) {
      const headers = { authorization: `Bearer ${await ctx.tokenFor(who.userId)}` };
      for (const [method, url, payload] of [
        ['GET', '/v1/grants', undefined],
        ['GET', '/v1/grants/audit', undefined],
        ['GET', '/v1/grants/roles', undefined],
        ['GET', '/v1/grants/users', undefined],
        ['GET', `/v1/grants/${target!.roleGrantId}`, undefined],
        ['PUT', '/v1/grants', { principalKind: 'user', userId: who.userId, roleId: roleId('Administrator'), tenantIds: null }],
        ['POST', `/v1/grants/${target!.roleGrantId}`, { roleId: roleId('Administrator'), tenantIds: null }],
        ['DELETE', `/v1/grants/${target!.roleGrantId}`, undefined],
      ] as const) {
        const res = await call(method, url, headers, payload);
        expect({ who: who.userName, method, url, status: res.statusCode, message: res.json().message })
          .toEqual({ who: who.userName, method, url, status: 403, message });
      }
    }
    // Nothing changed on the way.
    const [still] = await ctx.db.select().from(roleGrants).where(eq(roleGrants.roleGrantId, target!.roleGrantId));
    expect(still?.roleId).toBe(roleId('Support Agent'));
  });
});

describe('grants: the lockout guard with an external provider, whose tokens list groups', () => {
  it('counts a group grant there, so the last person\'s grant may go while a group keeps an administrator', async () => {
    const grants = createGrantsService({ db: ctx.db, providerSendsGroups: true });
    const builtIn = createGrantsService({ db: ctx.db, providerSendsGroups: false });
    const operator = operatorActor('tester');
    await ctx.db.delete(roleGrants).where(eq(roleGrants.roleId, roleId('Administrator')));
    const person = await ctx.factories.user();
    const own = await grants.create(operator, { principalKind: 'user', userId: person.userId, roleId: roleId('Administrator'), tenantIds: null });
    const group = await grants.create(operator, { principalKind: 'group', groupName: 'Portal Admins', roleId: roleId('Administrator'), tenantIds: null });

    await expect(builtIn.remove(operator, own.roleGrantId)).rejects.toMatchObject({ statusCode: 409, message: grantMessages.lastAdministrator });
    await grants.remove(operator, own.roleGrantId);
    // Now the group's grant is the last one anyone can sign in with.
    await expect(grants.remove(operator, group.roleGrantId)).rejects.toMatchObject({ statusCode: 409, message: grantMessages.lastAdministrator });
    const [audit] = await ctx.db.select().from(grantAudit).where(eq(grantAudit.roleGrantId, own.roleGrantId)).orderBy(desc(grantAudit.at)).limit(1);
    expect(audit).toMatchObject({ action: 'removed', actorName: 'cli:tester', actorUserId: null });
  });
});
