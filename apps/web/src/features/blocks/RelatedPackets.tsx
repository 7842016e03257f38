import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { packetMessages, type PacketResponse } from '@portal/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { usePermissions } from '../../app/permissions.tsx';
import { api, fetchListPage } from '../../kit/api.ts';
import { formatDateTime } from '../../kit/dates.ts';
import { blockKeys } from './queries.ts';

const isGuidText = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A packet's value as a block keeps it (`message.Value`), else its message as short JSON text. */
export function packetValue(message: Record<string, unknown> | undefined): string {
  const value = message?.Value;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = JSON.stringify(message ?? {});
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * A work unit's related packets (part 3 §2.3): each packet's block name, timestamp and value, looked up by the
 * relations' reference ids (packet ids); 'Unable to load packets.' when the packets cannot be read.
 */
export function RelatedPackets({ packetIds }: { packetIds: readonly string[] }) {
  const { has } = usePermissions();
  const ids = packetIds.filter(isGuidText);
  const packets = useQuery({
    queryKey: ['packets', 'list', 'related', ids],
    queryFn: ({ signal }) => fetchListPage<Partial<PacketResponse>>('/v1/packets', {
      $filter: `packetId in (${ids.join(', ')})`, $orderby: 'timestamp desc', $top: ids.length,
    }, signal),
    enabled: ids.length > 0,
  });
  // Names from the blocks of the packets' tenants (a list answers 200 whatever the entity is; a GET by id would 404).
  const tenantIds = [...new Set((packets.data?.value ?? []).map((p) => p.tenantId).filter((id): id is string => Boolean(id)))];
  const blockLists = useQueries({
    queries: tenantIds.map((tenantId) => ({
      queryKey: blockKeys.list({ tenantId }),
      queryFn: ({ signal }: { signal: AbortSignal }) => api.GET('/v1/blocks', { params: { query: { tenantId, $orderby: 'name' } }, signal }),
      enabled: has('Blocks:view'),
      staleTime: 60_000,
    })),
  });
  const nameOf = new Map(blockLists.flatMap((list) => (list.data?.value ?? []).map((b) => [b.blockId, b.name] as const)));
  if (packets.isError) return <Alert severity="error">{packetMessages.loadFailed}</Alert>;
  if (ids.length > 0 && !packets.data) return <LinearProgress aria-label="Loading packets" />;
  const rows = packets.data?.value ?? [];
  return (
    <List dense disablePadding aria-label="Related packets">
      {rows.map((packet) => (
        <ListItem key={packet.packetId} disableGutters divider>
          <ListItemText
            primary={nameOf.get(packet.entityId ?? '') ?? packet.entityId}
            secondary={`${formatDateTime(packet.timestamp)} · ${packetValue(packet.message)}`}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
      {/* A relation whose packet is gone (past retention) or was never a packet id: its reference as it was stored. */}
      {packetIds.filter((id) => !rows.some((p) => p.packetId === id.toLowerCase())).map((id) => (
        <ListItem key={id} disableGutters divider>
          <ListItemText primary={id} secondary="Packet no longer stored" />
        </ListItem>
      ))}
    </List>
  );
}
