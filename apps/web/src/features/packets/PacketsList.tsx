import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { packetMessages } from '@portal/contracts';
import { formatDateTime } from '../../kit/dates.ts';
import { usePackets } from './queries.ts';

/** Part 1 §3's empty state of an entity without packets. */
export const NO_PACKET = 'No packet for this entity.';

const summary = (message: Record<string, unknown> | undefined) => {
  const text = JSON.stringify(message ?? {});
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

/** The newest packets of some entities (a device and its operations, a block), polled; a row opens the packet. */
export function PacketsList({ entityIds, onOpen, selected, top }: {
  entityIds: readonly string[];
  onOpen: (packetId: string) => void;
  selected?: string;
  top?: number;
}) {
  const packets = usePackets(entityIds, top);
  const rows = packets.data?.value ?? [];
  return (
    <>
      <Box sx={{ height: 4 }}>{packets.isFetching && <LinearProgress aria-label="Loading packets" />}</Box>
      {packets.isError && <Alert severity="error">{packetMessages.loadFailed}</Alert>}
      {packets.data && rows.length === 0 && <Alert severity="info">{NO_PACKET}</Alert>}
      {rows.length > 0 && (
        <Table size="small" aria-label="Packets">
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
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{summary(row.message)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </>
  );
}
