import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { communicationImpacts, communicationStatusLabels, communicationStatuses, type CommunicationStatus } from '@portal/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTenantLookup } from '../../app/queries.ts';
import { FormCheckbox, FormDateTimeField, FormSelectField, FormTextField } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { PersonField } from '../workunits/PersonField.tsx';
import { isClosedStatus, withStatus, wucommFieldLabels as label, type WuCommFormValues } from './wucommForm.ts';

export const NEW_STATUS_NOTE = 'A new communication starts as Open - Investigating.';
export const CLOSED_NEXT_UPDATE = 'A closed communication has no next update.';

const impactOptions = communicationImpacts.map((impact) => ({ value: impact, label: impact }));
const half = { xs: 12, sm: 6 } as const;

const statusOptions = communicationStatuses.map((status) => ({ value: status, label: communicationStatusLabels[status] }));

/** Status (§4): locked to Investigating on a new one; closing clears the next update (and dates the resolution). */
function StatusField({ isNew }: { isNew: boolean }) {
  const { getValues, setValue, trigger } = useFormContext<WuCommFormValues>();
  return (
    <FormSelectField
      name="status" label={label.status} required options={statusOptions} disabled={isNew}
      onChange={(status) => {
        const next = withStatus(getValues(), status as CommunicationStatus);
        const opts = { shouldDirty: true, shouldValidate: true } as const;
        if (next.nextUpdate !== getValues('nextUpdate')) setValue('nextUpdate', next.nextUpdate, opts);
        if (next.eventResolved !== getValues('eventResolved')) setValue('eventResolved', next.eventResolved, opts);
        // Root cause becomes required (or not) with the status.
        void trigger('rootCause');
      }}
    />
  );
}

function TenantField({ isNew }: { isNew: boolean }) {
  const tenants = useTenantLookup();
  const options = (tenants.data ?? []).map((tenant) => ({ value: tenant.tenantId, label: tenant.name }));
  // A communication stays with its tenant: the field is for a new one.
  return <FormTextField name="tenantId" label={label.tenantId} required options={options} disabled={!isNew} />;
}

/** Every field of part 3 §3 WorkUnitCommunication, with the §4 status rules. */
export function WuCommFields({ isNew }: { isNew: boolean }) {
  const readOnly = useFormReadOnly();
  const status = useWatch<WuCommFormValues, 'status'>({ name: 'status' });
  const closed = isClosedStatus(status);
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <FormTextField name="title" label={label.title} required autoFocus={isNew} />
      </Grid>
      <Grid size={half}><TenantField isNew={isNew} /></Grid>
      <Grid size={half}>
        <PersonField name="serviceManager" label={label.serviceManager} required disabled={readOnly} />
      </Grid>
      <Grid size={half}>
        <StatusField isNew={isNew} />
        {isNew && <Typography variant="caption" color="text.secondary" component="p" sx={{ mx: 1.75 }}>{NEW_STATUS_NOTE}</Typography>}
      </Grid>
      <Grid size={half}>
        <FormDateTimeField name="nextUpdate" label={label.nextUpdate} required={!closed} disabled={readOnly || closed} />
        {/* Beside the field rather than as its helper text, which a disabled field greys below a readable contrast. */}
        {closed && <Typography variant="caption" color="text.secondary" component="p" sx={{ mx: 1.75 }}>{CLOSED_NEXT_UPDATE}</Typography>}
      </Grid>
      <Grid size={half}><FormTextField name="currentImpact" label={label.currentImpact} options={impactOptions} noneLabel="Not set" /></Grid>
      <Grid size={half}><FormTextField name="maximumImpact" label={label.maximumImpact} options={impactOptions} noneLabel="Not set" /></Grid>
      <Grid size={12}>
        <FormTextField name="impactedServices" label={label.impactedServices} emptyAsNull debounceMs={500} />
      </Grid>
      <Grid size={12}>
        <FormTextField name="details" label={label.details} multiline minRows={3} emptyAsNull debounceMs={500} />
      </Grid>
      <Grid size={half}><FormDateTimeField name="eventStarted" label={label.eventStarted} required disabled={readOnly} /></Grid>
      <Grid size={half}><FormDateTimeField name="eventEngaged" label={label.eventEngaged} required disabled={readOnly} /></Grid>
      <Grid size={half}><FormDateTimeField name="eventMitigated" label={label.eventMitigated} disabled={readOnly} /></Grid>
      <Grid size={half}><FormDateTimeField name="eventResolved" label={label.eventResolved} disabled={readOnly} /></Grid>
      <Grid size={half}><FormDateTimeField name="nextInternalUpdate" label={label.nextInternalUpdate} disabled={readOnly} /></Grid>
      <Grid size={half}>
        <FormTextField name="internalBridge" label={label.internalBridge} emptyAsNull debounceMs={500} helperText="Staff only: never shown to customers." />
      </Grid>
      <Grid size={12}>
        <FormTextField name="rootCause" label={label.rootCause} required={status === 'Resolved'} multiline minRows={2} emptyAsNull debounceMs={500} />
      </Grid>
      <Grid size={12}>
        <FormCheckbox name="customerAssistanceRequired" label={label.customerAssistanceRequired} />
      </Grid>
    </Grid>
  );
}
