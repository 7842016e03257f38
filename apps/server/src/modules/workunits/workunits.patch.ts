import { Guid, type JsonPatchOperation, workUnitFieldNames, workUnitMessages } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged } from '../../platform/errors/index.ts';
import { approverAccounts, clearedDecisions, rebindings } from './approvals.ts';
import { applyPatch, writesField } from './json-patch.ts';
import { changedFields, columnValues, dateFields, documentOf, readableFields } from './workunits.document.ts';
import { changeEntries, writeHistory } from './workunits.history.ts';
import { recordWorkUnitEvent } from './workunit-events.ts';
import { loadWorkUnitById, lockForEdit } from './workunits.read.ts';
import { workUnits } from './workunits.table.ts';
import { applyServerRules, checkTypeChange, documentIssues, escalationReasonIssue, loadTenant, newIssues, rejectIssues } from './workunits.validation.ts';

export interface PatchDeps {
  db: Db;
  clock: () => Date;
  /** The AssignmentGroupRequired feature: a tenant with groups needs one on intake. */
  assignmentGroupFlag: boolean;
}

/**
 * `PATCH /v1/workunits/{id}`: applies a JSON Patch to the locked row. Tests see the committed
 * values, so of several edits made from the same previous values only the first passes; the rest
 * answer 409. The result must not break a rule the record kept before; the server's own values
 * follow, then one update and the history of every change.
 */
export async function patchWorkUnit({ db, clock, assignmentGroupFlag }: PatchDeps, actor: Actor, workUnitId: number, operations: JsonPatchOperation[]) {
  await db.transaction(async (tx) => {
    const row = await lockForEdit(tx, actor, workUnitId);
    const before = documentOf(row);
    const requested = applyPatch(before, operations, { writable: workUnitFieldNames, readable: readableFields, dateFields });
    checkTypeChange(before, requested);
    if (typeof requested.tenantId !== 'string' || !Guid.safeParse(requested.tenantId).success) {
      rejectIssues([{ path: 'tenantId', message: workUnitMessages.tenantRequired }]);
    }
    assertTenantUnchanged('A work unit', row.tenantId, String(requested.tenantId));
    requested.tenantId = row.tenantId;
    const tenant = await loadTenant(tx, row.tenantId);
    const options = { isNew: false, currentStateId: row.stateId, assignmentGroupFlag };
    const issues = newIssues(
      await documentIssues(tx, before, tenant, options),
      await documentIssues(tx, requested, tenant, options),
    );
    // An escalation (a move away from a group) needs its own reason: the patch must set one, so
    // the reason of an earlier escalation still on the record does not count for this one.
    const escalating = typeof before.assignmentGroup === 'string' && before.assignmentGroup.trim() !== ''
      && changedFields(before, requested, ['assignmentGroup']).length > 0;
    const reason = requested.escalationReason;
    if (escalating && (!writesField(operations, 'escalationReason') || typeof reason !== 'string' || reason.trim() === '')) {
      issues.push({ path: 'escalationReason', message: workUnitMessages.escalationReasonRequired });
    }
    // A reason this patch writes must be one of the tenant's, even when the record already held it.
    const reasonIssue = writesField(operations, 'escalationReason') ? escalationReasonIssue(reason, tenant) : undefined;
    if (reasonIssue && !issues.some((issue) => issue.path === reasonIssue.path)) issues.push(reasonIssue);
    rejectIssues(issues);
    // Nor does its note: an escalation without one of its own has none.
    if (escalating && !writesField(operations, 'escalationNote')) requested.escalationNote = null;

    const now = clock();
    const final = applyServerRules(before, requested, now);
    const changed = changedFields(before, final, [...workUnitFieldNames, 'resolved']);
    const written = ([1, 2] as const).filter((n) => writesField(operations, `approver${n}`));
    const accounts = await approverAccounts(tx, row, final, written);
    const rebound = rebindings(row, final, accounts);
    if (changed.length === 0 && rebound.length === 0) return;
    const cleared = clearedDecisions(row, final, accounts);
    await tx.update(workUnits)
      .set({ ...columnValues(final, changed), ...accounts, ...cleared.values, modified: now, modifiedBy: actor.userName })
      .where(eq(workUnits.workUnitId, workUnitId));
    const tenantId = row.tenantId;
    const entries = [...changeEntries(before, final, changed.filter((f) => f !== 'resolved')), ...rebound, ...cleared.entries];
    await writeHistory(tx, { workUnitId, tenantId }, actor.userName, entries, now);
    await recordWorkUnitEvent(tx, workUnitId, 'changed', changed.length ? changed : written.map((n) => `approver${n}`), actor.userName, row.stateId);
  });
  return loadWorkUnitById(db, workUnitId);
}
