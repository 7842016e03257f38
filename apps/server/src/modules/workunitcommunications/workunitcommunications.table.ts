import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';
import { workUnits } from '../workunits/workunits.table.ts';

/**
 * A work unit communication, WUCOMM (part 3 §3): what customers read during an outage. The tenant is in
 * the key (ADR 0009); the public id (a uuid, like a work unit's) is what links and the panel title carry.
 * Status is stored by name (contracts' communicationStatuses). updatesDue/updatesOnTime count the saves
 * that replaced a nextUpdate, and whether they came by it (onTimeUpdateShare); reminderSentFor is the
 * nextUpdate whose reminder mail went out, so the reminder job mails once per communication per nextUpdate.
 */
export const workUnitCommunications = pgTable('work_unit_communications', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  workUnitCommunicationId: integer().notNull().generatedByDefaultAsIdentity(),
  publicWorkUnitCommunicationId: uuid().notNull().defaultRandom(),
  title: text().notNull(),
  /** The program manager, a user principal name. */
  serviceManager: text().notNull(),
  status: text().notNull().default('Investigating'),
  details: text(),
  customerAssistanceRequired: boolean().notNull().default(false),
  rootCause: text(),
  eventStarted: timestamp({ withTimezone: true }).notNull(),
  eventEngaged: timestamp({ withTimezone: true }).notNull(),
  eventMitigated: timestamp({ withTimezone: true }),
  eventResolved: timestamp({ withTimezone: true }),
  nextUpdate: timestamp({ withTimezone: true }),
  nextInternalUpdate: timestamp({ withTimezone: true }),
  maximumImpact: text(),
  currentImpact: text(),
  impactedServices: text(),
  internalBridge: text(),
  updatesDue: integer().notNull().default(0),
  updatesOnTime: integer().notNull().default(0),
  reminderSentFor: timestamp({ withTimezone: true }),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: text().notNull().default(''),
  userChanged: timestamp({ withTimezone: true }),
  userChangedBy: text(),
}, (t) => [
  primaryKey({ name: 'wucomm_pk', columns: [t.tenantId, t.workUnitCommunicationId] }),
  uniqueIndex('work_unit_communications_id').on(t.workUnitCommunicationId),
  uniqueIndex('work_unit_communications_public_id').on(t.publicWorkUnitCommunicationId),
  index('work_unit_communications_tenant_created').on(t.tenantId, t.created.desc()),
  // The reminder job's scan: open communications by next update.
  index('work_unit_communications_next_update').on(t.nextUpdate).where(sql`${t.status} in ('Investigating', 'ConfirmedImpact', 'ServiceRestored')`),
]);

/** A step of a communication (§3 Communication activity): Next Steps while a TaskActivity, Past Steps once a ResolutionActivity. */
export const workUnitCommunicationActivities = pgTable('work_unit_communication_activities', {
  tenantId: uuid().notNull(),
  workUnitCommunicationActivityId: integer().notNull().generatedByDefaultAsIdentity(),
  workUnitCommunicationId: integer().notNull(),
  activityType: text().notNull().default('TaskActivity'),
  details: text().notNull(),
  isCustomerFacing: boolean().notNull().default(false),
  isComplete: boolean().notNull().default(false),
  completed: timestamp({ withTimezone: true }),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: text().notNull().default(''),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ name: 'wucomm_activities_pk', columns: [t.tenantId, t.workUnitCommunicationActivityId] }),
  uniqueIndex('work_unit_communication_activities_id').on(t.workUnitCommunicationActivityId),
  foreignKey({ name: 'wucomm_activities_communication_fk', columns: [t.tenantId, t.workUnitCommunicationId], foreignColumns: [workUnitCommunications.tenantId, workUnitCommunications.workUnitCommunicationId] }).onDelete('cascade'),
  index('work_unit_communication_activities_communication').on(t.workUnitCommunicationId, t.created),
]);

/** A work unit a communication relates to; both are of the same tenant. */
export const workUnitCommunicationWorkUnits = pgTable('work_unit_communication_work_units', {
  tenantId: uuid().notNull(),
  workUnitCommunicationId: integer().notNull(),
  workUnitId: integer().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  createdBy: text().notNull().default(''),
}, (t) => [
  primaryKey({ name: 'wucomm_work_units_pk', columns: [t.tenantId, t.workUnitCommunicationId, t.workUnitId] }),
  foreignKey({ name: 'wucomm_work_units_communication_fk', columns: [t.tenantId, t.workUnitCommunicationId], foreignColumns: [workUnitCommunications.tenantId, workUnitCommunications.workUnitCommunicationId] }).onDelete('cascade'),
  foreignKey({ name: 'wucomm_work_units_work_unit_fk', columns: [t.workUnitId], foreignColumns: [workUnits.workUnitId] }).onDelete('cascade'),
  index('work_unit_communication_work_units_work_unit').on(t.workUnitId),
]);
