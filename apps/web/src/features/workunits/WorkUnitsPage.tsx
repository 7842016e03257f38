import EditIcon from '@mui/icons-material/Edit';
import { WorkUnitStateId, severityNames, workUnitStateNames, workUnitTypeNames, type SeverityId } from '@portal/contracts';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { lighten, useTheme } from '@mui/material/styles';
import type { GridRowId } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { RequirePermission, usePermissions } from '../../app/permissions.tsx';
import { useCurrentUser } from '../../app/queries.ts';
import { isGuid, useActiveTenantId, useUrlTenantId } from '../../app/tenantUrl.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { ListPage, useListContext, type ListColumn } from '../../kit/list/ListPage.tsx';
import { PagePadding } from '../../kit/list/PagePadding.tsx';
import { SEARCH_PARAM, serializeListState, type ListSearchState } from '../../kit/list/listState.ts';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { toast } from '../../kit/toast.ts';
import { acknowledgePatch, usePatchWorkUnit, workUnitKeys, WORKUNITS_PATH, type WorkUnitListItem } from './api.ts';
import { DEFAULT_FILTERS, DEFAULT_SORT, FILTER_FIELDS, GRID_EXPAND, SEARCH_FIELDS } from './gridFilters.ts';
import { IntakePanel } from './intake/IntakePanel.tsx';
import { MassEditPanel } from './massedit/MassEditPanel.tsx';
import { saveErrorMessage } from './saveErrors.ts';
import { severityColor, severityRowClass, severityRowSx } from './severity.ts';
import { WorkUnitFilterChips } from './WorkUnitFilterChips.tsx';
import { WorkUnitFilterPanel } from './WorkUnitFilterPanel.tsx';
import { WorkUnitPanel } from './WorkUnitPanel.tsx';
import { ActionsMenu, AutoRefresh, CreateMenu, MyApprovalToggle, ReturnToOldExperience, useAutoRefresh, type CreateForm } from './WorkUnitsToolbar.tsx';

type Row = WorkUnitListItem;

/** What a work unit's card shows on a phone: the title (a link to its panel), then these. */
const CARD_FIELDS = ['title', 'workUnitId', 'workUnitTypeId', 'tenant', 'stateId', 'severityId', 'assignedTo', 'modified'] as const;
/**
 * Hidden until a person shows them. Type too: the default filter already names it (Type: Incident), and at
 * 1366 px beside the open menu its room goes to the title instead.
 */
const HIDDEN_COLUMNS = { workUnitTypeId: false, source: false, referenceId: false, modified: false };

export const AUTO_REFRESH_MS = 60_000;
export const EXPORT_FAILED = { page: 'Failed to export page of Work Units.', all: 'Failed to export all Work Units.' } as const;

/** `form=` values of §2.2 that open a create panel on the grid. */
export const CREATE_FORMS = {
  'createChange Request': 1,
  createIncident: 3,
} as const satisfies Record<string, number>;
export const INTAKE_FORM = 'createIntake';
export const FILTER_FORM = 'createFilter';

/**
 * The grid's fixed filter, which the user cannot remove: the URL's tenant (a tenant-prefixed path
 * shows that tenant's work units only), and the protocol of `protocolId`.
 */
export function gridBaseFilter(tenantId: string | undefined, protocolFilter?: string): string | undefined {
  const parts = [isGuid(tenantId) ? `tenantId eq ${tenantId.toLowerCase()}` : undefined, protocolFilter].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : undefined;
}

/** The query parameters that open a work unit's panel over the grid. */
function workUnitPanelParams(workUnitId: number | string) {
  return { workUnitId: String(workUnitId), publicWorkUnitId: null, form: null };
}

/**
 * Cells and headers with 8 px of padding each side (the grid's is 10): the default columns' room goes to the
 * title. Not the row's empty filler cell, which has none (padding there made every row 16 px too wide).
 */
