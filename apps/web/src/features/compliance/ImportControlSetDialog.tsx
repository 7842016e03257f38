import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTROL_SET_IMPORT_MAX_CHARS, complianceMessages } from '@portal/contracts';
import { useId, useState } from 'react';
import { ApiError } from '../../kit/api.ts';
import { toast } from '../../kit/toast.ts';
import { useImportControlSet } from './queries.ts';

type Format = 'csv' | 'oscal';
const formatHelp: Record<Format, string> = {
  csv: 'A header row naming the columns control and title (required), description and evidence (optional); one control per row.',
  oscal: 'An OSCAL catalog in JSON: its controls and those of its groups; enhancements and withdrawn controls are left out.',
};

/** Adds a control set from a CSV file or an OSCAL catalog (Compliance:create in every tenant); a bad file stores nothing. */
export function ImportControlSetDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: (controlSetId: string) => void }) {
  const id = useId();
  const [format, setFormat] = useState<Format>('csv');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const importSet = useImportControlSet();
  const nameMissing = format === 'csv' && !name.trim();

  const reset = () => {
    setFormat('csv'); setName(''); setDescription(''); setFile(undefined); setError(undefined);
  };
  const close = () => {
    if (importSet.isPending) return;
    reset();
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setError(undefined);
    if (file.size > CONTROL_SET_IMPORT_MAX_CHARS) {
      setError('The file is larger than 4 MiB.');
      return;
    }
    const content = await file.text();
    importSet.mutate({ format, content, ...(name.trim() ? { name: name.trim() } : {}), ...(description.trim() ? { description: description.trim() } : {}) }, {
      onSuccess: (answer) => {
        toast.success(complianceMessages.imported(answer.name, answer.controls));
        reset();
        onImported(answer.id);
      },
      onError: (err) => setError(err instanceof ApiError ? err.message : 'The control set could not be imported. Please try again.'),
    });
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Import Control Set</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField select label="Format" value={format} onChange={(e) => setFormat(e.target.value as Format)} helperText={formatHelp[format]}>
          <MenuItem value="csv">CSV</MenuItem>
          <MenuItem value="oscal">OSCAL catalog (JSON)</MenuItem>
        </TextField>
        <TextField
          label="Name"
          value={name}
          required={format === 'csv'}
          onChange={(e) => setName(e.target.value)}
          helperText={format === 'oscal' ? "Leave empty to use the catalog's title." : undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} multiline maxRows={4} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <div>
          <Button variant="outlined" component="label">
            Choose file
            <input
              hidden
              type="file"
              accept={format === 'csv' ? '.csv,text/csv' : '.json,application/json'}
              aria-label="Control set file"
              onChange={(e) => setFile(e.target.files?.[0])}
            />
          </Button>
          <Typography component="span" variant="body2" sx={{ ml: 1 }} data-testid="import-file-name">{file ? file.name : 'No file chosen'}</Typography>
        </div>
        {importSet.isPending && <LinearProgress aria-label="Importing" />}
        {error && <Alert severity="error" role="alert">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={importSet.isPending}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={!file || nameMissing || importSet.isPending}>Import</Button>
      </DialogActions>
    </Dialog>
  );
}
