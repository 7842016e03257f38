import { Guid, WorkUnitListItem, WorkUnitResponse, severityNames, workUnitStateNames, type SeverityId, type WorkUnitStateId as StateId } from '@portal/contracts';
import { type SQL, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbOrTx } from '../../db/types.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { exportQuery } from '../../platform/export/csv.ts';
import { type ODataQuery, fitsSchema, runGet, runList, runListJson, whereFor } from '../../platform/odata/index.ts';
import type { WorkUnitRow } from './workunits.document.ts';
import { allWorkUnitFields, workUnitCsvColumns, workUnitEntity } from './workunits.entity.ts';
import { prepareWorkUnitQuery, withExpand } from './workunits.query.ts';
import { type Ref, editScope, fullRecordScope, isCustomerOnly, plainRef, resolutionCenterScope, viewScope } from './workunits.scope.ts';
import { workUnits } from './workunits.table.ts';

/** The largest id PostgreSQL's integer holds: a larger one matches nothing (and must not reach the query). */
export const MAX_INT = 2_147_483_647;

const detailQuery = { $select: allWorkUnitFields, $expand: prepareWorkUnitQuery({ $expand: 'tenant,category,subcategory,relations,protocol' }).$expand };

/** `where` for a numeric id or a public id (GUID); undefined when the key can be neither. */
export function keyWhere(key: string, ref: Ref): SQL | undefined {
  if (/^\d+$/.test(key)) return Number(key) <= MAX_INT ? eq(ref(workUnits.workUnitId), Number(key)) : undefined;
  if (Guid.safeParse(key).success) return eq(ref(workUnits.publicWorkUnitId), key.toLowerCase());
  return undefined;
}

const listFits = fitsSchema(WorkUnitListItem);
/** The caller's account, for 'Requires My Approval'; an API token has none. */
const accountOf = (actor: Actor) => (actor.kind === 'user' ? actor.id : null);
/** The grid's tenancy, made once per caller so its statements are ready (see whereFor). */
const fullRecordWhere = whereFor(fullRecordScope);

/**
 * The grid's page: the response body as PostgreSQL wrote it when its rows are exactly what the
 * list schema presents (the usual case), else the page for the schema to present. Whole records,
 * so only of the tenants where the caller is staff (a customer's list is the Resolution Center's).
 */
export async function listWorkUnits(db: Db, actor: Actor, query: ODataQuery) {
  return runListJson(db, workUnitEntity, prepareWorkUnitQuery(query, accountOf(actor)), { where: fullRecordWhere(actor) }, listFits);
}

/**
 * Rows of workunits.csv: the caller's filter, sort and page (or up to 1000 rows), with names for
 * ids; a customer's only of its incidents (the route then writes only the columns it may read).
 */
export async function exportWorkUnitRows(db: Db, actor: Actor, query: ODataQuery) {
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

async function loadIfAny(db: Db, where: (ref: Ref) => SQL | undefined) {
  const row = await runGet(db, workUnitEntity, detailQuery, { where });
  return row ? WorkUnitResponse.parse(row) : undefined;
}

/**
 * One work unit by numeric id or public id, with its tenant, category, subcategory and relations,
 * if the caller is staff in its tenant; undefined otherwise (a customer's incident included: the
 * route answers that one as the Resolution Center shows it).
 */
export async function findWorkUnit(db: Db, actor: Actor, key: string) {
  if (!keyWhere(key, plainRef) || isCustomerOnly(actor)) return undefined;
  return loadIfAny(db, (ref) => and(fullRecordScope(actor, ref), keyWhere(key, ref)));
}

/** The full record without a scope: after a write the caller sees it even if it could not list it (an integration that only creates). */
export async function loadWorkUnitById(db: Db, workUnitId: number) {
  const record = await loadIfAny(db, (ref) => eq(ref(workUnits.workUnitId), workUnitId));
  if (!record) throw notFound('The work unit');
  return record;
}

/** The row, locked for the transaction's write, if the actor may edit it (or match `scope`); else 404. */
export async function lockForEdit(tx: DbOrTx, actor: Actor, workUnitId: number, scope: SQL = editScope(actor)): Promise<WorkUnitRow> {
  if (workUnitId > MAX_INT) throw notFound('The work unit');
  const [row] = await (tx as Db).select().from(workUnits).where(and(eq(workUnits.workUnitId, workUnitId), scope)).for('update');
  if (!row) throw notFound('The work unit');
  return row;
}

/** The work unit's id and tenant if the actor may read it, else 404. */
export async function visibleWorkUnit(db: Db, actor: Actor, workUnitId: number, scope: SQL = viewScope(actor)) {
  if (workUnitId > MAX_INT) throw notFound('The work unit');
  const [row] = await db.select({ workUnitId: workUnits.workUnitId, tenantId: workUnits.tenantId, stakeholderPhoneNumber: workUnits.stakeholderPhoneNumber })
    .from(workUnits).where(and(eq(workUnits.workUnitId, workUnitId), scope));
  if (!row) throw notFound('The work unit');
  return row;
}
