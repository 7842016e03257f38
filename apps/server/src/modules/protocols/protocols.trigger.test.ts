import { WorkUnitEventType, protocolEngineMessages } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { actionDefinitions, actionHistories } from '../actiondefinitions/actiondefinitions.table.ts';
import { workUnitHistory } from '../workunits/workunits.table.ts';
import { type Client, agentPermissions, clientFor, expectStatus, incidentBody } from '../workunits/test-helpers.ts';
import { makeProtocol, makeProtocolAction } from './protocols.fixtures.ts';

let ctx: TestContext;
let agent: Client;
let viewer: Client;
let tenantId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ tenantId } = await ctx.factories.tenant({ internalNotificationEmailAddress: 'noc@example.test', name: 'Contoso' }));
  agent = await clientFor(ctx, { permissions: agentPermissions, tenantIds: [tenantId] });
  viewer = await clientFor(ctx, { permissions: ['WorkUnits:view'], tenantIds: [tenantId] });
});

async function setup() {
  const protocol = await makeProtocol(ctx, tenantId, { name: 'Manual' });
  const once = await makeProtocolAction(ctx, protocol.protocolId, {
    runAutomatically: false, repeatable: false, sequence: 1, summary: 'Email the customer',
    parameters: { Template: 'WorkUnitCommunication', ExtraParameters: 'To=customer@example.test;Message=About {WorkUnit.Title}' },
  });
  const again = await makeProtocolAction(ctx, protocol.protocolId, { runAutomatically: false, repeatable: true, sequence: 2, summary: 'Page the bridge' });
  const automatic = await makeProtocolAction(ctx, protocol.protocolId, { sequence: 3, summary: 'Automatic' });
  const created = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { protocolId: protocol.protocolId, title: 'Mail is down' }));
  expectStatus(created, 200);
  return { protocol, once, again, automatic, workUnitId: created.json().workUnitId as number };
}
const triggerUrl = (workUnitId: number, protocolActionId: string) => `/v1/workunits/${workUnitId}/protocolActions/${protocolActionId}/trigger`;
const runRows = (workUnitId: number, protocolActionId: string) => ctx.db.select().from(actionHistories)
  .where(and(eq(actionHistories.correlationId, String(workUnitId)), eq(actionHistories.tenantId, tenantId)))
  .then((rows) => rows.filter((r) => r.request.parameters.ProtocolActionId === protocolActionId));

