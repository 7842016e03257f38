import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import type { WorkUnitResponse } from '@portal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCurrentUser } from '../../app/queries.ts';
import { ApiError } from '../../kit/api.ts';
import { toast } from '../../kit/toast.ts';
import { useApprovalLookup, useWorkUnitDecision } from './api.ts';
import { approvalMessages, approvalSlotState, approverMismatchMessage, type ApprovalSlot, type ApprovalSlotState } from './approval.ts';

type Decision = 'approve' | 'decline';

/**
 * What a pending slot shows: approve and decline once the approval lookup confirms the user; otherwise
 * 'Awaiting approval' and the lookup's 'Authenticated user does not match {approver}' (part 3 §6).
 */
function PendingSlot({ workUnitId, slot, approver, onDecide, busy }: {
  workUnitId: number;
  slot: ApprovalSlot;
  approver: string;
  onDecide: (decision: Decision) => void;
  busy: boolean;
}) {
  // Asked about this slot: the server answers by the slot's account, as it checks the decision.
  const lookup = useApprovalLookup(approver, useCurrentUser().data?.userName, { workUnitId, approverSlot: slot });
  if (lookup.data?.isCurrentUser !== true) {
    const mismatch = lookup.data?.isCurrentUser === false ? (lookup.data.message ?? approverMismatchMessage(approver)) : null;
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
        <Tooltip title={approvalMessages.awaiting}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }} aria-busy={lookup.isPending}>
            <HourglassEmptyIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{approvalMessages.awaiting}</Typography>
          </Box>
        </Tooltip>
        {mismatch && (
          <Typography variant="caption" color="error" data-testid={`approval-mismatch-${slot}`}>
            {mismatch}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Tooltip title="Approve">
        <span>
          <IconButton color="success" aria-label={`Approve as approver ${slot}`} disabled={busy} onClick={() => onDecide('approve')}>
            <ThumbUpAltOutlinedIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Decline">
        <span>
          <IconButton color="error" aria-label={`Decline as approver ${slot}`} disabled={busy} onClick={() => onDecide('decline')}>
            <HighlightOffIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

function SlotStatus({ workUnitId, slot, state, onDecide, onInfo, busy }: {
  workUnitId: number;
  slot: ApprovalSlot;
  state: ApprovalSlotState;
  onDecide: (decision: Decision) => void;
  onInfo: () => void;
  busy: boolean;
}) {
  if (state.kind === 'none') return <Typography variant="body2" color="text.secondary">No approver</Typography>;
  if (state.kind === 'approved') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'success.main' }}>
        <CheckCircleIcon fontSize="small" />
        <Typography variant="body2">Approved By: {state.by}</Typography>
      </Box>
    );
  }
  if (state.kind === 'declined') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'error.main' }}>
        <Typography variant="body2">Declined</Typography>
        <Tooltip title={approvalMessages.decisionInformation}>
          <IconButton size="small" color="inherit" aria-label={`${approvalMessages.decisionInformation} for approver ${slot}`} onClick={onInfo}>
            <InfoOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  if (state.kind === 'closed') {
    // Nobody can decide any more: no buttons, and why.
    return (
      <Tooltip title={state.reason}>
        <Typography variant="body2" color="text.secondary" tabIndex={0} aria-label={`Not decided. ${state.reason}`}>
          Not decided
        </Typography>
      </Tooltip>
    );
  }
  return <PendingSlot workUnitId={workUnitId} slot={slot} approver={state.approver} onDecide={onDecide} busy={busy} />;
}

/**
 * Approver 1 and 2 of a saved change request: approved, declined (with 'Decision Information'),
 * pending, or not decided once no decision can be made (a decline, or a done state). A pending slot
 * asks the approval lookup about its approver as soon as it shows, and offers approve and decline only
 * once the lookup says the signed-in user is that approver (§6); everyone else sees 'Awaiting approval'
 * and the mismatch. The server checks all of it again on the decision.
 */
export function ApprovalSlots({ workUnit }: { workUnit: WorkUnitResponse }) {
  const decide = useWorkUnitDecision();
  const [pending, setPending] = useState<{ slot: ApprovalSlot; decision: Decision } | null>(null);
  const [notes, setNotes] = useState('');
  const [info, setInfo] = useState<ApprovalSlot | null>(null);

  const states = ([1, 2] as const).map((slot) => ({ slot, state: approvalSlotState(workUnit, slot) }));
  if (states.every(({ state }) => state.kind === 'none')) return null;

  const start = (slot: ApprovalSlot, decision: Decision) => {
    setNotes('');
    setPending({ slot, decision });
  };

  const confirm = () => {
    if (!pending) return;
    const { slot, decision } = pending;
    decide.mutate(
      { workUnitId: workUnit.workUnitId, decision, approverSlot: slot, notes: notes.trim() || null },
      {
        onSuccess: () => toast.success(decision === 'approve' ? approvalMessages.approved : approvalMessages.declined),
        onError: (error) => {
          const failed = decision === 'approve' ? approvalMessages.approveFailed : approvalMessages.declineFailed;
          // The server's reason when it refused the decision (no longer possible, not the approver).
          const reason = error instanceof ApiError && (error.status === 409 || error.status === 403) ? ` ${error.message}` : '';
          toast.error(`${failed}${reason}`);
        },
        onSettled: () => setPending(null),
      },
    );
  };

  const infoState = info ? approvalSlotState(workUnit, info) : undefined;

  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }} aria-label="Approvals">
      <Typography variant="subtitle2" gutterBottom>
        Approvals
      </Typography>
      {states.map(({ slot, state }) => (
        <Box key={slot} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, py: 0.5 }} data-testid={`approval-slot-${slot}`}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary">
              Approver {slot}
            </Typography>
            <Typography variant="body2" noWrap>
              {state.kind === 'none' ? '—' : state.approver}
            </Typography>
          </Box>
          <SlotStatus
            workUnitId={workUnit.workUnitId}
            slot={slot}
            state={state}
            busy={decide.isPending}
            onInfo={() => setInfo(slot)}
            onDecide={(decision) => start(slot, decision)}
          />
        </Box>
      ))}

      <Dialog open={pending !== null} onClose={() => !decide.isPending && setPending(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{pending?.decision === 'decline' ? 'Decline Change Request' : 'Approve Change Request'}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label="Decision Notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} disabled={decide.isPending}>
            Cancel
          </Button>
          <Button variant="contained" color={pending?.decision === 'decline' ? 'error' : 'primary'} onClick={confirm} disabled={decide.isPending}>
            {pending?.decision === 'decline' ? 'Decline' : 'Approve'}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={info !== null} onClose={() => setInfo(null)} maxWidth="xs" fullWidth>
        <DialogTitle>{approvalMessages.decisionInformation}</DialogTitle>
        <DialogContent>
          {infoState?.kind === 'declined' && (
            <>
              <Typography variant="body2">Declined By: {infoState.by}</Typography>
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
                Decision Notes: {infoState.notes ?? '(none)'}
              </Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setInfo(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
