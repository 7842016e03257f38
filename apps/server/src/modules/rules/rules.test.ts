import type { Permission } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { createActionDefinitionsService } from '../actiondefinitions/index.ts';
import { makeDevice } from '../devices/devices.fixtures.ts';
import { packetsService } from '../packets/index.ts';
import { makeRule, ruleBody } from './rules.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const all: Permission[] = ['Rules:view', 'Rules:create', 'Rules:edit', 'Rules:delete'];
async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const tenantCondition = (tenantId: string) => ({ type: 0 as const, leftOperand: 20, leftOperandFieldName: null, operator: 1, rightOperand: tenantId, occurrencePattern: null });

describe('rules', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/rules' })).statusCode).toBe(401);
    const tenant = await ctx.factories.tenant();
    const rule = await makeRule(ctx, tenant.tenantId);
    const viewer = await bearerFor(['Rules:view']);
    expect((await call('DELETE', `/v1/rules/${rule.ruleId}`, viewer)).statusCode).toBe(403);
    expect((await call('POST', `/v1/rules/toggledisabled/${rule.ruleId}`, viewer)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/rules', viewer, ruleBody(tenant.tenantId))).statusCode).toBe(403);
    expect((await call('GET', '/v1/rules', await bearerFor(['Devices:view']))).statusCode).toBe(403);
  });

  it('creates with the tenant condition first, reads, updates, toggles and deletes a rule', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Contoso' });
    const subscription = await ctx.factories.subscription({ tenantId: tenant.tenantId, name: 'Production' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const created = await call('PUT', '/v1/rules', headers, ruleBody(tenant.tenantId.toUpperCase(), {
      name: ' CPU high ', description: 'Page the on-call.', subscriptionId: subscription.subscriptionId, useSlidingExpiration: true,
    }));
    expect(created.statusCode).toBe(200);
    const rule = created.json();
    expect(rule).toMatchObject({
      name: 'CPU high', description: 'Page the on-call.', ruleTypeId: 1, tenantId: tenant.tenantId, subscriptionId: subscription.subscriptionId,
      enabled: true, matchLifetime: '00:05:00', useSlidingExpiration: true, timeConditions: null, matchActions: [], expirationActions: [],
      tenant: { tenantId: tenant.tenantId, name: 'Contoso' }, subscription: { subscriptionId: subscription.subscriptionId, name: 'Production' },
    });
    expect(rule.conditions).toHaveLength(2);
    expect(rule.conditions[0]).toEqual(tenantCondition(tenant.tenantId));
    expect(rule.conditions[1]).toMatchObject({ leftOperand: 4, leftOperandFieldName: 'DeviceCpu', operator: 3, rightOperand: '80' });
    expect((await call('GET', `/v1/rules/${rule.ruleId}`, headers)).json()).toEqual(rule);

    // Saving again with the tenant condition (as the editor sends it) keeps exactly one, first.
    const updated = await call('POST', `/v1/rules/${rule.ruleId}`, headers, ruleBody(tenant.tenantId, {
      name: 'CPU very high', conditions: [rule.conditions[1], rule.conditions[0]],
      timeConditions: { timeZoneId: 'America/New_York', dailyStartTime: '22:00', dailyEndTime: '06:00' },
    }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'CPU very high', subscriptionId: null,
      timeConditions: { timeZoneId: 'America/New_York', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], dailyStartTime: '22:00', dailyEndTime: '06:00' },
    });
    expect(updated.json().conditions.map((c: { leftOperand: number }) => c.leftOperand)).toEqual([20, 4]);

    const off = await call('POST', `/v1/rules/toggledisabled/${rule.ruleId}`, headers);
    expect(off.json()).toEqual({ ruleId: rule.ruleId, enabled: false, message: 'Rule CPU very high disabled successfully.' });
    const on = await call('POST', `/v1/rules/toggledisabled/${rule.ruleId}`, headers);
    expect(on.json()).toEqual({ ruleId: rule.ruleId, enabled: true, message: 'Rule CPU very high enabled successfully.' });

    const deleted = await call('DELETE', `/v1/rules/${rule.ruleId}`, headers);
    expect(deleted.json()).toEqual({ message: 'Rule deleted successfully.' });
    expect((await call('GET', `/v1/rules/${rule.ruleId}`, headers)).statusCode).toBe(404);
  });

  it('queues its tenant\'s packets for evaluation from its first enabled rule on, and keeps them queued after a disable', async () => {
    const tenant = await ctx.factories.tenant();
    const queued = async () => (await ctx.db.$client.query('select count(*)::int as n from packet_arrival_tenants where tenant_id = $1', [tenant.tenantId])).rows[0].n;
    expect(await queued()).toBe(0);
    const rule = await makeRule(ctx, tenant.tenantId);
    expect(await queued()).toBe(1);
    const headers = await bearerFor(all, [tenant.tenantId]);
    expect((await call('POST', `/v1/rules/toggledisabled/${rule.ruleId}`, headers)).json()).toMatchObject({ enabled: false });
    await makeRule(ctx, tenant.tenantId, { name: 'Second' });
    expect(await queued()).toBe(1);
  });

  it('lists enabled rules unless showDisabled=true, with the tenant and subscription names', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Listed' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const on = await makeRule(ctx, tenant.tenantId, { name: 'A on' });
    const off = await makeRule(ctx, tenant.tenantId, { name: 'B off', enabled: false });
    const names = (res: { json(): { value: Array<{ name: string }> } }) => res.json().value.map((r) => r.name);
    expect(names(await call('GET', '/v1/rules', headers))).toEqual(['A on']);
    expect(names(await call('GET', '/v1/rules?showDisabled=false', headers))).toEqual(['A on']);
    const withDisabled = await call('GET', '/v1/rules?showDisabled=true&$expand=tenant,subscription&$count=true', headers);
    expect(withDisabled.json()).toMatchObject({ '@odata.count': 2, value: [{ ruleId: on.ruleId, tenant: { name: 'Listed' }, subscription: null }, { ruleId: off.ruleId, enabled: false }] });
    expect((await call('GET', '/v1/rules?showDisabled=yes', headers)).statusCode).toBe(400);
  });

  it.each([
    [{ name: ' ' }, 'name: Please enter a rule name'],
    [{ ruleTypeId: undefined }, 'ruleTypeId: Please select a Rule Type'],
    [{ matchLifetime: '' }, 'matchLifetime: Lifetime is required'],
    [{ matchLifetime: '00:04:59' }, 'matchLifetime: The lifetime must be at least 00:05:00 (5 minutes).'],
    [{ conditions: [] }, 'conditions: Condtions are required for rules.'],
    [{ ruleTypeId: 5 }, 'timeConditions: Time limitations are required for Maintenance rules.'],
    [{ ruleTypeId: 5, timeConditions: { timeZoneId: 'America/New_York', daysOfWeek: [] } }, 'timeConditions.daysOfWeek: At least one day should be selected when using a Maintenance rule.'],
    [{ timeConditions: { timeZoneId: ' ' } }, 'timeConditions.timeZoneId: A timezone is required.'],
    [{ timeConditions: { timeZoneId: 'Mars/Olympus_Mons' } }, 'timeConditions.timeZoneId: This timezone is not known; pick one from the list.'],
    [{ tenantId: undefined }, 'tenantId: Please choose a tenant.'],
    [{ conditions: [{ type: 0, leftOperand: 4, operator: 3, rightOperand: '80' }] }, 'conditions.1.leftOperandFieldName: Please enter the field name this condition reads, for example DeviceCpu.'],
    [{ matchActions: [{ actionDefinitionId: '5f1c2f0e-8a51-4f55-9d55-2f7f9a1b0c3d' }] }, 'matchActions.0.actionDefinitionId: The action 5f1c2f0e-8a51-4f55-9d55-2f7f9a1b0c3d does not exist; choose one from the Action Catalog.'],
  ])('refuses %j with "%s"', async (values, message) => {
    const tenant = await ctx.factories.tenant();
    const res = await call('PUT', '/v1/rules', await bearerFor(all), ruleBody(tenant.tenantId, values as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a subscription of another tenant and a tenant condition naming another tenant', async () => {
    const tenant = await ctx.factories.tenant();
    const other = await ctx.factories.subscription();
    const headers = await bearerFor(all);
    const wrongSubscription = await call('PUT', '/v1/rules', headers, ruleBody(tenant.tenantId, { subscriptionId: other.subscriptionId }));
    expect(wrongSubscription.statusCode).toBe(400);
    expect(wrongSubscription.json().message).toBe('subscriptionId: The subscription belongs to another tenant; choose one of the rule\'s tenant.');
    const wrongTenant = await call('PUT', '/v1/rules', headers, ruleBody(tenant.tenantId, {
      conditions: [tenantCondition(other.tenantId), ...ruleBody(tenant.tenantId).conditions],
    }));
    expect(wrongTenant.statusCode).toBe(400);
    expect(wrongTenant.json().message).toBe('conditions.0: The tenant condition must be the first condition and compare with the rule\'s tenant.');
  });

  it('answers 404 for another tenant\'s rule on every call and never moves a rule between tenants', async () => {
    const mine = await ctx.factories.tenant();
    const theirs = await ctx.factories.tenant();
    const foreign = await makeRule(ctx, theirs.tenantId);
    const own = await makeRule(ctx, mine.tenantId);
    const headers = await bearerFor(all, [mine.tenantId]);
    for (const [method, url, body] of [
      ['GET', `/v1/rules/${foreign.ruleId}`], ['POST', `/v1/rules/${foreign.ruleId}`, ruleBody(theirs.tenantId)],
      ['POST', `/v1/rules/toggledisabled/${foreign.ruleId}`], ['DELETE', `/v1/rules/${foreign.ruleId}`],
      ['PUT', '/v1/rules', ruleBody(theirs.tenantId)], ['POST', '/v1/rules/dryRun', { rule: ruleBody(theirs.tenantId) }],
    ] as const) {
      expect((await call(method, url, headers, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/v1/rules?showDisabled=true', headers)).json().value.map((r: { ruleId: string }) => r.ruleId)).toEqual([own.ruleId]);
    const moved = await call('POST', `/v1/rules/${own.ruleId}`, headers, ruleBody(theirs.tenantId));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/^tenantId: /);
  });

  it('dry-runs an unsaved rule over the last stored packets of its scope and says what decided, writing nothing', async () => {
    const tenant = await ctx.factories.tenant();
    const production = await ctx.factories.subscription({ tenantId: tenant.tenantId });
    const staging = await ctx.factories.subscription({ tenantId: tenant.tenantId });
    const web = await makeDevice(ctx, tenant.tenantId, { subscriptionId: production.subscriptionId });
    const lab = await makeDevice(ctx, tenant.tenantId, { subscriptionId: staging.subscriptionId });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const stored = await packetsService(ctx.db, 30).store(tenant.tenantId, [
      { entityId: web.deviceId, timestamp: at(3), message: { Metrics: { DeviceCpu: 95 } } },
      { entityId: web.deviceId, timestamp: at(2), message: { Metrics: { DeviceCpu: 20 } } },
      { entityId: lab.deviceId, timestamp: at(1), message: { Metrics: { DeviceCpu: 99 } } },
    ]);
    expect(stored.stored).toBe(3);
    const headers = await bearerFor(['Rules:view'], [tenant.tenantId]);

    const whole = await call('POST', '/v1/rules/dryRun', headers, { rule: ruleBody(tenant.tenantId) });
    expect(whole.statusCode).toBe(200);
    const body = whole.json();
    expect(body).toMatchObject({ evaluated: 3, matched: 2 });
    // Newest first; each says which condition decided (1: the CPU condition after the tenant condition).
    expect(body.results.map((r: { entityId: string; matched: boolean }) => [r.entityId, r.matched])).toEqual([
      [lab.deviceId, true], [web.deviceId, false], [web.deviceId, true],
    ]);
    expect(body.results[1]).toMatchObject({ subjectId: web.deviceId, decidedBy: { conditionIndex: 1 } });
    expect(body.results[1].decidedBy.reason).toEqual(expect.any(String));

    const scoped = await call('POST', '/v1/rules/dryRun', headers, { rule: ruleBody(tenant.tenantId, { subscriptionId: production.subscriptionId }) });
    expect(scoped.json()).toMatchObject({ evaluated: 2, matched: 1 });
    const limited = await call('POST', '/v1/rules/dryRun', headers, { rule: ruleBody(tenant.tenantId), limit: 1 });
    expect(limited.json()).toMatchObject({ evaluated: 1, matched: 1, results: [{ entityId: lab.deviceId }] });

    const invalid = await call('POST', '/v1/rules/dryRun', headers, { rule: ruleBody(tenant.tenantId, { conditions: [] }) });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('rule.conditions: Condtions are required for rules.');
    // Read-only: nothing was saved.
    expect((await call('GET', '/v1/rules?showDisabled=true', await bearerFor(all, [tenant.tenantId]))).json().value).toEqual([]);
  });

  it('takes only actions its tenant may use for rules: its own or shared rule actions and the email built-in', async () => {
    const tenant = await ctx.factories.tenant();
    const other = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const definitions = createActionDefinitionsService({ db: ctx.db });
    const hook = (tenantId: string | null, actionDefinitionTypeId: number, name: string) => definitions.create(operatorActor('test'), {
      name, actionDefinitionTypeId, tenantId, endpointUrl: 'https://hooks.example.com/x', httpMethod: 'POST',
    });
    const own = await hook(tenant.tenantId, 3, 'Own hook');
    const shared = await hook(null, 4, 'Shared hook');
    const protocolOnly = await hook(tenant.tenantId, 2, 'Protocol hook');
    const foreign = await hook(other.tenantId, 3, 'Foreign hook');
    const save = (actionDefinitionId: string) => call('PUT', '/v1/rules', headers, ruleBody(tenant.tenantId, { matchActions: [{ actionDefinitionId, parameters: {} }] }));

    for (const id of [own.actionDefinitionId, shared.actionDefinitionId, 'email', 'create-work-unit']) expect({ id, status: (await save(id)).statusCode }).toEqual({ id, status: 200 });
    const refused = await save(protocolOnly.actionDefinitionId);
    expect(refused.json().message).toBe('matchActions.0.actionDefinitionId: The action "Protocol hook" cannot be used by rules of this tenant; choose a rule action of this tenant or a shared one.');
    // Another tenant's definition is as unknown as a missing one (its name does not leak).
    const hidden = await save(foreign.actionDefinitionId);
    expect(hidden.json().message).toBe(`matchActions.0.actionDefinitionId: The action ${foreign.actionDefinitionId} does not exist; choose one from the Action Catalog.`);

    expect((await call('GET', `/v1/rules/GetRulesForAction(actionDefinitionId=${own.actionDefinitionId})`, headers)).json()['@odata.count']).toBe(1);
    expect((await call('GET', `/v1/rules/GetRulesForAction(actionDefinitionId=${foreign.actionDefinitionId})`, headers)).statusCode).toBe(404);
    // The action catalog refuses to delete a definition a rule uses, naming the rule.
    const admin = await bearerFor(['ActionDefinitions:view', 'ActionDefinitions:delete'], [tenant.tenantId]);
    const del = await call('DELETE', `/v1/actionDefinitions/${own.actionDefinitionId}`, admin);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('rule "CPU high"');
  });

  it('lists the rules that use an action definition', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const rule = await makeRule(ctx, tenant.tenantId, { name: 'Mails', expirationActions: [{ actionDefinitionId: 'email', parameters: { Template: 'AllClear' } }] });
    await makeRule(ctx, tenant.tenantId, { name: 'Quiet' });
    const res = await call('GET', '/v1/rules/GetRulesForAction(actionDefinitionId=email)', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ '@odata.count': 1, value: [{ ruleId: rule.ruleId, name: 'Mails', tenantId: tenant.tenantId }] });
  });
});
