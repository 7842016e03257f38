import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.table.ts';

/** A named secret of a tenant (used by actions and agents); its values live in versions. */
export const tenantSecrets = pgTable('tenant_secrets', {
  secretId: uuid().primaryKey().defaultRandom(),
  tenantId: uuid().notNull().references(() => tenants.tenantId, { onDelete: 'cascade' }),
  name: text().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('tenant_secrets_tenant_name').on(t.tenantId, sql`lower(${t.name})`)]);

/**
 * Every value a secret has had; the highest version is the current one. Old values are kept for rollback.
 * `value` is sealed (AES-256-GCM, platform/secrets) under the key `keyId`; a null `keyId` marks a
 * plain-text value written before encryption, which the server seals at its next start.
 */
export const tenantSecretVersions = pgTable('tenant_secret_versions', {
  secretVersionId: uuid().primaryKey().defaultRandom(),
  secretId: uuid().notNull().references(() => tenantSecrets.secretId, { onDelete: 'cascade' }),
  version: integer().notNull(),
  value: text().notNull(),
  keyId: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('tenant_secret_versions_secret_version').on(t.secretId, t.version),
  index('tenant_secret_versions_secret').on(t.secretId),
]);
