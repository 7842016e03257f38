import type { PersonOrGroup } from '@portal/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { usePeopleSearch } from './api.ts';

/** People search waits this long after typing (§9). */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 400;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const personValue = (person: PersonOrGroup) => person.mail ?? person.displayName;

/**
 * A person (approver, assignee, implementer): free text, with people matching what is typed offered
 * below; picking one stores their email address.
 */
export function PersonField({ name, label, required, disabled }: { name: string; label: string; required?: boolean; disabled?: boolean }) {
  const { control } = useFormContext<FieldValues>();
  const [focused, setFocused] = useState(false);
  const [term, setTerm] = useState('');
  const search = useDebounced(term, PEOPLE_SEARCH_DEBOUNCE_MS);
  const people = usePeopleSearch(search, focused);

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const text = typeof field.value === 'string' ? field.value : '';
        return (
          <Autocomplete<PersonOrGroup, false, false, true>
            freeSolo
            disabled={disabled}
            options={focused ? (people.data ?? []) : []}
            filterOptions={(options) => options}
            getOptionLabel={(option) => (typeof option === 'string' ? option : personValue(option))}
            renderOption={(props, option) => (
              <li {...props} key={`${option.displayName}-${option.mail ?? ''}`}>
                {option.displayName}
                {option.mail ? ` (${option.mail})` : ''}
              </li>
            )}
            inputValue={text}
            onInputChange={(_event, value, reason) => {
              if (reason === 'reset' && value === text) return;
              setTerm(value);
              field.onChange(value === '' ? null : value);
            }}
            onChange={(_event, option) => {
              if (option && typeof option !== 'string') field.onChange(personValue(option));
            }}
            value={text || null}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              field.onBlur();
            }}
            loading={people.isFetching}
            renderInput={(params) => (
              <TextField
                {...params}
                fullWidth
                margin="dense"
                label={label}
                required={required}
                name={field.name}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        );
      }}
    />
  );
}
