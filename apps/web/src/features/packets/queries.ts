import type { PacketResponse } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, fetchListPage } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

/** Part 1 §9: packets are polled every 10.005 s. */
export const PACKET_POLL_MS = 10_005;
export const packetKeys = createQueryKeys('packets');

/** One packet (`GET /v1/packets/{packetId}`), polled while shown. */
export function usePacket(packetId: string | undefined) {
  return useQuery({
    queryKey: packetKeys.detail(packetId ?? ''),
    queryFn: ({ signal }): Promise<PacketResponse> => api.GET('/v1/packets/{packetId}', { params: { path: { packetId: packetId! } }, signal }),
    enabled: Boolean(packetId),
    refetchInterval: PACKET_POLL_MS,
  });
}

/** The newest packets of some entities (`$filter=entityId in (…)`), polled while shown. */
export function usePackets(entityIds: readonly string[], top = 50) {
  return useQuery({
    queryKey: packetKeys.list(entityIds, top),
    queryFn: ({ signal }) => fetchListPage<Partial<PacketResponse>>(
      '/v1/packets', { $filter: `entityId in (${entityIds.join(', ')})`, $orderby: 'timestamp desc', $top: top }, signal,
    ),
    enabled: entityIds.length > 0,
    refetchInterval: PACKET_POLL_MS,
  });
}
