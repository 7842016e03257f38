import {
  BUILT_IN_ACTION_IDS, type ProtocolAction, type ProtocolActionBody, parseInputParameters, protocolActionDefinitionTypes, protocolMessages,
  workUnitEventTypeNames, type WorkUnitEventTypeId,
} from '@portal/contracts';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { UNIQUE_VIOLATION, postgresErrorCode } from '../../db/errors.ts';
import { toIso } from '../../db/timestamps.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runList } from '../../platform/odata/index.ts';
import { findScoped, tenantScope } from '../../platform/tenancy/index.ts';
import { actionDefinitions } from '../actiondefinitions/actiondefinitions.table.ts';
import { protocolActionEntity } from './protocols.entity.ts';
import { type ProtocolVerb, type ProtocolsService, protocolPermission } from './protocols.service.ts';
import { protocolActions } from './protocols.table.ts';

export type ProtocolActionRow = typeof protocolActions.$inferSelect;
type DefinitionRef = { actionDefinitionId: string; name: string; description: string | null; actionDefinitionTypeId: number; inputParameters: string | null };

export function presentProtocolAction(row: ProtocolActionRow, definition?: DefinitionRef | null): ProtocolAction {
  return {
    protocolActionId: row.protocolActionId,
    protocolId: row.protocolId,
    tenantId: row.tenantId,
    actionDefinitionId: row.actionDefinitionId,
    workUnitEventTypeId: row.workUnitEventTypeId,
    parameters: row.parameters,
    sequence: row.sequence,
    runAutomatically: row.runAutomatically,
    repeatable: row.repeatable,
    summary: row.summary,
    created: toIso(row.created),
    modified: toIso(row.modified),
    modifiedBy: row.modifiedBy,
    ...(definition !== undefined ? { actionDefinition: definition } : {}),
  };
}

const definitionColumns = {
  actionDefinitionId: actionDefinitions.actionDefinitionId, name: actionDefinitions.name, description: actionDefinitions.description,
  actionDefinitionTypeId: actionDefinitions.actionDefinitionTypeId, inputParameters: actionDefinitions.inputParameters,
};

/**
 * The steps of protocols (`v1/protocolActions`). An action belongs to its protocol's tenant; writing one needs
 * the same WorkUnits.Protocols verb on that tenant (create, edit, delete), and another tenant's is a 404.
 */
