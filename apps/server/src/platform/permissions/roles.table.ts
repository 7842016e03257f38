import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.table.ts';

/** A named set of permissions (without the provider prefix). */
export const roles = pgTable('roles', {
  roleId: uuid().primaryKey().defaultRandom(),
  name: text().notNull().unique(),
  description: text().notNull().default(''),
  permissions: text().array().notNull(),
});

/**
 * A role given to a user or to every member of an IdP group, for all tenants (tenantIds null) or the
 * listed ones.
 */
export const roleGrants = pgTable('role_grants', {
  roleGrantId: uuid().primaryKey().defaultRandom(),
  roleId: uuid().notNull().references(() => roles.roleId, { onDelete: 'cascade' }),
  userId: uuid().references(() => users.userId, { onDelete: 'cascade' }),
  groupName: text(),
  tenantIds: uuid().array(),
}, (t) => [check('role_grants_one_principal', sql`(${t.userId} is null) <> (${t.groupName} is null)`)]);
