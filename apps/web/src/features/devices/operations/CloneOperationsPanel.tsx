import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deviceOperationMessages, deviceOperationSaveMessages } from '@portal/contracts';
import { useState } from 'react';
import { ApiError } from '../../../kit/api.ts';
import { SidePanel } from '../../../kit/panel/SidePanel.tsx';
import { toast } from '../../../kit/toast.ts';
import { useDebounced } from '../../../kit/useDebounced.ts';
import { frequencyNames } from './DeviceOperationForm.tsx';
import { useActiveOperations, useCloneOperations, useCloneTargets } from './queries.ts';

/**
 * Clone Operations (part 2 §5): a target device of the same tenant (never the source), at least one of the
 * source's active operations; answers the server's message, else 'Device Operations Cloned Successfully.'.
 */
export function CloneOperationsPanel({ deviceId, deviceName, tenantId, onClose }: { deviceId: string; deviceName: string; tenantId: string; onClose: () => void }) {
  const [target, setTarget] = useState<{ deviceId: string; name: string } | null>(null);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search, 300);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const operations = useActiveOperations(deviceId);
  const targets = useCloneTargets(tenantId, deviceId, debounced);
  const clone = useCloneOperations();
  const rows = operations.data ?? [];
  const problem = !target ? deviceOperationSaveMessages.cloneTargetRequired : chosen.size === 0 ? deviceOperationMessages.cloneNoneSelected : undefined;

  const toggle = (id: string) => setChosen((current) => {
    const next = new Set(current);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const submit = async () => {
    if (!target) return;
    try {
      const answer = await clone.mutateAsync({ fromDeviceId: deviceId, toDeviceId: target.deviceId, deviceOperationIdsToClone: [...chosen].join(',') });
      toast.success(answer.message || deviceOperationMessages.cloned);
      onClose();
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : 'The operations could not be cloned.');
    }
  };
  const footer = (
    <>
      <Button onClick={onClose}>Close</Button>
      <Button variant="contained" onClick={() => void submit()} disabled={Boolean(problem) || clone.isPending} title={problem}>Clone</Button>
    </>
  );
  return (
    <SidePanel open onClose={onClose} title={`Clone Operations: ${deviceName}`} footer={footer}>
      <Autocomplete
        options={targets.data ?? []}
        value={target}
        onChange={(_event, value) => setTarget(value)}
        inputValue={search}
        onInputChange={(_event, value) => setSearch(value)}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.deviceId === b.deviceId}
        loading={targets.isFetching}
        renderInput={(params) => <TextField {...params} label="Target device" required margin="dense" helperText="A device of the same tenant." />}
      />
      <Typography variant="subtitle1" sx={{ mt: 2 }}>Operations to clone</Typography>
      {operations.isError && <Alert severity="error">{deviceOperationMessages.loadOperationsFailed}</Alert>}
      {operations.data && rows.length === 0 && <Alert severity="info">This device has no active operations.</Alert>}
      {rows.length > 0 && (
        <FormControlLabel
          control={<Checkbox checked={chosen.size === rows.length} indeterminate={chosen.size > 0 && chosen.size < rows.length} onChange={(_e, all) => setChosen(new Set(all ? rows.map((r) => r.deviceOperationId!) : []))} />}
          label="All"
        />
      )}
      <FormGroup>
        {rows.map((row) => (
          <FormControlLabel
            key={row.deviceOperationId}
            control={<Checkbox checked={chosen.has(row.deviceOperationId!)} onChange={() => toggle(row.deviceOperationId!)} />}
            label={`${row.label} — ${row.operation?.name ?? ''} (${frequencyNames[row.frequencyTypeId ?? 0] ?? ''}, ${row.interval})`}
            sx={{ overflowWrap: 'anywhere' }}
          />
        ))}
      </FormGroup>
      {problem && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{problem}</Typography>}
    </SidePanel>
  );
}
