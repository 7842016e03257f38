import { tenantMoveMessage, workUnitMessages } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { type Client, agentPermissions, clientFor, expectStatus, incidentBody } from './test-helpers.ts';

let ctx: TestContext;
let tenantA: string;
let tenantB: string;
let agentA: Client;
let customerA: Client;
let incidentA: number;
let changeA: number;
let incidentB: number;

beforeAll(async () => {
  ctx = await createTestContext();
  tenantA = (await ctx.factories.tenant({ name: 'Alpha' })).tenantId;
  tenantB = (await ctx.factories.tenant({ name: 'Beta' })).tenantId;
  agentA = await clientFor(ctx, { permissions: agentPermissions, tenantIds: [tenantA] });
  customerA = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantA], values: { homeTenantId: tenantA } });
  // The customer's own: it is the stakeholder (by email, in another case).
  incidentA = (await ctx.factories.workUnit({
    tenantId: tenantA, workUnitTypeId: 3, stakeholderPhoneNumber: '555-0101', stakeHolderEmailAddress: customerA.user.email!.toUpperCase(),
  })).workUnitId;
  changeA = (await ctx.factories.workUnit({ tenantId: tenantA, workUnitTypeId: 1 })).workUnitId;
  incidentB = (await ctx.factories.workUnit({ tenantId: tenantB, workUnitTypeId: 3 })).workUnitId;
});

const ids = (res: { json(): { value: Array<{ workUnitId: number }> } }) => res.json().value.map((w) => w.workUnitId).sort((a, b) => a - b);

