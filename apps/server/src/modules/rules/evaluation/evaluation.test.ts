import { randomUUID } from 'node:crypto';
import { ActionResultStatus, BUILT_IN_ACTION_IDS, LeftOperandId, OperatorId, RuleTypeId, type RuleBodyInput } from '@portal/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../../test/context.ts';
import { actionHistories } from '../../actiondefinitions/actiondefinitions.table.ts';
import { blocks } from '../../blocks/blocks.table.ts';
import { createPacketsService } from '../../packets/packets.service.ts';
import { pendingArrivals } from '../../packets/packets.arrivals.ts';
import { registerWorkUnitEventConsumer } from '../../workunits/index.ts';
import { clientFor, incidentBody } from '../../workunits/test-helpers.ts';
import { makeRule } from '../rules.fixtures.ts';
import { ruleMatches } from '../rulematches.table.ts';
import { HistoryWindows } from './history-windows.ts';
import { type EvaluationDeps, WORK_UNIT_EVENTS_CONSUMER, closeExpiredMatches, evaluateArrivals, evaluateWorkUnitEvents } from './evaluate.ts';

let ctx: TestContext;
let packets: ReturnType<typeof createPacketsService>;
beforeAll(async () => {
  // The outbox's evaluator, driven by the test (its clock): packets are not judged in their store here.
  ctx = await createTestContext({ RULES_ON_STORE: 'false' }, { poolSize: 6 });
  packets = createPacketsService({ db: ctx.db, retentionDays: 30 });
  await registerWorkUnitEventConsumer(ctx.db, WORK_UNIT_EVENTS_CONSUMER);
});

const email = (template: string) => ({ actionDefinitionId: BUILT_IN_ACTION_IDS.email, parameters: { Template: template } });
const always = { timeZoneId: 'UTC', daysOfWeek: [0, 1, 2, 3, 4, 5, 6] };

/** A tenant with `n` registered entities and one rule (CPU above 80, an email on match and one on expiry). */
async function scene(rule: Partial<RuleBodyInput> = {}, n = 1) {
  const tenant = await ctx.factories.tenant();
  const entityIds = Array.from({ length: n }, () => randomUUID());
  await packets.registerEntities(ctx.db, tenant.tenantId, entityIds.map((entityId) => ({ entityId, kind: 'device' })));
  const saved = await makeRule(ctx, tenant.tenantId, { matchActions: [email('Simple')], expirationActions: [email('AllClear')], ...rule });
  return { tenantId: tenant.tenantId, entityIds, ruleId: saved.ruleId };
}

let sent = 0;
const store = (tenantId: string, entityId: string, cpu: number) =>
  packets.store(tenantId, [{ packetId: randomUUID(), entityId, timestamp: new Date(Date.now() - 60_000 + sent++).toISOString(), message: { Metrics: { DeviceCpu: cpu } } }]);

/** Evaluates until the outbox is empty. */
async function drain(deps: Partial<EvaluationDeps> = {}) {
  while ((await evaluateArrivals({ db: ctx.db, ...deps })).claimed > 0);
}
const matchesOf = (ruleId: string) => ctx.db.select().from(ruleMatches).where(eq(ruleMatches.ruleId, ruleId)).orderBy(asc(ruleMatches.created));
const historiesOf = (correlationId: string) =>
  ctx.db.select().from(actionHistories).where(eq(actionHistories.correlationId, correlationId)).orderBy(asc(actionHistories.idempotencyKey));

