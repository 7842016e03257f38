import {
  type WorkUnitSubcategoryLookup,
  WorkUnitSubcategoryResponse,
  type WorkUnitSubcategorySaveBody,
  workUnitCategoryMessages,
  type Permission,
} from '@portal/contracts';
import { type SQL, and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { conflict, notFound } from '../../platform/errors/index.ts';
import { type ODataQuery, runGet, runList } from '../../platform/odata/index.ts';
import { assertTenantAccess } from '../../platform/tenancy/index.ts';
import { canWriteShared, categoryScope, usableCategoryScope } from '../workunitcategories/index.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { workUnitSubcategoryEntity } from './workunitsubcategories.entity.ts';
import { workUnitSubcategories } from './workunitsubcategories.table.ts';

type Ref = (column: AnyPgColumn) => SQL;
const plain: Ref = (column) => sql`${column}`;

/** A subcategory belongs to its category's tenant: scoped through the categories the actor may use with `permission`. */
function subcategoryScope(db: Db, actor: Actor, permission: Permission, ref: Ref = plain): SQL {
  const categories = db.select({ id: workUnitCategories.workUnitCategoryId }).from(workUnitCategories).where(categoryScope(actor, permission));
  return inArray(ref(workUnitSubcategories.workUnitCategoryId), categories);
}

export function createWorkUnitSubcategoriesService({ db }: { db: Db }) {
  const list = (actor: Actor, query: ODataQuery) =>
    runList(db, workUnitSubcategoryEntity, query, { where: (ref) => subcategoryScope(db, actor, 'WorkUnits.Subcategories:view', ref) });

  async function get(actor: Actor, id: number) {
    const row = await runGet(db, workUnitSubcategoryEntity, { $expand: 'category' }, {
      where: (ref) => and(subcategoryScope(db, actor, 'WorkUnits.Subcategories:view', ref), eq(ref(workUnitSubcategories.workUnitSubcategoryId), id)),
    });
    if (!row) throw notFound('The subcategory');
    return WorkUnitSubcategoryResponse.parse(row);
  }

  /** The category a subcategory is written under, if the actor may write subcategories in its tenant (else 404). */
  async function writableCategory(actor: Actor, permission: 'WorkUnits.Subcategories:create' | 'WorkUnits.Subcategories:edit', categoryId: number) {
    const [category] = await db.select().from(workUnitCategories).where(eq(workUnitCategories.workUnitCategoryId, categoryId));
    if (!category) throw notFound('The category');
    if (category.tenantId === null) {
      if (!canWriteShared(actor, permission)) throw notFound('The category');
    } else assertTenantAccess(actor, permission, category.tenantId, 'The category');
    return category;
  }

  async function assertUniqueName(body: WorkUnitSubcategorySaveBody, exceptId?: number) {
    const conditions: SQL[] = [
      sql`lower(${workUnitSubcategories.name}) = lower(${body.name})`,
      eq(workUnitSubcategories.workUnitCategoryId, body.workUnitCategoryId),
    ];
    if (exceptId !== undefined) conditions.push(ne(workUnitSubcategories.workUnitSubcategoryId, exceptId));
    const [clash] = await db.select({ id: workUnitSubcategories.workUnitSubcategoryId }).from(workUnitSubcategories).where(and(...conditions));
    if (clash) throw conflict(workUnitCategoryMessages.duplicateSubcategoryName);
  }

  async function create(actor: Actor, body: WorkUnitSubcategorySaveBody) {
    await writableCategory(actor, 'WorkUnits.Subcategories:create', body.workUnitCategoryId);
    await assertUniqueName(body);
    const [row] = await db.insert(workUnitSubcategories).values({
      name: body.name,
      workUnitCategoryId: body.workUnitCategoryId,
      isEnabled: body.isEnabled ?? true,
      createdBy: actor.userName,
      modifiedBy: actor.userName,
    }).returning();
    if (!row) throw new Error('insert returned no row');
    return get(actor, row.workUnitSubcategoryId);
  }

  async function update(actor: Actor, id: number, body: WorkUnitSubcategorySaveBody) {
    const [current] = await db.select().from(workUnitSubcategories)
      .where(and(eq(workUnitSubcategories.workUnitSubcategoryId, id), subcategoryScope(db, actor, 'WorkUnits.Subcategories:edit')));
    if (!current) throw notFound('The subcategory');
    await writableCategory(actor, 'WorkUnits.Subcategories:edit', current.workUnitCategoryId);
    if (body.workUnitCategoryId !== current.workUnitCategoryId) await writableCategory(actor, 'WorkUnits.Subcategories:edit', body.workUnitCategoryId);
    await assertUniqueName(body, id);
    await db.update(workUnitSubcategories).set({
      name: body.name,
      workUnitCategoryId: body.workUnitCategoryId,
      isEnabled: body.isEnabled ?? current.isEnabled,
      modified: new Date(),
      modifiedBy: actor.userName,
    }).where(eq(workUnitSubcategories.workUnitSubcategoryId, id));
    return get(actor, id);
  }

  /** Enabled subcategories of enabled categories the actor may use; the client filters by category. */
  async function lookup(actor: Actor, filter: { workUnitCategoryId?: number }): Promise<WorkUnitSubcategoryLookup[]> {
    const conditions: SQL[] = [eq(workUnitSubcategories.isEnabled, true), eq(workUnitCategories.isEnabled, true), usableCategoryScope(actor)];
    if (filter.workUnitCategoryId !== undefined) conditions.push(eq(workUnitSubcategories.workUnitCategoryId, filter.workUnitCategoryId));
    return db.select({
      workUnitSubcategoryId: workUnitSubcategories.workUnitSubcategoryId,
      workUnitCategoryId: workUnitSubcategories.workUnitCategoryId,
      name: workUnitSubcategories.name,
    }).from(workUnitSubcategories)
      .innerJoin(workUnitCategories, eq(workUnitCategories.workUnitCategoryId, workUnitSubcategories.workUnitCategoryId))
      .where(and(...conditions))
      .orderBy(asc(workUnitSubcategories.name));
  }

  return { list, get, create, update, lookup };
}
