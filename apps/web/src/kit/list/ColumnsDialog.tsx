import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { GridColumnVisibilityModel } from '@mui/x-data-grid';
import { useId } from 'react';

export interface ColumnChoice {
  field: string;
  label: string;
}

/**
 * Shows, hides and orders a list's columns: a checkbox and Move up / Move down per column (the keyboard's
 * way to reorder; a header can also be dragged, see useHeaderDrag), and Reset columns back to the defaults.
 */
export function ColumnsDialog(props: {
  open: boolean;
  onClose: () => void;
  /** The columns in their current order. */
  columns: ColumnChoice[];
  visibility: GridColumnVisibilityModel;
  onVisibilityChange: (model: GridColumnVisibilityModel) => void;
  onOrderChange: (fields: string[]) => void;
  onReset: () => void;
}) {
  const { columns, visibility } = props;
  // One prefix per dialog: a column's field (say 'title') must never make an id the heading already has.
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const fields = columns.map((column) => column.field);
  const shownCount = columns.filter((column) => visibility[column.field] !== false).length;
  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [field] = next.splice(index, 1);
    next.splice(index + by, 0, field!);
    props.onOrderChange(next);
  };
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={headingId} fullWidth maxWidth="xs">
      <DialogTitle id={headingId}>Columns</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        <List dense>
          {columns.map((column, index) => {
            const shown = visibility[column.field] !== false;
            const labelId = `${idPrefix}-column-${column.field}`;
            return (
              <ListItem
                key={column.field}
                secondaryAction={
                  <>
                    <IconButton size="small" aria-label={`Move ${column.label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={`Move ${column.label} down`}
                      disabled={index === columns.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox
                    edge="start"
                    size="small"
                    checked={shown}
                    // The last shown column stays: a grid without columns says nothing.
                    disabled={shown && shownCount === 1}
                    onChange={(_event, checked) => props.onVisibilityChange({ ...visibility, [column.field]: checked })}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText id={labelId} primary={column.label} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onReset}>Reset columns</Button>
        <Button variant="contained" onClick={props.onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
