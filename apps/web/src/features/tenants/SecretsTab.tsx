import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { FormTextField } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { toast } from '../../kit/toast.ts';
import { fetchLatestSecret } from './queries.ts';
import type { TenantFormValues } from './tenantForm.ts';

/** Shows the latest value of a saved secret on request (needs Secrets view), with a copy button. */
function RevealSecret({ tenantId, secretId }: { tenantId: string; secretId: string }) {
  const [value, setValue] = useState<string>();
  const [loading, setLoading] = useState(false);
  const reveal = async () => {
    setLoading(true);
    try {
      setValue((await fetchLatestSecret(tenantId, secretId)).value);
    } catch {
      toast.error('Failed to load the secret value.');
    } finally {
      setLoading(false);
    }
  };
  if (value === undefined) {
    return (
      <Tooltip title="Show the current value">
        <span>
          <IconButton aria-label="Show value" onClick={() => void reveal()} disabled={loading}>
            <VisibilityIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {value}
      </Typography>
      <CopyButton value={value} />
    </Box>
  );
}

/**
 * The tenant's secrets. Values are never sent to the browser unless asked for; a value typed here
 * becomes the secret's new version, an empty value keeps the current one, a removed row is deleted on save.
 */
export function SecretsTab({ tenantId }: { tenantId?: string }) {
  const { control } = useFormContext<TenantFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'secrets', keyName: 'key' });
  const readOnly = useFormReadOnly();

  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {readOnly
          ? 'Secrets are stored encrypted.'
          : 'Secrets are stored encrypted. Leave a value empty to keep the current version; a new value adds a version.'}
      </Typography>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No secrets.
        </Typography>
      )}
      {fields.map((field, index) => (
        <Paper key={field.key} variant="outlined" sx={{ p: 1.5, mb: 1.5 }}>
          <Grid container columnSpacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 5 }}>
              <FormTextField name={`secrets.${index}.name`} label="Name" />
            </Grid>
            {readOnly ? (
              <Grid size={{ xs: 12, sm: 7 }} sx={{ pt: { sm: 2.5 } }}>
                <Typography color="text.secondary">Version {field.version ?? 1}</Typography>
              </Grid>
            ) : (
              <>
                <Grid size={{ xs: 10, sm: 6 }}>
                  <FormTextField
                    name={`secrets.${index}.value`}
                    label={field.id ? 'New Value' : 'Value'}
                    type="password"
                    autoComplete="new-password"
                    helperText={field.id ? `Version ${field.version ?? 1}; leave empty to keep it` : undefined}
                  />
                </Grid>
                <Grid size={{ xs: 2, sm: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1.5 }}>
                  <Tooltip title="Remove secret">
                    <IconButton aria-label={`Remove secret ${index + 1}`} onClick={() => remove(index)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Grid>
              </>
            )}
            {tenantId && field.id && (
              <Grid size={12}>
                <RevealSecret tenantId={tenantId} secretId={field.id} />
              </Grid>
            )}
          </Grid>
        </Paper>
      ))}
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={() => append({ id: null, name: '', value: '', version: null })}>
          Add Secret
        </Button>
      )}
    </Box>
  );
}
