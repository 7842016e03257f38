import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A rule (part 1 §3 Rule): what the evaluation checks each stored packet or work unit event against. The
 * key carries the tenant (ADR 0009); a rule always belongs to one tenant (docs/areas/rules.md says why).
 * Conditions, time conditions and actions are stored as the contracts shape them (jsonb): the engine reads
 * them whole, and no query looks inside them except "which rules use this action definition".
 */
export const rules = pgTable('rules', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  ruleId: uuid().notNull().defaultRandom(),
  /** Null: the rule sees the packets of every subscription of its tenant. */
  subscriptionId: uuid().references(() => subscriptions.subscriptionId),
  name: text().notNull(),
  description: text(),
  /** RuleTypeId: Ingestion 1, Correlation 2, History 3, WorkUnit 4, Maintenance 5, Aggregation 6. */
  ruleTypeId: smallint().notNull(),
  enabled: boolean().notNull().default(true),
  /** HH:mm:ss, at least 00:05:00. */
  matchLifetime: text().notNull(),
  useSlidingExpiration: boolean().notNull().default(false),
  /** TimeConditions of the contracts; null when the rule has no time limitations. */
  timeConditions: jsonb().$type<Record<string, unknown>>(),
  /** Condition[]; the automatic tenant condition (left operand 20) is always the first. */
  conditions: jsonb().$type<Array<Record<string, unknown>>>().notNull().default([]),
  /** RuleAction[]: {actionDefinitionId, parameters}. */
  matchActions: jsonb().$type<Array<Record<string, unknown>>>().notNull().default([]),
  expirationActions: jsonb().$type<Array<Record<string, unknown>>>().notNull().default([]),
  /** A Maintenance rule the portal made for an approved change request's window (rules/evaluation/change-maintenance.ts). */
  changeWorkUnitId: integer(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.ruleId] }),
  uniqueIndex('rules_rule_id').on(t.ruleId),
  // The evaluation reads the enabled rules of a batch's tenants.
  index('rules_tenant_enabled').on(t.tenantId, t.enabled),
  index('rules_subscription').on(t.subscriptionId),
  // One maintenance rule per change request.
  uniqueIndex('rules_change_work_unit').on(t.tenantId, t.changeWorkUnitId).where(sql`${t.changeWorkUnitId} is not null`),
]);
