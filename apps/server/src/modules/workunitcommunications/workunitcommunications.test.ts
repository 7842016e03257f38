import { type Permission, communicationMessages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/mail/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { type Client, clientFor } from '../workunits/test-helpers.ts';
import { communicationFixture } from './workunitcommunications.fixtures.ts';
import { workUnitCommunications } from './workunitcommunications.table.ts';

const all: Permission[] = [
  'WorkUnitCommunications:view', 'WorkUnitCommunications:create', 'WorkUnitCommunications:edit', 'WorkUnitCommunications:delete', 'WorkUnits:view',
];
const hour = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let ctx: TestContext;
let tenantId: string;
let otherTenantId: string;
let staff: Client;
let managerEmail: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tenantId = (await ctx.factories.tenant({ name: 'Contoso', internalNotificationEmailAddress: 'noc@contoso.example' })).tenantId;
  otherTenantId = (await ctx.factories.tenant({ name: 'Fabrikam' })).tenantId;
  staff = await clientFor(ctx, { permissions: all, tenantIds: [tenantId, otherTenantId] });
  managerEmail = (await ctx.factories.user({ values: { userName: 'pm-jane', email: 'Jane.PM@portal.example' } })).email!;
});

function body(extra: Record<string, unknown> = {}) {
  return {
    title: 'Email delivery delayed', tenantId, serviceManager: 'pm-jane', details: 'Outbound mail is queued.',
    eventStarted: iso(-2 * hour), eventEngaged: iso(-hour), nextUpdate: iso(hour), currentImpact: 'Major', maximumImpact: 'Major',
    impactedServices: 'Email', ...extra,
  };
}

