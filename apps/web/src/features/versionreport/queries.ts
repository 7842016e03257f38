import {
  VERSION_REPORT_GROUPED_COLUMNS, type VersionReportCountsResponse, type VersionReportGroupedColumn, type VersionReportGroupedResponse,
  type VersionReportView,
} from '@portal/contracts';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';
import type { ODataQuery } from '../../kit/list/odata.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const VERSION_REPORT_PATH = '/v1/compliancereport';
export const versionReportKeys = createQueryKeys('versionreport');

/** Only the options that choose rows: the cards and the dropdowns ignore paging and sort. */
const rowsChosenBy = (query: ODataQuery) => ({
  ...(query.$filter ? { $filter: String(query.$filter) } : {}),
  ...(query.$search ? { $search: String(query.$search) } : {}),
});

/** The summary cards of the rows the grid shows: by versionStatus (package view) or compliantDevice (device view). */
export function useVersionReportCounts(view: VersionReportView, query: ODataQuery) {
  const chosen = rowsChosenBy(query);
  return useQuery({
    queryKey: [...versionReportKeys.all, 'counts', view, chosen],
    queryFn: ({ signal }): Promise<VersionReportCountsResponse> =>
      api.GET('/v1/compliancereport/counts', { params: { query: { view, ...chosen } }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A column's values for its dropdown filter, among the rows of the page's tenant (`baseFilter`). */
function groupedQuery(column: VersionReportGroupedColumn, baseFilter: string | undefined, enabled: boolean) {
  return {
    enabled,
    queryKey: [...versionReportKeys.all, 'grouped', column, baseFilter ?? ''],
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<VersionReportGroupedResponse> =>
      api.GET('/v1/compliancereport/grouped', { params: { query: { column, ...(baseFilter ? { $filter: baseFilter } : {}) } }, signal }),
    staleTime: 60_000,
  };
}

/** Column → values of the answers so far; module-level, so the result keeps its identity while they do not change. */
function valuesByColumn(results: Array<{ data?: VersionReportGroupedResponse }>): Partial<Record<VersionReportGroupedColumn, string[]>> {
  return Object.fromEntries(results.flatMap((result) =>
    result.data ? [[result.data.column, result.data.value.flatMap((v) => (v.value === null ? [] : [v.value]))]] : []));
}

/**
 * Every grouped column's dropdown values (one call each, kept a minute): column → values. `enabled` waits for the
 * grid's first page, so a page load's own requests (shell, grid, cards) are not queued behind seven more.
 */
export function useVersionReportValueOptions(baseFilter: string | undefined, enabled: boolean) {
  return useQueries({ queries: VERSION_REPORT_GROUPED_COLUMNS.map((column) => groupedQuery(column, baseFilter, enabled)), combine: valuesByColumn });
}
