import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../kit/api.ts';
import { ConfirmDialog } from '../../../kit/ConfirmDialog.tsx';
import { RelativeTime } from '../../../kit/RelativeTime.tsx';
import { toast } from '../../../kit/toast.ts';
import { useRefreshAfterTrigger, useTriggerProtocolAction } from './api.ts';
import { EmailPreviewDialog } from './EmailPreviewDialog.tsx';
import {
  MANUAL_ACTION_REFRESH_MS,
  actionName,
  lastRunStatus,
  lastRunTime,
  manualActionMessages,
  runStatusTone,
  sendsMail,
  userDefinedParameters,
  type ActionRowState,
  type ManualAction,
} from './manualActions.ts';
import { RunParametersDialog } from './RunParametersDialog.tsx';

export interface ManualActionListProps {
  workUnitId: number;
  /** The event type the actions are shown for (the current state's), sent with each trigger. */
  eventType: number;
  rows: readonly ActionRowState[];
  /** WorkUnits:edit: Run, Replay and Cancel are offered; without it the list is read-only. */
  canRun: boolean;
  /** The §8 message of a failed Run or Replay from this list. */
  runFailedMessage: (action: ManualAction) => string;
  label: string;
}

/**
 * Manual actions with Run or Replay, Cancel (reject) and, for mail, an email preview. A trigger is sent
 * once per click: its buttons are disabled from the click until the list refreshes 5 s after the answer,
 * and 'Running Action. Please wait...' shows meanwhile.
 */
export function ManualActionList({ workUnitId, eventType, rows, canRun, runFailedMessage, label }: ManualActionListProps) {
  const trigger = useTriggerProtocolAction();
  const refresh = useRefreshAfterTrigger(workUnitId);
  // The actions triggered and waiting for the refresh; a trigger in flight counts too.
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<ManualAction | null>(null);
  const [asking, setAsking] = useState<ManualAction | null>(null);
  const [previewing, setPreviewing] = useState<ManualAction | null>(null);
  const timers = useRef<number[]>([]);
  // Synchronous, unlike state: a second click before the re-render must not send a second trigger.
  const inFlight = useRef(new Set<string>());
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const setActionRunning = (id: string, on: boolean) =>
    setRunning((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const send = (action: ManualAction, reject: boolean, userDefinedParams: Record<string, string> = {}) => {
    const id = action.protocolActionId;
    if (inFlight.current.has(id)) return;
    inFlight.current.add(id);
    setActionRunning(id, true);
    const settle = () => {
      inFlight.current.delete(id);
      setActionRunning(id, false);
    };
    trigger.mutate(
      { workUnitId, protocolActionId: id, workUnitEventType: eventType, userDefinedParams, reject },
      {
        onSuccess: () => {
          // The run is queued; its result shows once the lists refresh (§2.7: after 5 seconds).
          timers.current.push(window.setTimeout(() => {
            void refresh().finally(settle);
          }, MANUAL_ACTION_REFRESH_MS));
        },
        onError: (error) => {
          settle();
          toast.error(reject ? manualActionMessages.rejectFailed : runFailedMessage(action));
          // Refused because it already ran or the unit moved on: show the lists as they are now.
          if (error instanceof ApiError && error.status === 409) void refresh();
        },
      },
    );
  };

  const run = (action: ManualAction) => {
    if (userDefinedParameters(action).length > 0) setAsking(action);
    else send(action, false);
  };

  return (
    <Stack spacing={1.5} component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map(({ action, lastRun, done, runLabel }) => {
        const name = actionName(action);
        const status = lastRunStatus(lastRun);
        const isRunning = running.has(action.protocolActionId);
        return (
          <Paper component="li" key={action.protocolActionId} variant="outlined" aria-label={name} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
                  {name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                  {[action.actionDefinition?.name ?? action.actionDefinitionId, `Sequence ${action.sequence ?? 0}`, action.repeatable ? 'Repeatable' : 'Runs once']
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              {status && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={runStatusTone(status)}
                  label={
                    <>
                      Last run: {status}
                      {lastRunTime(lastRun) && (
                        <>
                          {' · '}
                          <RelativeTime value={lastRunTime(lastRun) ?? ''} />
                        </>
                      )}
                    </>
                  }
                />
              )}
            </Box>
            {lastRun?.detail && runStatusTone(status) === 'error' && (
              <Typography variant="body2" color="error" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
                {lastRun.detail}
              </Typography>
            )}
            {isRunning && (
              <Alert severity="info" icon={<CircularProgress size={18} />} sx={{ mt: 1 }}>
                {manualActionMessages.running}
              </Alert>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              {action.runAutomatically && (
                <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  Runs automatically
                </Typography>
              )}
              {canRun && !action.runAutomatically && (
                <>
                  <Button size="small" variant="contained" disabled={done || isRunning} onClick={() => run(action)} aria-label={`${runLabel} ${name}`}>
                    {runLabel}
                  </Button>
                  <Button size="small" variant="outlined" color="inherit" disabled={done || isRunning} onClick={() => setRejecting(action)} aria-label={`Cancel ${name}`}>
                    Cancel
                  </Button>
                </>
              )}
              {sendsMail(action) && (
                <Button size="small" startIcon={<EmailOutlinedIcon />} onClick={() => setPreviewing(action)} aria-label={`Preview email of ${name}`}>
                  Preview Email
                </Button>
              )}
            </Box>
          </Paper>
        );
      })}
      <ConfirmDialog
        open={rejecting !== null}
        title="Cancel manual action?"
        message={rejecting ? `"${actionName(rejecting)}" will be rejected and will not run for this work unit.` : ''}
        focusCancel
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          if (rejecting) send(rejecting, true);
          setRejecting(null);
        }}
      />
      {asking && (
        <RunParametersDialog
          action={asking}
          onClose={() => setAsking(null)}
          onRun={(params) => {
            send(asking, false, params);
            setAsking(null);
          }}
        />
      )}
      {previewing && <EmailPreviewDialog workUnitId={workUnitId} action={previewing} onClose={() => setPreviewing(null)} />}
    </Stack>
  );
}
