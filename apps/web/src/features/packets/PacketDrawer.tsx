import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { packetMessages, type PacketResponse } from '@portal/contracts';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '../../kit/api.ts';
import { CopyButton } from '../../kit/CopyButton.tsx';
import { formatDateTime } from '../../kit/dates.ts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { PacketHistoryTab, PacketLogsTab, RuleMatchesTab } from './EntityTabs.tsx';
import { usePacket } from './queries.ts';

/** Part 1 §3: the tabs' empty states, shared with blocks (shown until the packet has loaded). */
export const PACKET_EMPTY = {
  ruleMatches: 'No Rule Matches Found.',
  history: 'No History Found.',
  logs: 'No Logs Found.',
} as const;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** Details: the entity id (copyable), the timestamp, and the message as JSON text (never HTML). */
export function PacketDetails({ packet }: { packet: PacketResponse }) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Field label="Entity Id">
        <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{packet.entityId}</Typography>
        <CopyButton value={packet.entityId} kind="id" label="Copy Entity Id" failureMessage={packetMessages.copyEntityIdFailed} />
      </Field>
      <Field label="Timestamp">
        <Typography>{formatDateTime(packet.timestamp)}</Typography>
      </Field>
      <Field label="Message">
        <Box
          component="pre"
          aria-label="Message"
          sx={{ m: 0, p: 1.5, width: '100%', overflow: 'auto', bgcolor: 'action.hover', borderRadius: 1, fontSize: '0.8125rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify(packet.message, null, 2)}
        </Box>
      </Field>
    </Stack>
  );
}

const empty = (text: string) => <Alert severity="info" sx={{ mt: 1 }}>{text}</Alert>;

export interface PacketDrawerProps {
  packetId: string;
  onClose: () => void;
  /** The tenant the opener shows (the devices screen); the packet is read within the caller's tenants either way. */
  tenantId?: string;
  /** Called when the packet does not exist or is another tenant's (a 404), e.g. to go to the not-found page. */
  onNotFound?: () => void;
}

/** The packet drawer (part 1 §2): titled 'Packet', tabs Details, Rule Matches, History and Logs; polled about every 10 s. */
export function PacketDrawer({ packetId, onClose, onNotFound }: PacketDrawerProps) {
  const packet = usePacket(packetId);
  const notFound = packet.error instanceof ApiError && packet.error.status === 404;
  // The tabs follow the packet's entity: its rule matches, its stored packets and its logs.
  const entityId = packet.data?.entityId;
  useEffect(() => {
    if (notFound) onNotFound?.();
  }, [notFound, onNotFound]);
  const details = (
    <>
      <Box sx={{ height: 4 }}>{packet.isFetching && <LinearProgress aria-label="Loading packet" />}</Box>
      {packet.isError && <Alert severity="error">{packetMessages.loadFailed}</Alert>}
      {packet.data && <PacketDetails packet={packet.data} />}
    </>
  );
  return (
    <SidePanel
      open
      onClose={onClose}
      title={packetMessages.title}
      tabs={[
        { label: 'Details', content: details },
        { label: packetMessages.ruleMatches, content: entityId ? <RuleMatchesTab subjectId={entityId} /> : empty(PACKET_EMPTY.ruleMatches) },
        { label: 'History', content: entityId ? <PacketHistoryTab entityId={entityId} /> : empty(PACKET_EMPTY.history) },
        { label: 'Logs', content: entityId && packet.data ? <PacketLogsTab entityId={entityId} tenantId={packet.data.tenantId} /> : empty(PACKET_EMPTY.logs) },
      ]}
    />
  );
}

export default PacketDrawer;
