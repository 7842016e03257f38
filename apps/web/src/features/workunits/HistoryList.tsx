import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BoltIcon from '@mui/icons-material/Bolt';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EventIcon from '@mui/icons-material/Event';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { HistoryType, WorkUnitHistoryEntry } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { safeHref } from '../../kit/safeHref.ts';
import { useWorkUnitHistory } from './api.ts';

/** How each history type is named and drawn; an entry with no type is a note (§2.8). */
export const historyTypeLabels: Record<HistoryType, string> = {
  General: 'General',
  FieldChange: 'Field Change',
  ProtocolActionActivity: 'Protocol Action',
  ProtocolActionFailure: 'Protocol Action Failure',
  WorkUnitEvent: 'Event',
  WorkUnitStateChange: 'State Change',
  WorkUnitRelationCreated: 'Relation Added',
  WorkUnitRelationDeleted: 'Relation Removed',
  AssignmentGroupEscalation: 'Escalation',
};

const icons: Record<HistoryType, ReactElement> = {
  General: <EventIcon fontSize="small" />,
  FieldChange: <EditNoteIcon fontSize="small" />,
  ProtocolActionActivity: <BoltIcon fontSize="small" />,
  ProtocolActionFailure: <ErrorOutlineIcon fontSize="small" color="error" />,
  WorkUnitEvent: <EventIcon fontSize="small" />,
  WorkUnitStateChange: <SwapHorizIcon fontSize="small" />,
  WorkUnitRelationCreated: <LinkIcon fontSize="small" />,
  WorkUnitRelationDeleted: <LinkOffIcon fontSize="small" />,
  AssignmentGroupEscalation: <TrendingUpIcon fontSize="small" />,
};

export function historyLabel(entry: Pick<WorkUnitHistoryEntry, 'historyType' | 'isExternalNote'>): string {
  if (entry.historyType === null) return entry.isExternalNote ? 'External Note' : 'Note';
  return historyTypeLabels[entry.historyType] ?? entry.historyType;
}

function HistoryItem({ entry }: { entry: WorkUnitHistoryEntry }) {
  const isNote = entry.historyType === null;
  // A path of this client opens in place; an outside address only when it is http(s); anything else stays text.
  const internal = entry.historyUrl && /^\/(?![/\\])/.test(entry.historyUrl) ? entry.historyUrl : undefined;
  const url = internal ?? safeHref(entry.historyUrl);
  return (
    <ListItem alignItems="flex-start" disableGutters divider>
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
        {isNote ? <StickyNote2OutlinedIcon fontSize="small" color={entry.isExternalNote ? 'secondary' : 'primary'} /> : icons[entry.historyType ?? 'General'] ?? <AccountTreeIcon fontSize="small" />}
      </ListItemIcon>
      <ListItemText
        primary={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', minWidth: 0 }}>
              {url ? (
                internal ? (
                  <Link component={RouterLink} to={url}>
                    {entry.detail}
                  </Link>
                ) : (
                  <Link href={url} target="_blank" rel="noreferrer">
                    {entry.detail}
                  </Link>
                )
              ) : (
                entry.detail
              )}
            </Typography>
            <Chip size="small" variant="outlined" label={historyLabel(entry)} color={isNote ? (entry.isExternalNote ? 'secondary' : 'primary') : 'default'} sx={{ flexShrink: 0 }} />
          </Box>
        }
        secondary={
          <>
            {entry.createdBy} · <RelativeTime value={entry.created} />
          </>
        }
        slotProps={{ primary: { component: 'div' }, secondary: { variant: 'caption' } }}
      />
    </ListItem>
  );
}

/** The work unit's history, newest first: field and state changes, notes, relations, escalations. */
export function HistoryList({ workUnitId }: { workUnitId: number }) {
  const history = useWorkUnitHistory(workUnitId);
  if (history.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (history.isError) return <Alert severity="error">{history.error.message}</Alert>;
  const entries = [...history.data.value].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  if (entries.length === 0) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <List dense disablePadding aria-label="History">
      {entries.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} />
      ))}
    </List>
  );
}
