import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type ControlStatusValue, controlStatusColors, controlStatusLabels, controlStatusTextColors, controlStatusValues } from '@portal/contracts';

/**
 * The Status toggle group (part 1 §2): Not Set, Compliant, Non-Compliant, POAM, Exempt in the colours of §9.
 * Choosing the selected one again deselects it (null): the caller asks before deleting the record.
 */
export function StatusToggle({ value, label, disabled, onChange }: {
  value: ControlStatusValue | null;
  label: string;
  disabled: boolean;
  onChange: (value: ControlStatusValue | null) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={disabled}
      aria-label={label}
      onChange={(_event, next: ControlStatusValue | null) => onChange(next)}
      sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' } }}
    >
      {controlStatusValues.map((status) => (
        <ToggleButton
          key={status}
          value={status}
          sx={{
            px: 0.75, py: 0.25, fontSize: '0.8125rem', textTransform: 'none', whiteSpace: 'nowrap',
            borderLeft: `4px solid ${controlStatusColors[status]} !important`,
            '&.Mui-selected, &.Mui-selected:hover': { bgcolor: controlStatusColors[status], color: controlStatusTextColors[status] },
            '&.Mui-selected.Mui-disabled': { bgcolor: controlStatusColors[status], color: controlStatusTextColors[status], opacity: 0.75 },
          }}
        >
          {controlStatusLabels[status]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
