import {
  workUnitMessages,
  type ResolutionCenterCreateBody,
  type ResolutionCenterItem,
  type ResolutionCenterListResponse,
  type WorkUnitCreatedSummary,
  type WorkUnitNoteListResponse,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useActiveTenantId } from '../../app/tenantUrl.ts';
import { ApiError, api } from '../../kit/api.ts';
import { createQueryKeys } from '../../kit/queryKeys.ts';
import { toast } from '../../kit/toast.ts';

export const RC_LIST_PATH = '/v1/workunits/rc';
export const rcKeys = createQueryKeys('resolutionCenter');

/** The customer-facing messages (part 3 §8). */
export const rcMessages = {
  created: 'Successfully created work unit.',
  failed: 'A problem occurred. Please try again.',
  callMeReceived: workUnitMessages.callMeReceived,
  callMeFailed: workUnitMessages.callMeFailed,
  thanksForFeedback: 'Thank you for your feedback!',
} as const;

/** What useRcItem fails with when the request is not there (or not the caller's): a 404, as a missing record answers. */
export const RC_NOT_FOUND = 'The work unit was not found.';
const MAX_ID = 2_147_483_647;

/**
 * One request as the list shows it, found by its id (the detail dialog may open from a link). An id
 * that is not one of the caller's requests fails as a 404 ApiError, for useNotFoundRedirect.
 */
export function useRcItem(workUnitId: number | undefined) {
  // Of the page's tenant, as the list (the server otherwise takes the stored one).
  const tenantId = useActiveTenantId();
  return useQuery({
    queryKey: rcKeys.detail(String(workUnitId ?? ''), tenantId ?? ''),
    queryFn: async ({ signal }) => {
      const id = workUnitId ?? Number.NaN;
      if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw new ApiError(404, RC_NOT_FOUND, undefined);
      const page: ResolutionCenterListResponse = await api.GET('/v1/workunits/rc', { params: { query: { $filter: `workUnitId eq ${id}`, $top: '1', tenantId } }, signal });
      const item = page.value[0];
      if (!item) throw new ApiError(404, RC_NOT_FOUND, undefined);
      return item;
    },
    enabled: workUnitId !== undefined,
  });
}

export function useExternalNotes(workUnitId: number | undefined) {
  return useQuery({
    queryKey: rcKeys.detail(String(workUnitId ?? ''), 'externalNotes'),
    queryFn: ({ signal }): Promise<z.infer<typeof WorkUnitNoteListResponse>> =>
      api.GET('/v1/workunits/{workUnitId}/externalNotes', { params: { path: { workUnitId: workUnitId! } }, signal }),
    enabled: workUnitId !== undefined && Number.isInteger(workUnitId),
  });
}

/** `PUT /api/v1/rc/workunits`: the customer's Create Request. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ResolutionCenterCreateBody>): Promise<WorkUnitCreatedSummary> => api.PUT('/api/v1/rc/workunits', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rcKeys.lists() }),
  });
}

/** `POST /v1/workunitnotes/callme/{id}` with its two messages. */
export function useCallMe() {
  return useMutation({
    mutationFn: (workUnitId: number): Promise<{ message: string }> => api.POST('/v1/workunitnotes/callme/{workUnitId}', { params: { path: { workUnitId } } }),
    onSuccess: () => toast.success(rcMessages.callMeReceived),
    onError: () => toast.error(rcMessages.callMeFailed),
  });
}

export type { ResolutionCenterItem };
