import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ruleTypeIds, ruleTypeNames, type RuleTypeId } from '@portal/contracts';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useSubscriptionLookup, useTenantLookup } from '../../app/queries.ts';
import { FormCheckbox, FormTextField } from '../../kit/form/fields.tsx';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';
import { useRuleTypes, useTimeZones } from './queries.ts';
import { DAY_OF_WEEK_NAMES, withTenantCondition, type RuleFormValues } from './ruleForm.ts';

const shrink = { inputLabel: { shrink: true } } as const;

/** Tenant, then the subscriptions grouped under their tenant's name (part 1 §7: grouped dropdowns). */
function TenantAndSubscription() {
  const { control, getValues, setValue } = useFormContext<RuleFormValues>();
  const readOnly = useFormReadOnly();
  const tenantId = useWatch<RuleFormValues, 'tenantId'>({ name: 'tenantId' });
  const tenants = useTenantLookup();
  const subscriptions = useSubscriptionLookup();
  const tenantName = new Map((tenants.data ?? []).map((t) => [t.tenantId, t.name]));
  const ofTenant = (subscriptions.data ?? []).filter((s) => !tenantId || s.tenantId === tenantId);
  const groups = [...new Set(ofTenant.map((s) => s.tenantId))];
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="tenantId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select fullWidth margin="dense" required label="Tenant" name={field.name} inputRef={field.ref} value={field.value ?? ''}
              onBlur={field.onBlur}
              slotProps={{ htmlInput: { readOnly } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              onChange={(event) => {
                const next = event.target.value || null;
                field.onChange(next);
                // The tenant condition follows the tenant (part 1 §5); a subscription of another tenant goes.
                setValue('conditions', withTenantCondition(getValues('conditions'), next), { shouldDirty: true, shouldValidate: true });
                const subscription = (subscriptions.data ?? []).find((s) => s.subscriptionId === getValues('subscriptionId'));
                if (subscription && subscription.tenantId !== next) setValue('subscriptionId', null, { shouldDirty: true, shouldValidate: true });
              }}
            >
              {(tenants.data ?? []).map((t) => (
                <MenuItem key={t.tenantId} value={t.tenantId}>{t.name}</MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Controller
          name="subscriptionId"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              select fullWidth margin="dense" label="Subscription" name={field.name} inputRef={field.ref} value={field.value ?? '__all__'}
              onBlur={field.onBlur}
              slotProps={{ htmlInput: { readOnly } }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Without one, the rule sees every subscription of its tenant.'}
              onChange={(event) => field.onChange(event.target.value === '__all__' ? null : event.target.value)}
            >
              <MenuItem value="__all__"><em>All subscriptions</em></MenuItem>
              {groups.flatMap((group) => [
                <ListSubheader key={`group-${group}`}>{tenantName.get(group) ?? group}</ListSubheader>,
                ...ofTenant.filter((s) => s.tenantId === group).map((s) => (
                  <MenuItem key={s.subscriptionId} value={s.subscriptionId}>{s.name}</MenuItem>
                )),
              ])}
            </TextField>
          )}
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
