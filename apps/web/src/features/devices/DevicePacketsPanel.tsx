import type { DeviceResponse } from '@portal/contracts';
import { SidePanel } from '../../kit/panel/SidePanel.tsx';
import { usePanelParams } from '../../kit/panel/usePanelParams.ts';
import { PacketsList } from '../packets/index.ts';
import { PacketDrawerSlot } from './PacketDrawerSlot.tsx';

/** The newest packets shown; older ones are in the chart and the packet API. */
const PACKETS_SHOWN = 50;

/** Packets (part 2 §2): the device's own packets, newest first, polled; a click opens the packet drawer. */
export function DevicePacketsPanel({ device, onClose }: { device: DeviceResponse; onClose: () => void }) {
  const { get, setParams } = usePanelParams();
  const packetId = get('packetId');
  return (
    <>
      <SidePanel open onClose={onClose} title={`Packets: ${device.name}`}>
        <PacketsList
          entityIds={[device.deviceId]}
          top={PACKETS_SHOWN}
          selected={packetId ?? undefined}
          onOpen={(id) => setParams({ packetId: id })}
          emptyText="No packets from this device yet."
          label="Device packets"
        />
      </SidePanel>
      {packetId && <PacketDrawerSlot packetId={packetId} tenantId={device.tenantId} onClose={() => setParams({ packetId: null })} />}
    </>
  );
}
