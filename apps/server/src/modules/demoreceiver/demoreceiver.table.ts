import { integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/**
 * Webhook deliveries the demo receiver accepted (a valid Standard Webhooks signature of the tenant's
 * signing secret). One row per `webhook-id`: a retried or repeated delivery counts up `deliveries`, as a
 * receiver that deduplicates by the id would.
 */
export const demoDeliveries = pgTable('demo_deliveries', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  deliveryId: uuid().notNull().defaultRandom(),
  webhookId: text().notNull(),
  method: text().notNull(),
  /** Path and query as received. */
  path: text().notNull(),
  /** The request's headers (webhook-*, content-type, the action's own), as received. */
  headers: jsonb().$type<Record<string, string>>().notNull(),
  body: text().notNull(),
  deliveries: integer().notNull().default(1),
  firstReceived: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastReceived: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.deliveryId] }),
  uniqueIndex('demo_deliveries_webhook').on(t.tenantId, t.webhookId),
]);
