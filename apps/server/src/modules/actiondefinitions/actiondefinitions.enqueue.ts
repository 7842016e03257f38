import { ActionResultStatus, type ActionHistoryTrigger } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { INVALIDATION_CHANNEL } from '../../platform/invalidation/invalidation.ts';
import { runCompletionHooks } from './actiondefinitions.completion.ts';
import { resolvedParameters } from './actiondefinitions.tokens.ts';
import { actionDefinitions, actionHistories } from './actiondefinitions.table.ts';

/** One action to run, as a rule match, an expiration, a protocol or a test asks for it (issue30.md's seam). */
export interface ActionRunRequest {
  tenantId: string;
  actionDefinitionId: string;
  /** As configured on the rule or protocol, tokens not yet replaced. */
  parameters: Record<string, string>;
  /** {Packet.EntityId}, {Packet.Value}, {Rule.Name}, {Match.Count}… (docs/areas/actions.md lists them). */
  tokens: Record<string, string>;
  /** The rule match id (protocols: the work unit id). */
  correlationId: string;
  /** The packet or work unit that caused it. */
  referenceId?: string;
  trigger: ActionHistoryTrigger;
  /** A maintenance window: recorded as Suppressed (5), never run. */
  suppressed?: boolean;
  /** e.g. `${ruleMatchId}:${matchCount}:${actionIndex}`: a second enqueue with the same key is a no-op. */
  idempotencyKey: string;
  /** Not attempted before this run (same tenant) has finished: a step of a sequence (see enqueueSequence). */
  afterActionHistoryId?: string;
}

/** The topic of the hint that wakes the runner (see kickAfterCommit). */
export const ACTIONS_DUE_TOPIC = 'actions';

/** A fresh Standard Webhooks message id. */
export const newMessageId = () => `msg_${crypto.randomUUID().replaceAll('-', '')}`;

/**
 * Writes the runs' history rows inside the caller's transaction: the durable intent. A run of a definition
 * that does not exist is recorded as EnqueueFailure (4), a suppressed one as Suppressed (5); the others wait
 * as EnqueueSuccess (3) with their first attempt due now. The same transaction sends a hint that PostgreSQL
 * delivers only when it commits, on which every node kicks the runner; the minute sweep catches a lost one.
 * Answers the ids of the rows written (an idempotent repeat writes none).
 */
export async function enqueueRuns(tx: DbOrTx, runs: readonly ActionRunRequest[]): Promise<Array<{ actionHistoryId: string; messageId: string; idempotencyKey: string }>> {
  if (runs.length === 0) return [];
  const ids = [...new Set(runs.map((r) => r.actionDefinitionId))];
  const known = new Set((await tx.select({ id: actionDefinitions.actionDefinitionId }).from(actionDefinitions)
    .where(inArray(actionDefinitions.actionDefinitionId, ids))).map((r) => r.id));
  const rows = runs.map((run) => {
    const missing = !known.has(run.actionDefinitionId);
    const status = run.suppressed ? ActionResultStatus.Suppressed : missing ? ActionResultStatus.EnqueueFailure : ActionResultStatus.EnqueueSuccess;
    const finished = status !== ActionResultStatus.EnqueueSuccess;
    return {
      tenantId: run.tenantId,
      actionDefinitionId: run.actionDefinitionId,
      correlationId: run.correlationId,
      referenceId: run.referenceId ?? null,
      messageId: newMessageId(),
      idempotencyKey: run.idempotencyKey,
      trigger: run.trigger,
      resultStatusId: status,
      resultDetail: run.suppressed ? 'Suppressed by a maintenance window; not run.'
        : missing ? `The action definition ${run.actionDefinitionId} does not exist.` : null,
      request: { parameters: run.parameters, tokens: run.tokens },
      inputParameters: JSON.stringify(resolvedParameters(run.parameters, run.tokens)),
      nextAttemptAt: finished ? null : sql`now()`,
      actionProcessed: finished ? sql`now()` : null,
      afterActionHistoryId: run.afterActionHistoryId ?? null,
    };
  });
  const written = await tx.insert(actionHistories).values(rows as Array<typeof actionHistories.$inferInsert>)
    .onConflictDoNothing({ target: [actionHistories.tenantId, actionHistories.idempotencyKey] })
    .returning();
  if (written.some((w) => w.resultStatusId === ActionResultStatus.EnqueueSuccess)) await kickAfterCommit(tx);
  // Runs written finished (a missing definition, a maintenance window) are complete now: their hooks run here.
  for (const row of written) if (row.actionProcessed !== null) await runCompletionHooks(tx, row);
  return written.map(({ actionHistoryId, messageId, idempotencyKey }) => ({ actionHistoryId, messageId, idempotencyKey }));
}

/**
 * Enqueues `runs` as a sequence: each waits for the one before it to finish (success or final failure)
 * before its first attempt, so the order holds across retries, restarts and nodes. Idempotent like
 * enqueueRuns: a repeated step is found by its key and the next one still waits for it.
 */
export async function enqueueSequence(tx: DbOrTx, runs: readonly ActionRunRequest[]): Promise<Array<{ actionHistoryId: string; idempotencyKey: string }>> {
  const out: Array<{ actionHistoryId: string; idempotencyKey: string }> = [];
  let previous: string | undefined;
  for (const run of runs) {
    const [written] = await enqueueRuns(tx, [{ ...run, afterActionHistoryId: previous ?? run.afterActionHistoryId }]);
    const id = written?.actionHistoryId ?? (await tx.select({ id: actionHistories.actionHistoryId }).from(actionHistories)
      .where(and(eq(actionHistories.tenantId, run.tenantId), eq(actionHistories.idempotencyKey, run.idempotencyKey))))[0]?.id;
    if (!id) throw new Error(`the run ${run.idempotencyKey} was neither written nor found`);
    out.push({ actionHistoryId: id, idempotencyKey: run.idempotencyKey });
    previous = id;
  }
  return out;
}

/**
 * A NOTIFY on the invalidation channel, numbered like every hint there (platform/invalidation): PostgreSQL
 * holds it until the transaction commits and drops it on rollback, so a node hears "actions are due"
 * exactly when there are.
 */
export async function kickAfterCommit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, json_build_object('v', nextval('invalidation_version'), 't', ${ACTIONS_DUE_TOPIC}::text, 'k', 'due'::text)::text)`);
}
