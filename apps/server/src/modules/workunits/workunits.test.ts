import { workUnitMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { type Client, agentPermissions, agentWithTenant, changeRequestBody, clientFor, expectStatus, incidentBody, intakeBody } from './test-helpers.ts';

let ctx: TestContext;
let agent: Client;
let tenantId: string;

beforeAll(async () => {
  ({ ctx, agent, tenantId } = await agentWithTenant());
});

/** The 400 message of a create that must fail. */
async function createError(body: Record<string, unknown>): Promise<string> {
  const res = await agent.call('PUT', '/v1/workunits', body);
  expectStatus(res, 400);
  return res.json().message;
}

describe('create (PUT /v1/workunits)', () => {
  it('creates with workUnitId -1 and answers the record with its id, tenant and defaults', async () => {
    const res = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.workUnitId).toBeGreaterThan(0);
    expect(body).toMatchObject({ tenantId, stateId: 1, severityId: 2, workUnitType: 'Incident', isApproverRequired: true, createdBy: agent.user.userName });
    expect(body.tenant.tenantId).toBe(tenantId);
    expect(body.publicWorkUnitId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is also served at /api/v1/workunits', async () => {
    const res = await agent.call('PUT', '/api/v1/workunits', incidentBody(tenantId));
    expect(res.statusCode).toBe(200);
  });

  it('refuses another id than -1', async () => {
    expect(await createError(incidentBody(tenantId, { workUnitId: 7 }))).toContain(workUnitMessages.newIdMustBeMinusOne);
  });

  it('gives the spec messages for the common fields', async () => {
    expect(await createError(incidentBody(tenantId, { title: undefined }))).toContain('title: Please enter the title');
    expect(await createError(incidentBody(tenantId, { title: '   ' }))).toContain('title: Please enter the title');
    expect(await createError(incidentBody(tenantId, { title: 'ab' }))).toContain(`title: ${workUnitMessages.titleMin}`);
    expect(await createError(incidentBody(tenantId, { severityId: undefined }))).toContain('severityId: Please choose a severity.');
    expect(await createError(incidentBody(tenantId, { severityId: 9 }))).toContain('severityId: Please choose a severity.');
    expect(await createError(incidentBody(tenantId, { workUnitTypeId: undefined }))).toContain('workUnitTypeId: Please choose a work unit type.');
    expect(await createError(incidentBody(tenantId, { description: 'x'.repeat(4001) }))).toContain(`description: ${workUnitMessages.descriptionMax}`);
    expect(await createError(incidentBody(tenantId, { effort: 4 }))).toContain(workUnitMessages.effortInvalid);
    expect(await createError(incidentBody(tenantId, { source: 'Spam' }))).toContain(`source: ${workUnitMessages.spamNotSelectable}`);
  });

  it('only creates in the New state', async () => {
    expect(await createError(incidentBody(tenantId, { stateId: 2 }))).toContain(`stateId: ${workUnitMessages.newMustStartNew}`);
    const ok = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { stateId: 1 }));
    expect(ok.statusCode).toBe(200);
  });

  it('requires the change request fields, both approvers by default, and a finish after the start', async () => {
    const missing = await createError(changeRequestBody(tenantId, {
      implementationPlan: '', rollbackPlan: null, affectedResources: undefined, environment: ' ', expectedCFSAlerts: undefined,
      plannedStartTime: undefined, plannedFinishTime: undefined, approver1: undefined, approver2: undefined, resolution: undefined,
    }));
    for (const field of ['implementationPlan', 'rollbackPlan', 'affectedResources', 'environment', 'expectedCFSAlerts', 'plannedStartTime', 'plannedFinishTime', 'approver1', 'approver2', 'resolution']) {
      expect(missing).toContain(`${field}: Required`);
    }
    const oneApprover = await agent.call('PUT', '/v1/workunits', changeRequestBody(tenantId, { approver2: undefined, isApproverRequired: false }));
    expect(oneApprover.statusCode).toBe(200);
    expect(oneApprover.json().isApproverRequired).toBe(false);

    const backwards = await createError(changeRequestBody(tenantId, { plannedStartTime: '2030-01-02T00:00:00Z', plannedFinishTime: '2030-01-01T00:00:00Z' }));
    expect(backwards).toContain('plannedFinishTime: Planned Finish Time must be equal to or greater than Planned Start Time.');
    const same = await agent.call('PUT', '/v1/workunits', changeRequestBody(tenantId, { plannedStartTime: '2030-01-01T00:00:00Z', plannedFinishTime: '2030-01-01T00:00:00Z' }));
    expect(same.statusCode).toBe(200);
    expect(await createError(changeRequestBody(tenantId, { plannedStartTime: 'soon' }))).toContain(`plannedStartTime: ${workUnitMessages.invalidDate}`);
  });

  it('requires the intake fields unless it is a spam call, and the stakeholder phone always', async () => {
    const message = await createError(intakeBody(tenantId, { description: '', stakeHolderFullName: '', source: null, customValue13: undefined, stakeholderPhoneNumber: '' }));
    expect(message).toContain('stakeholderPhoneNumber: Stakeholder phone number is required.');
    for (const field of ['description', 'stakeHolderFullName', 'source', 'customValue13']) expect(message).toContain(`${field}: Required`);
    expect(await createError(intakeBody(tenantId, { title: 'x'.repeat(51) }))).toContain(`title: ${workUnitMessages.intakeTitleMax}`);
    const spamWithoutPhone = await createError(intakeBody(tenantId, { isSpamCall: true, stakeholderPhoneNumber: '' }));
    expect(spamWithoutPhone).toBe('stakeholderPhoneNumber: Stakeholder phone number is required.');
  });

  it('turns a spam call into a resolved Spam Call at the lowest severity', async () => {
    const res = await agent.call('PUT', '/v1/workunits', { workUnitId: -1, workUnitTypeId: 2, severityId: 0, tenantId, stakeholderPhoneNumber: '555-0100', isSpamCall: true });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ stateId: 6, source: 'Spam', title: 'Spam Call', severityId: 4, isSpamCall: true });
    expect(res.json().resolved).not.toBeNull();
  });

  it('sets an intake severity from its impact scope', async () => {
    const expected: Record<string, number> = { SystemWide: 1, VIPUser: 1, ManyUsers: 2, SingleUser: 3, Somebody: 4 };
    for (const [scope, severityId] of Object.entries(expected)) {
      const res = await agent.call('PUT', '/v1/workunits', intakeBody(tenantId, { customValue13: scope, severityId: 0 }));
      expectStatus(res, 200);
      expect(res.json().severityId).toBe(severityId);
    }
  });

  it("checks custom values against the tenant's field definitions", async () => {
    const tenant = await ctx.factories.tenant({
      workUnitFieldDef1: JSON.stringify({ Name: 'Site', Type: 2, Options: ['North', 'South'] }),
      workUnitFieldDef2: JSON.stringify({ Name: 'Ticket', Type: 1 }),
    });
    const ok = await agent.call('PUT', '/v1/workunits', incidentBody(tenant.tenantId, { customValue1: 'North', customValue2: 'anything' }));
    expectStatus(ok, 200);
    expect(await createError(incidentBody(tenant.tenantId, { customValue1: 'East' }))).toContain("customValue1: 'East' is not an option of Site.");
    expect(await createError(incidentBody(tenant.tenantId, { customValue3: 'x' }))).toContain('customValue3: This tenant has no custom field 3.');
  });

  it("keeps the assignment group to the tenant's groups", async () => {
    expect(await createError(incidentBody(tenantId, { assignmentGroup: 'Nobody' }))).toContain("assignmentGroup: 'Nobody' is not an assignment group of the tenant.");
    const ok = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { assignmentGroup: 'network team' }));
    expect(ok.statusCode).toBe(200);
  });

  it('checks the category and subcategory belong to the tenant and type', async () => {
    const category = await ctx.factories.workUnitCategory({ tenantId, workUnitTypeId: 3 });
    const subcategory = await ctx.factories.workUnitSubcategory({ workUnitCategoryId: category.workUnitCategoryId });
    const foreign = await ctx.factories.workUnitCategory({ workUnitTypeId: 3 });
    const ok = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { workUnitCategoryId: category.workUnitCategoryId, workUnitSubcategoryId: subcategory.workUnitSubcategoryId }));
    expectStatus(ok, 200);
    expect(ok.json().category).toMatchObject({ name: category.name });
    expect(ok.json().subcategory).toMatchObject({ name: subcategory.name });
    expect(await createError(incidentBody(tenantId, { workUnitCategoryId: foreign.workUnitCategoryId }))).toContain(workUnitMessages.categoryUnknown);
    expect(await createError(changeRequestBody(tenantId, { workUnitCategoryId: category.workUnitCategoryId }))).toContain(workUnitMessages.categoryUnknown);
    expect(await createError(incidentBody(tenantId, { workUnitSubcategoryId: subcategory.workUnitSubcategoryId }))).toContain(workUnitMessages.subcategoryUnknown);
  });
});

