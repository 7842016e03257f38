import {
  type ResolutionCenterCreateBody,
  type ResolutionCenterItem,
  SeverityId,
  WorkUnitStateId,
  WorkUnitTypeId,
  type WorkUnitCreatedSummary,
  resolutionCenterStatus,
  workUnitMessages,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { badRequest, notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runGet, runList, whereFor } from '../../platform/odata/index.ts';
import { hasTenantAccess } from '../../platform/tenancy/index.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { workUnitEntity } from './workunits.entity.ts';
import { prepareWorkUnitQuery } from './workunits.query.ts';
import { isCustomerOnly, mineTenants, plainRef, resolutionCenterScope } from './workunits.scope.ts';
import { workUnits as workUnitsTable } from './workunits.table.ts';
import { keyWhere } from './workunits.read.ts';
import type { WorkUnitsService } from './workunits.service.ts';

type Row = Record<string, unknown>;
const textOf = (v: unknown) => (typeof v === 'string' ? v : null);
const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? textOf((v as Row).name) : null);

/** A list row as the customer sees it: service and need by name, Done or Active, the resolution once Done. */
function presentItem(row: Row): ResolutionCenterItem {
  const stateId = Number(row.stateId);
  const status = resolutionCenterStatus(stateId);
  return {
    workUnitId: Number(row.workUnitId),
    publicWorkUnitId: String(row.publicWorkUnitId),
    created: String(row.created),
    title: String(row.title),
    description: textOf(row.description),
    referenceId: textOf(row.referenceId),
    referenceUrl: textOf(row.referenceUrl),
    tenantId: String(row.tenantId),
    workUnitCategoryId: typeof row.workUnitCategoryId === 'number' ? row.workUnitCategoryId : null,
    workUnitSubcategoryId: typeof row.workUnitSubcategoryId === 'number' ? row.workUnitSubcategoryId : null,
    service: nameOf(row.category),
    need: nameOf(row.subcategory),
    stateId,
    status,
    stakeholderExperienceScore: textOf(row.stakeholderExperienceScore),
    stakeholderPhoneNumber: textOf(row.stakeholderPhoneNumber),
    resolution: status === 'Done' ? textOf(row.resolution) : null,
  };
}

/** The fields a Resolution Center row is made from. */
const itemFields = [
  'workUnitId', 'publicWorkUnitId', 'created', 'title', 'description', 'referenceId', 'referenceUrl', 'tenantId', 'workUnitCategoryId',
  'workUnitSubcategoryId', 'stateId', 'stakeholderExperienceScore', 'stakeholderPhoneNumber', 'resolution',
].join(',');

/** The Resolution Center's scope, made once per caller so its statements are ready (see whereFor). */
const resolutionCenterWhere = whereFor(resolutionCenterScope);

type Where = ReturnType<typeof resolutionCenterWhere>;
const tenantWheres = new WeakMap<Actor, Map<string, Where>>();

/** The scope narrowed to one tenant, made once per caller and tenant for the same reason. */
function resolutionCenterTenantWhere(actor: Actor, tenantId: string): Where {
  let byTenant = tenantWheres.get(actor);
  if (!byTenant) tenantWheres.set(actor, (byTenant = new Map()));
  let where = byTenant.get(tenantId);
  if (!where) {
    where = (ref) => and(resolutionCenterScope(actor, ref), eq(ref(workUnitsTable.tenantId), tenantId));
    byTenant.set(tenantId, where);
  }
  return where;
}

/**
 * The tenant the Resolution Center shows (spec part 3 §2.1: from the path's first segment, else the
 * stored setting): the one the page names (`?tenantId=`), else the caller's stored tenant when it sees
 * work units of several tenants. Undefined lists every tenant the scope allows (staff without a
 * choice, a customer of one tenant).
 */
