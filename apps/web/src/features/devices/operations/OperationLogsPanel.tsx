import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { formatDateTime } from '../../../kit/dates.ts';
import { SidePanel } from '../../../kit/panel/SidePanel.tsx';
import { useOperationLogs } from './queries.ts';

const entryColors: Record<string, 'error' | 'warning' | 'default' | 'info'> = { Error: 'error', Warning: 'warning', Trace: 'default', Information: 'info' };

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
        <Table size="small" aria-label="Operation logs">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 170 }}>Created</TableCell>
              <TableCell sx={{ width: 110 }}>Type</TableCell>
              <TableCell>Detail</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.logEntryId}>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{formatDateTime(row.created)}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <Chip size="small" variant="outlined" label={row.entryType} color={entryColors[row.entryType ?? ''] ?? 'default'} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.8rem' }}>{row.detail}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SidePanel>
  );
}
