import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { NOT_FOUND_PATH } from '../../kit/panel/usePanelParams.ts';

// The packets feature's drawer (part 1 §2), loaded when a packet is opened.
const PacketDrawer = lazy(() => import('../packets/PacketDrawer.tsx'));

/** The packet drawer over the device's packets panel; an unknown packet goes to the not-found page. */
export function PacketDrawerSlot({ packetId, tenantId, onClose }: { packetId: string; tenantId: string; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Suspense fallback={null}>
      <PacketDrawer packetId={packetId} tenantId={tenantId} onClose={onClose} onNotFound={() => void navigate(NOT_FOUND_PATH, { replace: true })} />
    </Suspense>
  );
}
