import { randomUUID } from 'node:crypto';
import { ActionResultStatus, BUILT_IN_ACTION_IDS, RuleTypeId } from '@portal/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../../test/context.ts';
import { actionHistories } from '../../actiondefinitions/actiondefinitions.table.ts';
import { createPacketsService } from '../../packets/packets.service.ts';
import { registerWorkUnitEventConsumer } from '../../workunits/index.ts';
import { type Client, changeRequestBody, clientFor, expectStatus } from '../../workunits/test-helpers.ts';
import { makeRule } from '../rules.fixtures.ts';
import { ruleMatches } from '../rulematches.table.ts';
import { rules } from '../rules.table.ts';
import { changeRuleName } from './change-maintenance.ts';
import { WORK_UNIT_EVENTS_CONSUMER, evaluateArrivals, evaluateWorkUnitEvents } from './evaluate.ts';

let ctx: TestContext;
let packets: ReturnType<typeof createPacketsService>;
let agent: Client;
let alice: Client;
let bob: Client;
beforeAll(async () => {
  ctx = await createTestContext({}, { poolSize: 4 });
  packets = createPacketsService({ db: ctx.db, retentionDays: 30 });
  await registerWorkUnitEventConsumer(ctx.db, WORK_UNIT_EVENTS_CONSUMER);
  agent = await clientFor(ctx, { permissions: ['WorkUnits:view', 'WorkUnits:create', 'WorkUnits:edit'] });
  alice = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { userName: `alice-${randomUUID().slice(0, 6)}` } });
  bob = await clientFor(ctx, { permissions: ['WorkUnits:view'], values: { userName: `bob-${randomUUID().slice(0, 6)}` } });
});

const hour = 3_600_000;
const drainEvents = async () => {
  while ((await evaluateWorkUnitEvents({ db: ctx.db })).claimed > 0);
};
const drainPackets = async () => {
  while ((await evaluateArrivals({ db: ctx.db })).claimed > 0);
};
const maintenanceRuleOf = async (tenantId: string, workUnitId: number) =>
  (await ctx.db.select().from(rules).where(and(eq(rules.tenantId, tenantId), eq(rules.changeWorkUnitId, workUnitId))))[0];
const historyOf = async (workUnitId: number) =>
  ((await agent.call('GET', `/v1/workunits/${workUnitId}/history`)).json().value as Array<{ detail: string }>).map((e) => e.detail);

/** A tenant with a device and a block, a rule that mails on any packet of either, and a change request naming both. */
async function scene(window: { start: number; finish: number }) {
  const { tenantId } = await ctx.factories.tenant();
  const [deviceId, blockId, otherDeviceId] = [randomUUID(), randomUUID(), randomUUID()];
  await packets.registerEntities(ctx.db, tenantId, [
    { entityId: deviceId, kind: 'device' }, { entityId: blockId, kind: 'block' }, { entityId: otherDeviceId, kind: 'device' },
  ]);
  const alarm = await makeRule(ctx, tenantId, {
    name: 'Anything', matchActions: [{ actionDefinitionId: BUILT_IN_ACTION_IDS.email, parameters: { Template: 'Simple' } }],
    conditions: [{ type: 0, leftOperand: 3, operator: 14 }],
  });
  const created = await agent.call('PUT', '/v1/workunits', changeRequestBody(tenantId, {
    approver1: alice.user.userName, approver2: bob.user.userName,
    plannedStartTime: new Date(Date.now() + window.start).toISOString(), plannedFinishTime: new Date(Date.now() + window.finish).toISOString(),
  }));
  expectStatus(created, 200);
  const workUnitId: number = created.json().workUnitId;
  for (const [referenceType, referenceId] of [['Device', deviceId], ['Block', blockId]]) {
    expectStatus(await agent.call('PUT', `/v1/workunits/${workUnitId}/relations`, { referenceType, referenceId }), 200);
  }
  return { tenantId, deviceId, blockId, otherDeviceId, workUnitId, alarmRuleId: alarm.ruleId };
}

const approveBoth = async (workUnitId: number) => {
  expectStatus(await alice.call('POST', `/v1/workunits/${workUnitId}/approve`, {}), 200);
  expectStatus(await bob.call('POST', `/v1/workunits/${workUnitId}/approve`, {}), 200);
};

