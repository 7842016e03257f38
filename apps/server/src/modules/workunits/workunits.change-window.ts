import { WorkUnitTypeId, doneStateIds } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types.ts';
import { workUnitRelations, workUnits } from './workunits.table.ts';

/** The entity kinds a change request can be related to whose alarms its maintenance window silences. */
const SILENCED_KINDS = new Map([['device', 'Device'], ['block', 'Block']]);

export interface ChangeWindow {
  workUnitId: number;
  tenantId: string;
  /** Every named approver has approved, and nobody declined. */
  approved: boolean;
  /** Still to be done or being done: not resolved, closed or canceled. */
  open: boolean;
  start: Date | null;
  finish: Date | null;
  /** The devices and blocks related to it (work unit relations of type Device or Block). */
  subjects: Array<{ kind: 'Device' | 'Block'; id: string }>;
}

/**
 * What the rules need to silence an approved change's alarms (issue 31 item 6): its approval, window and
 * related devices and blocks. Undefined when the work unit is not a change request.
 */
export async function readChangeWindow(db: DbOrTx, workUnitId: number): Promise<ChangeWindow | undefined> {
  const [row] = await db.select({
    workUnitId: workUnits.workUnitId, tenantId: workUnits.tenantId, typeId: workUnits.workUnitTypeId, stateId: workUnits.stateId,
    approver1: workUnits.approver1, approver2: workUnits.approver2, approved1By: workUnits.approved1By, approved2By: workUnits.approved2By,
    declined1By: workUnits.declined1By, declined2By: workUnits.declined2By,
    start: workUnits.plannedStartTime, finish: workUnits.plannedFinishTime,
  }).from(workUnits).where(eq(workUnits.workUnitId, workUnitId));
  if (!row || row.typeId !== WorkUnitTypeId.ChangeRequest) return undefined;
  const named = [row.approver1 ? row.approved1By : 'none', row.approver2 ? row.approved2By : 'none'];
  const anyApprover = Boolean(row.approver1 || row.approver2);
  const relations = await db.select({ type: workUnitRelations.referenceType, id: workUnitRelations.referenceId })
    .from(workUnitRelations).where(eq(workUnitRelations.workUnitId, workUnitId));
  const subjects = relations.flatMap((r) => {
    const kind = SILENCED_KINDS.get(r.type.toLowerCase()) as ChangeWindow['subjects'][number]['kind'] | undefined;
    return kind ? [{ kind, id: r.id.toLowerCase() }] : [];
  });
  return {
    workUnitId: row.workUnitId, tenantId: row.tenantId,
    approved: anyApprover && named.every(Boolean) && !row.declined1By && !row.declined2By,
    open: !(doneStateIds as readonly number[]).includes(row.stateId),
    start: row.start, finish: row.finish, subjects,
  };
}
