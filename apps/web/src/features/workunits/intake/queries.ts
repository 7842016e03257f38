import type { WorkUnitCreateBody, WorkUnitResponse } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api } from '../../../kit/api.ts';
import { toast } from '../../../kit/toast.ts';
import { tenantKeys } from '../../tenants/queries.ts';

/** The spec's message when a choice list fails to load (§8). */
export const optionsFailed = (field: string) => `Failed to refresh options for field: ${field}`;

/** The tenant's assignment groups; callers without Tenants view get none (and type a group instead). */
export function useAssignmentGroups(tenantId: string | null, enabled: boolean) {
  const query = useQuery({
    queryKey: tenantKeys.detail(tenantId ?? '', 'assignmentGroups'),
    queryFn: ({ signal }) => api<string[]>(`/v1/tenants/${tenantId}/assignmentGroups`, { signal }),
    enabled: enabled && Boolean(tenantId),
    staleTime: 5 * 60 * 1000,
  });
  useEffect(() => {
    if (query.isError) toast.error(optionsFailed('Assignment Group'));
  }, [query.isError]);
  return query;
}

/** `PUT /v1/workunits`; refreshes every work unit list. */
export function useCreateWorkUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof WorkUnitCreateBody>) => api<WorkUnitResponse>('/v1/workunits', { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['workunits'] }),
  });
}
