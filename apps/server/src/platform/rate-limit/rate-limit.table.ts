import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters (@fastify/rate-limit) shared by all server processes: one row per route and
 * caller key, counting hits until `window_ends`. Rows past their window are reset by the next hit and
 * deleted from time to time (see store.ts). No index on `window_ends`: the table holds only the keys
 * seen in the last window, and an index would cost every hit more than the occasional scan saves.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** `<method> <route url>|<key>`; long or unusual keys are hashed (store.ts). */
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowEnds: timestamp({ withTimezone: true }).notNull(),
});
