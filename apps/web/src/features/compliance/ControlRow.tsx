import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ControlResponse, type ControlStatusValue, controlStatusColors, controlStatusLabels, controlStatusTextColors,
} from '@portal/contracts';
import { useState } from 'react';
import { StatusToggle } from './StatusToggle.tsx';

export interface RowPermissions {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

export interface ControlRowProps {
  control: ControlResponse;
  can: RowPermissions;
  busy: boolean;
  onStatus: (control: ControlResponse, status: ControlStatusValue | null) => void;
  onNotes: (control: ControlResponse, notes: string) => void;
  onUseProposed: (control: ControlResponse, status: ControlStatusValue) => void;
}

export function ControlName({ control }: { control: ControlResponse }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="div">{control.name}</Typography>
      <Typography variant="body2" color="text.secondary" title={control.description ?? undefined}>{control.title}</Typography>
    </Box>
  );
}

/** The week's status toggles: choosing needs create (no record yet) or edit; deselecting needs delete. */
export function ControlStatusCell({ control, can, busy, onStatus }: Pick<ControlRowProps, 'control' | 'can' | 'busy' | 'onStatus'>) {
  const record = control.controlStatuses[0];
  const allowed = record ? can.edit || can.delete : can.create;
  return (
    <StatusToggle
      value={record?.status ?? null}
      label={`Status of ${control.name}`}
      disabled={busy || !allowed}
      onChange={(next) => {
        if (next === null ? can.delete : record ? can.edit : can.create) onStatus(control, next);
      }}
    />
  );
}

/** Notes save when the field loses focus: created with the record when there is none, updated when changed. */
export function ControlNotesCell(props: Pick<ControlRowProps, 'control' | 'can' | 'onNotes'>) {
  const record = props.control.controlStatuses[0];
  // A new saved text (this user's, or another's after a refetch) starts a fresh draft.
  return <NotesField key={`${record?.id ?? 'none'}:${record?.notes ?? ''}`} {...props} />;
}

function NotesField({ control, can, onNotes }: Pick<ControlRowProps, 'control' | 'can' | 'onNotes'>) {
  const record = control.controlStatuses[0];
  const saved = record?.notes ?? '';
  const [draft, setDraft] = useState(saved);
  const writable = record ? can.edit : can.create;
  return (
    <TextField
      size="small"
      fullWidth
      multiline
      maxRows={4}
      placeholder={writable ? 'Notes' : undefined}
      value={draft}
      disabled={!writable}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={() => {
        if (draft === saved || (!record && !draft.trim())) return;
        onNotes(control, draft);
      }}
      slotProps={{ htmlInput: { 'aria-label': `Notes of ${control.name}`, maxLength: 4000 } }}
    />
  );
}

/** What the fleet shows for the control this week, the status it proposes, and a way to take it. */
export function ControlEvidenceCell({ control, can, busy, onUseProposed }: Pick<ControlRowProps, 'control' | 'can' | 'busy' | 'onUseProposed'>) {
  const evidence = control.evidence;
  if (!evidence) return <Typography variant="body2" color="text.secondary">{control.evidenceSource ? 'Measured for the current week only.' : '—'}</Typography>;
  const record = control.controlStatuses[0];
  const proposed = evidence.proposedStatus;
  const canUse = proposed !== 'Notset' && record?.status !== proposed && (record ? can.edit : can.create);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <Typography variant="body2">{evidence.summary}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          label={`Proposed: ${controlStatusLabels[proposed]}`}
          sx={{ bgcolor: controlStatusColors[proposed], color: controlStatusTextColors[proposed] }}
        />
        {canUse && (
          <Button size="small" disabled={busy} onClick={() => onUseProposed(control, proposed)} aria-label={`Use the proposed status for ${control.name}`}>
            Use
          </Button>
        )}
      </Box>
    </Box>
  );
}
