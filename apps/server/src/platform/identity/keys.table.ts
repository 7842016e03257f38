import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Signing keys and cookie secrets of the built-in provider, made at first start and kept. */
export const identityKeys = pgTable('identity_keys', {
  kid: text().primaryKey(),
  use: text({ enum: ['sig', 'cookie'] }).notNull(),
  /** Private JWK for `sig`, `{ secret }` for `cookie`. */
  material: jsonb().$type<Record<string, unknown>>().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
