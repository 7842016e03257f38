import { WorkUnitTypeId, workUnitMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest } from '../../platform/errors/index.ts';
import { changedFields, documentOf } from './workunits.document.ts';
import { changeEntries, writeHistory } from './workunits.history.ts';
import { recordWorkUnitEvent } from './workunit-events.ts';
import { loadWorkUnitById, lockForEdit } from './workunits.read.ts';
import { workUnits } from './workunits.table.ts';

/** 'Change Type to Change Request.': an incident becomes a change request; its change fields are filled in later. */
export async function migrateToChangeRequest({ db, clock }: { db: Db; clock: () => Date }, actor: Actor, workUnitId: number) {
  await db.transaction(async (tx) => {
    const row = await lockForEdit(tx, actor, workUnitId);
    if (row.workUnitTypeId === WorkUnitTypeId.ChangeRequest) throw badRequest(workUnitMessages.alreadyChangeRequest);
    if (row.workUnitTypeId !== WorkUnitTypeId.Incident) throw badRequest(workUnitMessages.onlyIncidentToChangeRequest);
    const now = clock();
    await tx.update(workUnits)
      .set({ workUnitTypeId: WorkUnitTypeId.ChangeRequest, workUnitCategoryId: null, workUnitSubcategoryId: null, modified: now, modifiedBy: actor.userName })
      .where(eq(workUnits.workUnitId, workUnitId));
    const before = documentOf(row);
    const after = { ...before, workUnitTypeId: WorkUnitTypeId.ChangeRequest, workUnitCategoryId: null, workUnitSubcategoryId: null };
    const changed = changedFields(before, after, ['workUnitTypeId', 'workUnitCategoryId', 'workUnitSubcategoryId']);
    await writeHistory(tx, row, actor.userName, [
      { historyType: 'WorkUnitEvent', detail: 'Migrated from Incident to Change Request.' },
      ...changeEntries(before, after, changed),
    ], now);
    await recordWorkUnitEvent(tx, workUnitId, 'changed', changed, actor.userName, row.stateId);
  });
  return loadWorkUnitById(db, workUnitId);
}