const WORK_UNIT_GRID_SX = { '& .MuiDataGrid-cell:not(.MuiDataGrid-cellEmpty), & .MuiDataGrid-columnHeader': { px: 1 } } as const;

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function useColumns(onAck: ((row: Row) => void) | undefined): ListColumn<Row>[] {
  const theme = useTheme();
  // The environment colour is often dark; on a dark page links need a lighter shade to be read.
  // The primary's dark shade in light mode: it reads at 4.5:1 on the severity tints too (severity.ts).
  const linkColor = theme.palette.mode === 'dark' ? lighten(theme.palette.primary.main, 0.5) : theme.palette.primary.dark;
  // Sized so the default set (with the checkboxes and row actions) fits a 1366 px screen beside the open
  // navigation drawer (about 1040 px for the grid) and the Title, the only flexible column, gets what is
  // left (about 270 px there, more on a wider screen): the others are as wide as their usual values and their
  // headers (two lines where needed; WORK_UNIT_GRID_SX narrows the cells' padding), longer values are cut.
  return useMemo<ListColumn<Row>[]>(
    () => [
      { field: 'workUnitId', headerName: 'ID', type: 'number', width: 60, align: 'left', headerAlign: 'left' },
      {
        field: 'title',
        headerName: 'Title',
        flex: 1,
        minWidth: 240,
        panelLink: (row) => workUnitPanelParams(row.workUnitId ?? ''),
      },
      {
        field: 'workUnitTypeId',
        headerName: 'Type',
        width: 124,
        valueFormatter: (value: number | undefined) => (value === undefined ? '' : (workUnitTypeNames[value as 1] ?? String(value))),
      },
      {
        field: 'tenant',
        headerName: 'Tenant',
        width: 96,
        odataField: 'tenant/name',
        valueGetter: (_value, row) => row.tenant?.name ?? '',
      },
      {
        field: 'stateId',
        headerName: 'State',
        width: 104,
        renderCell: ({ row }) => (
          <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'center' }}>
            {workUnitStateNames[row.stateId as WorkUnitStateId] ?? row.stateId}
            {row.stateId === WorkUnitStateId.New && onAck && (
              <Link
                component="button"
                type="button"
                underline="always"
                onClick={() => onAck(row)}
                aria-label={`Acknowledge work unit ${row.workUnitId}`}
                sx={{ color: linkColor }}
              >
                (ack)
              </Link>
            )}
          </Box>
        ),
      },
      {
        field: 'severityId',
        headerName: 'Severity',
        // Room for the sort arrow: the default sort is by severity.
        width: 96,
        renderCell: ({ row }) => {
          const color = severityColor(theme, row.severityId);
          const name = severityNames[row.severityId as SeverityId] ?? String(row.severityId ?? '');
          return color ? (
            <Chip size="small" label={name} sx={{ bgcolor: color, color: theme.palette.getContrastText(color), fontWeight: 600 }} />
          ) : (
            <Chip size="small" label={name} variant="outlined" />
          );
        },
      },
      { field: 'assignedTo', headerName: 'Assigned To', width: 96 },
      { field: 'assignmentGroup', headerName: 'Assignment Group', width: 116 },
      { field: 'source', headerName: 'Source', width: 100 },
      { field: 'referenceId', headerName: 'Reference ID', width: 120 },
      {
        field: 'created',
        headerName: 'Created',
        type: 'dateTime',
        width: 112,
        valueGetter: (value) => toDate(value),
        valueFormatter: (value: Date | null) => formatDateTime(value),
        // Recency matters here: "5 minutes ago" (or the day when older than a week), the full date on hover.
        renderCell: ({ value }) => <RelativeTime value={value as Date | null} compact />,
      },
      {
        field: 'modified',
        headerName: 'Modified',
        type: 'dateTime',
        width: 112,
        valueGetter: (value) => toDate(value),
        valueFormatter: (value: Date | null) => formatDateTime(value),
        // Recency matters here: "5 minutes ago" (or the day when older than a week), the full date on hover.
        renderCell: ({ value }) => <RelativeTime value={value as Date | null} compact />,
      },
    ],
    [onAck, theme, linkColor],
  );
}

