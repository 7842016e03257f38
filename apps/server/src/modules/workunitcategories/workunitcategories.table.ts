import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** A category of work units of one type; a null tenant makes it shared by every tenant. */
export const workUnitCategories = pgTable('work_unit_categories', {
  workUnitCategoryId: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  tenantId: uuid().references(() => tenants.tenantId),
  workUnitTypeId: smallint().notNull(),
  isEnabled: boolean().notNull().default(true),
  /** Offered as a "service" in the Resolution Center's Create Request dialog. */
  isVisibleInResolutionCenter: boolean().notNull().default(false),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: text().notNull().default(''),
  modifiedBy: text(),
}, (t) => [index('work_unit_categories_tenant').on(t.tenantId, t.workUnitTypeId)]);
