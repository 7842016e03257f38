import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DEVICE_CPU_METRIC, DEVICE_MEMORY_METRIC, packetMessages, type DeviceResponse, type PacketResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../kit/dates.ts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { fetchListPage } from '../../kit/api.ts';
import { formatPercent } from './deviceColumns.tsx';
import { DEVICE_POLL_MS, deviceKeys } from './queries.ts';
import { PacketDrawerSlot } from './PacketDrawerSlot.tsx';

/** The newest packets shown; older ones are in the chart and the packet API. */
const PACKETS_SHOWN = 50;

function valueAt(message: Record<string, unknown> | undefined, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), message);
}

/** A heartbeat reads as its CPU and memory; anything else as its Value, else its JSON. */
export function packetSummary(message: Record<string, unknown> | undefined): string {
  const cpu = valueAt(message, DEVICE_CPU_METRIC);
  const memory = valueAt(message, DEVICE_MEMORY_METRIC);
  if (typeof cpu === 'number' || typeof memory === 'number') {
    return `CPU ${formatPercent(typeof cpu === 'number' ? cpu : null) || '—'}, memory ${formatPercent(typeof memory === 'number' ? memory : null) || '—'}`;
  }
  const value = valueAt(message, 'Value');
  if (value !== undefined) return String(typeof value === 'object' ? JSON.stringify(value) : value);
  const text = JSON.stringify(message ?? {});
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Packets (part 2 §2): the device's own packets, newest first, polled every 30 s; a click opens the packet drawer. */
export function DevicePacketsPanel({ device, onClose }: { device: DeviceResponse; onClose: () => void }) {
  const { get, setParams } = usePanelParams();
  const packets = useQuery({
    queryKey: deviceKeys.detail(device.deviceId, 'packets'),
    queryFn: ({ signal }) =>
      fetchListPage('/v1/packets', { $filter: `entityId in (${device.deviceId})`, $orderby: 'timestamp desc', $top: PACKETS_SHOWN }, signal),
    refetchInterval: DEVICE_POLL_MS,
  });
  const rows = (packets.data?.value ?? []) as Partial<PacketResponse>[];
  const packetId = get('packetId');
  return (
    <>
      <SidePanel open onClose={onClose} title={`Packets: ${device.name}`}>
        <Box sx={{ height: 4 }}>{packets.isFetching && <LinearProgress aria-label="Loading packets" />}</Box>
        {packets.isError && <Alert severity="error">{packetMessages.loadFailed}</Alert>}
        {packets.data && rows.length === 0 && <Alert severity="info">No packets from this device yet.</Alert>}
        {rows.length > 0 && (
          <Table size="small" aria-label="Device packets">
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 180 }}>Timestamp</TableCell>
                <TableCell>Message</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.packetId}
                  hover
                  selected={row.packetId === packetId}
                  tabIndex={0}
                  sx={{ cursor: 'pointer' }}
                  aria-label={`Open packet of ${formatDateTime(row.timestamp)}`}
                  onClick={() => setParams({ packetId: row.packetId ?? null })}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      setParams({ packetId: row.packetId ?? null });
                    }
                  }}
                >
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.timestamp)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{packetSummary(row.message)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SidePanel>
      {packetId && <PacketDrawerSlot packetId={packetId} tenantId={device.tenantId} onClose={() => setParams({ packetId: null })} />}
    </>
  );
}
