import type { Protocol, ProtocolAction } from '@portal/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { actionDefinitions } from '../actiondefinitions/actiondefinitions.table.ts';
import { presentProtocolAction } from './protocolactions.service.ts';
import { presentProtocol } from './protocols.service.ts';
import { protocolActions, protocols } from './protocols.table.ts';

export type ProtocolWithActions = Protocol & { protocolActions: ProtocolAction[] };

/**
 * For the protocol engine (no actor: the work unit's event was authorised when it happened): the protocol of
 * the work unit's tenant with its actions sorted by (workUnitEventTypeId, sequence), each with its definition's
 * name and inputs; undefined when the tenant has no such protocol (deleted, or a stale id).
 */
export async function getProtocolForWorkUnit(db: DbOrTx, tenantId: string, protocolId: string): Promise<ProtocolWithActions | undefined> {
  const tenant = tenantId.toLowerCase();
  const id = protocolId.toLowerCase();
  const [protocol] = await db.select().from(protocols).where(and(eq(protocols.tenantId, tenant), eq(protocols.protocolId, id)));
  if (!protocol) return undefined;
  const rows = await db.select({
    action: protocolActions,
    definition: {
      actionDefinitionId: actionDefinitions.actionDefinitionId, name: actionDefinitions.name, description: actionDefinitions.description,
      actionDefinitionTypeId: actionDefinitions.actionDefinitionTypeId, inputParameters: actionDefinitions.inputParameters,
    },
  }).from(protocolActions)
    .leftJoin(actionDefinitions, eq(actionDefinitions.actionDefinitionId, protocolActions.actionDefinitionId))
    .where(and(eq(protocolActions.tenantId, tenant), eq(protocolActions.protocolId, id)))
    .orderBy(asc(protocolActions.workUnitEventTypeId), asc(protocolActions.sequence), asc(protocolActions.created));
  return {
    ...presentProtocol(protocol, null),
    protocolActions: rows.map(({ action, definition }) => presentProtocolAction(action, definition)),
  };
}

/** The demo protocol every demo tenant gets; the demo rules' create-work-unit actions name it (rules.seed.ts). */
export const DEMO_PROTOCOL_NAME = 'Demo incident protocol';

/** The id of the tenant's demo protocol, if seeded. */
export async function demoProtocolId(db: DbOrTx, tenantId: string): Promise<string | undefined> {
  const [row] = await db.select({ protocolId: protocols.protocolId }).from(protocols)
    .where(and(eq(protocols.tenantId, tenantId), eq(protocols.name, DEMO_PROTOCOL_NAME)));
  return row?.protocolId;
}

