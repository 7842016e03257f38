import { pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';
import { tokenGrants } from '../tokens/tokens.table.ts';

/**
 * An agent that enrolled with a tenant's API token and waits for an administrator (part 2 §3). Keyed by
 * the id the agent generated (`agentId`), never by machine name, so cloned machines do not merge.
 */
export const pendingDevices = pgTable('pending_devices', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  pendingDeviceId: uuid().notNull().defaultRandom(),
  agentId: uuid().notNull(),
  /** The token it enrolled with; revoking the token stops its pings. */
  tokenGrantId: uuid().references(() => tokenGrants.tokenGrantId, { onDelete: 'set null' }),
  machineName: text().notNull(),
  operatingSystem: text().notNull(),
  operatingSystemId: smallint().notNull(),
  architecture: text().notNull(),
  ipAddress: text(),
  agentVersion: text(),
  fingerprint: text().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lastPing: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.pendingDeviceId] }),
  uniqueIndex('pending_devices_tenant_agent').on(t.tenantId, t.agentId),
]);
