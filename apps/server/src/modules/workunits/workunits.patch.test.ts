import { PATCH_TEST_FAILED_MARKER, workUnitMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { type Client, agentWithTenant, changeRequestBody, clientFor, expectStatus, incidentBody, intakeBody } from './test-helpers.ts';

let ctx: TestContext;
let agent: Client;
let tenantId: string;

beforeAll(async () => {
  ({ ctx, agent, tenantId } = await agentWithTenant());
});

async function create(body: Record<string, unknown>): Promise<{ workUnitId: number } & Record<string, unknown>> {
  const res = await agent.call('PUT', '/v1/workunits', body);
  expectStatus(res, 200);
  return res.json();
}

type Op = { op: string; path: string; value?: unknown };
const patch = (id: number, ops: Op[], client: Client = agent) => client.call('PATCH', `/v1/workunits/${id}`, ops);
const replace = (path: string, value: unknown): Op => ({ op: 'replace', path, value });

async function history(id: number) {
  const res = await agent.call('GET', `/v1/workunits/${id}/history`);
  expect(res.statusCode).toBe(200);
  return res.json().value as Array<{ historyType: string | null; detail: string; field: string | null; oldValue: string | null; newValue: string | null; createdBy: string; historyUrl: string | null }>;
}

describe('state rules', () => {
  it('lets a New work unit move only to New, Acknowledged or Canceled', async () => {
    for (const stateId of [3, 4, 5, 6, 7]) {
      const wu = await create(incidentBody(tenantId));
      const res = await patch(wu.workUnitId, [replace('/stateId', stateId)]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`stateId: ${workUnitMessages.newStateOnly}`);
    }
    for (const stateId of [1, 2, 8]) {
      const wu = await create(incidentBody(tenantId));
      expect((await patch(wu.workUnitId, [replace('/stateId', stateId)])).statusCode).toBe(200);
    }
  });

  it('lets any other state move to any state, stamping resolved on the way into a done state', async () => {
    const wu = await create(incidentBody(tenantId));
    const path = [2, 3, 4, 5, 6, 7, 1, 2, 8, 3];
    for (const stateId of path) {
      const res = await patch(wu.workUnitId, [replace('/stateId', stateId)]);
      expect(res.statusCode).toBe(200);
      const done = [6, 7, 8].includes(stateId);
      expect(res.json().resolved === null).toBe(!done);
    }
  });

  it('turns a work unit marked as a spam call into a resolved Spam Call', async () => {
    const wu = await create(intakeBody(tenantId));
    const res = await patch(wu.workUnitId, [replace('/isSpamCall', true)]);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ stateId: 6, source: 'Spam', title: 'Spam Call', severityId: 4 });
  });

  it("recomputes an intake's severity when its impact scope changes", async () => {
    const wu = await create(intakeBody(tenantId, { customValue13: 'SingleUser' }));
    expect(wu.severityId).toBe(3);
    const res = await patch(wu.workUnitId, [replace('/customValue13', 'VIPUser')]);
    expect(res.json().severityId).toBe(1);
    // A severity chosen by hand stays while the scope is left alone.
    const manual = await patch(wu.workUnitId, [replace('/severityId', 0)]);
    expect(manual.json().severityId).toBe(0);
  });

  it('migrates an incident to a change request, and says so when it already is one', async () => {
    const wu = await create(incidentBody(tenantId));
    const res = await agent.call('POST', `/v1/workunits/${wu.workUnitId}/migrateToChangeRequest`);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ workUnitTypeId: 1, workUnitType: 'Change Request' });
    const again = await agent.call('POST', `/v1/workunits/${wu.workUnitId}/migrateToChangeRequest`);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Work Unit is already a Change Request.');
    const entries = await history(wu.workUnitId);
    expect(entries.some((e) => e.historyType === 'WorkUnitEvent' && e.detail === 'Migrated from Incident to Change Request.')).toBe(true);
    expect(entries.some((e) => e.historyType === 'FieldChange' && e.field === 'workUnitTypeId' && e.oldValue === 'Incident' && e.newValue === 'Change Request')).toBe(true);
    const intake = await create(intakeBody(tenantId));
    expect((await agent.call('POST', `/v1/workunits/${intake.workUnitId}/migrateToChangeRequest`)).json().message).toBe(workUnitMessages.onlyIncidentToChangeRequest);
  });

  it('changes a type by PATCH only from Incident to a complete Change Request', async () => {
    const incident = await create(incidentBody(tenantId));
    const incomplete = await patch(incident.workUnitId, [replace('/workUnitTypeId', 1)]);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toContain('implementationPlan: Required');
    const cr = changeRequestBody(tenantId);
    const fields = ['implementationPlan', 'rollbackPlan', 'affectedResources', 'environment', 'expectedCFSAlerts', 'plannedStartTime', 'plannedFinishTime', 'approver1', 'approver2', 'resolution'] as const;
    const complete = await patch(incident.workUnitId, [replace('/workUnitTypeId', 1), ...fields.map((f) => replace(`/${f}`, cr[f]))]);
    expectStatus(complete, 200);
    const back = await patch(incident.workUnitId, [replace('/workUnitTypeId', 3)]);
    expect(back.json().message).toBe(workUnitMessages.alreadyChangeRequest);
  });
});