describe('evaluation of stored packets', () => {
  it('makes one match and enqueues its action once for a matching packet; a packet that does not match makes none', async () => {
    const { tenantId, entityIds: [entityId], ruleId } = await scene();
    await store(tenantId, entityId!, 50);
    await drain();
    expect(await matchesOf(ruleId)).toEqual([]);
    await store(tenantId, entityId!, 91);
    await drain();
    const [match, ...others] = await matchesOf(ruleId);
    expect(others).toEqual([]);
    expect(match).toMatchObject({ subjectId: entityId, matchCount: 1, completionProcessed: false, inMaintenance: false });
    expect(match!.firstMatch).toEqual(match!.lastMatch);
    expect(match!.expires.getTime() - match!.firstMatch.getTime()).toBe(300_000);
    const runs = await historiesOf(match!.ruleMatchId);
    expect(runs.map((r) => [r.idempotencyKey, r.trigger, r.resultStatusId])).toEqual([[`${match!.ruleMatchId}:1:0`, 'match', ActionResultStatus.EnqueueSuccess]]);
    expect(runs[0]!.request).toMatchObject({ tokens: { 'Match.Count': '1', 'Packet.EntityId': entityId, 'Rule.Id': ruleId } });
    expect(await pendingArrivals(ctx.db)).toBe(0);
  });

  it('counts repeats up on the open match, one action per match event, in one batch or several', async () => {
    const { tenantId, entityIds: [entityId], ruleId } = await scene();
    await packets.store(tenantId, [95, 96].map((cpu, i) => ({ packetId: randomUUID(), entityId: entityId!, timestamp: new Date(Date.now() - 5000 + i).toISOString(), message: { Metrics: { DeviceCpu: cpu } } })));
    await drain();
    await store(tenantId, entityId!, 97);
    await drain();
    const [match, ...others] = await matchesOf(ruleId);
    expect(others).toEqual([]);
    expect(match!.matchCount).toBe(3);
    expect(match!.lastMatch.getTime()).toBeGreaterThan(match!.firstMatch.getTime());
    expect((await historiesOf(match!.ruleMatchId)).map((r) => r.idempotencyKey)).toEqual([1, 2, 3].map((n) => `${match!.ruleMatchId}:${n}:0`));
  });

  it('moves expires with each match only when the rule slides', async () => {
    const t0 = new Date();
    const later = new Date(t0.getTime() + 120_000);
    for (const sliding of [true, false]) {
      const { tenantId, entityIds: [entityId], ruleId } = await scene({ useSlidingExpiration: sliding });
      await store(tenantId, entityId!, 90);
      await drain({ clock: () => t0 });
      await store(tenantId, entityId!, 90);
      await drain({ clock: () => later });
      const [match] = await matchesOf(ruleId);
      expect(match!.matchCount).toBe(2);
      expect(match!.expires).toEqual(new Date((sliding ? later : t0).getTime() + 300_000));
    }
  });

  it('closes an expired match once, with its expiration actions once, and a later packet opens a new match', async () => {
    const { tenantId, entityIds: [entityId], ruleId } = await scene();
    await store(tenantId, entityId!, 99);
    await drain();
    const [match] = await matchesOf(ruleId);
    const afterExpiry = new Date(match!.expires.getTime() + 1000);
    expect(await closeExpiredMatches({ db: ctx.db, clock: () => afterExpiry })).toBeGreaterThanOrEqual(1);
    await closeExpiredMatches({ db: ctx.db, clock: () => afterExpiry });
    const [closed] = await matchesOf(ruleId);
    expect(closed!.completionProcessed).toBe(true);
    expect((await historiesOf(match!.ruleMatchId)).map((r) => [r.idempotencyKey, r.trigger]))
      .toEqual([[`${match!.ruleMatchId}:1:0`, 'match'], [`${match!.ruleMatchId}:expired:0`, 'expiration']]);
    await store(tenantId, entityId!, 99);
    await drain({ clock: () => afterExpiry });
    const all = await matchesOf(ruleId);
    expect(all.map((m) => [m.matchCount, m.completionProcessed])).toEqual([[1, true], [1, false]]);
  });

  it('closes an open match that expired before the expiry job ran when the next packet comes, and opens a new one', async () => {
    const { tenantId, entityIds: [entityId], ruleId } = await scene();
    const t0 = new Date();
    await store(tenantId, entityId!, 99);
    await drain({ clock: () => t0 });
    await store(tenantId, entityId!, 99);
    await drain({ clock: () => new Date(t0.getTime() + 301_000) });
    const all = await matchesOf(ruleId);
    expect(all.map((m) => [m.matchCount, m.completionProcessed])).toEqual([[1, true], [1, false]]);
    expect((await historiesOf(all[0]!.ruleMatchId)).map((r) => r.trigger)).toEqual(['match', 'expiration']);
  });

  it('marks matches in maintenance while a Maintenance rule of the tenant is in its window, and suppresses their actions', async () => {
    const { tenantId, entityIds: [entityId], ruleId } = await scene();
    await makeRule(ctx, tenantId, { name: 'Patch night', ruleTypeId: RuleTypeId.Maintenance, timeConditions: always, matchActions: [],
      conditions: [{ type: 0, leftOperand: LeftOperandId.EntityKind, operator: OperatorId.Equals, rightOperand: 'device' }] });
    await store(tenantId, entityId!, 99);
    await drain();
    const [match] = await matchesOf(ruleId);
    expect(match!.inMaintenance).toBe(true);
    const runs = await historiesOf(match!.ruleMatchId);
    expect(runs.map((r) => r.resultStatusId)).toEqual([ActionResultStatus.Suppressed]);
  });

  it('never doubles a match or an action when evaluators race over the same arrivals', async () => {
    const { tenantId, entityIds, ruleId } = await scene({}, 10);
    const batch = Array.from({ length: 200 }, (_, i) => ({
      packetId: randomUUID(), entityId: entityIds[i % 10]!, timestamp: new Date(Date.now() - 10_000 + i).toISOString(), message: { Metrics: { DeviceCpu: 90 } },
    }));
    await packets.store(tenantId, batch);
    const racer = async () => {
      let claimed = 0;
      for (;;) {
        const result = await evaluateArrivals({ db: ctx.db, batchSize: 7 }).catch((error: { code?: string }) => {
          if (error.code === '40P01') return { claimed: -1 };
          throw error;
        });
        if (result.claimed === 0) return claimed;
        claimed += Math.max(0, result.claimed);
      }
    };
    const claims = await Promise.all([racer(), racer(), racer(), racer()]);
    expect(claims.reduce((a, b) => a + b, 0)).toBe(200);
    expect(claims.filter((n) => n > 0).length).toBeGreaterThan(1);
    const matches = await matchesOf(ruleId);
    expect(matches).toHaveLength(10);
    expect(matches.reduce((n, m) => n + m.matchCount, 0)).toBe(200);
    const runs = await ctx.db.select().from(actionHistories).where(and(eq(actionHistories.tenantId, tenantId), eq(actionHistories.trigger, 'match')));
    expect(runs).toHaveLength(200);
    expect(new Set(runs.map((r) => r.idempotencyKey)).size).toBe(200);
  });
});

