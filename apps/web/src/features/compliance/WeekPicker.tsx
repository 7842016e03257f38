import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { addComplianceWeeks, complianceWeekEnd, complianceWeekKey } from '@portal/contracts';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const yearFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'UTC' });

/** "Mon, Dec 29 – Sun, Jan 4, 2026": the week the picker shows, in UTC as the server keeps it. */
export function weekLabel(week: string): string {
  const start = new Date(`${week}T00:00:00Z`);
  const end = complianceWeekEnd(start);
  return `${dayFormat.format(start)} – ${dayFormat.format(end)}, ${yearFormat.format(end)}`;
}

/**
 * The Compliance Week picker: any day picked stands for its week, Monday to Sunday (UTC, part 1 §5); the
 * arrows step a week back or forward.
 */
export function WeekPicker({ week, onChange }: { week: string; onChange: (week: string) => void }) {
  const step = (weeks: number) => onChange(complianceWeekKey(addComplianceWeeks(new Date(`${week}T00:00:00Z`), weeks)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title="Previous week">
        <IconButton aria-label="Previous week" onClick={() => step(-1)}><ChevronLeftIcon /></IconButton>
      </Tooltip>
      <TextField
        label="Compliance Week"
        type="date"
        size="small"
        value={week}
        onChange={(event) => {
          if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) onChange(complianceWeekKey(new Date(`${event.target.value}T00:00:00Z`)));
        }}
        helperText={weekLabel(week)}
        slotProps={{ inputLabel: { shrink: true }, formHelperText: { 'aria-live': 'polite' } as object }}
        sx={{ width: 230 }}
      />
      <Tooltip title="Next week">
        <IconButton aria-label="Next week" onClick={() => step(1)}><ChevronRightIcon /></IconButton>
      </Tooltip>
    </Box>
  );
}
