import type {
  DeviceLogListResponse, DeviceMetricsResponse, DeviceResponse, DeviceSaveBody, InstallationListItem, InstallationsSaveBody,
  LocationLookup, TracingBody,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const DEVICES_PATH = '/v1/devices';
export const deviceKeys = createQueryKeys('devices');
/** Devices and their packets are polled every 30 s (part 2 §4), as is the optional log auto-refresh. */
export const DEVICE_POLL_MS = 30_000;

const path = (deviceId: string) => ({ params: { path: { deviceId } } });

export function useDeviceRecord(deviceId: string | undefined) {
  return useQuery({
    queryKey: deviceKeys.detail(deviceId ?? ''),
    queryFn: ({ signal }): Promise<DeviceResponse> => api.GET('/v1/devices/{deviceId}', { ...path(deviceId!), signal }),
    enabled: Boolean(deviceId),
  });
}

/** The locations a device of `tenantId` may use: the tenant's own and the shared ones (no tenant). */
export function useDeviceLocations(tenantId: string | undefined) {
  return useQuery({
    queryKey: ['devices', 'locations', tenantId ?? ''],
    queryFn: async ({ signal }): Promise<LocationLookup[]> => {
      const all: LocationLookup[] = await api.GET('/api/generalLookup/locations', { params: { query: { tenantId } }, signal });
      return all.filter((location) => location.tenantId === null || location.tenantId === tenantId);
    },
    enabled: Boolean(tenantId),
    staleTime: 60_000,
  });
}

/** Everything a device change may show in: its record, the grid, its panels. */
function useInvalidateDevice() {
  const queryClient = useQueryClient();
  return async (deviceId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: deviceKeys.detail(deviceId) }),
      queryClient.invalidateQueries({ queryKey: deviceKeys.lists() }),
    ]);
  };
}

export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, body }: { deviceId: string; body: DeviceSaveBody }): Promise<DeviceResponse> =>
      api.POST('/v1/devices/{deviceId}', { ...path(deviceId), body }),
    onSuccess: async (device) => {
      queryClient.setQueryData(deviceKeys.detail(device.deviceId), device);
      await queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
}

export function useSaveTracing() {
  const invalidate = useInvalidateDevice();
  return useMutation({
    mutationFn: ({ deviceId, body }: { deviceId: string; body: TracingBody }) => api.POST('/v1/devices/{deviceId}/tracing', { ...path(deviceId), body }),
    onSuccess: (_answer, { deviceId }) => invalidate(deviceId),
  });
}

export function useRestartDevice() {
  const invalidate = useInvalidateDevice();
  return useMutation({
    mutationFn: (deviceId: string) => api.POST('/v1/devices/{deviceId}/restart', path(deviceId)),
    onSuccess: (_answer, deviceId) => invalidate(deviceId),
  });
}

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) => api.DELETE('/v1/devices/{deviceId}', path(deviceId)),
    onSuccess: async (_answer, deviceId) => {
      queryClient.removeQueries({ queryKey: deviceKeys.detail(deviceId) });
      await queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
}

export function useInstallations(deviceId: string) {
  return useQuery({
    queryKey: deviceKeys.detail(deviceId, 'installations'),
    queryFn: async ({ signal }): Promise<InstallationListItem[]> =>
      (await api.GET('/v1/devices/{deviceId}/installations', { ...path(deviceId), signal })).value,
  });
}

export function useSaveInstallations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, body }: { deviceId: string; body: InstallationsSaveBody }) =>
      api.POST('/v1/devices/{deviceId}/installations', { ...path(deviceId), body }),
    onSuccess: (_answer, { deviceId }) => queryClient.invalidateQueries({ queryKey: deviceKeys.detail(deviceId, 'installations') }),
  });
}

/** A package's versions for the installations' pickers (newest first, as the package answers them). */
export function usePackageVersions(packageId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['devices', 'packageVersions', packageId],
    queryFn: async ({ signal }) => {
      const found = await api.GET('/v1/packages/{packageId}', { params: { path: { packageId }, query: { $expand: 'versions' } }, signal });
      return found.versions ?? [];
    },
    staleTime: 60_000,
  });
}

export function useDeviceLogs(deviceId: string, { top, skip, autoRefresh }: { top: number; skip: number; autoRefresh: boolean }) {
  return useQuery({
    queryKey: deviceKeys.detail(deviceId, 'logs', top, skip),
    queryFn: ({ signal }): Promise<DeviceLogListResponse> =>
      api.GET('/v1/devices/{deviceId}/logs', { params: { path: { deviceId }, query: { $top: top, $skip: skip, $count: 'true' } }, signal }),
    refetchInterval: autoRefresh ? DEVICE_POLL_MS : false,
    placeholderData: keepPreviousData,
  });
}

export function useDeviceMetrics(deviceId: string, from: string, to: string) {
  return useQuery({
    queryKey: deviceKeys.detail(deviceId, 'metrics', from, to),
    queryFn: ({ signal }): Promise<DeviceMetricsResponse> =>
      api.GET('/v1/devices/{deviceId}/metrics', { params: { path: { deviceId }, query: { from, to } }, signal }),
    placeholderData: keepPreviousData,
  });
}