describe('evaluation of work unit events', () => {
  it('matches a WorkUnit rule on the event of a change and enqueues its action once', async () => {
    const tenant = await ctx.factories.tenant();
    const { ruleId } = await makeRule(ctx, tenant.tenantId, {
      name: 'Critical', ruleTypeId: RuleTypeId.WorkUnit, matchActions: [email('Simple')],
      conditions: [{ type: 0, leftOperand: LeftOperandId.WorkUnitSeverity, operator: OperatorId.Equals, rightOperand: '0' }],
    });
    const agent = await clientFor(ctx, { permissions: ['WorkUnits:view', 'WorkUnits:create', 'WorkUnits:edit'] });
    const quiet = (await agent.call('PUT', '/v1/workunits', incidentBody(tenant.tenantId, { severityId: 2 }))).json();
    const critical = (await agent.call('PUT', '/v1/workunits', incidentBody(tenant.tenantId, { severityId: 0 }))).json();
    while ((await evaluateWorkUnitEvents({ db: ctx.db })).claimed > 0);
    const matches = await matchesOf(ruleId);
    expect(matches.map((m) => m.subjectId)).toEqual([String(critical.workUnitId)]);
    expect(matches.map((m) => m.subjectId)).not.toContain(String(quiet.workUnitId));
    expect((await historiesOf(matches[0]!.ruleMatchId)).map((r) => r.idempotencyKey)).toEqual([`${matches[0]!.ruleMatchId}:1:0`]);
  });
});