export function createProtocolActionsService({ db, protocols }: { db: Db; protocols: ProtocolsService }) {
  async function select(actor: Actor, scope: ReturnType<typeof protocolPermission>, protocolActionId: string) {
    const [row] = await db.select({ action: getTableColumns(protocolActions), definition: definitionColumns })
      .from(protocolActions)
      .leftJoin(actionDefinitions, eq(actionDefinitions.actionDefinitionId, protocolActions.actionDefinitionId))
      .where(and(eq(protocolActions.protocolActionId, protocolActionId.toLowerCase()), tenantScope(actor, scope, protocolActions.tenantId)));
    return row;
  }

  async function find(actor: Actor, verb: ProtocolVerb, protocolActionId: string) {
    return findScoped((scope) => select(actor, scope, protocolActionId), protocolPermission(verb), protocolPermission('view'), 'The protocol action');
  }

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, protocolActionEntity, query, { where: (ref) => tenantScope(actor, protocolPermission('view'), ref(protocolActions.tenantId)) });
  }

  async function get(actor: Actor, protocolActionId: string): Promise<ProtocolAction> {
    const { action, definition } = await find(actor, 'view', protocolActionId);
    return presentProtocolAction(action, definition);
  }

  /**
   * The definition must exist, be the tenant's or shared, and be offered to protocols (GetActionDefinitionsForProtocols:
   * types 1, 2, 4, 5 and the email built-in); the parameters' names must be among its input parameters.
   */
  async function assertDefinition(tenantId: string, body: ProtocolActionBody): Promise<void> {
    const [definition] = await db.select({ ...definitionColumns, tenantId: actionDefinitions.tenantId })
      .from(actionDefinitions).where(eq(actionDefinitions.actionDefinitionId, body.actionDefinitionId));
    // Another tenant's definition is as unknown as a missing one: its name must not leak.
    if (!definition || (definition.tenantId !== null && definition.tenantId !== tenantId)) {
      throw badRequest(`actionDefinitionId: ${protocolMessages.actionUnknown(body.actionDefinitionId)}`);
    }
    const forProtocols = definition.actionDefinitionId === BUILT_IN_ACTION_IDS.email
      || (protocolActionDefinitionTypes as readonly number[]).includes(definition.actionDefinitionTypeId);
    if (!forProtocols) throw badRequest(`actionDefinitionId: ${protocolMessages.actionNotForProtocols(definition.name)}`);
    const allowed = parseInputParameters(definition.inputParameters);
    for (const name of Object.keys(body.parameters)) {
      if (!allowed.includes(name)) throw badRequest(`parameters.${name}: ${protocolMessages.parameterUnknown(name, allowed)}`);
    }
  }

  function columnsOf(actor: Actor, body: ProtocolActionBody) {
    return {
      actionDefinitionId: body.actionDefinitionId,
      workUnitEventTypeId: body.workUnitEventTypeId,
      // Empty values are left out: the runner then uses the definition's default (or the token's absence).
      parameters: Object.fromEntries(Object.entries(body.parameters).filter(([, v]) => v.trim() !== '')),
      sequence: body.sequence,
      runAutomatically: body.runAutomatically,
      repeatable: body.repeatable,
      summary: body.summary?.trim() || null,
      modifiedBy: actor.userName,
    };
  }

  /** A second action at the same sequence of the same event is a 400 naming the event (the unique index decides). */
  async function saving<T>(body: ProtocolActionBody, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (postgresErrorCode(err) === UNIQUE_VIOLATION) {
        const event = workUnitEventTypeNames[body.workUnitEventTypeId as WorkUnitEventTypeId] ?? String(body.workUnitEventTypeId);
        throw badRequest(`sequence: ${protocolMessages.sequenceTaken(body.sequence, event)}`);
      }
      throw err;
    }
  }

  /** Adding a step needs WorkUnits.Protocols:create in the protocol's tenant; the protocol must be visible (else 404). */
  async function create(actor: Actor, body: ProtocolActionBody): Promise<ProtocolAction> {
    const { protocol } = await protocols.find(actor, 'create', body.protocolId);
    await assertDefinition(protocol.tenantId, body);
    const row = await saving(body, async () => {
      const [inserted] = await db.insert(protocolActions)
        .values({ tenantId: protocol.tenantId, protocolId: protocol.protocolId, ...columnsOf(actor, body) })
        .returning({ protocolActionId: protocolActions.protocolActionId });
      return inserted;
    });
    if (!row) throw new Error('insert returned no row');
    return get(actor, row.protocolActionId);
  }

  /** The protocol does not change: a body naming another protocol is refused. */
  async function update(actor: Actor, protocolActionId: string, body: ProtocolActionBody): Promise<ProtocolAction> {
    const { action } = await find(actor, 'edit', protocolActionId);
    if (body.protocolId.toLowerCase() !== action.protocolId) {
      throw badRequest('protocolId: A protocol action cannot move to another protocol; create it there instead.');
    }
    await assertDefinition(action.tenantId, body);
    await saving(body, () => db.update(protocolActions).set({ ...columnsOf(actor, body), modified: new Date() })
      .where(and(eq(protocolActions.tenantId, action.tenantId), eq(protocolActions.protocolActionId, action.protocolActionId))));
    return get(actor, action.protocolActionId);
  }

  async function remove(actor: Actor, protocolActionId: string): Promise<{ message: string }> {
    const { action } = await find(actor, 'delete', protocolActionId);
    const deleted = await db.delete(protocolActions)
      .where(and(eq(protocolActions.tenantId, action.tenantId), eq(protocolActions.protocolActionId, action.protocolActionId)))
      .returning({ id: protocolActions.protocolActionId });
    if (!deleted.length) throw notFound('The protocol action');
    return { message: protocolMessages.actionDeleted };
  }

  return { find, list, get, create, update, remove };
}

export type ProtocolActionsService = ReturnType<typeof createProtocolActionsService>;
