import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { formatDateTime } from './dates.ts';

export interface HistoryRow { key: string; timestamp: string; received: string | null | undefined; value: ReactNode }

interface Props {
  rows: readonly HistoryRow[];
  /** The table's accessible name, e.g. 'History'. */
  label: string;
  /** The third column's heading: 'Value' for a block, 'Message' for a device's packets. */
  valueHeading: string;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Fixed widths for the two time columns, so a long value wraps rather than squeezing them. */
  fixedTimeColumns?: boolean;
}

/** Stored values newest first, one fixed-size page at a time: the History tabs of blocks and packet entities. */
export function PagedHistoryTable({ rows, label, valueHeading, total, page, pageSize, onPageChange, fixedTimeColumns }: Props) {
  const timeColumn = fixedTimeColumns ? { width: 170 } : undefined;
  return (
    <>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={timeColumn}>Timestamp</TableCell>
            <TableCell sx={timeColumn}>Received</TableCell>
            <TableCell>{valueHeading}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.timestamp)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.received)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_event, next) => onPageChange(next)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[pageSize]}
      />
    </>
  );
}
