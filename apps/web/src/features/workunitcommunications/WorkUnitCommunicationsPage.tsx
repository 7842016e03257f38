import ArticleIcon from '@mui/icons-material/Article';
import EditIcon from '@mui/icons-material/Edit';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import SummarizeIcon from '@mui/icons-material/Summarize';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import { communicationMessages } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { isGuid, useActiveTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { ListPage, useListContext } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { SEARCH_PARAM, serializeListState } from '../../kit/list/listState.ts';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { DEFAULT_SORT, FILTER_FIELDS, SEARCH_FIELDS, defaultFilters } from './filters.ts';
import { notificationFailure, useSendInternalNotification, wucommKeys, WUCOMMS_PATH } from './queries.ts';
import { ReportDialog } from './ReportDialog.tsx';
import type { ReportKind } from './report.ts';
import { CARD_FIELDS, HIDDEN_COLUMNS, openParams, wucommColumns, type WuCommRow } from './wucommColumns.tsx';
import { WuCommFilterChips, WuCommFilterPanel } from './WuCommFilterPanel.tsx';
import { WuCommPanel } from './WuCommPanel.tsx';

export const PAGE_TITLE = 'Work Unit Communications';
export const CREATE_FORM = 'create';
export const FILTER_FORM = 'filter';
export const EXPORT_FAILED = { page: communicationMessages.exportPageFailed, all: communicationMessages.exportAllFailed } as const;

/** The filter chips above the grid, and the filter panel, which applies and closes in one URL change. */
function GridHeader({ tenantId, filterOpen, onCloseFilter }: { tenantId: string; filterOpen: boolean; onCloseFilter: () => void }) {
  const list = useListContext();
  const { setParams } = usePanelParams();
  return (
    <>
      <WuCommFilterChips
        filters={list.state.filters}
        onChange={(filters) => list.update({ filters, pageNumber: 0 })}
        onReset={() => list.update({ filters: defaultFilters(tenantId), pageNumber: 0 })}
      />
      {filterOpen && (
        <WuCommFilterPanel
          filters={list.state.filters}
          onClose={onCloseFilter}
          onApply={(filters) => setParams({ form: null, [SEARCH_PARAM]: serializeListState({ ...list.state, filters, pageNumber: 0 }) })}
        />
      )}
    </>
  );
}

function CommunicationsScreen({ tenantId }: { tenantId: string }) {
  usePageTitle(PAGE_TITLE);
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const notify = useSendInternalNotification();
  const [report, setReport] = useState<{ id: number; kind: ReportKind }>();
  const publicId = get('publicWuCommId');
  const form = get('form');
  const closePanel = () => setParams({ publicWuCommId: null, form: null });
  const canEdit = has('WorkUnitCommunications:edit');

  const rowActions = useMemo(
    () => (row: WuCommRow) => {
      const id = row.workUnitCommunicationId;
      return [
        {
          label: canEdit ? 'Edit Communication' : 'View Communication',
          icon: canEdit ? <EditIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />,
          onClick: () => row.publicWorkUnitCommunicationId && setParams(openParams(row.publicWorkUnitCommunicationId)),
        },
        {
          label: 'Notify Internal',
          icon: <NotificationsActiveIcon fontSize="small" />,
          disabled: !canEdit || notify.isPending,
          disabledReason: canEdit ? undefined : 'Needs permission to edit communications.',
          onClick: () => {
            if (!id) {
              toast.error(communicationMessages.noId);
              return;
            }
            notify.mutate(id, {
              onSuccess: () => toast.success(communicationMessages.notificationSent),
              onError: (error) => toast.error(notificationFailure(error)),
            });
          },
        },
        { label: 'External Report', icon: <ArticleIcon fontSize="small" />, onClick: () => id && setReport({ id, kind: 'external' }) },
        { label: 'Internal Report', icon: <SummarizeIcon fontSize="small" />, onClick: () => id && setReport({ id, kind: 'internal' }) },
      ];
    },
    [canEdit, notify, setParams],
  );

  return (
    <PagePadding>
      <ListPage<WuCommRow>
        title={PAGE_TITLE}
        path={WUCOMMS_PATH}
        queryKey={(query) => wucommKeys.list(query)}
        columns={wucommColumns}
        getRowId={(row) => row.workUnitCommunicationId ?? 0}
        rowActions={rowActions}
        searchFields={SEARCH_FIELDS}
        defaultSort={DEFAULT_SORT}
        defaultFilters={defaultFilters(tenantId)}
        filterFields={FILTER_FIELDS}
        expand="tenant"
        onOpenFilters={() => setParams({ form: FILTER_FORM, publicWuCommId: null })}
        create={has('WorkUnitCommunications:create') ? { label: 'Create Communication', onClick: () => setParams({ form: CREATE_FORM, publicWuCommId: null }) } : undefined}
        aboveGrid={<GridHeader tenantId={tenantId} filterOpen={form === FILTER_FORM} onCloseFilter={closePanel} />}
        exportFileName="workunitcommunications"
        exportMessages={EXPORT_FAILED}
        listKey="workunitcommunications"
        initialColumnVisibility={HIDDEN_COLUMNS}
        cardFields={CARD_FIELDS}
        noRowsLabel="No communications found"
      />
      {publicId && (
        <WuCommPanel key={publicId} publicId={publicId} tenantId={tenantId} onClose={closePanel} onCreated={(id) => setParams(openParams(id))} />
      )}
      {!publicId && form === CREATE_FORM && (
        <WuCommPanel key="create" tenantId={tenantId} onClose={closePanel} onCreated={(id) => setParams(openParams(id))} />
      )}
      {report && <ReportDialog communicationId={report.id} kind={report.kind} onClose={() => setReport(undefined)} />}
    </PagePadding>
  );
}

/** /{tenantId}/workunitcommunications (part 3 §2.1); /workunitcommunications goes to the active tenant's. */
export default function WorkUnitCommunicationsPage() {
  const params = useParams();
  const activeTenantId = useActiveTenantId();
  const tenantId = isGuid(params.tenantId) ? params.tenantId.toLowerCase() : undefined;
  if (!tenantId) return activeTenantId ? <Navigate replace to={`/${activeTenantId}/workunitcommunications${window.location.search}`} /> : null;
  return (
    <RequirePermission permission="WorkUnitCommunications:view">
      <Box>
        <CommunicationsScreen tenantId={tenantId} />
      </Box>
    </RequirePermission>
  );
}
