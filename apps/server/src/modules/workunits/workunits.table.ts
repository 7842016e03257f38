import type { CustomValueField } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityKeySql } from '../../db/identity.ts';
import { users } from '../../platform/identity/users.table.ts';
import { tenants } from '../tenants/tenants.table.ts';
import { workUnitCategories } from '../workunitcategories/workunitcategories.table.ts';
import { workUnitSubcategories } from '../workunitsubcategories/workunitsubcategories.table.ts';

const timestamptz = () => timestamp({ withTimezone: true });

/** customValue1..15: free text, checked against the tenant's workUnitFieldDef1..15 on save. */
const customValueColumns = Object.fromEntries(
  Array.from({ length: 15 }, (_, i) => [`customValue${i + 1}`, text()]),
) as Record<CustomValueField, ReturnType<typeof text>>;

/** A ticket: incident, change request, intake or user request (spec part 3 §3). */
export const workUnits = pgTable('work_units', {
  workUnitId: integer().primaryKey().generatedByDefaultAsIdentity(),
  publicWorkUnitId: uuid().notNull().defaultRandom(),
  title: text().notNull(),
  description: text(),
  workUnitTypeId: smallint().notNull(),
  workUnitCategoryId: integer().references(() => workUnitCategories.workUnitCategoryId, { onDelete: 'set null' }),
  workUnitSubcategoryId: integer().references(() => workUnitSubcategories.workUnitSubcategoryId, { onDelete: 'set null' }),
  severityId: smallint().notNull(),
  effort: smallint(),
  stateId: smallint().notNull(),
  created: timestamptz().notNull().defaultNow(),
  modified: timestamptz().notNull().defaultNow(),
  resolved: timestamptz(),
  createdBy: text().notNull(),
  modifiedBy: text(),
  resolution: text(),
  externalNotes: text(),
  assignedTo: text(),
  assignmentGroup: text(),
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  source: text(),
  referenceId: text(),
  referenceUrl: text(),
  /** The protocol whose manual actions apply; protocols are another area's table. */
  protocolId: uuid(),
  properties: text(),
  /** Correlation id of the rule match or integration that created it. */
  internalWorkUnitId: text(),
  isSpamCall: boolean().notNull().default(false),
  escalationReason: text(),
  escalationNote: text(),
  requestedChangeWindow: text(),
  stakeHolderFullName: text(),
  stakeholderPhoneNumber: text(),
  stakeHolderEmailAddress: text(),
  stakeholderExperienceScore: text(),
  implementationPlan: text(),
  rollbackPlan: text(),
  affectedResources: text(),
  securityConsiderations: text(),
  userImpact: text(),
  costImpact: text(),
  implementer: text(),
  environment: text(),
  plannedOutage: boolean(),
  plannedStartTime: timestamptz(),
  plannedFinishTime: timestamptz(),
  expectedCFSAlerts: text(),
  approver1: text(),
  approver2: text(),
  /**
   * The account each approver slot names, resolved when the slot is written (approvals.ts): approval
   * compares the caller's account with it, never a name. Null when the name matched no single
   * account, and then no one can decide in that slot until it is changed.
   */
  approver1UserId: uuid().references(() => users.userId, { onDelete: 'set null' }),
  approver2UserId: uuid().references(() => users.userId, { onDelete: 'set null' }),
  isApproverRequired: boolean().notNull().default(true),
  approved1By: text(),
  approved2By: text(),
  declined1By: text(),
  declined2By: text(),
  decision1Notes: text(),
  decision2Notes: text(),
  ...customValueColumns,
}, (t) => [
  uniqueIndex('work_units_public_id').on(t.publicWorkUnitId),
  // The staff grid's default request: state and type filter, severity asc then created desc, top 10.
  index('work_units_grid').on(t.stateId, t.workUnitTypeId, t.severityId, t.created.desc().nullsFirst(), t.workUnitId),
  index('work_units_tenant_grid').on(t.tenantId, t.stateId, t.workUnitTypeId, t.severityId, t.created.desc().nullsFirst(), t.workUnitId),
  index('work_units_default_sort').on(t.severityId, t.created.desc().nullsFirst(), t.workUnitId),
  index('work_units_tenant_created').on(t.tenantId, t.created.desc().nullsFirst()),
  // 'Requires My Approval': the approver email filter matches either approver, without regard to case.
  index('work_units_approver1').on(sql`lower(${t.approver1})`),
  index('work_units_approver2').on(sql`lower(${t.approver2})`),
  // 'Requires My Approval' compares the caller's account with each slot's.
  index('work_units_approver1_user').on(t.approver1UserId),
  index('work_units_approver2_user').on(t.approver2UserId),
  // A customer's own work units (WorkUnits:view:mine): created by it, or naming it as the stakeholder.
  index('work_units_created_by_identity').on(identityKeySql(t.createdBy)),
  index('work_units_stakeholder_email_identity').on(identityKeySql(t.stakeHolderEmailAddress)),
]);

/** A note on a work unit; external notes are shown to the customer. */
export const workUnitNotes = pgTable('work_unit_notes', {
  workUnitNoteId: integer().primaryKey().generatedByDefaultAsIdentity(),
  workUnitId: integer().notNull().references(() => workUnits.workUnitId, { onDelete: 'cascade' }),
  tenantId: uuid().notNull(),
  detail: text().notNull(),
  isExternalNote: boolean().notNull().default(false),
  created: timestamptz().notNull().defaultNow(),
  createdBy: text().notNull(),
}, (t) => [index('work_unit_notes_work_unit').on(t.workUnitId, t.created)]);

/** What happened to a work unit, written by the server on every change; append-only. */
export const workUnitHistory = pgTable('work_unit_history', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  workUnitId: integer().notNull().references(() => workUnits.workUnitId, { onDelete: 'cascade' }),
  tenantId: uuid().notNull(),
  historyType: text().notNull(),
  detail: text().notNull(),
  /** For field changes: the field and its values before and after, for machines. */
  field: text(),
  oldValue: text(),
  newValue: text(),
  isExternalNote: boolean().notNull().default(false),
  historyUrl: text(),
  created: timestamptz().notNull().defaultNow(),
  createdBy: text().notNull(),
}, (t) => [index('work_unit_history_work_unit').on(t.workUnitId, t.created)]);

/** Something a work unit refers to: another work unit, a packet, a device... */
export const workUnitRelations = pgTable('work_unit_relations', {
  workUnitRelationId: integer().primaryKey().generatedByDefaultAsIdentity(),
  workUnitId: integer().notNull().references(() => workUnits.workUnitId, { onDelete: 'cascade' }),
  tenantId: uuid().notNull(),
  referenceId: text().notNull(),
  referenceType: text().notNull(),
  created: timestamptz().notNull().defaultNow(),
  createdBy: text().notNull(),
}, (t) => [uniqueIndex('work_unit_relations_unique').on(t.workUnitId, t.referenceType, t.referenceId)]);
