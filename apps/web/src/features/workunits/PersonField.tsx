import { type PersonOrGroup, sameIdentity } from '@portal/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useDebounced } from '../../kit/useDebounced.ts';
import { usePeopleSearch } from './api.ts';
import { PEOPLE_FAILED, optionsFailed, useFailureToast } from './optionErrors.ts';

/** People search waits this long after typing (§9). */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 400;

/** What a people field stores: the person's user name, as (ack) and the demo data do (one identity per person). */
export const personValue = (person: PersonOrGroup) => person.userName ?? person.mail ?? person.displayName;

interface PersonFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** The people offered are this field's options: a failed search also says 'Failed to refresh options for field: {label}' (Assigned To). */
  optionsOfField?: boolean;
}

/**
 * A person (approver, assignee, implementer): free text, with people matching what is typed offered
 * below by display name; picking one stores their user name, the one identity every people field
 * holds (an approver slot then names that person's account). A failed search says 'Could not
 * retrieve the list of people.' (§8); typing still works.
 */
export function PersonField({ name, label, required, disabled, optionsOfField }: PersonFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const [focused, setFocused] = useState(false);
  const [term, setTerm] = useState('');
  const search = useDebounced(term, PEOPLE_SEARCH_DEBOUNCE_MS);
  const people = usePeopleSearch(search, focused);
  // Person fields share their searches: only the field being searched in speaks of a failure.
  const failure = focused ? people.error : null;
  useFailureToast(failure, PEOPLE_FAILED);
  useFailureToast(optionsOfField ? failure : null, optionsFailed(label));
  // The person a stored user name is, shown by display name below the field.
  const watched = useWatch({ control, name });
  const stored = typeof watched === 'string' ? watched.trim() : '';
  const named = usePeopleSearch(stored, !focused && stored !== '');
  const displayName = named.data?.find((p) => p.kind === 'person' && sameIdentity(p.userName, stored))?.displayName;

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
              <li {...props} key={`${option.displayName}-${option.userName ?? option.mail ?? ''}`}>
                {option.displayName}
                {option.userName || option.mail ? ` (${[option.userName, option.mail].filter(Boolean).filter((v, i, all) => all.indexOf(v) === i).join(', ')})` : ''}
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
                helperText={fieldState.error?.message ?? (displayName && displayName !== stored ? displayName : undefined)}
              />
            )}
          />
        );
      }}
    />
  );
}
