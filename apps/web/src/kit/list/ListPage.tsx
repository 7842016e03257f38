import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGrid, type GridFilterModel, type GridRowSelectionModel, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { ColumnsDialog } from './ColumnsDialog.tsx';
import type { ListPageProps } from './ListPage.types.ts';
import { ListPageCards } from './ListPageCards.tsx';
import { ListToolbar, ToolbarContext, type ToolbarContextValue } from './ListToolbar.tsx';
import type { FilterItem } from './listState.ts';
import { COLUMN_BUFFER_PX, columnsSx, useListColumns } from './useListColumns.tsx';
import { ListStateContext, useListQuery } from './useListQuery.ts';

// The list page's pieces: its props and column types, the query hook (URL state, fetch, paging), the columns
// (layout, header drag, widths), the toolbar and the cards. Screens import them all from here.
export type { ListColumn, ListPageProps, ODataPage, RowAction } from './ListPage.types.ts';
export { useListContext, type ListContext } from './useListQuery.ts';

function toGridFilterModel(filters: FilterItem[]): GridFilterModel {
  // The community grid holds one filter at a time.
  return { items: filters.slice(0, 1).map((item, id) => ({ id, field: item.field, operator: item.operator, value: item.value })) };
}

/** The grid's model when the screen keeps its filters itself; one object, so the grid never sees a "new" model. */
const NO_GRID_FILTERS: GridFilterModel = { items: [] };

/** A list screen over the server grid: paging, sorting, filtering and search done by the server. */
export function ListPage<R extends GridValidRowModel>(props: ListPageProps<R>) {
  const { state, update, query, result, rows, rowCount, pageSizeOptions, onPageChange, listContext } = useListQuery(props);
  const { rowActions, selection, getRowId } = props;
  const { columns, dataColumns, columnLayout, headerDrag, columnChoices, sortChoices } = useListColumns({
    columns: props.columns,
    rowActions,
    listKey: props.listKey ?? props.path,
    initialColumnVisibility: props.initialColumnVisibility,
  });
  const [columnsDialogOpen, setColumnsDialogOpen] = useState(false);
  const theme = useTheme();
  const cards = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });

  const toolbar: ToolbarContextValue = {
    create: props.create,
    toolbarActions: props.toolbarActions,
    onOpenFilters: props.onOpenFilters,
    onOpenColumns: () => setColumnsDialogOpen(true),
    cards,
    cardsSort: { choices: sortChoices, value: state.sort[0], onChange: (sort) => update({ sort }) },
    exportProps: props.exportFileName
      ? { path: props.path, query, fileName: props.exportFileName, messages: props.exportMessages }
      : undefined,
    search: props.searchFields
      ? {
          text: state.searchText,
          exactMatch: state.exactMatch,
          // The same text again (Enter, the icon) asks the server again: rows may have come since.
          onSearch: (text) => (text === state.searchText ? listContext.refetch() : update({ searchText: text })),
          onExactMatch: (exactMatch) => update({ exactMatch }),
        }
      : undefined,
  };

  // The grid takes a new model object for a new sort or filter and answers it by going to the first page,
  // so both are derived once per state value (useListSearchState keeps sort and filters stable).
  const sortModel = useMemo<GridSortModel>(() => state.sort.slice(0, 1), [state.sort]);
  const ownFilterUi = Boolean(props.onOpenFilters);
  const filterModel = useMemo(() => (ownFilterUi ? NO_GRID_FILTERS : toGridFilterModel(state.filters)), [ownFilterUi, state.filters]);
  const rowSelectionModel: GridRowSelectionModel | undefined = selection ? { type: 'include', ids: new Set(selection.ids) } : undefined;
  const onRowSelectionModelChange = (model: GridRowSelectionModel) => {
    if (!selection) return;
    // "Select all" answers an exclude model; with server paging that means the rows of this page.
    selection.onChange(model.type === 'include' ? [...model.ids] : rows.map(getRowId).filter((id) => !model.ids.has(id)));
  };

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
              <ListPageCards<R>
                rows={rows}
                getRowId={getRowId}
                listColumns={props.columns}
                arranged={dataColumns}
                visibility={columnLayout.visibility}
                cardFields={props.cardFields}
                rowActions={rowActions}
                loading={result.isFetching}
                noRowsLabel={props.noRowsLabel}
                page={state.pageNumber}
                pageSize={state.pageSize}
                rowCount={rowCount}
                pageSizeOptions={pageSizeOptions}
                onPageChange={onPageChange}
                selection={selection}
              />
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
                onPaginationModelChange={({ page, pageSize }) => onPageChange(page, pageSize)}
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
                sx={[{ border: 0, minHeight: 300 }, ...columnsSx, ...(Array.isArray(props.gridSx) ? props.gridSx : [props.gridSx])]}
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
