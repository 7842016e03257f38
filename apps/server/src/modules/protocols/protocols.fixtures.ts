import { BUILT_IN_ACTION_IDS, ProtocolActionBody, type ProtocolActionBodyInput, ProtocolBody, type ProtocolBodyInput, WorkUnitEventType } from '@portal/contracts';
import { operatorActor } from '../../platform/auth/operator-actor.ts';
import type { TestContext } from '../../test/context.ts';
import { protocolServices } from './index.ts';

/** A valid protocol body of `tenantId`. */
export function protocolBody(tenantId: string, values: Partial<ProtocolBodyInput> = {}): ProtocolBodyInput {
  return { name: 'Sev1 incident', tenantId, timerInverval: '00:30:00', manualActions: 'Call the bridge.', ...values };
}

/** A valid protocol action body: the email built-in on OnNew. */
export function protocolActionBody(protocolId: string, values: Partial<ProtocolActionBodyInput> = {}): ProtocolActionBodyInput {
  return {
    protocolId, actionDefinitionId: BUILT_IN_ACTION_IDS.email, workUnitEventTypeId: WorkUnitEventType.OnNew,
    parameters: { Template: 'Simple' }, sequence: 1, runAutomatically: true, repeatable: false, summary: 'Tell the team',
    ...values,
  };
}

/** A saved protocol of `tenantId`, made through the service as the API makes it. */
export async function makeProtocol(ctx: TestContext, tenantId: string, values: Partial<ProtocolBodyInput> = {}) {
  return protocolServices(ctx.db).protocols.create(operatorActor('test'), ProtocolBody.parse(protocolBody(tenantId, values)));
}

export async function makeProtocolAction(ctx: TestContext, protocolId: string, values: Partial<ProtocolActionBodyInput> = {}) {
  return protocolServices(ctx.db).actions.create(operatorActor('test'), ProtocolActionBody.parse(protocolActionBody(protocolId, values)));
}

/** Route parameters of the protocols module: `protocolId`, `id` (GetMatchedRules), `protocolActionId`. */
export async function createForeignRecords(ctx: TestContext, tenantId: string): Promise<Record<string, string>> {
  const protocol = await makeProtocol(ctx, tenantId);
  const action = await makeProtocolAction(ctx, protocol.protocolId);
  return { protocolId: protocol.protocolId, id: protocol.protocolId, protocolActionId: action.protocolActionId };
}

export function foreignBodies(ids: Record<string, string>): Record<string, unknown> {
  return {
    'PUT /v1/protocols': protocolBody(ids.tenantId!, { name: 'Foreign protocol' }),
    'POST /v1/protocols/:protocolId': protocolBody(ids.tenantId!, { name: 'Renamed protocol' }),
    'PUT /v1/protocolActions': protocolActionBody(ids.protocolId!, { sequence: 2 }),
    'POST /v1/protocolActions/:protocolActionId': protocolActionBody(ids.protocolId!, { summary: 'Taken over' }),
    'POST /v1/workunits/:workUnitId/protocolActions/:protocolActionId/trigger': { reject: true },
    'POST /v1/emailtemplates/render': { workUnitId: Number(ids.workUnitId), protocolActionId: ids.protocolActionId },
  };
}