describe('assignment group under AssignmentGroupRequired', () => {
  it('requires an intake assignment group when the tenant has groups', async () => {
    const flagged = await createTestContext({ FEATURES: 'AssignmentGroupRequired' });
    const user = await clientFor(flagged, { permissions: agentPermissions });
    const withGroups = await flagged.factories.tenant({ assignmentGroups: 'Service Desk' });
    const withoutGroups = await flagged.factories.tenant();
    const missing = await user.call('PUT', '/v1/workunits', intakeBody(withGroups.tenantId));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('assignmentGroup: Required');
    expect((await user.call('PUT', '/v1/workunits', intakeBody(withGroups.tenantId, { assignmentGroup: 'Service Desk' }))).statusCode).toBe(200);
    expect((await user.call('PUT', '/v1/workunits', intakeBody(withoutGroups.tenantId))).statusCode).toBe(200);
    expect((await user.call('PUT', '/v1/workunits', intakeBody(withGroups.tenantId, { isSpamCall: true }))).statusCode).toBe(200);
  });
});

describe('list and get', () => {
  it('filters, sorts by severity then newest, counts and expands', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Zeta Sorting' });
    const old = await ctx.factories.workUnit({ tenantId: tenant.tenantId, severityId: 1, created: new Date('2024-01-01T00:00:00Z') });
    const recent = await ctx.factories.workUnit({ tenantId: tenant.tenantId, severityId: 1, created: new Date('2024-06-01T00:00:00Z') });
    const sev0 = await ctx.factories.workUnit({ tenantId: tenant.tenantId, severityId: 0 });
    await ctx.factories.workUnit({ tenantId: tenant.tenantId, stateId: 2 });
    await ctx.factories.workUnit({ tenantId: tenant.tenantId, workUnitTypeId: 1 });
    const q = new URLSearchParams({
      $filter: `stateId eq 1 and workUnitTypeId eq 3 and tenantId eq ${tenant.tenantId}`,
      $orderby: 'severityId asc,created desc', $top: '10', $count: 'true', $expand: 'tenant,workUnitType,protocol',
    });
    const res = await agent.call('GET', `/v1/workunits?${q}`);
    expectStatus(res, 200);
    const body = res.json();
    expect(body['@odata.count']).toBe(3);
    expect(body.value.map((w: { workUnitId: number }) => w.workUnitId)).toEqual([sev0.workUnitId, recent.workUnitId, old.workUnitId]);
    expect(body.value[0].tenant.name).toBe('Zeta Sorting');
    expect(body.value[0].workUnitType).toBe('Incident');

    const byTenantName = await agent.call('GET', `/v1/workunits?$orderby=${encodeURIComponent('tenant/name desc')}&$top=1&$expand=tenant`);
    expect(byTenantName.statusCode).toBe(200);
    expect(byTenantName.json().value[0].tenant.name).toBe('Zeta Sorting');
  });

  it('searches title, reference, tenant name, stakeholder and id', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Searchable Sprockets' });
    const wu = await ctx.factories.workUnit({ tenantId: tenant.tenantId, title: 'Gizmo outage', referenceId: 'REF-778', stakeHolderEmailAddress: 'pat@sprockets.test' });
    for (const term of ['gizmo', 'REF-778', 'sprockets', 'pat@sprockets', String(wu.workUnitId)]) {
      const res = await agent.call('GET', `/v1/workunits?$search=${encodeURIComponent(term)}&$filter=${encodeURIComponent(`tenantId eq ${tenant.tenantId}`)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().value.map((w: { workUnitId: number }) => w.workUnitId)).toContain(wu.workUnitId);
    }
  });

  it('matches the approver email filter against either approver, without regard to case', async () => {
    const tenant = await ctx.factories.tenant();
    const first = await ctx.factories.workUnit({ tenantId: tenant.tenantId, workUnitTypeId: 1, approver1: 'Dana@Example.test' });
    const second = await ctx.factories.workUnit({ tenantId: tenant.tenantId, workUnitTypeId: 1, approver2: 'dana@example.test' });
    const decoy = await ctx.factories.workUnit({ tenantId: tenant.tenantId, workUnitTypeId: 1, approver1: 'someone@example.test', title: "approverEmail eq 'dana@example.test'" });
    const filter = `approverEmail eq 'DANA@example.test' and workUnitTypeId eq 1 and tenantId eq ${tenant.tenantId}`;
    const res = await agent.call('GET', `/v1/workunits?$filter=${encodeURIComponent(filter)}&$orderby=workUnitId asc`);
    expectStatus(res, 200);
    expect(res.json().value.map((w: { workUnitId: number }) => w.workUnitId)).toEqual([first.workUnitId, second.workUnitId]);
    // Text inside a literal is data, never rewritten: the title matches itself.
    const literal = await agent.call('GET', `/v1/workunits?$filter=${encodeURIComponent(`title eq 'approverEmail eq ''dana@example.test''' and tenantId eq ${tenant.tenantId}`)}`);
    expectStatus(literal, 200);
    expect(literal.json().value.map((w: { workUnitId: number }) => w.workUnitId)).toEqual([decoy.workUnitId]);
  });

  it('answers a bad filter with 400', async () => {
    const res = await agent.call('GET', `/v1/workunits?$filter=${encodeURIComponent('nosuchfield eq 1')}`);
    expect(res.statusCode).toBe(400);
  });

  it('gets by numeric id or public id with its expansions', async () => {
    const wu = await ctx.factories.workUnit({ tenantId });
    for (const key of [String(wu.workUnitId), wu.publicWorkUnitId]) {
      const res = await agent.call('GET', `/v1/workunits/${key}`);
      expectStatus(res, 200);
      expect(res.json()).toMatchObject({ workUnitId: wu.workUnitId, relations: [], tenant: { tenantId }, protocol: null });
    }
    for (const key of ['999999', '00000000-0000-4000-8000-000000000000', 'nonsense', '99999999999']) {
      expect((await agent.call('GET', `/v1/workunits/${key}`)).statusCode).toBe(404);
    }
  });
});

describe('export', () => {
  it('sends workunits.csv with formulas neutralised, for a page or for all', async () => {
    const tenant = await ctx.factories.tenant();
    await ctx.factories.workUnit({ tenantId: tenant.tenantId, title: '=HYPERLINK("http://evil.test")', severityId: 0 });
    await ctx.factories.workUnit({ tenantId: tenant.tenantId, title: '+SUM(A1)', severityId: 1 });
    await ctx.factories.workUnit({ tenantId: tenant.tenantId, title: 'Plain, with comma', severityId: 2 });
    const filter = encodeURIComponent(`tenantId eq ${tenant.tenantId}`);
    const all = await agent.call('GET', `/v1/workunits/Export()?$filter=${filter}&$count=true`);
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    expect(all.headers['content-disposition']).toContain('workunits.csv');
    const lines = all.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toContain('Work Unit ID,Title,Type,State,Severity,Tenant');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(lines[1]).toContain(',Incident,New,Sev0,');
    expect(lines[2]).toContain("'+SUM(A1)");
    expect(lines[3]).toContain('"Plain, with comma"');

    const page = await agent.call('GET', `/v1/workunits/export?$filter=${filter}&$top=1&$skip=1`);
    expect(page.body.replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(2);
  });
});

describe('lookups', () => {
  it('lists the work unit types without Legacy, Request as User Request', async () => {
    const res = await agent.call('GET', '/api/generallookup/workunittypes');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { workUnitTypeId: 1, name: 'Change Request' },
      { workUnitTypeId: 2, name: 'Intake' },
      { workUnitTypeId: 3, name: 'Incident' },
      { workUnitTypeId: 4, name: 'User Request' },
    ]);
  });

  it('tells whether the signed-in user is the approver', async () => {
    const me = await agent.call('GET', `/api/generallookup/approval?approverId=${encodeURIComponent(agent.user.email!.toUpperCase())}`);
    expect(me.json()).toMatchObject({ isCurrentUser: true, message: null });
    const other = await agent.call('GET', '/api/generallookup/approval?approverId=someone@example.test');
    expect(other.json()).toMatchObject({ isCurrentUser: false, message: 'Authenticated user does not match someone@example.test' });
  });
});

describe('list fields', () => {
  it('leaves the long texts out of a list unless $select names them; get by id has them all', async () => {
    const wu = await ctx.factories.workUnit({ tenantId, description: 'Long story', customValue1: 'x' });
    const filter = encodeURIComponent(`workUnitId eq ${wu.workUnitId}`);
    const [row] = (await agent.call('GET', `/v1/workunits?$filter=${filter}`)).json().value;
    expect(row).toMatchObject({ workUnitId: wu.workUnitId, title: wu.title, stateId: 1 });
    expect(row).not.toHaveProperty('description');
    const [selected] = (await agent.call('GET', `/v1/workunits?$filter=${filter}&$select=workUnitId,description`)).json().value;
    expect(selected).toEqual({ workUnitId: wu.workUnitId, description: 'Long story' });
    expect((await agent.call('GET', `/v1/workunits/${wu.workUnitId}`)).json()).toMatchObject({ description: 'Long story', customValue1: 'x' });
  });
});