describe('evaluation with the state the engine asks for', () => {
  const metric = (field: string, operator: number, value: string, extra: Record<string, unknown> = {}) =>
    ({ type: 0 as const, leftOperand: LeftOperandId.Metric, leftOperandFieldName: field, operator, rightOperand: value, ...extra });
  const storeMessage = (tenantId: string, entityId: string, metrics: Record<string, number>) =>
    packets.store(tenantId, [{ packetId: randomUUID(), entityId, timestamp: new Date(Date.now() - 60_000 + sent++).toISOString(), message: { Metrics: metrics } }]);

  it('History: an average over the entity\'s stored packets, in later batches and within one', async () => {
    const { tenantId, entityIds: [first, second], ruleId } = await scene({
      ruleTypeId: RuleTypeId.History, conditions: [metric('DeviceCpu', OperatorId.GreaterThan, '50', { occurrencePattern: 1 })],
    }, 2);
    await storeMessage(tenantId, first!, { DeviceCpu: 10 });
    await drain();
    expect(await matchesOf(ruleId)).toEqual([]);
    await storeMessage(tenantId, first!, { DeviceCpu: 100 }); // average 55
    await storeMessage(tenantId, second!, { DeviceCpu: 20 });
    await storeMessage(tenantId, second!, { DeviceCpu: 70 }); // average 45, same batch
    await drain();
    expect((await matchesOf(ruleId)).map((m) => m.subjectId)).toEqual([first]);
  });

  it("History kept in the process: the table's verdicts, and a gap (packets another process evaluated) reads the table again", async () => {
    const { tenantId, entityIds: [entity], ruleId } = await scene({
      ruleTypeId: RuleTypeId.History, conditions: [metric('DeviceCpu', OperatorId.GreaterThan, '50', { occurrencePattern: 1 })],
    });
    const historyWindows = new HistoryWindows();
    await storeMessage(tenantId, entity!, { DeviceCpu: 10 });
    await drain({ historyWindows });
    expect(historyWindows.packetCount).toBe(1); // seeded from the table's read
    await storeMessage(tenantId, entity!, { DeviceCpu: 100 }); // average 55, from the window
    await drain({ historyWindows });
    expect(historyWindows.packetCount).toBe(2);
    expect((await matchesOf(ruleId)).map((m) => m.matchCount)).toEqual([1]);
    await storeMessage(tenantId, entity!, { DeviceCpu: 0 });
    await storeMessage(tenantId, entity!, { DeviceCpu: 0 });
    await drain(); // another process: this one's window misses these two
    await storeMessage(tenantId, entity!, { DeviceCpu: 60 }); // 10, 100, 0, 0, 60: average 34 (without the zeros it would be 57)
    await drain({ historyWindows });
    expect((await matchesOf(ruleId)).map((m) => m.matchCount)).toEqual([1]);
    expect(historyWindows.packetCount).toBe(5);
  });

  it('History kept in the process: a read seeds the packets stored after the batch too, and holds them once when they come', async () => {
    const { tenantId, entityIds: [entity], ruleId } = await scene({
      ruleTypeId: RuleTypeId.History, conditions: [metric('DeviceCpu', OperatorId.GreaterThan, '50', { occurrencePattern: 1 })],
    });
    const historyWindows = new HistoryWindows();
    for (const cpu of [100, 10, 70]) await storeMessage(tenantId, entity!, { DeviceCpu: cpu });
    await evaluateArrivals({ db: ctx.db, historyWindows, batchSize: 1 }); // the first (average 100); the read holds all three
    expect(historyWindows.packetCount).toBe(3);
    await drain({ historyWindows, batchSize: 1 }); // 55, then 60; with the 10 held twice the last would be 47.5
    expect(historyWindows.packetCount).toBe(3);
    expect((await matchesOf(ruleId)).map((m) => m.matchCount)).toEqual([3]);
  });

  it('Correlation: conditions met by different entities within the lifetime match once for the tenant', async () => {
    const { tenantId, entityIds: [a, b], ruleId } = await scene({
      ruleTypeId: RuleTypeId.Correlation,
      conditions: [metric('DeviceCpu', OperatorId.GreaterThan, '90'), metric('DeviceMemory', OperatorId.GreaterThan, '90')],
    }, 2);
    await storeMessage(tenantId, a!, { DeviceCpu: 95, DeviceMemory: 10 });
    await drain();
    expect(await matchesOf(ruleId)).toEqual([]);
    await storeMessage(tenantId, b!, { DeviceCpu: 10, DeviceMemory: 95 });
    await drain();
    expect((await matchesOf(ruleId)).map((m) => [m.subjectId, m.matchCount])).toEqual([[tenantId, 1]]);
  });

  it('Aggregation: counts different entities meeting the filter, whichever batch they came in', async () => {
    const { tenantId, entityIds, ruleId } = await scene({
      ruleTypeId: RuleTypeId.Aggregation,
      conditions: [metric('DeviceCpu', OperatorId.GreaterThan, '90'),
        { type: 0, leftOperand: LeftOperandId.EntityCount, operator: OperatorId.GreaterThanOrEqual, rightOperand: '3' }],
    }, 3);
    await storeMessage(tenantId, entityIds[0]!, { DeviceCpu: 95 });
    await storeMessage(tenantId, entityIds[0]!, { DeviceCpu: 96 });
    await drain();
    await storeMessage(tenantId, entityIds[1]!, { DeviceCpu: 95 });
    await drain();
    expect(await matchesOf(ruleId)).toEqual([]);
    await storeMessage(tenantId, entityIds[2]!, { DeviceCpu: 97 });
    await drain();
    expect((await matchesOf(ruleId)).map((m) => [m.subjectId, m.matchCount])).toEqual([[tenantId, 1]]);
  });
});

