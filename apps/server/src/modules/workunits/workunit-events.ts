import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RawSqlExecutor } from '../../db/types.ts';
import { INVALIDATION_CHANNEL } from '../../platform/invalidation/invalidation.ts';

/** The invalidation topic on which every node hears, once a change commits, that work unit events wait. */
export const WORK_UNIT_EVENTS_TOPIC = 'workunit-events';

export type WorkUnitEventKind = 'created' | 'stateChanged' | 'changed';

/** One work unit change as a consumer receives it. */
export interface WorkUnitEvent {
  sequence: number;
  eventId: string;
  tenantId: string;
  workUnitId: number;
  kind: WorkUnitEventKind;
  changed: string[];
  stateId: number;
  previousStateId: number | null;
  /** The work unit after the change (camelCase fields: workUnitId, tenantId, title, workUnitTypeId, severityId, stateId, protocolId, ...). */
  workUnit: Record<string, unknown>;
  actor: string;
  created: Date;
}

/**
 * Records a change of one work unit for every registered consumer, in the caller's transaction (after the
 * change's own write, so the snapshot is the new row). `changed` names the fields written; a change of
 * `stateId` is a 'stateChanged' event. A consumer registered later sees the events from then on.
 */
export async function recordWorkUnitEvent(
  tx: RawSqlExecutor, workUnitId: number, kind: 'created' | 'changed', changed: readonly string[], actor: string, previousStateId: number | null = null,
): Promise<void> {
  const eventKind: WorkUnitEventKind = kind === 'changed' && changed.includes('stateId') ? 'stateChanged' : kind;
  await tx.execute(sql`
    insert into work_unit_events (consumer, tenant_id, event_id, work_unit_id, kind, changed, state_id, previous_state_id, work_unit, actor)
    select c.name, w.tenant_id, ${randomUUID()}, w.work_unit_id, ${eventKind}, ${sql.param([...changed])}::text[], w.state_id,
      ${eventKind === 'stateChanged' ? previousStateId : null}::smallint,
      jsonb_build_object(
        'workUnitId', w.work_unit_id, 'publicWorkUnitId', w.public_work_unit_id, 'tenantId', w.tenant_id, 'title', w.title,
        'workUnitTypeId', w.work_unit_type_id, 'workUnitCategoryId', w.work_unit_category_id,
        'workUnitSubcategoryId', w.work_unit_subcategory_id, 'severityId', w.severity_id, 'stateId', w.state_id,
        'assignedTo', w.assigned_to, 'assignmentGroup', w.assignment_group, 'source', w.source, 'referenceId', w.reference_id,
        'created', w.created, 'modified', w.modified, 'resolved', w.resolved, 'protocolId', w.protocol_id),
      ${actor}
    from work_unit_event_consumers c cross join work_units w
    where w.work_unit_id = ${workUnitId}
    order by c.name`);
  // Delivered by PostgreSQL only if the transaction commits: consumers kick their drain on it.
  await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, json_build_object('v', nextval('invalidation_version'), 't', ${WORK_UNIT_EVENTS_TOPIC}::text, 'k', 'due'::text)::text)`);
}

/** Makes `consumer` receive every work unit event from now on (idempotent; call it at start). */
export async function registerWorkUnitEventConsumer(db: RawSqlExecutor, consumer: string): Promise<void> {
  await db.execute(sql`insert into work_unit_event_consumers (name) values (${consumer}) on conflict do nothing`);
}

interface EventRow {
  sequence: string | number; event_id: string; tenant_id: string; work_unit_id: number; kind: WorkUnitEventKind; changed: string[];
  state_id: number; previous_state_id: number | null; work_unit: Record<string, unknown>; actor: string; created: Date | string;
}

/**
 * Claims and deletes up to `limit` of `consumer`'s oldest events inside the caller's transaction (FOR
 * UPDATE SKIP LOCKED): another transaction of the same consumer skips them, and a rollback (or a node
 * that dies) leaves them for the next claim. Other consumers' copies are untouched.
 */
export async function claimWorkUnitEvents(tx: RawSqlExecutor, consumer: string, limit: number): Promise<WorkUnitEvent[]> {
  const result = await tx.execute<EventRow & Record<string, unknown>>(sql`
    delete from work_unit_events where (consumer, sequence, tenant_id) in (
      select consumer, sequence, tenant_id from work_unit_events where consumer = ${consumer}
      order by sequence limit ${limit} for update skip locked
    )
    returning sequence, event_id, tenant_id, work_unit_id, kind, changed, state_id, previous_state_id, work_unit, actor, created`);
  return result.rows
    .map((r) => ({
      sequence: Number(r.sequence), eventId: r.event_id, tenantId: r.tenant_id, workUnitId: r.work_unit_id, kind: r.kind,
      changed: r.changed, stateId: r.state_id, previousStateId: r.previous_state_id, workUnit: r.work_unit, actor: r.actor,
      created: new Date(r.created),
    }))
    .sort((a, b) => a.sequence - b.sequence);
}
