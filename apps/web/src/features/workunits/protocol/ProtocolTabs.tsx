import type { WorkUnitResponse } from '@portal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/permissions.tsx';
import { useProtocolActionRuns, useProtocolActions } from './api.ts';
import { ManualActionList } from './ManualActionList.tsx';
import {
  actionName,
  actionRowState,
  currentEventType,
  eventTypeLabel,
  manualActionMessages,
  pendingActions,
  runsByAction,
  type ActionRowState,
} from './manualActions.ts';

/** Shown when the user may see the work unit but not its protocol's actions. */
export const PROTOCOL_ACTIONS_HIDDEN = "Viewing the protocol's actions needs the Work Unit Protocols view permission.";

/**
 * The work unit's manual actions for its current state, for both tabs (and the Pending Actions badge):
 * the §7 call (repeatable actions of the event) for the Protocols tab, every action of the event for the
 * Pending Actions tab, and the last run of each.
 */
export function useManualActions(record: WorkUnitResponse | undefined) {
  const { has } = usePermissions();
  const canSeeActions = has('WorkUnits.Protocols:view');
  const workUnitId = record?.workUnitId ?? 0;
  const protocolId = record?.protocolId ?? null;
  const eventType = currentEventType(record?.stateId);
  const enabled = Boolean(record && protocolId && canSeeActions && eventType !== undefined);
  const repeatable = useProtocolActions(workUnitId, protocolId, eventType, 'repeatable', enabled);
  const all = useProtocolActions(workUnitId, protocolId, eventType, 'all', enabled);
  const runs = useProtocolActionRuns(workUnitId, enabled);
  return useMemo(() => {
    const lastRuns = runsByAction(runs.data ?? []);
    const pending = pendingActions(all.data?.protocolActions ?? [], lastRuns);
    const protocolRows: ActionRowState[] = (repeatable.data?.protocolActions ?? [])
      .toSorted((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))
      .map((a) => actionRowState(a, lastRuns.get(a.protocolActionId)));
    return {
      workUnitId,
      protocolId,
      eventType,
      canSeeActions,
      protocolName: record?.protocol?.name ?? repeatable.data?.name ?? all.data?.name,
      manualActionsText: record?.protocol?.manualActions ?? repeatable.data?.manualActions ?? all.data?.manualActions ?? null,
      protocolRows,
      pendingRows: pending.rows,
      pendingCount: pending.pendingCount,
      loadingProtocol: repeatable.isPending && enabled,
      loadingPending: (all.isPending || runs.isPending) && enabled,
      failed: repeatable.isError || all.isError || runs.isError,
    };
  }, [workUnitId, protocolId, eventType, canSeeActions, record?.protocol, repeatable.data, repeatable.isPending, repeatable.isError, all.data, all.isPending, all.isError, runs.data, runs.isPending, runs.isError, enabled]);
}

export type ManualActionsState = ReturnType<typeof useManualActions>;

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <CircularProgress aria-label="Loading the protocol's actions" />
    </Box>
  );
}

function Empty({ text }: { text: string }) {
  return <Typography color="text.secondary">{text}</Typography>;
}

/** Protocols tab: the protocol's name, its manual actions text, and its repeatable actions for the current state. */
export function ProtocolsTab({ state }: { state: ManualActionsState }) {
  const { has } = usePermissions();
  const canRun = has('WorkUnits:edit');
  if (!state.protocolId) return <Empty text={manualActionMessages.noManualActions} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box component="section" aria-label="Protocol">
        <Typography variant="subtitle1" component="h3">
          {state.canSeeActions ? (
            <Link component={RouterLink} to={`/protocols?protocolId=${state.protocolId}`}>
              {state.protocolName ?? state.protocolId}
            </Link>
          ) : (
            (state.protocolName ?? state.protocolId)
          )}
        </Typography>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
          Manual Actions
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {state.manualActionsText?.trim() || 'No instructions.'}
        </Typography>
      </Box>
      <Box component="section" aria-label="Repeatable actions">
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          Repeatable actions for {eventTypeLabel(state.eventType)}
        </Typography>
        {!state.canSeeActions ? (
          <Alert severity="info">{PROTOCOL_ACTIONS_HIDDEN}</Alert>
        ) : state.loadingProtocol ? (
          <Loading />
        ) : state.protocolRows.length === 0 ? (
          <Empty text={manualActionMessages.noPending} />
        ) : (
          <ManualActionList
            label="Repeatable actions"
            workUnitId={state.workUnitId}
            eventType={state.eventType ?? 0}
            rows={state.protocolRows}
            canRun={canRun}
            runFailedMessage={(action) => manualActionMessages.triggerFailed(actionName(action))}
          />
        )}
      </Box>
    </Box>
  );
}

/** Pending Actions tab: the manual actions of the current state; one that ran and is not repeatable is disabled. */
export function PendingActionsTab({ state }: { state: ManualActionsState }) {
  const { has } = usePermissions();
  if (!state.protocolId) return <Empty text={manualActionMessages.noManualActions} />;
  if (!state.canSeeActions) return <Alert severity="info">{PROTOCOL_ACTIONS_HIDDEN}</Alert>;
  if (state.loadingPending) return <Loading />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {state.failed && <Alert severity="error">The protocol's actions could not be loaded. Please try again.</Alert>}
      {state.pendingCount === 0 && <Empty text={manualActionMessages.noPending} />}
      {state.pendingRows.length > 0 && (
        <ManualActionList
          label="Pending actions"
          workUnitId={state.workUnitId}
          eventType={state.eventType ?? 0}
          rows={state.pendingRows}
          canRun={has('WorkUnits:edit')}
          runFailedMessage={() => manualActionMessages.acceptFailed}
        />
      )}
    </Box>
  );
}
