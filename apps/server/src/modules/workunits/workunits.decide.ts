import { type WorkUnitDecisionBody, WorkUnitStateId, WorkUnitTypeId, approvalClosedReason, workUnitMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, conflict, forbidden } from '../../platform/errors/index.ts';
import { type ApproverSlot, approverRefusal, slotsOfActor } from './approvals.ts';
import { type HistoryInput, changeEntries, writeHistory } from './workunits.history.ts';
import { recordWorkUnitEvent } from './workunit-events.ts';
import { loadWorkUnitById, lockForEdit } from './workunits.read.ts';
import { viewScope } from './workunits.scope.ts';
import { workUnits } from './workunits.table.ts';

/**
 * Approve or decline a change request as approver 1 or 2 (§2.7, §4): only the designated approver
 * decides; approving records the user name, declining the decliner and note and cancels the work unit.
 * A decision is made once per slot, by two different people, and only while one can be made
 * (approvalClosedReason: nobody has declined and the work unit is not done); otherwise 409.
 */
export async function decideChangeRequest(
  { db, clock }: { db: Db; clock: () => Date }, actor: Actor, workUnitId: number, decision: 'approve' | 'decline', body: WorkUnitDecisionBody,
) {
  // The two-person rule is about people: a token decides nothing, whatever its name or an approver's text says.
  if (actor.kind !== 'user') throw forbidden(workUnitMessages.tokenCannotDecide);
  await db.transaction(async (tx) => {
    const row = await lockForEdit(tx, actor, workUnitId, viewScope(actor));
    if (row.workUnitTypeId !== WorkUnitTypeId.ChangeRequest) throw badRequest(workUnitMessages.notAChangeRequest);
    const slots = (body.approverSlot ? [body.approverSlot] : [1, 2] as const).filter((n): n is ApproverSlot => !!row[`approver${n}`]);
    // The slot's account decides (approvals.ts), never a name someone may have taken.
    const mine = slotsOfActor(row, actor, slots);
    if (mine.length === 0) throw forbidden(approverRefusal(row, actor, slots, body.approverSlot !== undefined));
    const slot = mine.find((n) => !row[`approved${n}By`] && !row[`declined${n}By`]);
    if (!slot) throw conflict(workUnitMessages.alreadyDecided);
    const closed = approvalClosedReason(row);
    if (closed) throw conflict(closed);
    // The two-person rule: the account that decided the other slot (its approver's) may not decide this one too.
    const other = slot === 1 ? 2 : 1;
    if (row[`approver${other}UserId`] === actor.id && (row[`approved${other}By`] || row[`declined${other}By`])) {
      throw conflict(workUnitMessages.otherSlotDecided.replace('{slot}', String(other)));
    }
    const now = clock();
    const notes = body.notes?.trim() || null;
    const entries: HistoryInput[] = [];
    const verb = decision === 'approve' ? 'Approved' : 'Declined';
    entries.push({ historyType: 'WorkUnitEvent', detail: `${verb} by ${actor.userName} as approver ${slot}.${notes ? ` Notes: ${notes}` : ''}` });
    const set: Partial<typeof workUnits.$inferInsert> = { modified: now, modifiedBy: actor.userName, [`decision${slot}Notes`]: notes };
    if (decision === 'approve') set[`approved${slot}By`] = actor.userName;
    else {
      set[`declined${slot}By`] = actor.userName;
      set.stateId = WorkUnitStateId.Canceled;
      set.resolved = now;
      entries.push(...changeEntries({ stateId: row.stateId }, { stateId: WorkUnitStateId.Canceled }, ['stateId']));
    }
    await tx.update(workUnits).set(set).where(eq(workUnits.workUnitId, workUnitId));
    await writeHistory(tx, row, actor.userName, entries, now);
    const decided = Object.keys(set).filter((f) => f !== 'modified' && f !== 'modifiedBy');
    await recordWorkUnitEvent(tx, workUnitId, 'changed', decided, actor.userName, row.stateId);
  });
  return loadWorkUnitById(db, workUnitId);
}
