import { type ActionTestBody, type ActionTestResponse, ActionResultStatus, actionMessages } from '@portal/contracts';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/index.ts';
import { type ColumnRef, type ODataQuery, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess, tenantScope } from '../../platform/tenancy/index.ts';
import { enqueueRuns, kickAfterCommit } from './actiondefinitions.enqueue.ts';
import { actionHistoryEntity } from './actiondefinitions.entity.ts';
import type { ActionDefinitionsService } from './actiondefinitions.service.ts';
import { actionHistories } from './actiondefinitions.table.ts';

/** The §7 filters of GET v1/actionHistories beside the OData options. */
export interface ActionHistoryFilters {
  actionDefinitionIds?: string[];
  correlationId?: string;
  /** A protocol action's id, matched inside the input parameters (protocols, issue 31). */
  protocolActionId?: string;
  referenceId?: string;
  messageId?: string;
}

export function createActionHistoriesService({ db, definitions, kick }: {
  db: Db; definitions: ActionDefinitionsService; kick: () => Promise<void>;
}) {
  function filtersSql(ref: ColumnRef, f: ActionHistoryFilters): SQL[] {
    const out: SQL[] = [];
    if (f.actionDefinitionIds?.length) out.push(inArray(ref(actionHistories.actionDefinitionId), f.actionDefinitionIds) as SQL);
    if (f.correlationId) out.push(sql`${ref(actionHistories.correlationId)} = ${f.correlationId}`);
    if (f.referenceId) out.push(sql`${ref(actionHistories.referenceId)} = ${f.referenceId}`);
    if (f.messageId) out.push(sql`${ref(actionHistories.messageId)} = ${f.messageId}`);
    if (f.protocolActionId) out.push(sql`(${ref(actionHistories.request)} -> 'parameters' ->> 'ProtocolActionId') = ${f.protocolActionId}`);
    return out;
  }

  async function list(actor: Actor, query: ODataQuery, filters: ActionHistoryFilters) {
    const page = await runList(db, actionHistoryEntity, { $orderby: 'actionProcessed desc,created desc', ...query }, {
      where: (ref) => and(tenantScope(actor, 'ActionDefinitions:view', ref(actionHistories.tenantId)), ...filtersSql(ref, filters)),
      // The definition's name is the catalog's, readable by the same permission.
      may: () => true,
    });
    return page;
  }

  /** A failed run (Failure or EnqueueFailure) is due again at once, keeping its message id and its attempts. */
  async function replay(actor: Actor, actionHistoryId: string) {
    const [row] = await db.select({ tenantId: actionHistories.tenantId, status: actionHistories.resultStatusId }).from(actionHistories)
      .where(and(eq(actionHistories.actionHistoryId, actionHistoryId), tenantScope(actor, 'ActionDefinitions:view', actionHistories.tenantId)));
    if (!row) throw notFound('The action history');
    assertTenantAccess(actor, 'ActionDefinitions:edit', row.tenantId, 'The action history');
    if (row.status !== ActionResultStatus.Failure && row.status !== ActionResultStatus.EnqueueFailure) throw conflict(actionMessages.replayNotFailed);
    await db.transaction(async (tx) => {
      await tx.update(actionHistories).set({
        resultStatusId: ActionResultStatus.EnqueueSuccess, nextAttemptAt: sql`now()`, actionProcessed: null, leaseUntil: null, leaseToken: null,
        trigger: 'replay', resultDetail: `Replayed by ${actor.name}.`,
      }).where(and(eq(actionHistories.tenantId, row.tenantId), eq(actionHistories.actionHistoryId, actionHistoryId)));
      await kickAfterCommit(tx);
    });
    await kick();
    const [after] = await db.select().from(actionHistories).where(eq(actionHistories.actionHistoryId, actionHistoryId));
    return { actionHistoryId, messageId: after!.messageId, resultStatusId: after!.resultStatusId };
  }

  /**
   * Runs a definition once with the values a person typed: the declared inputs plus up to seven extra pairs.
   * A shared definition runs for the tenant the caller names (or their only one).
   */
  async function test(actor: Actor, actionDefinitionId: string, body: ActionTestBody): Promise<ActionTestResponse> {
    const { definition } = await definitions.find(actor, 'edit', actionDefinitionId).catch(async (error) => {
      // Built-ins are read-only, yet testable: find them with view, then require edit in the tenant below.
      const viewed = await definitions.find(actor, 'view', actionDefinitionId).catch(() => undefined);
      if (viewed?.definition.tenantId === null) return viewed;
      throw error;
    });
    const tenantId = definition.tenantId ?? body.tenantId?.toLowerCase() ?? actor.contextTenantId ?? actor.homeTenantId;
    if (!tenantId) throw badRequest(`tenantId: ${actionMessages.testTenantRequired}`);
    assertTenantAccess(actor, 'ActionDefinitions:edit', tenantId);
    const parameters: Record<string, string> = { ...body.parameters };
    for (const pair of body.extra) if (pair.name) parameters[pair.name] = pair.value;
    const correlationId = `test:${crypto.randomUUID()}`;
    const [written] = await db.transaction((tx) => enqueueRuns(tx, [{
      tenantId, actionDefinitionId, parameters, tokens: { 'Test.By': actor.name }, correlationId, trigger: 'test', idempotencyKey: correlationId,
    }]));
    await kick();
    if (!written) throw new Error('the test run was not written');
    return { id: written.messageId, messageId: written.messageId, actionHistoryId: written.actionHistoryId };
  }

  return { list, replay, test };
}

export type ActionHistoriesService = ReturnType<typeof createActionHistoriesService>;
