import { WorkUnitStateId, workUnitFieldLabels, workUnitMessages } from '@portal/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { SelectOption } from '../../kit/form/fields.tsx';
import type { WorkUnitFormValues } from './workUnitForm.ts';

export const ESCALATION_TITLE = 'Escalate Work Unit';
const NONE = '__none__';

const norm = (value: string | null | undefined) => (value ?? '').trim();

interface Props {
  options: readonly SelectOption[];
  /** The tenant's escalation reasons: the dialog offers only these; none, and the reason is typed. */
  reasons?: readonly string[];
  disabled?: boolean;
  /** The saved record's values (undefined while creating: no escalation then). */
  original?: { assignmentGroup: string | null; escalationReason: string | null; escalationNote: string | null };
}

/**
 * The assignment group. Moving a saved work unit away from the group it had is an escalation (§2.4):
 * a dialog asks for the reason (required) and an optional note, and can put the work unit back to
 * New, unassigned, for the new group to pick up. Cancelling leaves the group as it was. A tenant
 * that keeps a list of escalation reasons has its reason chosen from that list (the server takes no other).
 */
export function AssignmentGroupField({ options, reasons = [], disabled, original }: Props) {
  const { control, setValue } = useFormContext<WorkUnitFormValues>();
  const [pendingGroup, setPendingGroup] = useState<string | null | undefined>(undefined);
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [resetToNew, setResetToNew] = useState(false);
  const [touched, setTouched] = useState(false);
  const asking = pendingGroup !== undefined;

  const set = (name: 'assignmentGroup' | 'escalationReason' | 'escalationNote' | 'assignedTo', value: string | null) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });

  const choose = (group: string | null) => {
    if (!original || !norm(original.assignmentGroup)) {
      // Creating, or giving a group for the first time: not an escalation.
      set('assignmentGroup', group);
      return;
    }
    if (norm(group) === norm(original.assignmentGroup)) {
      // Back where it was: no escalation after all.
      set('assignmentGroup', group);
      set('escalationReason', original.escalationReason);
      set('escalationNote', original.escalationNote);
      return;
    }
    setReason('');
    setNote('');
    setResetToNew(false);
    setTouched(false);
    setPendingGroup(group);
  };

  const confirm = () => {
    setTouched(true);
    if (!reason.trim() || pendingGroup === undefined) return;
    set('assignmentGroup', pendingGroup);
    set('escalationReason', reason.trim());
    set('escalationNote', note.trim() || null);
    if (resetToNew) {
      setValue('stateId', WorkUnitStateId.New, { shouldDirty: true, shouldValidate: true });
      set('assignedTo', null);
    }
    setPendingGroup(undefined);
  };

  const reasonError = touched && !reason.trim();
  return (
    <>
      <Controller
        name="assignmentGroup"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            margin="dense"
            label={workUnitFieldLabels.assignmentGroup}
            disabled={disabled}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? NONE}
            onBlur={field.onBlur}
            onChange={(event) => choose(event.target.value === NONE ? null : event.target.value)}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          >
            <MenuItem value={NONE}>
              <em>None</em>
            </MenuItem>
            {options.map((option) => (
              <MenuItem key={String(option.value)} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Dialog open={asking} onClose={() => setPendingGroup(undefined)} maxWidth="sm" fullWidth aria-labelledby="escalation-title">
        <DialogTitle id="escalation-title">{ESCALATION_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The assignment group changes from {norm(original?.assignmentGroup) || '(none)'} to {norm(pendingGroup) || '(none)'}.
          </DialogContentText>
          {reasons.length > 0 ? (
            <Autocomplete
              options={reasons}
              value={reason || null}
              onChange={(_event, value) => setReason(value ?? '')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  autoFocus
                  required
                  margin="dense"
                  label="Escalation Reason"
                  error={reasonError}
                  helperText={reasonError ? workUnitMessages.escalationReasonRequired : undefined}
                />
              )}
            />
          ) : (
            <TextField
              autoFocus
              required
              fullWidth
              margin="dense"
              label="Escalation Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={reasonError}
              helperText={reasonError ? workUnitMessages.escalationReasonRequired : undefined}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          )}
          <TextField fullWidth multiline minRows={2} margin="dense" label="Escalation Note" value={note} onChange={(e) => setNote(e.target.value)} />
          <FormControlLabel
            label="Reset the state to New and unassign"
            control={<Checkbox checked={resetToNew} onChange={(_e, checked) => setResetToNew(checked)} />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPendingGroup(undefined)}>Cancel</Button>
          <Button variant="contained" onClick={confirm}>
            Escalate
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
