import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { FilterPanelTrigger, Toolbar, type GridValidRowModel } from '@mui/x-data-grid';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import type { ListPath } from '../api.ts';
import { CardsSort, type SortChoice } from './CardsSort.tsx';
import { ExportButtons } from './ExportButtons.tsx';
import type { ListPageProps } from './ListPage.types.ts';
import type { SortItem } from './listState.ts';
import type { ODataQuery } from './odata.ts';
import { SearchBox } from './SearchBox.tsx';

export interface ToolbarContextValue {
  create?: ListPageProps<GridValidRowModel>['create'];
  toolbarActions?: ReactNode;
  exportProps?: { path: ListPath; query: ODataQuery; fileName: string; messages?: { page: string; all: string } };
  onOpenFilters?: () => void;
  search?: { text: string; exactMatch: boolean; onSearch: (text: string) => void; onExactMatch: (exact: boolean) => void };
  onOpenColumns?: () => void;
  /** Cards instead of the grid: the grid's own panels are not there. */
  cards?: boolean;
  /** The cards' sort control (the grid sorts by its headers). */
  cardsSort?: { choices: SortChoice[]; value: SortItem | undefined; onChange: (sort: SortItem[]) => void };
}

export const ToolbarContext = createContext<ToolbarContextValue>({});

/** The grid's toolbar, filled from the list page through context (the grid renders it as a slot). */
export function ListToolbar() {
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
