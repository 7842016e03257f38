import { InstallStatus, PackageVersionStatus, VersionStatus } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { CsvColumn } from '../../platform/export/csv.ts';
import { type ColumnRef, type EntityDef, type FieldDef, defineEntity } from '../../platform/odata/index.ts';
import { deviceInstallations } from '../devices/index.ts';

/** The installation's columns a row's values are computed from, qualified by the query's alias. */
interface Installation {
  tenantId: SQL;
  deviceId: SQL;
  packageId: SQL;
  packageVersionId: SQL;
  installStatus: SQL;
}

const columnsOf = (row: SQL): Installation => ({
  tenantId: sql`${row}."tenant_id"`,
  deviceId: sql`${row}."device_id"`,
  packageId: sql`${row}."package_id"`,
  packageVersionId: sql`${row}."package_version_id"`,
  installStatus: sql`${row}."install_status"`,
});

const LATEST = PackageVersionStatus.Latest;

/**
 * An installation the report lists: a version chosen and reported Installed by the agent, on a device and
 * of a package that are not deleted. Pending, Installing, Failed and Refused installations say nothing
 * certain about what runs, so they are left out (docs/areas/versionreport.md).
 */
export function listedInstallation(i: Installation): SQL {
  return sql`(${i.packageVersionId} is not null and ${i.installStatus} = ${InstallStatus.Installed}
    and exists (select 1 from "devices" "vr_d" where "vr_d"."tenant_id" = ${i.tenantId} and "vr_d"."device_id" = ${i.deviceId} and not "vr_d"."is_deleted")
    and exists (select 1 from "packages" "vr_p" where "vr_p"."package_id" = ${i.packageId} and not "vr_p"."is_deleted"))`;
}

/**
 * Outdated: the package has a Latest version and the installed one is not it. An Archived version is
 * Outdated; so is a pre-release, even one above the Latest in SemVer order (a pre-release is never Latest).
 * A package with no Latest version (only pre-releases uploaded) has nothing to be behind: Current.
 */
export function outdated(i: Installation): SQL {
  return sql`(exists (select 1 from "package_versions" "vr_l" where "vr_l"."package_id" = ${i.packageId} and "vr_l"."package_version_status_id" = ${LATEST})
    and not exists (select 1 from "package_versions" "vr_c" where "vr_c"."package_version_id" = ${i.packageVersionId} and "vr_c"."package_version_status_id" = ${LATEST}))`;
}

const computed = (type: FieldDef['type'], make: (i: Installation) => SQL): FieldDef => ({ type, column: (row) => make(columnsOf(row)) });

const deviceValue = (column: string) => (i: Installation) =>
  sql`(select ${sql.identifier(column)} from "devices" "vr_d" where "vr_d"."tenant_id" = ${i.tenantId} and "vr_d"."device_id" = ${i.deviceId})`;
const installedValue = (column: string) => (i: Installation) =>
  sql`(select ${sql.identifier(column)} from "package_versions" "vr_v" where "vr_v"."package_version_id" = ${i.packageVersionId})`;
const latestValue = (column: string) => (i: Installation) =>
  sql`(select ${sql.identifier(column)} from "package_versions" "vr_v" where "vr_v"."package_id" = ${i.packageId} and "vr_v"."package_version_status_id" = ${LATEST} order by "vr_v"."created" desc limit 1)`;

/** The device's other listed installations: none Outdated makes it a compliant device. */
const compliantDevice = (i: Installation) => {
  const other = columnsOf(sql`"vr_o"`);
  return sql`(not exists (select 1 from "device_installations" "vr_o" where "vr_o"."tenant_id" = ${i.tenantId} and "vr_o"."device_id" = ${i.deviceId}
    and ${listedInstallation(other)} and ${outdated(other)}))`;
};

/**
 * The compliance report row (part 1 §3): one per listed installation, its values computed from the device,
 * its tenant and subscription, the package, the installed version and the package's Latest version.
 */
export const complianceReportEntity: EntityDef = defineEntity({
  name: 'compliance report row',
  table: deviceInstallations,
  fields: {
    deviceId: { column: deviceInstallations.deviceId, type: 'guid' },
    tenantId: { column: deviceInstallations.tenantId, type: 'guid' },
    packageId: { column: deviceInstallations.packageId, type: 'guid' },
    deviceName: computed('string', deviceValue('name')),
    subscriptionId: computed('guid', deviceValue('subscription_id')),
    tenantName: computed('string', (i) => sql`(select "vr_t"."name" from "tenants" "vr_t" where "vr_t"."tenant_id" = ${i.tenantId})`),
    subscriptionName: computed('string', (i) => sql`(select "vr_s"."name" from "subscriptions" "vr_s" join "devices" "vr_d"
      on "vr_d"."subscription_id" = "vr_s"."subscription_id" where "vr_d"."tenant_id" = ${i.tenantId} and "vr_d"."device_id" = ${i.deviceId})`),
    packageName: computed('string', (i) => sql`(select "vr_p"."name" from "packages" "vr_p" where "vr_p"."package_id" = ${i.packageId})`),
    versionStatus: computed('string', (i) => sql`(case when ${outdated(i)} then ${VersionStatus.Outdated} else ${VersionStatus.Current} end)`),
    installedVersion: computed('string', installedValue('version')),
    installedVersionReleased: computed('date', installedValue('created')),
    latestVersion: computed('string', latestValue('version')),
    latestVersionReleased: computed('date', latestValue('created')),
    compliantDevice: computed('boolean', compliantDevice),
  },
  searchable: ['deviceName', 'tenantName', 'subscriptionName', 'packageName', 'installedVersion', 'latestVersion'],
  defaultOrderBy: 'deviceName asc,packageName asc',
});

/** The installation of the query's root row, for the route's fixed conditions. */
export function rootInstallation(ref: ColumnRef): Installation {
  return {
    tenantId: ref(deviceInstallations.tenantId),
    deviceId: ref(deviceInstallations.deviceId),
    packageId: ref(deviceInstallations.packageId),
    packageVersionId: ref(deviceInstallations.packageVersionId),
    installStatus: ref(deviceInstallations.installStatus),
  };
}

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
