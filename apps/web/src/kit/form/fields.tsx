import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { useUnsavedEditSource } from '../panel/unsavedChanges.tsx';
import { useFormReadOnly } from './readOnly.ts';

/** Fields bound to the surrounding react-hook-form (FormPanel or a FormProvider) by name. */

/** In a read-only form (FormPanel `readOnly`), or when `alsoReadOnly`, a text field or select shows its value and takes no input. */
function useReadOnlyProps<P extends Pick<TextFieldProps, 'slotProps'>>(props: P, alsoReadOnly = false): P {
  const readOnly = useFormReadOnly() || alsoReadOnly;
  if (!readOnly) return props;
  const htmlInput = props.slotProps?.htmlInput;
  return {
    ...props,
    slotProps: { ...props.slotProps, htmlInput: { ...(typeof htmlInput === 'object' ? htmlInput : {}), readOnly: true } },
  };
}

export interface SelectOption {
  value: string | number;
  label: ReactNode;
  /** A select lists consecutive options of one group under this heading. */
  group?: string;
}

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: string;
  /** Empty text is stored as null rather than '' (for optional server fields). */
  emptyAsNull?: boolean;
  /** Options turn the field into a select (FormSelectField). */
  options?: readonly SelectOption[];
  /** With options: a first entry meaning "none", stored as null. */
  noneLabel?: string;
  /** Typing reaches the form this many ms after the last key (part 3 §9: 500); leaving the field sends it at once. */
  debounceMs?: number;
};

type FormSelectFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select' | 'children'> & {
  name: string;
  options: readonly SelectOption[];
  /** A first entry meaning "none", stored as null. */
  noneLabel?: string;
  /** Shows the value and takes no input (a saved record's fixed field); a read-only form makes every field so. */
  readOnly?: boolean;
  /**
   * A held value the options lack (the lookup still loading, or no longer listing it) stays a last
   * option, labelled `currentValueLabel` or the value itself, so the select never reads empty while it holds one.
   */
  keepCurrentValue?: boolean;
  currentValueLabel?: ReactNode;
  /** Runs after the form took the chosen value: a side effect such as clearing a field that depends on this one. */
  onChange?: (value: string | number | null) => void;
};

const NONE = '__none__';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A select bound by name; the chosen option's value (a number stays a number) is stored, "none" as null. */
export function FormSelectField({ name, options, noneLabel, readOnly, keepCurrentValue, currentValueLabel, onChange, helperText, ...props }: FormSelectFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const rest = useReadOnlyProps(props, readOnly);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const held = field.value as string | number | null | undefined;
        const choices =
          keepCurrentValue && !isEmpty(held) && !options.some((o) => String(o.value) === String(held))
            ? [...options, { value: held as string | number, label: currentValueLabel ?? String(held) }]
            : options;
        return (
          <TextField
            fullWidth
            margin="dense"
            {...rest}
            select
            name={field.name}
            inputRef={field.ref}
            value={held === null || held === undefined ? (noneLabel !== undefined ? NONE : '') : held}
            onBlur={field.onBlur}
            onChange={(event) => {
              const text = event.target.value;
              const value = text === NONE ? null : (choices.find((o) => String(o.value) === String(text))?.value ?? text);
              field.onChange(value);
              onChange?.(value);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
          >
            {noneLabel !== undefined && (
              <MenuItem value={NONE}>
                <em>{noneLabel}</em>
              </MenuItem>
            )}
            {choices.flatMap((option, index) => {
              const item = (
                <MenuItem key={`option-${String(option.value)}`} value={option.value}>
                  {option.label}
                </MenuItem>
              );
              const startsGroup = option.group !== undefined && option.group !== choices[index - 1]?.group;
              return startsGroup ? [<ListSubheader key={`group-${index}`}>{option.group}</ListSubheader>, item] : [item];
            })}
          </TextField>
        );
      }}
    />
  );
}

/**
 * A text input that keeps what is typed and hands it on after a pause, so a large form does not
 * re-validate on every key. A new value from outside (a reset) replaces the text.
 */
