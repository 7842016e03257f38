import type { Permission } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { rules } from '../rules/rules.table.ts';
import { actionHistories } from './actiondefinitions.table.ts';
import seedActionDefinitions from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const all: Permission[] = ['ActionDefinitions:view', 'ActionDefinitions:create', 'ActionDefinitions:edit', 'ActionDefinitions:delete'];
const hook = (tenantId: string | null, extra: Record<string, unknown> = {}) => ({
  name: 'Page the on-call', description: 'Posts to the pager', actionDefinitionTypeId: 3, tenantId,
  inputParameters: 'Severity, Team', endpointUrl: 'https://hooks.example.com/page/{Team}', httpMethod: 'POST',
  headers: 'X-Api-Key:abc\nX-Team:{Team}', body: '{"entity":"{Packet.EntityId}","severity":"{Severity}"}', ...extra,
});

describe('action definitions', () => {
  it('creates, lists with the tenant, updates and deletes a tenant definition', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Contoso' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const created = await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers, payload: hook(tenant.tenantId) });
    expect(created.statusCode).toBe(200);
    const definition = created.json();
    expect(definition).toMatchObject({
      name: 'Page the on-call', actionDefinitionTypeId: 3, inputParameters: 'Severity,Team', httpMethod: 'POST', builtIn: false,
      tenant: { tenantId: tenant.tenantId, name: 'Contoso' },
    });
    const id = definition.actionDefinitionId;
    const list = await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions?$filter=actionDefinitionId eq '${id}'&$expand=tenant&$count=true`, headers });
    expect(list.json()).toMatchObject({ '@odata.count': 1, value: [{ actionDefinitionId: id, tenant: { name: 'Contoso' } }] });

    const updated = await ctx.app.inject({ method: 'POST', url: `/v1/actionDefinitions/${id}`, headers, payload: hook(tenant.tenantId, { name: 'Renamed', httpMethod: 'PUT' }) });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', httpMethod: 'PUT' });

    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/v1/actionDefinitions/${id}`, headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Action Definition deleted successfully.' });
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions/${id}`, headers })).statusCode).toBe(404);
  });

  it.each([
    [{}, 'name: This field is required.; actionDefinitionTypeId: This field is required.'],
    [{ name: 'X' }, 'actionDefinitionTypeId: This field is required.'],
    [{ name: 'X', actionDefinitionTypeId: 9 }, 'actionDefinitionTypeId: Type must be one of 1 to 6.'],
    [{ name: 'X', actionDefinitionTypeId: 3 }, 'endpointUrl: An HTTP action needs an Endpoint URL.'],
    [{ name: 'X', actionDefinitionTypeId: 3, endpointUrl: 'ftp://x' }, 'endpointUrl: Please enter a web address starting with http:// or https://, for example https://example.com/hooks/alert.'],
    [{ name: 'X', actionDefinitionTypeId: 3, endpointUrl: 'https://x', httpMethod: 'TRACE' }, 'httpMethod: HTTP Method must be one of POST, GET, PUT, PATCH, DELETE, HEAD.'],
    [{ name: 'X', actionDefinitionTypeId: 3, endpointUrl: 'https://x', headers: 'Good:1\nno colon here' }, 'headers: Header line 2 must look like Name:Value.'],
    [{ name: 'X', actionDefinitionTypeId: 6, endpointUrl: 'https://x' }, 'actionDefinitionTypeId: Built-in action types (1, 5 and 6) are reserved for the built-in actions.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers: await bearerFor(all), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('keeps the built-ins read-only but lists and tests them', async () => {
    const headers = await bearerFor(all);
    const email = await ctx.app.inject({ method: 'GET', url: '/v1/actionDefinitions/email', headers });
    expect(email.json()).toMatchObject({ actionDefinitionId: 'email', builtIn: true, tenantId: null, inputParameters: 'IsImportant,Template,ExtraParameters' });
    for (const id of ['email', 'create-work-unit']) {
      const edit = await ctx.app.inject({ method: 'POST', url: `/v1/actionDefinitions/${id}`, headers, payload: hook(null) });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe('Built-in actions cannot be changed or deleted; they can only be tested.');
      expect((await ctx.app.inject({ method: 'DELETE', url: `/v1/actionDefinitions/${id}`, headers })).statusCode).toBe(403);
    }
    const tenant = await ctx.factories.tenant();
    const test = await ctx.app.inject({
      method: 'POST', url: '/v1/actionDefinitions/create-work-unit/test', headers,
      payload: { tenantId: tenant.tenantId, parameters: { SeverityId: '2' }, extra: [{ name: 'Title', value: 'Checking the action' }] },
    });
    expect(test.statusCode).toBe(200);
    const { messageId } = test.json();
    expect(messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    const history = await ctx.app.inject({ method: 'GET', url: `/v1/actionHistories?messageId=${messageId}&$expand=actionDefinition($select=name)&$count=true`, headers });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      '@odata.count': 1,
      value: [{ messageId, actionDefinitionId: 'create-work-unit', resultStatusId: 3, trigger: 'test', actionDefinition: { name: 'Create Work Unit' } }],
    });
    expect(JSON.parse(history.json().value[0].inputParameters)).toEqual({ SeverityId: '2', Title: 'Checking the action' });
  });

  it('offers protocols and rules the types they can use, the email built-in to both', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const protocolOnly = (await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers, payload: hook(tenant.tenantId, { name: 'P only', actionDefinitionTypeId: 2 }) })).json();
    const ruleOnly = (await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers, payload: hook(tenant.tenantId, { name: 'R only', actionDefinitionTypeId: 3 }) })).json();
    const forRules = (await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions/GetActionDefinitionsForRules(tenantId=${tenant.tenantId})`, headers })).json();
    const forProtocols = (await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions/GetActionDefinitionsForProtocols(tenantId='${tenant.tenantId}')`, headers })).json();
    const ids = (r: { value: Array<{ actionDefinitionId: string }> }) => r.value.map((d) => d.actionDefinitionId);
    expect(ids(forRules)).toEqual(expect.arrayContaining(['email', 'create-work-unit', ruleOnly.actionDefinitionId]));
    expect(ids(forRules)).not.toContain(protocolOnly.actionDefinitionId);
    expect(ids(forProtocols)).toEqual(expect.arrayContaining(['email', protocolOnly.actionDefinitionId]));
    expect(ids(forProtocols)).not.toContain(ruleOnly.actionDefinitionId);
    expect(ids(forProtocols)).not.toContain('create-work-unit');
  });

  it('refuses to delete a definition a rule uses, naming the rule (409)', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const id = (await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers, payload: hook(tenant.tenantId) })).json().actionDefinitionId;
    await ctx.db.insert(rules).values({
      tenantId: tenant.tenantId, name: 'CPU high', ruleTypeId: 1, matchLifetime: '00:10:00',
      expirationActions: [{ actionDefinitionId: id, parameters: {} }],
    });
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/v1/actionDefinitions/${id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The action is used by rule "CPU high" and cannot be deleted.');
  });

  it('lets only holders for all tenants write shared definitions', async () => {
    const tenant = await ctx.factories.tenant();
    const limited = await bearerFor(all, [tenant.tenantId]);
    const refused = await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers: limited, payload: hook(null) });
    expect(refused.statusCode).toBe(403);
    const shared = await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers: await bearerFor(all), payload: hook(null) });
    expect(shared.statusCode).toBe(200);
    const id = shared.json().actionDefinitionId;
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions/${id}`, headers: limited })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/actionDefinitions/${id}`, headers: limited, payload: hook(null) })).statusCode).toBe(403);
  });

  it('replays only a failed run', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const id = (await ctx.app.inject({ method: 'PUT', url: '/v1/actionDefinitions', headers, payload: hook(tenant.tenantId) })).json().actionDefinitionId;
    const test = (await ctx.app.inject({ method: 'POST', url: `/v1/actionDefinitions/${id}/test`, headers, payload: { parameters: { Team: 'ops' } } })).json();
    const waiting = await ctx.app.inject({ method: 'POST', url: `/v1/actionHistories/${test.actionHistoryId}/replay`, headers });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe('Only a failed run can be replayed.');
    await ctx.db.update(actionHistories).set({ resultStatusId: 2, nextAttemptAt: null }).where(eq(actionHistories.actionHistoryId, test.actionHistoryId));
    const replayed = await ctx.app.inject({ method: 'POST', url: `/v1/actionHistories/${test.actionHistoryId}/replay`, headers });
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ actionHistoryId: test.actionHistoryId, messageId: test.messageId, resultStatusId: 3 });
    const viewer = await bearerFor(['ActionDefinitions:view'], [tenant.tenantId]);
    expect((await ctx.app.inject({ method: 'POST', url: `/v1/actionHistories/${test.actionHistoryId}/replay`, headers: viewer })).statusCode).toBe(403);
  });

  it('reads and rotates the tenant signing secret; the previous one keeps signing', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const first = (await ctx.app.inject({ method: 'GET', url: `/v1/actionSigningSecrets/${tenant.tenantId}`, headers })).json();
    expect(first).toMatchObject({ previousSecret: null, rotated: null });
    expect(first.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const rotated = (await ctx.app.inject({ method: 'POST', url: `/v1/actionSigningSecrets/${tenant.tenantId}/rotate`, headers })).json();
    expect(rotated.previousSecret).toBe(first.secret);
    expect(rotated.secret).not.toBe(first.secret);
    expect(Date.parse(rotated.previousExpires) - Date.now()).toBeGreaterThan(23 * 3600_000);
    const viewer = await bearerFor(['ActionDefinitions:view'], [tenant.tenantId]);
    expect((await ctx.app.inject({ method: 'GET', url: `/v1/actionSigningSecrets/${tenant.tenantId}`, headers: viewer })).statusCode).toBe(403);
  });

  it('seeds a shared webhook to the demo receiver that rules can use, and a tenant\'s protocol action', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Seeded' });
    await seedActionDefinitions({ db: ctx.db, config: ctx.config, tenants: [{ tenantId: tenant.tenantId, name: 'Seeded' }], subscriptions: [] });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const forRules = (await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions/GetActionDefinitionsForRules(tenantId=${tenant.tenantId})`, headers })).json();
    const webhook = forRules.value.find((d: { name: string }) => d.name === 'Demo receiver webhook');
    expect(webhook).toMatchObject({ tenantId: null, actionDefinitionTypeId: 4 });
    const full = (await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions/${webhook.actionDefinitionId}`, headers })).json();
    expect(full.endpointUrl).toBe('http://demo-receiver.invalid/v1/demoreceiver/hooks');
    const forProtocols = (await ctx.app.inject({ method: 'GET', url: `/v1/actionDefinitions/GetActionDefinitionsForProtocols(tenantId=${tenant.tenantId})`, headers })).json();
    expect(forProtocols.value.map((d: { name: string }) => d.name)).toContain('Seeded ticket bridge');
  });
});
