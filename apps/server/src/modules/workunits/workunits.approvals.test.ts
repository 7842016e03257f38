import { readFileSync } from 'node:fs';
import { workUnitMessages } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestIdp, startTestIdp } from '../../platform/auth/idp.fixture.ts';
import { roleGrants } from '../../platform/permissions/roles.table.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { workUnits } from './workunits.table.ts';
import { type Client, agentWithTenant, changeRequestBody, clientFor, expectStatus } from './test-helpers.ts';

let ctx: TestContext;
let agent: Client;
let tenantId: string;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  ({ ctx, agent, tenantId } = await agentWithTenant());
  alice = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { userName: 'alice', email: 'alice@example.test' } });
  bob = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { userName: 'bob', email: 'bob@example.test' } });
});

async function createChange(extra: Record<string, unknown> = {}): Promise<number> {
  const res = await agent.call('PUT', '/v1/workunits', changeRequestBody(tenantId, extra));
  expectStatus(res, 200);
  return res.json().workUnitId;
}

const replace = (path: string, value: unknown) => ({ op: 'replace', path, value });
const decide = (client: Client, id: number, decision: 'approve' | 'decline', body: Record<string, unknown> = {}) =>
  client.call('POST', `/v1/workunits/${id}/${decision}`, body);

async function history(id: number): Promise<string[]> {
  const res = await agent.call('GET', `/v1/workunits/${id}/history`);
  expectStatus(res, 200);
  return res.json().value.map((e: { detail: string }) => e.detail);
}

