import {
  type ApprovalLookupQuery,
  Guid,
  type JsonPatchOperation,
  type WorkUnitCreateBody,
  type WorkUnitDecisionBody,
  WorkUnitListItem,
  type WorkUnitRelationInput,
  type WorkUnitRelationResponse,
  WorkUnitResponse,
  WorkUnitStateId,
  WorkUnitTypeId,
  approvalClosedReason,
  severityNames,
  workUnitFieldNames,
  workUnitMessages,
  workUnitStateNames,
  type SeverityId,
  type WorkUnitStateId as StateId,
} from '@portal/contracts';
import { type SQL, and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, badRequest, conflict, forbidden, notFound } from '../../platform/errors/index.ts';
import { exportQuery } from '../../platform/export/csv.ts';
import { type ODataQuery, fitsSchema, runGet, runList, runListJson, whereFor } from '../../platform/odata/index.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import { type ApproverSlot, approvalLookup, approverAccounts, approverRefusal, clearedDecisions, rebindings, slotsOfActor } from './approvals.ts';
import { applyPatch, writesField } from './json-patch.ts';
import {
  type WorkUnitDocument,
  type WorkUnitRow,
  changedFields,
  columnValues,
  dateFields,
  documentOf,
  readableFields,
} from './workunits.document.ts';
import { allWorkUnitFields, workUnitCsvColumns, workUnitEntity } from './workunits.entity.ts';
import { type HistoryInput, changeEntries, workUnitLink, writeHistory } from './workunits.history.ts';
import { prepareWorkUnitQuery, withExpand } from './workunits.query.ts';
import {
  applyServerRules,
  checkTypeChange,
  documentIssues,
  escalationReasonIssue,
  loadTenant,
  newIssues,
  rejectIssues,
} from './workunits.validation.ts';
import { type Ref, editScope, fullRecordScope, isCustomerOnly, plainRef, resolutionCenterScope, viewScope } from './workunits.scope.ts';
import { workUnitRelations, workUnits } from './workunits.table.ts';

export interface WorkUnitsDeps {
  db: Db;
  config: Pick<Config, 'features'>;
  clock?: () => Date;
}

const detailQuery = { $select: allWorkUnitFields, $expand: prepareWorkUnitQuery({ $expand: 'tenant,category,subcategory,relations' }).$expand };
const MAX_INT = 2_147_483_647;

/** `where` for a numeric id or a public id (GUID); undefined when the key can be neither. */
export function keyWhere(key: string, ref: Ref): SQL | undefined {
  if (/^\d+$/.test(key)) return Number(key) <= MAX_INT ? eq(ref(workUnits.workUnitId), Number(key)) : undefined;
  if (Guid.safeParse(key).success) return eq(ref(workUnits.publicWorkUnitId), key.toLowerCase());
  return undefined;
}

