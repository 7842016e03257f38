import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  FilterPanelTrigger,
  GridActionsCellItem,
  gridClasses,
  getGridStringOperators,
  Toolbar,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridFilterModel,
  type GridRenderCellParams,
  type GridRowClassNameParams,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { api } from '../api.ts';
import { applyColumnLayout, orderFields, useColumnLayout } from './columnLayout.ts';
import { CardsSort, type SortChoice } from './CardsSort.tsx';
import { ColumnsDialog } from './ColumnsDialog.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import { DROP_TARGET_CLASS, useHeaderDrag } from './headerDrag.tsx';
import { ActionLabel, ListCards } from './ListCards.tsx';
import { PAGE_SIZE_OPTIONS, type FilterItem, type ListSearchState, type SortItem } from './listState.ts';
import { RowLink, type PanelParams } from './RowLink.tsx';
import { toODataQuery, type ODataField, type ODataQuery } from './odata.ts';
import { SearchBox } from './SearchBox.tsx';
import { useListSearchState, type ListStateUpdate, type ListUpdateOptions } from './useListSearchState.ts';

/** A grid column plus how it maps onto the server's OData field. */
export type ListColumn<R extends GridValidRowModel> = GridColDef<R> & {
  odataField?: string;
  /** Set for GUID columns so filters write the value unquoted. */
  odataType?: 'guid';
  /**
   * Makes the cell a link to the row's panel: the query parameters that open it (e.g. `{ locationId }`).
   * The link is a real address, so it opens in a new tab too; a plain click opens the panel in place.
   */
  panelLink?: (row: R) => PanelParams;
};

export interface RowAction {
  label: string;
  icon?: ReactElement;
  onClick: () => void;
  disabled?: boolean;
  /** Why a disabled action cannot be taken, shown under its label. */
  disabledReason?: string;
}

/** What a screen's own toolbar or header content may read and change: the list state and the last answer. */
export interface ListContext {
  state: ListSearchState;
  update: (update: ListStateUpdate, options?: ListUpdateOptions) => void;
  /** The OData options of the current page. */
  query: ODataQuery;
  /** When the current page was last fetched (ms since the epoch; 0 before the first answer). */
  dataUpdatedAt: number;
  isFetching: boolean;
  refetch: () => void;
}

/** The server's list answer: `{ "@odata.count": n, "value": [...] }`. */
export interface ODataPage<R> {
  '@odata.count'?: number;
  value: R[];
}

export interface ListPageProps<R extends GridValidRowModel> {
  title?: string;
  /** Content beside the title, e.g. a tenant selector. */
  headerActions?: ReactNode;
  /** The list path, e.g. `/v1/tenants`; Export uses `{path}/export`. */
  path: string;
  /** The query key of one page, from the area's key factory: `(query) => tenantKeys.list(query)`. */
  queryKey: (query: ODataQuery) => QueryKey;
  columns: ListColumn<R>[];
  getRowId: (row: R) => GridRowId;
  rowActions?: (row: R) => RowAction[];
  /** Fields compared with `eq` when Exact Match is on; also turns the search box on. */
  searchFields?: readonly string[];
  /** Sort keys kept in the URL and sent as several `$orderby` keys (the grid shows the first). */
  defaultSort?: SortItem[];
  pageSizeOptions?: readonly number[];
  defaultPageSize?: number;
  baseFilter?: string;
  /** Query parameters besides the OData options, e.g. `{ tenantId }` of the tokens list. */
  extraQuery?: ODataQuery;
  expand?: string;
  select?: string;
  create?: { label: string; onClick: () => void; disabled?: boolean };
  /** Extra toolbar content: menus, checkboxes (they may read the list with useListContext). */
  toolbarActions?: ReactNode;
  /** Content between the title and the grid, e.g. filter chips (may use useListContext). */
  aboveGrid?: ReactNode;
  /** Filters of a first visit (no `search` in the URL). */
  defaultFilters?: FilterItem[];
  /** How filterable fields that are not columns map onto OData (their type decides how values are written). */
  filterFields?: Record<string, ODataField>;
  /**
   * The screen's own filter UI (several filters at once, chips): the Filters button calls this instead
   * of opening the grid's one-filter panel, and the column menus offer no filter.
   */
  onOpenFilters?: () => void;
  /** Row checkboxes; the ids of the selected rows (on any page seen). */
  selection?: { ids: readonly GridRowId[]; onChange: (ids: GridRowId[]) => void };
  getRowClassName?: (params: GridRowClassNameParams<R>) => string;
  /** Refetches the page every so many ms while the window is visible; false stops it. */
  refetchInterval?: number | false;
  /** The grid's own styles, e.g. for the classes of getRowClassName. */
  gridSx?: SxProps<Theme>;
  /** Failure toasts of the export buttons. */
  exportMessages?: { page: string; all: string };
  /** The CSV file name without extension; turns Export Page and Export All on. */
  exportFileName?: string;
  /** Columns hidden until the person shows them. */
  initialColumnVisibility?: GridColumnVisibilityModel;
  /** Names the person's column layout (shown, order, widths) in this browser; defaults to `path`. */
  listKey?: string;
  /**
   * The fields a row's card shows on a narrow screen, in order; the first is the card's heading (give it the
   * column's panelLink). Defaults to the first five columns shown.
   */
  cardFields?: readonly string[];
  /** Text of the empty grid. */
  noRowsLabel?: string;
}