describe('JSON Patch', () => {
  it('applies add, replace and remove, matching paths without regard to case', async () => {
    const wu = await create(incidentBody(tenantId, { referenceId: 'R-1' }));
    const res = await patch(wu.workUnitId, [
      { op: 'add', path: '/assignedTo', value: 'sam' },
      { op: 'replace', path: '/Title', value: 'Printer still on fire' },
      { op: 'remove', path: '/referenceId' },
    ]);
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ assignedTo: 'sam', title: 'Printer still on fire', referenceId: null, modifiedBy: agent.user.userName });
  });

  it('refuses unknown and server-owned paths, move and copy, and invalid values', async () => {
    const wu = await create(incidentBody(tenantId));
    expect((await patch(wu.workUnitId, [replace('/nope', 1)])).json().message).toBe("The path '/nope' does not exist.");
    expect((await patch(wu.workUnitId, [replace('/approved1By', 'me')])).json().message).toBe("The field 'approved1By' cannot be changed.");
    expect((await patch(wu.workUnitId, [{ op: 'move', path: '/title', value: 1 }])).json().message).toBe("The operation 'move' is not supported.");
    expect((await patch(wu.workUnitId, [replace('/severityId', 'high')])).json().message).toBe('severityId: Please choose a severity.');
    expect((await patch(wu.workUnitId, [replace('/title', '')])).json().message).toBe('title: Please enter the title');
    expect((await patch(wu.workUnitId, [])).statusCode).toBe(400);
  });

  it('answers 409 with the test value text when a test fails, and changes nothing', async () => {
    const wu = await create(incidentBody(tenantId));
    const res = await patch(wu.workUnitId, [{ op: 'test', path: '/title', value: 'Something else' }, replace('/title', 'Mine')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(PATCH_TEST_FAILED_MARKER);
    const after = await agent.call('GET', `/v1/workunits/${wu.workUnitId}`);
    expect(after.json().title).toBe('Printer on fire');
  });

  it('compares test values loosely as a diffing client expects: null and empty, dates by instant', async () => {
    const wu = await create(changeRequestBody(tenantId));
    const res = await patch(wu.workUnitId, [
      { op: 'test', path: '/assignedTo', value: '' },
      { op: 'test', path: '/plannedStartTime', value: '2030-01-01T10:00:00Z' },
      { op: 'test', path: '/severityId', value: 3 },
      replace('/assignedTo', 'sam'),
    ]);
    expectStatus(res, 200);
    expect(res.json().assignedTo).toBe('sam');
  });

  it('lets exactly one of many parallel edits with the same test values through', async () => {
    const wu = await create(incidentBody(tenantId));
    const parallel = 8;
    const results = await Promise.all(Array.from({ length: parallel }, (_, i) => patch(wu.workUnitId, [
      { op: 'test', path: '/title', value: 'Printer on fire' },
      { op: 'test', path: '/stateId', value: 1 },
      replace('/title', `Edit ${i}`),
      replace('/stateId', 2),
    ])));
    const ok = results.filter((r) => r.statusCode === 200);
    const conflicts = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(parallel - 1);
    for (const r of conflicts) expect(r.json().message).toContain('is not equal to the test value');
    const entries = await history(wu.workUnitId);
    expect(entries.filter((e) => e.historyType === 'WorkUnitStateChange')).toHaveLength(1);
  });
});

