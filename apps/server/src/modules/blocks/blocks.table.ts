import { foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * A block (part 1 §3): a named value an integration or the demo feed posts packets to. Its id is also its
 * packet entity id (registered in the creating transaction). The key carries the tenant (ADR 0009).
 */
export const blocks = pgTable('blocks', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  blockId: uuid().notNull(),
  subscriptionId: uuid().notNull().references(() => subscriptions.subscriptionId),
  name: text().notNull(),
  description: text(),
  /** BlockType: 1 numeric, 2 smallText, 8 deviceHeartbeat. */
  blockTypeId: smallint().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.blockId] }),
  index('blocks_block').on(t.blockId),
  index('blocks_subscription').on(t.subscriptionId),
]);

/** What happened to a block (creation, renames, refused values), newest first in GET v1/blocks/{id}/logs. */
export const blockLogs = pgTable('block_logs', {
  tenantId: uuid().notNull(),
  logEntryId: uuid().notNull().defaultRandom(),
  blockId: uuid().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  detail: text().notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.logEntryId] }),
  index('block_logs_block').on(t.tenantId, t.blockId, t.created.desc()),
  foreignKey({ columns: [t.tenantId, t.blockId], foreignColumns: [blocks.tenantId, blocks.blockId] }).onDelete('cascade'),
]);
