import TextField from '@mui/material/TextField';
import { type GridFilterInputValueProps, type GridFilterOperator, getGridStringOperators } from '@mui/x-data-grid';
import { versionReportMessages } from '@portal/contracts';
import { isGuid } from '../../app/tenantUrl.ts';

/** True for a filter value that is typed but is no GUID: the filter is not sent and the message shows. */
export function isBadGuidValue(value: unknown): boolean {
  const text = typeof value === 'string' ? value.trim() : '';
  return text !== '' && !isGuid(text);
}

/** The value field of a GUID column's filter: 'Please enter a valid GUID.' under it while the text is not one (part 1 §5). */
function GuidFilterInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const value = typeof item.value === 'string' ? item.value : '';
  const bad = isBadGuidValue(value);
  return (
    <TextField
      label="Value"
      placeholder="00000000-0000-0000-0000-000000000000"
      variant="standard"
      value={value}
      onChange={(event) => applyValue({ ...item, value: event.target.value })}
      error={bad}
      helperText={bad ? versionReportMessages.invalidGuid : undefined}
      inputRef={focusElementRef}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}

/** A GUID is compared whole: equals or does not equal, with the checked value field. */
export const guidFilterOperators: GridFilterOperator[] = getGridStringOperators()
  .filter((op) => op.value === 'equals' || op.value === 'doesNotEqual')
  .map((op) => ({ ...op, InputComponent: GuidFilterInput }));