async function create(extra: Record<string, unknown> = {}, client = staff) {
  const res = await client.call('PUT', '/v1/workunitcommunications', body(extra));
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('work unit communications', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/workunitcommunications' })).statusCode).toBe(401);
    const viewer = await clientFor(ctx, { permissions: ['WorkUnitCommunications:view'] });
    expect((await viewer.call('PUT', '/v1/workunitcommunications', body())).statusCode).toBe(403);
    expect((await (await clientFor(ctx, { permissions: ['WorkUnits:view'] })).call('GET', '/v1/workunitcommunications')).statusCode).toBe(403);
  });

  it('creates one as Investigating with the program manager as a user principal name, and reads it by id and public id', async () => {
    const created = await create();
    expect(created).toMatchObject({
      status: 'Investigating', title: 'Email delivery delayed', serviceManager: managerEmail, tenant: { tenantId, name: 'Contoso' },
      overdue: false, timeToFirstUpdateMinutes: expect.any(Number), onTimeUpdateShare: null, workUnits: [], workUnitCommunicationActivities: [],
      createdBy: staff.user.userName, userChangedBy: staff.user.userName,
    });
    expect(created.timeToFirstUpdateMinutes).toBeGreaterThanOrEqual(119);
    const byPublic = await staff.call('GET', `/v1/workunitcommunications/${created.publicWorkUnitCommunicationId}`);
    expect(byPublic.json()).toEqual(created);
    expect((await staff.call('GET', `/v1/workunitcommunications/${created.workUnitCommunicationId}`)).json()).toEqual(created);
    expect((await staff.call('GET', '/v1/workunitcommunications/not-an-id')).statusCode).toBe(404);
  });

  it.each([
    [{ status: 'Resolved', rootCause: 'x' }, `status: ${communicationMessages.newMustInvestigate}`],
    [{ nextUpdate: null }, `nextUpdate: ${communicationMessages.nextUpdateRequired}`],
    [{ nextUpdate: iso(-hour) }, `nextUpdate: ${communicationMessages.nextUpdateInPast}`],
    [{ title: ' ' }, `title: ${communicationMessages.titleRequired}`],
    [{ eventStarted: undefined }, `eventStarted: ${communicationMessages.eventStartedRequired}`],
    [{ eventEngaged: 'yesterday' }, `eventEngaged: ${communicationMessages.invalidDate}`],
    [{ serviceManager: 'nobody-here' }, `serviceManager: ${communicationMessages.serviceManagerUnknown('nobody-here')}`],
    [{ currentImpact: 'Huge' }, 'currentImpact: Please choose an impact: None, Minor, Major or Critical.'],
    [{ tenantId: undefined }, `tenantId: ${communicationMessages.tenantRequired}`],
  ])('refuses a create with %j: "%s"', async (extra, message) => {
    const res = await staff.call('PUT', '/v1/workunitcommunications', body(extra));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('applies the status rules on update and counts updates by their promised time', async () => {
    const c = await create();
    const url = `/v1/workunitcommunications/${c.workUnitCommunicationId}`;
    const restored = await staff.call('POST', url, body({ status: 'ServiceRestored', nextUpdate: iso(2 * hour) }));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'ServiceRestored', onTimeUpdateShare: 1 });

    const noRoot = await staff.call('POST', url, body({ status: 'Resolved' }));
    expect(noRoot.statusCode).toBe(400);
    expect(noRoot.json().message).toBe(`rootCause: ${communicationMessages.rootCauseRequired}`);
    const open = await staff.call('POST', url, body({ status: 'ConfirmedImpact', nextUpdate: null }));
    expect(open.json().message).toBe(`nextUpdate: ${communicationMessages.nextUpdateRequired}`);

    // The promised update passes: overdue, and the share counts the late one.
    await ctx.db.update(workUnitCommunications).set({ nextUpdate: new Date(Date.now() - 10 * 60_000) })
      .where(eq(workUnitCommunications.workUnitCommunicationId, c.workUnitCommunicationId));
    expect((await staff.call('GET', url)).json()).toMatchObject({ overdue: true, onTimeUpdateShare: 0.5 });

    const resolved = await staff.call('POST', url, body({ status: 'Resolved', rootCause: 'A full disk on the relay.', nextUpdate: iso(hour), eventResolved: iso(0) }));
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'Resolved', nextUpdate: null, rootCause: 'A full disk on the relay.', overdue: false, onTimeUpdateShare: 0.5 });
    expect((await staff.call('POST', url, body({ tenantId: otherTenantId }))).statusCode).toBe(400);
  });

  it('lists newest first, 10 by default, with the expands the grid asks for', async () => {
    const t = (await ctx.factories.tenant()).tenantId;
    const lister = await clientFor(ctx, { permissions: all, tenantIds: [t] });
    for (let i = 0; i < 11; i++) await create({ tenantId: t, title: `Outage ${i}` }, lister);
    const res = await lister.call('GET', '/v1/workunitcommunications?$count=true&$expand=tenant,workUnitCommunicationActivities,workUnits($expand=tenant)');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page['@odata.count']).toBe(11);
    expect(page.value).toHaveLength(10);
    expect(page.value[0]).toMatchObject({ title: 'Outage 10', tenant: { tenantId: t }, workUnits: [], workUnitCommunicationActivities: [] });
    const filtered = await lister.call('GET', `/v1/workunitcommunications?$filter=status eq 'Investigating' and contains(title,'Outage 3')`);
    expect(filtered.json().value.map((r: { title: string }) => r.title)).toEqual(['Outage 3']);
  });

  it('relates work units of its tenant only, sorted by id descending, and removes them', async () => {
    const c = await create();
    const url = `/v1/workunitcommunications/${c.workUnitCommunicationId}/workUnits`;
    const first = await ctx.factories.workUnit({ tenantId });
    const second = await ctx.factories.workUnit({ tenantId });
    const foreign = await ctx.factories.workUnit({ tenantId: otherTenantId });
    const added = await staff.call('POST', url, { workunitIds: [first.workUnitId, second.workUnitId, first.workUnitId] });
    expect(added.statusCode).toBe(200);
    expect(added.json().workUnits.map((w: { workUnitId: number }) => w.workUnitId)).toEqual([second.workUnitId, first.workUnitId]);
    expect(added.json().workUnits[0]).toMatchObject({ title: second.title, tenant: { tenantId, name: 'Contoso' } });

    const across = await staff.call('POST', url, { workunitIds: [foreign.workUnitId] });
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toBe(`workunitIds: ${communicationMessages.workUnitOtherTenant(foreign.workUnitId)}`);
    const hidden = await ctx.factories.workUnit();
    expect((await staff.call('POST', url, { workunitIds: [hidden.workUnitId] })).statusCode).toBe(404);
    // Without WorkUnits:view the caller sees no work unit to relate.
    const noUnits = await clientFor(ctx, { permissions: ['WorkUnitCommunications:view', 'WorkUnitCommunications:edit'], tenantIds: [tenantId] });
    expect((await noUnits.call('POST', url, { workunitIds: [first.workUnitId] })).statusCode).toBe(404);
    const empty = await staff.call('POST', url, { workunitIds: [] });
    expect(empty.json().message).toBe(`workunitIds: ${communicationMessages.workUnitsRequired}`);

    const removed = await staff.call('DELETE', `${url}/${second.workUnitId}`);
    expect(removed.json().workUnits.map((w: { workUnitId: number }) => w.workUnitId)).toEqual([first.workUnitId]);
    expect((await staff.call('DELETE', `${url}/${second.workUnitId}`)).statusCode).toBe(404);
  });

  it('keeps activities: Completed flips TaskActivity and ResolutionActivity', async () => {
    const c = await create();
    const put = await staff.call('PUT', '/v1/workunitcommunicationactivities', { workUnitCommunicationId: c.workUnitCommunicationId, details: 'Restart the relay', isCustomerFacing: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ activityType: 'TaskActivity', isComplete: false, completed: null });
    const id = put.json().workUnitCommunicationActivityId;
    const done = await staff.call('POST', `/v1/workunitcommunicationactivities/${id}`, { details: 'Restarted the relay', isComplete: true });
    expect(done.json()).toMatchObject({ activityType: 'ResolutionActivity', isComplete: true, isCustomerFacing: true, completed: expect.any(String) });
    const undone = await staff.call('POST', `/v1/workunitcommunicationactivities/${id}`, { details: 'Restart the relay', isComplete: false });
    expect(undone.json()).toMatchObject({ activityType: 'TaskActivity', completed: null });
    expect((await staff.call('GET', `/v1/workunitcommunicationactivities/${id}`)).json()).toEqual(undone.json());
    const list = await staff.call('GET', `/v1/workunitcommunicationactivities?$filter=workUnitCommunicationId eq ${c.workUnitCommunicationId}`);
    expect(list.json().value.map((a: { details: string }) => a.details)).toEqual(['Restart the relay']);
    expect((await staff.call('PUT', '/v1/workunitcommunicationactivities', { details: 'x' })).json().message)
      .toBe(`workUnitCommunicationId: ${communicationMessages.noId}`);
    expect((await staff.call('DELETE', `/v1/workunitcommunicationactivities/${id}`)).json()).toEqual({ message: communicationMessages.activityDeleted });
    expect((await staff.call('GET', `/v1/workunitcommunications/${c.workUnitCommunicationId}`)).json().workUnitCommunicationActivities).toEqual([]);
  });

  it("sends the internal notification to the tenant's address through the mail outbox", async () => {
    const c = await create({ title: 'Relay <down>' });
    const res = await staff.call('GET', `/v1/workunitcommunications/${c.workUnitCommunicationId}/sendInternalNotification`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: communicationMessages.notificationSent });
    const [mail] = await ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, tenantId), eq(mailOutbox.kind, 'workUnitCommunication')));
    expect(mail).toMatchObject({ toAddresses: 'noc@contoso.example', status: 'queued' });
    expect(mail?.textBody).toContain(`WUCOMM #${c.publicWorkUnitCommunicationId}: Relay <down>`);
    expect(mail?.htmlBody).toContain('Relay &lt;down&gt;');

    const noAddress = await create({ tenantId: otherTenantId });
    const refused = await staff.call('GET', `/v1/workunitcommunications/${noAddress.workUnitCommunicationId}/sendInternalNotification`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(communicationMessages.noInternalAddress('Fabrikam'));
  });

  it('exports the page or the top 1000 as CSV with formulas escaped', async () => {
    const t = (await ctx.factories.tenant({ name: 'Export Co' })).tenantId;
    const exporter = await clientFor(ctx, { permissions: all, tenantIds: [t] });
    await create({ tenantId: t, title: '=HYPERLINK("http://evil")' }, exporter);
    await create({ tenantId: t, title: 'Plain' }, exporter);
    const res = await exporter.call('GET', '/v1/workunitcommunications/export?$top=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('ID,Tenant,Title,Current Impact,Status,Last Modified,Next Customer Update,Resolved Date');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Plain');
    const every = await exporter.call('GET', '/v1/workunitcommunications/export?$top=5000');
    expect(every.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("answers 404 for another tenant's communication and activity", async () => {
    const foreign = await communicationFixture(ctx, (await ctx.factories.tenant()).tenantId);
    const id = foreign.communication.workUnitCommunicationId;
    expect((await staff.call('GET', `/v1/workunitcommunications/${id}`)).statusCode).toBe(404);
    expect((await staff.call('POST', `/v1/workunitcommunications/${id}`, body({ tenantId: undefined }))).statusCode).toBe(404);
    expect((await staff.call('GET', `/v1/workunitcommunications/${id}/sendInternalNotification`)).statusCode).toBe(404);
    expect((await staff.call('DELETE', `/v1/workunitcommunicationactivities/${foreign.activity.workUnitCommunicationActivityId}`)).statusCode).toBe(404);
  });
});

describe('who reads a communication of a work unit', () => {
  it('shows the customer only their own work unit\'s communications, customer-facing steps, the root cause once resolved', async () => {
    const customer = await clientFor(ctx, { role: 'Customer', tenantIds: [tenantId], values: { homeTenantId: tenantId } });
    const unit = await ctx.factories.workUnit({ tenantId, workUnitTypeId: 3, stakeHolderEmailAddress: customer.user.email! });
    const c = await create({ rootCause: 'Disk full' });
    await staff.call('POST', `/v1/workunitcommunications/${c.workUnitCommunicationId}/workUnits`, { workunitIds: [unit.workUnitId] });
    for (const [details, isCustomerFacing] of [['We are restarting mail', true], ['Page the DBA on-call', false]] as const) {
      await staff.call('PUT', '/v1/workunitcommunicationactivities', { workUnitCommunicationId: c.workUnitCommunicationId, details, isCustomerFacing });
    }
    const res = await customer.call('GET', `/v1/workunits/rc/${unit.workUnitId}/communications`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ title: 'Email delivery delayed', statusLabel: 'Open - Investigating', rootCause: null });
    expect(res.json()[0].activities.map((a: { details: string }) => a.details)).toEqual(['We are restarting mail']);
    expect(res.body).not.toContain('pm-jane');
    expect(res.body).not.toContain(managerEmail);

    // Someone else's incident of the same tenant, and a staff-only look at the work unit: 404 for the customer.
    const others = await ctx.factories.workUnit({ tenantId, workUnitTypeId: 3, stakeHolderEmailAddress: 'someone@else.example' });
    expect((await customer.call('GET', `/v1/workunits/rc/${others.workUnitId}/communications`)).statusCode).toBe(404);
    expect((await customer.call('GET', `/v1/workunits/${unit.workUnitId}/communications`)).statusCode).toBe(403);
    const foreignCustomer = await clientFor(ctx, { role: 'Customer', tenantIds: [otherTenantId], values: { homeTenantId: otherTenantId } });
    expect((await foreignCustomer.call('GET', `/v1/workunits/rc/${unit.workUnitId}/communications`)).statusCode).toBe(404);

    await staff.call('POST', `/v1/workunitcommunications/${c.workUnitCommunicationId}`, body({ status: 'Resolved', rootCause: 'Disk full' }));
    expect((await customer.call('GET', `/v1/workunits/rc/${unit.workUnitId}/communications`)).json()[0]).toMatchObject({ rootCause: 'Disk full', status: 'Resolved' });
  });

  it("lists a work unit's communications for its panel, marking the overdue ones", async () => {
    const unit = await ctx.factories.workUnit({ tenantId });
    const late = await create({ title: 'Late' });
    const fine = await create({ title: 'Fine' });
    for (const c of [late, fine]) await staff.call('POST', `/v1/workunitcommunications/${c.workUnitCommunicationId}/workUnits`, { workunitIds: [unit.workUnitId] });
    await ctx.db.update(workUnitCommunications).set({ nextUpdate: new Date(Date.now() - 60_000) })
      .where(eq(workUnitCommunications.workUnitCommunicationId, late.workUnitCommunicationId));
    const res = await staff.call('GET', `/v1/workunits/${unit.workUnitId}/communications`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { title: string; overdue: boolean }) => [r.title, r.overdue])).toEqual([['Fine', false], ['Late', true]]);
    expect((await staff.call('GET', `/v1/workunits/${(await ctx.factories.workUnit()).workUnitId}/communications`)).statusCode).toBe(404);
  });
});
