import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * `Idempotency-Key`s of create calls (platform/idempotency): one row per caller and key, holding the
 * first request's fingerprint and, once it succeeded, its answer. Rows older than a day are deleted by
 * the next claim (store.ts); issue 28 moves that purge to a pg-boss job.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  /** `user:<id>`, `token:<id>`, or `anonymous:<address>` on a public route. */
  caller: text().notNull(),
  /** The header as sent. */
  key: text().notNull(),
  /** sha256 of the method, route, parameters, query and validated body of the first request. */
  fingerprint: text().notNull(),
  /** The first answer's status; null while it is being handled, or when it never finished. */
  statusCode: integer(),
  /** The first answer's body; null when the route keeps none (a secret shown once). */
  body: text(),
  contentType: text(),
  /** The first request ended in a server error: whether it saved anything is unknown. */
  interrupted: boolean().notNull().default(false),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_created').on(t.created)]);
