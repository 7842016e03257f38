import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.table.ts';

/** A parameter an operation or package takes (part 2 §3): its source says where the agent gets the value. */
export interface ParameterDefinition {
  name: string;
  description: string | null;
  required: boolean;
  /** ParameterSource: 1 PortalEntry, 2 EnvironmentVariable, 3 SecuredValue, 4 RuntimeConfig. */
  source: number;
  defaultValue: string | null;
}

/**
 * A package agents install. A null tenant means every tenant may use it (the built-in agent package).
 * Packages and operations are catalogue data read by all tenants' devices, so they carry no tenant key
 * of their own (reference tables in ADR 0009's terms).
 */
export const packages = pgTable('packages', {
  packageId: uuid().primaryKey().defaultRandom(),
  tenantId: uuid().references(() => tenants.tenantId),
  name: text().notNull(),
  description: text(),
  /** PackageType: Watcher 1 … SecuredValue 7. */
  packageTypeId: smallint().notNull(),
  executableName: text(),
  /** ExecutableType: Executable 1, Script 2. */
  executableTypeId: smallint(),
  referenceUrl: text(),
  /** OperatingSystem bits the package runs on (WinX64 1 | OsxX64 2 | LinuxX64 4). */
  operatingSystemRidsId: smallint().notNull().default(0),
  parameterDefinitions: jsonb().$type<ParameterDefinition[]>().notNull().default([]),
  isDeleted: boolean().notNull().default(false),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('packages_tenant').on(t.tenantId)]);

/** A version of a package: one uploaded bundle, kept under DATA_DIR by its SHA-256. */
export const packageVersions = pgTable('package_versions', {
  packageVersionId: uuid().primaryKey().defaultRandom(),
  packageId: uuid().notNull().references(() => packages.packageId),
  /** SemVer 2, as uploaded (normalised by `semver`). */
  version: text().notNull(),
  label: text().notNull(),
  /** PackageVersionStatus: Latest 1, Archived 2, PreRelease 3. */
  packageVersionStatusId: smallint().notNull(),
  fileName: text().notNull(),
  sizeBytes: bigint({ mode: 'number' }).notNull(),
  /** Hex SHA-256 of the file; agents verify it before installing. */
  sha256: text().notNull(),
  createdBy: text(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('package_versions_package_version').on(t.packageId, t.version)]);

/** Something an agent can run, provided by a package (part 2 §3 Operation). */
export const operations = pgTable('operations', {
  operationId: uuid().primaryKey().defaultRandom(),
  packageId: uuid().notNull().references(() => packages.packageId),
  name: text().notNull(),
  description: text(),
  /** OperationType: Unknown 0 … Metric 6. */
  operationType: smallint().notNull(),
  /** HH:mm:ss. */
  defaultInterval: text().notNull(),
  /** The FrequencyType ids a device operation of this operation may take. */
  frequencyDefinitions: integer().array().notNull(),
  parameterDefinitions: jsonb().$type<ParameterDefinition[]>().notNull().default([]),
  /** OperationResultType: Text 1, Numeric 2. */
  operationResultTypeId: smallint().notNull(),
  created: timestamp({ withTimezone: true }).notNull().defaultNow(),
  modified: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('operations_package').on(t.packageId)]);
