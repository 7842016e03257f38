import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { communicationMessages, communicationStatusLabels, communicationStatuses } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useTenantLookup } from '../../app/queries.ts';
import { DateInput } from '../../kit/form/datePickers.tsx';
import type { FilterItem } from '../../kit/list/listState.ts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { DATE_RANGES, applyFilterForm, emptyFilterForm, filterChipLabel, formFromFilters, hasSelection, type WuCommFilterForm } from './filters.ts';

export const FILTER_PANEL_TITLE = 'Filter Communications';

/** The filter panel (form=filter): tenant, status and the three date ranges; applying with nothing chosen asks for a selection. */
export function WuCommFilterPanel({ filters, onApply, onClose }: { filters: readonly FilterItem[]; onApply: (filters: FilterItem[]) => void; onClose: () => void }) {
  const [form, setForm] = useState<WuCommFilterForm>(() => formFromFilters(filters));
  const [asked, setAsked] = useState(false);
  const tenants = useTenantLookup();
  const missing = asked && !hasSelection(form);
  const setRange = (field: keyof WuCommFilterForm['ranges'], end: 'from' | 'to', day: string) =>
    setForm((f) => ({ ...f, ranges: { ...f.ranges, [field]: { ...f.ranges[field], [end]: day } } }));

  return (
    <SidePanel
      open
      onClose={onClose}
      title={FILTER_PANEL_TITLE}
      footer={
        <>
          <Button onClick={() => setForm(emptyFilterForm())}>Clear</Button>
          <Button
            variant="contained"
            onClick={() => {
              setAsked(true);
              if (hasSelection(form)) onApply(applyFilterForm(filters, form));
            }}
          >
            Apply Filter
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {missing && <Alert severity="error" sx={{ mb: 1 }}>{communicationMessages.makeSelection}</Alert>}
      <TextField
        select fullWidth margin="dense" label="Tenant" value={form.tenantId ?? ''}
        onChange={(event) => setForm((f) => ({ ...f, tenantId: event.target.value || null }))}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value=""><em>Any tenant</em></MenuItem>
        {(tenants.data ?? []).map((t) => <MenuItem key={t.tenantId} value={t.tenantId}>{t.name}</MenuItem>)}
      </TextField>
      <FormControl component="fieldset" margin="dense" fullWidth>
        <FormLabel component="legend">Status</FormLabel>
        <FormGroup>
          {communicationStatuses.map((status) => (
            <FormControlLabel
              key={status}
              label={communicationStatusLabels[status]}
              control={
                <Checkbox
                  size="small"
                  checked={form.status.includes(status)}
                  onChange={(_e, on) => setForm((f) => ({ ...f, status: on ? [...f.status, status] : f.status.filter((s) => s !== status) }))}
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <Grid container columnSpacing={2}>
        {DATE_RANGES.map(({ field, label }) => (
          <Grid key={field} size={12} container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput label={`${label} After`} value={form.ranges[field].from} onChange={(day) => setRange(field, 'from', day)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateInput label={`${label} Before`} value={form.ranges[field].to} onChange={(day) => setRange(field, 'to', day)} />
            </Grid>
          </Grid>
        ))}
      </Grid>
    </SidePanel>
  );
}

/** One chip per filter (deleting drops it), and Reset back to the address's tenant. */
export function WuCommFilterChips({ filters, onChange, onReset }: { filters: readonly FilterItem[]; onChange: (filters: FilterItem[]) => void; onReset: () => void }) {
  const tenants = useTenantLookup();
  const tenantNames = useMemo(() => new Map((tenants.data ?? []).map((t) => [t.tenantId, t.name])), [tenants.data]);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', minHeight: 32 }} aria-label="Filters">
      {filters.map((item, index) => (
        <Chip
          key={`${item.field}-${item.operator}-${index}`}
          size="small"
          color="primary"
          variant="outlined"
          label={filterChipLabel(item, tenantNames)}
          onDelete={() => onChange(filters.filter((_f, i) => i !== index))}
        />
      ))}
      {filters.length === 0 && <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>No filters: every tenant's communications.</Box>}
      <Button size="small" onClick={onReset}>Reset Filters</Button>
    </Box>
  );
}
