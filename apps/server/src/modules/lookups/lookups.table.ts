import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Install-wide values the server decides once and keeps (for example the default license expiration). */
export const installSettings = pgTable('install_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
