import ScheduleIcon from '@mui/icons-material/Schedule';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '../../kit/dates.ts';

export const OVERDUE_LABEL = 'Overdue';
export const overdueHelp = (nextUpdate: string | null | undefined) =>
  nextUpdate ? `The next customer update was due ${formatDateTime(nextUpdate)}.` : 'The next customer update is due.';

/** The overdue marker (issue 31 item 5): open, and the next customer update has passed. */
export function OverdueChip({ nextUpdate, size = 'small' }: { nextUpdate?: string | null; size?: 'small' | 'medium' }) {
  return (
    <Tooltip title={overdueHelp(nextUpdate)}>
      <Chip size={size} color="error" icon={<ScheduleIcon />} label={OVERDUE_LABEL} />
    </Tooltip>
  );
}

/** '25 min', '3 h 5 min', '2 d 4 h'. */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

export const firstUpdateText = (minutes: number | null | undefined) =>
  minutes === null || minutes === undefined ? 'First update: not measured' : `First update after ${formatMinutes(minutes)}`;
export const onTimeText = (share: number | null | undefined) =>
  share === null || share === undefined ? 'Updates on time: none due yet' : `Updates on time: ${Math.round(share * 100)}%`;

/** Time to first update and the share of updates on time (issue 31 item 5), with the overdue marker. */
export function CommunicationMetrics({ overdue, nextUpdate, timeToFirstUpdateMinutes, onTimeUpdateShare }: {
  overdue: boolean;
  nextUpdate: string | null;
  timeToFirstUpdateMinutes: number | null;
  onTimeUpdateShare: number | null;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} aria-label="Update timeliness">
      {overdue && <OverdueChip nextUpdate={nextUpdate} />}
      <Tooltip title="From the event's start to the first notice (the communication's creation).">
        <Chip size="small" variant="outlined" label={firstUpdateText(timeToFirstUpdateMinutes)} />
      </Tooltip>
      <Tooltip title="Of the customer updates that were due, the share given by their time.">
        <Chip
          size="small"
          variant="outlined"
          color={onTimeUpdateShare !== null && onTimeUpdateShare < 1 ? 'warning' : 'default'}
          label={onTimeText(onTimeUpdateShare)}
        />
      </Tooltip>
    </Stack>
  );
}
