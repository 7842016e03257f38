import { Guid, type WorkUnitCreateBody, type WorkUnitRelationInput, WorkUnitStateId, workUnitFieldNames, workUnitMessages } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import { approverAccounts } from './approvals.ts';
import { type WorkUnitDocument, type WorkUnitRow, columnValues } from './workunits.document.ts';
import { recordWorkUnitEvent } from './workunit-events.ts';
import { type HistoryInput, writeHistory } from './workunits.history.ts';
import { loadWorkUnitById } from './workunits.read.ts';
import { insertRelation } from './workunits.relations.ts';
import { workUnits } from './workunits.table.ts';
import { applyServerRules, documentIssues, loadTenant, rejectIssues } from './workunits.validation.ts';

export interface CreateDeps {
  clock: () => Date;
  /** The AssignmentGroupRequired feature: a tenant with groups needs one on intake. */
  assignmentGroupFlag: boolean;
}

/** The body's fields as a document: keys the caller left out stay out, so defaults apply. */
function documentFromBody(body: Record<string, unknown>): WorkUnitDocument {
  const doc: WorkUnitDocument = {};
  for (const field of workUnitFieldNames) if (body[field] !== undefined) doc[field] = body[field];
  return doc;
}

/**
 * Inserts a work unit after the §4/§5 rules: defaults (New, second approver required), the tenant's
 * custom fields and groups, then the server's own values (spam call, intake severity). Used by every
 * create: staff, Resolution Center, access request.
 */
export async function insertWorkUnit(
  { clock, assignmentGroupFlag }: CreateDeps, tx: DbOrTx, actor: Actor, input: WorkUnitDocument, relations: WorkUnitRelationInput[] = [],
): Promise<WorkUnitRow> {
  if (typeof input.tenantId !== 'string' || !Guid.safeParse(input.tenantId).success) rejectIssues([{ path: 'tenantId', message: workUnitMessages.tenantRequired }]);
  const tenant = await loadTenant(tx, String(input.tenantId));
  const doc: WorkUnitDocument = { stateId: WorkUnitStateId.New, isSpamCall: false, isApproverRequired: true, ...input };
  rejectIssues(await documentIssues(tx, doc, tenant, { isNew: true, assignmentGroupFlag }));
  const now = clock();
  const final = applyServerRules(null, doc, now);
  const [row] = await tx.insert(workUnits).values({
    ...(columnValues(final, [...workUnitFieldNames, 'resolved']) as typeof workUnits.$inferInsert),
    ...(await approverAccounts(tx, null, final)),
    title: String(final.title).trim(),
    created: now,
    modified: now,
    createdBy: actor.userName,
    modifiedBy: actor.userName,
  }).returning();
  if (!row) throw new Error('insert returned no row');
  const entries: HistoryInput[] = [{ historyType: 'WorkUnitEvent', detail: `Work Unit created by ${actor.name}.` }];
  if (row.isSpamCall) entries.push({ historyType: 'WorkUnitEvent', detail: 'Marked as a spam call and resolved.' });
  await writeHistory(tx, row, actor.userName, entries, now);
  for (const relation of relations) await insertRelation(tx, actor, row, relation, now);
  await recordWorkUnitEvent(tx, row.workUnitId, 'created', Object.keys(final).filter((f) => final[f] !== undefined && final[f] !== null), actor.userName);
  return row;
}

/** `PUT /v1/workunits`. */
export async function createWorkUnit(deps: CreateDeps & { db: Db }, actor: Actor, body: WorkUnitCreateBody) {
  assertTenantAccess(actor, 'WorkUnits:create', body.tenantId);
  const row = await deps.db.transaction((tx) => insertWorkUnit(deps, tx, actor, documentFromBody(body), body.relations));
  return loadWorkUnitById(deps.db, row.workUnitId);
}
