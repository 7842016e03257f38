import {
  VERSION_REPORT_GROUPED_MAX, VersionReportView, VersionStatus, type VersionReportCountsResponse, type VersionReportGroupedColumn,
  type VersionReportGroupedResponse, upToDatePercent,
} from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/index.ts';
import { exportQuery } from '../../platform/export/csv.ts';
import { type ColumnRef, type ODataQuery, runCounts, runList, whereFor } from '../../platform/odata/index.ts';
import { tenantScope } from '../../platform/tenancy/index.ts';
import { complianceReportEntity, reportTenantId } from './versionreport.entity.ts';

/** The report's rows a caller sees: those of tenants where it holds Devices:view (the view lists only listed installations). */
function reportScope(actor: Actor, ref: ColumnRef) {
  return tenantScope(actor, 'Devices:view', reportTenantId(ref));
}
const reportWhere = whereFor(reportScope);

const text = (value: unknown) => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : String(value));

/** The version report (part 1 §2, §7): read-only, over devices, installations and package versions. */
export function createVersionReportService({ db }: { db: Db }) {
  const options = (actor: Actor) => ({ where: reportWhere(actor) });

  async function list(actor: Actor, query: ODataQuery) {
    return runList(db, complianceReportEntity, query, options(actor));
  }

  /** Up to 1000 rows of the caller's filter, sort and search for versionreport.csv. */
  async function exportRows(actor: Actor, query: ODataQuery) {
    const { $select: _select, $expand: _expand, ...rest } = query;
    return (await runList(db, complianceReportEntity, exportQuery(rest), options(actor))).value;
  }

  /** A column's distinct values among the selected rows, with how many rows hold each (the dropdown filters). */
  async function grouped(actor: Actor, column: VersionReportGroupedColumn, query: ODataQuery): Promise<VersionReportGroupedResponse> {
    const rows = await runCounts(db, complianceReportEntity, query, { ...options(actor), groupBy: [column], limit: VERSION_REPORT_GROUPED_MAX });
    return { column, value: rows.map(({ keys: [value], count }) => ({ value: text(value), label: text(value) ?? '(none)', count })) };
  }

  /**
   * The summary cards. Package view: rows by versionStatus. Device view: devices by compliantDevice (a
   * device is compliant when every package it has installed is Current). Both groups are always answered.
   */
  async function counts(actor: Actor, view: VersionReportView, query: ODataQuery): Promise<VersionReportCountsResponse> {
    const device = view === VersionReportView.Device;
    const rows = await runCounts(db, complianceReportEntity, query, {
      ...options(actor), groupBy: [device ? 'compliantDevice' : 'versionStatus'], distinct: device ? 'deviceId' : undefined,
    });
    const countOf = (key: string) => rows.find((row) => String(row.keys[0]) === key)?.count ?? 0;
    const [good, bad] = device ? ['true', 'false'] : [VersionStatus.Current, VersionStatus.Outdated];
    const upToDate = countOf(good);
    const total = upToDate + countOf(bad);
    return {
      view, total, upToDate, upToDatePercent: upToDatePercent(upToDate, total),
      groups: [{ key: good, count: upToDate }, { key: bad, count: countOf(bad) }],
    };
  }

  return { list, exportRows, grouped, counts };
}
export type VersionReportService = ReturnType<typeof createVersionReportService>;