describe('manual protocol actions', () => {
  it('runs a non-repeatable action once (409 after), a repeatable one each time, and never an automatic one', async () => {
    const { once, again, automatic, workUnitId } = await setup();
    const body = { workUnitEventType: WorkUnitEventType.OnNew, userDefinedParams: { Note: 'by hand' }, reject: false };
    const first = await agent.call('POST', triggerUrl(workUnitId, once.protocolActionId), body);
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({ workUnitId, protocolActionId: once.protocolActionId, rejected: false, message: protocolEngineMessages.started('Email the customer') });
    const [row] = await runRows(workUnitId, once.protocolActionId);
    expect(row).toMatchObject({ actionHistoryId: first.json().actionHistoryId, trigger: 'protocol', resultStatusId: 3 });
    expect(JSON.parse(row!.inputParameters)).toMatchObject({ ProtocolActionId: once.protocolActionId, Note: 'by hand' });
    expect(row!.request.tokens['Trigger.By']).toBe(agent.user.userName);

    const second = await agent.call('POST', triggerUrl(workUnitId, once.protocolActionId), body);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(protocolEngineMessages.alreadyRan('Email the customer'));
    expect(await runRows(workUnitId, once.protocolActionId)).toHaveLength(1);

    for (let i = 0; i < 2; i++) expectStatus(await agent.call('POST', triggerUrl(workUnitId, again.protocolActionId), { reject: false }), 200);
    expect(await runRows(workUnitId, again.protocolActionId)).toHaveLength(2);

    const auto = await agent.call('POST', triggerUrl(workUnitId, automatic.protocolActionId), { reject: false });
    expect(auto.statusCode).toBe(400);
    expect(auto.json().message).toBe(protocolEngineMessages.notManual('Automatic'));
    const wrongEvent = await agent.call('POST', triggerUrl(workUnitId, again.protocolActionId), { workUnitEventType: WorkUnitEventType.OnResolved });
    expect(wrongEvent.statusCode).toBe(409);
    const reserved = await agent.call('POST', triggerUrl(workUnitId, again.protocolActionId), { userDefinedParams: { ProtocolActionId: 'x' } });
    expect(reserved.statusCode).toBe(400);
  });

  it('answers a double submit with the same Idempotency-Key once', async () => {
    const { again, workUnitId } = await setup();
    const send = () => ctx.app.inject({
      method: 'POST', url: triggerUrl(workUnitId, again.protocolActionId), payload: { reject: false },
      headers: { authorization: `Bearer ${agent.token}`, 'idempotency-key': `click-${again.protocolActionId}` },
    });
    const [a, b] = [await send(), await send()];
    expectStatus(a, 200);
    expect(b.statusCode).toBe(200);
    expect(b.json().actionHistoryId).toBe(a.json().actionHistoryId);
    expect(await runRows(workUnitId, again.protocolActionId)).toHaveLength(1);
  });

  it('records a rejection in the history without a run, and lists last runs and rejections', async () => {
    const { once, again, workUnitId } = await setup();
    const rejected = await agent.call('POST', triggerUrl(workUnitId, once.protocolActionId), { reject: true });
    expectStatus(rejected, 200);
    expect(rejected.json()).toMatchObject({ rejected: true, actionHistoryId: null, message: protocolEngineMessages.rejected('Email the customer') });
    expect(await runRows(workUnitId, once.protocolActionId)).toHaveLength(0);
    const history = await ctx.db.select().from(workUnitHistory).where(eq(workUnitHistory.workUnitId, workUnitId));
    const entry = history.find((h) => h.historyType === 'ProtocolActionActivity');
    expect(entry?.detail).toMatch(/^Manual action 'Email the customer' \(OnNew\) rejected by .*; it was not run\.$/);

    for (let i = 0; i < 2; i++) expectStatus(await agent.call('POST', triggerUrl(workUnitId, again.protocolActionId), {}), 200);
    const runs = await viewer.call('GET', `/v1/workunits/${workUnitId}/protocolActionRuns`);
    expectStatus(runs, 200);
    const byAction = Object.fromEntries(runs.json().value.map((r: { protocolActionId: string }) => [r.protocolActionId, r]));
    expect(byAction[once.protocolActionId]).toMatchObject({ actionHistoryId: null, runCount: 0, rejectedBy: agent.user.userName });
    expect(byAction[again.protocolActionId]).toMatchObject({ runCount: 2, resultStatusId: 3, rejected: null });
  });

  it('previews the email action from its real template with the work unit\'s tokens; 400 for an action that sends no mail', async () => {
    const { protocol, once, workUnitId } = await setup();
    const preview = await viewer.call('POST', '/v1/emailtemplates/render', { workUnitId, protocolActionId: once.protocolActionId });
    expectStatus(preview, 200);
    expect(preview.json()).toEqual({
      to: 'customer@example.test', cc: '', bcc: '', subject: `Work unit ${workUnitId}: Mail is down`,
      body: `About Mail is down\n\nWork unit: ${workUnitId}\nTitle: Mail is down\nStatus: New\nTenant: Contoso`,
    });
    const hookId = crypto.randomUUID();
    await ctx.db.insert(actionDefinitions).values({
      actionDefinitionId: hookId, tenantId, name: 'Pager', actionDefinitionTypeId: 2, endpointUrl: 'https://pager.example.test/', httpMethod: 'POST',
    });
    const pager = await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: hookId, runAutomatically: false, sequence: 9, parameters: {}, summary: null });
    const refused = await viewer.call('POST', '/v1/emailtemplates/render', { workUnitId, protocolActionId: pager.protocolActionId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(protocolEngineMessages.notAnEmailAction('Pager'));
  });

  it('answers 404 for another tenant\'s work unit, a foreign protocol action, and 404 to a viewer who triggers', async () => {
    const { once, workUnitId } = await setup();
    const other = await ctx.factories.tenant();
    const outsider = await clientFor(ctx, { permissions: agentPermissions, tenantIds: [other.tenantId] });
    expect((await outsider.call('POST', triggerUrl(workUnitId, once.protocolActionId), { reject: false })).statusCode).toBe(404);
    expect((await outsider.call('GET', `/v1/workunits/${workUnitId}/protocolActionRuns`)).statusCode).toBe(404);
    expect((await outsider.call('POST', '/v1/emailtemplates/render', { workUnitId, protocolActionId: once.protocolActionId })).statusCode).toBe(404);
    // A protocol action of another protocol than the work unit's.
    const foreign = await makeProtocol(ctx, other.tenantId, { name: 'Elsewhere' });
    const foreignAction = await makeProtocolAction(ctx, foreign.protocolId, { runAutomatically: false });
    expect((await agent.call('POST', triggerUrl(workUnitId, foreignAction.protocolActionId), { reject: false })).statusCode).toBe(404);
    // Viewing is not editing: the viewer sees the runs but cannot trigger.
    expect((await viewer.call('POST', triggerUrl(workUnitId, once.protocolActionId), { reject: false })).statusCode).toBe(403);
    expect(await runRows(workUnitId, once.protocolActionId)).toHaveLength(0);
  });
});
