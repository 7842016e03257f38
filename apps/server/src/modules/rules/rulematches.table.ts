import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rules } from './rules.table.ts';

/**
 * A rule's match of one subject (part 1 §3 RuleMatch): made by the evaluation when a packet or work unit
 * event first matches, counted up by later matches while it is open, closed by the expiry job once it
 * expires (completionProcessed, its expiration actions enqueued once). The tenant is in the key (ADR
 * 0009). At most one OPEN match per rule and subject, by the partial unique index: that is the dedup key
 * the evaluation's upsert lands on, so two evaluators racing over one subject count one match up.
 */
export const ruleMatches = pgTable('rule_matches', {
  tenantId: uuid().notNull(),
  ruleMatchId: uuid().notNull().defaultRandom(),
  ruleId: uuid().notNull(),
  /** What the rule matched (the engine's subject): an entity id, or the key of a group of them. */
  subjectId: text().notNull(),
  label: text().notNull().default(''),
  /** The packet (or work unit event) of the latest match: {packetId, entityId, timestamp, message}. */
  rulePacket: jsonb().$type<Record<string, unknown>>(),
  /** The packet of the latest match, for the packet drawer's Rule Matches tab. */
  packetId: uuid(),
  matchCount: integer().notNull().default(1),
  firstMatch: timestamp({ withTimezone: true }).notNull(),
  lastMatch: timestamp({ withTimezone: true }).notNull(),
  expires: timestamp({ withTimezone: true }).notNull(),
  /** Made or counted up while a Maintenance rule of the tenant was in its window: its actions were Suppressed. */
  inMaintenance: boolean().notNull().default(false),
  /** Closed: expired and its expiration actions enqueued. A closed match is never counted up again. */
  completionProcessed: boolean().notNull().default(false),
  /** What the engine keeps across matches of this open match (e.g. a Correlation's condition hits). */
  state: jsonb().$type<Record<string, unknown>>(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.ruleMatchId] }),
  uniqueIndex('rule_matches_rule_match_id').on(t.ruleMatchId),
  foreignKey({ columns: [t.tenantId, t.ruleId], foreignColumns: [rules.tenantId, rules.ruleId] }).onDelete('cascade'),
  uniqueIndex('rule_matches_open').on(t.tenantId, t.ruleId, t.subjectId).where(sql`not ${t.completionProcessed}`),
  index('rule_matches_rule_created').on(t.ruleId, t.created.desc()),
  index('rule_matches_subject').on(t.subjectId),
  index('rule_matches_packet').on(t.packetId),
  // The expiry job's scan: open matches by expiry.
  index('rule_matches_expiring').on(t.expires).where(sql`not ${t.completionProcessed}`),
]);
