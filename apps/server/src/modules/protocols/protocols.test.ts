import { BUILT_IN_ACTION_IDS, type Permission, WorkUnitEventType } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../../test/context.ts';
import { makeRule } from '../rules/rules.fixtures.ts';
import { getProtocolForWorkUnit } from './index.ts';
import { makeProtocol, makeProtocolAction, protocolActionBody, protocolBody } from './protocols.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const all: Permission[] = ['WorkUnits.Protocols:view', 'WorkUnits.Protocols:create', 'WorkUnits.Protocols:edit', 'WorkUnits.Protocols:delete'];
async function bearerFor(permissions: Permission[], tenantIds?: string[]) {
  const user = await ctx.factories.user({ permissions, tenantIds });
  return { authorization: `Bearer ${await ctx.tokenFor(user.userId)}` };
}
const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
/** A rule of `tenantId` whose create-work-unit action opens work units under `protocolId`. */
const ruleOpening = (tenantId: string, protocolId: string, name = 'Opens under the protocol') => makeRule(ctx, tenantId, {
  name, matchActions: [{ actionDefinitionId: BUILT_IN_ACTION_IDS.createWorkUnit, parameters: { TenantId: tenantId, ProtocolId: protocolId.toUpperCase(), SeverityId: '2' } }],
});

