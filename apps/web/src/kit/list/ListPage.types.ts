import type { GridColDef, GridColumnVisibilityModel, GridRowClassNameParams, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import type { SxProps, Theme } from '@mui/material/styles';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import type { ListAnswer, ListPathFor } from '../api.ts';
import type { FilterItem, SortItem } from './listState.ts';
import type { ODataField, ODataQuery } from './odata.ts';
import type { PanelParams } from './RowLink.tsx';

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

/** The server's list answer: `{ "@odata.count": n, "value": [...] }`. */
export type ODataPage<R> = ListAnswer<R>;

export interface ListPageProps<R extends GridValidRowModel> {
  title?: string;
  /** Content beside the title, e.g. a tenant selector. */
  headerActions?: ReactNode;
  /**
   * The list path, e.g. `/v1/tenants`: one the API document lists with rows of this page's row type.
   * Export uses `{path}/export`.
   */
  path: ListPathFor<R>;
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
