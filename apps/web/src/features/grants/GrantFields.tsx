import type { GrantUserOption, TenantLookup } from '@portal/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { useDebounced } from '../../kit/useDebounced.ts';
import { useTenantLookup } from '../../app/queries.ts';
import { useGrantUserSearch } from './queries.ts';

const SEARCH_DEBOUNCE_MS = 400;

const personLabel = (person: GrantUserOption) =>
  `${person.displayName} (${person.userName})${person.enabled ? '' : ' - disabled'}`;

/** The person a grant is for: type part of a name, user name or email, pick one; the form holds their userId. */
export function GrantUserField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext<FieldValues>();
  const [term, setTerm] = useState('');
  const [picked, setPicked] = useState<GrantUserOption | null>(null);
  const search = useDebounced(term, SEARCH_DEBOUNCE_MS);
  const people = useGrantUserSearch(search, true);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<GrantUserOption>
          options={people.data ?? []}
          filterOptions={(options) => options}
          getOptionLabel={personLabel}
          isOptionEqualToValue={(option, value) => option.userId === value.userId}
          value={picked?.userId === field.value ? picked : null}
          onChange={(_event, option) => {
            setPicked(option);
            field.onChange(option?.userId ?? null);
          }}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input') setTerm(value);
          }}
          onBlur={field.onBlur}
          loading={people.isFetching}
          noOptionsText={people.isError ? 'Could not retrieve the list of people.' : 'No people found'}
          renderInput={(params) => (
            <TextField
              {...params}
              fullWidth
              margin="dense"
              label={label}
              required
              name={field.name}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/**
 * Where a grant holds: all tenants (the form holds null) or the tenants listed (an array, which must
 * not stay empty; the schema says so).
 */
export function TenantScopeField({ name }: { name: string }) {
  const { control } = useFormContext<FieldValues>();
  const tenants = useTenantLookup();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const ids: string[] | null = Array.isArray(field.value) ? (field.value as string[]) : null;
        const chosen = ids === null ? [] : (tenants.data ?? []).filter((t) => ids.includes(t.tenantId));
        return (
          <FormControl error={Boolean(fieldState.error)} margin="dense" fullWidth>
            <FormLabel id={`${name}-scope-label`}>Tenants</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${name}-scope-label`}
              value={ids === null ? 'all' : 'listed'}
              onChange={(_event, value) => field.onChange(value === 'all' ? null : [])}
            >
              <FormControlLabel value="all" control={<Radio />} label="All tenants" />
              <FormControlLabel value="listed" control={<Radio />} label="Listed tenants" />
            </RadioGroup>
            {ids !== null && (
              <Autocomplete<TenantLookup, true>
                multiple
                options={tenants.data ?? []}
                getOptionLabel={(tenant) => tenant.name}
                isOptionEqualToValue={(option, value) => option.tenantId === value.tenantId}
                value={chosen}
                onChange={(_event, value) => field.onChange(value.map((t) => t.tenantId))}
                onBlur={field.onBlur}
                loading={tenants.isFetching}
                renderInput={(params) => <TextField {...params} margin="dense" label="Listed tenants" name={field.name} error={Boolean(fieldState.error)} />}
              />
            )}
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
