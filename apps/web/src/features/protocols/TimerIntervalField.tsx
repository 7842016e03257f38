import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { useFormReadOnly } from '../../kit/form/readOnly.ts';

const HOURS = Array.from({ length: 24 }, (_, i) => i);
const SIXTY = Array.from({ length: 60 }, (_, i) => i);
const two = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm:ss' → its three parts; an empty or unreadable value has none. */
export function splitInterval(value: unknown): { hours: number; minutes: number; seconds: number } | undefined {
  const match = typeof value === 'string' ? /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  return { hours: Number(match[1]), minutes: Number(match[2]), seconds: Number(match[3]) };
}

export const joinInterval = (hours: number, minutes: number, seconds: number) => `${two(hours)}:${two(minutes)}:${two(seconds)}`;

/**
 * A time span held in the form as 'HH:mm:ss', chosen with an hours, a minutes and a seconds picker
 * (part 1 §5: the protocol's timer interval). Until all three are picked the field holds '' so the form's
 * 'required' message shows; picking one part of an empty interval fills the others with 0.
 */
export function TimerIntervalField({ name, label, required, helperText }: { name: string; label: string; required?: boolean; helperText?: string }) {
  const { control } = useFormContext<FieldValues>();
  const readOnly = useFormReadOnly();
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const parts = splitInterval(field.value);
        const set = (part: 'hours' | 'minutes' | 'seconds', next: number) => {
          const current = parts ?? { hours: 0, minutes: 0, seconds: 0 };
          const updated = { ...current, [part]: next };
          field.onChange(joinInterval(updated.hours, updated.minutes, updated.seconds));
        };
        const picker = (part: 'hours' | 'minutes' | 'seconds', partLabel: string, choices: number[]) => (
          <TextField
            select
            size="small"
            label={partLabel}
            name={`${name}.${part}`}
            value={parts ? parts[part] : ''}
            error={Boolean(fieldState.error)}
            onBlur={field.onBlur}
            onChange={(event) => set(part, Number(event.target.value))}
            slotProps={{ htmlInput: { readOnly }, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 280 } } } } } }}
            sx={{ minWidth: 96, flex: 1 }}
          >
            {choices.map((n) => (
              <MenuItem key={n} value={n}>{two(n)}</MenuItem>
            ))}
          </TextField>
        );
        return (
          <FormControl component="fieldset" margin="dense" fullWidth error={Boolean(fieldState.error)} required={required} aria-describedby={`${id}-help`}>
            <FormLabel component="legend" sx={{ mb: 1 }}>{label}</FormLabel>
            <Stack direction="row" spacing={1}>
              {picker('hours', 'Hours', HOURS)}
              {picker('minutes', 'Minutes', SIXTY)}
              {picker('seconds', 'Seconds', SIXTY)}
            </Stack>
            <FormHelperText id={`${id}-help`}>{fieldState.error?.message ?? helperText}</FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}
