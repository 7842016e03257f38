import {
  ActionResultStatus, type ActionHistoryTrigger, type SeverityId, WorkUnitEventType, type WorkUnitEventTypeId, type WorkUnitStateId, type WorkUnitTypeId,
  doneStateIds, eventTypeForState, severityNames, workUnitEventTypeNames, workUnitStateNames, workUnitTypeNames,
} from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import { type ActionRunRequest, type FinishedRun, enqueueSequence } from '../actiondefinitions/index.ts';
import { actionDefinitions } from '../actiondefinitions/actiondefinitions.table.ts';
import { type WorkUnitEvent, claimWorkUnitEvents, writeHistory } from '../workunits/index.ts';
import { workUnits } from '../workunits/workunits.table.ts';
import { protocolTimers } from './protocols.engine.table.ts';
import { protocolActions, protocols } from './protocols.table.ts';

/** The protocol engine's name in the work unit events outbox. */
export const PROTOCOLS_CONSUMER = 'protocols';
export const DEFAULT_ENGINE_BATCH = 200;
/** Who the engine's history entries name when no person triggered the run. */
export const ENGINE_ACTOR = 'cli:protocol';

export interface EngineDeps {
  db: Db;
  clock?: () => Date;
  batchSize?: number;
  /** The portal's address, for {WorkUnit.Url}. */
  publicUrl?: string;
}

type ProtocolRow = typeof protocols.$inferSelect;
export type ProtocolActionRow = typeof protocolActions.$inferSelect;
type WorkUnitRow = typeof workUnits.$inferSelect;

/** The event a work unit event fires: created → OnNew, a state change → its state's event, any other change → OnChange. */
export function eventTypeOf(event: Pick<WorkUnitEvent, 'kind' | 'stateId'>): WorkUnitEventTypeId | undefined {
  if (event.kind === 'created') return WorkUnitEventType.OnNew;
  if (event.kind === 'stateChanged') return eventTypeForState(event.stateId);
  return WorkUnitEventType.OnChange;
}

/** Protocols by `${tenantId}:${protocolId}` with their actions sorted by event then sequence. */
export async function loadProtocols(tx: DbOrTx, keys: ReadonlyArray<{ tenantId: string; protocolId: string }>) {
  const found = new Map<string, { protocol: ProtocolRow; actions: ProtocolActionRow[] }>();
  const ids = [...new Set(keys.map((k) => k.protocolId))];
  if (ids.length === 0) return found;
  const rows = await tx.select().from(protocols).where(inArray(protocols.protocolId, ids));
  for (const protocol of rows) found.set(`${protocol.tenantId}:${protocol.protocolId}`, { protocol, actions: [] });
  const actions = await tx.select().from(protocolActions).where(inArray(protocolActions.protocolId, ids))
    .orderBy(asc(protocolActions.workUnitEventTypeId), asc(protocolActions.sequence), asc(protocolActions.created));
  for (const action of actions) found.get(`${action.tenantId}:${action.protocolId}`)?.actions.push(action);
  return found;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value));

/**
 * The tokens a protocol's run is filled from (docs/areas/actions.md lists them): the work unit's fields as
 * {WorkUnit.<field>} and the named ones ({WorkUnit.Id}, {WorkUnit.PublicId}, {WorkUnit.Title}, {WorkUnit.Status}…),
 * the event and the protocol.
 */
export function workUnitTokens(workUnit: WorkUnitRow, protocol: Pick<ProtocolRow, 'protocolId' | 'name'>, eventType: WorkUnitEventTypeId, publicUrl?: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [field, value] of Object.entries(workUnit)) {
    const scalar = value instanceof Date || (value !== null && value !== undefined && typeof value !== 'object');
    if (scalar) tokens[`WorkUnit.${field}`] = text(value);
  }
  Object.assign(tokens, {
    'WorkUnit.Id': String(workUnit.workUnitId),
    'WorkUnit.PublicId': workUnit.publicWorkUnitId,
    'WorkUnit.Title': workUnit.title,
    'WorkUnit.Description': workUnit.description ?? '',
    'WorkUnit.Status': workUnitStateNames[workUnit.stateId as WorkUnitStateId] ?? String(workUnit.stateId),
    'WorkUnit.Severity': severityNames[workUnit.severityId as SeverityId] ?? String(workUnit.severityId),
    'WorkUnit.Type': workUnitTypeNames[workUnit.workUnitTypeId as WorkUnitTypeId] ?? String(workUnit.workUnitTypeId),
    'WorkUnit.AssignedTo': workUnit.assignedTo ?? '',
    'WorkUnit.AssignmentGroup': workUnit.assignmentGroup ?? '',
    'WorkUnit.Resolution': workUnit.resolution ?? '',
    'WorkUnit.TenantId': workUnit.tenantId,
    'WorkUnit.Event': workUnitEventTypeNames[eventType],
    'Protocol.Id': protocol.protocolId,
    'Protocol.Name': protocol.name,
  });
  if (publicUrl) tokens['WorkUnit.Url'] = `${publicUrl.replace(/\/$/, '')}/workunitsv2?workUnitId=${workUnit.workUnitId}`;
  return tokens;
}