export function selectedTenantId(actor: Actor, requested: string | undefined): string | undefined {
  if (requested) return requested.toLowerCase();
  if (!isCustomerOnly(actor)) return undefined;
  const mine = mineTenants(actor);
  const several = mine === 'all' || mine.length > 1;
  return several && actor.contextTenantId ? actor.contextTenantId : undefined;
}

/** The Resolution Center: customers' incidents and their Create Request. */
export function createResolutionCenterService({ db, workUnits }: { db: Db; workUnits: WorkUnitsService }) {
  /** The caller's incidents as Resolution Center rows; of `tenantId` only when given (see selectedTenantId). */
  async function list(actor: Actor, query: ODataQuery, tenantId?: string) {
    const { tenantId: _page, ...odata } = query;
    const prepared = { ...prepareWorkUnitQuery(odata), $select: itemFields, $expand: prepareWorkUnitQuery({ $expand: 'category,subcategory' }).$expand };
    const where = tenantId ? resolutionCenterTenantWhere(actor, tenantId) : resolutionCenterWhere(actor);
    const result = await runList(db, workUnitEntity, prepared, { where });
    return { ...result, value: result.value.map(presentItem) };
  }

  /** One of the caller's incidents (numeric or public id) as a Resolution Center row; 404 when it is not one. */
  async function get(actor: Actor, key: string): Promise<ResolutionCenterItem> {
    const query = { $select: itemFields, $expand: prepareWorkUnitQuery({ $expand: 'category,subcategory' }).$expand };
    const row = keyWhere(key, plainRef)
      ? await runGet(db, workUnitEntity, query, { where: (ref) => and(resolutionCenterScope(actor, ref), keyWhere(key, ref)) })
      : undefined;
    if (!row) throw notFound('The work unit');
    return presentItem(row);
  }

  /** The tenant of a customer's request: the one named (staff, or a customer naming its own), else the home tenant. */
  function tenantFor(actor: Actor, requested: string | null | undefined): string {
    const tenantId = requested ?? actor.homeTenantId ?? actor.contextTenantId;
    if (!tenantId) throw badRequest(`tenantId: ${workUnitMessages.tenantRequired}`);
    const mine = mineTenants(actor);
    const allowed = hasTenantAccess(actor, 'WorkUnits:create', tenantId) || mine === 'all' || mine.includes(tenantId);
    if (!allowed) throw notFound('The tenant');
    return tenantId;
  }

  /** `PUT /api/v1/rc/workunits`: an incident at Sev3 with the customer as stakeholder. */
  async function create(actor: Actor, body: ResolutionCenterCreateBody): Promise<WorkUnitCreatedSummary> {
    const tenantId = tenantFor(actor, body.tenantId);
    if (body.workUnitCategoryId) {
      const [service] = await db.select({ id: workUnitCategories.workUnitCategoryId }).from(workUnitCategories).where(and(
        eq(workUnitCategories.workUnitCategoryId, body.workUnitCategoryId),
        eq(workUnitCategories.isVisibleInResolutionCenter, true),
        eq(workUnitCategories.isEnabled, true),
      ));
      if (!service) throw badRequest(`workUnitCategoryId: ${workUnitMessages.categoryUnknown}`);
    }
    const row = await db.transaction((tx) => workUnits.insertWorkUnit(tx, actor, {
      title: body.title,
      description: body.description,
      stakeholderPhoneNumber: body.stakeholderPhoneNumber,
      workUnitCategoryId: body.workUnitCategoryId ?? null,
      workUnitSubcategoryId: body.workUnitSubcategoryId ?? null,
      tenantId,
      workUnitTypeId: WorkUnitTypeId.Incident,
      severityId: SeverityId.Sev3,
      stateId: WorkUnitStateId.New,
      source: 'Other',
      stakeHolderFullName: actor.name,
      stakeHolderEmailAddress: actor.email,
    }));
    return { workUnitId: row.workUnitId, tenantId: row.tenantId, publicWorkUnitId: row.publicWorkUnitId };
  }

  return { list, get, create };
}
