import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { packageMessages } from '@portal/contracts';
import { useState } from 'react';
import { useTenantLookup } from '../../app/queries.ts';
import { ApiError } from '../../kit/api.ts';
import { toast } from '../../kit/toast.ts';
import { useUploadVersion } from './queries.ts';

export interface UploadVersionFormProps {
  /** The package the version goes to; without it the file's name names the package (agent-1.4.0.zip) and a tenant may be chosen. */
  packageId?: string;
  onUploaded: (packageId: string) => void;
  onCancel?: () => void;
}

/** Upload a package version: label and file required, tenant optional; a bar shows the bytes sent. */
export function UploadVersionForm({ packageId, onUploaded, onCancel }: UploadVersionFormProps) {
  const [label, setLabel] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tenantId, setTenantId] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const tenants = useTenantLookup(!packageId);
  const upload = useUploadVersion();

  const submit = () => {
    setTried(true);
    if (!label.trim() || !file) return;
    setProgress(0);
    upload.mutate({ label: label.trim(), file, tenantId: tenantId || null, packageId, onProgress: setProgress }, {
      onSuccess: (answer) => {
        const versions = answer.versions.map((v) => v.version).join(', ');
        toast.success(`Version ${versions} uploaded.`);
        setLabel('');
        setFile(null);
        setTried(false);
        onUploaded(answer.packageId);
      },
      onError: (error) => toast.error(error instanceof ApiError && error.message ? error.message : packageMessages.uploadFailed),
      onSettled: () => setProgress(null),
    });
  };

  return (
    // Not a <form>: in the package panel it sits inside the Edit Package form, and forms do not nest.
    <Stack spacing={2} role="group" aria-label="Upload Package Version">
      <TextField
        label="Label" required size="small" value={label} onChange={(event) => setLabel(event.target.value)}
        onKeyDown={(event) => {
          // Enter uploads here; it must not reach the package form around this one.
          if (event.key === 'Enter') { event.preventDefault(); event.stopPropagation(); submit(); }
        }}
        error={tried && !label.trim()} helperText={tried && !label.trim() ? 'Label is required' : undefined} slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Box>
        <Button variant="outlined" component="label" disabled={upload.isPending}>
          Choose File
          <input hidden type="file" aria-label="File" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Button>
        <Typography component="span" variant="body2" sx={{ ml: 1.5, wordBreak: 'break-all' }} color={tried && !file ? 'error' : 'text.secondary'}>
          {file ? file.name : tried ? 'File is required' : 'A name ending in its version, e.g. agent-1.4.0.zip'}
        </Typography>
      </Box>
      {!packageId && (
        <TextField select label="Tenant" size="small" value={tenantId} onChange={(event) => setTenantId(event.target.value)} helperText="A package without a tenant is shared by all tenants.">
          <MenuItem value="">None (shared by all tenants)</MenuItem>
          {(tenants.data ?? []).map((t) => <MenuItem key={t.tenantId} value={t.tenantId}>{t.name}</MenuItem>)}
        </TextField>
      )}
      {progress !== null && (
        <Box>
          <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label="Upload progress" />
          <Typography variant="caption" color="text.secondary">{`Uploading… ${Math.round(progress * 100)}%`}</Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && <Button onClick={onCancel} disabled={upload.isPending}>Cancel</Button>}
        <Button variant="contained" onClick={submit} disabled={upload.isPending}>Upload</Button>
      </Stack>
    </Stack>
  );
}

/** The grid's Upload Package Version: the package is named by the file, in the chosen tenant or shared. */
export function UploadVersionDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: (packageId: string) => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Upload Package Version</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <UploadVersionForm onUploaded={onUploaded} onCancel={onClose} />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
