import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BUILT_IN_ACTION_IDS, WorkUnitEventType, WorkUnitStateId } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound } from '../../platform/outbound/index.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createActionsRuntime } from '../actiondefinitions/index.ts';
import { actionDefinitions, actionHistories } from '../actiondefinitions/actiondefinitions.table.ts';
import { registerWorkUnitEventConsumer } from '../workunits/index.ts';
import { workUnitHistory } from '../workunits/workunits.table.ts';
import { type Client, agentPermissions, clientFor, expectStatus, incidentBody } from '../workunits/test-helpers.ts';
import { PROTOCOLS_CONSUMER, drainProtocolEvents, fireTimers, lastTimerFiring } from './protocols.engine.ts';
import { makeProtocol, makeProtocolAction } from './protocols.fixtures.ts';

let ctx: TestContext;
let agent: Client;
let tenantId: string;
/** A local receiver: answers the next status of `statuses` per path (the last repeats), records the order of arrival. */
const received: Array<{ path: string; at: number; id: string }> = [];
const statuses = new Map<string, number[]>();
let server: Server;
let port = 0;

beforeAll(async () => {
  ctx = await createTestContext({ ACTION_ALLOWED_HOSTS: '127.0.0.1' });
  await registerWorkUnitEventConsumer(ctx.db, PROTOCOLS_CONSUMER);
  agent = await clientFor(ctx, { permissions: agentPermissions });
  ({ tenantId } = await ctx.factories.tenant({ internalNotificationEmailAddress: 'noc@example.test' }));
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = req.url ?? '';
      const list = statuses.get(path) ?? [200];
      const count = received.filter((r) => r.path === path).length;
      received.push({ path, at: Date.now(), id: String(req.headers['webhook-id']) });
      res.writeHead(list[Math.min(count, list.length - 1)]!).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const outbound = () => createOutbound({ allowedHosts: ['127.0.0.1'] });
const runtime = () => createActionsRuntime({ db: ctx.db, config: ctx.config, http: () => outboundClient, schedule: [0.05, 0.05], random: () => 0.5 });
let outboundClient: ReturnType<typeof createOutbound>;

/** An HTTP definition of the tenant posting to `/{name}` on the receiver. */
async function hook(name: string) {
  const actionDefinitionId = crypto.randomUUID();
  await ctx.db.insert(actionDefinitions).values({
    actionDefinitionId, tenantId, name, actionDefinitionTypeId: 2, endpointUrl: `http://127.0.0.1:${port}/${name}`, httpMethod: 'POST',
    body: '{"title":"{WorkUnit.Title}","id":"{WorkUnit.Id}"}',
  });
  return actionDefinitionId;
}

async function createWorkUnit(protocolId: string | null, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { protocolId, ...extra }));
  expectStatus(res, 200);
  return res.json().workUnitId;
}

const runsOf = (workUnitId: number) => ctx.db.select().from(actionHistories)
  .where(and(eq(actionHistories.tenantId, tenantId), eq(actionHistories.correlationId, String(workUnitId)))).orderBy(asc(actionHistories.created));
const historyOf = (workUnitId: number) => ctx.db.select().from(workUnitHistory)
  .where(and(eq(workUnitHistory.workUnitId, workUnitId), sql`${workUnitHistory.historyType} like 'ProtocolAction%'`)).orderBy(asc(workUnitHistory.id));

