import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRenderCellParams, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import { useState, type ReactNode } from 'react';
import { RowLink, type PanelParams } from './RowLink.tsx';

/** A column as the cards need it: the grid's definition and, for the heading, the link to the row's panel. */
export type CardColumn<R extends GridValidRowModel> = GridColDef<R> & { panelLink?: (row: R) => PanelParams };

export interface CardAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  /** Why a disabled action cannot be taken, shown under its label. */
  disabledReason?: string;
}

/** A row action's label with, under it, why it cannot be taken (a disabled menu item takes no hover for a tooltip). */
export function ActionLabel({ label, reason }: { label: string; reason: string }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', whiteSpace: 'normal', maxWidth: 280 }}>
      <span>{label}</span>
      <Typography component="span" variant="caption" color="text.secondary">
        {reason}
      </Typography>
    </Box>
  );
}

/** A cell's value as the grid would show it: valueGetter, then valueFormatter (neither needs the grid here). */
function displayValue<R extends GridValidRowModel>(column: GridColDef<R>, row: R): { value: unknown; formatted: unknown } {
  const raw: unknown = row[column.field as keyof R];
  // The screens' getters and formatters read the value and row only; there is no grid behind the cards.
  const value: unknown = column.valueGetter ? (column.valueGetter as (...args: unknown[]) => unknown)(raw, row, column, undefined) : raw;
  const formatted: unknown = column.valueFormatter ? (column.valueFormatter as (...args: unknown[]) => unknown)(value, row, column, undefined) : value;
  return { value, formatted };
}

function CellContent<R extends GridValidRowModel>({ column, row, rowId }: { column: CardColumn<R>; row: R; rowId: GridRowId }) {
  const { value, formatted } = displayValue(column, row);
  if (column.renderCell) {
    const params = { row, value, formattedValue: formatted, field: column.field, id: rowId, colDef: column, tabIndex: 0, hasFocus: false };
    return <>{column.renderCell(params as unknown as GridRenderCellParams<R>)}</>;
  }
  const text = formatted === null || formatted === undefined ? '' : String(formatted);
  return <>{text || '—'}</>;
}

function RowActionsMenu({ label, actions }: { label: string; actions: CardAction[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton size="small" aria-label={`Actions for ${label}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            disabled={action.disabled}
            onClick={() => {
              setAnchor(null);
              action.onClick();
            }}
          >
            {action.icon && <ListItemIcon>{action.icon}</ListItemIcon>}
            {action.disabled && action.disabledReason ? <ActionLabel label={action.label} reason={action.disabledReason} /> : action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The list on a narrow screen: one card per row with the fields that matter (the first is the heading and
 * links to the row's panel), the row's actions in a menu, and the same server paging as the grid.
 */
export function ListCards<R extends GridValidRowModel>(props: {
  rows: R[];
  getRowId: (row: R) => GridRowId;
  /** The card's fields in order; the first is the heading. */
  columns: CardColumn<R>[];
  rowActions?: (row: R) => CardAction[];
  loading: boolean;
  noRowsLabel?: string;
  page: number;
  pageSize: number;
  rowCount: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number, pageSize: number) => void;
  /** A checkbox on each card (ListPage's `selection`). */
  selection?: { ids: readonly GridRowId[]; onChange: (ids: GridRowId[]) => void };
}) {
  const [heading, ...details] = props.columns;
  const { selection } = props;
  const toggle = (id: GridRowId, on: boolean) => selection?.onChange(on ? [...selection.ids, id] : selection.ids.filter((other) => other !== id));
  return (
    <Box>
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label="Loading" />}</Box>
      {props.rows.length === 0 && !props.loading && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {props.noRowsLabel ?? 'No rows'}
        </Typography>
      )}
      <Box component="ul" aria-label="Rows" sx={{ listStyle: 'none', m: 0, p: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {props.rows.map((row) => {
          const id = props.getRowId(row);
          const headingText = heading ? String(displayValue(heading, row).formatted ?? '') : String(id);
          return (
            <Paper component="li" variant="outlined" key={id} data-testid="list-card" sx={{ p: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                {selection && (
                  <Checkbox
                    size="small"
                    sx={{ p: 0.25 }}
                    checked={selection.ids.includes(id)}
                    onChange={(event) => toggle(id, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select ${headingText}` } }}
                  />
                )}
                <Typography component="h2" variant="subtitle1" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {heading?.panelLink ? (
                    <RowLink params={heading.panelLink(row)}>{headingText}</RowLink>
                  ) : heading ? (
                    <CellContent column={heading} row={row} rowId={id} />
                  ) : (
                    headingText
                  )}
                </Typography>
                {props.rowActions && <RowActionsMenu label={headingText} actions={props.rowActions(row)} />}
              </Box>
              <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
                {details.map((column) => (
                  <Box key={column.field} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.headerName ?? column.field}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
                      <CellContent column={column} row={row} rowId={id} />
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          );
        })}
      </Box>
      <TablePagination
        component="div"
        count={props.rowCount}
        page={props.rowCount === 0 ? 0 : props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={[...props.pageSizeOptions]}
        onPageChange={(_event, page) => props.onPageChange(page, props.pageSize)}
        onRowsPerPageChange={(event) => props.onPageChange(0, Number(event.target.value))}
        labelRowsPerPage="Rows"
      />
    </Box>
  );
}