function DebouncedTextField({ value, onValue, debounceMs, ...rest }: Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onValue: (text: string) => void; debounceMs: number }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | undefined>(undefined);
  if (value !== shown) {
    setShown(value);
    if (pending.current === undefined) setText(value);
  }
  const flush = () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = undefined;
    if (next !== undefined) onValue(next);
  };
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  // A field that unmounts mid-pause (a tab switch, a type change) still hands on what was typed.
  useEffect(() => () => flushRef.current(), []);
  // So does closing the panel right after typing: its unsaved-changes guard sees the text.
  useUnsavedEditSource({ flush: () => flushRef.current() });
  return (
    <TextField
      {...rest}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        pending.current = event.target.value;
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, debounceMs);
      }}
      onBlur={(event) => {
        flush();
        rest.onBlur?.(event);
      }}
    />
  );
}

export function FormTextField({ options, noneLabel, emptyAsNull, debounceMs, ...props }: FormTextFieldProps) {
  if (options) return <FormSelectField {...props} options={options} noneLabel={noneLabel} />;
  return <FormInputField {...props} emptyAsNull={emptyAsNull} debounceMs={debounceMs} />;
}

function FormInputField({ name, emptyAsNull, helperText, debounceMs, ...props }: Omit<FormTextFieldProps, 'options' | 'noneLabel'>) {
  const { control } = useFormContext<FieldValues>();
  const rest = useReadOnlyProps(props);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const shown = field.value === null || field.value === undefined ? '' : field.value;
        if (debounceMs) {
          return (
            <DebouncedTextField
              fullWidth
              margin="dense"
              {...rest}
              debounceMs={debounceMs}
              name={field.name}
              inputRef={field.ref}
              value={String(shown)}
              onValue={(text) => field.onChange(emptyAsNull && text === '' ? null : text)}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? helperText}
            />
          );
        }
        return (
          <TextField
            fullWidth
            margin="dense"
            {...rest}
            name={field.name}
            inputRef={field.ref}
            value={shown}
            onBlur={field.onBlur}
            onChange={(event) => {
              const text = event.target.value;
              field.onChange(emptyAsNull && text === '' ? null : text);
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
          />
        );
      }}
    />
  );
}

export function FormCheckbox({ name, label, disabled: disabledProp }: { name: string; label: ReactNode; disabled?: boolean }) {
  const { control } = useFormContext<FieldValues>();
  // A checkbox has no read-only state: in a read-only form it is disabled.
  const disabled = useFormReadOnly() || disabledProp;
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

const DateTimeInput = lazy(() => import('./datePickers.tsx').then((m) => ({ default: m.DateTimeInput })));

/**
 * A date and time, held in the form as ISO 8601 text (null when empty or not a whole valid date),
 * typed as D/MMM/YYYY HH:mm in the browser's zone or picked. The picker loads with the first form
 * that shows one.
 */
export function FormDateTimeField({ name, label, required, disabled, helperText }: { name: string; label: ReactNode; required?: boolean; disabled?: boolean; helperText?: ReactNode }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const shown = fieldState.error?.message ?? helperText;
        return (
          <Suspense
            fallback={
              <TextField fullWidth margin="dense" label={label} required={required} disabled helperText={shown} value="" slotProps={{ inputLabel: { shrink: true } }} />
            }
          >
            <DateTimeInput
              label={label}
              required={required}
              disabled={disabled}
              name={field.name}
              inputRef={field.ref}
              value={typeof field.value === 'string' && field.value ? field.value : null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error ? true : undefined}
              helperText={shown}
            />
          </Suspense>
        );
      }}
    />
  );
}

/**
 * A list of short texts (tags): type one and press Enter, or leave the box, to add it; duplicates and
 * blanks are dropped. Held in the form as a string array.
 */
export function FormTagsField({ name, label, placeholder = 'Type a tag and press Enter', helperText }: { name: string; label: ReactNode; placeholder?: string; helperText?: ReactNode }) {
  const { control } = useFormContext<FieldValues>();
  const readOnly = useFormReadOnly();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Autocomplete<string, true, false, true>
          multiple
          freeSolo
          autoSelect
          readOnly={readOnly}
          options={[]}
          value={Array.isArray(field.value) ? (field.value as string[]) : []}
          onChange={(_event, value) => field.onChange([...new Set(value.map((v) => v.trim()).filter(Boolean))])}
          onBlur={field.onBlur}
          renderValue={(values, getItemProps) =>
            values.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              margin="dense"
              label={label}
              placeholder={readOnly ? undefined : placeholder}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? helperText}
            />
          )}
        />
      )}
    />
  );
}
