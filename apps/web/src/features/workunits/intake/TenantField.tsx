import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTenantLookup } from '../../../app/queries.ts';
import { optionsFailed, useFailureToast } from '../optionErrors.ts';
import type { IntakeFormValues } from './intakeForm.ts';
import { orderTenants, readFavoriteTenants, readRecentTenants, toggleFavoriteTenant, type TenantChoice } from './tenantOrder.ts';

interface TenantFieldProps {
  /** Settings: Sort Tenants by Recent / Favorite, read when the panel opened. */
  sortBy: 'recent' | 'favorite';
  /** A new tenant clears what belongs to the old one (§5: 'A changed tenant clears the owningGroup field'). */
  onTenantChange: (tenantId: string | null) => void;
}

/** The intake's tenant: recent or favourite tenants first, each with a star to mark it a favourite. */
export function TenantField({ sortBy, onTenantChange }: TenantFieldProps) {
  const { control, setValue } = useFormContext<IntakeFormValues>();
  const tenants = useTenantLookup();
  useFailureToast(tenants.error, optionsFailed('Tenant'));
  const [favorites, setFavorites] = useState(readFavoriteTenants);
  const [recent] = useState(readRecentTenants);
  const options = useMemo(() => orderTenants(tenants.data ?? [], sortBy, recent, favorites), [tenants.data, sortBy, recent, favorites]);

  return (
    <Controller
      name="tenantId"
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<TenantChoice>
          options={options}
          groupBy={(option) => option.group}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.tenantId === value.tenantId}
          value={options.find((o) => o.tenantId === field.value) ?? null}
          loading={tenants.isLoading}
          onChange={(_event, option) => {
            const tenantId = option?.tenantId ?? null;
            if (tenantId === field.value) return;
            field.onChange(tenantId);
            setValue('assignmentGroup', null, { shouldValidate: true });
            setValue('workUnitCategoryId', null);
            setValue('workUnitSubcategoryId', null);
            onTenantChange(tenantId);
          }}
          onBlur={field.onBlur}
          renderOption={({ key, ...props }, option) => {
            const favorite = favorites.includes(option.tenantId);
            return (
              <Box component="li" key={`${option.group}-${key}`} {...props}>
                <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                  {option.name}
                </Box>
                <IconButton
                  size="small"
                  aria-label={favorite ? `Remove ${option.name} from favorites` : `Add ${option.name} to favorites`}
                  onClick={(event) => {
                    // Starring a tenant does not choose it.
                    event.stopPropagation();
                    setFavorites(toggleFavoriteTenant(option.tenantId));
                  }}
                  onMouseDown={(event) => event.stopPropagation()}
                >
                  {favorite ? <Star fontSize="small" color="warning" /> : <StarBorder fontSize="small" />}
                </IconButton>
              </Box>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Tenant"
              required
              margin="dense"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}
