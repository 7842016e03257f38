import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * When a work unit's OnTimer actions last fired (docs/areas/protocols.md, "Engine"). The minute job fires a
 * work unit again only once its protocol's timerInverval has passed since then, with a conditional update of
 * this row in the transaction that enqueues the runs: many nodes, and restarts, fire once per interval. No
 * foreign key to work units (their key is not yet the tenant's, ADR 0009).
 */
export const protocolTimers = pgTable('protocol_timers', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  workUnitId: integer().notNull(),
  lastFired: timestamp({ withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.workUnitId] })]);

/**
 * The last rejection (Cancel in the work unit panel) of a manual protocol action on a work unit: the run it
 * stood for is not made, and the panel no longer lists the action as pending.
 */
export const protocolActionRejections = pgTable('protocol_action_rejections', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  workUnitId: integer().notNull(),
  protocolActionId: uuid().notNull(),
  rejected: timestamp({ withTimezone: true }).notNull().defaultNow(),
  rejectedBy: text().notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.workUnitId, t.protocolActionId] }),
  index('protocol_action_rejections_work_unit').on(t.workUnitId),
]);
