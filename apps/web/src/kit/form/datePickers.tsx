import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { DATE_FORMATS } from '../dates.ts';
import { EnsureDateLocalization } from './DateLocalization.tsx';

/**
 * Date inputs on MUI X pickers, holding plain text outside: an ISO instant for a date and time, a
 * `YYYY-MM-DD` day for a date. Both are typed and shown in the browser's zone.
 */

/** Part 1 §9's date-and-time format (D/MMM/YYYY HH:mm z) without the zone, which is not typed. */
export const DATE_TIME_INPUT_FORMAT = 'D/MMM/YYYY HH:mm';
/** A day as every other date reads (D/MMM/YYYY, the date of part 1 §9's date and time): 7/Mar/2025, never 3/7 or 7/3. */
export const DATE_INPUT_FORMAT = DATE_FORMATS.day;

/**
 * The calendar opens as a popover only with a mouse and at least the mobile breakpoint's width (part 1
 * §9: 768 px); otherwise as a full dialog, which fits a phone (the popover's clock columns do not).
 */
export const DESKTOP_PICKER_QUERY = '@media (pointer: fine) and (min-width: 768px)';

interface PickerInputProps {
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** True shows the field in error; undefined leaves it to the picker (an unreadable or half-typed date). */
  error?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: FocusEventHandler;
}

/**
 * Keeps the picker's own value (possibly half-typed and invalid) and hands on its text form. A new
 * value from outside (a reset) replaces it; the text this field handed on itself does not, so typing
 * is never interrupted.
 */
function useHeldValue<T>(outer: T, onOuter: (next: T) => void, toOuter: (value: Dayjs | null) => T, fromOuter: (value: T) => Dayjs | null) {
  const [held, setHeld] = useState<Dayjs | null>(() => fromOuter(outer));
  const [seen, setSeen] = useState(outer);
  if (outer !== seen) {
    setSeen(outer);
    if (outer !== toOuter(held)) setHeld(fromOuter(outer));
  }
  const change = (next: Dayjs | null) => {
    setHeld(next);
    const text = toOuter(next);
    if (text !== outer) onOuter(text);
  };
  return [held, change] as const;
}

/** The ISO instant of a picked date and time, to the minute; null when empty or not a whole valid date. */
export function isoFromPicker(value: Dayjs | null): string | null {
  return value?.isValid() ? value.startOf('minute').toISOString() : null;
}

/** The picker value of an ISO instant, in the browser's zone; null when empty or unreadable. */
export function pickerFromIso(iso: string | null): Dayjs | null {
  if (!iso) return null;
  const parsed = dayjs(iso);
  return parsed.isValid() ? parsed : null;
}

/** The `YYYY-MM-DD` day of a picked date; '' when empty or not a whole valid date. */
export function dayFromPicker(value: Dayjs | null): string {
  return value?.isValid() ? value.format('YYYY-MM-DD') : '';
}

/** The picker value of a `YYYY-MM-DD` day (local midnight); null when empty or unreadable. */
export function pickerFromDay(day: string): Dayjs | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = dayjs(day);
  return parsed.isValid() ? parsed : null;
}

/**
 * The props both pickers share. The field pads digits (01/Jun) unless told to keep the format's own
 * (1/Jun), so `shouldRespectLeadingZeros` is set.
 */
function sharedPickerProps({ label, disabled, name, inputRef, required, helperText, error, onBlur }: PickerInputProps) {
  return {
    label,
    disabled,
    name,
    inputRef,
    desktopModeMediaQuery: DESKTOP_PICKER_QUERY,
    slotProps: {
      field: { shouldRespectLeadingZeros: true },
      textField: { fullWidth: true, margin: 'dense' as const, required, helperText, error, onBlur },
    },
  };
}

/** A date and time typed as D/MMM/YYYY HH:mm (or picked), held outside as an ISO instant or null. */
export function DateTimeInput({ value, onChange, ...props }: PickerInputProps & { value: string | null; onChange: (iso: string | null) => void }) {
  const [held, change] = useHeldValue(value, onChange, isoFromPicker, pickerFromIso);
  return (
    <EnsureDateLocalization>
      <DateTimePicker
        {...sharedPickerProps(props)}
        value={held}
        onChange={change}
        format={DATE_TIME_INPUT_FORMAT}
        ampm={false}
      />
    </EnsureDateLocalization>
  );
}

/** A date typed as D/MMM/YYYY (or picked), held outside as a `YYYY-MM-DD` day or ''. */
export function DateInput({ value, onChange, ...props }: PickerInputProps & { value: string; onChange: (day: string) => void }) {
  const [held, change] = useHeldValue(value, onChange, dayFromPicker, pickerFromDay);
  return (
    <EnsureDateLocalization>
      <DatePicker
        {...sharedPickerProps(props)}
        value={held}
        onChange={change}
        format={DATE_INPUT_FORMAT}
      />
    </EnsureDateLocalization>
  );
}
