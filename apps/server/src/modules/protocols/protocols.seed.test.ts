import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createActionDefinitionsService } from '../actiondefinitions/index.ts';
import { seedRules } from '../rules/rules.seed.ts';
import { seedProtocols } from './protocols.seed.ts';

let ctx: TestContext;
let headers: { authorization: string };
let tenantId: string;
let webhookId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const tenant = await ctx.factories.tenant({ name: 'Demo', assignmentGroups: 'Service Desk,Network Team', internalNotificationEmailAddress: 'noc@demo.example' });
  const subscription = await ctx.factories.subscription({ tenantId: tenant.tenantId });
  tenantId = tenant.tenantId;
  // As the action catalog's seed makes it: a shared HTTP action for rules and protocols (type 4).
  webhookId = (await createActionDefinitionsService({ db: ctx.db }).create(operatorActor('seed'), {
    name: 'Demo receiver webhook', actionDefinitionTypeId: 4, tenantId: null, inputParameters: 'Severity',
    endpointUrl: 'http://demo-receiver.invalid/v1/demoreceiver/hooks', httpMethod: 'POST',
  })).actionDefinitionId;
  const seed = { db: ctx.db, config: ctx.config, tenants: [{ tenantId, name: 'Demo' }], subscriptions: [{ ...subscription }] };
  // In the order seed/index.ts runs them (rules' seedAfter names protocols).
  await seedProtocols(seed);
  await seedRules(seed);
  const admin = await ctx.factories.user({ role: 'Administrator' });
  headers = { authorization: `Bearer ${await ctx.tokenFor(admin.userId)}` };
});

describe('the demo protocol', () => {
  it('has an automatic email on OnNew, manual actions, and a 30-minute timer step, and the demo rules open work units under it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/protocols?$expand=protocolActions', headers });
    const [protocol] = res.json().value;
    expect(protocol).toMatchObject({ name: 'Demo incident protocol', tenantId, owningGroup: 'Service Desk', timerInverval: '00:30:00' });
    expect(protocol.protocolActions.map((a: Record<string, unknown>) => [a.workUnitEventTypeId, a.sequence, a.actionDefinitionId, a.runAutomatically])).toEqual([
      [1, 1, 'email', true], [1, 2, 'email', false], [2, 1, 'email', false], [7, 1, webhookId, true],
    ]);
    const matched = await ctx.app.inject({ method: 'GET', url: `/v1/protocols/GetMatchedRules(id=${protocol.protocolId})`, headers });
    expect(matched.json().value.map((r: { name: string }) => r.name)).toEqual(['Backup failed', 'Device CPU averages above 70% for 15 minutes']);
  });
});
