import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import { useState } from 'react';
import { LogEntriesTable } from '../../../kit/LogEntriesTable.tsx';
import { SidePanel } from '../../../kit/panel/SidePanel.tsx';
import { useOperationLogs } from './queries.ts';

/** A device operation's logs (`GET {id}/logs`): logEntryId, created, entryType, detail, newest first. */
export function OperationLogsPanel({ deviceOperationId, label, onClose }: { deviceOperationId: string; label: string; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const logs = useOperationLogs(deviceOperationId, rowsPerPage, page * rowsPerPage);
  const rows = logs.data?.value ?? [];
  const footer = (
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
  );
  return (
    <SidePanel open onClose={onClose} title={`Operation Logs: ${label}`} footer={footer}>
      <Box sx={{ height: 4 }}>{logs.isFetching && <LinearProgress aria-label="Loading logs" />}</Box>
      {logs.isError && <Alert severity="error">The operation's logs could not be loaded.</Alert>}
      {logs.data && rows.length === 0 && <Alert severity="info">No log entries.</Alert>}
      {rows.length > 0 && (
        <LogEntriesTable rows={rows} label="Operation logs" />
      )}
    </SidePanel>
  );
}
