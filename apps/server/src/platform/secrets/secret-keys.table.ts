import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The ids (fingerprints, never the keys) of the keys that sealed values in this database. A server
 * whose keys do not include every key still in use refuses to start, even before any value exists,
 * so two servers with different keys can never write to one database. `retired` is set by rotation.
 */
export const secretKeys = pgTable('secret_keys', {
  keyId: text().primaryKey(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  retired: timestamp({ withTimezone: true }),
});
