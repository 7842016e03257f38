import { useNavigate, useLocation, useParams } from 'react-router';
import { useNotFoundRedirect } from '../../kit/panel/usePanelParams.ts';
import { usePageTitle } from '../../app/usePageTitle.ts';
import { PacketDrawer } from './PacketDrawer.tsx';
import { usePacket } from './queries.ts';

/**
 * `/packets/{packetId}` (part 1 §1), also under the tenant prefix: the packet drawer opened by link. Closing
 * it goes back where the user came from, or home when the link was opened directly.
 */
export default function PacketPage() {
  const { packetId = '', tenantId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  usePageTitle('Packet');
  useNotFoundRedirect(usePacket(packetId).error);
  const close = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate(tenantId ? `/${tenantId}` : '/');
  };
  return <PacketDrawer packetId={packetId} onClose={close} />;
}
