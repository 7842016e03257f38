import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { actionMessages } from '@portal/contracts';
import { useState } from 'react';
import { useTenantLookup } from '../../app/queries.ts';
import { useActiveTenantId } from '../../app/tenantUrl.ts';
import { ApiError } from '../../kit/api.ts';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { toast } from '../../kit/toast.ts';
import { useRotateSigningSecret, useSigningSecret } from './queries.ts';

export const SECRET_LOAD_FAILED = 'Unable to load the signing secret.';
export const SECRET_ROTATE_FAILED = 'A problem occurred rotating the signing secret. Please try again.';
export const ROTATE_QUESTION = 'Rotate the signing secret? Receivers must take the new secret within 24 hours; until then the previous one signs too.';

/** Shows a secret hidden until asked, with a copy button. */
function SecretField({ label, value }: { label: string; value: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        fullWidth
        margin="dense"
        size="small"
        label={label}
        value={shown ? value : '•'.repeat(24)}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button size="small" onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide' : 'Show'}
      </Button>
      <CopyButton value={value} label={`Copy ${label}`} />
    </Box>
  );
}

/**
 * The tenant's webhook signing secret (Standard Webhooks `whsec_…`): receivers verify each delivery with it.
 * Rotating keeps the previous secret signing for 24 hours, so receivers can switch without losing deliveries.
 */
export function SigningSecretDialog({ onClose }: { onClose: () => void }) {
  const tenants = useTenantLookup();
  const activeTenantId = useActiveTenantId();
  const [chosen, setChosen] = useState<string>();
  const tenantId = chosen ?? activeTenantId ?? tenants.data?.[0]?.tenantId;
  const secret = useSigningSecret(tenantId);
  const rotate = useRotateSigningSecret();
  const [asking, setAsking] = useState(false);

  const confirmRotate = () => {
    if (!tenantId) return;
    rotate.mutate(tenantId, {
      onSuccess: () => toast.success(actionMessages.secretRotated),
      onError: (error) => toast.error(error instanceof ApiError && error.status < 500 && error.message ? error.message : SECRET_ROTATE_FAILED),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="signing-secret-title">
      <DialogTitle id="signing-secret-title">Signing Secret</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          HTTP actions are signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). A receiver checks the
          signature with this tenant&apos;s secret.
        </Typography>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Tenant"
          value={tenants.data?.some((t) => t.tenantId === tenantId) ? tenantId : ''}
          onChange={(event) => setChosen(event.target.value)}
        >
          {(tenants.data ?? []).map((t) => (
            <MenuItem key={t.tenantId} value={t.tenantId}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {secret.isPending && tenantId && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label="Loading the signing secret" />
          </Box>
        )}
        {secret.isError && <Alert severity="error">{secret.error instanceof ApiError && secret.error.status === 403 ? secret.error.message : SECRET_LOAD_FAILED}</Alert>}
        {secret.data && (
          <>
            <SecretField label="Secret" value={secret.data.secret} />
            {secret.data.previousSecret && (
              <>
                <SecretField label="Previous secret" value={secret.data.previousSecret} />
                <Typography variant="caption" color="text.secondary">
                  The previous secret signs too until {secret.data.previousExpires ? formatDateTime(secret.data.previousExpires) : 'it expires'}.
                </Typography>
              </>
            )}
            {secret.data.rotated && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Last rotated {formatDateTime(secret.data.rotated)}.
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="warning" disabled={!secret.data || rotate.isPending} onClick={() => setAsking(true)} sx={{ mr: 'auto' }}>
          Rotate
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      <ConfirmDialog open={asking} title="Rotate Signing Secret" message={ROTATE_QUESTION} busy={rotate.isPending} focusCancel onConfirm={confirmRotate} onCancel={() => setAsking(false)} />
    </Dialog>
  );
}
