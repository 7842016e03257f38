import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Signing keys and cookie secrets of the built-in provider, made at first start and kept. The key
 * material is sealed with the secrets key (platform/secrets, listed in sealed-columns.ts), so the
 * database and its backups never hold a private key in clear.
 */
export const identityKeys = pgTable('identity_keys', {
  kid: text().primaryKey(),
  use: text({ enum: ['sig', 'cookie'] }).notNull(),
  /** The private JWK (`sig`) or `{ secret }` (`cookie`) as JSON, sealed: base64(iv ‖ ciphertext ‖ tag). */
  value: text().notNull(),
  /** The secrets key that sealed `value`; null only between the upgrade and the next start, which seals it. */
  keyId: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When `identity rotate-keys` replaced it: it signs nothing more, and is published until its tokens have expired. */
  retired: timestamp({ withTimezone: true }),
});
