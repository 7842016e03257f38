import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DEVICE_CPU_METRIC, DEVICE_MEMORY_METRIC, packetMessages } from '@portal/contracts';
import { formatDateTime } from '../../kit/dates.ts';
import { usePackets } from './queries.ts';

/** Part 1 §3's empty state of an entity without packets. */
export const NO_PACKET = 'No packet for this entity.';

function valueAt(message: Record<string, unknown> | undefined, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), message);
}

const percent = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(1)} %` : '—');

/** A heartbeat reads as its CPU and memory; anything else as its Value, else its JSON (shortened). */
export function packetSummary(message: Record<string, unknown> | undefined): string {
  const cpu = valueAt(message, DEVICE_CPU_METRIC);
  const memory = valueAt(message, DEVICE_MEMORY_METRIC);
  if (typeof cpu === 'number' || typeof memory === 'number') return `CPU ${percent(cpu)}, memory ${percent(memory)}`;
  const value = valueAt(message, 'Value');
  if (value !== undefined) return String(typeof value === 'object' ? JSON.stringify(value) : value);
  const text = JSON.stringify(message ?? {});
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** The newest packets of some entities (a device and its operations, a block), polled; a row opens the packet. */
export function PacketsList({ entityIds, onOpen, selected, top, emptyText = NO_PACKET, label = 'Packets' }: {
  entityIds: readonly string[];
  onOpen: (packetId: string) => void;
  selected?: string;
  top?: number;
  /** What an entity without packets shows (part 1's 'No packet for this entity.' unless a screen says better). */
  emptyText?: string;
  /** The table's accessible name. */
  label?: string;
}) {
  const packets = usePackets(entityIds, top);
  const rows = packets.data?.value ?? [];
  return (
    <>
      <Box sx={{ height: 4 }}>{packets.isFetching && <LinearProgress aria-label="Loading packets" />}</Box>
      {packets.isError && <Alert severity="error">{packetMessages.loadFailed}</Alert>}
      {packets.data && rows.length === 0 && <Alert severity="info">{emptyText}</Alert>}
      {rows.length > 0 && (
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 180 }}>Timestamp</TableCell>
              <TableCell>Message</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const open = () => row.packetId && onOpen(row.packetId);
              return (
                <TableRow
                  key={row.packetId}
                  hover
                  selected={row.packetId === selected}
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  aria-label={`Open packet of ${formatDateTime(row.timestamp)}`}
                  onClick={open}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      open();
                    }
                  }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.timestamp)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{packetSummary(row.message)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </>
  );
}
