import { NOTE_MAX } from '@portal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useUnsavedEditSource } from '../../kit/panel/unsavedChanges.tsx';
import { toast } from '../../kit/toast.ts';
import { useAddWorkUnitNote } from './api.ts';
import { noteCounterColors, noteCounterLevel, noteMessages } from './noteCounter.ts';

/** The counter under the note box, coloured by how full the note is. */
export function NoteCounter({ length, max = NOTE_MAX }: { length: number; max?: number }) {
  const level = noteCounterLevel(length, max);
  return (
    <Typography variant="caption" sx={{ color: noteCounterColors[level], fontWeight: level === 'normal' ? 400 : 600 }} data-level={level} aria-live="polite">
      {length}/{max}
    </Typography>
  );
}

/**
 * Adds a note to the work unit (§2.8): needs text and a loaded work unit; may be external (shown to
 * the customer in the Resolution Center).
 */
export function NoteBox({ workUnitId }: { workUnitId: number | undefined }) {
  const [detail, setDetail] = useState('');
  const [external, setExternal] = useState(false);
  // What the box holds now, for the answer of a note sent earlier.
  const detailRef = useRef(detail);
  useEffect(() => {
    detailRef.current = detail;
  }, [detail]);
  const add = useAddWorkUnitNote();
  // An unsent note counts as an unsaved change of the panel around it.
  useUnsavedEditSource({ hasChanges: () => detail.trim().length > 0 });
  const canAdd = workUnitId !== undefined && detail.trim().length > 0 && detail.length <= NOTE_MAX && !add.isPending;

  const submit = () => {
    if (!canAdd || workUnitId === undefined) return;
    const sent = detail;
    add.mutate(
      { workUnitId, detail: sent.trim(), isExternalNote: external },
      {
        onSuccess: () => {
          toast.success(noteMessages.added);
          // A note typed while this one was saving is kept, with its choice of external.
          if (detailRef.current !== sent) return;
          setDetail('');
          setExternal(false);
        },
        onError: () => toast.error(noteMessages.failed),
      },
    );
  };

  return (
    <Box>
      <TextField
        fullWidth
        multiline
        minRows={3}
        label="Add a note"
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
        disabled={workUnitId === undefined}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
        <NoteCounter length={detail.length} />
        <Box sx={{ flex: 1 }} />
        <FormControlLabel
          label="External note"
          control={<Checkbox size="small" checked={external} onChange={(_e, checked) => setExternal(checked)} />}
        />
        <Button variant="outlined" size="small" disabled={!canAdd} onClick={submit}>
          Add Note
        </Button>
      </Box>
    </Box>
  );
}
