import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Everything the built-in OIDC provider keeps between requests (sessions, interactions, grants, codes,
 * refresh tokens...), one row per model instance, so a restart or a second process keeps sign-ins.
 */
export const oidcPayloads = pgTable('oidc_payloads', {
  id: text().notNull(),
  /** The oidc-provider model name: Session, Interaction, Grant, AuthorizationCode, RefreshToken... */
  type: text().notNull(),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  grantId: text(),
  userCode: text(),
  uid: text(),
  expiresAt: timestamp({ withTimezone: true }),
  consumedAt: timestamp({ withTimezone: true }),
}, (t) => [
  primaryKey({ columns: [t.id, t.type] }),
  index('oidc_payloads_grant_id').on(t.grantId),
  index('oidc_payloads_uid').on(t.uid),
  index('oidc_payloads_user_code').on(t.userCode),
  index('oidc_payloads_expires_at').on(t.expiresAt),
]);
