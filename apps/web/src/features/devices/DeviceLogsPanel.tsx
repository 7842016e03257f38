import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import type { DeviceResponse } from '@portal/contracts';
import { useState } from 'react';
import { LogEntriesTable } from '../../kit/LogEntriesTable.tsx';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { useDeviceLogs } from './queries.ts';

/** Logs (part 2 §2): the device's log entries, newest first, with the optional 30 s auto-refresh. */
export function DeviceLogsPanel({ device, onClose }: { device: DeviceResponse; onClose: () => void }) {
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const logs = useDeviceLogs(device.deviceId, { top: rowsPerPage, skip: page * rowsPerPage, autoRefresh });
  const rows = logs.data?.value ?? [];
  const footer = (
    <>
      <FormControlLabel
        sx={{ mr: 'auto' }}
        control={<Switch checked={autoRefresh} onChange={(_event, checked) => setAutoRefresh(checked)} />}
        label="Auto-refresh every 30 s"
      />
      <TablePagination
        component="div"
        count={logs.data?.['@odata.count'] ?? -1}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </>
  );
  return (
    <SidePanel open onClose={onClose} title={`Logs: ${device.name}`} footer={footer}>
      <Box sx={{ height: 4 }}>{logs.isFetching && <LinearProgress aria-label="Loading logs" />}</Box>
      {logs.isError && <Alert severity="error">The device's logs could not be loaded.</Alert>}
      {logs.data && rows.length === 0 && <Alert severity="info">No log entries.</Alert>}
      {rows.length > 0 && (
        <LogEntriesTable rows={rows} label="Device logs" />
      )}
    </SidePanel>
  );
}