/** Runs the runner until every run of the work unit finished. */
async function runAll(workUnitId: number, maxMs = 15_000) {
  const { runner } = runtime();
  const until = Date.now() + maxMs;
  while (Date.now() < until) {
    await runner.runDue();
    const rows = await runsOf(workUnitId);
    if (rows.every((r) => r.actionProcessed !== null)) return rows;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the runs did not finish in time');
}

describe('the protocol engine', () => {
  beforeAll(() => {
    outboundClient = outbound();
  });

  it('runs an event\'s automatic actions in sequence order, each after the one before finished, with history entries', async () => {
    const protocol = await makeProtocol(ctx, tenantId, { name: 'Sequence' });
    const [first, second, third] = [await hook('first'), await hook('second'), await hook('third')];
    // Saved out of order; the first fails once (a retry), which the second must wait out.
    statuses.set('/first', [500, 200]);
    const a3 = await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: third, sequence: 30, parameters: {}, summary: 'Third' });
    const a1 = await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: first, sequence: 10, parameters: {}, summary: 'First' });
    const a2 = await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: second, sequence: 20, parameters: {}, summary: 'Second' });
    // Neither a manual action nor another event's runs on OnNew.
    await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: third, sequence: 40, runAutomatically: false, parameters: {}, summary: 'Manual' });
    await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: third, sequence: 1, workUnitEventTypeId: WorkUnitEventType.OnResolved, parameters: {} });

    const workUnitId = await createWorkUnit(protocol.protocolId, { title: 'Bridge down' });
    expect(await drainProtocolEvents({ db: ctx.db })).toMatchObject({ runs: 3 });
    // A second drain finds nothing: the event was consumed with the enqueue.
    expect(await drainProtocolEvents({ db: ctx.db })).toMatchObject({ claimed: 0, runs: 0 });

    const queued = await runsOf(workUnitId);
    expect(queued.map((r) => JSON.parse(r.inputParameters).ProtocolActionId)).toEqual([a1.protocolActionId, a2.protocolActionId, a3.protocolActionId]);
    expect(queued.map((r) => r.trigger)).toEqual(['protocol', 'protocol', 'protocol']);
    expect(queued[0]!.afterActionHistoryId).toBeNull();
    expect(queued[1]!.afterActionHistoryId).toBe(queued[0]!.actionHistoryId);
    expect(queued[2]!.afterActionHistoryId).toBe(queued[1]!.actionHistoryId);

    const done = await runAll(workUnitId);
    expect(done.map((r) => r.resultStatusId)).toEqual([1, 1, 1]);
    const order = received.filter((r) => ['/first', '/second', '/third'].includes(r.path));
    expect(order.map((r) => r.path)).toEqual(['/first', '/first', '/second', '/third']);
    const history = await historyOf(workUnitId);
    expect(history.map((h) => h.historyType)).toEqual(['ProtocolActionActivity', 'ProtocolActionActivity', 'ProtocolActionActivity']);
    expect(history[0]!.detail).toMatch(/^Protocol action 'First' \(OnNew\) succeeded\./);
    expect(history[0]!.createdBy).toBe('cli:protocol');
  });

  it('fires a state\'s event and OnChange, records a failure as ProtocolActionFailure, and ignores work units without a protocol', async () => {
    const protocol = await makeProtocol(ctx, tenantId, { name: 'States' });
    const failing = await hook('failing');
    statuses.set('/failing', [400]);
    await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: failing, workUnitEventTypeId: WorkUnitEventType.OnAcknowledged, parameters: {}, summary: 'Page' });
    await makeProtocolAction(ctx, protocol.protocolId, {
      actionDefinitionId: BUILT_IN_ACTION_IDS.email, workUnitEventTypeId: WorkUnitEventType.OnChange, parameters: { Template: 'WorkUnitCommunication', ExtraParameters: 'Message=Changed: {WorkUnit.Title}' },
    });
    const workUnitId = await createWorkUnit(protocol.protocolId);
    await createWorkUnit(null);
    expect(await drainProtocolEvents({ db: ctx.db })).toMatchObject({ claimed: 2, runs: 0 });

    expectStatus(await agent.call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/stateId', value: WorkUnitStateId.Acknowledged }]), 200);
    expectStatus(await agent.call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/title', value: 'Renamed unit' }]), 200);
    expect(await drainProtocolEvents({ db: ctx.db })).toMatchObject({ claimed: 2, runs: 2 });
    const done = await runAll(workUnitId);
    // One transaction wrote both (the same created instant): compare as a set.
    expect(done.map((r) => `${r.actionDefinitionId}:${r.resultStatusId}`).sort()).toEqual([`${failing}:2`, `${BUILT_IN_ACTION_IDS.email}:1`].sort());
    const history = await historyOf(workUnitId);
    expect(history.map((h) => h.historyType).sort()).toEqual(['ProtocolActionActivity', 'ProtocolActionFailure']);
    expect(history.find((h) => h.historyType === 'ProtocolActionFailure')!.detail).toMatch(/^Protocol action 'Page' \(OnAcknowledged\) failed\. .*answered 400/);
    const mail = await ctx.db.execute<{ text: string }>(sql`select text_body as text from mail_outbox where tenant_id = ${tenantId} and text_body like '%Renamed unit%'`);
    expect(mail.rows[0]!.text).toContain('Changed: Renamed unit');
  });

  it('runs the protocol a work unit had when the event happened', async () => {
    const protocol = await makeProtocol(ctx, tenantId, { name: 'Set later' });
    await makeProtocolAction(ctx, protocol.protocolId, { sequence: 1, summary: 'On new' });
    await makeProtocolAction(ctx, protocol.protocolId, { workUnitEventTypeId: WorkUnitEventType.OnChange, sequence: 1, summary: 'On change' });
    const workUnitId = await createWorkUnit(null);
    expectStatus(await agent.call('PATCH', `/v1/workunits/${workUnitId}`, [{ op: 'replace', path: '/protocolId', value: protocol.protocolId }]), 200);
    // Both events drained after the protocol was set: the create (no protocol then) runs nothing, the change runs OnChange.
    expect(await drainProtocolEvents({ db: ctx.db })).toMatchObject({ claimed: 2, runs: 1 });
    const [run] = await runsOf(workUnitId);
    expect(run!.request.tokens['WorkUnit.Event']).toBe('OnChange');
  });

  it('fires OnTimer once per timerInverval per open work unit, with a controllable clock', async () => {
    const protocol = await makeProtocol(ctx, tenantId, { name: 'Timer', timerInverval: '00:10:00' });
    await makeProtocolAction(ctx, protocol.protocolId, { workUnitEventTypeId: WorkUnitEventType.OnTimer, parameters: { Template: 'Simple' }, summary: 'Remind' });
    const open = await createWorkUnit(protocol.protocolId);
    const resolved = await createWorkUnit(protocol.protocolId);
    expectStatus(await agent.call('PATCH', `/v1/workunits/${resolved}`, [{ op: 'replace', path: '/stateId', value: WorkUnitStateId.Canceled }]), 200);
    await drainProtocolEvents({ db: ctx.db });
    const start = Date.now();
    const at = (minutes: number) => () => new Date(start + minutes * 60_000);
    const timerRuns = async (id: number) => (await runsOf(id)).filter((r) => r.referenceId?.startsWith('timer:')).length;

    expect(await fireTimers({ db: ctx.db, clock: at(9) })).toBe(0);
    expect(await fireTimers({ db: ctx.db, clock: at(10.5) })).toBe(1);
    // Two nodes at the same minute, and a later minute inside the interval: nothing more.
    expect(await Promise.all([fireTimers({ db: ctx.db, clock: at(10.5) }), fireTimers({ db: ctx.db, clock: at(11) })])).toEqual([0, 0]);
    expect(await fireTimers({ db: ctx.db, clock: at(20) })).toBe(0);
    expect(await fireTimers({ db: ctx.db, clock: at(20.6) })).toBe(1);
    // Down for an hour: missed intervals fire once.
    expect(await fireTimers({ db: ctx.db, clock: at(85) })).toBe(1);
    expect(await timerRuns(open)).toBe(3);
    expect(await timerRuns(resolved)).toBe(0);
    expect((await lastTimerFiring(ctx.db, tenantId, open))?.getTime()).toBe(at(85)().getTime());
  });
});
