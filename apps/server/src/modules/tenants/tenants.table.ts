import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** workUnitFieldDef1..15: each a JSON text `{ Name, Type, Options }` or null when unused. */
const customFieldColumns = Object.fromEntries(
  Array.from({ length: 15 }, (_, i) => [`workUnitFieldDef${i + 1}`, text()]),
) as Record<`workUnitFieldDef${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15}`, ReturnType<typeof text>>;

export const tenants = pgTable('tenants', {
  tenantId: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  internalNotificationEmailAddress: text(),
  enabled: boolean().notNull().default(true),
  /** Comma-joined assignment group names, as the spec's client sends them. */
  assignmentGroups: text().notNull().default(''),
  /** Comma-joined escalation reasons the escalation dialog offers; empty: the reason is free text. */
  escalationReasons: text().notNull().default(''),
  ...customFieldColumns,
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
