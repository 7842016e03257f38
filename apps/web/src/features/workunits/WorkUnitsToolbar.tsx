import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useBooleanSetting } from '../../kit/localSettings.ts';
import { formatTime } from '../../kit/dates.ts';
import type { FilterItem } from '../../kit/list/listState.ts';
import { hasMyApprovalFilter, toggleMyApproval } from './gridFilters.ts';

/** The grid's toolbar pieces (§2.3): Create and Actions menus, Requires My Approval, Auto Refresh. */

function DropdownButton({ label, icon, variant = 'outlined', children }: {
  label: string;
  icon?: ReactNode;
  variant?: 'contained' | 'outlined';
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const id = `${label.toLowerCase().replace(/\W+/g, '-')}-menu`;
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={icon}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}

export type CreateForm = 'createChange Request' | 'createIncident' | 'createIntake';

/** Create: Change Request, Incident, Intake (each opens its panel through `form=`). */
export function CreateMenu({ onCreate }: { onCreate: (form: CreateForm) => void }) {
  const items: Array<[CreateForm, string]> = [
    ['createChange Request', 'Change Request'],
    ['createIncident', 'Incident'],
    ['createIntake', 'Intake'],
  ];
  return (
    <DropdownButton label="Create" icon={<AddIcon />} variant="contained">
      {(close) =>
        items.map(([form, label]) => (
          <MenuItem
            key={form}
            onClick={() => {
              close();
              onCreate(form);
            }}
          >
            {label}
          </MenuItem>
        ))
      }
    </DropdownButton>
  );
}

/** Actions: Mass Edit, enabled only when rows are selected. */
export function ActionsMenu({ selectedCount, canEdit, onMassEdit }: { selectedCount: number; canEdit: boolean; onMassEdit: () => void }) {
  return (
    <DropdownButton label="Actions">
      {(close) => (
        <MenuItem
          disabled={selectedCount === 0 || !canEdit}
          onClick={() => {
            close();
            onMassEdit();
          }}
        >
          Mass Edit{selectedCount > 0 ? ` (${selectedCount})` : ''}
        </MenuItem>
      )}
    </DropdownButton>
  );
}

/** 'Requires My Approval': change requests awaiting the current user's decision as an approver. */
export function MyApprovalToggle({ filters, onChange }: { filters: readonly FilterItem[]; onChange: (filters: FilterItem[]) => void }) {
  const on = hasMyApprovalFilter(filters);
  return (
    <FormControlLabel
      sx={{ mx: 0 }}
      slotProps={{ typography: { variant: 'body2' } }}
      label="Requires My Approval"
      control={<Checkbox size="small" checked={on} onChange={(_e, checked) => onChange(toggleMyApproval(filters, checked))} />}
    />
  );
}

/** Part 1 §2: `/{tenantId}/workunits/index` is the old experience's list. */
export function oldExperiencePath(tenantId: string): string {
  return `/${encodeURIComponent(tenantId)}/workunits/index`;
}

/**
 * 'Return to the old experience' (part 1 §2). A full page load, not a client-side navigation, so a
 * deployment that serves the old portal at that path (a reverse proxy beside this one) takes it; where
 * nothing else serves it, the client's fallback route brings the user back to this grid.
 */
export function ReturnToOldExperience({ tenantId }: { tenantId: string | undefined }) {
  if (!tenantId) return null;
  return (
    <Link href={oldExperiencePath(tenantId)} variant="body2" underline="hover">
      Return to the old experience
    </Link>
  );
}

export const AUTO_REFRESH_SETTING = 'portal.workUnits.autoRefresh';

/** Auto Refresh is on unless the user turned it off in this browser. */
export function useAutoRefresh(): [boolean, (on: boolean) => void] {
  return useBooleanSetting(AUTO_REFRESH_SETTING, true);
}

export function AutoRefresh({ on, onChange, lastRefreshed }: { on: boolean; onChange: (on: boolean) => void; lastRefreshed: number }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center' }}>
      <FormControlLabel
        sx={{ mx: 0 }}
        slotProps={{ typography: { variant: 'body2' } }}
        label="Auto Refresh"
        control={<Switch size="small" checked={on} onChange={(_e, checked) => onChange(checked)} />}
      />
      {lastRefreshed > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }} aria-live="polite">
          Last refreshed: {formatTime(lastRefreshed)}
        </Typography>
      )}
    </Stack>
  );
}