/** A protocol action's run on a work unit: its parameters plus ProtocolActionId (recorded in the input parameters). */
export function protocolRun(action: ProtocolActionRow, workUnit: Pick<WorkUnitRow, 'workUnitId' | 'tenantId'>, tokens: Record<string, string>, options: {
  idempotencyKey: string; referenceId?: string; extraParameters?: Record<string, string> | null; trigger?: ActionHistoryTrigger;
}): ActionRunRequest {
  return {
    tenantId: workUnit.tenantId,
    actionDefinitionId: action.actionDefinitionId,
    parameters: { ...action.parameters, ...options.extraParameters, ProtocolActionId: action.protocolActionId },
    tokens,
    correlationId: String(workUnit.workUnitId),
    referenceId: options.referenceId,
    trigger: options.trigger ?? 'protocol',
    idempotencyKey: options.idempotencyKey,
  };
}

/** How history entries and messages name a protocol action: its summary's first line, else its definition's name. */
export function nameOf(action: Pick<ProtocolActionRow, 'summary' | 'actionDefinitionId'>, definitionName: string | null | undefined): string {
  return action.summary?.trim().split('\n')[0]?.slice(0, 200) || definitionName || action.actionDefinitionId;
}

/** The automatic actions of one event, in sequence order. */
export const automaticActions = (actions: readonly ProtocolActionRow[], eventType: WorkUnitEventTypeId) =>
  actions.filter((a) => a.workUnitEventTypeId === eventType && a.runAutomatically);

/**
 * Claims a batch of the engine's work unit events and enqueues, in the same transaction, each event's
 * automatic actions as one sequence (enqueueSequence: step n+1 waits for step n). A rollback or a dead node
 * leaves the events for the next claim; the keys `${eventId}:${protocolActionId}` make a repeat a no-op.
 */
export async function drainProtocolEvents({ db, batchSize = DEFAULT_ENGINE_BATCH, publicUrl }: EngineDeps): Promise<{ claimed: number; runs: number }> {
  return db.transaction(async (tx) => {
    const events = await claimWorkUnitEvents(tx, PROTOCOLS_CONSUMER, batchSize);
    if (events.length === 0) return { claimed: 0, runs: 0 };
    const unitIds = [...new Set(events.map((e) => e.workUnitId))];
    const units = new Map((await tx.select().from(workUnits).where(inArray(workUnits.workUnitId, unitIds))).map((w) => [w.workUnitId, w]));
    // The protocol the work unit had when the event happened (older events without it: the current one).
    const protocolOf = (e: WorkUnitEvent) => (Object.hasOwn(e.workUnit, 'protocolId')
      ? (e.workUnit.protocolId as string | null) : units.get(e.workUnitId)?.protocolId) ?? null;
    const wanted = events.map((e) => ({ tenantId: e.tenantId, protocolId: protocolOf(e) })).filter((k): k is { tenantId: string; protocolId: string } => !!k.protocolId);
    const loaded = await loadProtocols(tx, wanted);
    let runs = 0;
    for (const event of events) {
      const protocolId = protocolOf(event);
      const workUnit = units.get(event.workUnitId);
      const eventType = eventTypeOf(event);
      const found = protocolId ? loaded.get(`${event.tenantId}:${protocolId}`) : undefined;
      if (!workUnit || !eventType || !found) continue;
      const steps = automaticActions(found.actions, eventType);
      if (steps.length === 0) continue;
      const tokens = workUnitTokens(workUnit, found.protocol, eventType, publicUrl);
      await enqueueSequence(tx, steps.map((action) => protocolRun(action, workUnit, tokens, {
        idempotencyKey: `${event.eventId}:${action.protocolActionId}`, referenceId: event.eventId,
      })));
      runs += steps.length;
    }
    return { claimed: events.length, runs };
  });
}

/**
 * Fires the OnTimer actions of open work units whose protocol's timerInverval has passed since they last
 * fired (or since the work unit was created), a batch at a time. Each firing is a conditional upsert of
 * protocol_timers in the transaction that enqueues the runs, so two nodes (or a restarted one) fire a work
 * unit once per interval. Missed intervals (the portal was down) fire once, not once each.
 */
export async function fireTimers({ db, clock = () => new Date(), batchSize = DEFAULT_ENGINE_BATCH, publicUrl }: EngineDeps, signal?: AbortSignal): Promise<number> {
  const now = clock();
  let fired = 0;
  for (;;) {
    const due = await db.execute<{ tenant_id: string; work_unit_id: number }>(sql`
      select w.tenant_id, w.work_unit_id
      from work_units w
      join protocols p on p.tenant_id = w.tenant_id and p.protocol_id = w.protocol_id
      left join protocol_timers t on t.tenant_id = w.tenant_id and t.work_unit_id = w.work_unit_id
      where w.state_id not in (${sql.join(doneStateIds.map((s) => sql`${s}`), sql`, `)})
        and exists (select 1 from protocol_actions a where a.tenant_id = p.tenant_id and a.protocol_id = p.protocol_id
          and a.work_unit_event_type_id = ${WorkUnitEventType.OnTimer} and a.run_automatically)
        and coalesce(t.last_fired, w.created) + p.timer_inverval::interval <= ${now.toISOString()}::timestamptz
      order by coalesce(t.last_fired, w.created)
      limit ${batchSize}`);
    let batch = 0;
    for (const row of due.rows) batch += await fireTimer(db, row.tenant_id, row.work_unit_id, now, publicUrl);
    fired += batch;
    // A full batch that fired nothing (every one taken by another node meanwhile) is not looped over again.
    if (due.rows.length < batchSize || batch === 0 || signal?.aborted) return fired;
  }
}

