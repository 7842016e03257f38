import type { WorkUnitRelationInput, WorkUnitRelationResponse } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/index.ts';
import { workUnitLink, writeHistory } from './workunits.history.ts';
import { MAX_INT, lockForEdit } from './workunits.read.ts';
import { viewScope } from './workunits.scope.ts';
import { workUnitRelations, workUnits } from './workunits.table.ts';

export interface RelationDeps {
  db: Db;
  clock: () => Date;
}

function presentRelation(row: typeof workUnitRelations.$inferSelect): WorkUnitRelationResponse {
  return {
    workUnitRelationId: row.workUnitRelationId,
    workUnitId: row.workUnitId,
    referenceId: row.referenceId,
    referenceType: row.referenceType,
    created: row.created.toISOString(),
    createdBy: row.createdBy,
  };
}

/**
 * Relates the work unit to a reference, in the caller's transaction (a create adds its relations this
 * way too). A related work unit must be one the actor may see, and not the work unit itself.
 */
export async function insertRelation(tx: DbOrTx, actor: Actor, row: { workUnitId: number; tenantId: string }, input: WorkUnitRelationInput, at: Date) {
  const referenceType = input.referenceType;
  const referenceId = input.referenceId.trim();
  let historyUrl: string | null = null;
  if (referenceType.toLowerCase() === 'workunit') {
    const otherId = /^\d+$/.test(referenceId) ? Number(referenceId) : Number.NaN;
    if (otherId === row.workUnitId) throw badRequest('A work unit cannot be related to itself.');
    const [other] = Number.isInteger(otherId) && otherId <= MAX_INT
      ? await tx.select({ id: workUnits.workUnitId }).from(workUnits).where(and(eq(workUnits.workUnitId, otherId), viewScope(actor)))
      : [];
    if (!other) throw notFound('The related work unit');
    historyUrl = workUnitLink(otherId);
  }
  const [relation] = await tx.insert(workUnitRelations)
    .values({ workUnitId: row.workUnitId, tenantId: row.tenantId, referenceId, referenceType, created: at, createdBy: actor.userName })
    .onConflictDoNothing()
    .returning();
  if (!relation) throw conflict('This relation already exists.');
  await writeHistory(tx, row, actor.userName, [{
    historyType: 'WorkUnitRelationCreated', detail: `Related ${referenceType} ${referenceId} added.`, historyUrl,
  }], at);
  return relation;
}

export async function addRelation({ db, clock }: RelationDeps, actor: Actor, workUnitId: number, input: WorkUnitRelationInput) {
  const relation = await db.transaction(async (tx) => {
    const row = await lockForEdit(tx, actor, workUnitId);
    return insertRelation(tx, actor, row, input, clock());
  });
  return presentRelation(relation);
}

export async function removeRelation({ db, clock }: RelationDeps, actor: Actor, workUnitId: number, relationId: number) {
  await db.transaction(async (tx) => {
    const row = await lockForEdit(tx, actor, workUnitId);
    const [removed] = relationId > MAX_INT ? [] : await tx.delete(workUnitRelations)
      .where(and(eq(workUnitRelations.workUnitRelationId, relationId), eq(workUnitRelations.workUnitId, workUnitId)))
      .returning();
    if (!removed) throw notFound('The relation');
    await writeHistory(tx, row, actor.userName, [{
      historyType: 'WorkUnitRelationDeleted',
      detail: `Related ${removed.referenceType} ${removed.referenceId} removed.`,
      historyUrl: removed.referenceType.toLowerCase() === 'workunit' ? workUnitLink(Number(removed.referenceId)) : null,
    }], clock());
  });
}
