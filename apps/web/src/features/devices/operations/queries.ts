import type { DeviceOperationCloneBody, DeviceOperationListItem, DeviceOperationSaveBody } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../kit/api.ts';
import { createQueryKeys } from '../../../kit/queryKeys.ts';

export const deviceOperationKeys = createQueryKeys('deviceOperations');
/** Device operations and their packets every 10 s; the available operations every 30 s (part 2 §4). */
export const OPERATIONS_POLL_MS = 10_000;
export const AVAILABLE_POLL_MS = 30_000;
const EXPAND = 'operation($expand=package)';

const byId = (deviceOperationId: string) => ({ params: { path: { deviceOperationId } } });

/** The device's operations, not deleted, enabled unless `showDisabled` (part 2 §7), each with its latest packet. */
export function useDeviceOperations(deviceId: string, showDisabled: boolean) {
  return useQuery({
    queryKey: [...deviceOperationKeys.lists(), deviceId, { showDisabled }],
    queryFn: async ({ signal }): Promise<DeviceOperationListItem[]> => {
      const filter = `deviceId eq ${deviceId} and isDeleted eq false${showDisabled ? '' : ' and enabled eq true'}`;
      const page = await api.GET('/v1/deviceOperations', { params: { query: { $filter: filter, $expand: EXPAND, $orderby: 'label asc', $top: '500' } }, signal });
      return page.value as DeviceOperationListItem[];
    },
    refetchInterval: OPERATIONS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useDeviceOperation(deviceOperationId: string | undefined) {
  return useQuery({
    queryKey: deviceOperationKeys.detail(deviceOperationId ?? ''),
    queryFn: ({ signal }) => api.GET('/v1/deviceOperations/{deviceOperationId}', { ...byId(deviceOperationId!), signal }),
    enabled: Boolean(deviceOperationId),
  });
}

/** The add-operation picker: GetAvailableOperationsForDevice(tenantId, operatingSystemId) with its package. */
export function useAvailableOperations(tenantId: string, operatingSystemId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['operations', 'available', tenantId, operatingSystemId],
    queryFn: async ({ signal }) => {
      const call = `GetAvailableOperationsForDevice(tenantId=${tenantId},operatingSystemId=${operatingSystemId})`;
      const page = await api.GET('/v1/operations/{call}', { params: { path: { call }, query: { $expand: 'package', $orderby: 'name asc', $top: '500' } }, signal });
      return page.value;
    },
    enabled: enabled && operatingSystemId > 0,
    refetchInterval: AVAILABLE_POLL_MS,
  });
}

/** The clone panel: the source's active operations by label, and the tenant's other devices. */
export function useActiveOperations(deviceId: string) {
  return useQuery({
    queryKey: [...deviceOperationKeys.all, 'active', deviceId],
    queryFn: ({ signal }) => api.GET('/v1/deviceOperations/active(deviceId={deviceId})', { params: { path: { deviceId } }, signal }),
  });
}

export function useCloneTargets(tenantId: string, sourceDeviceId: string, search: string) {
  return useQuery({
    queryKey: ['devices', 'cloneTargets', tenantId, sourceDeviceId, search],
    queryFn: async ({ signal }) => {
      const page = await api.GET('/v1/devices', {
        params: {
          query: {
            $filter: `tenantId eq ${tenantId} and deviceId ne ${sourceDeviceId} and isDeleted eq false`,
            $select: 'deviceId,name', $orderby: 'name asc', $top: '50', ...(search.trim() ? { $search: search.trim() } : {}),
          },
        },
        signal,
      });
      return page.value as Array<{ deviceId: string; name: string }>;
    },
    placeholderData: keepPreviousData,
  });
}

export function useOperationLogs(deviceOperationId: string, top: number, skip: number) {
  return useQuery({
    queryKey: [...deviceOperationKeys.detail(deviceOperationId), 'logs', top, skip],
    queryFn: ({ signal }) => api.GET('/v1/deviceOperations/{deviceOperationId}/logs', {
      params: { path: { deviceOperationId }, query: { $top: String(top), $skip: String(skip), $count: 'true' } }, signal,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Every device operation answer may change the list, the record and the device (its config version). */
function useInvalidateOperations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: deviceOperationKeys.all });
}

export function useSaveDeviceOperation() {
  const invalidate = useInvalidateOperations();
  return useMutation({
    mutationFn: ({ deviceOperationId, body }: { deviceOperationId?: string; body: z.output<typeof DeviceOperationSaveBody> }) =>
      deviceOperationId
        ? api.POST('/v1/deviceOperations/{deviceOperationId}', { ...byId(deviceOperationId), body })
        : api.PUT('/v1/deviceOperations', { body }),
    onSuccess: invalidate,
  });
}

export function useDeviceOperationAction() {
  const invalidate = useInvalidateOperations();
  return useMutation({
    mutationFn: ({ deviceOperationId, action }: { deviceOperationId: string; action: 'enqueue' | 'dequeue' | 'delete' }) => {
      if (action === 'delete') return api.DELETE('/v1/deviceOperations/{deviceOperationId}', byId(deviceOperationId));
      return action === 'enqueue'
        ? api.POST('/v1/deviceOperations/{deviceOperationId}/enqueueOnDemand', byId(deviceOperationId))
        : api.POST('/v1/deviceOperations/{deviceOperationId}/dequeueOnDemand', byId(deviceOperationId));
    },
    onSuccess: invalidate,
  });
}

export function useCloneOperations() {
  const invalidate = useInvalidateOperations();
  return useMutation({
    mutationFn: (body: z.input<typeof DeviceOperationCloneBody>) => api.POST('/v1/deviceOperations/clone', { body }),
    onSuccess: invalidate,
  });
}
