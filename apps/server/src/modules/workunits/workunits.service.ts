import type { ApprovalLookupQuery, JsonPatchOperation, WorkUnitCreateBody, WorkUnitDecisionBody, WorkUnitRelationInput } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import type { ODataQuery } from '../../platform/odata/index.ts';
import { approvalLookup } from './approvals.ts';
import { createWorkUnit, insertWorkUnit } from './workunits.create.ts';
import { decideChangeRequest } from './workunits.decide.ts';
import type { WorkUnitDocument } from './workunits.document.ts';
import { migrateToChangeRequest } from './workunits.migrate.ts';
import { patchWorkUnit } from './workunits.patch.ts';
import { exportWorkUnitRows, findWorkUnit, listWorkUnits, loadWorkUnitById, lockForEdit, visibleWorkUnit } from './workunits.read.ts';
import { addRelation, removeRelation } from './workunits.relations.ts';

export interface WorkUnitsDeps {
  db: Db;
  config: Pick<Config, 'features'>;
  clock?: () => Date;
}

/**
 * The work units' commands, bound to one database, clock and feature set. Each command lives in its own
 * file as a function of explicit dependencies: reads and locks in workunits.read.ts, then create, patch,
 * migrate, decide and relations; notes and history are createWorkUnitNotesService's.
 */
export function createWorkUnitsService({ db, config, clock = () => new Date() }: WorkUnitsDeps) {
  const deps = { db, clock, assignmentGroupFlag: config.features.has('AssignmentGroupRequired') };
  return {
    list: (actor: Actor, query: ODataQuery) => listWorkUnits(db, actor, query),
    exportRows: (actor: Actor, query: ODataQuery) => exportWorkUnitRows(db, actor, query),
    find: (actor: Actor, key: string) => findWorkUnit(db, actor, key),
    create: (actor: Actor, body: WorkUnitCreateBody) => createWorkUnit(deps, actor, body),
    patch: (actor: Actor, workUnitId: number, operations: JsonPatchOperation[]) => patchWorkUnit(deps, actor, workUnitId, operations),
    migrateToChangeRequest: (actor: Actor, workUnitId: number) => migrateToChangeRequest(deps, actor, workUnitId),
    decide: (actor: Actor, workUnitId: number, decision: 'approve' | 'decline', body: WorkUnitDecisionBody) =>
      decideChangeRequest(deps, actor, workUnitId, decision, body),
    addRelation: (actor: Actor, workUnitId: number, input: WorkUnitRelationInput) => addRelation(deps, actor, workUnitId, input),
    removeRelation: (actor: Actor, workUnitId: number, relationId: number) => removeRelation(deps, actor, workUnitId, relationId),
    approvalLookup: (actor: Actor, query: ApprovalLookupQuery) => approvalLookup(db, actor, query),
    /** The create of every door (staff, Resolution Center, access request), in the caller's transaction. */
    insertWorkUnit: (tx: DbOrTx, actor: Actor, input: WorkUnitDocument, relations?: WorkUnitRelationInput[]) =>
      insertWorkUnit(deps, tx, actor, input, relations),
    visible: (actor: Actor, workUnitId: number, scope?: SQL) => visibleWorkUnit(db, actor, workUnitId, scope),
    loadById: (workUnitId: number) => loadWorkUnitById(db, workUnitId),
    lockForEdit,
  };
}

export type WorkUnitsService = ReturnType<typeof createWorkUnitsService>;