/** The body's fields as a document: keys the caller left out stay out, so defaults apply. */
function documentFromBody(body: Record<string, unknown>): WorkUnitDocument {
  const doc: WorkUnitDocument = {};
  for (const field of workUnitFieldNames) if (body[field] !== undefined) doc[field] = body[field];
  return doc;
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

const listFits = fitsSchema(WorkUnitListItem);
/** The caller's account, for 'Requires My Approval'; an API token has none. */
const accountOf = (actor: Actor) => (actor.kind === 'user' ? actor.id : null);
/** The grid's tenancy, made once per caller so its statements are ready (see whereFor). */
const fullRecordWhere = whereFor(fullRecordScope);

export function createWorkUnitsService({ db, config, clock = () => new Date() }: WorkUnitsDeps) {
  const assignmentGroupFlag = config.features.has('AssignmentGroupRequired');

  /**
   * The grid's page: the response body as PostgreSQL wrote it when its rows are exactly what the
   * list schema presents (the usual case), else the page for the schema to present. Whole records,
   * so only of the tenants where the caller is staff (a customer's list is the Resolution Center's).
   */
  async function list(actor: Actor, query: ODataQuery) {
    return runListJson(db, workUnitEntity, prepareWorkUnitQuery(query, accountOf(actor)), { where: fullRecordWhere(actor) }, listFits);
  }

  /**
   * Rows of workunits.csv: the caller's filter, sort and page (or up to 1000 rows), with names for
   * ids; a customer's only of its incidents (the route then writes only the columns it may read).
   */
  async function exportRows(actor: Actor, query: ODataQuery) {
    const prepared = withExpand(prepareWorkUnitQuery(exportQuery(query), accountOf(actor)), ['tenant']);
    // The file's columns, whatever the grid selected; state and severity are named from their ids.
    prepared.$select = [...new Set([...workUnitCsvColumns.map((c) => c.field).filter((f) => f in workUnitEntity.fields), 'stateId', 'severityId'])].join(',');
    const scope = isCustomerOnly(actor) ? resolutionCenterScope : fullRecordScope;
    const result = await runList(db, workUnitEntity, prepared, { where: (ref) => scope(actor, ref), maxTop: 1000 });
    return result.value.map((row) => ({
      ...row,
      state: workUnitStateNames[row.stateId as StateId] ?? row.stateId,
      severity: severityNames[row.severityId as SeverityId] ?? row.severityId,
    }));
  }

  async function loadIfAny(where: (ref: Ref) => SQL | undefined) {
    const row = await runGet(db, workUnitEntity, detailQuery, { where });
    return row ? WorkUnitResponse.parse({ ...row, protocol: null }) : undefined;
  }

  async function load(where: (ref: Ref) => SQL | undefined) {
    const record = await loadIfAny(where);
    if (!record) throw notFound('The work unit');
    return record;
  }

  /**
   * One work unit by numeric id or public id, with its tenant, category, subcategory and relations,
   * if the caller is staff in its tenant; undefined otherwise (a customer's incident included: the
   * route answers that one as the Resolution Center shows it).
   */
  async function find(actor: Actor, key: string) {
    if (!keyWhere(key, plainRef) || isCustomerOnly(actor)) return undefined;
    return loadIfAny((ref) => and(fullRecordScope(actor, ref), keyWhere(key, ref)));
  }

  /** After a write the caller sees the record even if it could not list it (an integration that only creates). */
  const loadById = (workUnitId: number) => load((ref) => eq(ref(workUnits.workUnitId), workUnitId));

  async function lockForEdit(tx: DbOrTx, actor: Actor, workUnitId: number, scope: SQL = editScope(actor)): Promise<WorkUnitRow> {
    if (workUnitId > MAX_INT) throw notFound('The work unit');
    const [row] = await (tx as Db).select().from(workUnits).where(and(eq(workUnits.workUnitId, workUnitId), scope)).for('update');
    if (!row) throw notFound('The work unit');
    return row;
  }

  async function insertRelation(tx: DbOrTx, actor: Actor, row: { workUnitId: number; tenantId: string }, input: WorkUnitRelationInput, at: Date) {
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

  /**
   * Inserts a work unit after the §4/§5 rules: defaults (New, second approver required), the tenant's
   * custom fields and groups, then the server's own values (spam call, intake severity). Used by every
   * create: staff, Resolution Center, access request.
   */
  async function insertWorkUnit(tx: DbOrTx, actor: Actor, input: WorkUnitDocument, relations: WorkUnitRelationInput[] = []): Promise<WorkUnitRow> {
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
    return row;
  }

  /** `PUT /v1/workunits`. */
  async function create(actor: Actor, body: WorkUnitCreateBody) {
    assertTenantAccess(actor, 'WorkUnits:create', body.tenantId);
    const row = await db.transaction((tx) => insertWorkUnit(tx, actor, documentFromBody(body), body.relations));
    return loadById(row.workUnitId);
  }

  /**
   * `PATCH /v1/workunits/{id}`: applies a JSON Patch to the locked row. Tests see the committed
   * values, so of several edits made from the same previous values only the first passes; the rest
   * answer 409. The result must not break a rule the record kept before; the server's own values
   * follow, then one update and the history of every change.
   */
  async function patch(actor: Actor, workUnitId: number, operations: JsonPatchOperation[]) {
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
    });
    return loadById(workUnitId);
  }

  /** 'Change Type to Change Request.': an incident becomes a change request; its change fields are filled in later. */
  async function migrateToChangeRequest(actor: Actor, workUnitId: number) {
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
    });
    return loadById(workUnitId);
  }

  /**
   * Approve or decline a change request as approver 1 or 2 (§2.7, §4): only the designated approver
   * decides; approving records the user name, declining the decliner and note and cancels the work unit.
   * A decision is made once per slot, by two different people, and only while one can be made
   * (approvalClosedReason: nobody has declined and the work unit is not done); otherwise 409.
   */
  async function decide(actor: Actor, workUnitId: number, decision: 'approve' | 'decline', body: WorkUnitDecisionBody) {
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
    });
    return loadById(workUnitId);
  }

  async function addRelation(actor: Actor, workUnitId: number, input: WorkUnitRelationInput) {
    const relation = await db.transaction(async (tx) => {
      const row = await lockForEdit(tx, actor, workUnitId);
      return insertRelation(tx, actor, row, input, clock());
    });
    return presentRelation(relation);
  }

  async function removeRelation(actor: Actor, workUnitId: number, relationId: number) {
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

  /** The work unit's id and tenant if the actor may read it, else 404. */
  async function visible(actor: Actor, workUnitId: number, scope: SQL = viewScope(actor)) {
    if (workUnitId > MAX_INT) throw notFound('The work unit');
    const [row] = await db.select({ workUnitId: workUnits.workUnitId, tenantId: workUnits.tenantId, stakeholderPhoneNumber: workUnits.stakeholderPhoneNumber })
      .from(workUnits).where(and(eq(workUnits.workUnitId, workUnitId), scope));
    if (!row) throw notFound('The work unit');
    return row;
  }

  return {
    list, exportRows, find, create, patch, migrateToChangeRequest, decide, addRelation, removeRelation,
    approvalLookup: (actor: Actor, query: ApprovalLookupQuery) => approvalLookup(db, actor, query),
    insertWorkUnit, visible, loadById, lockForEdit,
  };
}

export type WorkUnitsService = ReturnType<typeof createWorkUnitsService>;
