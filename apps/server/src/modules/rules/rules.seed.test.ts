import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createActionDefinitionsService } from '../actiondefinitions/index.ts';
import { demoBlockId } from '../blocks/index.ts';
import { makeDevice } from '../devices/devices.fixtures.ts';
import { packetsService } from '../packets/index.ts';
import { seedRules } from './rules.seed.ts';

let ctx: TestContext;
let headers: { authorization: string };
let tenantId: string;
let webhookId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const subscription = await ctx.factories.subscription();
  tenantId = subscription.tenantId;
  // As the action catalog's seed makes it: a shared HTTP action for rules and protocols (type 4).
  const webhook = await createActionDefinitionsService({ db: ctx.db }).create(operatorActor('seed'), {
    name: 'Demo receiver webhook', actionDefinitionTypeId: 4, tenantId: null, inputParameters: 'Severity',
    endpointUrl: 'http://demo-receiver.invalid/v1/demoreceiver/hooks', httpMethod: 'POST',
  });
  webhookId = webhook.actionDefinitionId;
  await seedRules({ db: ctx.db, config: ctx.config, tenants: [{ tenantId, name: 'Demo' }], subscriptions: [{ ...subscription }] });
  const admin = await ctx.factories.user({ role: 'Administrator' });
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin.userId)}` };
});

describe('the demo rules', () => {
  it('gives a tenant rules of several types over the demo blocks and the heartbeats, acting through the built-in actions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/rules?showDisabled=true&$top=100', headers });
    const rules = res.json().value as Array<{ name: string; ruleTypeId: number; enabled: boolean; conditions: Array<{ leftOperand: number; rightOperand: string }>; matchActions: Array<{ actionDefinitionId: string }> }>;
    expect(new Set(rules.map((r) => r.ruleTypeId))).toEqual(new Set([1, 3, 5, 6]));
    expect(rules.filter((r) => !r.enabled).map((r) => r.name)).toEqual(['Orders stalled (disabled example)']);
    expect(rules.every((r) => r.conditions[0]!.leftOperand === 20 && r.conditions[0]!.rightOperand === tenantId)).toBe(true);
    const warm = rules.find((r) => r.name === 'Server room too warm')!;
    expect(warm.conditions[1]).toMatchObject({ leftOperand: 1, rightOperand: demoBlockId(tenantId, 'Server room temperature') });
    expect(warm.matchActions).toEqual([{ actionDefinitionId: webhookId, parameters: { Severity: 'High' } }]);
    const actions = rules.flatMap((r) => r.matchActions.map((a) => a.actionDefinitionId));
    expect(actions).toEqual(expect.arrayContaining(['email', 'create-work-unit']));
  });

  it('has a CPU rule that a dry run shows matching a hot heartbeat', async () => {
    const device = await makeDevice(ctx, tenantId);
    await packetsService(ctx.db, 30).store(tenantId, [
      { entityId: device.deviceId, timestamp: new Date(Date.now() - 60_000).toISOString(), message: { Metrics: { DeviceCpu: 93.5 } } },
    ]);
    const list = (await ctx.app.inject({ method: 'GET', url: `/v1/rules?$filter=${encodeURIComponent("name eq 'Device CPU above 80%'")}`, headers })).json();
    const { ruleId: _id, created: _c, modified: _m, ...rule } = list.value[0];
    const dry = await ctx.app.inject({ method: 'POST', url: '/v1/rules/dryRun', headers, payload: { rule } });
    expect(dry.json()).toMatchObject({ evaluated: 1, matched: 1, results: [{ entityId: device.deviceId, matched: true }] });
  });
});
