import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { actionDefinitions } from '../actiondefinitions/actiondefinitions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A protocol (part 1 §3 Protocol): the steps a work unit's events run. The key carries the tenant (ADR 0009);
 * a protocol always belongs to one tenant, like a rule (docs/areas/protocols.md).
 */
export const protocols = pgTable('protocols', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  protocolId: uuid().notNull().defaultRandom(),
  name: text().notNull(),
  description: text(),
  /** One of the tenant's assignment groups, as entered; null when none is chosen. */
  owningGroup: text(),
  /** HH:mm:ss, at least 00:10:00 (the spec spells the field so). */
  timerInverval: text().notNull(),
  manualActions: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.protocolId] }),
  uniqueIndex('protocols_protocol_id').on(t.protocolId),
]);

/**
 * A step of a protocol (part 3 §3 ProtocolAction): which action definition runs on which work unit event, in
 * which order (sequence, unique per protocol and event), automatically or by a person (manual).
 */
export const protocolActions = pgTable('protocol_actions', {
  tenantId: uuid().notNull(),
  protocolActionId: uuid().notNull().defaultRandom(),
  protocolId: uuid().notNull(),
  actionDefinitionId: text().notNull().references(() => actionDefinitions.actionDefinitionId),
  /** WorkUnitEventType of the contracts: OnNew 1 … OnMitigated 10. */
  workUnitEventTypeId: smallint().notNull(),
  /** Input parameter name → value (tokens allowed), keys among the definition's inputParameters. */
  parameters: jsonb().$type<Record<string, string>>().notNull().default({}),
  sequence: smallint().notNull().default(0),
  runAutomatically: boolean().notNull().default(true),
  repeatable: boolean().notNull().default(false),
  summary: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.protocolActionId] }),
  uniqueIndex('protocol_actions_protocol_action_id').on(t.protocolActionId),
  // A protocol's actions go with it (deleting a protocol in use is refused before this).
  foreignKey({ columns: [t.tenantId, t.protocolId], foreignColumns: [protocols.tenantId, protocols.protocolId] }).onDelete('cascade'),
  uniqueIndex('protocol_actions_sequence').on(t.tenantId, t.protocolId, t.workUnitEventTypeId, t.sequence),
  index('protocol_actions_definition').on(t.actionDefinitionId),
]);