describe('protocols', () => {
  it('answers 401 without a token and 403 without the permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/protocols' })).statusCode).toBe(401);
    const tenant = await ctx.factories.tenant();
    const protocol = await makeProtocol(ctx, tenant.tenantId);
    const viewer = await bearerFor(['WorkUnits.Protocols:view']);
    expect((await call('DELETE', `/v1/protocols/${protocol.protocolId}`, viewer)).statusCode).toBe(403);
    expect((await call('PUT', '/v1/protocols', viewer, protocolBody(tenant.tenantId))).statusCode).toBe(403);
    expect((await call('PUT', '/v1/protocolActions', viewer, protocolActionBody(protocol.protocolId))).statusCode).toBe(403);
    expect((await call('GET', '/v1/protocols', await bearerFor(['WorkUnits:view']))).statusCode).toBe(403);
  });

  it('creates, reads, updates and deletes a protocol with its owning group', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Contoso', assignmentGroups: 'Service Desk,Network' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const created = await call('PUT', '/v1/protocols', headers, protocolBody(tenant.tenantId.toUpperCase(), {
      name: ' Sev1 ', description: 'Page the bridge.', owningGroup: 'service desk', timerInverval: '00:10:00',
    }));
    expect(created.statusCode).toBe(200);
    const protocol = created.json();
    expect(protocol).toMatchObject({
      name: 'Sev1', description: 'Page the bridge.', tenantId: tenant.tenantId, owningGroup: 'Service Desk', timerInverval: '00:10:00',
      manualActions: 'Call the bridge.', tenant: { tenantId: tenant.tenantId, name: 'Contoso' },
    });
    expect(protocol.modifiedBy).toBeTruthy();
    expect((await call('GET', `/v1/protocols/${protocol.protocolId}`, headers)).json()).toEqual(protocol);

    const updated = await call('POST', `/v1/protocols/${protocol.protocolId}`, headers, protocolBody(tenant.tenantId, { name: 'Sev1 bridge', owningGroup: null, timerInverval: '01:00:00' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Sev1 bridge', owningGroup: null, timerInverval: '01:00:00' });

    const other = await ctx.factories.tenant();
    const moved = await call('POST', `/v1/protocols/${protocol.protocolId}`, headers, protocolBody(other.tenantId));
    expect(moved.statusCode).toBe(400);

    expect((await call('DELETE', `/v1/protocols/${protocol.protocolId}`, headers)).json()).toEqual({ message: 'Protocol deleted successfully.' });
    expect((await call('GET', `/v1/protocols/${protocol.protocolId}`, headers)).statusCode).toBe(404);
  });

  it('refuses a bad protocol with the §5 messages', async () => {
    const tenant = await ctx.factories.tenant({ assignmentGroups: 'Service Desk' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const message = async (values: Record<string, unknown>) => {
      const res = await call('PUT', '/v1/protocols', headers, { ...protocolBody(tenant.tenantId), ...values });
      expect(res.statusCode).toBe(400);
      return res.json().message as string;
    };
    expect(await message({ timerInverval: '' })).toContain('Timer Interval is required');
    expect(await message({ timerInverval: undefined })).toContain('Timer Interval is required');
    expect(await message({ timerInverval: '00:09:59' })).toContain('The timer interval must be at least 00:10:00 (10 minutes).');
    expect(await message({ timerInverval: '10 minutes' })).toContain('Please enter the timer interval as HH:mm:ss');
    expect(await message({ name: ' ' })).toContain('Please enter a protocol name.');
    expect(await message({ tenantId: null })).toContain('Please choose a tenant.');
    expect(await message({ owningGroup: 'Nobody' })).toContain('The owning group must be one of the tenant\'s assignment groups.');
  });

  it('lists with OData: the tenant, and the actions filtered and expanded with their definition', async () => {
    const tenant = await ctx.factories.tenant({ name: 'Listed' });
    const headers = await bearerFor(all, [tenant.tenantId]);
    const protocol = await makeProtocol(ctx, tenant.tenantId, { name: 'Listed protocol' });
    await makeProtocolAction(ctx, protocol.protocolId, { sequence: 2, summary: 'second' });
    await makeProtocolAction(ctx, protocol.protocolId, { sequence: 1, summary: 'first', repeatable: true, runAutomatically: false });
    await makeProtocolAction(ctx, protocol.protocolId, { workUnitEventTypeId: WorkUnitEventType.OnAcknowledged, sequence: 1, repeatable: true });
    const filter = `$filter=protocolId eq ${protocol.protocolId}`;
    const expand = '$expand=tenant,protocolActions($filter=workUnitEventTypeId eq 1 and repeatable eq true;$expand=actionDefinition)';
    const res = await call('GET', `/v1/protocols?${filter}&${expand}&$count=true`, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body['@odata.count']).toBe(1);
    expect(body.value[0]).toMatchObject({ name: 'Listed protocol', tenant: { name: 'Listed' } });
    expect(body.value[0].protocolActions).toEqual([expect.objectContaining({
      summary: 'first', runAutomatically: false, parameters: { Template: 'Simple' },
      actionDefinition: expect.objectContaining({ actionDefinitionId: 'email', name: 'Email', inputParameters: 'IsImportant,Template,ExtraParameters' }),
    })]);
    // The catalog's secrets-bearing fields are not part of a protocol's view of its definitions.
    expect(body.value[0].protocolActions[0].actionDefinition.headers).toBeUndefined();
    const all2 = await call('GET', `/v1/protocols?${filter}&$expand=protocolActions`, headers);
    expect(all2.json().value[0].protocolActions.map((a: { summary: string }) => a.summary)).toEqual(['first', 'second', 'Tell the team']);

    const lookup = await call('GET', `/v1/protocols/lookup?tenantId=${tenant.tenantId}`, headers);
    expect(lookup.json()).toEqual({ value: [{ protocolId: protocol.protocolId, name: 'Listed protocol', tenantId: tenant.tenantId, tenantName: 'Listed' }] });
  });

  it('creates, updates and deletes protocol actions, checking definition, parameters and sequence', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor(all, [tenant.tenantId]);
    const protocol = await makeProtocol(ctx, tenant.tenantId);
    const created = await call('PUT', '/v1/protocolActions', headers, protocolActionBody(protocol.protocolId, { parameters: { Template: 'Simple', IsImportant: '' } }));
    expect(created.statusCode).toBe(200);
    const action = created.json();
    expect(action).toMatchObject({
      protocolId: protocol.protocolId, tenantId: tenant.tenantId, actionDefinitionId: 'email', workUnitEventTypeId: 1,
      parameters: { Template: 'Simple' }, sequence: 1, runAutomatically: true, repeatable: false, summary: 'Tell the team',
      actionDefinition: { actionDefinitionId: 'email', name: 'Email' },
    });
    expect((await call('GET', `/v1/protocolActions/${action.protocolActionId}`, headers)).json()).toEqual(action);
    const listed = await call('GET', `/v1/protocolActions?$filter=protocolId eq ${protocol.protocolId}&$expand=actionDefinition`, headers);
    expect(listed.json().value).toHaveLength(1);

    const refused = async (values: Record<string, unknown>, status = 400) => {
      const res = await call('PUT', '/v1/protocolActions', headers, { ...protocolActionBody(protocol.protocolId), ...values });
      expect(res.statusCode).toBe(status);
      return res.json().message as string;
    };
    expect(await refused({})).toContain('Sequence 1 is already used by another action of OnNew in this protocol');
    expect(await refused({ sequence: 2, parameters: { To: 'x@example.com' } })).toContain('The action has no input parameter "To"; its parameters are IsImportant, Template, ExtraParameters.');
    expect(await refused({ sequence: 2, actionDefinitionId: 'nope' })).toContain('The action nope does not exist');
    expect(await refused({ sequence: 2, actionDefinitionId: BUILT_IN_ACTION_IDS.createWorkUnit, parameters: {} })).toContain('cannot be used by protocols');
    expect(await refused({ workUnitEventTypeId: 11 })).toContain('Please select a work unit event.');
    expect(await refused({ protocolId: crypto.randomUUID() }, 404)).toContain('The protocol was not found.');

    const updated = await call('POST', `/v1/protocolActions/${action.protocolActionId}`, headers, protocolActionBody(protocol.protocolId, { sequence: 5, runAutomatically: false, repeatable: true }));
    expect(updated.json()).toMatchObject({ sequence: 5, runAutomatically: false, repeatable: true });
    const deleted = await call('DELETE', `/v1/protocolActions/${action.protocolActionId}`, headers);
    expect(deleted.json()).toEqual({ message: 'Protocol action deleted successfully.' });
    expect((await call('GET', `/v1/protocolActions/${action.protocolActionId}`, headers)).statusCode).toBe(404);
  });

  it('refuses to delete a protocol rules or work units name, with how many, and lists the rules as GetMatchedRules', async () => {
    const tenant = await ctx.factories.tenant();
    const headers = await bearerFor([...all, 'Rules:view'], [tenant.tenantId]);
    const protocol = await makeProtocol(ctx, tenant.tenantId);
    await makeProtocolAction(ctx, protocol.protocolId);
    const rule = await ruleOpening(tenant.tenantId, protocol.protocolId);
    await makeRule(ctx, tenant.tenantId, { name: 'Unrelated' });
    await ctx.factories.workUnit({ tenantId: tenant.tenantId, protocolId: protocol.protocolId });
    await ctx.factories.workUnit({ tenantId: tenant.tenantId, protocolId: protocol.protocolId });

    const matched = await call('GET', `/v1/protocols/GetMatchedRules(id=${protocol.protocolId})`, headers);
    expect(matched.json()).toEqual({ '@odata.count': 1, value: [{ ruleId: rule.ruleId, name: 'Opens under the protocol', tenantId: tenant.tenantId, ruleTypeId: 1, enabled: true }] });
    expect((await call('GET', `/v1/protocols/GetMatchedRules(id='${protocol.protocolId}')`, headers)).json()['@odata.count']).toBe(1);

    const refused = await call('DELETE', `/v1/protocols/${protocol.protocolId}`, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The protocol is used by 1 rule and 2 work units and cannot be deleted.');

    const forAction = await call('GET', '/v1/protocols/GetProtocolsForAction(actionDefinitionId=email)', headers);
    expect(forAction.json().value).toContainEqual({ protocolId: protocol.protocolId, name: 'Sev1 incident', tenantId: tenant.tenantId });
    // The action catalog refuses to delete a definition a protocol uses (the email built-in is refused anyway).
    const admin = await bearerFor(['ActionDefinitions:create', 'ActionDefinitions:view', 'ActionDefinitions:delete'], [tenant.tenantId]);
    const definition = (await call('PUT', '/v1/actionDefinitions', admin, {
      name: 'Page', actionDefinitionTypeId: 2, tenantId: tenant.tenantId, endpointUrl: 'https://example.com/page', httpMethod: 'POST',
    })).json();
    await makeProtocolAction(ctx, protocol.protocolId, { actionDefinitionId: definition.actionDefinitionId, parameters: {}, sequence: 3 });
    const blocked = await call('DELETE', `/v1/actionDefinitions/${definition.actionDefinitionId}`, admin);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('protocol "Sev1 incident"');
  });

  it('answers another tenant\'s protocols and actions as not found', async () => {
    const mine = await ctx.factories.tenant();
    const theirs = await ctx.factories.tenant();
    const headers = await bearerFor(all, [mine.tenantId]);
    const protocol = await makeProtocol(ctx, theirs.tenantId);
    const action = await makeProtocolAction(ctx, protocol.protocolId);
    expect((await call('GET', `/v1/protocols/${protocol.protocolId}`, headers)).statusCode).toBe(404);
    expect((await call('GET', `/v1/protocols/GetMatchedRules(id=${protocol.protocolId})`, headers)).statusCode).toBe(404);
    expect((await call('POST', `/v1/protocols/${protocol.protocolId}`, headers, protocolBody(theirs.tenantId))).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/protocols/${protocol.protocolId}`, headers)).statusCode).toBe(404);
    expect((await call('PUT', '/v1/protocols', headers, protocolBody(theirs.tenantId))).statusCode).toBe(404);
    expect((await call('GET', `/v1/protocolActions/${action.protocolActionId}`, headers)).statusCode).toBe(404);
    expect((await call('PUT', '/v1/protocolActions', headers, protocolActionBody(protocol.protocolId, { sequence: 9 }))).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/protocolActions/${action.protocolActionId}`, headers)).statusCode).toBe(404);
    const listed = await call('GET', '/v1/protocols?$expand=protocolActions', headers);
    expect(listed.body).not.toContain(protocol.protocolId);
  });

  it('gives the engine a protocol with its actions sorted by event then sequence, only in its tenant', async () => {
    const tenant = await ctx.factories.tenant();
    const protocol = await makeProtocol(ctx, tenant.tenantId);
    await makeProtocolAction(ctx, protocol.protocolId, { workUnitEventTypeId: WorkUnitEventType.OnTimer, sequence: 0, summary: 'timer' });
    await makeProtocolAction(ctx, protocol.protocolId, { sequence: 7, summary: 'new 7' });
    await makeProtocolAction(ctx, protocol.protocolId, { sequence: 3, summary: 'new 3' });
    const found = await getProtocolForWorkUnit(ctx.db, tenant.tenantId, protocol.protocolId.toUpperCase());
    expect(found?.protocolActions.map((a) => a.summary)).toEqual(['new 3', 'new 7', 'timer']);
    expect(found?.protocolActions[0]?.actionDefinition).toMatchObject({ name: 'Email' });
    expect(await getProtocolForWorkUnit(ctx.db, (await ctx.factories.tenant()).tenantId, protocol.protocolId)).toBeUndefined();
  });
});
