import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';

/** Fields bound to the surrounding react-hook-form (FormPanel or a FormProvider) by name. */

export interface SelectOption {
  value: string | number;
  label: ReactNode;
}

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Empty text is stored as null rather than '' (for optional server fields). */
  emptyAsNull?: boolean;
  /** Options turn the field into a select. */
  options?: readonly SelectOption[];
  /** With options: a first entry meaning "none", stored as null. */
  noneLabel?: string;
};

export function FormTextField({ name, emptyAsNull, options, noneLabel, helperText, ...rest }: FormTextFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const NONE = '__none__';
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const shown = field.value === null || field.value === undefined ? (options && noneLabel !== undefined ? NONE : '') : field.value;
        return (
          <TextField
            fullWidth
            margin="dense"
            {...rest}
            select={Boolean(options)}
            name={field.name}
            inputRef={field.ref}
            value={shown}
            onBlur={field.onBlur}
            onChange={(event) => {
              const text = event.target.value;
              if (options) {
                if (text === NONE) return field.onChange(null);
                const option = options.find((o) => String(o.value) === String(text));
                return field.onChange(option ? option.value : text);
              }
              field.onChange(emptyAsNull && text === '' ? null : text);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
          >
            {options && noneLabel !== undefined && (
              <MenuItem value={NONE}>
                <em>{noneLabel}</em>
              </MenuItem>
            )}
            {options?.map((option) => (
              <MenuItem key={String(option.value)} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

export function FormCheckbox({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} margin="dense">
          <FormControlLabel
            label={label}
            disabled={disabled}
            control={
              <Checkbox
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                checked={Boolean(field.value)}
                onBlur={field.onBlur}
                onChange={(_event, checked) => field.onChange(checked)}
              />
            }
          />
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

export function FormRadioGroup({ name, label, options, row = true }: { name: string; label: ReactNode; options: readonly SelectOption[]; row?: boolean }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} margin="dense" fullWidth>
          <FormLabel id={`${name}-label`}>{label}</FormLabel>
          <RadioGroup
            row={row}
            aria-labelledby={`${name}-label`}
            name={field.name}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(_event, value) => {
              const option = options.find((o) => String(o.value) === value);
              field.onChange(option ? option.value : value);
            }}
          >
            {options.map((option) => (
              <FormControlLabel key={String(option.value)} value={option.value} control={<Radio />} label={option.label} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
