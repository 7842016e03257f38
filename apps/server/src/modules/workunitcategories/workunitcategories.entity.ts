import { workUnitTypeNames } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type EntityDef, defineEntity, enumNameSql } from '../../platform/odata/index.ts';
import { tenantEntity } from '../tenants/tenants.entity.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { workUnitCategories } from './workunitcategories.table.ts';

/** What `v1/workunitcategories` lists may filter, sort, select and expand. */
export const workUnitCategoryEntity: EntityDef = defineEntity({
  name: 'workUnitCategory',
  table: workUnitCategories,
  fields: {
    workUnitCategoryId: { column: workUnitCategories.workUnitCategoryId, type: 'number' },
    name: { column: workUnitCategories.name, type: 'string' },
    tenantId: { column: workUnitCategories.tenantId, type: 'guid' },
    workUnitTypeId: { column: workUnitCategories.workUnitTypeId, type: 'number' },
    workUnitType: { column: (row: SQL) => enumNameSql(sql`${row}."work_unit_type_id"`, workUnitTypeNames), type: 'string' },
    isEnabled: { column: workUnitCategories.isEnabled, type: 'boolean' },
    isVisibleInResolutionCenter: { column: workUnitCategories.isVisibleInResolutionCenter, type: 'boolean' },
    created: { column: workUnitCategories.created, type: 'date' },
    modified: { column: workUnitCategories.modified, type: 'date' },
  },
  relations: {
    tenant: { entity: () => tenantEntity, kind: 'one', localKey: workUnitCategories.tenantId, foreignKey: tenants.tenantId },
  },
  searchable: ['name', 'tenant/name'],
  defaultOrderBy: 'name asc',
});