describe('authentication and permission', () => {
  it('answers 401 without a token on every work unit call but the access request', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/v1/workunits'], ['GET', `/v1/workunits/${incidentA}`], ['PUT', '/v1/workunits'], ['PATCH', `/v1/workunits/${incidentA}`],
      ['GET', '/v1/workunits/Export()'], ['GET', '/v1/workunits/rc'], ['PUT', '/api/v1/rc/workunits'], ['PUT', '/v1/workunitnotes'],
      ['POST', `/v1/workunitnotes/callme/${incidentA}`], ['GET', `/v1/workunits/${incidentA}/externalNotes`],
      ['GET', `/v1/workunits/GetWorkUnitHistoryRecords(workUnitId=${incidentA})`], ['GET', '/api/generallookup/workunittypes'],
      ['GET', '/api/generallookup/approval?approverId=x'], ['GET', '/v1/workunitcategories'], ['GET', '/v1/workunitsubcategories'],
    ];
    for (const [method, url] of calls) {
      const res = await ctx.app.inject({ method: method as 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to a signed-in user without the permission', async () => {
    const nobody = await clientFor(ctx, { permissions: ['Tenants:view'] });
    expect((await nobody.call('GET', '/v1/workunits')).statusCode).toBe(403);
    expect((await nobody.call('PUT', '/v1/workunits', incidentBody(tenantA))).statusCode).toBe(403);
    const viewer = await clientFor(ctx, { permissions: ['WorkUnits:view'] });
    expect((await viewer.call('PATCH', `/v1/workunits/${incidentA}`, [{ op: 'replace', path: '/title', value: 'Nope' }])).statusCode).toBe(403);
    expect((await viewer.call('PUT', '/v1/workunitnotes', { workUnitId: incidentA, detail: 'x' })).statusCode).toBe(403);
    expect((await customerA.call('GET', `/v1/workunits/${incidentA}/history`)).statusCode).toBe(403);
    expect((await customerA.call('PUT', '/v1/workunits', incidentBody(tenantA))).statusCode).toBe(403);
  });
});

describe("another tenant's work units", () => {
  it('are left out of lists and exports, and are 404 everywhere else', async () => {
    expect(ids(await agentA.call('GET', '/v1/workunits'))).toEqual([incidentA, changeA].sort((a, b) => a - b));
    expect(ids(await agentA.call('GET', `/v1/workunits?$filter=${encodeURIComponent(`tenantId eq ${tenantB}`)}`))).toEqual([]);
    const csv = await agentA.call('GET', '/v1/workunits/Export()');
    expect(csv.body).not.toContain('Beta');
    const foreign: Array<[string, string, unknown?]> = [
      ['GET', `/v1/workunits/${incidentB}`],
      ['PATCH', `/v1/workunits/${incidentB}`, [{ op: 'replace', path: '/title', value: 'Mine now' }]],
      ['GET', `/v1/workunits/${incidentB}/history`],
      ['GET', `/v1/workunits/${incidentB}/externalNotes`],
      ['PUT', '/v1/workunitnotes', { workUnitId: incidentB, detail: 'Hello' }],
      ['POST', `/v1/workunitnotes/callme/${incidentB}`],
      ['POST', `/v1/workunits/${incidentB}/migrateToChangeRequest`],
      ['PUT', `/v1/workunits/${incidentB}/relations`, { referenceId: 'x', referenceType: 'Packet' }],
      ['PUT', `/v1/workunits/${incidentA}/relations`, { referenceId: String(incidentB), referenceType: 'WorkUnit' }],
      ['PUT', '/v1/workunits', incidentBody(tenantB)],
    ];
    for (const [method, url, payload] of foreign) {
      const res = await agentA.call(method as 'GET', url, payload);
      expect(res.statusCode).toBe(404);
    }
  });

  it('cannot be moved to another tenant, even by an editor of both: 400 naming tenantId (issue 26 item 19)', async () => {
    const both = await clientFor(ctx, { permissions: agentPermissions, tenantIds: [tenantA, tenantB] });
    const wu = await ctx.factories.workUnit({ tenantId: tenantA });
    for (const caller of [both, agentA]) {
      const res = await caller.call('PATCH', `/v1/workunits/${wu.workUnitId}`, [{ op: 'replace', path: '/tenantId', value: tenantB }]);
      expectStatus(res, 400);
      expect(res.json().message).toBe(`tenantId: ${tenantMoveMessage('A work unit')}`);
    }
    expect((await agentA.call('GET', `/v1/workunits/${wu.workUnitId}`)).json().tenantId).toBe(tenantA);
  });
});

describe('customers (WorkUnits:view:mine)', () => {
  it('see only the incidents of their own tenant, whatever they ask', async () => {
    expect(ids(await customerA.call('GET', '/v1/workunits'))).toEqual([incidentA]);
    expect(ids(await customerA.call('GET', `/v1/workunits?$filter=${encodeURIComponent('workUnitTypeId eq 1')}`))).toEqual([]);
    expect(ids(await customerA.call('GET', `/v1/workunits?$filter=${encodeURIComponent(`tenantId eq ${tenantB} or workUnitTypeId eq 1`)}`))).toEqual([]);
    expect((await customerA.call('GET', `/v1/workunits/${changeA}`)).statusCode).toBe(404);
    expect((await customerA.call('GET', `/v1/workunits/${incidentB}`)).statusCode).toBe(404);
    expect((await customerA.call('GET', `/v1/workunits/${incidentA}`)).statusCode).toBe(200);
    expect(ids(await customerA.call('GET', '/v1/workunits/rc'))).toEqual([incidentA]);
  });

  it('get their incidents from the staff calls as the Resolution Center shows them, not the whole record', async () => {
    const secret = await ctx.factories.workUnit({
      tenantId: tenantA, workUnitTypeId: 3, assignedTo: 'secret-agent', assignmentGroup: 'Tier 3', severityId: 0, customValue1: 'internal',
      createdBy: customerA.user.userName,
    });
    const rcFields = [
      'workUnitId', 'publicWorkUnitId', 'created', 'title', 'description', 'referenceId', 'referenceUrl', 'tenantId', 'workUnitCategoryId',
      'workUnitSubcategoryId', 'service', 'need', 'stateId', 'status', 'stakeholderExperienceScore', 'stakeholderPhoneNumber', 'resolution',
      'workUnitTypeId',
    ].sort();
    const list = await customerA.call('GET', `/v1/workunits?$filter=${encodeURIComponent(`workUnitId eq ${secret.workUnitId}`)}&$count=true&$select=assignedTo,title`);
    expectStatus(list, 200);
    expect(list.json()['@odata.count']).toBe(1);
    const [row] = list.json().value;
    expect(Object.keys(row).sort()).toEqual(rcFields);
    expect(row).toMatchObject({ workUnitId: secret.workUnitId, workUnitTypeId: 3, status: 'Active' });
    expect(list.body).not.toContain('secret-agent');

    for (const key of [String(secret.workUnitId), secret.publicWorkUnitId]) {
      const one = await customerA.call('GET', `/v1/workunits/${key}`);
      expectStatus(one, 200);
      expect(Object.keys(one.json()).sort()).toEqual(rcFields);
      expect(one.body).not.toContain('secret-agent');
      expect(one.body).not.toContain('Tier 3');
    }
    expect((await customerA.call('GET', '/v1/workunits/not-an-id')).statusCode).toBe(404);

    const csv = await customerA.call('GET', '/v1/workunits/Export()');
    expectStatus(csv, 200);
    expect(csv.body.split('\n')[0]).not.toContain('Assigned To');
    expect(csv.body).toContain(String(secret.workUnitId));
    expect(csv.body).not.toContain('secret-agent');
    expect(csv.body).not.toContain('Tier 3');

    // Staff still get the whole record.
    const staff = await agentA.call('GET', `/v1/workunits/${secret.workUnitId}`);
    expect(staff.json()).toMatchObject({ assignedTo: 'secret-agent', assignmentGroup: 'Tier 3', customValue1: 'internal' });
  });

  it('are documented: the staff calls they share show both answers in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = (path: string) => document.paths[path].get.responses['200'].content['application/json'].schema;
    const shapes = (schema: { anyOf?: Array<Record<string, unknown>> }) => (schema.anyOf ?? []).map((shape) => JSON.stringify(shape));
    for (const path of ['/v1/workunits', '/v1/workunits/{workUnitId}']) {
      const [staff, customer] = shapes(answer(path));
      expect(staff).toContain('assignmentGroup');
      expect(customer).toContain('"status"');
      expect(customer).not.toContain('assignmentGroup');
    }
    // Staff answers are still written by the staff schema alone.
    const staffPage = await agentA.call('GET', `/v1/workunits?$filter=${encodeURIComponent(`workUnitId eq ${incidentA}`)}&$select=title`);
    expectStatus(staffPage, 200);
    expect(staffPage.json().value[0]).not.toHaveProperty('status');
  });

  it('who are staff elsewhere get whole records only where they are staff', async () => {
    const mixed = await clientFor(ctx, { permissions: ['WorkUnits:view'], tenantIds: [tenantB], values: { homeTenantId: tenantA } });
    await ctx.factories.grant({ userId: mixed.user.userId, permissions: ['WorkUnits:view:mine'], tenantIds: [tenantA] });
    const ownA = (await ctx.factories.workUnit({ tenantId: tenantA, workUnitTypeId: 3, createdBy: mixed.user.userName })).workUnitId;
    const listed = (await mixed.call('GET', '/v1/workunits')).json().value as Array<{ workUnitId: number; tenantId: string }>;
    expect(listed.map((w) => w.workUnitId)).toContain(incidentB);
    expect(listed.every((w) => w.tenantId === tenantB)).toBe(true);
    const own = await mixed.call('GET', `/v1/workunits/${ownA}`);
    expectStatus(own, 200);
    expect(own.json()).toMatchObject({ workUnitId: ownA, status: 'Active' });
    // Another person's incident of the tenant where it is a customer.
    expect((await mixed.call('GET', `/v1/workunits/${incidentA}`)).statusCode).toBe(404);
    expect(own.json()).not.toHaveProperty('assignedTo');
    const staffed = await mixed.call('GET', `/v1/workunits/${incidentB}`);
    expect(staffed.json()).toHaveProperty('assignedTo');
    expect((await mixed.call('GET', `/v1/workunits/${changeA}`)).statusCode).toBe(404);
  });

  it('are limited to their home tenant even when granted more', async () => {
    const wide = await clientFor(ctx, { role: 'Customer', values: { homeTenantId: tenantB } });
    await ctx.factories.workUnit({ tenantId: tenantA, workUnitTypeId: 3, createdBy: wide.user.userName });
    const ownB = await ctx.factories.workUnit({ tenantId: tenantB, workUnitTypeId: 3, createdBy: wide.user.userName });
    const seen = (await wide.call('GET', '/v1/workunits')).json().value as Array<{ workUnitId: number; tenantId: string; workUnitTypeId: number }>;
    expect(seen.map((w) => w.workUnitId)).toEqual([ownB.workUnitId]);
    expect(seen.every((w) => w.tenantId === tenantB && w.workUnitTypeId === 3)).toBe(true);
  });
});