describe('evaluation of a rule scoped to a subscription', () => {
  it("matches only the packets of the subscription's entities", async () => {
    const { tenantId, entityIds: [device] } = await scene({ name: 'tenant-wide' });
    const subscription = await ctx.factories.subscription({ tenantId });
    const blockId = randomUUID();
    await ctx.db.insert(blocks).values({ tenantId, blockId, subscriptionId: subscription.subscriptionId, name: 'Boiler', blockTypeId: 1 });
    await packets.registerEntities(ctx.db, tenantId, [{ entityId: blockId, kind: 'block' }]);
    const { ruleId } = await makeRule(ctx, tenantId, { name: 'scoped', subscriptionId: subscription.subscriptionId });
    await store(tenantId, device!, 99);
    await store(tenantId, blockId, 99);
    await drain();
    expect((await matchesOf(ruleId)).map((m) => m.subjectId)).toEqual([blockId]);
  });
});

describe('a rule the engine cannot judge', () => {
  it('does not hold up the outbox: the other rules still match and the arrivals drain', async () => {
    const { tenantId, entityIds: [entityId], ruleId } = await scene();
    await ctx.db.execute(sql`insert into rules (tenant_id, name, rule_type_id, match_lifetime, conditions)
      values (${tenantId}, 'broken', 1, '00:05:00', '[null]'::jsonb)`);
    await store(tenantId, entityId!, 99);
    await drain();
    expect(await pendingArrivals(ctx.db)).toBe(0);
    expect((await matchesOf(ruleId)).map((m) => m.matchCount)).toEqual([1]);
  });
});
