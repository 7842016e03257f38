import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { SubscriptionLookup, TenantLookup } from '../queries.ts';
import { z } from 'zod';
import { type PickerForm, subscriptionsFor } from './pickerModel.ts';

/** Part 1 §5: both are required. */
export const PickerSchema = z.object({
  tenant: z.string().min(1, 'Tenant is required.'),
  subscriptionId: z.string().min(1, 'Subscription is required.'),
});

interface TenantPickerFormProps {
  tenants: readonly TenantLookup[];
  subscriptions: readonly SubscriptionLookup[];
  initial: PickerForm;
  onSubmit: (value: PickerForm) => Promise<void>;
  onCancel: () => void;
}

/** The picker's popover form: required Tenant and Subscription, subscriptions filtered by the tenant. */
export default function TenantPickerForm({ tenants, subscriptions, initial, onSubmit, onCancel }: TenantPickerFormProps) {
  const { control, handleSubmit, setValue, formState } = useForm<PickerForm>({
    resolver: zodResolver(PickerSchema),
    defaultValues: initial,
  });
  const [tenant, subscriptionId] = useWatch({ control, name: ['tenant', 'subscriptionId'] });
  const options = subscriptionsFor(subscriptions, tenant, subscriptionId);
  const sortedTenants = [...tenants].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Stack component="form" spacing={2} sx={{ p: 2, width: 320 }} noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Tenant and subscription">
      <Controller
        name="tenant"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            size="small"
            label="Tenant"
            value={field.value}
            onBlur={field.onBlur}
            inputRef={field.ref}
            onChange={(event) => {
              const next = event.target.value;
              field.onChange(next);
              // A subscription of another tenant no longer fits.
              const current = subscriptions.find((s) => s.subscriptionId === subscriptionId);
              if (current && current.tenantId !== next) setValue('subscriptionId', '', { shouldValidate: formState.isSubmitted });
            }}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {sortedTenants.map((t) => <MenuItem key={t.tenantId} value={t.tenantId}>{t.name}</MenuItem>)}
          </TextField>
        )}
      />
      <Controller
        name="subscriptionId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            size="small"
            label="Subscription"
            value={options.some((s) => s.subscriptionId === field.value) ? field.value : ''}
            onBlur={field.onBlur}
            inputRef={field.ref}
            onChange={(event) => field.onChange(event.target.value)}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {options.map((s) => <MenuItem key={s.subscriptionId} value={s.subscriptionId}>{s.name}</MenuItem>)}
          </TextField>
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} color="inherit">Cancel</Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>Submit</Button>
      </Stack>
    </Stack>
  );
}