describe('an approved change silences its own alarms', () => {
  it('makes a Maintenance rule for the window once both approvers approved; the related entities\' matches are in maintenance and their actions suppressed', async () => {
    const s = await scene({ start: -hour, finish: hour });
    await drainEvents();
    expect(await maintenanceRuleOf(s.tenantId, s.workUnitId)).toBeUndefined();
    expectStatus(await alice.call('POST', `/v1/workunits/${s.workUnitId}/approve`, {}), 200);
    await drainEvents();
    expect(await maintenanceRuleOf(s.tenantId, s.workUnitId), 'one approval of two is not approved').toBeUndefined();
    expectStatus(await bob.call('POST', `/v1/workunits/${s.workUnitId}/approve`, {}), 200);
    await drainEvents();
    const rule = await maintenanceRuleOf(s.tenantId, s.workUnitId);
    expect(rule).toMatchObject({ name: changeRuleName(s.workUnitId), ruleTypeId: RuleTypeId.Maintenance, enabled: true });
    expect(JSON.stringify(rule!.conditions)).toContain(s.deviceId);
    expect(JSON.stringify(rule!.conditions)).toContain(s.blockId);
    expect((await historyOf(s.workUnitId)).some((d) => d.includes(`the maintenance rule '${changeRuleName(s.workUnitId)}' silences`))).toBe(true);

    const now = new Date().toISOString();
    await packets.store(s.tenantId, [s.deviceId, s.blockId, s.otherDeviceId].map((entityId) => ({ packetId: randomUUID(), entityId, timestamp: now, message: { Value: 1 } })));
    await drainPackets();
    const matches = await ctx.db.select().from(ruleMatches).where(eq(ruleMatches.ruleId, s.alarmRuleId));
    const bySubject = new Map(matches.map((m) => [m.subjectId, m]));
    expect(bySubject.get(s.deviceId)?.inMaintenance).toBe(true);
    expect(bySubject.get(s.blockId)?.inMaintenance).toBe(true);
    expect(bySubject.get(s.otherDeviceId)?.inMaintenance, 'a device the change does not name still alarms').toBe(false);
    const runs = await ctx.db.select({ correlationId: actionHistories.correlationId, status: actionHistories.resultStatusId }).from(actionHistories)
      .where(eq(actionHistories.tenantId, s.tenantId));
    const statusOf = (subject: string) => runs.find((r) => r.correlationId === bySubject.get(subject)?.ruleMatchId)?.status;
    expect(statusOf(s.deviceId)).toBe(ActionResultStatus.Suppressed);
    expect(statusOf(s.blockId)).toBe(ActionResultStatus.Suppressed);
    expect(statusOf(s.otherDeviceId)).toBe(ActionResultStatus.EnqueueSuccess);
  });

  it('moves the rule with the window and removes it when the change is canceled', async () => {
    const s = await scene({ start: hour, finish: 2 * hour });
    await approveBoth(s.workUnitId);
    await drainEvents();
    const before = await maintenanceRuleOf(s.tenantId, s.workUnitId);
    expect(before).toBeDefined();
    const later = new Date(Date.now() + 5 * hour).toISOString();
    expectStatus(await agent.call('PATCH', `/v1/workunits/${s.workUnitId}`, [{ op: 'replace', path: '/plannedFinishTime', value: later }]), 200);
    await drainEvents();
    const moved = await maintenanceRuleOf(s.tenantId, s.workUnitId);
    expect(moved!.ruleId).toBe(before!.ruleId);
    expect((moved!.timeConditions as { endRange: string }).endRange).toBe(later);
    expectStatus(await agent.call('PATCH', `/v1/workunits/${s.workUnitId}`, [{ op: 'replace', path: '/stateId', value: 8 }]), 200);
    await drainEvents();
    expect(await maintenanceRuleOf(s.tenantId, s.workUnitId)).toBeUndefined();
    expect((await historyOf(s.workUnitId)).some((d) => d.includes('was removed: the change is done'))).toBe(true);
  });

  it('makes none for a change without related devices or blocks, or whose window has passed', async () => {
    const { tenantId } = await ctx.factories.tenant();
    const bare = await agent.call('PUT', '/v1/workunits', changeRequestBody(tenantId, { approver1: alice.user.userName, approver2: bob.user.userName }));
    await approveBoth(bare.json().workUnitId);
    const s = await scene({ start: -3 * hour, finish: -2 * hour });
    await approveBoth(s.workUnitId);
    await drainEvents();
    const made = await ctx.db.select().from(rules).where(and(eq(rules.tenantId, tenantId), isNotNull(rules.changeWorkUnitId)));
    expect(made).toEqual([]);
    expect(await maintenanceRuleOf(s.tenantId, s.workUnitId)).toBeUndefined();
  });
});
