import type { PendingDeviceDeleteResponse, PendingDevicePromoteResponse } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const PENDING_DEVICES_PATH = '/v1/pendingdevices';
export const pendingDeviceKeys = createQueryKeys('pendingdevices');
/** The list is asked again this often: a machine whose agent was just started should show without a reload. */
export const PENDING_DEVICE_POLL_MS = 30_000;
/** The devices area's keys (features/devices uses the same factory): a promotion adds devices to its lists. */
const deviceKeys = createQueryKeys('devices');

/** Promotes to `subscriptionId` (the picker's current subscription; without it, the server's default), all or none. */
export function usePromotePendingDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pendingDeviceIds, subscriptionId }: { pendingDeviceIds: string[]; subscriptionId?: string | null }): Promise<PendingDevicePromoteResponse> =>
      api.POST('/v1/pendingdevices/batchpromote', { body: { pendingDeviceIds, subscriptionId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: pendingDeviceKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: deviceKeys.lists() }),
      ]);
    },
  });
}

export function useDeletePendingDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pendingDeviceIds: string[]): Promise<PendingDeviceDeleteResponse> =>
      api.DELETE('/v1/pendingdevices/batchdelete', { body: { pendingDeviceIds } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: pendingDeviceKeys.lists() });
    },
  });
}