describe('history', () => {
  it('writes a field change with the old and new value, a state change, and nothing for a no-op', async () => {
    const wu = await create(incidentBody(tenantId));
    await patch(wu.workUnitId, [replace('/severityId', 0), replace('/stateId', 2), replace('/assignedTo', 'sam')]);
    await patch(wu.workUnitId, [replace('/assignedTo', 'sam')]);
    const entries = await history(wu.workUnitId);
    expect(entries.map((e) => e.historyType)).toEqual(expect.arrayContaining(['WorkUnitEvent', 'FieldChange', 'WorkUnitStateChange']));
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'FieldChange', field: 'severityId', oldValue: 'Sev2', newValue: 'Sev0', detail: "Severity changed from 'Sev2' to 'Sev0'." }));
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'FieldChange', field: 'assignedTo', oldValue: null, newValue: 'sam', detail: "Assigned To changed from (empty) to 'sam'." }));
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'WorkUnitStateChange', detail: 'State changed from New to Acknowledged.', createdBy: agent.user.userName }));
    expect(entries.filter((e) => e.field === 'assignedTo')).toHaveLength(1);
    expect(entries.at(-1)?.historyType).toBe('WorkUnitEvent');
  });

  it('records an escalation to another assignment group, which needs a reason', async () => {
    const wu = await create(incidentBody(tenantId, { assignmentGroup: 'Service Desk' }));
    const noReason = await patch(wu.workUnitId, [replace('/assignmentGroup', 'Network Team')]);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('escalationReason: Required');
    const res = await patch(wu.workUnitId, [
      replace('/assignmentGroup', 'Network Team'), replace('/escalationReason', 'Needs networking'),
      replace('/escalationNote', 'Switch is down'), replace('/stateId', 1), replace('/assignedTo', null),
    ]);
    expectStatus(res, 200);
    const entries = await history(wu.workUnitId);
    expect(entries).toContainEqual(expect.objectContaining({
      historyType: 'AssignmentGroupEscalation', oldValue: 'Service Desk', newValue: 'Network Team',
      detail: "Escalated from 'Service Desk' to 'Network Team'. Reason: Needs networking. Note: Switch is down",
    }));
    expect(entries.some((e) => e.field === 'escalationReason')).toBe(false);
  });

  it('needs a reason set by the escalating patch itself, not one left from an earlier escalation', async () => {
    const wu = await create(incidentBody(tenantId, { assignmentGroup: 'Service Desk' }));
    const first = await patch(wu.workUnitId, [
      replace('/assignmentGroup', 'Network Team'), replace('/escalationReason', 'Needs networking'), replace('/escalationNote', 'Switch is down'),
    ]);
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({ escalationReason: 'Needs networking', escalationNote: 'Switch is down' });

    // Back to the Service Desk: the record still holds the first reason, which does not count.
    const stale = await patch(wu.workUnitId, [replace('/assignmentGroup', 'Service Desk')]);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe('escalationReason: Required');
    const blank = await patch(wu.workUnitId, [replace('/assignmentGroup', 'Service Desk'), replace('/escalationReason', '  ')]);
    expect(blank.json().message).toBe('escalationReason: Required');
    const cleared = await patch(wu.workUnitId, [replace('/assignmentGroup', 'Service Desk'), replace('/escalationReason', 'Back'), { op: 'remove', path: '/escalationReason' }]);
    expect(cleared.json().message).toBe('escalationReason: Required');

    const second = await patch(wu.workUnitId, [replace('/assignmentGroup', 'Service Desk'), replace('/EscalationReason', 'Networking fixed it')]);
    expectStatus(second, 200);
    // The first escalation's note is not this one's.
    expect(second.json()).toMatchObject({ assignmentGroup: 'Service Desk', escalationReason: 'Networking fixed it', escalationNote: null });
    const entries = (await history(wu.workUnitId)).filter((e) => e.historyType === 'AssignmentGroupEscalation');
    expect(entries.map((e) => e.detail)).toEqual([
      "Escalated from 'Network Team' to 'Service Desk'. Reason: Networking fixed it.",
      "Escalated from 'Service Desk' to 'Network Team'. Reason: Needs networking. Note: Switch is down",
    ]);

    // The same words as last time are fine when the patch says them again.
    const third = await patch(wu.workUnitId, [replace('/assignmentGroup', 'Network Team'), replace('/escalationReason', 'Networking fixed it')]);
    expectStatus(third, 200);
    const latest = (await history(wu.workUnitId)).find((e) => e.historyType === 'AssignmentGroupEscalation');
    expect(latest?.detail).toBe("Escalated from 'Service Desk' to 'Network Team'. Reason: Networking fixed it.");

    // A first assignment is no escalation, and other edits need no reason.
    const fresh = await create(incidentBody(tenantId));
    expectStatus(await patch(fresh.workUnitId, [replace('/assignmentGroup', 'Service Desk')]), 200);
    expectStatus(await patch(wu.workUnitId, [replace('/title', 'Still escalated')]), 200);
  });

  it("takes only the tenant's escalation reasons when it keeps a list, any text when it keeps none", async () => {
    const { tenantId: listed } = await ctx.factories.tenant({ assignmentGroups: 'Service Desk,Network Team', escalationReasons: 'Needs specialist,Customer request' });
    const unknown = (reason: string) => `escalationReason: ${workUnitMessages.escalationReasonUnknown.replace('{reason}', reason)}`;
    const wu = await create(incidentBody(listed, { assignmentGroup: 'Service Desk' }));
    const typed = await patch(wu.workUnitId, [replace('/assignmentGroup', 'Network Team'), replace('/escalationReason', 'Felt like it')]);
    expect(typed.statusCode).toBe(400);
    expect(typed.json().message).toBe(unknown('Felt like it'));
    expectStatus(await patch(wu.workUnitId, [replace('/assignmentGroup', 'Network Team'), replace('/escalationReason', 'needs specialist')]), 200);
    // A create is held to the list too.
    const created = await agent.call('PUT', '/v1/workunits', incidentBody(listed, { escalationReason: 'Felt like it' }));
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(unknown('Felt like it'));

    // A reason typed before the tenant kept a list stays on the record through other edits, but a new
    // escalation cannot say it again.
    const { tenantId: later } = await ctx.factories.tenant({ assignmentGroups: 'Service Desk,Network Team' });
    const old = await create(incidentBody(later, { assignmentGroup: 'Service Desk' }));
    expectStatus(await patch(old.workUnitId, [replace('/assignmentGroup', 'Network Team'), replace('/escalationReason', 'Old words')]), 200);
    const admin = await clientFor(ctx, { permissions: ['Tenants:view', 'Tenants:edit'] });
    expectStatus(await admin.call('POST', `/v1/tenants/${later}`, { name: 'Later Inc', escalationReasons: 'Needs specialist' }), 200);
    expectStatus(await patch(old.workUnitId, [replace('/title', 'Still escalated')]), 200);
    const again = await patch(old.workUnitId, [replace('/assignmentGroup', 'Service Desk'), replace('/escalationReason', 'Old words')]);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(unknown('Old words'));
  });

  it('records relations added and removed, and lists notes as entries without a type', async () => {
    const wu = await create(incidentBody(tenantId));
    const other = await create(incidentBody(tenantId));
    const added = await agent.call('PUT', `/v1/workunits/${wu.workUnitId}/relations`, { referenceId: String(other.workUnitId), referenceType: 'WorkUnit' });
    expectStatus(added, 200);
    expect((await agent.call('PUT', `/v1/workunits/${wu.workUnitId}/relations`, { referenceId: String(other.workUnitId), referenceType: 'WorkUnit' })).statusCode).toBe(409);
    expect((await agent.call('PUT', `/v1/workunits/${wu.workUnitId}/relations`, { referenceId: String(wu.workUnitId), referenceType: 'WorkUnit' })).statusCode).toBe(400);
    expect((await agent.call('PUT', `/v1/workunits/${wu.workUnitId}/relations`, { referenceId: '999999', referenceType: 'WorkUnit' })).statusCode).toBe(404);
    expect((await agent.call('PUT', `/v1/workunits/${wu.workUnitId}/relations`, { referenceId: 'pkt-1', referenceType: 'Packet' })).statusCode).toBe(200);
    const got = await agent.call('GET', `/v1/workunits/${wu.workUnitId}`);
    expect(got.json().relations.map((r: { referenceType: string }) => r.referenceType)).toEqual(['Packet', 'WorkUnit']);
    expect((await agent.call('DELETE', `/v1/workunits/${wu.workUnitId}/relations/${added.json().workUnitRelationId}`)).statusCode).toBe(204);
    expect((await agent.call('DELETE', `/v1/workunits/${wu.workUnitId}/relations/${added.json().workUnitRelationId}`)).statusCode).toBe(404);
    const note = await agent.call('PUT', '/v1/workunitnotes', { workUnitId: wu.workUnitId, detail: 'Called the vendor.', isExternalNote: false });
    expect(note.statusCode).toBe(200);

    const entries = await history(wu.workUnitId);
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'WorkUnitRelationCreated', detail: `Related WorkUnit ${other.workUnitId} added.`, historyUrl: `/workunitsv2?workUnitId=${other.workUnitId}` }));
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'WorkUnitRelationDeleted', detail: `Related WorkUnit ${other.workUnitId} removed.` }));
    expect(entries[0]).toMatchObject({ historyType: null, detail: 'Called the vendor.' });
    const odata = await agent.call('GET', `/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=${wu.workUnitId})`);
    expect(odata.statusCode).toBe(200);
    expect(odata.json().value).toEqual(entries);
  });
});

