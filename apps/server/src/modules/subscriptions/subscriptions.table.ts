import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

export const subscriptions = pgTable('subscriptions', {
  subscriptionId: uuid().primaryKey().defaultRandom(),
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  name: text().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('subscriptions_tenant').on(t.tenantId)]);
