import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { actionName, userDefinedParameters, type ManualAction } from './manualActions.ts';

/** At most this long, as a protocol action's parameter may be (contracts protocols.ts). */
export const USER_PARAMETER_MAX = 8000;

/** The user-defined parameters' fields, by name. */
export function UserParameterFields({ names, values, onChange }: { names: readonly string[]; values: Record<string, string>; onChange: (values: Record<string, string>) => void }) {
  return (
    <Stack spacing={1.5}>
      {names.map((name) => (
        <TextField
          key={name}
          label={name}
          size="small"
          fullWidth
          multiline
          maxRows={6}
          value={values[name] ?? ''}
          slotProps={{ htmlInput: { maxLength: USER_PARAMETER_MAX } }}
          onChange={(event) => onChange({ ...values, [name]: event.target.value })}
        />
      ))}
    </Stack>
  );
}

/** Asks for the action's user-defined parameters before it runs. */
export function RunParametersDialog({ action, onClose, onRun }: { action: ManualAction; onClose: () => void; onRun: (params: Record<string, string>) => void }) {
  const id = useId();
  const names = userDefinedParameters(action);
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Run {actionName(action)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>The action asks for these values when it runs.</DialogContentText>
        <UserParameterFields names={names} values={values} onChange={setValues} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={() => onRun(values)}>
          Run
        </Button>
      </DialogActions>
    </Dialog>
  );
}
