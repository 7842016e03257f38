import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from './dates.ts';

const entryColors: Record<string, 'error' | 'warning' | 'default' | 'info'> = { Error: 'error', Warning: 'warning', Trace: 'default', Information: 'info' };

export interface LogEntryRow {
  logEntryId?: string;
  created?: string;
  entryType?: string;
  detail?: string;
}

/** Log entries (part 1 §3 Log entry): when, the type as a coloured chip, and the detail as plain text. */
export function LogEntriesTable({ rows, label }: { rows: readonly LogEntryRow[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
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
            <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{row.created ? formatDateTime(row.created) : ''}</TableCell>
            <TableCell sx={{ verticalAlign: 'top' }}>
              <Chip size="small" variant="outlined" label={row.entryType} color={entryColors[row.entryType ?? ''] ?? 'default'} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.8rem' }}>{row.detail}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