/** One work unit's OnTimer firing, if this transaction wins it. Answers the runs enqueued. */
async function fireTimer(db: Db, tenantId: string, workUnitId: number, now: Date, publicUrl?: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [workUnit] = await tx.select().from(workUnits).where(and(eq(workUnits.workUnitId, workUnitId), eq(workUnits.tenantId, tenantId)));
    if (!workUnit?.protocolId || (doneStateIds as readonly number[]).includes(workUnit.stateId)) return 0;
    const found = (await loadProtocols(tx, [{ tenantId, protocolId: workUnit.protocolId }])).get(`${tenantId}:${workUnit.protocolId}`);
    if (!found) return 0;
    const interval = found.protocol.timerInverval;
    const at = now.toISOString();
    const won = await tx.execute(sql`
      insert into protocol_timers (tenant_id, work_unit_id, last_fired) values (${tenantId}, ${workUnitId}, ${at}::timestamptz)
      on conflict (tenant_id, work_unit_id) do update set last_fired = excluded.last_fired
        where protocol_timers.last_fired + ${interval}::interval <= excluded.last_fired
      returning work_unit_id`);
    if (won.rows.length === 0) return 0;
    const steps = automaticActions(found.actions, WorkUnitEventType.OnTimer);
    const tokens = workUnitTokens(workUnit, found.protocol, WorkUnitEventType.OnTimer, publicUrl);
    await enqueueSequence(tx, steps.map((action) => protocolRun(action, workUnit, tokens, {
      idempotencyKey: `timer:${workUnitId}:${at}:${action.protocolActionId}`, referenceId: `timer:${at}`,
    })));
    return steps.length;
  });
}

/** When a work unit's timer last fired (tests, the panel). */
export async function lastTimerFiring(db: DbOrTx, tenantId: string, workUnitId: number): Promise<Date | undefined> {
  const [row] = await db.select().from(protocolTimers).where(and(eq(protocolTimers.tenantId, tenantId), eq(protocolTimers.workUnitId, workUnitId)));
  return row?.lastFired;
}

/** A run of a protocol action: its parameters carry ProtocolActionId (the engine's and manual runs, and their replays). */
export const isProtocolRun = (run: Pick<FinishedRun, 'request'>) => typeof run.request.parameters.ProtocolActionId === 'string';

/**
 * The action runner's completion hook: a finished run of a protocol action (its input parameters carry
 * ProtocolActionId; replays too) writes ProtocolActionActivity, or ProtocolActionFailure when it failed,
 * into its work unit's history, in the transaction that records the outcome.
 */
export async function protocolRunFinished(tx: DbOrTx, run: FinishedRun): Promise<void> {
  const protocolActionId = run.request.parameters.ProtocolActionId;
  const workUnitId = Number(run.correlationId);
  if (!protocolActionId || !Number.isSafeInteger(workUnitId)) return;
  const [action] = await tx.select({ summary: protocolActions.summary, actionDefinitionId: protocolActions.actionDefinitionId, name: actionDefinitions.name }).from(protocolActions)
    .leftJoin(actionDefinitions, eq(actionDefinitions.actionDefinitionId, protocolActions.actionDefinitionId))
    .where(and(eq(protocolActions.tenantId, run.tenantId), eq(protocolActions.protocolActionId, protocolActionId)));
  const name = action ? nameOf(action, action.name) : run.actionDefinitionId;
  const failed = run.resultStatusId === ActionResultStatus.Failure || run.resultStatusId === ActionResultStatus.EnqueueFailure;
  const event = run.request.tokens['WorkUnit.Event'];
  const outcome = failed ? 'failed' : run.resultStatusId === ActionResultStatus.Suppressed ? 'was suppressed' : 'succeeded';
  const detail = `Protocol action '${name}'${event ? ` (${event})` : ''} ${outcome}.${run.resultDetail ? ` ${run.resultDetail}` : ''}`;
  await writeHistory(tx, { workUnitId, tenantId: run.tenantId }, run.request.tokens['Trigger.By'] || ENGINE_ACTOR, [{
    historyType: failed ? 'ProtocolActionFailure' : 'ProtocolActionActivity',
    detail: detail.slice(0, 4000),
    historyUrl: `/actioncatalog?actionDefinitionId=${encodeURIComponent(run.actionDefinitionId)}`,
  }]);
}
