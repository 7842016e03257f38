import {
  VERSION_REPORT_DEFAULT_PAGE_SIZE, VERSION_REPORT_PAGE_SIZES, VersionReportView, versionReportMessages,
} from '@portal/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { RequirePermission } from '../../app/permissions.tsx';
import { isGuid } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListPage } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { VERSION_REPORT_PATH, useVersionReportValueOptions, versionReportKeys } from './queries.ts';
import { type ReportRow, versionReportColumns } from './versionReportColumns.tsx';
import { VersionReportSummary } from './VersionReportSummary.tsx';

const VIEW_PARAM = 'view';

function VersionReportScreen({ tenantId }: { tenantId?: string }) {
  usePageTitle('Version Report');
  const [searchParams, setSearchParams] = useSearchParams();
  const view = searchParams.get(VIEW_PARAM) === VersionReportView.Device ? VersionReportView.Device : VersionReportView.Package;
  const setView = (next: VersionReportView) => {
    const params = new URLSearchParams(searchParams);
    if (next === VersionReportView.Package) params.delete(VIEW_PARAM);
    else params.set(VIEW_PARAM, next);
    setSearchParams(params);
  };
  const baseFilter = tenantId ? `tenantId eq ${tenantId}` : undefined;
  const [gridAnswered, setGridAnswered] = useState(false);
  const onFirstPage = useCallback(() => setGridAnswered(true), []);
  const options = useVersionReportValueOptions(baseFilter, gridAnswered);
  const columns = useMemo(() => versionReportColumns(options), [options]);

  return (
    <PagePadding>
      <ListPage<ReportRow>
        title="Version Report"
        path={VERSION_REPORT_PATH}
        queryKey={(query) => versionReportKeys.list(query)}
        columns={columns}
        getRowId={(row) => `${row.deviceId ?? ''}:${row.packageId ?? ''}`}
        searchFields={['deviceName', 'tenantName', 'subscriptionName', 'packageName']}
        defaultSort={[{ field: 'deviceName', sort: 'asc' }, { field: 'packageName', sort: 'asc' }]}
        defaultPageSize={VERSION_REPORT_DEFAULT_PAGE_SIZE}
        pageSizeOptions={VERSION_REPORT_PAGE_SIZES}
        baseFilter={baseFilter}
        aboveGrid={<VersionReportSummary view={view} onViewChange={setView} onFirstPage={onFirstPage} />}
        exportFileName="versionreport"
        noRowsLabel={versionReportMessages.noRows}
        cardFields={['deviceName', 'packageName', 'versionStatus', 'installedVersion', 'latestVersion']}
        initialColumnVisibility={{ subscriptionName: false, latestVersionReleased: false }}
      />
    </PagePadding>
  );
}

/** /versionreport (every tenant the user sees) and /{tenantId}/versionreport (one tenant; the tenant column links there). */
export default function VersionReportPage() {
  const params = useParams();
  const tenantId = isGuid(params.tenantId) ? params.tenantId : undefined;
  return (
    <RequirePermission permission="Devices:view">
      <VersionReportScreen key={tenantId ?? 'all'} tenantId={tenantId} />
    </RequirePermission>
  );
}
