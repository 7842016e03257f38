import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MIN_TIMER_INTERVAL, type Protocol } from '@portal/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTenantLookup } from '../../app/queries.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { FormSelectField, FormTextField } from '../../kit/form/fields.tsx';
import { useAssignmentGroups } from '../workunits/api.ts';
import type { ProtocolFormValues } from './protocolForm.ts';
import { TimerIntervalField } from './TimerIntervalField.tsx';

export const TIMER_INTERVAL_HELP = `How often the protocol's OnTimer actions run while a work unit is open; at least ${MIN_TIMER_INTERVAL}.`;
export const MANUAL_ACTIONS_HELP = 'Instructions for the people working a unit under this protocol; shown on its Protocols tab.';

/** The tenant (fixed once saved) and its assignment groups; a changed tenant clears the owning group (part 1 §5). */
function TenantAndOwningGroup({ creating, tenantName }: { creating: boolean; tenantName: string | undefined }) {
  const { setValue } = useFormContext<ProtocolFormValues>();
  const tenantId = useWatch<ProtocolFormValues, 'tenantId'>({ name: 'tenantId' });
  const tenants = useTenantLookup();
  const groups = useAssignmentGroups(tenantId);
  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }));
  const groupOptions = (groups.data ?? []).map((group) => ({ value: group, label: group }));
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        {/* Read-only rather than disabled once saved: the value and its note stay legible. The protocol's
            tenant shows while the lookup loads. */}
        <FormSelectField
          name="tenantId" label="Tenant" required options={tenantOptions} keepCurrentValue currentValueLabel={tenantName}
          readOnly={!creating}
          helperText={creating ? undefined : 'A saved protocol stays with its tenant.'}
          onChange={() => setValue('owningGroup', null, { shouldDirty: true, shouldValidate: true })}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        {/* A stored group the tenant no longer lists still shows. */}
        <FormSelectField
          name="owningGroup" label="Owning Group" options={groupOptions} noneLabel="None" keepCurrentValue
          disabled={!tenantId}
          helperText={groups.isError ? "The tenant's assignment groups could not be loaded." : tenantId ? "One of the tenant's assignment groups." : undefined}
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
