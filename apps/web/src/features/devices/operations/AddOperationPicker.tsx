import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { deviceOperationMessages } from '@portal/contracts';
import { useState } from 'react';
import { SidePanel } from '../../../kit/panel/SidePanel.tsx';
import type { OperationInfo } from './DeviceOperationForm.tsx';
import { useAvailableOperations } from './queries.ts';

/** The add-operation picker (part 2 §2): the operations available to the device's tenant and OS, polled every 30 s. */
export function AddOperationPicker({ tenantId, operatingSystemId, onPick, onClose }: {
  tenantId: string; operatingSystemId: number; onPick: (operation: OperationInfo) => void; onClose: () => void;
}) {
  const available = useAvailableOperations(tenantId, operatingSystemId, true);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const rows = (available.data ?? []).filter((o) => !term || `${o.name ?? ''} ${o.description ?? ''} ${o.package?.name ?? ''}`.toLowerCase().includes(term));
  return (
    <SidePanel open onClose={onClose} title="Add Operation">
      <TextField fullWidth size="small" label="Search operations" value={search} onChange={(event) => setSearch(event.target.value)} autoFocus />
      <Box sx={{ height: 4, mt: 1 }}>{available.isFetching && <LinearProgress aria-label="Loading operations" />}</Box>
      {operatingSystemId === 0 && <Alert severity="info">Set the device's operating system to see the operations it can run.</Alert>}
      {available.isError && <Alert severity="error">{deviceOperationMessages.loadOperationsFailed}</Alert>}
      {available.data && rows.length === 0 && <Alert severity="info">No operations are available for this device.</Alert>}
      <List aria-label="Available operations">
        {rows.map((operation) => (
          <ListItemButton key={operation.operationId} onClick={() => onPick(operation as OperationInfo)}>
            <ListItemText
              primary={operation.name}
              secondary={[operation.package?.name, operation.description].filter(Boolean).join(' — ')}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        ))}
      </List>
    </SidePanel>
  );
}
