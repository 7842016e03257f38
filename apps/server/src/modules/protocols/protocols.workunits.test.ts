import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/context.ts';
import { type Client, agentWithTenant, incidentBody } from '../workunits/test-helpers.ts';
import { makeProtocol } from './protocols.fixtures.ts';

let ctx: TestContext;
let agent: Client;
let tenantId: string;
beforeAll(async () => {
  ({ ctx, agent, tenantId } = await agentWithTenant());
});

describe('a work unit\'s protocol', () => {
  it('is expanded as {protocolId, name, manualActions} on the list and on GET by id', async () => {
    const protocol = await makeProtocol(ctx, tenantId, { name: 'Bridge call', manualActions: 'Open the bridge.' });
    const created = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { protocolId: protocol.protocolId.toUpperCase() }));
    expect(created.statusCode).toBe(200);
    const { workUnitId } = created.json();
    const summary = { protocolId: protocol.protocolId, name: 'Bridge call', manualActions: 'Open the bridge.' };
    expect((await agent.call('GET', `/v1/workunits/${workUnitId}`)).json().protocol).toEqual(summary);
    const listed = await agent.call('GET', `/v1/workunits?$filter=workUnitId eq ${workUnitId}&$expand=protocol,tenant`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().value[0].protocol).toEqual(summary);

    const without = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId));
    expect((await agent.call('GET', `/v1/workunits/${without.json().workUnitId}`)).json().protocol).toBeNull();
  });

  it('must be a protocol of the work unit\'s tenant', async () => {
    const other = await ctx.factories.tenant();
    const foreign = await makeProtocol(ctx, other.tenantId, { name: 'Secret steps' });
    const refused = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { protocolId: foreign.protocolId }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('The protocol does not exist in the work unit\'s tenant; choose one of its protocols.');
    const unknown = await agent.call('PUT', '/v1/workunits', incidentBody(tenantId, { protocolId: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
  });
});
