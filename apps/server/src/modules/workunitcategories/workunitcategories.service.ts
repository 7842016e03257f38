import {
  type WorkUnitCategoryLookup,
  WorkUnitCategoryResponse,
  type WorkUnitCategorySaveBody,
  workUnitCategoryMessages,
} from '@portal/contracts';
import { type SQL, and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { assertTenantUnchanged, conflict, notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runGet, runGrouped, runList, withoutExpands } from '../../platform/odata/index.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { canWriteShared, categoryScope, usableCategoryScope } from './workunitcategories.scope.ts';
import { workUnitCategoryEntity } from './workunitcategories.entity.ts';
import { workUnitCategories } from './workunitcategories.table.ts';

type Permission = 'WorkUnits.Categories:create' | 'WorkUnits.Categories:edit';

/** A shared category needs the permission in every tenant; a tenant's category needs it in that tenant (else 404). */
function assertWritable(actor: Actor, permission: Permission, tenantId: string | null) {
  if (tenantId === null) {
    if (!canWriteShared(actor, permission)) throw notFound('The tenant');
    return;
  }
  assertTenantAccess(actor, permission, tenantId);
}

const typeExpand = new Set(['workunittype']);

export function createWorkUnitCategoriesService({ db }: { db: Db }) {
  const viewWhere = (actor: Actor) => (ref: Parameters<typeof categoryScope>[2]) => categoryScope(actor, 'WorkUnits.Categories:view', ref);

  // `workUnitType` is a field (the type's name); the client also names it in $expand.
  const list = (actor: Actor, query: ODataQuery, maxTop?: number) =>
    runList(db, workUnitCategoryEntity, withoutExpands(query, typeExpand), { where: viewWhere(actor), maxTop });

  const grouped = (actor: Actor, query: ODataQuery) => runGrouped(db, workUnitCategoryEntity, withoutExpands(query, typeExpand), {
    where: viewWhere(actor), groupBy: 'tenant', groupLabel: 'name', valueField: 'workUnitCategoryId', labelField: 'name',
  });

  async function get(actor: Actor, id: number) {
    const row = await runGet(db, workUnitCategoryEntity, { $expand: 'tenant' }, {
      where: (ref) => and(viewWhere(actor)(ref), eq(ref(workUnitCategories.workUnitCategoryId), id)),
    });
    if (!row) throw notFound('The category');
    return WorkUnitCategoryResponse.parse(row);
  }

  async function assertUniqueName(body: WorkUnitCategorySaveBody, exceptId?: number) {
    const tenantId = body.tenantId ?? null;
    const conditions: SQL[] = [
      sql`lower(${workUnitCategories.name}) = lower(${body.name})`,
      eq(workUnitCategories.workUnitTypeId, body.workUnitTypeId),
      tenantId === null ? sql`${workUnitCategories.tenantId} is null` : eq(workUnitCategories.tenantId, tenantId),
    ];
    if (exceptId !== undefined) conditions.push(ne(workUnitCategories.workUnitCategoryId, exceptId));
    const [clash] = await db.select({ id: workUnitCategories.workUnitCategoryId }).from(workUnitCategories).where(and(...conditions));
    if (clash) throw conflict(workUnitCategoryMessages.duplicateName);
  }

  async function assertTenantExists(tenantId: string): Promise<void> {
    const [tenant] = await db.select({ tenantId: tenants.tenantId }).from(tenants).where(eq(tenants.tenantId, tenantId));
    if (!tenant) throw notFound('The tenant');
  }

  async function create(actor: Actor, body: WorkUnitCategorySaveBody) {
    const tenantId = body.tenantId ?? null;
    assertWritable(actor, 'WorkUnits.Categories:create', tenantId);
    if (tenantId) await assertTenantExists(tenantId);
    await assertUniqueName(body);
    const [row] = await db.insert(workUnitCategories).values({
      name: body.name,
      tenantId,
      workUnitTypeId: body.workUnitTypeId,
      isEnabled: body.isEnabled ?? true,
      isVisibleInResolutionCenter: body.isVisibleInResolutionCenter ?? false,
      createdBy: actor.userName,
      modifiedBy: actor.userName,
    }).returning();
    if (!row) throw new Error('insert returned no row');
    return get(actor, row.workUnitCategoryId);
  }

  async function update(actor: Actor, id: number, body: WorkUnitCategorySaveBody) {
    const [current] = await db.select().from(workUnitCategories)
      .where(and(eq(workUnitCategories.workUnitCategoryId, id), categoryScope(actor, 'WorkUnits.Categories:edit')));
    if (!current) throw notFound('The category');
    assertWritable(actor, 'WorkUnits.Categories:edit', current.tenantId);
    assertTenantUnchanged('A category', current.tenantId, body.tenantId);
    const tenantId = current.tenantId;
    await assertUniqueName({ ...body, tenantId }, id);
    await db.update(workUnitCategories).set({
      name: body.name,
      tenantId,
      workUnitTypeId: body.workUnitTypeId,
      isEnabled: body.isEnabled ?? current.isEnabled,
      isVisibleInResolutionCenter: body.isVisibleInResolutionCenter ?? current.isVisibleInResolutionCenter,
      modified: new Date(),
      modifiedBy: actor.userName,
    }).where(eq(workUnitCategories.workUnitCategoryId, id));
    return get(actor, id);
  }

  /** Enabled categories a form may offer, optionally of one tenant (shared ones included) and type. */
  async function lookup(actor: Actor, filter: { tenantId?: string; workUnitTypeId?: number; visibleInResolutionCenter?: 'true' | 'false' }): Promise<WorkUnitCategoryLookup[]> {
    const conditions: Array<SQL | undefined> = [eq(workUnitCategories.isEnabled, true), usableCategoryScope(actor)];
    if (filter.tenantId) conditions.push(sql`(${workUnitCategories.tenantId} = ${filter.tenantId} or ${workUnitCategories.tenantId} is null)`);
    if (filter.workUnitTypeId !== undefined) conditions.push(eq(workUnitCategories.workUnitTypeId, filter.workUnitTypeId));
    if (filter.visibleInResolutionCenter === 'true') conditions.push(eq(workUnitCategories.isVisibleInResolutionCenter, true));
    return db.select({
      workUnitCategoryId: workUnitCategories.workUnitCategoryId,
      name: workUnitCategories.name,
      tenantId: workUnitCategories.tenantId,
      workUnitTypeId: workUnitCategories.workUnitTypeId,
      isVisibleInResolutionCenter: workUnitCategories.isVisibleInResolutionCenter,
    }).from(workUnitCategories).where(and(...conditions)).orderBy(asc(workUnitCategories.name));
  }

  return { list, grouped, get, create, update, lookup };
}
