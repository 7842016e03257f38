import {
  type EmailRenderBody, type EmailRenderResponse, type ProtocolActionRun, type ProtocolActionTriggerBody, type ProtocolActionTriggerResponse,
  type WorkUnitEventTypeId, protocolEngineMessages, protocolMessages, workUnitEventTypeNames,
} from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/index.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import { enqueue, previewEmailAction } from '../actiondefinitions/index.ts';
import { actionDefinitions } from '../actiondefinitions/actiondefinitions.table.ts';
import { createWorkUnitsService, writeHistory } from '../workunits/index.ts';
import { workUnits } from '../workunits/workunits.table.ts';
import { nameOf, protocolRun, workUnitTokens } from './protocols.engine.ts';
import { protocolActionRejections } from './protocols.engine.table.ts';
import { protocolActions, protocols } from './protocols.table.ts';

export interface TriggerDeps {
  db: Db;
  workUnits: Pick<ReturnType<typeof createWorkUnitsService>, 'visible'>;
  publicUrl?: string;
}

/**
 * The work unit panel's calls on manual protocol actions (part 3 §2.7, §7): trigger (run, replay, reject),
 * the email preview, and each action's last run. A work unit the caller cannot see, or a protocol action
 * not of the work unit's protocol, is a 404.
 */
