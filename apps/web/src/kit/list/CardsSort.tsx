import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SortItem } from './listState.ts';

export interface SortChoice {
  field: string;
  label: string;
}

/**
 * The cards' sort (a phone has no column headers to click): a field and a direction, sent to the server
 * as the grid's header sort would be.
 */
export function CardsSort({ choices, value, onChange }: { choices: readonly SortChoice[]; value: SortItem | undefined; onChange: (sort: SortItem[]) => void }) {
  if (choices.length === 0) return null;
  const field = value && choices.some((choice) => choice.field === value.field) ? value.field : '';
  const ascending = value?.sort !== 'desc';
  return (
    // The field and its direction stay side by side when the toolbar wraps.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: '1 1 190px', minWidth: 0 }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={field}
        onChange={(event) => onChange(event.target.value ? [{ field: event.target.value, sort: value?.sort ?? 'asc' }] : [])}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.field} value={choice.field}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      {/* The arrow shows the current direction; the button turns it round. */}
      <IconButton
        size="small"
        disabled={!field}
        aria-label={ascending ? 'Sorted ascending: sort descending' : 'Sorted descending: sort ascending'}
        onClick={() => value && onChange([{ field: value.field, sort: ascending ? 'desc' : 'asc' }])}
      >
        {ascending ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}
