import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** A place devices sit at. A null tenant means the location is shared by all tenants. */
export const locations = pgTable('locations', {
  locationId: uuid().primaryKey().defaultRandom(),
  tenantId: uuid().references(() => tenants.tenantId),
  name: text().notNull(),
  address1: text(),
  address2: text(),
  city: text(),
  state: text(),
  country: text(),
  postalCode: text(),
  /** Free text as entered, e.g. "47.6062, -122.3321". */
  coordinates: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('locations_tenant').on(t.tenantId)]);
