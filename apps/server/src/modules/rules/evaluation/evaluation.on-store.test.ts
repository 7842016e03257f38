import { randomUUID } from 'node:crypto';
import { BUILT_IN_ACTION_IDS, OperatorId, RuleTypeId, type RuleBodyInput } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../../test/context.ts';
import { actionHistories } from '../../actiondefinitions/actiondefinitions.table.ts';
import type { ArrivedPacket } from '../../packets/index.ts';
import { pendingArrivals } from '../../packets/packets.arrivals.ts';
import { createPacketsService } from '../../packets/packets.service.ts';
import { ruleBody } from '../rules.fixtures.ts';
import { ruleMatches } from '../rulematches.table.ts';
import { judgeArrivals } from './evaluate.ts';

/**
 * Packets judged in the transaction that stores them (RULES_ON_STORE, the default): what an acknowledged
 * call stored has been judged, and calls in flight together share one store and one judgement.
 */
let ctx: TestContext;
let packets: ReturnType<typeof createPacketsService>;
beforeAll(async () => {
  ctx = await createTestContext({}, { poolSize: 6 });
  packets = createPacketsService({ db: ctx.db, retentionDays: 30 });
});

const cpu = (operator: number, value: string) => ({ type: 0 as const, leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator, rightOperand: value });
const memory = (operator: number, value: string) => ({ type: 0 as const, leftOperand: 4, leftOperandFieldName: 'DeviceMemory', operator, rightOperand: value });

/** A tenant with an API token, `n` devices and one rule. */
async function scene(rule: Partial<RuleBodyInput> = {}, n = 1) {
  const tenant = await ctx.factories.tenant();
  const grant = await ctx.factories.tokenGrant({ tenantId: tenant.tenantId });
  const entityIds = Array.from({ length: n }, () => randomUUID());
  await packets.registerEntities(ctx.db, tenant.tenantId, entityIds.map((entityId) => ({ entityId, kind: 'device' })));
  // Through the API, as a person saves it: its change hint tells this process the tenant now has rules.
  const user = await ctx.factories.user({ permissions: ['Rules:view', 'Rules:create'], tenantIds: [tenant.tenantId] });
  const saved = await ctx.app.inject({
    method: 'PUT', url: '/v1/rules', headers: { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` },
    payload: ruleBody(tenant.tenantId, { matchActions: [{ actionDefinitionId: BUILT_IN_ACTION_IDS.email, parameters: { Template: 'Simple' } }], ...rule }) as object,
  });
  expect(saved.json()).toMatchObject({ ruleId: expect.any(String) });
  return { tenantId: tenant.tenantId, entityIds, ruleId: saved.json<{ ruleId: string }>().ruleId, headers: { authorization: `Bearer ${grant.token}` } };
}

const post = (headers: Record<string, string>, payload: unknown[]) => ctx.app.inject({ method: 'POST', url: '/v1/packets', headers, payload: payload as object });
const packet = (entityId: string, metrics: Record<string, number>) => ({ entityId, timestamp: new Date().toISOString(), message: { Metrics: metrics } });
const matchesOf = (ruleId: string) => ctx.db.select().from(ruleMatches).where(eq(ruleMatches.ruleId, ruleId));

describe('packets judged in their store', () => {
  it('have made their match and enqueued its action by the time the call is answered; nothing waits in the outbox', async () => {
    const { entityIds: [entityId], ruleId, headers } = await scene();
    const answer = await post(headers, [packet(entityId!, { DeviceCpu: 50 }), packet(entityId!, { DeviceCpu: 95 })]);
    expect(answer.json()).toEqual({ stored: 2, duplicate: 0, refused: [] });
    const [match] = await matchesOf(ruleId);
    expect(match).toMatchObject({ subjectId: entityId, matchCount: 1 });
    expect(await ctx.db.select().from(actionHistories).where(eq(actionHistories.correlationId, match!.ruleMatchId))).toHaveLength(1);
    expect(await pendingArrivals(ctx.db)).toBe(0);
  });

  it("calls of several tenants made together are answered each with its own outcome, and each tenant's rule judges its own packets", async () => {
    const scenes = await Promise.all([0, 1, 2, 3].map(() => scene({}, 2)));
    const answers = await Promise.all(scenes.map((s, i) => post(s.headers, [
      packet(s.entityIds[0]!, { DeviceCpu: 91 + i }),
      // Another tenant's device: refused by index, whoever shares the statement.
      packet(scenes[(i + 1) % scenes.length]!.entityIds[1]!, { DeviceCpu: 99 }),
      packet(s.entityIds[1]!, { DeviceCpu: 10 }),
    ])));
    for (const [i, answer] of answers.entries()) {
      const foreign = scenes[(i + 1) % scenes.length]!.entityIds[1]!;
      expect(answer.json()).toMatchObject({ stored: 2, duplicate: 0, refused: [{ index: 1, entityId: foreign }] });
      expect((await matchesOf(scenes[i]!.ruleId)).map((m) => [m.subjectId, m.matchCount])).toEqual([[scenes[i]!.entityIds[0], 1]]);
    }
  });

  it('Correlation: two stores at once for two devices meeting the two conditions make the match (the second waits for the first)', async () => {
    const { tenantId, entityIds: [a, b], ruleId } = await scene({
      ruleTypeId: RuleTypeId.Correlation, conditions: [cpu(OperatorId.GreaterThan, '90'), memory(OperatorId.GreaterThan, '90')],
    }, 2);
    const arrived = (entityId: string, metrics: Record<string, number>): ArrivedPacket => ({
      sequence: 0, tenantId, packetId: randomUUID(), entityId, timestamp: new Date(), entityKind: 'device', received: new Date(),
      message: { Metrics: metrics }, entitySequence: null,
    });
    // The first judges and holds its transaction open; the second, judged meanwhile, must see the first's hit.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let judged!: () => void;
    const firstJudged = new Promise<void>((resolve) => (judged = resolve));
    const first = ctx.db.transaction(async (tx) => {
      await judgeArrivals(tx, [arrived(a!, { DeviceCpu: 95, DeviceMemory: 10 })], {});
      judged();
      await held;
    });
    await firstJudged;
    const second = ctx.db.transaction((tx) => judgeArrivals(tx, [arrived(b!, { DeviceCpu: 10, DeviceMemory: 95 })], {}));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await first;
    expect(await second).toMatchObject({ matchEvents: 1 });
    expect((await matchesOf(ruleId)).map((m) => [m.subjectId, m.matchCount])).toEqual([[tenantId, 1]]);
  });
});
