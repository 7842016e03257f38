import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MIN_TIMER_INTERVAL, type Protocol } from '@portal/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTenantLookup } from '../../app/queries.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { FormTextField } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { useAssignmentGroups } from '../workunits/api.ts';
import type { ProtocolFormValues } from './protocolForm.ts';
import { TimerIntervalField } from './TimerIntervalField.tsx';

export const TIMER_INTERVAL_HELP = `How often the protocol's OnTimer actions run while a work unit is open; at least ${MIN_TIMER_INTERVAL}.`;
export const MANUAL_ACTIONS_HELP = 'Instructions for the people working a unit under this protocol; shown on its Protocols tab.';
const NONE = '__none__';

/** The tenant (fixed once saved) and its assignment groups; a changed tenant clears the owning group (part 1 §5). */
function TenantAndOwningGroup({ creating, tenantName }: { creating: boolean; tenantName: string | undefined }) {
  const { control, setValue } = useFormContext<ProtocolFormValues>();
  const readOnly = useFormReadOnly();
  const tenantId = useWatch<ProtocolFormValues, 'tenantId'>({ name: 'tenantId' });
  const owningGroup = useWatch<ProtocolFormValues, 'owningGroup'>({ name: 'owningGroup' });
  const tenants = useTenantLookup();
  const groups = useAssignmentGroups(tenantId);
  // A stored group the tenant no longer lists still shows, so the field never reads empty while it holds one.
  const groupNames = [...new Set([...(groups.data ?? []), ...(owningGroup ? [owningGroup] : [])])];
  // Likewise the protocol's tenant while the lookup loads (a select must hold one of its options).
  const tenantOptions = [...(tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }))];
  if (tenantId && !tenantOptions.some((t) => t.value === tenantId)) tenantOptions.push({ value: tenantId, label: tenantName ?? tenantId });
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="tenantId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select fullWidth margin="dense" required label="Tenant" name={field.name} inputRef={field.ref} value={field.value ?? ''}
              // Read-only rather than disabled once saved: the value and its note stay legible.
              slotProps={{ htmlInput: { readOnly: readOnly || !creating } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (creating ? undefined : 'A saved protocol stays with its tenant.')}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value || null);
                setValue('owningGroup', null, { shouldDirty: true, shouldValidate: true });
              }}
            >
              {tenantOptions.map((t) => (
                <MenuItem key={t.value} value={t.value}>{t.label}</MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="owningGroup"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select fullWidth margin="dense" label="Owning Group" name={field.name} inputRef={field.ref} value={field.value ?? NONE}
              disabled={!tenantId}
              slotProps={{ htmlInput: { readOnly } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? (groups.isError ? "The tenant's assignment groups could not be loaded." : tenantId ? "One of the tenant's assignment groups." : undefined)}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.value === NONE ? null : event.target.value)}
            >
              <MenuItem value={NONE}><em>None</em></MenuItem>
              {groupNames.map((group) => (
                <MenuItem key={group} value={group}>{group}</MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
    </>
  );
}

/** The Edit Protocol tab (part 1 §3 Protocol). */
export function ProtocolFields({ protocol }: { protocol: Protocol | undefined }) {
  const creating = !protocol;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <FormTextField name="name" label="Name" required autoFocus={creating} />
      </Grid>
      <Grid size={12}>
        <FormTextField name="description" label="Description" multiline minRows={2} emptyAsNull />
      </Grid>
      <TenantAndOwningGroup creating={creating} tenantName={protocol?.tenant?.name} />
      <Grid size={12}>
        <TimerIntervalField name="timerInverval" label="Timer Interval" required helperText={TIMER_INTERVAL_HELP} />
      </Grid>
      <Grid size={12}>
        <FormTextField name="manualActions" label="Manual Actions" multiline minRows={4} emptyAsNull helperText={MANUAL_ACTIONS_HELP} />
      </Grid>
      {protocol && (
        <Grid size={12}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Modified {formatDateTime(protocol.modified)}{protocol.modifiedBy ? ` by ${protocol.modifiedBy}` : ''}
          </Typography>
        </Grid>
      )}
    </Grid>
  );
}
