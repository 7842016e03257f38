import { bigint, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What Correlation and Aggregation rules remember between packets (the engine's ConditionHit): a packet
 * that met one of a Correlation rule's conditions, or passed an Aggregation rule's filter, for the rule and
 * subject, at the packet's time. Written by the evaluation in the transaction that claimed the packet; the
 * expiry job deletes hits older than their rule's match lifetime (the engine's window). Tenant in the key.
 */
export const ruleHits = pgTable('rule_hits', {
  tenantId: uuid().notNull(),
  hitId: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
  ruleId: uuid().notNull(),
  subjectId: text().notNull(),
  /** The Correlation condition met; null for an Aggregation hit. */
  conditionIndex: smallint(),
  entityId: uuid().notNull(),
  at: timestamp({ withTimezone: true }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.hitId] }),
  index('rule_hits_rule_subject_at').on(t.ruleId, t.subjectId, t.at.desc()),
  index('rule_hits_at').on(t.at),
]);