interface ToolbarContextValue {
  create?: ListPageProps<GridValidRowModel>['create'];
  toolbarActions?: ReactNode;
  exportProps?: { path: string; query: ODataQuery; fileName: string; messages?: { page: string; all: string } };
  onOpenFilters?: () => void;
  search?: { text: string; exactMatch: boolean; onSearch: (text: string) => void; onExactMatch: (exact: boolean) => void };
  onOpenColumns?: () => void;
  /** Cards instead of the grid: the grid's own panels are not there. */
  cards?: boolean;
  /** The cards' sort control (the grid sorts by its headers). */
  cardsSort?: { choices: SortChoice[]; value: SortItem | undefined; onChange: (sort: SortItem[]) => void };
}

const ToolbarContext = createContext<ToolbarContextValue>({});
const ListStateContext = createContext<ListContext | null>(null);

/** The list's state and last answer, for content a screen puts into the list page's toolbar or header. */
export function useListContext(): ListContext {
  const value = useContext(ListStateContext);
  if (!value) throw new Error('useListContext is only available inside a ListPage.');
  return value;
}

/** The grid's toolbar, filled from the list page through context (the grid renders it as a slot). */
function ListToolbar() {
  const { create, toolbarActions, exportProps, search, onOpenFilters, onOpenColumns, cards, cardsSort } = useContext(ToolbarContext);
  // Outside the grid (cards) the grid's Toolbar has no grid to belong to: a plain box with the same layout.
  const Container = cards ? CardsToolbar : Toolbar;
  return (
    // flexShrink 0: the grid lays its parts out in a column and would squeeze a wrapped toolbar back to one row.
    <Container style={{ flexWrap: 'wrap', gap: 8, minHeight: 52, height: 'auto', padding: '6px 8px', flexShrink: 0, flexBasis: 'auto' }}>
      {create && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={create.onClick} disabled={create.disabled}>
          {create.label}
        </Button>
      )}
      {toolbarActions}
      {exportProps && <ExportButtons {...exportProps} />}
      <Box sx={{ flex: 1 }} />
      {/* Plain icon buttons, not the grid's ToolbarButton: its roving focus leaves only the first one a tab stop. */}
      {/* Columns opens the kit's own dialog: it also orders the columns, which the community grid cannot do by dragging. */}
      {!cards && (
        <Tooltip title="Columns">
          <IconButton size="small" aria-label="Columns" aria-haspopup="dialog" onClick={onOpenColumns}>
            <ViewColumnIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {(onOpenFilters || !cards) && (
        <Tooltip title="Filters">
          {onOpenFilters ? (
            <IconButton size="small" aria-label="Filters" onClick={onOpenFilters}>
              <FilterListIcon fontSize="small" />
            </IconButton>
          ) : (
            <FilterPanelTrigger render={<IconButton size="small" aria-label="Filters" />}>
              <FilterListIcon fontSize="small" />
            </FilterPanelTrigger>
          )}
        </Tooltip>
      )}
      {cards && cardsSort && <CardsSort {...cardsSort} />}
      {search && (
        <>
          <FormControlLabel
            label="Exact Match"
            control={<Checkbox size="small" checked={search.exactMatch} onChange={(_e, checked) => search.onExactMatch(checked)} />}
          />
          <SearchBox value={search.text} onSearch={search.onSearch} />
        </>
      )}
    </Container>
  );
}

function CardsToolbar({ style, children }: { style: CSSProperties; children: ReactNode }) {
  return <Box style={{ ...style, display: 'flex', alignItems: 'center' }}>{children}</Box>;
}

/** A GUID can only be compared whole. */
const guidFilterOperators = getGridStringOperators().filter((op) => ['equals', 'doesNotEqual', 'isEmpty', 'isNotEmpty', 'isAnyOf'].includes(op.value));

function toGridFilterModel(filters: FilterItem[]): GridFilterModel {
  // The community grid holds one filter at a time.
  return { items: filters.slice(0, 1).map((item, id) => ({ id, field: item.field, operator: item.operator, value: item.value })) };
}

/** The grid's model when the screen keeps its filters itself; one object, so the grid never sees a "new" model. */
const NO_GRID_FILTERS: GridFilterModel = { items: [] };

const ACTIONS_FIELD = '__actions';
/** The menu button and the cell's padding. */
const ACTIONS_WIDTH = 56;
/** Wider than any list's columns: the community grid then renders every column (its pinning is Pro only). */
const COLUMN_BUFFER_PX = 10_000;
/** The grid's own pinned-column classes: the community grid styles them (sticky, an opaque background that follows hover and selection). */
const STICKY_CLASS = { cell: gridClasses['cell--pinnedRight'], header: gridClasses['columnHeader--pinnedRight'] };

/** Read by assistive technology, not shown. */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The row actions stay at the right edge when the columns are wider than the grid; the rest scrolls under them. */
const actionsColumnSx: SxProps<Theme> = (theme) => ({
  [`& .${STICKY_CLASS.cell}, & .${STICKY_CLASS.header}`]: { right: 0, borderLeft: `1px solid ${theme.palette.divider}` },
  // The column is not resizable; its resize handle would stick out past the grid's edge and make it scroll.
  [`& .${STICKY_CLASS.header} .${gridClasses.columnSeparator}`]: { display: 'none' },
});

/**
 * A header too long for its column wraps onto a second line (the header row has room for two) rather than
 * being cut; and the header a dragged column would land on is marked at its left edge.
 */
const headerSx: SxProps<Theme> = (theme) => ({
  [`& .${gridClasses.columnHeaderTitle}`]: {
    whiteSpace: 'normal',
    lineHeight: 1.25,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
  [`& .${DROP_TARGET_CLASS}`]: { boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}` },
});

function cellText(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A plain cell: one line cut with an ellipsis, the whole value on hover. */
function renderTruncated(params: GridRenderCellParams): ReactNode {
  const text = cellText(params.formattedValue ?? params.value);
  return (
    <Box component="span" title={text || undefined} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}

/** The last page that has rows (0 when there are none). */
function lastPageOf(rowCount: number, pageSize: number): number {
  return Math.max(0, Math.ceil(rowCount / pageSize) - 1);
}

/** A list screen over the server grid: paging, sorting, filtering and search done by the server. */
export function ListPage<R extends GridValidRowModel>(props: ListPageProps<R>) {
  const pageSizeOptions = props.pageSizeOptions ?? PAGE_SIZE_OPTIONS;
  const [state, update] = useListSearchState(
    { pageSize: props.defaultPageSize, sort: props.defaultSort, filters: props.defaultFilters },
    pageSizeOptions,
  );
  const columnLayout = useColumnLayout(props.listKey ?? props.path, props.initialColumnVisibility);
  const [columnsDialogOpen, setColumnsDialogOpen] = useState(false);
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  const fields = useMemo(() => {
    const map: Record<string, ODataField> = { ...props.filterFields };
    for (const column of props.columns) {
      map[column.field] = { odataField: column.odataField, type: column.odataType ?? column.type ?? 'string' };
    }
    return map;
  }, [props.columns, props.filterFields]);

  const extraQueryKey = JSON.stringify(props.extraQuery ?? {});
  const query = useMemo(
    () => ({
      ...(JSON.parse(extraQueryKey) as ODataQuery),
      ...toODataQuery(state, {
        fields,
        searchFields: props.searchFields,
        baseFilter: props.baseFilter,
        expand: props.expand,
        select: props.select,
      }),
    }),
    [state, fields, props.searchFields, props.baseFilter, props.expand, props.select, extraQueryKey],
  );

  const result = useQuery({
    queryKey: props.queryKey(query),
    queryFn: ({ signal }) => api<ODataPage<R>>(props.path, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: props.refetchInterval,
  });

  const { rowActions } = props;
  const { layout } = columnLayout;
  const orderedFields = useMemo(() => orderFields(props.columns.map((column) => column.field), layout.order), [props.columns, layout.order]);
  const headerDrag = useHeaderDrag(orderedFields, columnLayout.setOrder);
  const { draggableHeader } = headerDrag;
  const columns = useMemo<GridColDef<R>[]>(() => {
    const base: GridColDef<R>[] = props.columns.map(({ odataField: _odataField, odataType, panelLink, ...column }) => {
      const withOperators = odataType === 'guid' && !column.filterOperators ? { ...column, filterOperators: guidFilterOperators } : column;
      const { renderCell } = column;
      if (!panelLink) return renderCell ? withOperators : { ...withOperators, renderCell: renderTruncated };
      return {
        ...withOperators,
        renderCell: (params) => (
          <RowLink params={panelLink(params.row)} tabIndex={params.tabIndex} title={renderCell ? undefined : cellText(params.formattedValue ?? params.value)}>
            {renderCell ? renderCell(params) : (params.formattedValue ?? params.value)}
          </RowLink>
        ),
      };
    });
    const arranged = applyColumnLayout(base, layout).map(draggableHeader);
    if (!rowActions) return arranged;
    return [
      ...arranged,
      {
        // Always last, a fixed width, and sticky at the right edge (see actionsColumnSx) when the columns scroll.
        field: ACTIONS_FIELD,
        type: 'actions',
        headerName: 'Actions',
        // Named for assistive technology only: the word does not fit above the menu buttons.
        renderHeader: () => <Box component="span" sx={visuallyHidden}>Actions</Box>,
        width: ACTIONS_WIDTH,
        hideable: false,
        resizable: false,
        cellClassName: STICKY_CLASS.cell,
        headerClassName: STICKY_CLASS.header,
        getActions: ({ row }) =>
          rowActions(row).map((action) => (
            <GridActionsCellItem
              key={action.label}
              label={action.disabled && action.disabledReason ? <ActionLabel label={action.label} reason={action.disabledReason} /> : action.label}
              icon={action.icon}
              onClick={action.onClick}
              disabled={action.disabled}
              showInMenu
            />
          )),
      },
    ];
  }, [props.columns, rowActions, layout, draggableHeader]);

  const listContext: ListContext = {
    state,
    update,
    query,
    dataUpdatedAt: result.dataUpdatedAt,
    isFetching: result.isFetching,
    refetch: () => void result.refetch(),
  };
  const toolbar: ToolbarContextValue = {
    create: props.create,
    toolbarActions: props.toolbarActions,
    onOpenFilters: props.onOpenFilters,
    onOpenColumns: () => setColumnsDialogOpen(true),
    cards,
    cardsSort: {
      choices: columns.filter((column) => column.field !== ACTIONS_FIELD && column.sortable !== false).map((column) => ({ field: column.field, label: column.headerName ?? column.field })),
      value: state.sort[0],
      onChange: (sort) => update({ sort }),
    },
    exportProps: props.exportFileName
      ? { path: props.path, query, fileName: props.exportFileName, messages: props.exportMessages }
      : undefined,
    search: props.searchFields
      ? {
          text: state.searchText,
          exactMatch: state.exactMatch,
          onSearch: (text) => update({ searchText: text }),
          onExactMatch: (exactMatch) => update({ exactMatch }),
        }
      : undefined,
  };

  // The grid takes a new model object for a new sort or filter and answers it by going to the first page,
  // so both are derived once per state value (useListSearchState keeps sort and filters stable).
  const sortModel = useMemo<GridSortModel>(() => state.sort.slice(0, 1), [state.sort]);
  const ownFilterUi = Boolean(props.onOpenFilters);
  const filterModel = useMemo(() => (ownFilterUi ? NO_GRID_FILTERS : toGridFilterModel(state.filters)), [ownFilterUi, state.filters]);
  const rows = result.data?.value ?? [];
  const rowCount = result.data?.['@odata.count'] ?? rows.length;
  const onPaginationModelChange = ({ page, pageSize }: { page: number; pageSize: number }) => {
    // The grid moves a page past the end (a link to page 9 of 3, rows deleted) to the last one: a correction
    // of the address, not a step Back should return to.
    const correction = result.data !== undefined && pageSize === state.pageSize && state.pageNumber > lastPageOf(rowCount, pageSize);
    update({ pageNumber: page, pageSize }, { replace: correction });
  };
  const { selection, getRowId } = props;
  const rowSelectionModel: GridRowSelectionModel | undefined = selection ? { type: 'include', ids: new Set(selection.ids) } : undefined;
  const onRowSelectionModelChange = (model: GridRowSelectionModel) => {
    if (!selection) return;
    // "Select all" answers an exclude model; with server paging that means the rows of this page.
    selection.onChange(model.type === 'include' ? [...model.ids] : rows.map(getRowId).filter((id) => !model.ids.has(id)));
  };

  // The columns a person may show, hide and order (the row actions always stay, last).
  const columnChoices = columns.filter((column) => column.field !== ACTIONS_FIELD).map((column) => ({ field: column.field, label: column.headerName ?? column.field }));
  const cardColumns = useMemo(() => {
    const byField = new Map(props.columns.map((column) => [column.field, column]));
    const shownFields = props.cardFields ?? columns.filter((column) => column.field !== ACTIONS_FIELD && columnLayout.visibility[column.field] !== false).slice(0, 5).map((column) => column.field);
    return shownFields.flatMap((field) => byField.get(field) ?? []);
  }, [props.columns, props.cardFields, columns, columnLayout.visibility]);

  return (
    <ListStateContext.Provider value={listContext}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {(props.title || props.headerActions) && (
          // The top padding keeps an outlined field's floating label clear of the app bar.
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, pt: props.headerActions ? 1 : 0 }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              {props.title}
            </Typography>
            {props.headerActions}
          </Box>
        )}
        {props.aboveGrid}
        {result.isError && <Alert severity="error">{result.error.message}</Alert>}
        <Paper variant="outlined" sx={{ width: '100%', minWidth: 0 }} {...(cards ? {} : headerDrag.containerProps)}>
          <ToolbarContext.Provider value={toolbar}>
            {cards ? (
              <>
                <ListToolbar />
                <ListCards<R>
                  rows={rows}
                  getRowId={getRowId}
                  columns={cardColumns}
                  rowActions={rowActions}
                  loading={result.isFetching}
                  noRowsLabel={props.noRowsLabel}
                  page={state.pageNumber}
                  pageSize={state.pageSize}
                  rowCount={rowCount}
                  pageSizeOptions={pageSizeOptions}
                  onPageChange={(page, pageSize) => onPaginationModelChange({ page, pageSize })}
                />
              </>
            ) : (
              <DataGrid<R>
                rows={rows}
                columns={columns}
                getRowId={props.getRowId}
                rowCount={rowCount}
                loading={result.isFetching}
                paginationMode="server"
                sortingMode="server"
                filterMode="server"
                pageSizeOptions={[...pageSizeOptions]}
                paginationModel={{ page: state.pageNumber, pageSize: state.pageSize }}
                onPaginationModelChange={onPaginationModelChange}
                sortModel={sortModel}
                onSortModelChange={(model) => update({ sort: model.flatMap((item) => (item.sort ? [{ field: item.field, sort: item.sort }] : [])) })}
                filterModel={filterModel}
                disableColumnFilter={Boolean(props.onOpenFilters)}
                onFilterModelChange={(model) => {
                  // With the screen's own filter UI the grid holds no filters; never let it clear the screen's.
                  if (props.onOpenFilters) return;
                  update({ filters: model.items.map((item) => ({ field: item.field, operator: item.operator, value: item.value as unknown })) });
                }}
                columnVisibilityModel={columnLayout.visibility}
                onColumnVisibilityModelChange={columnLayout.setVisibility}
                onColumnWidthChange={({ colDef, width }) => columnLayout.setWidth(colDef.field, width)}
                // Columns far off-screen are rendered too, so the sticky actions column is there however far they scroll.
                columnBufferPx={COLUMN_BUFFER_PX}
                disableRowSelectionOnClick
                checkboxSelection={Boolean(selection)}
                rowSelectionModel={rowSelectionModel}
                onRowSelectionModelChange={selection ? onRowSelectionModelChange : undefined}
                keepNonExistentRowsSelected={Boolean(selection)}
                getRowClassName={props.getRowClassName}
                showToolbar
                slots={{ toolbar: ListToolbar }}
                localeText={props.noRowsLabel ? { noRowsLabel: props.noRowsLabel } : undefined}
                sx={[{ border: 0, minHeight: 300 }, actionsColumnSx, headerSx, ...(Array.isArray(props.gridSx) ? props.gridSx : [props.gridSx])]}
              />
            )}
          </ToolbarContext.Provider>
        </Paper>
        <ColumnsDialog
          open={columnsDialogOpen}
          onClose={() => setColumnsDialogOpen(false)}
          columns={columnChoices}
          visibility={columnLayout.visibility}
          onVisibilityChange={columnLayout.setVisibility}
          onOrderChange={columnLayout.setOrder}
          onReset={columnLayout.reset}
        />
      </Box>
    </ListStateContext.Provider>
  );
}