describe("customers and other people's work units (WorkUnits:view:mine is own work units)", () => {
  it("leave another stakeholder's incident of the same tenant out of lists, counts, exports, notes and the panel", async () => {
    const other = await ctx.factories.workUnit({
      tenantId: tenantA, workUnitTypeId: 3, title: 'Someone else entirely', createdBy: 'somebody-else',
      stakeHolderFullName: 'Olive Other', stakeholderPhoneNumber: '555-0777', stakeHolderEmailAddress: 'olive@example.test',
    });
    const created = await customerA.call('PUT', '/api/v1/rc/workunits', { title: 'My own request', description: 'Mine.', stakeholderPhoneNumber: '555-0102' });
    expectStatus(created, 200);
    const mine = created.json().workUnitId as number;

    for (const url of ['/v1/workunits?$count=true&$top=1000', '/v1/workunits/rc?$count=true&$top=1000']) {
      const page = await customerA.call('GET', url);
      expectStatus(page, 200);
      const listed = page.json().value.map((w: { workUnitId: number }) => w.workUnitId);
      expect(listed).toContain(mine);
      expect(listed).toContain(incidentA);
      expect(listed).not.toContain(other.workUnitId);
      expect(page.json()['@odata.count']).toBe(listed.length);
      expect(page.body).not.toContain('555-0777');
    }
    const search = await customerA.call('GET', `/v1/workunits/rc?$search=${encodeURIComponent('Someone else')}&$count=true`);
    expect(search.json()).toMatchObject({ '@odata.count': 0, value: [] });
    const csv = await customerA.call('GET', '/v1/workunits/Export()');
    expectStatus(csv, 200);
    expect(csv.body).toContain('My own request');
    expect(csv.body).not.toContain('Someone else entirely');

    await agentA.call('PUT', '/v1/workunitnotes', { workUnitId: other.workUnitId, detail: 'For Olive only', isExternalNote: true });
    for (const [method, url] of [
      ['GET', `/v1/workunits/${other.workUnitId}`], ['GET', `/v1/workunits/${other.publicWorkUnitId}`],
      ['GET', `/v1/workunits/${other.workUnitId}/externalNotes`], ['POST', `/v1/workunitnotes/callme/${other.workUnitId}`],
    ] as const) {
      const res = await customerA.call(method, url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expectStatus(await customerA.call('GET', `/v1/workunits/${mine}`), 200);
    expectStatus(await customerA.call('GET', `/v1/workunits/${mine}/externalNotes`), 200);
    // Staff of the tenant still see both.
    expectStatus(await agentA.call('GET', `/v1/workunits/${other.workUnitId}`), 200);
  });

  it('are not someone whose name or email merely reads alike (issue 26 item 1)', async () => {
    const kirk = await ctx.factories.workUnit({ tenantId: tenantA, workUnitTypeId: 3, createdBy: 'kirk', stakeHolderEmailAddress: 'kirk@example.test' });
    // Accounts made before look-alikes were refused: the Kelvin sign, the dotted capital I, fullwidth letters, a zero-width space.
    for (const [userName, email] of [
      ['\u212Airk', '\u212Airk@example.test'], ['k\u0130rk', 'k\u0130rk@example.test'], ['\uFF4Birk', '\uFF4Birk@example.test'], ['k\u200Birk', 'k\u200Birk@example.test'],
    ]) {
      const lookAlike = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantA], values: { userName, email, homeTenantId: tenantA } });
      const page = await lookAlike.call('GET', '/v1/workunits/rc?$top=1000');
      expectStatus(page, 200);
      expect(page.json().value.map((w: { workUnitId: number }) => w.workUnitId)).not.toContain(kirk.workUnitId);
      expect((await lookAlike.call('GET', `/v1/workunits/${kirk.workUnitId}`)).statusCode).toBe(404);
    }
    const real = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantA], values: { userName: 'KIRK', email: 'Kirk@Example.test', homeTenantId: tenantA } });
    expectStatus(await real.call('GET', `/v1/workunits/${kirk.workUnitId}`), 200);
  });

  it('list one tenant at a time for a customer of several: the page names it, else the stored one', async () => {
    const partner = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantA, tenantB], values: { contextTenantId: tenantB } });
    const inA = await ctx.factories.workUnit({ tenantId: tenantA, workUnitTypeId: 3, createdBy: partner.user.userName });
    const inB = await ctx.factories.workUnit({ tenantId: tenantB, workUnitTypeId: 3, stakeHolderEmailAddress: partner.user.email });
    const listed = async (url: string) => {
      const res = await partner.call('GET', url);
      expectStatus(res, 200);
      return res.json().value.map((w: { workUnitId: number; tenantId: string }) => [w.workUnitId, w.tenantId]);
    };
    expect(await listed(`/v1/workunits/rc?tenantId=${tenantA}`)).toEqual([[inA.workUnitId, tenantA]]);
    expect(await listed(`/v1/workunits/rc?tenantId=${tenantB}`)).toEqual([[inB.workUnitId, tenantB]]);
    // Without the page's tenant: the stored one (the picker's).
    expect(await listed('/v1/workunits/rc')).toEqual([[inB.workUnitId, tenantB]]);
    // A tenant the customer has no work units in lists nothing; a malformed one is refused.
    const tenantC = (await ctx.factories.tenant({ name: 'Gamma' })).tenantId;
    expect(await listed(`/v1/workunits/rc?tenantId=${tenantC}`)).toEqual([]);
    const bad = await partner.call('GET', '/v1/workunits/rc?tenantId=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please enter a valid GUID.');
    // A customer of one tenant is unaffected by the stored setting.
    expect(ids(await customerA.call('GET', '/v1/workunits/rc'))).toContain(incidentA);
  });
});