function WorkUnitsScreen() {
  usePageTitle('Work Units');
  const theme = useTheme();
  const { get, setParams } = usePanelParams();
  const { has } = usePermissions();
  const user = useCurrentUser().data;
  const { mutate: patchWorkUnit } = usePatchWorkUnit();
  const [selected, setSelected] = useState<GridRowId[]>([]);
  const [massEdit, setMassEdit] = useState(false);
  const [autoRefresh, setAutoRefresh] = useAutoRefresh();

  const workUnitKey = get('workUnitId') ?? get('publicWorkUnitId');
  const form = get('form');
  const protocolId = get('protocolId');
  const createType = form && Object.hasOwn(CREATE_FORMS, form) ? CREATE_FORMS[form as keyof typeof CREATE_FORMS] : undefined;
  const protocolFilter = isGuid(protocolId) ? `protocolId eq ${protocolId}` : undefined;
  // /{tenantId}/workunitsv2 lists that tenant's work units only (§1); /workunitsv2 every tenant the user sees.
  const urlTenantId = useUrlTenantId();
  const baseFilter = gridBaseFilter(urlTenantId, protocolFilter);

  const openWorkUnit = useMemo(() => (id: number) => setParams(workUnitPanelParams(id)), [setParams]);
  const closePanels = () => setParams({ workUnitId: null, publicWorkUnitId: null, form: null });

  const acknowledge = useMemo(() => {
    if (!has('WorkUnits:edit') || !user) return undefined;
    return (row: Row) => {
      if (!row.workUnitId) return;
      const workUnitId = row.workUnitId;
      patchWorkUnit(
        { workUnitId, operations: acknowledgePatch(row, user.userName) },
        {
          onSuccess: () => openWorkUnit(workUnitId),
          onError: (error) => toast.error(saveErrorMessage(error)),
        },
      );
    };
  }, [has, user, openWorkUnit, patchWorkUnit]);

  const columns = useColumns(acknowledge);
  const rowActions = useMemo(
    () => (row: Row) => [{ label: 'Edit Work Unit', icon: <EditIcon fontSize="small" />, onClick: () => row.workUnitId && openWorkUnit(row.workUnitId) }],
    [openWorkUnit],
  );

  return (
    <PagePadding>
      <ListPage<Row>
        title="Work Units"
        path={WORKUNITS_PATH}
        queryKey={(query) => workUnitKeys.list(query)}
        columns={columns}
        getRowId={(row) => row.workUnitId ?? 0}
        rowActions={rowActions}
        searchFields={SEARCH_FIELDS}
        defaultSort={DEFAULT_SORT}
        defaultFilters={DEFAULT_FILTERS}
        filterFields={FILTER_FIELDS}
        baseFilter={baseFilter}
        expand={GRID_EXPAND}
        onOpenFilters={() => setParams({ form: FILTER_FORM, workUnitId: null, publicWorkUnitId: null })}
        selection={{ ids: selected, onChange: setSelected }}
        getRowClassName={({ row }) => severityRowClass(row.severityId)}
        gridSx={[severityRowSx(theme), WORK_UNIT_GRID_SX]}
        refetchInterval={autoRefresh ? AUTO_REFRESH_MS : false}
        exportFileName="workunits"
        exportMessages={EXPORT_FAILED}
        initialColumnVisibility={HIDDEN_COLUMNS}
        listKey="workunits"
        cardFields={CARD_FIELDS}
        noRowsLabel="No work units found"
        toolbarActions={
          <ToolbarActions
            canCreate={has('WorkUnits:create')}
            canEdit={has('WorkUnits:edit')}
            selectedCount={selected.length}
            onCreate={(which) => setParams({ form: which, workUnitId: null, publicWorkUnitId: null })}
            onMassEdit={() => setMassEdit(true)}
          />
        }
        aboveGrid={
          <GridHeader
            protocolId={protocolFilter ? protocolId : undefined}
            onClearProtocol={() => setParams({ protocolId: null })}
            filterPanelOpen={form === FILTER_FORM}
            onCloseFilterPanel={closePanels}
            onApplyFilters={(state) => setParams({ form: null, [SEARCH_PARAM]: serializeListState(state) })}
            autoRefresh={autoRefresh}
            onAutoRefresh={setAutoRefresh}
          />
        }
      />
      {workUnitKey && <WorkUnitPanel key={workUnitKey} workUnitKey={workUnitKey} onClose={closePanels} onOpen={openWorkUnit} />}
      {!workUnitKey && createType && <WorkUnitPanel key={`create-${createType}`} createType={createType} onClose={closePanels} onOpen={openWorkUnit} />}
      {form === INTAKE_FORM && <IntakePanel open onClose={closePanels} />}
      {massEdit && selected.length > 0 && (
        <MassEditPanel
          workUnitIds={selected.map(Number)}
          onClose={() => setMassEdit(false)}
          onSaved={() => {
            setMassEdit(false);
            setSelected([]);
          }}
        />
      )}
    </PagePadding>
  );
}

function ToolbarActions(props: {
  canCreate: boolean;
  canEdit: boolean;
  selectedCount: number;
  onCreate: (form: CreateForm) => void;
  onMassEdit: () => void;
}) {
  return (
    <>
      {props.canCreate && <CreateMenu onCreate={props.onCreate} />}
      <ActionsMenu selectedCount={props.selectedCount} canEdit={props.canEdit} onMassEdit={props.onMassEdit} />
    </>
  );
}

/** Filter chips, and the create-filter panel, which applies its filters and closes in one URL change. */
function GridHeader(props: {
  protocolId?: string;
  onClearProtocol: () => void;
  filterPanelOpen: boolean;
  onCloseFilterPanel: () => void;
  onApplyFilters: (state: ListSearchState) => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
}) {
  const list = useListContext();
  const user = useCurrentUser().data;
  const tenantId = useActiveTenantId();
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <WorkUnitFilterChips
            filters={list.state.filters}
            onChange={(filters) => list.update({ filters, pageNumber: 0 })}
            onReset={() => list.update({ filters: DEFAULT_FILTERS, pageNumber: 0 })}
            protocolId={props.protocolId}
            onClearProtocol={props.onClearProtocol}
          />
        </Box>
        {user && <MyApprovalToggle filters={list.state.filters} onChange={(filters) => list.update({ filters, pageNumber: 0 })} />}
        <AutoRefresh on={props.autoRefresh} onChange={props.onAutoRefresh} lastRefreshed={list.dataUpdatedAt} />
        <ReturnToOldExperience tenantId={tenantId} />
      </Box>
      {props.filterPanelOpen && (
        <WorkUnitFilterPanel
          filters={list.state.filters}
          onApply={(filters) => props.onApplyFilters({ ...list.state, filters, pageNumber: 0 })}
          onClose={props.onCloseFilterPanel}
        />
      )}
    </>
  );
}

/** /workunitsv2 and /{tenantId}/workunitsv2: the staff grid and its panels (§2.2, §2.3). */
export default function WorkUnitsPage() {
  return (
    <RequirePermission permission="WorkUnits:view">
      <WorkUnitsScreen />
    </RequirePermission>
  );
}
