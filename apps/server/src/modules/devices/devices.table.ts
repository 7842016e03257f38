import { sql } from 'drizzle-orm';
import {
  bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { locations } from '../locations/locations.table.ts';
import { operations, packageVersions, packages } from '../packages/packages.table.ts';
import { subscriptions } from '../subscriptions/subscriptions.table.ts';
import { tenants } from '../tenants/tenants.table.ts';

/** A device operation's parameter value (part 2 §3): `value` is a variable name for EnvironmentVariable, a
 * secret's name for SecuredValue (with `lookupKey`), the value itself for PortalEntry. */
export interface DeviceOperationParameter {
  name: string;
  source: number;
  value: string | null;
  /** SecuredValue entries: a generated unique id, and the tenant secret's name to look up. */
  placeholderKey?: string | null;
  lookupKey?: string | null;
}

/**
 * A monitored machine running an agent (part 2 §3). Made by promoting a pending device; the agent then
 * authenticates with its own credential (`credentialHash`). The key carries the tenant (ADR 0009).
 */
export const devices = pgTable('devices', {
  tenantId: uuid().notNull().references(() => tenants.tenantId),
  deviceId: uuid().notNull().defaultRandom(),
  subscriptionId: uuid().notNull().references(() => subscriptions.subscriptionId),
  name: text().notNull(),
  description: text(),
  tags: text().array().notNull().default([]),
  deviceTypeId: smallint().notNull().default(0),
  locationId: uuid().references(() => locations.locationId),
  operatingSystemId: smallint().notNull().default(0),
  /** DeviceLoggingLevel: None 0, All 1. */
  deviceLoggingLevelId: smallint().notNull().default(1),
  heartbeatInterval: integer().notNull(),
  enabled: boolean().notNull().default(true),
  restartAgentFlag: boolean().notNull().default(false),
  traceExpiration: timestamp({ withTimezone: true }),
  traceMinutes: integer().notNull().default(0),
  isDeleted: boolean().notNull().default(false),
  /** The agent's own id (its state file); unique per tenant while the device lives. */
  agentId: uuid(),
  /** Hex SHA-256 of the device credential; null once the device is deleted (revoked). */
  credentialHash: text(),
  /** False until the agent used the credential once; until then enroll may hand out a fresh one. */
  credentialConfirmed: boolean().notNull().default(false),
  /** The machine fingerprint the credential is bound to: another machine with a copied state folder is refused. */
  fingerprint: text(),
  machineName: text(),
  ipAddress: text(),
  architecture: text(),
  agentVersion: text(),
  /** Raised by every change an agent must learn of; agents send the one they applied. */
  configVersion: bigint({ mode: 'number' }).notNull().default(1),
  lastSequence: bigint({ mode: 'number' }),
  lastCheckIn: timestamp({ withTimezone: true }),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.deviceId] }),
  uniqueIndex('devices_device_id').on(t.deviceId),
  // The version report (versionreport.entity.ts): its default order walks a tenant's devices by name, and
  // its count merges the live devices with the listed installations, both in key order, from indexes alone.
  index('devices_tenant_name').on(t.tenantId, t.name),
  index('devices_live').on(t.tenantId, t.deviceId).where(sql`not ${t.isDeleted}`),
  index('devices_subscription').on(t.subscriptionId),
  index('devices_location').on(t.locationId),
]);

/** An operation assigned to a device (part 2 §3 Device operation). Deleting flags `isDeleted`. */
export const deviceOperations = pgTable('device_operations', {
  tenantId: uuid().notNull(),
  deviceOperationId: uuid().notNull().defaultRandom(),
  deviceId: uuid().notNull(),
  operationId: uuid().notNull().references(() => operations.operationId),
  label: text().notNull(),
  referenceId: text(),
  globalSettingId: text(),
  enabled: boolean().notNull().default(true),
  operationComplete: boolean().notNull().default(false),
  /** A queued on-demand run; cleared when the agent reports it done or someone dequeues it. */
  completionToken: uuid(),
  /** FrequencyType: OnDemand 1, Recurring 2, OneTimeKeepAlive 3. */
  frequencyTypeId: smallint().notNull(),
  /** HH:mm:ss, at least 00:00:30. */
  interval: text().notNull(),
  isInteractive: boolean().notNull().default(false),
  isDeleted: boolean().notNull().default(false),
  parameters: jsonb().$type<DeviceOperationParameter[]>().notNull().default([]),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.deviceOperationId] }),
  uniqueIndex('device_operations_id').on(t.deviceOperationId),
  foreignKey({ columns: [t.tenantId, t.deviceId], foreignColumns: [devices.tenantId, devices.deviceId] }),
  index('device_operations_device').on(t.tenantId, t.deviceId),
]);

/** What a device should have installed, and what its agent last reported (part 2 §3 Device installation). */
export const deviceInstallations = pgTable('device_installations', {
  tenantId: uuid().notNull(),
  deviceId: uuid().notNull(),
  packageId: uuid().notNull().references(() => packages.packageId),
  /** Null: none chosen ('none'). */
  packageVersionId: uuid().references(() => packageVersions.packageVersionId),
  /** InstallStatus; set by the portal to Pending on a change, then by the agent. */
  installStatus: text().notNull(),
  detail: text(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.deviceId, t.packageId] }),
  foreignKey({ columns: [t.tenantId, t.deviceId], foreignColumns: [devices.tenantId, devices.deviceId] }),
  // The version report's listed installations (migration 0034's view), for its count.
  index('device_installations_listed').on(t.tenantId, t.deviceId).where(sql`${t.packageVersionId} is not null and ${t.installStatus} = 'Installed'`),
]);

/** Device logs and device operation logs (part 1 §3 Log entry): an operation's log names its operation. */
export const deviceLogs = pgTable('device_logs', {
  tenantId: uuid().notNull(),
  logEntryId: uuid().notNull().defaultRandom(),
  deviceId: uuid().notNull(),
  deviceOperationId: uuid(),
  created: timestamp({ withTimezone: true }).notNull(),
  /** LogEntryType: Information, Warning, Error, Trace. */
  entryType: text().notNull(),
  detail: text().notNull(),
}, (t) => [
  primaryKey({ columns: [t.tenantId, t.logEntryId] }),
  foreignKey({ columns: [t.tenantId, t.deviceId], foreignColumns: [devices.tenantId, devices.deviceId] }),
  index('device_logs_device_created').on(t.deviceId, t.created.desc()),
  index('device_logs_operation_created').on(t.deviceOperationId, t.created.desc()),
]);
