import { z } from 'zod';
import { odataList } from './common.ts';

/**
 * The version report (part 1 §2, §3 compliance report row, §5, §7; INVENTORY §11): one row per package
 * installed on a device, Current when the installed version is the package's Latest version, else Outdated.
 * Routes: GET /v1/compliancereport (OData list), GET /v1/compliancereport/grouped (a column's values),
 * GET /v1/compliancereport/counts (the summary cards), POST /v1/compliancereport/Export() and
 * GET /v1/compliancereport/export (CSV, versionreport.csv). Permission Devices:view.
 */

export const VersionStatus = { Current: 'Current', Outdated: 'Outdated' } as const;
export type VersionStatus = (typeof VersionStatus)[keyof typeof VersionStatus];
export const VERSION_STATUSES = [VersionStatus.Current, VersionStatus.Outdated] as const;

/** The two views of the page: counts by versionStatus (rows) or by compliantDevice (devices). */
export const VersionReportView = { Package: 'package', Device: 'device' } as const;
export type VersionReportView = (typeof VersionReportView)[keyof typeof VersionReportView];

/** Part 1 §9: default page size 25; sizes 25, 50, 100. */
export const VERSION_REPORT_PAGE_SIZES = [25, 50, 100] as const;
export const VERSION_REPORT_DEFAULT_PAGE_SIZE = 25;
export const VERSION_REPORT_FILE_NAME = 'versionreport.csv';
/** The most values one column's dropdown answers. */
export const VERSION_REPORT_GROUPED_MAX = 1000;

/** The compliance report row (part 1 §3) and the ids it links with. */
export const ComplianceReportRow = z.object({
  deviceId: z.guid(),
  deviceName: z.string(),
  tenantId: z.guid(),
  tenantName: z.string(),
  subscriptionId: z.guid(),
  subscriptionName: z.string(),
  packageId: z.guid(),
  packageName: z.string(),
  versionStatus: z.enum(VERSION_STATUSES),
  installedVersion: z.string(),
  /** ISO 8601: when the installed version was uploaded. */
  installedVersionReleased: z.string(),
  /** Null when the package has no Latest version (only pre-releases): nothing to be behind. */
  latestVersion: z.string().nullable(),
  latestVersionReleased: z.string().nullable(),
  /** True when every package installed on the device is Current (the device view's grouping). */
  compliantDevice: z.boolean(),
});
export type ComplianceReportRow = z.infer<typeof ComplianceReportRow>;

/** A row of GET /v1/compliancereport: the fields `$select` asked for. */
export const ComplianceReportListItem = ComplianceReportRow.partial().loose();
export type ComplianceReportListItem = z.infer<typeof ComplianceReportListItem>;
export const ComplianceReportListResponse = odataList(ComplianceReportListItem);

/** The columns whose values the grouped call answers (the grid's dropdown filters). */
export const VERSION_REPORT_GROUPED_COLUMNS = [
  'tenantName', 'subscriptionName', 'deviceName', 'packageName', 'versionStatus', 'installedVersion', 'latestVersion',
] as const;
export type VersionReportGroupedColumn = (typeof VERSION_REPORT_GROUPED_COLUMNS)[number];

export const versionReportMessages = {
  /** Part 1 §5: a GUID filter column whose value is not a GUID. */
  invalidGuid: 'Please enter a valid GUID.',
  groupedColumn: `Choose the column whose values to list: one of ${VERSION_REPORT_GROUPED_COLUMNS.join(', ')}.`,
  view: 'Choose the view: package (counts by version status) or device (counts by compliant device).',
  /** Part 1 §8 (the kit's export messages). */
  downloadFailed: 'Failed to download data.',
  exportPageFailed: 'Failed to export page.',
  exportAllFailed: 'Failed to export all rows.',
  noRows: 'No installed packages found',
} as const;

/** GET /v1/compliancereport/grouped?column=…: the column's distinct values among the rows the options select. */
export const VersionReportGroupedQuery = z.object({
  column: z.enum(VERSION_REPORT_GROUPED_COLUMNS, { error: versionReportMessages.groupedColumn }),
});
export const VersionReportGroupedResponse = z.object({
  column: z.enum(VERSION_REPORT_GROUPED_COLUMNS),
  value: z.array(z.object({ value: z.string().nullable(), label: z.string(), count: z.number().int() })),
});
export type VersionReportGroupedResponse = z.infer<typeof VersionReportGroupedResponse>;

/** GET /v1/compliancereport/counts?view=…: the summary cards for the rows the options select. */
export const VersionReportCountsQuery = z.object({
  view: z.enum([VersionReportView.Package, VersionReportView.Device], { error: versionReportMessages.view }).default('package'),
});
export const VersionReportCountsResponse = z.object({
  view: z.enum([VersionReportView.Package, VersionReportView.Device]),
  /** Rows (package view) or devices (device view). */
  total: z.number().int(),
  /** Package view: key versionStatus (Current, Outdated); device view: key compliantDevice ('true', 'false'). */
  groups: z.array(z.object({ key: z.string(), count: z.number().int() })),
  upToDate: z.number().int(),
  /** upToDate / total × 100 to 2 decimals (part 1 §9); 0 when there is nothing. */
  upToDatePercent: z.number(),
});
export type VersionReportCountsResponse = z.infer<typeof VersionReportCountsResponse>;

/** The up-to-date share as shown (part 1 §9: 2 decimals), e.g. '87.50%'. */
export function formatUpToDatePercent(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** A share to 2 decimals as a number (half away from zero): 7 of 8 → 87.5. */
export function upToDatePercent(upToDate: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((upToDate / total) * 10_000) / 100;
}
