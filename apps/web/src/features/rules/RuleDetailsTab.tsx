import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ruleTypeIds, ruleTypeNames, type RuleTypeId } from '@portal/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useSubscriptionLookup, useTenantLookup } from '../../app/queries.ts';
import { FormCheckbox, FormSelectField, FormTextField } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { useRuleTypes, useTimeZones } from './queries.ts';
import { DAY_OF_WEEK_NAMES, withTenantCondition, type RuleFormValues } from './ruleForm.ts';

const shrink = { inputLabel: { shrink: true } } as const;

/** Tenant, then the subscriptions grouped under their tenant's name (part 1 §7: grouped dropdowns). */
function TenantAndSubscription() {
  const { getValues, setValue } = useFormContext<RuleFormValues>();
  const tenantId = useWatch<RuleFormValues, 'tenantId'>({ name: 'tenantId' });
  const tenants = useTenantLookup();
  const subscriptions = useSubscriptionLookup();
  const tenantName = new Map((tenants.data ?? []).map((t) => [t.tenantId, t.name]));
  const tenantOptions = (tenants.data ?? []).map((t) => ({ value: t.tenantId, label: t.name }));
  const ofTenant = (subscriptions.data ?? []).filter((s) => !tenantId || s.tenantId === tenantId);
  const subscriptionOptions = [...new Set(ofTenant.map((s) => s.tenantId))].flatMap((group) =>
    ofTenant.filter((s) => s.tenantId === group).map((s) => ({ value: s.subscriptionId, label: s.name, group: tenantName.get(group) ?? group })),
  );
  const onTenantPicked = (next: string | number | null) => {
    const picked = next === null ? null : String(next);
    // The tenant condition follows the tenant (part 1 §5); a subscription of another tenant goes.
    setValue('conditions', withTenantCondition(getValues('conditions'), picked), { shouldDirty: true, shouldValidate: true });
    const subscription = (subscriptions.data ?? []).find((s) => s.subscriptionId === getValues('subscriptionId'));
    if (subscription && subscription.tenantId !== picked) setValue('subscriptionId', null, { shouldDirty: true, shouldValidate: true });
  };
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField name="tenantId" label="Tenant" required options={tenantOptions} onChange={onTenantPicked} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelectField
          name="subscriptionId" label="Subscription" options={subscriptionOptions} noneLabel="All subscriptions"
          helperText="Without one, the rule sees every subscription of its tenant."
        />
      </Grid>
    </>
  );
}

function DaysOfWeek() {
  const { control } = useFormContext<RuleFormValues>();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name="timeConditions.daysOfWeek"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl margin="dense" error={Boolean(fieldState.error)} fullWidth>
          <FormLabel id="rule-days-of-week" sx={{ mb: 0.5 }}>Days of Week</FormLabel>
          <ToggleButtonGroup
            aria-labelledby="rule-days-of-week"
            size="small"
            disabled={readOnly}
            value={field.value ?? []}
            onChange={(_event, days: number[]) => field.onChange([...days].sort((a, b) => a - b))}
            sx={{ flexWrap: 'wrap' }}
          >
            {DAY_OF_WEEK_NAMES.map((name, day) => (
              <ToggleButton key={name} value={day} sx={{ px: 1.5 }}>{name}</ToggleButton>
            ))}
          </ToggleButtonGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

function TimeZoneField() {
  const { control } = useFormContext<RuleFormValues>();
  const readOnly = useFormReadOnly();
  const zones = useTimeZones(true);
  const labels = new Map((zones.data ?? []).map((z) => [z.id, `${z.name || z.id} (${z.offset})`]));
  return (
    <Controller
      name="timeConditions.timeZoneId"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete
          options={(zones.data ?? []).map((z) => z.id)}
          value={field.value || null}
          readOnly={readOnly}
          loading={zones.isLoading}
          getOptionLabel={(id) => labels.get(id) ?? id}
          onChange={(_event, value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField {...params} required margin="dense" label="Time Zone" name={field.name} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
          )}
        />
      )}
    />
  );
}

/** Time limitations (part 1 §3 timeConditions): when, in the rule's time zone, the rule applies. */
function TimeLimitations() {
  const { formState } = useFormContext<RuleFormValues>();
  const on = useWatch<RuleFormValues, 'timeLimited'>({ name: 'timeLimited' });
  const rootError = formState.errors.timeConditions?.message ?? formState.errors.timeConditions?.root?.message;
  return (
    <Box sx={{ mt: 1, p: 1.5, border: 1, borderColor: rootError ? 'error.main' : 'divider', borderRadius: 1 }}>
      <FormCheckbox name="timeLimited" label="Time Limitations" />
      {rootError && <FormHelperText error>{rootError}</FormHelperText>}
      {on && (
        <Grid container columnSpacing={2}>
          <Grid size={12}><TimeZoneField /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="timeConditions.startRange" label="Start" type="datetime-local" slotProps={shrink} helperText="Empty: no start." />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="timeConditions.endRange" label="End" type="datetime-local" slotProps={shrink} helperText="Empty: no end." />
          </Grid>
          <Grid size={12}><DaysOfWeek /></Grid>
          <Grid size={12}>
            <FormTextField name="timeConditions.daysOfMonth" label="Days of Month" helperText="Days 1 to 31, for example 1-5, 15, 28-31." />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="timeConditions.dailyStartTime" label="Daily Start" type="time" slotProps={shrink} helperText="Empty: from midnight." />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField name="timeConditions.dailyEndTime" label="Daily End" type="time" slotProps={shrink} helperText="Before the start: the window runs past midnight." />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

/** Details: what the rule is, whose packets it sees, how long a match lasts and when it applies. */
export function RuleDetailsTab() {
  const types = useRuleTypes();
  const typeOptions = (types.data?.length ? types.data : ruleTypeIds.map((id) => ({ id, name: ruleTypeNames[id as RuleTypeId], description: '' })))
    .map((t) => ({ value: t.id, label: t.name }));
  const ruleTypeId = useWatch<RuleFormValues, 'ruleTypeId'>({ name: 'ruleTypeId' });
  const typeHelp = types.data?.find((t) => t.id === ruleTypeId)?.description;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={12}>
        <FormTextField name="name" label="Name" required autoFocus />
      </Grid>
      <Grid size={12}>
        <FormTextField name="description" label="Description" multiline minRows={2} emptyAsNull />
      </Grid>
      <Grid size={12}>
        <FormTextField name="ruleTypeId" label="Type" required options={typeOptions} helperText={typeHelp} />
      </Grid>
      <TenantAndSubscription />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField name="matchLifetime" label="Match Lifetime" required placeholder="HH:mm:ss" helperText="HH:mm:ss, at least 00:05:00." />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', flexDirection: 'column' }}>
        <FormCheckbox name="useSlidingExpiration" label="Sliding Expiration" />
        <Typography variant="caption" color="text.secondary">Each new match of an open one starts its lifetime again.</Typography>
      </Grid>
      <Grid size={12}>
        <FormCheckbox name="enabled" label="Enabled" />
      </Grid>
      <Grid size={12}>
        <TimeLimitations />
      </Grid>
    </Grid>
  );
}
