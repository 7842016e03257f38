import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentType } from 'react';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';

interface PacketDrawerProps { packetId: string; tenantId: string; onClose: () => void }

// TODO(issue 29): features/packets builds the packet drawer of part 1 §2 at the same time; until it is committed
// this shows a placeholder. Replace with a plain lazy import() of the packets feature's drawer once it exists.
const PacketDrawer = lazy(async () => ({
  default: ({ onClose }: PacketDrawerProps) => (
    <SidePanel open onClose={onClose} title="Packet">
      <Box>The packet drawer is not available yet.</Box>
    </SidePanel>
  ),
}) as { default: ComponentType<PacketDrawerProps> });

/** The packet drawer of the packets feature, loaded when a packet is opened. */
export function PacketDrawerSlot(props: PacketDrawerProps) {
  return (
    <Suspense fallback={null}>
      <PacketDrawer {...props} />
    </Suspense>
  );
}
