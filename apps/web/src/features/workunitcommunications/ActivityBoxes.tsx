import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { communicationMessages } from '@portal/contracts';
import { useState } from 'react';
import { ApiError } from '../../kit/api.ts';
import { RelativeTime } from '../../kit/RelativeTime.tsx';
import { toast } from '../../kit/toast.ts';
import { useActivities, useDeleteActivity, useSaveActivity, type WuCommActivity } from './queries.ts';

export const STEP_BOXES = {
  past: { title: 'Past Steps', empty: 'No past steps yet.', add: 'Add Past Step' },
  next: { title: 'Next Steps', empty: 'No next steps yet.', add: 'Add Next Step' },
} as const;
export const ACTIVITY_SAVE_FAILED = 'A problem occurred saving the step. Please try again.';

const failure = (error: unknown) => (error instanceof ApiError && error.status === 400 && error.message ? error.message : ACTIVITY_SAVE_FAILED);

/** The server's permissions: adding a step is a create, ticking one an edit, removing one a delete. */
interface Permissions {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

function ActivityItem({ activity, canEdit, canDelete }: { activity: WuCommActivity } & Omit<Permissions, 'canAdd'>) {
  const save = useSaveActivity();
  const remove = useDeleteActivity();
  const busy = save.isPending || remove.isPending;
  // §4: ticking Completed makes it a ResolutionActivity (a past step), unticking a TaskActivity (a next step).
  const toggle = (changes: { isComplete?: boolean; isCustomerFacing?: boolean }) =>
    save.mutate(
      { id: activity.workUnitCommunicationActivityId, body: { details: activity.details, isCustomerFacing: activity.isCustomerFacing, isComplete: activity.isComplete, ...changes } },
      { onError: (error) => toast.error(failure(error)) },
    );
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}>
      <Checkbox
        size="small"
        checked={activity.isComplete}
        disabled={!canEdit || busy}
        onChange={(_event, checked) => toggle({ isComplete: checked })}
        slotProps={{ input: { 'aria-label': `Completed: ${activity.details}` } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{activity.details}</Typography>
        <Typography variant="caption" color="text.secondary" component="div" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center', mt: 0.5 }}>
          <Chip
            size="small"
            variant={activity.isCustomerFacing ? 'filled' : 'outlined'}
            color={activity.isCustomerFacing ? 'info' : 'default'}
            label={activity.isCustomerFacing ? 'Customer facing' : 'Internal'}
            onClick={canEdit && !busy ? () => toggle({ isCustomerFacing: !activity.isCustomerFacing }) : undefined}
            aria-label={canEdit ? `${activity.isCustomerFacing ? 'Customer facing' : 'Internal'}: click to change` : undefined}
          />
          <span>
            {activity.createdBy} · <RelativeTime value={activity.created} />
            {activity.completed && <> · completed <RelativeTime value={activity.completed} /></>}
          </span>
        </Typography>
      </Box>
      {canDelete && (
        <Tooltip title="Delete step">
          <span>
            <IconButton
              size="small"
              aria-label={`Delete step: ${activity.details}`}
              disabled={busy}
              onClick={() =>
                remove.mutate(activity.workUnitCommunicationActivityId, {
                  onSuccess: () => toast.success(communicationMessages.activityDeleted),
                  onError: (error) => toast.error(failure(error)),
                })
              }
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}

function AddStep({ communicationId, complete, label }: { communicationId: number; complete: boolean; label: string }) {
  const [details, setDetails] = useState('');
  const [customerFacing, setCustomerFacing] = useState(true);
  const save = useSaveActivity();
  const add = () => {
    const sent = details;
    save.mutate(
      { body: { workUnitCommunicationId: communicationId, details: sent.trim(), isCustomerFacing: customerFacing, isComplete: complete } },
      // Emptied only if it still holds what was sent: the next step typed while this one saved is kept.
      { onSuccess: () => setDetails((current) => (current === sent ? '' : current)), onError: (error) => toast.error(failure(error)) },
    );
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
      <TextField
        size="small" label={label} value={details} multiline maxRows={4} sx={{ flex: '1 1 240px' }}
        onChange={(event) => setDetails(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <FormControlLabel
        control={<Checkbox size="small" checked={customerFacing} onChange={(_event, checked) => setCustomerFacing(checked)} />}
        label="Customer facing"
      />
      <Button variant="outlined" size="small" disabled={!details.trim() || save.isPending} onClick={add}>
        {save.isPending ? <CircularProgress size={16} /> : 'Add'}
      </Button>
    </Box>
  );
}

function StepBox({ kind, activities, communicationId, ...permissions }: { kind: 'past' | 'next'; activities: WuCommActivity[]; communicationId: number } & Permissions) {
  const text = STEP_BOXES[kind];
  const headingId = `wucomm-${kind}-steps`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3">{text.title}</Typography>
      {activities.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>{text.empty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {activities.map((activity) => (
            <ActivityItem key={activity.workUnitCommunicationActivityId} activity={activity} canEdit={permissions.canEdit} canDelete={permissions.canDelete} />
          ))}
        </Box>
      )}
      {permissions.canAdd && <AddStep communicationId={communicationId} complete={kind === 'past'} label={text.add} />}
    </Paper>
  );
}

/** Past Steps (completed: ResolutionActivity) and Next Steps (open: TaskActivity) of a saved communication. */
export function ActivityBoxes({ communicationId, ...permissions }: { communicationId: number } & Permissions) {
  const activities = useActivities(communicationId);
  if (activities.isPending) return <CircularProgress size={24} aria-label="Loading steps" />;
  if (activities.isError) return <Alert severity="error">{activities.error.message}</Alert>;
  const all = activities.data;
  return (
    <Stack spacing={2}>
      <StepBox kind="past" activities={all.filter((a) => a.isComplete)} communicationId={communicationId} {...permissions} />
      <StepBox kind="next" activities={all.filter((a) => !a.isComplete)} communicationId={communicationId} {...permissions} />
    </Stack>
  );
}
