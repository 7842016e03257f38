import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  GridActionsCellItem,
  gridClasses,
  getGridStringOperators,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRenderCellParams,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
import type { SortChoice } from './CardsSort.tsx';
import { applyColumnLayout, orderFields, useColumnLayout } from './columnLayout.ts';
import { DROP_TARGET_CLASS, useHeaderDrag } from './headerDrag.tsx';
import { ActionLabel } from './ListCards.tsx';
import type { ListColumn, RowAction } from './ListPage.types.ts';
import { RowLink } from './RowLink.tsx';

/** A GUID can only be compared whole. */
const guidFilterOperators = getGridStringOperators().filter((op) => ['equals', 'doesNotEqual', 'isEmpty', 'isNotEmpty', 'isAnyOf'].includes(op.value));

const ACTIONS_FIELD = '__actions';
/** The menu button and the cell's padding. */
const ACTIONS_WIDTH = 56;
/** Wider than any list's columns: the community grid then renders every column (its pinning is Pro only). */
export const COLUMN_BUFFER_PX = 10_000;
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

/** The grid's styles for its columns: the sticky row actions and the two-line, drop-marked headers. */
export const columnsSx: SxProps<Theme>[] = [actionsColumnSx, headerSx];

/**
 * The grid's columns as the person arranged them (shown, order, widths, kept in this browser under `listKey`):
 * cells that link to the row's panel or cut long text, headers that move by dragging, and the row actions last.
 */
export function useListColumns<R extends GridValidRowModel>({ columns: listColumns, rowActions, listKey, initialColumnVisibility }: {
  columns: ListColumn<R>[];
  rowActions?: (row: R) => RowAction[];
  listKey: string;
  initialColumnVisibility?: GridColumnVisibilityModel;
}) {
  const columnLayout = useColumnLayout(listKey, initialColumnVisibility);
  const { layout } = columnLayout;
  const orderedFields = useMemo(() => orderFields(listColumns.map((column) => column.field), layout.order), [listColumns, layout.order]);
  const headerDrag = useHeaderDrag(orderedFields, columnLayout.setOrder);
  const { draggableHeader } = headerDrag;
  const columns = useMemo<GridColDef<R>[]>(() => {
    const base: GridColDef<R>[] = listColumns.map(({ odataField: _odataField, odataType, panelLink, ...column }) => {
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
  }, [listColumns, rowActions, layout, draggableHeader]);

  // The columns a person may show, hide and order (the row actions always stay, last), and sort the cards by.
  const dataColumns = useMemo(() => columns.filter((column) => column.field !== ACTIONS_FIELD), [columns]);
  const columnChoices: SortChoice[] = dataColumns.map((column) => ({ field: column.field, label: column.headerName ?? column.field }));
  const sortChoices = columnChoices.filter((_choice, i) => dataColumns[i]?.sortable !== false);
  return { columns, dataColumns, columnLayout, headerDrag, columnChoices, sortChoices };
}
