import { VersionStatus } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CsvColumn } from '../../platform/export/csv.ts';
import { type ColumnRef, type EntityDef, defineEntity } from '../../platform/odata/index.ts';

/**
 * The view `version_report_rows` (migration 0034): one row per listed installation, an installation the
 * agent reports Installed with a version chosen, on a device and of a package that are not deleted.
 * Pending, Installing, Failed and Refused installations say nothing certain about what runs, so they are
 * left out (docs/areas/versionreport.md). Outdated: the package has a Latest version and the installed one
 * is not it; an Archived version is Outdated, so is a pre-release even above the Latest in SemVer order (a
 * pre-release is never Latest); a package with no Latest version has nothing to be behind: Current.
 * Declared here, not in a `*.table.ts`, because the migration makes it as a view, not a table.
 */
export const versionReportRows = pgTable('version_report_rows', {
  tenantId: uuid().notNull(),
  deviceId: uuid().notNull(),
  packageId: uuid().notNull(),
  packageVersionId: uuid().notNull(),
  deviceName: text().notNull(),
  subscriptionId: uuid().notNull(),
  packageName: text().notNull(),
  installedVersion: text().notNull(),
  installedVersionReleased: timestamp({ withTimezone: true }).notNull(),
  outdated: boolean().notNull(),
}, (t) => [primaryKey({ columns: [t.tenantId, t.deviceId, t.packageId] })]);

const LATEST = 1; // PackageVersionStatus.Latest

/**
 * The ids of every Outdated version, as an array computed once per statement: the view's rule (migration
 * 0034) turned around, for a check per device (compliance evidence) that then reads a few index entries
 * per device instead of judging all of the tenant's installations.
 */
export const outdatedVersionIds = sql`array(select "vr_ov"."package_version_id" from "package_versions" "vr_ov"
  where "vr_ov"."package_version_status_id" <> ${LATEST}
    and exists (select 1 from "package_versions" "vr_ol" where "vr_ol"."package_id" = "vr_ov"."package_id" and "vr_ol"."package_version_status_id" = ${LATEST}))`;

const latestValue = (column: string) => (row: SQL) =>
  sql`(select ${sql.identifier(column)} from "package_versions" "vr_v" where "vr_v"."package_id" = ${row}."package_id" and "vr_v"."package_version_status_id" = ${LATEST} order by "vr_v"."created" desc limit 1)`;

/**
 * The device's listed installations: none Outdated makes it a compliant device. A scalar subquery with a
 * limit, looked up per row: as `not exists` the planner may hash every Outdated row of every tenant first.
 */
const compliantDevice = (row: SQL) =>
  sql`coalesce((select false from "version_report_rows" "vr_o" where "vr_o"."tenant_id" = ${row}."tenant_id" and "vr_o"."device_id" = ${row}."device_id" and "vr_o"."outdated" limit 1), true)`;

/**
 * The compliance report row (part 1 §3): one per listed installation, its values from the device, its
 * tenant and subscription, the package, the installed version and the package's Latest version.
 */
export const complianceReportEntity: EntityDef = defineEntity({
  name: 'compliance report row',
  table: versionReportRows,
  fields: {
    deviceId: { column: versionReportRows.deviceId, type: 'guid' },
    tenantId: { column: versionReportRows.tenantId, type: 'guid' },
    packageId: { column: versionReportRows.packageId, type: 'guid' },
    deviceName: { column: versionReportRows.deviceName, type: 'string' },
    subscriptionId: { column: versionReportRows.subscriptionId, type: 'guid' },
    tenantName: { type: 'string', column: (row) => sql`(select "vr_t"."name" from "tenants" "vr_t" where "vr_t"."tenant_id" = ${row}."tenant_id")` },
    subscriptionName: { type: 'string', column: (row) => sql`(select "vr_s"."name" from "subscriptions" "vr_s" where "vr_s"."subscription_id" = ${row}."subscription_id")` },
    packageName: { column: versionReportRows.packageName, type: 'string' },
    versionStatus: { type: 'string', column: (row) => sql`(case when ${row}."outdated" then ${VersionStatus.Outdated} else ${VersionStatus.Current} end)` },
    installedVersion: { column: versionReportRows.installedVersion, type: 'string' },
    installedVersionReleased: { column: versionReportRows.installedVersionReleased, type: 'date' },
    latestVersion: { type: 'string', column: latestValue('version') },
    latestVersionReleased: { type: 'date', column: latestValue('created') },
    compliantDevice: { type: 'boolean', column: compliantDevice },
  },
  searchable: ['deviceName', 'tenantName', 'subscriptionName', 'packageName', 'installedVersion', 'latestVersion'],
  defaultOrderBy: 'deviceName asc,packageName asc',
});

/** The tenant column of the query's root row, for the route's tenancy scope. */
export const reportTenantId = (ref: ColumnRef): SQL => ref(versionReportRows.tenantId);

/** versionreport.csv: the grid's columns (part 1 §3). */
export const versionReportCsvColumns: CsvColumn[] = [
  { field: 'deviceName', header: 'Device Name' },
  { field: 'tenantName', header: 'Tenant' },
  { field: 'subscriptionName', header: 'Subscription' },
  { field: 'packageName', header: 'Package' },
  { field: 'versionStatus', header: 'Version Status' },
  { field: 'installedVersion', header: 'Installed Version' },
  { field: 'installedVersionReleased', header: 'Installed Version Released' },
  { field: 'latestVersion', header: 'Latest Version' },
  { field: 'latestVersionReleased', header: 'Latest Version Released' },
  { field: 'deviceId', header: 'Device Id' },
];
