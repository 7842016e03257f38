import { date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A catalog of controls (NIST SP 800-53, CIS Controls, or one an administrator imported). Shared by every
 * tenant: each tenant keeps its own statuses of the same controls (docs/areas/compliance.md).
 */
export const controlSets = pgTable('control_sets', {
  controlSetId: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  description: text(),
  /** The catalog and version the controls came from, e.g. "NIST SP 800-53 Rev 5.1.1 (OSCAL catalog v1.1.0)". */
  source: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('control_sets_name').on(t.name)]);

export const controls = pgTable('controls', {
  controlId: uuid().primaryKey().defaultRandom(),
  controlSetId: uuid().notNull().references(() => controlSets.controlSetId, { onDelete: 'cascade' }),
  /** The control's id in its catalog: `AC-2`, `7.3`. */
  name: text().notNull(),
  title: text().notNull(),
  description: text(),
  /** Order within the set: the catalog's order. */
  position: integer().notNull(),
  /** What the portal measures for it: 'outdatedPackages' (SI-2), 'staleDevices' (CM-8), or null. */
  evidenceSource: text(),
}, (t) => [uniqueIndex('controls_set_name').on(t.controlSetId, t.name), index('controls_set_position').on(t.controlSetId, t.position)]);

/** One tenant's status of one control for one compliance week (Monday to Sunday, UTC). */
export const controlStatuses = pgTable('control_statuses', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  controlStatusId: uuid().notNull().defaultRandom(),
  controlId: uuid().notNull(),
  /** The Monday of the week. */
  weekStart: date({ mode: 'string' }).notNull(),
  /** Notset, Compliant, NonCompliant, Poam, Exempt. */
  status: text().notNull(),
  notes: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.controlStatusId] }),
  uniqueIndex('control_statuses_id').on(t.controlStatusId),
  uniqueIndex('control_statuses_week').on(t.tenantId, t.controlId, t.weekStart),
  foreignKey({ columns: [t.controlId], foreignColumns: [controls.controlId] }).onDelete('cascade'),
]);
