import { severityIds, severityNames, workUnitStateIds, workUnitStateNames, workUnitTypeIds, workUnitTypeNames } from '@portal/contracts';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTenantLookup } from '../../app/queries.ts';
import { DateInput } from '../../kit/form/datePickers.tsx';
import type { FilterItem } from '../../kit/list/listState.ts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { applyFilterForm, emptyFilterForm, formFromFilters, type WorkUnitFilterForm } from './gridFilters.ts';

export const FILTER_PANEL_TITLE = 'Create Filter';

interface Props {
  filters: readonly FilterItem[];
  /** Applies the filters and closes the panel (one URL change, so neither undoes the other). */
  onApply: (filters: FilterItem[]) => void;
  onClose: () => void;
}

type MultiField = 'stateId' | 'workUnitTypeId' | 'severityId';

function CheckboxGroup({ label, ids, names, value, onChange }: {
  label: string;
  ids: readonly number[];
  names: Record<number, string>;
  value: number[];
  onChange: (value: number[]) => void;
}) {
  return (
    <FormControl component="fieldset" margin="dense" fullWidth>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {ids.map((id) => (
          <FormControlLabel
            key={id}
            label={names[id]}
            control={
              <Checkbox
                size="small"
                checked={value.includes(id)}
                onChange={(_e, checked) => onChange(checked ? [...value, id] : value.filter((v) => v !== id))}
              />
            }
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}

/** The create-filter panel (form=createFilter): every filter field of §2.3; applying replaces the grid's filters. */
export function WorkUnitFilterPanel({ filters, onApply, onClose }: Props) {
  const [form, setForm] = useState<WorkUnitFilterForm>(() => formFromFilters(filters));
  const tenants = useTenantLookup();
  const set = <K extends keyof WorkUnitFilterForm>(key: K, value: WorkUnitFilterForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const multi = (field: MultiField) => ({ value: form[field], onChange: (value: number[]) => set(field, value) });
  const dateField = (key: 'createdAfter' | 'createdBefore' | 'modifiedAfter' | 'modifiedBefore', label: string) => (
    <DateInput label={label} value={form[key]} onChange={(day) => set(key, day)} />
  );

  return (
    <SidePanel
      open
      onClose={onClose}
      title={FILTER_PANEL_TITLE}
      footer={
        <>
          <Button onClick={() => setForm({ ...emptyFilterForm })}>Clear</Button>
          <Button
            variant="contained"
            onClick={() => onApply(applyFilterForm(filters, form))}
          >
            Apply Filter
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <CheckboxGroup label="State" ids={workUnitStateIds} names={workUnitStateNames} {...multi('stateId')} />
      <CheckboxGroup label="Work Unit Type" ids={workUnitTypeIds} names={workUnitTypeNames} {...multi('workUnitTypeId')} />
      <CheckboxGroup label="Severity" ids={severityIds} names={severityNames} {...multi('severityId')} />
      <TextField
        select
        fullWidth
        margin="dense"
        label="Tenant"
        value={form.tenantId ?? ''}
        onChange={(e) => set('tenantId', e.target.value || null)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>Any tenant</em>
        </MenuItem>
        {(tenants.data ?? []).map((t) => (
          <MenuItem key={t.tenantId} value={t.tenantId}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField fullWidth margin="dense" label="Assigned To" value={form.assignedTo} onChange={(e) => set('assignedTo', e.target.value)} />
      <TextField fullWidth margin="dense" label="Assignment Group" value={form.assignmentGroup} onChange={(e) => set('assignmentGroup', e.target.value)} />
      <TextField
        fullWidth
        margin="dense"
        label="Approver Email"
        helperText="Approver 1 or 2; separate several with commas"
        value={form.approverEmail}
        onChange={(e) => set('approverEmail', e.target.value)}
      />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('createdAfter', 'Created After')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('createdBefore', 'Created Before')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('modifiedAfter', 'Modified After')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{dateField('modifiedBefore', 'Modified Before')}</Grid>
      </Grid>
    </SidePanel>
  );
}
