import type { GridColDef, GridColumnVisibilityModel, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ListCards } from './ListCards.tsx';
import type { ListColumn, RowAction } from './ListPage.types.ts';
import { ListToolbar } from './ListToolbar.tsx';

/**
 * The list on a narrow screen: the toolbar (without the grid's panels) over one card per row. A card shows
 * `cardFields` in order, or else the first five columns shown.
 */
export function ListPageCards<R extends GridValidRowModel>(props: {
  rows: R[];
  getRowId: (row: R) => GridRowId;
  /** The screen's columns, which carry the panel links. */
  listColumns: ListColumn<R>[];
  /** The grid's data columns as the person arranged them, and which of them are shown. */
  arranged: GridColDef<R>[];
  visibility: GridColumnVisibilityModel;
  cardFields?: readonly string[];
  rowActions?: (row: R) => RowAction[];
  loading: boolean;
  noRowsLabel?: string;
  page: number;
  pageSize: number;
  rowCount: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number, pageSize: number) => void;
  selection?: { ids: readonly GridRowId[]; onChange: (ids: GridRowId[]) => void };
}) {
  const { listColumns, arranged, visibility, cardFields } = props;
  const cardColumns = useMemo(() => {
    const byField = new Map(listColumns.map((column) => [column.field, column]));
    const shownFields = cardFields ?? arranged.filter((column) => visibility[column.field] !== false).slice(0, 5).map((column) => column.field);
    return shownFields.flatMap((field) => byField.get(field) ?? []);
  }, [listColumns, cardFields, arranged, visibility]);

  return (
    <>
      <ListToolbar />
      <ListCards<R>
        rows={props.rows}
        getRowId={props.getRowId}
        columns={cardColumns}
        rowActions={props.rowActions}
        loading={props.loading}
        noRowsLabel={props.noRowsLabel}
        page={props.page}
        pageSize={props.pageSize}
        rowCount={props.rowCount}
        pageSizeOptions={props.pageSizeOptions}
        onPageChange={props.onPageChange}
        selection={props.selection}
      />
    </>
  );
}