describe('the two-person rule: one person cannot fill both approver slots', () => {
  it('refuses the same name twice, in any case, on create and on edit', async () => {
    const same = await agent.call('PUT', '/v1/workunits', changeRequestBody(tenantId, { approver1: 'Alice@Example.test', approver2: 'alice@example.TEST ' }));
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(`approver2: ${workUnitMessages.sameApprover}`);

    const id = await createChange();
    const edit = await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/approver2', 'ALICE@example.test')]);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(`approver2: ${workUnitMessages.sameApprover}`);
  });

  it("refuses one person's user name and email as the two approvers", async () => {
    const byName = await agent.call('PUT', '/v1/workunits', changeRequestBody(tenantId, { approver1: 'ALICE', approver2: 'alice@example.test' }));
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toBe(`approver2: ${workUnitMessages.sameApprover}`);
    const id = await createChange({ approver1: 'alice', approver2: 'bob' });
    const edit = await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/approver1', 'Bob@Example.test')]);
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(`approver2: ${workUnitMessages.sameApprover}`);
    // Two people stay two people.
    expectStatus(await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/approver1', 'alice@example.test')]), 200);
  });

  it("clears a decided slot's decision when its approver becomes someone else, and says so in the history", async () => {
    const id = await createChange();
    expectStatus(await decide(alice, id, 'approve', { notes: 'Fine by me' }), 200);
    // The same person in another case keeps the decision.
    const recased = await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/approver1', 'ALICE@example.test')]);
    expectStatus(recased, 200);
    expect(recased.json()).toMatchObject({ approved1By: 'alice', decision1Notes: 'Fine by me' });

    const moved = await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/approver1', 'carol@example.test')]);
    expectStatus(moved, 200);
    expect(moved.json()).toMatchObject({ approver1: 'carol@example.test', approved1By: null, declined1By: null, decision1Notes: null });
    expect(await history(id)).toContain('Approver 1 changed from ALICE@example.test to carol@example.test: the decision (approved by alice) was cleared.');
    // Alice is no longer an approver; Carol's slot is open again.
    expect((await decide(alice, id, 'approve', { approverSlot: 1 })).statusCode).toBe(403);
  });

  it('lets nobody decide both slots of a work unit that names them twice from before', async () => {
    // As the migration binds such a row: both slots name Alice's account.
    const wu = await ctx.factories.workUnit({
      tenantId, workUnitTypeId: 1, approver1: 'alice', approver2: 'alice@example.test', approver1UserId: alice.user.userId, approver2UserId: alice.user.userId,
    });
    expectStatus(await decide(alice, wu.workUnitId, 'approve'), 200);
    const second = await decide(alice, wu.workUnitId, 'approve', { approverSlot: 2 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(workUnitMessages.otherSlotDecided.replace('{slot}', '1'));
  });
});

describe('decisions only while one can be made', () => {
  it('refuses approval after the other approver declined, with 409 and a message, and changes nothing', async () => {
    const id = await createChange();
    const declined = await decide(bob, id, 'decline', { notes: 'Not now' });
    expectStatus(declined, 200);
    expect(declined.json()).toMatchObject({ stateId: 8, declined2By: 'bob' });

    for (const decision of ['approve', 'decline'] as const) {
      const late = await decide(alice, id, decision);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(workUnitMessages.approvalDeclined);
    }
    const stored = await agent.call('GET', `/v1/workunits/${id}`);
    expect(stored.json()).toMatchObject({ approved1By: null, declined1By: null, declined2By: 'bob', stateId: 8 });
  });

  it('refuses a decision once the work unit is done, and a second decision on one slot', async () => {
    const id = await createChange();
    expectStatus(await decide(alice, id, 'approve'), 200);
    const twice = await decide(alice, id, 'decline');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(workUnitMessages.alreadyDecided);

    expectStatus(await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/stateId', 2)]), 200);
    expectStatus(await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/stateId', 7)]), 200);
    const closed = await decide(bob, id, 'approve');
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This Change Request is Closed; approval decisions can no longer be made.');
    expect((await agent.call('GET', `/v1/workunits/${id}`)).json()).toMatchObject({ approved2By: null });
  });
});

describe('approver slots name accounts (issue 26 item 2)', () => {
  it('lets no one decide in a slot whose name is no account until it is changed, and says so', async () => {
    const id = await createChange({ approver1: 'carol@example.test' });
    const refused = await decide(alice, id, 'approve', { approverSlot: 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(workUnitMessages.approverNoAccount.replace('{slot}', '1').replace('{approver}', 'carol@example.test'));
    const lookup = await alice.call('GET', `/api/generallookup/approval?approverId=carol%40example.test&workUnitId=${id}&approverSlot=1`);
    expect(lookup.json()).toMatchObject({ isCurrentUser: false, message: refused.json().message });

    // Carol's account comes later: the slot still names no one until it is written again.
    const carol = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { userName: 'carol', email: 'carol@example.test' } });
    expect((await decide(carol, id, 'approve', { approverSlot: 1 })).statusCode).toBe(403);
    expectStatus(await agent.call('PATCH', `/v1/workunits/${id}`, [replace('/approver1', 'carol')]), 200);
    expect((await carol.call('GET', `/api/generallookup/approval?approverId=carol&workUnitId=${id}&approverSlot=1`)).json()).toMatchObject({ isCurrentUser: true, message: null });
    expect((await decide(carol, id, 'approve', { approverSlot: 1 })).json()).toMatchObject({ approved1By: 'carol' });
  });

  it('binds a name that two accounts answer to to neither', async () => {
    await ctx.factories.user({ values: { userName: 'erin@example.test', email: 'erin.one@example.test' } });
    const erin = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { userName: 'erin', email: 'erin@example.test' } });
    const id = await createChange({ approver1: 'Erin@Example.test' });
    expect((await decide(erin, id, 'approve', { approverSlot: 1 })).statusCode).toBe(403);
  });
});

describe('Requires My Approval (issue 26 item 14)', () => {
  it("lists the caller's change requests awaiting its decision in any open state, by account", async () => {
    const { tenantId: own } = await ctx.factories.tenant();
    const create = async (extra: Record<string, unknown>) => {
      const res = await agent.call('PUT', '/v1/workunits', changeRequestBody(own, extra));
      expectStatus(res, 200);
      return res.json().workUnitId as number;
    };
    const fresh = await create({});
    const inProgress = await create({ approver1: 'bob', approver2: 'ALICE' });
    for (const stateId of [2, 3]) expectStatus(await agent.call('PATCH', `/v1/workunits/${inProgress}`, [replace('/stateId', stateId)]), 200);
    const decided = await create({});
    expectStatus(await decide(alice, decided, 'approve'), 200);
    const declined = await create({});
    expectStatus(await decide(bob, declined, 'decline'), 200);
    const done = await create({});
    for (const stateId of [2, 6]) expectStatus(await agent.call('PATCH', `/v1/workunits/${done}`, [replace('/stateId', stateId)]), 200);
    // Her name in a slot bound to no account, or another account's slot: not hers to decide.
    await ctx.factories.workUnit({ tenantId: own, workUnitTypeId: 1, approver1: 'alice' });
    const bobsOnly = await create({ approver1: 'bob', approver2: 'carol.nobody@example.test' });

    const mine = async (client: Client) => {
      const filter = `requiresMyApproval eq true and tenantId eq ${own}`;
      const res = await client.call('GET', `/v1/workunits?$filter=${encodeURIComponent(filter)}&$orderby=workUnitId asc`);
      expectStatus(res, 200);
      return res.json().value.map((w: { workUnitId: number }) => w.workUnitId);
    };
    expect(await mine(alice)).toEqual([fresh, inProgress]);
    // Bob's slot of `decided` still waits for him; `declined` and `done` wait for no one.
    expect(await mine(bob)).toEqual([fresh, inProgress, decided, bobsOnly]);
    // The approver filter finds a person by user name or email, whichever the slot holds.
    const named = await agent.call('GET', `/v1/workunits?$filter=${encodeURIComponent(`approverEmail eq 'Alice' and tenantId eq ${own}`)}&$orderby=workUnitId asc`);
    expect(named.json().value.map((w: { workUnitId: number }) => w.workUnitId)).toHaveLength(6);
  });
});

describe('the migration of existing rows (issue 26 items 2 and 9)', () => {
  it("binds each approver slot to the one account it names, and writes a person's email as their user name", async () => {
    const file = new URL('../../db/migrations/0010_approver_accounts.sql', import.meta.url);
    const updates = readFileSync(file, 'utf8').split('--> statement-breakpoint').filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement));
    expect(updates).toHaveLength(6);
    await ctx.factories.user({ values: { userName: 'frank@example.test', email: 'frank.other@example.test' } });
    const before = await ctx.factories.workUnit({
      tenantId, workUnitTypeId: 1, assignedTo: 'Alice@Example.test', implementer: 'bob@example.test',
      approver1: 'ALICE@example.test', approver2: 'nobody@example.test',
    });
    const kept = await ctx.factories.workUnit({ tenantId, assignedTo: 'frank@example.test', approver1: 'bob' });
    for (const statement of updates) await ctx.db.execute(sql.raw(statement));

    const [row] = await ctx.db.select().from(workUnits).where(eq(workUnits.workUnitId, before.workUnitId));
    expect(row).toMatchObject({
      assignedTo: 'alice', implementer: 'bob', approver1: 'alice', approver2: 'nobody@example.test',
      approver1UserId: alice.user.userId, approver2UserId: null,
    });
    // A user name that looks like an email stays; a user name binds the slot.
    const [other] = await ctx.db.select().from(workUnits).where(eq(workUnits.workUnitId, kept.workUnitId));
    expect(other).toMatchObject({ assignedTo: 'frank@example.test', approver1: 'bob', approver1UserId: bob.user.userId });
  });
});

describe('through an external provider (issue 26 item 2)', () => {
  const dana = 'dana.approver@contoso.example';
  let idp: TestIdp;
  let ext: TestContext;
  let extTenant: string;
  const as = (jwt: string) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ext.app.inject({ method, url, headers: { authorization: `Bearer ${jwt}` }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    idp = await startTestIdp();
    ext = await createTestContext({ OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'portal-spa', OIDC_AUDIENCE: 'api://portal-test' });
    const role = await ext.factories.role(['WorkUnits:view', 'WorkUnits:create', 'WorkUnits:edit', 'People:view']);
    await ext.db.insert(roleGrants).values({ roleId: role.roleId, groupName: 'Change Staff', tenantIds: null });
    ({ tenantId: extTenant } = await ext.factories.tenant());
  });
  afterAll(async () => {
    await idp.close();
  });

  it("lets no provider user who names themself Dana approve in Dana's slot; Dana's account can", async () => {
    const groups = ['Change Staff'];
    const agentJwt = await idp.token({ sub: 'agent-1', preferred_username: 'agent.one', email: 'agent.one@contoso.example', email_verified: true, groups });
    const agentCall = as(agentJwt);
    const approver2 = await ext.factories.user({ values: { userName: 'second.approver' } });
    const created = await agentCall('PUT', '/v1/workunits', changeRequestBody(extTenant, { approver1: dana, approver2: approver2.userName }));
    expectStatus(created, 200);
    const id: number = created.json().workUnitId;

    // Newcomers after the slot was written, each naming themself Dana in another claim.
    const impostors = [
      { sub: 'mallory-1', preferred_username: dana },
      { sub: 'mallory-2', upn: dana },
      { sub: 'mallory-3', preferred_username: 'mallory', email: dana, email_verified: false },
      { sub: 'mallory-4', preferred_username: dana.toUpperCase() },
    ];
    const impostorCalls = await Promise.all(impostors.map(async (claims) => as(await idp.token({ ...claims, groups }))));
    for (const call of impostorCalls) {
      expectStatus(await call('GET', '/v1/currentUser'), 200);
      expect((await call('POST', `/v1/workunits/${id}/approve`, { approverSlot: 1 })).statusCode).toBe(403);
      expect((await call('GET', `/api/generallookup/approval?approverId=${encodeURIComponent(dana)}&workUnitId=${id}&approverSlot=1`)).json())
        .toMatchObject({ isCurrentUser: false });
    }

    // The real Dana: her account is made on her first sign-in; the slot written before it names no one.
    const danaCall = as(await idp.token({ sub: 'dana-1', preferred_username: dana, email: dana, email_verified: true, name: 'Dana Approver', groups }));
    const me = await danaCall('GET', '/v1/currentUser');
    expectStatus(me, 200);
    expect((await danaCall('POST', `/v1/workunits/${id}/approve`, { approverSlot: 1 })).statusCode).toBe(403);

    // Picked again from the people search (the same name, written again), the slot names her account, and only hers.
    const people = await agentCall('GET', `/api/people?searchTerm=${encodeURIComponent('Dana Approver')}`);
    expectStatus(people, 200);
    const picked = people.json().find((p: { displayName: string }) => p.displayName === 'Dana Approver');
    expect(picked).toMatchObject({ userName: me.json().userName });
    expectStatus(await agentCall('PATCH', `/v1/workunits/${id}`, [replace('/approver1', picked.userName)]), 200);
    for (const call of impostorCalls) expect((await call('POST', `/v1/workunits/${id}/approve`, { approverSlot: 1 })).statusCode).toBe(403);
    const approved = await danaCall('POST', `/v1/workunits/${id}/approve`, { approverSlot: 1 });
    expectStatus(approved, 200);
    expect(approved.json()).toMatchObject({ approved1By: me.json().userName });
  });
});