describe('notes', () => {
  it('adds internal and external notes; the customer reads only the external ones', async () => {
    const empty = await agentA.call('PUT', '/v1/workunitnotes', { workUnitId: incidentA, detail: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain(workUnitMessages.noteRequired);
    const long = await agentA.call('PUT', '/v1/workunitnotes', { workUnitId: incidentA, detail: 'x'.repeat(4001) });
    expect(long.json().message).toContain(workUnitMessages.noteMax);
    const internal = await agentA.call('PUT', '/v1/workunitnotes', { workUnitId: incidentA, detail: 'Internal only', isExternalNote: false });
    expect(internal.statusCode).toBe(200);
    expect(internal.json()).toMatchObject({ workUnitId: incidentA, detail: 'Internal only', isExternalNote: false, createdBy: agentA.user.userName });
    await agentA.call('PUT', '/v1/workunitnotes', { workUnitId: incidentA, detail: 'We are on it', isExternalNote: true });
    const external = await customerA.call('GET', `/v1/workunits/${incidentA}/externalNotes`);
    expect(external.statusCode).toBe(200);
    expect(external.json().value.map((n: { detail: string }) => n.detail)).toEqual(['We are on it']);
    expect((await customerA.call('GET', `/v1/workunits/${changeA}/externalNotes`)).statusCode).toBe(404);
  });

  it("records a customer's call-back request in the history", async () => {
    const res = await customerA.call('POST', `/v1/workunitnotes/callme/${incidentA}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your call back request has been received. You should receive a call within the next 15 minutes.');
    const history = await agentA.call('GET', `/v1/workunits/${incidentA}/history`);
    expect(history.json().value).toContainEqual(expect.objectContaining({
      historyType: 'WorkUnitEvent', detail: `Call back requested by ${customerA.user.displayName} at 555-0101.`, createdBy: customerA.user.userName,
    }));
    expect((await customerA.call('POST', `/v1/workunitnotes/callme/${changeA}`)).statusCode).toBe(404);
  });
});

describe('Resolution Center', () => {
  it('creates a Sev3 incident in the customer tenant with the spec messages', async () => {
    const service = await ctx.factories.workUnitCategory({ tenantId: tenantA, workUnitTypeId: 3, isVisibleInResolutionCenter: true, name: 'Email' });
    const need = await ctx.factories.workUnitSubcategory({ workUnitCategoryId: service.workUnitCategoryId, name: 'Reset mailbox' });
    const hidden = await ctx.factories.workUnitCategory({ tenantId: tenantA, workUnitTypeId: 3, isVisibleInResolutionCenter: false });

    const invalid = await customerA.call('PUT', '/api/v1/rc/workunits', { title: '', description: '', stakeholderPhoneNumber: '' });
    expect(invalid.statusCode).toBe(400);
    for (const message of [workUnitMessages.rcTitleRequired, workUnitMessages.rcDescriptionRequired, workUnitMessages.rcPhoneRequired]) {
      expect(invalid.json().message).toContain(message);
    }
    expect((await customerA.call('PUT', '/api/v1/rc/workunits', {
      title: 'Mail down', description: 'No mail', stakeholderPhoneNumber: '555-0199', workUnitCategoryId: hidden.workUnitCategoryId,
    })).statusCode).toBe(400);
    expect((await customerA.call('PUT', '/api/v1/rc/workunits', {
      title: 'Mail down', description: 'No mail', stakeholderPhoneNumber: '555-0199', tenantId: tenantB,
    })).statusCode).toBe(404);

    const res = await customerA.call('PUT', '/api/v1/rc/workunits', {
      title: 'Mail down', description: 'No mail since noon', stakeholderPhoneNumber: '555-0199',
      workUnitCategoryId: service.workUnitCategoryId, workUnitSubcategoryId: need.workUnitSubcategoryId,
    });
    expectStatus(res, 200);
    const { workUnitId } = res.json();
    expect(res.json().tenantId).toBe(tenantA);
    const stored = await agentA.call('GET', `/v1/workunits/${workUnitId}`);
    expect(stored.json()).toMatchObject({
      workUnitTypeId: 3, severityId: 3, stateId: 1, tenantId: tenantA, stakeHolderFullName: customerA.user.displayName,
      stakeholderPhoneNumber: '555-0199', createdBy: customerA.user.userName,
    });

    const list = await customerA.call('GET', `/v1/workunits/rc?$filter=${encodeURIComponent(`workUnitId eq ${workUnitId}`)}&$count=true`);
    expect(list.json()).toMatchObject({ '@odata.count': 1, value: [{ workUnitId, service: 'Email', need: 'Reset mailbox', status: 'Active', resolution: null }] });
  });

  it('shows Done for resolved, closed and canceled work units, with their resolution', async () => {
    for (const [stateId, status] of [[6, 'Done'], [7, 'Done'], [8, 'Done'], [5, 'Active'], [2, 'Active']] as const) {
      const wu = await ctx.factories.workUnit({ tenantId: tenantA, stateId, resolution: 'Rebooted', createdBy: customerA.user.userName });
      const res = await customerA.call('GET', `/v1/workunits/rc?$filter=${encodeURIComponent(`workUnitId eq ${wu.workUnitId}`)}`);
      expect(res.json().value[0]).toMatchObject({ status, resolution: status === 'Done' ? 'Rebooted' : null });
    }
  });
});