describe('approvals', () => {
  it('lets only the designated approver approve or decline; declining cancels', async () => {
    const alice = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { email: 'alice@example.test' } });
    const bob = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { email: 'bob@example.test' } });
    const wu = await create(changeRequestBody(tenantId));

    const stranger = await agent.call('POST', `/v1/workunits/${wu.workUnitId}/approve`, {});
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe('Authenticated user does not match alice@example.test or bob@example.test');
    const wrongSlot = await alice.call('POST', `/v1/workunits/${wu.workUnitId}/approve`, { approverSlot: 2 });
    expect(wrongSlot.json().message).toBe('Authenticated user does not match bob@example.test');

    const approved = await alice.call('POST', `/v1/workunits/${wu.workUnitId}/approve`, { notes: 'Looks good' });
    expectStatus(approved, 200);
    expect(approved.json()).toMatchObject({ approved1By: alice.user.userName, decision1Notes: 'Looks good', stateId: 1 });
    expect((await alice.call('POST', `/v1/workunits/${wu.workUnitId}/approve`, {})).json().message).toBe(workUnitMessages.alreadyDecided);

    const declined = await bob.call('POST', `/v1/workunits/${wu.workUnitId}/decline`, { notes: 'Not this week' });
    expectStatus(declined, 200);
    expect(declined.json()).toMatchObject({ declined2By: bob.user.userName, decision2Notes: 'Not this week', stateId: 8 });
    expect(declined.json().resolved).not.toBeNull();
    const entries = await history(wu.workUnitId);
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'WorkUnitEvent', detail: `Approved by ${alice.user.userName} as approver 1. Notes: Looks good` }));
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'WorkUnitEvent', detail: `Declined by ${bob.user.userName} as approver 2. Notes: Not this week` }));
    expect(entries).toContainEqual(expect.objectContaining({ historyType: 'WorkUnitStateChange', detail: 'State changed from New to Canceled.' }));

    const incident = await create(incidentBody(tenantId));
    expect((await alice.call('POST', `/v1/workunits/${incident.workUnitId}/approve`, {})).json().message).toBe(workUnitMessages.notAChangeRequest);
  });
});
