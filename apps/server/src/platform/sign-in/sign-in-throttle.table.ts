import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Password attempts per account, whatever address they come from (sign-in-throttle.ts). One row per
 * account or unknown name that was tried; a successful sign-in deletes its row, and rows quiet for a
 * day are swept.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  /** `user:{userId}` for a name that resolves to an account, else `name:{reads-alike key}` (long or unusual ones hashed). */
  nameKey: text().primaryKey(),
  /** Attempts counted since the last success or quiet spell (each attempt counts before it is checked). */
  attempts: integer().notNull().default(0),
  /** No password for this name is checked before this time. */
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
