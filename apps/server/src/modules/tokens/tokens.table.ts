import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** An API token of a tenant. The token itself is never stored, only its SHA-256 hash. */
export const tokenGrants = pgTable('token_grants', {
  tokenGrantId: uuid().primaryKey().defaultRandom(),
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  name: text().notNull(),
  description: text(),
  /** 1, 2 or 3 years; 0 means the token never expires. */
  lifetimeYears: integer().notNull(),
  /** Hex SHA-256 of the whole token text. */
  tokenHash: text().notNull().unique(),
  /** User name of whoever created it. */
  createdBy: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
  expiresOn: timestamp({ withTimezone: true }),
  revokedOn: timestamp({ withTimezone: true }),
  /** Last time the token authenticated a call, written at most once a minute. */
  lastUsed: timestamp({ withTimezone: true }),
}, (t) => [index('token_grants_tenant').on(t.tenantId)]);
