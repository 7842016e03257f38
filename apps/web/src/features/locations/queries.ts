import type { LocationDeletedResponse, LocationResponse, LocationSaveBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const LOCATIONS_PATH = '/v1/locations';
export const locationKeys = createQueryKeys('locations');

export function useLocationRecord(locationId: string | undefined) {
  return useQuery({
    queryKey: locationKeys.detail(locationId ?? ''),
    queryFn: ({ signal }): Promise<LocationResponse> => api.GET('/v1/locations/{locationId}', { params: { path: { locationId: locationId! } }, signal }),
    enabled: Boolean(locationId),
  });
}

export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locationId, body }: { locationId?: string; body: z.input<typeof LocationSaveBody> }): Promise<LocationResponse> =>
      locationId
        ? api.POST('/v1/locations/{locationId}', { params: { path: { locationId } }, body })
        : api.PUT('/v1/locations', { body }),
    onSuccess: async (location) => {
      queryClient.setQueryData(locationKeys.detail(location.locationId), location);
      await queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
    },
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locationId: string): Promise<z.infer<typeof LocationDeletedResponse>> => api.DELETE('/v1/locations/{locationId}', { params: { path: { locationId } } }),
    onSuccess: async (_answer, locationId) => {
      queryClient.removeQueries({ queryKey: locationKeys.detail(locationId) });
      await queryClient.invalidateQueries({ queryKey: locationKeys.lists() });
    },
  });
}
