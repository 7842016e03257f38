import { type EntityDef, defineEntity } from '../../platform/odata/index.ts';
import { workUnitCategoryEntity } from '../workunitcategories/workunitcategories.entity.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { workUnitSubcategories } from './workunitsubcategories.table.ts';

/** What `v1/workunitsubcategories` lists may filter, sort, select and expand. */
export const workUnitSubcategoryEntity: EntityDef = defineEntity({
  name: 'workUnitSubcategory',
  table: workUnitSubcategories,
  fields: {
    workUnitSubcategoryId: { column: workUnitSubcategories.workUnitSubcategoryId, type: 'number' },
    workUnitCategoryId: { column: workUnitSubcategories.workUnitCategoryId, type: 'number' },
    name: { column: workUnitSubcategories.name, type: 'string' },
    isEnabled: { column: workUnitSubcategories.isEnabled, type: 'boolean' },
    created: { column: workUnitSubcategories.created, type: 'date' },
    modified: { column: workUnitSubcategories.modified, type: 'date' },
  },
  relations: {
    category: {
      entity: () => workUnitCategoryEntity, kind: 'one',
      localKey: workUnitSubcategories.workUnitCategoryId, foreignKey: workUnitCategories.workUnitCategoryId,
    },
  },
  searchable: ['name'],
  defaultOrderBy: 'name asc',
});
