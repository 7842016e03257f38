import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/identity/users.table.ts';

/**
 * One change to a role grant (added, changed, removed), by an administrator through the API or by an
 * operator through `npm run admin`. Names are copied as they were, so the record stays readable after
 * the user, role or tenant is renamed or removed. Append-only.
 */
export const grantAudit = pgTable('grant_audit', {
  grantAuditId: uuid().primaryKey().defaultRandom(),
  at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The administrator; null for the command line or a user removed since. */
  actorUserId: uuid().references(() => users.userId, { onDelete: 'set null' }),
  /** Their user name at the time, or `cli:<OS user>` for `npm run admin` (platform/auth/operator-actor.ts). */
  actorName: text().notNull(),
  /** 'added', 'changed' or 'removed'. */
  action: text().notNull(),
  /** The grant's id (no foreign key: a removed grant keeps its history). */
  roleGrantId: uuid().notNull(),
  /** 'user' or 'group'. */
  principalKind: text().notNull(),
  /** User name or group name. */
  principal: text().notNull(),
  roleName: text().notNull(),
  /** Null: all tenants. */
  tenantIds: uuid().array(),
  tenantNames: text().array(),
  /** For 'changed': the role and tenants before. */
  previousRoleName: text(),
  previousTenantNames: text().array(),
}, (t) => [index('grant_audit_at').on(t.at)]);