export function createProtocolTriggerService({ db, workUnits: units, publicUrl }: TriggerDeps) {
  /** The work unit if the caller sees it and holds `permission` in its tenant; else 404. */
  async function access(actor: Actor, workUnitId: number, permission: 'WorkUnits:view' | 'WorkUnits:edit') {
    const visible = await units.visible(actor, workUnitId);
    assertTenantAccess(actor, permission, visible.tenantId, 'The work unit');
    return visible;
  }

  /** The work unit, its protocol and the protocol action (of that protocol, else 404). */
  async function load(tx: DbOrTx, visible: { workUnitId: number; tenantId: string }, protocolActionId: string) {
    const [workUnit] = await tx.select().from(workUnits).where(and(eq(workUnits.workUnitId, visible.workUnitId), eq(workUnits.tenantId, visible.tenantId)));
    if (!workUnit) throw notFound('The work unit');
    if (!workUnit.protocolId) throw notFound(protocolEngineMessages.noProtocol);
    const [found] = await tx.select({ action: protocolActions, protocol: protocols, definitionName: actionDefinitions.name })
      .from(protocolActions)
      .innerJoin(protocols, and(eq(protocols.tenantId, protocolActions.tenantId), eq(protocols.protocolId, protocolActions.protocolId)))
      .leftJoin(actionDefinitions, eq(actionDefinitions.actionDefinitionId, protocolActions.actionDefinitionId))
      .where(and(eq(protocolActions.tenantId, workUnit.tenantId), eq(protocolActions.protocolActionId, protocolActionId),
        eq(protocolActions.protocolId, workUnit.protocolId)));
    if (!found) throw notFound(protocolMessages.actionNotFound);
    return { workUnit, ...found, name: nameOf(found.action, found.definitionName) };
  }

  async function trigger(actor: Actor, workUnitId: number, protocolActionId: string, body: ProtocolActionTriggerBody): Promise<ProtocolActionTriggerResponse> {
    const visible = await access(actor, workUnitId, 'WorkUnits:edit');
    return db.transaction(async (tx) => {
      const { workUnit, action, protocol, name } = await load(tx, visible, protocolActionId);
      if (action.runAutomatically) throw badRequest(protocolEngineMessages.notManual(name));
      const eventType = action.workUnitEventTypeId as WorkUnitEventTypeId;
      if (body.workUnitEventType != null && body.workUnitEventType !== eventType) {
        throw conflict(protocolEngineMessages.eventMismatch(name, workUnitEventTypeNames[eventType]));
      }
      const target = { workUnitId: workUnit.workUnitId, tenantId: workUnit.tenantId };
      const base = { workUnitId: workUnit.workUnitId, protocolActionId, rejected: body.reject };
      if (body.reject) {
        await tx.insert(protocolActionRejections).values({ ...target, protocolActionId, rejectedBy: actor.userName })
          .onConflictDoUpdate({ target: [protocolActionRejections.tenantId, protocolActionRejections.workUnitId, protocolActionRejections.protocolActionId],
            set: { rejected: sql`now()`, rejectedBy: actor.userName } });
        await writeHistory(tx, target, actor.userName, [{
          historyType: 'ProtocolActionActivity', detail: `Manual action '${name}' (${workUnitEventTypeNames[eventType]}) rejected by ${actor.name}; it was not run.`,
        }]);
        return { ...base, actionHistoryId: null, messageId: null, message: protocolEngineMessages.rejected(name) };
      }
      const tokens = { ...workUnitTokens(workUnit, protocol, eventType, publicUrl), 'Trigger.By': actor.userName };
      // A non-repeatable action has one key per work unit: its unique index refuses a second run, even two at once.
      const idempotencyKey = action.repeatable
        ? `manual:${workUnit.workUnitId}:${protocolActionId}:${crypto.randomUUID()}`
        : `manual:${workUnit.workUnitId}:${protocolActionId}`;
      const [written] = await enqueue(tx, [protocolRun(action, workUnit, tokens, { idempotencyKey, referenceId: `manual:${actor.userName}`, extraParameters: body.userDefinedParams })]);
      if (!written) throw conflict(protocolEngineMessages.alreadyRan(name));
      await tx.delete(protocolActionRejections).where(and(eq(protocolActionRejections.tenantId, workUnit.tenantId),
        eq(protocolActionRejections.workUnitId, workUnit.workUnitId), eq(protocolActionRejections.protocolActionId, protocolActionId)));
      return { ...base, actionHistoryId: written.actionHistoryId, messageId: written.messageId, message: protocolEngineMessages.started(name) };
    });
  }

  /** The mail the action would send now (tokens from the work unit), for the panel's preview; 400 when it sends none. */
  async function render(actor: Actor, body: EmailRenderBody): Promise<EmailRenderResponse> {
    const visible = await access(actor, body.workUnitId, 'WorkUnits:view');
    const { workUnit, action, protocol, name } = await load(db, visible, body.protocolActionId);
    const tokens = workUnitTokens(workUnit, protocol, action.workUnitEventTypeId as WorkUnitEventTypeId, publicUrl);
    const parameters = { ...action.parameters, ...body.userDefinedParams, ProtocolActionId: action.protocolActionId };
    const preview = await previewEmailAction(db, workUnit.tenantId, action.actionDefinitionId, parameters, tokens);
    if (!preview) throw badRequest(protocolEngineMessages.notAnEmailAction(name));
    return preview;
  }

  /** Each protocol action's last run on the work unit (and its last rejection), for the panel. */
  async function runs(actor: Actor, workUnitId: number): Promise<{ value: ProtocolActionRun[] }> {
    const visible = await access(actor, workUnitId, 'WorkUnits:view');
    const result = await db.execute<{
      protocol_action_id: string; action_history_id: string; message_id: string; result_status_id: number; created: Date | string;
      action_processed: Date | string | null; result_detail: string | null; run_count: string | number;
    }>(sql`
      select distinct on (h.request -> 'parameters' ->> 'ProtocolActionId') h.request -> 'parameters' ->> 'ProtocolActionId' as protocol_action_id,
        h.action_history_id, h.message_id, h.result_status_id, h.created, h.action_processed, h.result_detail,
        count(*) over (partition by h.request -> 'parameters' ->> 'ProtocolActionId') as run_count
      from action_histories h
      where h.tenant_id = ${visible.tenantId} and h.correlation_id = ${String(visible.workUnitId)} and h.request -> 'parameters' ? 'ProtocolActionId'
      order by h.request -> 'parameters' ->> 'ProtocolActionId', h.created desc`);
    const rejections = await db.select().from(protocolActionRejections)
      .where(and(eq(protocolActionRejections.tenantId, visible.tenantId), eq(protocolActionRejections.workUnitId, visible.workUnitId)));
    const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
    const out = new Map<string, ProtocolActionRun>();
    for (const r of result.rows) {
      out.set(r.protocol_action_id, {
        protocolActionId: r.protocol_action_id, actionHistoryId: r.action_history_id, messageId: r.message_id, resultStatusId: r.result_status_id,
        started: iso(r.created), finished: iso(r.action_processed), detail: r.result_detail, runCount: Number(r.run_count), rejected: null, rejectedBy: null,
      });
    }
    for (const r of rejections) {
      const run = out.get(r.protocolActionId) ?? {
        protocolActionId: r.protocolActionId, actionHistoryId: null, messageId: null, resultStatusId: null, started: null, finished: null, detail: null, runCount: 0,
        rejected: null, rejectedBy: null,
      };
      out.set(r.protocolActionId, { ...run, rejected: r.rejected.toISOString(), rejectedBy: r.rejectedBy });
    }
    return { value: [...out.values()] };
  }

  return { trigger, render, runs };
}

export type ProtocolTriggerService = ReturnType<typeof createProtocolTriggerService>;

/** The service as the module wires it. The enqueue's commit sends the action runner's hint, on which every node runs it. */
export function protocolTriggerService({ db, config }: Pick<ModuleOptions, 'db' | 'config'>): ProtocolTriggerService {
  return createProtocolTriggerService({ db, workUnits: createWorkUnitsService({ db, config }), publicUrl: config.publicUrl });
}
