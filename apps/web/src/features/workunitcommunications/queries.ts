import {
  communicationMessages,
  type WorkUnitCommunicationActivityResponse,
  type WorkUnitCommunicationActivitySaveBody,
  type WorkUnitCommunicationResponse,
  type WorkUnitCommunicationSaveBody,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';

export const WUCOMMS_PATH = '/v1/workunitcommunications';
export const wucommKeys = createQueryKeys('workunitcommunications');
export const activityKeys = createQueryKeys('workunitcommunicationactivities');

export type WuComm = WorkUnitCommunicationResponse;
export type WuCommActivity = WorkUnitCommunicationActivityResponse;

const MAX_ID = 2_147_483_647;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A communication by its number or public id, with its tenant, work units and steps (the detail's expands). */
async function fetchOne(key: string, signal?: AbortSignal): Promise<WuComm> {
  return api.GET('/v1/workunitcommunications/{workUnitCommunicationId}', { params: { path: { workUnitCommunicationId: key } }, signal });
}

/**
 * A communication by its public id (`?publicWuCommId=`, §2.2): an id that is not a GUID or not there (or
 * not the caller's) fails as a 404, so the panel sends the user to the not-found route.
 */
export function useWuCommByPublicId(publicId: string | undefined) {
  return useQuery({
    queryKey: wucommKeys.detail(publicId ?? ''),
    queryFn: ({ signal }) => {
      if (!publicId || !GUID.test(publicId)) throw new ApiError(404, 'The communication was not found.', undefined);
      return fetchOne(publicId.toLowerCase(), signal);
    },
    enabled: publicId !== undefined,
  });
}

/** A communication by its number, for a row's report (the grid's rows carry no steps). */
export function useWuCommById(id: number | undefined) {
  return useQuery({
    queryKey: wucommKeys.detail(String(id ?? ''), 'byId'),
    queryFn: ({ signal }) => fetchOne(String(id), signal),
    enabled: id !== undefined && Number.isInteger(id) && id > 0 && id <= MAX_ID,
  });
}

export function useSaveWuComm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: WorkUnitCommunicationSaveBody }): Promise<WuComm> =>
      (id
        ? await api.POST('/v1/workunitcommunications/{workUnitCommunicationId}', { params: { path: { workUnitCommunicationId: id } }, body })
        : await api.PUT('/v1/workunitcommunications', { body })) as WuComm,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: wucommKeys.all });
    },
  });
}

/** `GET v1/workunitcommunications/{id}/sendInternalNotification` (§7): the tenant's internal address gets the notice. */
export function useSendInternalNotification() {
  return useMutation({
    mutationFn: (id: number) =>
      api.GET('/v1/workunitcommunications/{workUnitCommunicationId}/sendInternalNotification', { params: { path: { workUnitCommunicationId: id } } }),
  });
}

/** The message a failed notification shows: the server's reason when it gives one (no internal address), else §8's. */
export function notificationFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 403 && error.message) {
    return `${communicationMessages.notificationFailed} ${error.message}`;
  }
  return communicationMessages.notificationFailed;
}

export function useActivities(communicationId: number | undefined) {
  return useQuery({
    queryKey: activityKeys.list(communicationId ?? 0),
    queryFn: async ({ signal }): Promise<WuCommActivity[]> => {
      const page = await api.GET('/v1/workunitcommunicationactivities', {
        params: { query: { $filter: `workUnitCommunicationId eq ${communicationId}`, $orderby: 'created asc', $top: '1000' } },
        signal,
      });
      return page.value as WuCommActivity[];
    },
    enabled: communicationId !== undefined,
  });
}

function useInvalidateCommunication() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    await queryClient.invalidateQueries({ queryKey: wucommKeys.all });
  };
}

/** Adds (no id) or changes an activity (PUT / POST /{id}). */
export function useSaveActivity() {
  const invalidate = useInvalidateCommunication();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: WorkUnitCommunicationActivitySaveBody }) =>
      id
        ? api.POST('/v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}', { params: { path: { workUnitCommunicationActivityId: id } }, body })
        : api.PUT('/v1/workunitcommunicationactivities', { body }),
    onSettled: invalidate,
  });
}

export function useDeleteActivity() {
  const invalidate = useInvalidateCommunication();
  return useMutation({
    mutationFn: (id: number) =>
      api.DELETE('/v1/workunitcommunicationactivities/{workUnitCommunicationActivityId}', { params: { path: { workUnitCommunicationActivityId: id } } }),
    onSettled: invalidate,
  });
}

export function useRelateWorkUnits() {
  const invalidate = useInvalidateCommunication();
  return useMutation({
    mutationFn: ({ id, workunitIds }: { id: number; workunitIds: number[] }) =>
      api.POST('/v1/workunitcommunications/{workUnitCommunicationId}/workUnits', { params: { path: { workUnitCommunicationId: id } }, body: { workunitIds } }),
    onSettled: invalidate,
  });
}

export function useRemoveWorkUnit() {
  const invalidate = useInvalidateCommunication();
  return useMutation({
    mutationFn: ({ id, workUnitId }: { id: number; workUnitId: number }) =>
      api.DELETE('/v1/workunitcommunications/{workUnitCommunicationId}/workUnits/{workUnitId}', {
        params: { path: { workUnitCommunicationId: id, workUnitId } },
      }),
    onSettled: invalidate,
  });
}
