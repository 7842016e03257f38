import { workUnitMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
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
    const wu = await ctx.factories.workUnit({ tenantId, workUnitTypeId: 1, approver1: 'alice', approver2: 'alice@example.test' });
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
