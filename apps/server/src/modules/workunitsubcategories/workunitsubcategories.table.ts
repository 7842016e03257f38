import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';

/** A subcategory ("need" in the Resolution Center) of one category; its tenant is the category's. */
export const workUnitSubcategories = pgTable('work_unit_subcategories', {
  workUnitSubcategoryId: integer().primaryKey().generatedByDefaultAsIdentity(),
  workUnitCategoryId: integer().notNull().references(() => workUnitCategories.workUnitCategoryId, { onDelete: 'cascade' }),
  name: text().notNull(),
  isEnabled: boolean().notNull().default(true),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: text().notNull().default(''),
  modifiedBy: text(),
}, (t) => [index('work_unit_subcategories_category').on(t.workUnitCategoryId)]);
