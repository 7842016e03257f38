import { boolean, customType, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityKeySql } from '../../db/identity.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Local accounts of the built-in provider, and users first seen from an external provider. */
export const users = pgTable('users', {
  userId: uuid().primaryKey().defaultRandom(),
  /** Sign-in name, in NFC; unique as identities compare (`identityKeySql`: ASCII letter case aside, exactly). */
  userName: text().notNull(),
  displayName: text().notNull(),
  email: text(),
  /** `scrypt$N$r$p$salt$hash` (base64); null for accounts of an external provider. */
  passwordHash: text(),
  /** `sub` claim at an external provider. */
  externalSubject: text().unique(),
  /**
   * Set by an operator (`npm run admin -- users link`): the first external subject whose
   * OIDC_LINK_CLAIM matches this account takes it over, once. Never set on demo accounts.
   */
  linkOnFirstSignIn: boolean().notNull().default(false),
  /** Made by the demo seed: never linked to an external subject. */
  demo: boolean().notNull().default(false),
  enabled: boolean().notNull().default(true),
  /** Tenant a customer belongs to; null for staff. */
  homeTenantId: uuid(),
  /** The tenant > subscription context chosen in the picker. */
  contextTenantId: uuid(),
  contextSubscriptionId: uuid(),
  photo: bytea(),
  photoContentType: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('users_user_name_identity').on(identityKeySql(t.userName)),
  // Not unique: accounts made before may share an email; new ones are refused one another account has.
  index('users_email_identity').on(identityKeySql(t.email)),
]);
